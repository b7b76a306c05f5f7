// vla: a variable-length array sized by an input, filled and summed.
// DOMAIN: n=1..9
// EXPECT: exit:0
#include "symx.h"

static int sum(int n) {
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = k;
  int s = 0;
  for (int k = 0; k < n; k++)
    s += a[k];
  return s;
}

int main(void) {
  unsigned char n;
  symx_make_symbolic(&n, sizeof n, "n");
  if (n < 1 || n > 9)
    return 0;
  if (sum(n) > 20)
    return 1;
  return 0;
}
