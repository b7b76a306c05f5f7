/* symx verify: seed 001's Cell: a field, a predicate valid() over it, a pure
 * accessor. A pure function runs as code (its reads need permissions); one
 * reading under a folded predicate (a function of its snapshot) is unknown.
 * expect: set verified twice_get verified cell_swap verified get_folded unknown */
#include <symx.h>

struct cell {
  int x;
};

SYMX_PREDICATE int valid(struct cell *c) { return symx_acc(&c->x); }

SYMX_PURE int get(const struct cell *c) { return c->x; }

void set(struct cell *c, int v) {
  symx_requires(symx_acc(&c->x));
  symx_ensures(symx_acc(&c->x) && get(c) == v);
  c->x = v;
}

int twice_get(struct cell *c) {
  symx_requires(symx_acc(&c->x) && c->x < 1000 && c->x > -1000);
  symx_ensures(symx_acc(&c->x) && symx_result() == 2 * get(c));
  return get(c) + get(c);
}

void cell_swap(struct cell *a, struct cell *b) {
  symx_requires(valid(a) && valid(b));
  symx_ensures(valid(a) && valid(b));
  symx_unfold(valid(a));
  symx_unfold(valid(b));
  int t = a->x;
  a->x = b->x;
  b->x = t;
  symx_fold(valid(a));
  symx_fold(valid(b));
}

int get_folded(struct cell *c) {
  symx_requires(valid(c));
  symx_ensures(valid(c) && symx_result() == get(c));
  symx_unfold(valid(c));
  int r = c->x;
  symx_fold(valid(c));
  return r;
}

int main(void) {
  struct cell a = {1}, b = {2};
  set(&a, 5);
  cell_swap(&a, &b);
  return !(a.x == 2 && b.x == 5 && twice_get(&a) == 4 && get_folded(&b) == 5);
}
