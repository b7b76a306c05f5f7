// rand48: the drand48 family (lrand48, mrand48, drand48, nrand48, jrand48,
// erand48, srand48, seed48, lcong48) giving glibc's numbers, with no seed
// and with seeds picked by an input; the outcome says where in the sequence
// a value first has the digit asked for.
// DOMAIN: sel=0..4 y=0..9
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <stdlib.h>
#include "symx.h"

int main(void) {
  unsigned char sel, y;
  symx_make_symbolic(&sel, 1, "sel");
  symx_make_symbolic(&y, 1, "y");
  if (sel > 4 || y > 9) return 50;
  unsigned short x[3] = {1, 2, 3}, param[7] = {5, 6, 7, 0x1111, 0x2222, 0x3333, 0x4444};
  if (sel == 1) srand48(sel * 1000003L);
  else if (sel == 2) seed48(x);
  else if (sel == 3) lcong48(param);
  else if (sel == 4) srand48(-1);
  /* sel == 0: no seed; glibc's state starts at 0 */
  for (int i = 0; i < 3; i++) {
    if (lrand48() % 10 == y) return 1;
    if ((unsigned long)mrand48() % 10 == y) return 2;
    if ((int)(drand48() * 10) == y) return 3;
  }
  if (nrand48(x) % 10 == y || (unsigned long)jrand48(x) % 10 == y || (int)(erand48(x) * 10) == y) return 4;
  if (drand48() >= 1.0 || lrand48() < 0) abort(); /* never */
  return 0;
}
