// States whose heaps differ only in an aliasing (q == p, r apart, against
// r == p, q apart: two nodes each, the same values) are not subsumed:
// Algorithm 1's labels tell them apart, so the bug that needs q == p with r
// apart is still found with abstract subsumption (whose run is never
// complete; the list walked in between makes the loop unbounded without it).
// ARGS: --entry alias --subsumption abstract --max-heap 12
// EXIT: 1
// COMPLETE: false
// ERROR: assertion 26
// ERROR: null-dereference 20
// ERROR: null-dereference 21
// ERROR: null-dereference 19
// STDOUT: stopped by abstract-subsumed
#include <assert.h>
#include <stddef.h>
struct node { int elem; struct node *next; };
struct item { int elem; struct item *next; };
int alias(struct node *p, struct node *q, struct node *r, struct item *l) {
  p->elem = 1;
  q->elem = 1;
  r->elem = 1;
  for (struct item *n = l; n != NULL; n = n->next)
    n->elem = 0;
  p->elem = 5;
  r->elem = 6;
  assert(q->elem != 5);
  return 0;
}
