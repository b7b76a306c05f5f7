/* A precondition natively (and under symx run) is a runtime check: this
 * program breaks inc's, so its native build aborts and symx run reports an
 * assertion at the precondition. expect: inc verified
 * run: assertion 8 */
#include <symx.h>

int inc(int *p) {
  symx_requires(symx_acc(p) && *p < 1000);
  symx_ensures(symx_acc(p) && *p == symx_old(*p) + 1 && symx_result() == *p);
  *p = *p + 1;
  return *p;
}

int main(void) {
  int x = 5000;
  return inc(&x) != 5001;
}
