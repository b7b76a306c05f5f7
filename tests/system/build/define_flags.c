// -D flags reach clang: LIMIT bounds the loop and MODE selects a branch;
// -I%S/inc finds a header in this test's directory (%S = the test's dir).
// Paths: n in [0, LIMIT=3) = 3.
// ARGS: -DLIMIT=3 -DMODE_FAST -I%S/inc
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:10=1 exit:11=1 exit:12=1
#include "symx.h"
#include "flags_helper.h"

#ifndef LIMIT
#error "LIMIT must be given with -D"
#endif

int main(void) {
  int n = symx_range(0, LIMIT, "n");
  int i = 0;
  while (i < n)
    i++;
#ifdef MODE_FAST
  return HELPER_BASE + i;
#else
  return 99;
#endif
}
