// Seed 004 (Strejcek lecture), "Automated whitebox fuzz testing", SAGE's
// example: top(char input[4]).  Each of the four ifs forks, so the tree has
// 2^4 = 16 leaves ("good" ... "bad!"); cnt >= 3 on the 5 leaves with at least
// three of b, a, d, ! in place, and abort() is reached there.
// EXIT: 1
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=11 error:abort=5
// ERROR: abort 19
#include <stdlib.h>
#include "symx.h"

void top(char input[4]) {
  int cnt = 0;
  if (input[0] == 'b') cnt++;
  if (input[1] == 'a') cnt++;
  if (input[2] == 'd') cnt++;
  if (input[3] == '!') cnt++;
  if (cnt >= 3) abort(); // error
}

int main(void) {
  char input[4];
  symx_make_symbolic(input, sizeof input, "input");
  top(input);
  return 0;
}
