/* symx fuzz: two branches, then a switch; every one of their 10 edges is
 * reachable. Each branch has two coverage slots and a switch one per case
 * and the default (src/cc/instrument.c): a branch's slots were site * 2 and
 * site * 2 + 1, the second branch's the switch's first two, and the search
 * counted 8 edges of 10 (tests/concolic/run.py). */
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  int r = 0;
  if (c & 1) r += 1;
  if (c & 2) r += 2;
  switch (c >> 2) {
  case 1: return r + 10;
  case 2: return r + 20;
  case 3: return r + 30;
  case 4: return r + 40;
  case 5: return r + 50;
  default: return r;
  }
}
