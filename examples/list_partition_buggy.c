// Seed 000 (Anand, Pasareanu, Visser: "Symbolic Execution with Abstract
// Subsumption Checking"), Appendix, Fig. 7: list partition, BUGGY version.
// partition() removes every node whose elem is greater than v from list l
// and pushes it on newl; the postcondition: every elem left in l is <= v.
// The bug: prev->next is updated only when nextCurr != NULL, so a removed
// last node stays linked after a kept node (the paper's counterexample: two
// nodes, the first <= v, the second > v).
// The list length is bounded by an assumption (len <= 3).  Every node is
// compared with v once: 1 + 2 + 4 + 8 = 15 tests; the postcondition fails
// exactly when the last node is > v and an earlier node is <= v:
// [<=,>], [<=,<=,>], [<=,>,>], [>,<=,>] = 4 tests.
// EXIT: 1
// COMPLETE: true
// TESTS: 15
// OUTCOMES: exit:0=11 error:assertion=4
// ERROR: assertion 54
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

struct node {
  int elem;
  struct node *next;
};

static struct node *l;
static int v;

static void partition(void) {
  struct node *curr, *prev, *newl, *nextCurr;
  prev = newl = NULL;
  curr = l;
  while (curr != NULL) {
    nextCurr = curr->next;
    if (curr->elem > v) {
      if (prev != NULL && nextCurr != NULL)   /* bug */
        prev->next = nextCurr;
      if (curr == l)
        l = nextCurr;
      curr->next = newl;
      newl = curr;
    } else
      prev = curr;
    curr = nextCurr;
  }
}

/* The postcondition: each element left in l is <= v. */
static void check(void) {
  for (struct node *n = l; n != NULL; n = n->next)
    assert(n->elem <= v);
}

int main(void) {
  struct node *nodes[3];
  v = __VERIFIER_nondet_int();
  unsigned len = __VERIFIER_nondet_uint();
  __VERIFIER_assume(len <= 3);
  l = NULL;
  for (unsigned i = 0; i < len; i++) {      /* build l back to front */
    struct node *n = malloc(sizeof *n);
    n->elem = __VERIFIER_nondet_int();
    n->next = l;
    l = n;
    nodes[i] = n;
  }
  partition();
  check();
  for (unsigned i = 0; i < len; i++)
    free(nodes[i]);
  return 0;
}
