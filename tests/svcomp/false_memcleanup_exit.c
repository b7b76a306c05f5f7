// EXPECT: false(valid-memcleanup)
// PROPERTY: valid-memcleanup.prp
// exit() from a nested call while main's local still holds a block.
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
void check(int v) {
  if (v == 42) exit(1);
}
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = __VERIFIER_nondet_int();
  check(*p);
  free(p);
  return 0;
}
