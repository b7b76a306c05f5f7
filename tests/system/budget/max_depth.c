// --max-depth 2: four independent bytes each fork once (16 paths without the
// budget), but a path may fork only twice; at its third and fourth branch it
// follows its model's side only. So 4 paths, and the run is incomplete
// (exit 3: no error is possible).
// ARGS: --max-depth 2
// EXIT: 3
// COMPLETE: false
// PATHS: 4
// TESTS: 4
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
