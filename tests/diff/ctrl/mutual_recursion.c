// mutual_recursion: is_even / is_odd calling each other, and Ackermann-like
// nesting on small inputs.
// DOMAIN: a=0..9 b=0..2
// EXPECT: exit:0 exit:1
#include "symx.h"

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

int main(void) {
  unsigned char a, b;
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&b, sizeof b, "b");
  if (a > 9 || b > 2)
    return 7;
  if (is_even(a)) {
    if (ack(b, 2) > 5)
      return 2;
    return 1;
  }
  return 0;
}
