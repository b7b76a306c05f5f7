// null_deref: a pointer that is NULL on some paths is read and written.
// DOMAIN: x=0..7
// EXPECT: error:null-dereference exit:0 exit:10
#include <stddef.h>
#include "symx.h"

static int value = 10;

static int *pick(unsigned char x) {
  if (x & 4)
    return NULL;
  return &value;
}

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 7)
    return 1;
  int *p = pick(x);
  if (x & 1) {
    *p = 3;                     /* write */
    return 0;
  }
  return *p;                    /* read */
}
