/* symx verify: a pure function over a tree predicate (two chunks folded
 * inside each node): its value over a node built by symx_fold, and kept by
 * swapping children (the same snapshots under a new one).
 * expect: size verified join verified swap_children verified
 *         right_twice failed fold 59 */
#include <stdlib.h>
#include <symx.h>

struct tree {
  struct tree *left, *right;
  int key;
};

SYMX_PREDICATE int tree(struct tree *t) {
  return t == NULL ||
         (symx_acc(&t->left) && symx_acc(&t->right) && symx_acc(&t->key) && tree(t->left) && tree(t->right));
}

SYMX_PURE unsigned size(struct tree *t) {
  symx_requires(tree(t));
  symx_unfold(tree(t));
  return t == NULL ? 0 : 1 + size(t->left) + size(t->right);
}

/* a new root over two trees */
struct tree *join(struct tree *l, struct tree *r, int k) {
  symx_requires(tree(l) && tree(r));
  symx_ensures(tree((struct tree *)symx_result()) &&
               size((struct tree *)symx_result()) == symx_old(size(l)) + symx_old(size(r)) + 1);
  struct tree *t = malloc(sizeof *t);
  if (!t)
    abort();
  t->left = l;
  t->right = r;
  t->key = k;
  symx_fold(tree(t));
  return t;
}

/* its children swapped: as many nodes */
void swap_children(struct tree *t) {
  symx_requires(tree(t) && t != NULL);
  symx_ensures(tree(t) && size(t) == symx_old(size(t)));
  symx_unfold(tree(t));
  struct tree *x = t->left;
  t->left = t->right;
  t->right = x;
  symx_fold(tree(t));
}

/* wrong: the right subtree twice, the left one lost */
void right_twice(struct tree *t) {
  symx_requires(tree(t));
  symx_ensures(tree(t) && size(t) == symx_old(size(t)));
  if (t == NULL)
    return;
  symx_unfold(tree(t));
  t->left = t->right;
  symx_fold(tree(t));
}

int main(void) {
  struct tree *t = join(join(NULL, NULL, 1), NULL, 2);
  swap_children(t);
  return size(t) != 2;
}
