// A ?: of values in registers (not loaded from memory) is a select
// (front/selects.c): m = a > b ? a : b does not fork, only `m == 200` does:
// 2 paths (ternary.c loads a and b in the arms: there the ?: forks).
// ternary_keep.c and ternary_testcomp.c: the same program forking at the ?:.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

static unsigned char input(const char *name) {
  unsigned char v;
  symx_make_symbolic(&v, sizeof v, name);
  return v;
}

int main(void) {
  unsigned char a = input("a"), b = input("b");
  int m = a > b ? a : b;
  assert(m >= a & m >= b & (m == a | m == b));
  if (m == 200)
    return 1;
  return 0;
}
