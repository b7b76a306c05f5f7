// EXPECT: true
// PROPERTY: valid-memcleanup.prp
// An abort with nothing left allocated violates no property: the block is
// freed before the check that may abort.
extern void *malloc(unsigned long);
extern void free(void *);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = __VERIFIER_nondet_int();
  int v = *p;
  free(p);
  if (v == 9) abort();
  return 0;
}
