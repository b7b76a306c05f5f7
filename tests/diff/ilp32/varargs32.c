// varargs32: i386 variadic calls: ints, long longs (8 bytes, 4-aligned) and
// pointers in one argument area, read back with va_arg.
// ARGS: --data-model ILP32
// DOMAIN: x=-3..3 y=0..3
// EXPECT: exit:0 exit:1 exit:2
#include <stdarg.h>
#include "symx.h"

static long long mix(int n, ...) {
  va_list ap, aq;
  va_start(ap, n);
  va_copy(aq, ap);
  long long s = 0;
  for (int i = 0; i < n; i++) {
    int kind = va_arg(ap, int);
    if (kind == 0) s += va_arg(ap, int);
    else if (kind == 1) s += va_arg(ap, long long);
    else s += *va_arg(ap, int *);
  }
  int first_kind = va_arg(aq, int);
  va_end(aq);
  va_end(ap);
  return s + first_kind;
}

int main(void) {
  int x = symx_int("x"), y = symx_int("y");
  if (x < -3 || x > 3 || y < 0 || y > 3) return 8;
  int z = 7;
  long long big = 1ll << 40;
  long long r = mix(3, 0, x, 1, big + y, 2, &z);
  if (r == (1ll << 40) + 7) return 1;
  if (r > (1ll << 40) + 8) return 2;
  return 0;
}
