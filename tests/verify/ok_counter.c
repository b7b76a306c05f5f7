/* symx verify: a counter incremented, old() and result(). expect: inc verified */
#include <symx.h>

struct counter { int hits; int limit; };

int inc(struct counter *c) {
  symx_requires(symx_acc(&c->hits) && c->hits < 1000);
  symx_ensures(symx_acc(&c->hits) && c->hits == symx_old(c->hits) + 1 && symx_result() == symx_old(c->hits));
  int before = c->hits;
  c->hits = before + 1;
  return before;
}

int main(void) {
  struct counter c = {41, 0};
  int r = inc(&c);
  return !(r == 41 && c.hits == 42);
}
