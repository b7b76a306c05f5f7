// rand: glibc's sequences for a few seeds (and none), compared with input.
// The outcome is the position in the sequence where a value matches.
// DOMAIN: sel=0..3 y=0..9
// EXPECT: exit:0 exit:1 exit:3
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char sel, y;
  symx_make_symbolic(&sel, 1, "sel");
  symx_make_symbolic(&y, 1, "y");
  if (sel > 3 || y > 9) return 50;
  if (sel == 1) srand(0);
  else if (sel == 2) srand(12345);
  else if (sel == 3) srand(0x80000001u);
  /* sel == 0: no srand, the sequence of srand(1) */
  for (int i = 0; i < 4; i++)
    if (rand() % 10 == y) return 1 + i;
  if (rand() > RAND_MAX) abort(); /* never */
  return 0;
}
