// States that differ in a concrete value (the counter i) are never matched:
// the bug at the third iteration is found with exact and with abstract
// subsumption (a subsumption that ignored registers would drop it).
// ARGS: --entry count --subsumption exact
// EXIT: 1
// COMPLETE: true
// ERROR: assertion 15
#include <assert.h>
#include "symx.h"
int count(int x) {
  int i = 0;
  while (i < 5 && symx_int("more")) {
    i++;
    if (i == 3)
      assert(x != 7);
  }
  return i;
}
