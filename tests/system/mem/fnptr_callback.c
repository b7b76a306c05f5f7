// Function pointers passed as arguments (concrete targets): a small fold
// over an array of symbolic bytes with two different callbacks.  Only the
// final comparison on the symbolic maximum forks: 2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

typedef unsigned (*binop)(unsigned, unsigned);

static unsigned add(unsigned a, unsigned b) { return a + b; }
static unsigned bor(unsigned a, unsigned b) { return a | b; }

static unsigned fold(const unsigned char *v, int n, binop f, unsigned init) {
  unsigned acc = init;
  for (int i = 0; i < n; i++)
    acc = f(acc, v[i]);
  return acc;
}

int main(void) {
  unsigned char v[3];
  symx_make_symbolic(v, sizeof v, "v");
  unsigned s = fold(v, 3, add, 0);
  unsigned o = fold(v, 3, bor, 0);
  assert(s == (unsigned)v[0] + v[1] + v[2]);
  assert(o <= 255u & (o & v[1]) == v[1]);
  binop pick = bor;
  if (s > 700)
    pick = add;
  if (pick == add)
    return 1;
  return 0;
}
