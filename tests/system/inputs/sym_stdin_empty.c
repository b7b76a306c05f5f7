// --sym-stdin 0: standard input is known to be empty, so reading it is the
// end of file at once and no input is created.
// ARGS: --sym-stdin 0
// EXIT: 0
// COMPLETE: true
// OUTCOMES: exit:0=1
// INPUTS:
#include <stdio.h>

int main(void) {
  char b[4];
  if (getchar() != EOF || fgets(b, sizeof b, stdin) || !feof(stdin)) return 1;
  return 0;
}
