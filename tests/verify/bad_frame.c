/* symx verify: the callee keeps the permission (no acc in its
 * postcondition), so the caller may not read it afterwards.
 * expect: take verified use failed no-permission 14 */
#include <symx.h>

void take(int *p) {
  symx_requires(symx_acc(p));
  symx_ensures(1);
}

int use(int *p) {
  symx_requires(symx_acc(p));
  take(p);
  return *p;
}

int main(void) {
  int x = 3;
  take(&x);
  return 0;
}
