/* Inputs that reach branches only through calls: arguments of every width,
 * results, recursion, a call through a pointer, a variadic callee's fixed
 * argument. Expanding the all-zero input must give a child for each of the
 * five branches (tests/concolic/run.py); the exit code has bit k set when
 * branch k was taken. */
#include <stdarg.h>
#include "symx.h"

static long long widen(signed char a, short b, int c, long long d) { return a + b + c + d; }
static unsigned rec(unsigned x, int depth) { return depth ? rec(x + 1, depth - 1) : x; }
static int inc(int x) { return x + 1; }
static int twice(int (*f)(int), int x) { return f(f(x)); }
static int first(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int v = va_arg(ap, int);
  va_end(ap);
  return n + v;
}
static _Bool is_big(unsigned long long v) { return v > 1000000007ull; }

int main(void) {
  signed char a;
  short b;
  int c, d;
  unsigned long long e;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  symx_make_symbolic(&c, sizeof c, "c");
  symx_make_symbolic(&d, sizeof d, "d");
  symx_make_symbolic(&e, sizeof e, "e");
  int r = 0;
  if (widen(a, b, 0, 0) == -300) r |= 1;
  if (rec((unsigned)c, 4) == 1004u) r |= 2;
  if (twice(inc, d) == 77) r |= 4;
  if (first(d, 5) == 1) r |= 8; /* d: the fixed argument (the variadic one is concrete) */
  if (is_big(e)) r |= 16;
  return r;
}
