// --max-depth 4 on the program of max_depth.c: no path forks more than four
// times, so the budget cuts nothing: 16 paths, complete.
// ARGS: --max-depth 4
// EXIT: 0
// COMPLETE: true
// PATHS: 16
#include "symx.h"

int main(void) {
  unsigned char a[4];
  symx_make_symbolic(a, sizeof a, "a");
  int r = 0;
  for (int i = 0; i < 4; i++)
    if (a[i] > 10)
      r++;
  return r;
}
