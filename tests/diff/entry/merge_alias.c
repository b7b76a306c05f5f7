// merge_alias: merging two sorted lists in place; when the two inputs
// share nodes (the same list twice, or a common tail) the merge links a
// node to itself and loops, or leaves a cyclic result: the assertions (a
// bound on the steps an acyclic merge of --max-heap nodes takes, and the
// postcondition) catch both. Lazy initialisation gives the second list the
// first one's nodes among its choices (aliasing), so the assertion is
// found, with a driver that builds the shared lists natively.
// ARGS: --entry merge --max-heap 3
// EXPECT: error:assertion exit:0
// INCOMPLETE: --max-heap cuts the longer lists
#include <assert.h>
#include <stddef.h>

struct node {
  int elem;
  struct node *next;
};

static int acyclic(struct node *l) {
  struct node *slow = l, *fast = l;
  while (fast && fast->next) {
    slow = slow->next;
    fast = fast->next->next;
    if (slow == fast) return 0;
  }
  return 1;
}

static int sorted(struct node *l) {
  for (; l && l->next; l = l->next)
    if (l->elem > l->next->elem) return 0;
  return 1;
}

int merge_pre(struct node *a, struct node *b) {
  return acyclic(a) && acyclic(b) && sorted(a) && sorted(b);
}

struct node *merge(struct node *a, struct node *b) {
  struct node head, *t = &head;
  int steps = 0;
  while (a && b) {
    assert(++steps <= 3);
    if (a->elem <= b->elem) {
      t->next = a;
      a = a->next;
    } else {
      t->next = b;
      b = b->next;
    }
    t = t->next;
  }
  t->next = a ? a : b;
  assert(acyclic(head.next));
  return head.next;
}
