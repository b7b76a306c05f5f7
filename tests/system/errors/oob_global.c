// Out-of-bounds on a global array: a constant index past the end on one
// path (g[3]), and a symbolic index into an initialized global string on the
// other (table[10] is one past the end of char[10]).
// Paths: sel == 0: g[3] error; sel != 0: i in [0,10) fine, i == 10 error.  3.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 error:out-of-bounds=2
// ERROR: out-of-bounds 19
// ERROR: out-of-bounds 21
#include "symx.h"

int g[3] = {1, 2, 3};
char table[10] = "abcdefghi";

int main(void) {
  int three = 3;
  if (symx_range(0, 2, "sel") == 0)
    return g[three];
  int i = symx_range(0, 11, "i");
  char c = table[i];
  return c == 'z';                      /* the terminator or a letter: 0 */
}
