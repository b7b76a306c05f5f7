// subsume_poll: exact subsumption (symx run --subsumption exact) cuts a loop
// whose states repeat (each iteration reads a fresh input, nothing else
// changes): the third arrival at the header is subsumed by the second, so
// the run is complete, which it never is without subsumption, and every
// test replays natively.
// ARGS: --subsumption exact
// EXPECT: error:assertion exit:0
#include <assert.h>
#include "symx.h"
int main(void) {
  int limit = symx_int("limit");
  int v;
  while ((v = symx_int("v")) < 0) {
  }
  assert(v != limit);
  return 0;
}
