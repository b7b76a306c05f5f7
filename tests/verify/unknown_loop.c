/* symx verify: loops need invariants, which this slice does not have: the
 * verdict is unknown (exit code 3), never verified. expect: sum unknown */
#include <symx.h>

int sum(int *a, int n) {
  symx_requires(n >= 0 && n <= 8 && symx_acc_range(a, n));
  symx_ensures(symx_acc_range(a, n));
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] & 1;
  return s;
}

int main(void) {
  int v[3] = {1, 2, 3};
  return sum(v, 3) != 2;
}
