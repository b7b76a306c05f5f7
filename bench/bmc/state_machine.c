// state_machine: a scanner over 16 input bytes with a three-way branch per
// byte (3^16 paths for path enumeration); the state never leaves 0..2 and
// the counter stays at most 16. bmc --unwind 16 proves it.
#include <assert.h>
#include "symx.h"

int main(void) {
  char s[16];
  symx_make_symbolic(s, sizeof s, "s");
  int state = 0, count = 0;
  for (int i = 0; i < 16; i++) {
    char c = s[i];
    if (c == 'a')
      state = 1;
    else if (c == 'b' && state == 1) {
      state = 2;
      count++;
    } else
      state = 0;
  }
  assert(state >= 0 && state <= 2);
  assert(count <= 16);
  return 0;
}
