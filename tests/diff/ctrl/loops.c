// loops: for, while and do-while loops with input-dependent bounds, break
// and continue.
// DOMAIN: n=0..9 m=0..4
// EXPECT: exit:100 exit:1
#include "symx.h"

int main(void) {
  unsigned char n, m;
  symx_make_symbolic(&n, sizeof n, "n");
  symx_make_symbolic(&m, sizeof m, "m");
  if (n > 9 || m > 4)
    return 100;
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i == m)
      continue;
    if (i > 6)
      break;
    s += i;
  }
  int k = 0;
  while (k * k < s)
    k++;
  int d = 0;
  do {
    d++;
  } while (d < m);
  return (s + k + d) % 64;
}
