// tree_min: the leftmost key of a binary search tree, forgetting the empty
// tree: a null dereference on t == NULL (and only there: the left spine
// ends at a NULL, which the loop checks). tree_min_pre keeps inputs whose
// left spine has no cycle.
// ARGS: --entry tree_min --max-heap 3
// EXPECT: error:null-dereference exit:0
// INCOMPLETE: --max-heap cuts the longer spines
#include <stddef.h>

struct tree {
  long key;
  struct tree *left, *right;
};

int tree_min_pre(struct tree *t) {
  struct tree *slow = t, *fast = t;
  while (fast && fast->left) {
    slow = slow->left;
    fast = fast->left->left;
    if (slow == fast) return 0;
  }
  return 1;
}

long tree_min(struct tree *t) {
  while (t->left != NULL) t = t->left;
  return t->key;
}
