// Dereferencing a pointer that is NULL on one path: x <= 10 leaves p NULL
// (error), x > 10 points it at v.  2 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:5=1 error:null-dereference=1
// ERROR: null-dereference 18
#include "symx.h"
#include <stddef.h>

int main(void) {
  unsigned char x;
  int v = 5;
  int *p = NULL;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 10)
    p = &v;
  return *p;
}
