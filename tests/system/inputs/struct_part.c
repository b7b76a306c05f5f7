// symx_make_symbolic on part of a struct: only r.b and r.name[1..3] become
// symbolic; branches on the other fields are concrete and do not fork.
// Paths: r.b < 0 (2) * r.name[2] == 'x' (2) = 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
// INPUTS: b:2 mid:3
#include "symx.h"
#include <assert.h>

struct rec {
  int a;
  short b;
  char name[6];
  int c;
};

int main(void) {
  struct rec r = {7, 0, "abcde", 9};
  symx_make_symbolic(&r.b, sizeof r.b, "b");
  symx_make_symbolic(&r.name[1], 3, "mid");
  assert(r.a == 7 & r.c == 9);          /* untouched */
  assert(r.name[0] == 'a' & r.name[4] == 'e' & r.name[5] == 0);
  int code = 0;
  if (r.b < 0)
    code += 1;
  if (r.name[2] == 'x')
    code += 2;
  return code;
}
