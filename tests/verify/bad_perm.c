/* symx verify: a missing permission. expect: inc failed no-permission 10 replays: inc */
#include <symx.h>

struct counter { int hits; int limit; };

int inc(struct counter *c) {
  symx_requires(symx_acc(&c->hits) && c->hits < 1000);
  symx_ensures(symx_acc(&c->hits) && c->hits == symx_old(c->hits) + 1);
  c->hits = c->hits + 1;
  return c->limit;
}

int main(void) {
  struct counter c = {41, 0};
  return inc(&c) != 0;
}
