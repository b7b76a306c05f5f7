// A heap linked list of three nodes with symbolic values; find the first
// value > 100.  Paths: the first node that passes, or none: 4.
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
#include "symx.h"
#include <assert.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = head;
  return n;
}

int main(void) {
  unsigned char v[3];
  symx_make_symbolic(v, sizeof v, "v");
  struct node *head = NULL;
  for (int i = 2; i >= 0; i--)
    head = push(head, v[i]);
  int pos = 0, found = 0;
  for (struct node *n = head; n != NULL; n = n->next) {
    pos++;
    if (n->value > 100) {
      found = pos;
      break;
    }
  }
  if (found)
    assert(v[found - 1] > 100);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return found;
}
