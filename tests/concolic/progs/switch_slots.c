/* symx fuzz: a switch whose cases share their destination. 'a', 'b' and
 * 'c' go to one block, 'd' to another, the rest to the default's: three
 * edges (src/cc/instrument.c, do_switch: a slot per destination, as gcov
 * and AFL count them). With a slot per case the search counted five, and
 * an input taking 'b' after 'a' covered a new edge and became a test
 * (tests/concolic/run.py). */
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  switch (c) {
  case 'a':
  case 'b':
  case 'c': return 1;
  case 'd': return 2;
  default: return 0;
  }
}
