// same_name: several inputs with the same name, created in a loop, and a
// variable made symbolic twice (each call is a new input).
// DOMAIN: v=0..3 v=0..3 v=0..3 w=0,1 w=0,1
// EXPECT: exit:0
#include "symx.h"

int main(void) {
  unsigned char v[3];
  for (int k = 0; k < 3; k++)
    symx_make_symbolic(&v[k], 1, "v");
  unsigned char w;
  symx_make_symbolic(&w, 1, "w");
  unsigned char first = w;
  symx_make_symbolic(&w, 1, "w");
  if (v[0] > 3 || v[1] > 3 || v[2] > 3 || first > 1 || w > 1)
    return 50;
  int r = 0;
  if (v[0] == v[2])
    r |= 1;
  if (v[1] > v[0])
    r |= 2;
  if (first != w)
    r |= 4;
  return r;
}
