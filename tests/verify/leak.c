/* symx verify --leak-check: permissions left over at the return, reported at the postcondition.
 * flags: --leak-check
 * expect: drop failed leak 20 keep verified alloc_lost failed leak 32 node_freed verified
 *         loop_leak failed leak 59 */
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

/* each iteration loses a block: reported at the invariant */
int loop_leak(int n) {
  symx_requires(n >= 0 && n <= 10);
  symx_ensures(1);
  for (int i = 0; i < n; i++) {
    symx_invariant(0 <= i && i <= n);
    int *q = malloc(sizeof *q);
    if (!q)
      return 0;
  }
  return 1;
}

int main(void) { return drop(NULL) + keep(NULL) + alloc_lost() + node_freed(3) + loop_leak(2) != 3; }
