// EXPECT: false(valid-memtrack)
// PROPERTY: valid-memsafety.prp
// A block pointed to only by main's local is lost when main returns: its
// locals end there (SV-COMP counts that as a memtrack violation).
extern void *malloc(unsigned long);
extern int __VERIFIER_nondet_int(void);
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = __VERIFIER_nondet_int();
  if (*p > 10) return 1;
  return 0;
}
