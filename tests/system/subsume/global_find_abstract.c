// The seed's find over a list that starts at a global (--lazy-global list:
// the global is a pointer input, its list built lazily; find_pre keeps the
// acyclic ones). The global's bytes are a root of the shape, so abstract
// subsumption's list abstraction makes the states at the loop header
// finitely many as for a parameter: the run ends after 6 paths, dropped by
// abstract-subsumption, before --max-heap 16 cuts a list (without it, or
// with exact, every length up to 16 is a path: 137 tests). Never complete.
// ARGS: --entry find --lazy-global list --max-heap 16 --subsumption abstract
// EXIT: 3
// PATHS: 6
// COMPLETE: false
// STDOUT: stopped by abstract-subsumed
#include <stddef.h>

struct node {
  int elem;
  struct node *next;
};

struct node *list;

int find_pre(int v) {
  struct node *slow = list, *fast = list;
  while (fast && fast->next) {
    slow = slow->next;
    fast = fast->next->next;
    if (slow == fast) return 0;
  }
  return 1;
}

int find(int v) {
  for (struct node *n = list; n; n = n->next)
    if (n->elem == v) return 1;
  return 0;
}
