// A loop whose states repeat exactly: each iteration reads a fresh input and
// changes nothing else. Without --subsumption the loop is unbounded (paths
// for 1, 2, 3, ... iterations: never complete); with exact subsumption the
// third arrival at the header is subsumed by the second (the value read is
// existentially quantified), so the run is complete and the bug after the
// loop is found.
// ARGS: --entry poll --subsumption exact
// EXIT: 1
// COMPLETE: true
// ERROR: assertion 18
// STDOUT: exploration complete
#include <assert.h>
#include "symx.h"
int poll(int limit) {
  int v;
  while ((v = symx_int("v")) < 0) {
  }
  assert(v != limit);
  return v;
}
