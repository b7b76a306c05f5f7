// subsume_retry: a recursion with the same argument while an input says
// so; abstract subsumption's stack abstraction ends it at the second
// recursive call (without it every depth is a path), and the assertion's
// test, like every other, replays natively.
// ARGS: --entry retry --subsumption abstract
// EXPECT: error:assertion exit:0
// INCOMPLETE: abstract subsumption explores an under-approximation
#include <assert.h>
#include "symx.h"
int retry(int x) {
  if (symx_int("again") > 0)
    return retry(x);
  assert(x != 42);
  return x;
}
