// list_struct: structs holding pointers laid out for i386 (12 bytes), copied
// with memcpy, walked as a list; a symbolic length decides where it ends.
// ARGS: --data-model ILP32
// DOMAIN: n=0..5 k=0..6
// EXPECT: exit:0 exit:1 exit:2
#include <stdlib.h>
#include <string.h>
#include "symx.h"

struct node { struct node *next; long key; char *name; };

int main(void) {
  if (sizeof(struct node) != 12) return 9;
  unsigned char n = (unsigned char)symx_int("n"), k = (unsigned char)symx_int("k");
  if (n > 5 || k > 6) return 8;
  struct node *head = NULL;
  for (int i = 0; i < n; i++) {
    struct node tmp = {head, i * 2, "x"};
    struct node *e = malloc(sizeof *e);
    memcpy(e, &tmp, sizeof tmp);
    head = e;
  }
  int found = 0;
  for (struct node *e = head; e; e = e->next)
    if (e->key == k && e->name[0] == 'x') found = 1;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  if (found) return 1;
  if (k % 2 == 0) return 2;
  return 0;
}
