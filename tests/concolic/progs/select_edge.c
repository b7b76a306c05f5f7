/* Each outcome hangs on a `?:` of constants, which clang compiles to a
 * select, not a jump. symx fuzz must write a test for each side of both
 * (three tests: the all-zero input, in[0] = 'q', in[1] > 200), which it can
 * only if a select on a symbolic condition is a branch with two coverage
 * edges. */
#include "symx.h"
int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, sizeof in, "in");
  int a = in[0] == 'q' ? 1 : 0;
  int b = in[1] > 200 ? 2 : 0;
  return a + b;
}
