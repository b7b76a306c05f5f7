/* An error three calls deep (out-of-bounds in get) and one at top level (abort). */
#include <stdlib.h>
#include "symx.h"
int table[4];
int get(int i) { return table[i]; }
int middle(int i) { return get(i) + 1; }
int main(void) {
  int i = symx_int("i");
  int r = middle(i);
  if (i == 2) abort();
  return r;
}
