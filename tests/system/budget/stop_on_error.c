// --stop-on-error: eight bytes, each equal to 'x' aborts (the same line for
// every byte). Without the option all 9 paths run
// and the run is complete; with it, the run stops after the first error,
// incomplete, with exactly that one error.
// ARGS: --stop-on-error
// EXIT: 1
// COMPLETE: false
// ERROR: abort 17
#include "symx.h"
#include <stdlib.h>

int main(void) {
  char s[8];
  symx_make_symbolic(s, sizeof s, "s");
  for (int i = 0; i < 8; i++)
    if (s[i] == 'x')
      abort();
  return 0;
}
