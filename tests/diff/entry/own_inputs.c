// own_inputs: a function under --entry that asks for inputs of its own
// (symx_int) before and after it reads its pointer parameter's object: the
// test's C driver builds the parameter and the object and claims their
// inputs, and replay reads the function's own inputs in order around them.
// Before, every such test was a misfit ("input 1 is 'x' in the test but the
// program asks for 'again'").
// ARGS: --entry count_down --max-heap 2
// EXPECT: error:null-dereference error:assertion exit:0
#include <assert.h>
#include "symx.h"

struct cell {
  int value;
};

int count_down(int x, struct cell *c) {
  symx_assume(x >= 0 && x <= 2);
  if (symx_int("again") > 0 && x > 0) return count_down(x - 1, c);
  int v = c->value;
  if (symx_int("check") == 7) assert(v != x);
  return v + x;
}
