// Numbers read with scanf("%d"): a divisor of 12 - x divides by zero only for
// the input 12; a failed conversion or the end of input ends the loop.
// ARGS: --sym-stdin 4
// DOMAIN: stdin=bytes(' ','1','2','-','x')
// EXPECT: exit:0 exit:1 exit:2 error:div-by-zero
#include <stdio.h>

int main(void) {
  int x, total = 0, n = 0, r;
  while ((r = scanf("%d", &x)) == 1) {
    total += 100 / (12 - x);
    n++;
  }
  if (r == 0) return 2; /* not a number */
  return n > 1 || total < 0;
}
