/* symx verify: a wrong postcondition. expect: inc failed postcondition 6 replays: inc */
#include <symx.h>

int inc(int *p) {
  symx_requires(symx_acc(p) && *p < 1000);
  symx_ensures(symx_acc(p) && *p == symx_old(*p) + 2 && symx_result() == *p);
  *p = *p + 1;
  return *p;
}

int main(void) {
  int x = 1;
  return inc(&x) != 2;
}
