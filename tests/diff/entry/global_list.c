// global_list: functions walking a list that starts at a global
// (--lazy-global head). The list is any heap lazy initialisation builds
// from head; remove_value_pre keeps the acyclic ones (Floyd's check over
// the global: a precondition of no parameters reads the globals). The bug:
// removing the first node forgets to move head, so the removed node is
// still in the list, which the postcondition's walk finds. Each driver
// builds the list and sets head natively.
// ARGS: --entry remove_value --lazy-global head --max-heap 3
// EXPECT: error:assertion exit:0
// INCOMPLETE: --max-heap cuts the longer lists
#include <assert.h>
#include <stddef.h>

struct node {
  int value;
  struct node *next;
};

struct node *head;

int remove_value_pre(int v) {
  struct node *slow = head, *fast = head;
  while (fast && fast->next) {
    slow = slow->next;
    fast = fast->next->next;
    if (slow == fast) return 0;
  }
  return 1;
}

void remove_value(int v) {
  struct node *prev = NULL, *gone = NULL;
  for (struct node *n = head; n; prev = n, n = n->next)
    if (n->value == v) {
      if (prev) prev->next = n->next; /* bug: when n is head, head stays */
      gone = n;
      break;
    }
  for (struct node *n = head; n; n = n->next) assert(n != gone);
}
