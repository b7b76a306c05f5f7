// Two translation units: main here, the helpers and a global in
// multi_file_lib.c (which has no EXIT line, so it is not a test itself).
// Paths: lib_classify forks three ways = 3.
// FILES: multi_file_lib.c
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
#include "symx.h"
#include <assert.h>

extern int lib_counter;
int lib_classify(int v);

int main(void) {
  int v = symx_int("v");
  int c = lib_classify(v);
  assert(lib_counter == 1);
  return c;
}
