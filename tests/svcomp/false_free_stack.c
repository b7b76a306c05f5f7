// EXPECT: false(valid-free)
// PROPERTY: valid-memsafety.prp
// free of a stack object.
extern void free(void *);
extern int __VERIFIER_nondet_int(void);
int main() {
  int x = 0;
  if (__VERIFIER_nondet_int()) free(&x);
  return x;
}
