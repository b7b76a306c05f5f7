// A call through a symbolic choice in a table of function pointers forks once
// per possible target: 4 paths, one per function, each with its own result.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:2=1 exit:4=1 exit:6=1 exit:9=1
#include "symx.h"
#include <assert.h>

static int inc(int v) { return v + 1; }
static int dec(int v) { return v - 1; }
static int dbl(int v) { return v * 2; }
static int sqr(int v) { return v * v; }

static int (*const ops[4])(int) = {inc, dec, dbl, sqr};

int main(void) {
  int k = symx_range(0, 4, "k");
  int r = ops[k](3);
  static const int expect[4] = {4, 2, 6, 9};
  assert(r == expect[k]);
  return r;
}
