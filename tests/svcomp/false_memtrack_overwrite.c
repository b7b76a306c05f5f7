// EXPECT: false(valid-memtrack)
// PROPERTY: valid-memsafety.prp
// The only pointer to the first block, a global, is overwritten: that block
// is lost although the second one stays reachable from the global.
extern void *malloc(unsigned long);
extern int __VERIFIER_nondet_int(void);
int *g;
int main() {
  g = malloc(sizeof(int));
  if (__VERIFIER_nondet_int()) g = malloc(2 * sizeof(int));
  return 0;
}
