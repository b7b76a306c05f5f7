// sscanf on a symbolic argument: "%2x%n" skips white space, then reads at
// most two characters (a sign counts as one) and reports how many characters
// it took in all: 3 only with white space before two hex digits.
// ARGS: --sym-arg 3
// EXIT: 1
// COMPLETE: true
// ERROR: abort 17
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 error:abort
// INPUTS: n_args:4 arg00:4
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  unsigned v;
  int used = 0;
  if (sscanf(argv[1], "%2x%n", &v, &used) != 1) return 2;
  if (v == 0xab && used == 3) abort(); /* " ab", "\tAB", ... */
  return used == 2;
}
