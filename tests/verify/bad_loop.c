/* symx verify: wrong loop invariants, each failure at the invariant (natively
 * the invariant of not_established is a runtime check, and fails).
 * expect: not_inductive failed invariant 13 not_established failed invariant 24
 *         frame_touched failed no-permission 35 too_weak failed postcondition 42
 * run: assertion 24 replays: not_established not_inductive */
#include <symx.h>

int not_inductive(int n) {
  symx_requires(n >= 0 && n < 1000);
  symx_ensures(1);
  int i = 0;
  while (i < n) {
    symx_invariant(i <= 5); /* an iteration from i == 5 breaks it */
    i++;
  }
  return i;
}

int not_established(int n) {
  symx_requires(n > 0 && n < 1000);
  symx_ensures(1);
  int i = 0;
  while (i < n) {
    symx_invariant(i >= 1); /* false on entry: i == 0 */
    i++;
  }
  return i;
}

int frame_touched(int *a, int *b, int n) {
  symx_requires(n >= 0 && n <= 100 && symx_acc_range(a, n) && symx_acc(b));
  symx_ensures(symx_acc_range(a, n) && symx_acc(b));
  for (int i = 0; i < n; i++) {
    symx_invariant(symx_acc_range(a, n) && 0 <= i && i <= n);
    a[i] = *b; /* *b is not in the invariant */
  }
  return 0;
}

int too_weak(int n) {
  symx_requires(n >= 0 && n < 1000);
  symx_ensures(symx_result() == n); /* i <= n and !(i < n) say it, i >= 0 does not */
  int i = 0;
  while (i < n) {
    symx_invariant(i >= 0);
    i++;
  }
  return i;
}

int main(void) {
  int a[2] = {0, 0}, b = 3;
  return not_inductive(3) + not_established(2) + frame_touched(a, &b, 2) + too_weak(2) != 7;
}
