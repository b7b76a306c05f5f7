/* concrete_stack.c — concrete work on a stack array beside an input: a
 * histogram of an LCG's top bytes, 100,000,000 steps, in main's frame, whose
 * page also holds a symbolic input the loop never reads. For `symx cc`
 * (bench/concolic.py) this is the cost of loads and stores to memory that
 * has no shadow, in a page that has some: each access looks at its own
 * bytes' shadows only (runtime/concolic/hooks.c, clean()), not the slow
 * path. For symx run it is one concrete path. */
// Pinned by the system tests (make test): every optimisation keeps these.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:67=1
#include "symx.h"

#define STEPS 100000000u

int main(void) {
  unsigned char in[4];
  symx_make_symbolic(in, sizeof in, "in");
  unsigned hist[256] = {0};
  unsigned state = 12345u;
  for (unsigned i = 0; i < STEPS; i++) {
    state = state * 1103515245u + 12345u;
    hist[state >> 24]++;
  }
  unsigned h = 2166136261u;
  for (unsigned i = 0; i < 256; i++) h = (h ^ hist[i]) * 16777619u;
  return (int)(h & 0x7f);
}
