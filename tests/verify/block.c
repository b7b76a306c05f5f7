/* symx verify: free of a block the caller owns needs its malloc_block
 * (symx_malloc_block) and the permissions for all of it (symx_acc(p) of the
 * whole struct: field by field leaves its padding out); malloc gives both.
 * flags: --leak-check
 * expect: dispose verified dispose_no_block failed no-permission 32
 *         dispose_part failed no-permission 39 make verified make_lost failed leak 58
 *         dispose_list verified dispose_folded failed no-permission 80 block_twice verified
 *         block_acc failed postcondition 92 replays: block_acc */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int mlist(struct node *p) {
  return p == NULL ||
         (symx_malloc_block(p) && symx_acc(p) && mlist(p->next));
}

void dispose(struct node *n) {
  symx_requires(symx_malloc_block(n) && symx_acc(n));
  symx_ensures(1);
  free(n);
}

/* the fields' permissions, but not the block's */
void dispose_no_block(struct node *n) {
  symx_requires(symx_acc(n));
  symx_ensures(1);
  free(n);
}

/* the block, but not all of it (and field by field: its padding not) */
void dispose_part(struct node *n) {
  symx_requires(symx_malloc_block(n) && symx_acc(&n->next) && symx_acc(&n->val));
  symx_ensures(1);
  free(n);
}

struct node *make(int v) {
  symx_requires(1);
  symx_ensures(symx_result() == 0 ||
               (symx_malloc_block((struct node *)symx_result()) && symx_acc((struct node *)symx_result()) &&
                ((struct node *)symx_result())->val == v));
  struct node *n = malloc(sizeof *n);
  if (n) {
    n->next = NULL;
    n->val = v;
  }
  return n;
}

/* gives the node's fields back but keeps its malloc_block: a leak */
struct node *make_lost(int v) {
  symx_requires(1);
  symx_ensures(symx_result() == 0 || symx_acc((struct node *)symx_result()));
  struct node *n = malloc(sizeof *n);
  if (n)
    n->val = v;
  return n;
}

void dispose_list(struct node *p) {
  symx_requires(mlist(p));
  symx_ensures(1);
  symx_unfold(mlist(p)); /* mlist(NULL) too: a chunk, left over otherwise */
  if (p != NULL) {
    struct node *next = p->next;
    free(p);
    dispose_list(next);
  }
}

/* the node's malloc_block is folded in mlist(p) */
void dispose_folded(struct node *p) {
  symx_requires(mlist(p) && p != NULL);
  symx_ensures(1);
  free(p);
}

/* two malloc_blocks of one block cannot both hold */
void block_twice(struct node *p, struct node *q) {
  symx_requires(symx_malloc_block(p) && symx_malloc_block(q));
  symx_ensures(symx_malloc_block(p) && symx_malloc_block(q) && p != q);
}

/* a malloc_block and an acc may be of one block */
void block_acc(struct node *p, struct node *q) {
  symx_requires(symx_malloc_block(p) && symx_acc(q));
  symx_ensures(symx_malloc_block(p) && symx_acc(q) && p != q);
}

int main(void) {
  struct node *n = make(3);
  if (n)
    dispose(n);
  n = make(4);
  if (n) {
    n->next = make(5);
    dispose_list(n);
  }
  return 0;
}
