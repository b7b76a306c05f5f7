// struct_by_value: structs passed to and returned from functions by value;
// the callee's changes do not reach the caller.
// DOMAIN: a=-2..2 b=-2..2
// EXPECT: exit:0
#include "symx.h"

struct pair { long long a; int b; char tag; };

static struct pair swap(struct pair p) {
  struct pair q = {p.b, (int)p.a, p.tag};
  p.a = 0;
  return q;
}

int main(void) {
  struct pair p = {symx_int("a"), symx_int("b"), 'p'};
  struct pair q = swap(p);
  if (p.a == 0 && q.b != 0)
    return 1;
  if (q.a > p.a)
    return 2;
  if (q.tag != 'p')
    return 3;            /* never */
  return 0;
}
