// Struct assignment, struct arguments and struct return values copy every
// byte, symbolic ones included; the copy is independent of the original.
// Paths: s.a > s.b / s.a <= s.b = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:1=1 exit:2=1
#include "symx.h"
#include <assert.h>

struct pair {
  unsigned a, b;
  char tag[12];
};

static struct pair swap(struct pair p) {
  unsigned t = p.a;
  p.a = p.b;
  p.b = t;
  return p;
}

int main(void) {
  struct pair s = {0, 0, "pair"};
  symx_make_symbolic(&s.a, sizeof s.a, "a");
  symx_make_symbolic(&s.b, sizeof s.b, "b");
  struct pair t = s;
  t.a++;
  assert(t.a == s.a + 1 & t.b == s.b);
  struct pair u = swap(s);
  assert(u.a == s.b & u.b == s.a & u.tag[0] == 'p' & u.tag[4] == 0);
  if (s.a > s.b)
    return 1;
  return 2;
}
