// EXPECT: false(valid-deref)
// PROPERTY: valid-memsafety.prp
// A read of a freed block.
extern void *malloc(unsigned long);
extern void free(void *);
extern int __VERIFIER_nondet_int(void);
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 1;
  int k = __VERIFIER_nondet_int();
  if (k > 100) free(p);
  int v = *p;
  if (k <= 100) free(p);
  return v;
}
