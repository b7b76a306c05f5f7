// Recursion: fact(n) with n in [0, 6) forks once per level on n <= 1.
// n = 0 and n = 1 take the same branches (one path); n = 2..5 one each:
// 5 paths.  Each result is checked against a table.
// EXIT: 0
// COMPLETE: true
// PATHS: 5
// OUTCOMES: exit:1=1 exit:2=1 exit:6=1 exit:24=1 exit:120=1
#include "symx.h"
#include <assert.h>

static int fact(int n) {
  return n <= 1 ? 1 : n * fact(n - 1);
}

static const int table[6] = {1, 1, 2, 6, 24, 120};

int main(void) {
  int n = symx_range(0, 6, "n");
  int f = fact(n);
  assert(f == table[n]);
  return f;
}
