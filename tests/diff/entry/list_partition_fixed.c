// list_partition_fixed: the seed's list partition (Fig. 7), fixed: a node
// moved to the new list is always unlinked from l. No assertion fails on
// any list of up to --max-heap nodes (tests/cli checks that the run finds
// no error), and every test's driver replays natively.
// ARGS: --entry partition --max-heap 3
// EXPECT: exit:0
// INCOMPLETE: --max-heap cuts the longer lists
#include <assert.h>
#include <stddef.h>

struct node {
  int elem;
  struct node *next;
};

int partition_pre(struct node *l, int v) {
  struct node *slow = l, *fast = l;
  while (fast && fast->next) {
    slow = slow->next;
    fast = fast->next->next;
    if (slow == fast) return 0;
  }
  return 1;
}

struct node *partition(struct node *l, int v) {
  struct node *curr, *prev = NULL, *newl = NULL, *nextCurr;
  curr = l;
  while (curr != NULL) {
    nextCurr = curr->next;
    if (curr->elem > v) {
      if (prev != NULL) /* the fix */
        prev->next = nextCurr;
      if (curr == l) l = nextCurr;
      curr->next = newl;
      newl = curr;
    } else {
      prev = curr;
    }
    curr = nextCurr;
  }
  for (struct node *n = l; n != NULL; n = n->next) assert(n->elem <= v);
  return newl;
}
