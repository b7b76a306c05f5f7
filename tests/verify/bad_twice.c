/* symx verify: one permission given back twice, and a field never granted.
 * expect: twice failed postcondition 7 other failed postcondition 14 */
#include <symx.h>

void twice(int *p) {
  symx_requires(symx_acc(p));
  symx_ensures(symx_acc(p) && symx_acc(p));
}

struct pair { int a, b; };

void other(struct pair *q) {
  symx_requires(symx_acc(&q->a));
  symx_ensures(symx_acc(&q->b));
}

int main(void) {
  int x = 1;
  struct pair q = {1, 2};
  twice(&x);
  other(&q);
  return 0;
}
