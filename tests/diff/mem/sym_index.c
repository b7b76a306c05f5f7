// sym_index: reads and writes of a local table at symbolic (in-bounds)
// indexes: the table is symbolic memory afterwards.
// DOMAIN: i=0..7 j=0..7
// EXPECT: exit:0 exit:1
#include "symx.h"

int main(void) {
  unsigned char i, j;
  symx_make_symbolic(&i, sizeof i, "i");
  symx_make_symbolic(&j, sizeof j, "j");
  i &= 7;
  j &= 7;
  int t[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  t[i] = 1;
  t[j] += 2;
  if (t[3] == 3)
    return 1;
  if (t[i] == 1)
    return 2;
  return 0;
}
