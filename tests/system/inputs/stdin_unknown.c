// Without --sym-stdin standard input is unknown: reading it ends the path
// as unsupported (at the call in the program), and the run is incomplete.
// EXIT: 3
// COMPLETE: false
// ERROR: unsupported 9
// OUTCOMES: error:unsupported=1
#include <stdio.h>
int main(void) {
  int c = getchar();
  return c == 'x';
}
