/* symx verify: CBMC's contract names, written as statements, mean symx's.
 * expect: swap verified max verified clamp failed postcondition 22 replays: clamp */
#include <symx.h>

void swap(int *a, int *b) {
  __CPROVER_requires(symx_acc(a) && symx_acc(b));
  __CPROVER_ensures(symx_acc(a) && symx_acc(b) && *a == __CPROVER_old(*b) && *b == __CPROVER_old(*a));
  int t = *a;
  *a = *b;
  *b = t;
}

int max(int x, int y) {
  __CPROVER_requires(1);
  __CPROVER_ensures(__CPROVER_return_value >= x && __CPROVER_return_value >= y);
  return x > y ? x : y;
}

/* off by one: 100 is returned for x == 100 */
int clamp(int x) {
  __CPROVER_requires(x >= 0);
  __CPROVER_ensures(__CPROVER_return_value < 100);
  return x > 100 ? 99 : x;
}

int main(void) {
  int x = 1, y = 2;
  swap(&x, &y);
  return !(x == 2 && y == 1 && max(x, y) == 2 && clamp(5) == 5);
}
