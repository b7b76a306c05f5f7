/* symx verify: symx_result() of signed and unsigned results, and a
 * conditional permission. expect: minus_one verified all_ones verified get verified wrong_sign failed postcondition 22 replays: wrong_sign */
#include <symx.h>

int minus_one(int x) {
  symx_ensures(symx_result() == -1 && symx_result() < 0);
  return -1;
}

unsigned all_ones(unsigned x) {
  symx_ensures(symx_result() == 4294967295u && symx_result() > 0);
  return ~0u;
}

int get(int *p, int n) {
  symx_requires(n > 0 ? symx_acc(p) : 1);
  symx_ensures(n > 0 ? symx_acc(p) && symx_result() == *p : symx_result() == 0);
  return n > 0 ? *p : 0;
}

unsigned wrong_sign(unsigned x) {
  symx_ensures(symx_result() < 0);
  return 0u;
}

int main(void) {
  int v = 5;
  return minus_one(0) + (int)all_ones(0) + get(&v, 1) + (int)wrong_sign(0) - 3;
}
