// oob_global: a global table read one past its end (off-by-one bound).
// DOMAIN: i=0..20
// EXPECT: error:out-of-bounds exit:0 exit:1
#include "symx.h"

int table[10] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3};
int *ptable = table;

int main(void) {
  unsigned char i;
  symx_make_symbolic(&i, sizeof i, "i");
  if (i <= 10) {                /* should be < 10 */
    if (ptable[i] > 4)
      return 1;
    return 0;
  }
  return 2;
}
