// EXPECT: false(valid-free)
// PROPERTY: valid-memsafety.prp
// free of a pointer into the middle of a block (not what malloc returned).
extern void *malloc(unsigned long);
extern void free(void *);
extern int __VERIFIER_nondet_int(void);
int main() {
  char *p = malloc(8);
  if (!p) return 0;
  int k = __VERIFIER_nondet_int();
  if (k == 2) p++;
  free(p);
  return 0;
}
