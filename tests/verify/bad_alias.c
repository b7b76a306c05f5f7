/* symx verify: a pointer a predicate gives (cur, after the loop's havoc) may be the
 * start of an object the function already knows (saved == p): not assumed fresh.
 * expect: walk failed invariant 18 */
#include <stdlib.h>
#include <symx.h>
struct node { struct node *next; int val; };
SYMX_PREDICATE int list(struct node *p) {
  return p == NULL || (symx_acc(&p->next) && symx_acc(&p->val) && list(p->next));
}
int walk(struct node *p) {
  symx_requires(list(p) && p != NULL);
  symx_ensures(symx_result() == 0);
  symx_unfold(list(p));
  symx_fold(list(p));
  struct node *saved = p, *cur = p;
  int r = 0;
  while (cur != NULL) {
    symx_invariant(list(cur) && r == 0);
    symx_unfold(list(cur));
    if (cur == saved) r = 1;
    cur = cur->next;
  }
  return r;
}
int main(void) { return 0; }
