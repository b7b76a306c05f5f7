/* symx verify: predicates misused, each failure at its statement.
 * expect: head_no_unfold failed no-permission 25 no_fold_back failed postcondition 30
 *         fold_without failed fold 38 unfold_not_held failed unfold 44
 *         set_pos verified fold_wrong_value failed fold 60
 *         reverse_no_empty failed invariant 69 */
#include <stdlib.h>
#include <symx.h>

struct node {
  struct node *next;
  int val;
};

SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}

SYMX_PREDICATE int pos(struct node *p) {
  return symx_acc(&p->val) && p->val > 0;
}

int head_no_unfold(struct node *p) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(list(p));
  return p->val; /* the fields are folded in list(p) */
}

int no_fold_back(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p)); /* unfolded below, never folded again */
  symx_unfold(list(p));
  return 0;
}

void fold_without(struct node *p) {
  symx_requires(p != NULL && symx_acc(&p->val));
  symx_ensures(1);
  symx_fold(list(p)); /* no permission for p->next */
}

void unfold_not_held(struct node *p, struct node *q) {
  symx_requires(list(p));
  symx_ensures(1);
  symx_unfold(list(q)); /* q may be another list than p */
}

void set_pos(struct node *p) {
  symx_requires(pos(p));
  symx_ensures(pos(p));
  symx_unfold(pos(p));
  p->val = 1;
  symx_fold(pos(p));
}

void fold_wrong_value(struct node *p) {
  symx_requires(pos(p));
  symx_ensures(pos(p));
  symx_unfold(pos(p));
  p->val = 0;
  symx_fold(pos(p)); /* its body's boolean part does not hold */
}

/* list(NULL) is not held until it is folded */
struct node *reverse_no_empty(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list((struct node *)symx_result()));
  struct node *prev = NULL, *cur = p;
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

int main(void) { return 0; }
