// EXPECT: false(valid-free)
// PROPERTY: valid-memsafety.prp
// The same block freed twice on one path.
extern void *malloc(unsigned long);
extern void free(void *);
extern int __VERIFIER_nondet_int(void);
int main() {
  char *p = malloc(8);
  if (__VERIFIER_nondet_int() == 7) free(p);
  free(p);
  return 0;
}
