// The stack abstraction at a recursive call (abstract only): retry calls
// itself with the same argument while an input says so, so without
// subsumption (or with exact, which never compares states of different
// depths: a deeper one has more returns ahead) every depth is a path, until
// a budget cuts the run. With abstract subsumption the second recursive
// call, whose frames above the first one's are left out, is the first
// one's state: dropped, and the run ends with the assertion's error found.
// ARGS: --entry retry --subsumption abstract
// EXIT: 1
// PATHS: 6
// COMPLETE: false
// ERROR: assertion 19
// STDOUT: stopped by abstract-subsumed
#include <assert.h>
#include "symx.h"
int retry(int x) {
  if (symx_int("again") > 0)
    return retry(x);
  assert(x != 42);
  return x;
}
