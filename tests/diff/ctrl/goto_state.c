// goto_state: a small state machine written with goto over input bytes.
// DOMAIN: s=bytes('a','b',0)
// EXPECT: exit:0 exit:1
#include "symx.h"

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  int i = 0;
start:
  if (i == 4)
    return 0;
  if (s[i] == 'a') {
    i++;
    goto seen_a;
  }
  i++;
  goto start;
seen_a:
  if (i == 4)
    return 0;
  if (s[i++] == 'b')
    return 1;
  goto start;
}
