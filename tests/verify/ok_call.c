/* symx verify: a function calling a contracted callee. expect: inc verified add_two verified */
#include <symx.h>

int inc(int *p) {
  symx_requires(symx_acc(p) && *p < 1000);
  symx_ensures(symx_acc(p) && *p == symx_old(*p) + 1 && symx_result() == *p);
  *p = *p + 1;
  return *p;
}

int add_two(int *p, int *q) {
  symx_requires(symx_acc(p) && symx_acc(q) && *p < 500 && *q == 7);
  symx_ensures(symx_acc(p) && symx_acc(q) && *p == symx_old(*p) + 2 && *q == 7 && symx_result() == *p);
  inc(p);
  int r = inc(p);
  return r;
}

int main(void) {
  int x = 1, y = 7;
  return add_two(&x, &y) != 3;
}
