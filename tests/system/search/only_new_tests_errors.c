// --only-new-tests writes a test for every path that ends in an error, new
// coverage or not. The 16 paths of only_new_tests.c's four branches, each
// dividing by n - 2 (n: the true sides, concrete on each path, so no fork):
// the 6 paths with n == 2 divide by zero. Of the 5 that take an edge first
// (FFFF, FFFT, FFTT, FTTT, TTTT), FFTT is one of the 6: 6 + 4 = 10 tests.
// ARGS: --only-new-tests --search dfs
// EXIT: 1
// COMPLETE: true
// PATHS: 16
// TESTS: 10
// ERROR: div-by-zero 20
#include "symx.h"

int main(void) {
  int n = 0;
  if (symx_int("a") > 0) n++;
  if (symx_int("b") > 0) n++;
  if (symx_int("c") > 0) n++;
  if (symx_int("d") > 0) n++;
  return 100 / (n - 2);
}
