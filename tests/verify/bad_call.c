/* symx verify: a callee's precondition violated. expect: inc verified twice failed precondition 15 replays: twice */
#include <symx.h>

int inc(int *p) {
  symx_requires(symx_acc(p) && *p < 1000);
  symx_ensures(symx_acc(p) && *p == symx_old(*p) + 1 && symx_result() == *p);
  *p = *p + 1;
  return *p;
}

int twice(int *p) {
  symx_requires(symx_acc(p) && *p < 1000);
  symx_ensures(symx_acc(p));
  inc(p);
  return inc(p);
}

int main(void) {
  int x = 1;
  return twice(&x) != 3;
}
