// list_partition_buggy: the seed's list partition (Fig. 7) with its bug:
// nodes whose elem > v move from l to a new list, but a node moved when it
// is the last one is not unlinked (`prev->next = nextCurr` only when
// nextCurr != NULL), so the postcondition (every node left in l has
// elem <= v) fails for a list of two nodes, the first <= v and the second
// > v, as the paper reports. The assertion's test replays natively.
// ARGS: --entry partition --max-heap 3
// EXPECT: error:assertion exit:0
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
      if (prev != NULL && nextCurr != NULL) /* the bug */
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
