// EXPECT: false(valid-memtrack)
// PROPERTY: valid-memsafety.prp
// exit() from a nested call after the callee's only pointer to its block
// was overwritten: that block is lost, whatever the live frames hold.
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
void work(void) {
  char *q = malloc(16);
  if (!q) return;
  q = 0;
  if (__VERIFIER_nondet_int()) exit(0);
}
int main() {
  work();
  return 0;
}
