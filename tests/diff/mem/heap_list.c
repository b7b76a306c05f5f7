// heap_list: a linked list on the heap built from input values, searched,
// partly removed and freed.
// DOMAIN: v=bytes(0,1,5)
// EXPECT: exit:0
#include <stdlib.h>
#include "symx.h"

struct node {
  int val;
  struct node *next;
};

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->val = v;
  n->next = head;
  return n;
}

static struct node *remove_all(struct node *head, int v) {
  struct node **pp = &head;
  while (*pp) {
    if ((*pp)->val == v) {
      struct node *dead = *pp;
      *pp = dead->next;
      free(dead);
    } else {
      pp = &(*pp)->next;
    }
  }
  return head;
}

int main(void) {
  unsigned char v[3];
  symx_make_symbolic(v, sizeof v, "v");
  struct node *head = NULL;
  for (int k = 0; k < 3; k++)
    head = push(head, v[k]);
  head = remove_all(head, 1);
  int n = 0, sum = 0;
  for (struct node *p = head; p; p = p->next)
    n++, sum += p->val;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return n * 16 + sum;
}
