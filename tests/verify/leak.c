/* symx verify --leak-check: permissions left over at the return, reported at the postcondition.
 * flags: --leak-check
 * expect: drop failed leak 19 keep verified alloc_lost failed leak 31 node_freed verified */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}

/* the list's permission is neither given back nor freed */
int drop(struct node *p) {
  symx_requires(list(p));
  symx_ensures(1);
  return 0;
}

int keep(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p));
  return 0;
}

int alloc_lost(void) {
  symx_requires(1);
  symx_ensures(1);
  int *q = malloc(sizeof *q);
  return q != NULL;
}

/* a node folded, unfolded field by field, then freed: its chunks cover it */
int node_freed(int v) {
  symx_requires(1);
  symx_ensures(1);
  struct node *n = malloc(sizeof *n);
  if (!n)
    return 0;
  n->next = NULL;
  n->val = v;
  symx_fold(list(NULL));
  symx_fold(list(n));
  symx_unfold(list(n));
  symx_unfold(list(NULL));
  free(n);
  return 1;
}

int main(void) { return drop(NULL) + keep(NULL) + alloc_lost() + node_freed(3) != 2; }
