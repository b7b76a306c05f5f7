// multifile: a program in two files, with a flag given on the command line.
// ARGS: -DLIMIT=5
// FILES: multifile_helper.c
// DOMAIN: x=0..9
// EXPECT: exit:0 exit:1 exit:2
#include "symx.h"

extern int counter;
int classify(int v);

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  int c = classify(x);
  if (counter != 1) return 9;
  return c;
}
