// EXPECT: true
// PROPERTY: valid-memsafety.prp
// Memory still pointed to by a global when the program ends is not lost
// (valid-memtrack holds; valid-memcleanup does not: false_memcleanup_global.c),
// including a block reached only through another block.
extern void *malloc(unsigned long);
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
struct node *head;
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++) {
    struct node *e = malloc(sizeof *e);
    if (!e) return 0;
    e->next = head;
    e->v = i;
    head = e;
  }
  return 0;
}
