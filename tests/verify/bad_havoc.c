/* symx verify: a callee whose postcondition does not say the value stays:
 * the caller may not assume it does. expect: touch verified keep failed postcondition 12 */
#include <symx.h>

void touch(int *p) {
  symx_requires(symx_acc(p));
  symx_ensures(symx_acc(p));
}

void keep(int *p) {
  symx_requires(symx_acc(p) && *p == 1);
  symx_ensures(symx_acc(p) && *p == 1);
  touch(p);
}

int main(void) {
  int x = 1;
  keep(&x);
  return 0;
}
