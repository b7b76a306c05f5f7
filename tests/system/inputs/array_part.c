// symx_make_symbolic on bytes 2..4 of an initialized char array: a strlen
// loop forks on whether buf[2], buf[3], buf[4] are 0, giving lengths
// 2, 3, 4 or 7 (buf[5], buf[6], buf[7] stay "fg\0"): 4 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:2=1 exit:3=1 exit:4=1 exit:7=1
// INPUTS: mid:3
#include "symx.h"

int main(void) {
  char buf[8] = "abcdefg";
  symx_make_symbolic(buf + 2, 3, "mid");
  int i = 0;
  while (buf[i] != 0)
    i++;
  return i;
}
