/* symx verify: a linked list described by a recursive predicate (seed 001's
 * list with its length), unfolded and folded one level at a time.
 * expect: length verified push verified head_or_zero verified pop verified */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}

int length(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p) && symx_result() >= 0);
  symx_unfold(list(p));
  if (p == NULL) {
    symx_fold(list(p));
    return 0;
  }
  int n = length(p->next);
  symx_fold(list(p));
  return n < 1000000 ? n + 1 : n;
}

struct node *push(struct node *p, int v) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()) && symx_result() != 0);
  struct node *n = malloc(sizeof *n);
  if (!n)
    abort();
  n->next = p;
  n->val = v;
  symx_fold(list(n));
  return n;
}

int head_or_zero(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p));
  int r = 0;
  symx_unfold(list(p));
  if (p != NULL)
    r = p->val;
  symx_fold(list(p));
  return r;
}

struct node *pop(struct node *p) { /* p's node is not freed: its block's size is unknown here */
  symx_requires(list(p) && p != NULL);
  symx_ensures(list((struct node *)symx_result()));
  symx_unfold(list(p));
  return p->next;
}

int main(void) {
  struct node *l = push(push(push(NULL, 1), 2), 3);
  if (length(l) != 3 || head_or_zero(l) != 3)
    return 1;
  while (l)
    l = pop(l);
  return 0;
}
