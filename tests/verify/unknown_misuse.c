/* symx verify: annotations misused are refused (unknown, never verified): fold of a
 * non-predicate, symx_acc and a predicate in the body's code (a permission from nothing).
 * expect: fold_nonpred unknown acc_in_body unknown pred_in_body unknown */
#include <stdlib.h>
#include <symx.h>
struct node { struct node *next; int val; };
SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}
int foo(struct node *p) { return p != NULL; }
int fold_nonpred(struct node *p) {
  symx_requires(list(p));
  symx_ensures(list(p));
  symx_unfold(list(p));
  symx_fold(foo(p));
  return 0;
}
int acc_in_body(int *p) {
  symx_requires(1);
  symx_ensures(1);
  symx_acc(p);
  return *p;
}
int pred_in_body(struct node *p) {
  symx_requires(1);
  symx_ensures(1);
  if (list(p)) return 1;
  return 0;
}
int main(void) { return 0; }
