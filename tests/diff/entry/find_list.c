// find_list: the seed's find (Anand, Pasareanu, Visser, Fig. 1) in C, run
// as a unit: `symx run --entry find`. The list is any heap lazy
// initialisation builds (NULL, fresh nodes, nodes aliased: cycles); find_pre
// keeps the acyclic ones, as the paper's precondition. find never
// dereferences NULL; lists longer than --max-heap nodes are cut (the run is
// incomplete: unsupported paths), and every other test's driver replays.
// ARGS: --entry find --max-heap 4
// EXPECT: exit:0
// INCOMPLETE: --max-heap cuts the longer lists
#include <stddef.h>

struct node {
  int elem;
  struct node *next;
};

/* Floyd's cycle check: the list is acyclic. */
int find_pre(struct node *n, int v) {
  struct node *slow = n, *fast = n;
  while (fast && fast->next) {
    slow = slow->next;
    fast = fast->next->next;
    if (slow == fast) return 0;
  }
  return 1;
}

struct node *find(struct node *n, int v) {
  while (n != NULL) {
    if (n->elem > v) return n;
    n = n->next;
  }
  return NULL;
}
