// varargs_ll: variadic arguments of mixed sizes (int, long long, pointer).
// DOMAIN: a=-1..1 b=0,0x100000000
// EXPECT: exit:0 exit:1
#include <stdarg.h>
#include "symx.h"

static long long mix(int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  long long s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, int);
    s += va_arg(ap, long long);
    const char *p = va_arg(ap, const char *);
    s += p[0];
  }
  s += va_arg(ap2, int) * 1000;
  va_end(ap);
  va_end(ap2);
  return s;
}

int main(void) {
  int a = symx_int("a");
  long long b;
  symx_make_symbolic(&b, 8, "b");
  long long s = mix(2, a, b, "A", 2, 3LL, "B");
  if (s > 0x100000000LL) return 1;
  if (s < 0) return 2;
  if (s == 135) return 3;
  return 0;
}
