// recursion: factorial and Fibonacci with a recursion depth chosen by the
// input; results compared against limits.
// DOMAIN: n=0..15
// EXPECT: exit:0 exit:1 exit:2
#include "symx.h"

static unsigned fact(unsigned n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  if (n > 12)
    return 3;
  if (fact(n) > 1000)
    return 1;
  if (fib(n) % 2 == 1)
    return 2;
  return 0;
}
