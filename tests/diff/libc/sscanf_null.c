// sscanf of a NULL string: glibc reads it first and faults, so symx reports
// a null dereference at the call (it used to return EOF: the model took a
// NULL string for "read a stream").
// DOMAIN: c=0..3
// EXPECT: exit:0 exit:1 error:null-dereference
#include <stdio.h>
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  const char *s = c == 2 ? NULL : c == 1 ? "x" : "12";
  int x = 0;
  if (sscanf(s, "%d", &x) != 1)
    return 1;
  return x == 12 ? 0 : 2;
}
