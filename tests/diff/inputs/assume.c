// assume: klee_assume and __VERIFIER_assume restrict the inputs; a native
// run of a domain point outside them is no execution of the program.
// DOMAIN: x=0..255 y=0..3
// EXPECT: exit:0 exit:1
#include <klee/klee.h>
void __VERIFIER_assume(int cond);

int main(void) {
  unsigned char x, y;
  klee_make_symbolic(&x, 1, "x");
  klee_make_symbolic(&y, 1, "y");
  klee_assume(x < 100);
  __VERIFIER_assume(x % 3 != 0);
  if (x > 90 || y == 2)
    return 1;
  if (x == 99)
    return 2;                   /* never: 99 % 3 == 0 */
  return 0;
}
