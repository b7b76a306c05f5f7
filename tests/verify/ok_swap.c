/* symx verify: swap through pointers. expect: swap verified */
#include <symx.h>

void swap(int *a, int *b) {
  symx_requires(symx_acc(a) && symx_acc(b));
  symx_ensures(symx_acc(a) && symx_acc(b) && *a == symx_old(*b) && *b == symx_old(*a));
  int t = *a;
  *a = *b;
  *b = t;
}

int main(void) {
  int x = 1, y = 2;
  swap(&x, &y);
  return !(x == 2 && y == 1);
}
