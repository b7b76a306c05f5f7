/* symx verify: a permission for an array of symbolic length.
 * expect: set verified set_off_by_one failed no-permission 15 replays: set_off_by_one */
#include <symx.h>

void set(int *a, int n, int i) {
  symx_requires(n > 0 && n <= 100 && symx_acc_range(a, n) && 0 <= i && i < n);
  symx_ensures(symx_acc_range(a, n) && a[i] == 7);
  a[i] = 7;
}

void set_off_by_one(int *a, int n, int i) {
  symx_requires(n > 0 && n <= 100 && symx_acc_range(a, n) && 0 <= i && i <= n);
  symx_ensures(symx_acc_range(a, n));
  if (i < 100)
    a[i] = 7;
}

int main(void) {
  int v[4] = {0};
  set(v, 4, 3);
  set_off_by_one(v, 4, 3);
  return v[3] != 7;
}
