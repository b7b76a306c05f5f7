// short_circuit: && || and ?: with side effects in the skipped operands.
// DOMAIN: a=0..3 b=0..3 c=0..1
// EXPECT: exit:50 exit:36
#include "symx.h"

static int calls;
static int touch(int v) {
  calls++;
  return v;
}

int main(void) {
  unsigned char a, b, c;
  symx_make_symbolic(&a, 1, "a");
  symx_make_symbolic(&b, 1, "b");
  symx_make_symbolic(&c, 1, "c");
  if (a > 3 || b > 3 || c > 1)
    return 50;
  int r = 0;
  if (touch(a == 1) && touch(b == 2))
    r += 1;
  if (touch(a == 0) || touch(b == 0))
    r += 2;
  r += c ? touch(4) : touch(8);
  return r * 8 + calls;
}
