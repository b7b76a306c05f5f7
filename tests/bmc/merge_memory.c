// merge_memory: the branches of each iteration write memory (an array on
// the stack, a global, a heap block) with different values; merged states
// hold them as ite expressions, and later reads through a loaded index and
// a pointer chosen by a branch see the right one: the out-of-bounds read
// (idx 7 of 6 elements) and the assertion happen on exactly the inputs
// where native runs show them.
// BMC: --unwind 5
// VERDICT: bug-complete
// ERRORS: out-of-bounds:37 assertion:39
// DOMAIN: x=0..15 y=0..15
// RUN: compare
#include <assert.h>
#include <stdlib.h>
#include "symx.h"

static int g;

int main(void) {
  unsigned char x = (unsigned char)symx_int("x");
  unsigned char y = (unsigned char)symx_int("y");
  unsigned char buf[4];
  int *h = malloc(sizeof *h);
  if (!h) return 1;
  *h = 0;
  int tab[6] = {1, 2, 3, 4, 5, 6};
  for (int i = 0; i < 4; i++) {
    if ((x >> i) & 1) {
      buf[i] = (unsigned char)(y + i);
      g += 1;
    } else {
      buf[i] = (unsigned char)(y ^ i);
      *h += 2;
    }
  }
  int *p = (x & 8) ? &g : h;
  unsigned idx = buf[3] == 10 ? 7u : (unsigned)(buf[0] & 3);
  int r = tab[idx] + *p;
  free(h);
  assert(r != 6 || y != 5);
  return r & 0x3f;
}
