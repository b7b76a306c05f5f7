// A field of a NULL struct pointer is an access in the first page: a
// null-dereference even at a nonzero (here symbolic, 4..32) offset.  Every
// input takes it: 1 path.
// EXIT: 1
// COMPLETE: true
// PATHS: 1
// OUTCOMES: error:null-dereference=1
// ERROR: null-dereference 20
#include "symx.h"
#include <stddef.h>

struct rec {
  int tag;
  int items[8];
};

int main(void) {
  struct rec *r = NULL;
  unsigned k = (unsigned)symx_int("k") & 7;
  return r->items[k];
}
