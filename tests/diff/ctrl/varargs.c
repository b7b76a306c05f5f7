// varargs: a variadic function summing an input-chosen number of arguments.
// DOMAIN: n=0..5 x=-2..2
// EXPECT: exit:0
#include <stdarg.h>
#include "symx.h"

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  int x = symx_int("x");
  if (n > 5 || x < -2 || x > 2)
    return 99;
  int s = sum(n, x, 10, x, 20, 30);
  if (s < 0)
    return 1;
  if (s > 40)
    return 2;
  return 0;
}
