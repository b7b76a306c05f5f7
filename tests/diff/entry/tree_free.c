// tree_free: freeing a binary tree recursively reads a shared subtree after
// freeing it when the input is a DAG rather than a tree (both children the
// same node, or a node reachable twice): lazy initialisation's aliasing
// builds such inputs, and the use after free replays natively under ASan.
// free_tree_pre keeps inputs without cycles (every path from the root is
// short).
// ARGS: --entry free_tree --max-heap 3
// EXPECT: error:use-after-free exit:0
// INCOMPLETE: --max-heap cuts the bigger trees
#include <stddef.h>
#include <stdlib.h>

struct tree {
  long key;
  struct tree *left, *right;
};

static int shallow(struct tree *t, int depth) {
  if (!t) return 1;
  if (depth > 3) return 0;
  return shallow(t->left, depth + 1) && shallow(t->right, depth + 1);
}

int free_tree_pre(struct tree *t) { return shallow(t, 0); }

void free_tree(struct tree *t) {
  if (!t) return;
  free_tree(t->left);
  free_tree(t->right);
  free(t);
}
