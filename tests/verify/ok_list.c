/* symx verify: a linked list described by a recursive predicate (seed 001's
 * list with its length), unfolded and folded one level at a time.
 * expect: length verified push verified head_or_zero verified pop verified
 *         reverse verified append verified size verified */
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

/* in place, with a loop invariant over two lists */
struct node *reverse(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()));
  struct node *prev = NULL, *cur = p;
  symx_fold(list(prev)); /* the empty list */
  while (cur != NULL) {
    symx_invariant(list(prev) && list(cur));
    symx_unfold(list(cur));
    struct node *next = cur->next;
    cur->next = prev;
    symx_fold(list(cur));
    prev = cur;
    cur = next;
  }
  return prev;
}

struct node *append(struct node *p, struct node *q) {
  symx_requires(list(p) && list(q));
  symx_ensures(list((struct node *)symx_result()));
  if (p == NULL)
    return q;
  symx_unfold(list(p));
  p->next = append(p->next, q);
  symx_fold(list(p));
  return p;
}

struct tree {
  struct tree *left, *right;
  int key;
};

SYMX_PREDICATE int tree(struct tree *t) {
  return t == NULL ||
         (symx_acc(&t->left) && symx_acc(&t->right) && symx_acc(&t->key) && tree(t->left) && tree(t->right));
}

int size(struct tree *t) {
  symx_requires(tree(t));
  symx_ensures(tree(t) && symx_result() >= 0);
  if (t == NULL)
    return 0;
  symx_unfold(tree(t));
  int l = size(t->left), r = size(t->right);
  symx_fold(tree(t));
  return l < 100000 && r < 100000 ? l + r + 1 : 0;
}

int main(void) {
  struct tree leaf = {NULL, NULL, 1}, root = {&leaf, NULL, 2};
  if (size(&root) != 2)
    return 1;
  struct node *r = reverse(append(push(NULL, 1), push(push(NULL, 3), 2)));
  if (length(r) != 3 || head_or_zero(r) != 3)
    return 1;
  struct node *l = push(push(push(NULL, 1), 2), 3);
  if (length(l) != 3 || head_or_zero(l) != 3)
    return 1;
  while (l)
    l = pop(l);
  return 0;
}
