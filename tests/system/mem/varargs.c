// A variadic function defined in the program reads ints, a long long and a
// pointer with va_arg.  Paths: the symbolic sum == 10 or not = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>
#include <stdarg.h>

static long long total(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  s += va_arg(ap, long long);
  int *p = va_arg(ap, int *);
  va_end(ap);
  *p = n;
  return s;
}

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  int seen = 0;
  long long s = total(3, (int)a, (int)b, 7, 1LL << 40, &seen);
  assert(seen == 3);
  assert(s - (1LL << 40) == a + b + 7);
  if (s - (1LL << 40) == 10)
    return 1;
  return 0;
}
