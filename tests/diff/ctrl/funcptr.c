// funcptr: a table of function pointers indexed by the input, and a
// callback passed to a higher-order function.
// DOMAIN: op=0..5 x=-3..3
// EXPECT: exit:0
#include "symx.h"

static int add1(int v) { return v + 1; }
static int dbl(int v) { return v * 2; }
static int neg(int v) { return -v; }
static int sq(int v) { return v * v; }

static int apply_twice(int (*f)(int), int v) { return f(f(v)); }

int main(void) {
  unsigned char op;
  symx_make_symbolic(&op, sizeof op, "op");
  int x = symx_int("x");
  if (x < -3 || x > 3)
    return 90;
  int (*table[4])(int) = {add1, dbl, neg, sq};
  int (*f)(int) = table[op % 4];
  int r = apply_twice(f, x);
  if (f == sq && r > 10)
    return 1;
  if (r < 0)
    return 2;
  if (op > 3)
    return 3;
  return 0;
}
