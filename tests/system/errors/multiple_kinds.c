// One program, five kinds of error on five switch cases (sel in [0, 6));
// case 5 is clean.  6 paths, 5 distinct errors.
// EXIT: 1
// COMPLETE: true
// PATHS: 6
// OUTCOMES: exit:0=1 error:assertion=1 error:div-by-zero=1 error:out-of-bounds=1 error:null-dereference=1 error:abort=1
// ERROR: assertion 22
// ERROR: div-by-zero 25
// ERROR: out-of-bounds 28
// ERROR: null-dereference 31
// ERROR: abort 34
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int a[2] = {0, 0};
  int zero = 0, two = 2;
  int *nil = NULL;
  switch (symx_range(0, 6, "sel")) {
  case 0:
    assert(zero == 1);
    break;
  case 1:
    a[0] = 10 / zero;
    break;
  case 2:
    a[two] = 1;
    break;
  case 3:
    a[0] = *nil;
    break;
  case 4:
    abort();
    break;
  default:
    break;
  }
  return a[0];
}
