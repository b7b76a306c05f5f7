// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// A block is lost and the program then aborts: LeakSanitizer never runs at
// an abort, and symx does not decide valid-memtrack there (no true, no false).
// (Where the program goes on to return, the block is lost there: false.)
extern void *malloc(unsigned long);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main() {
  int *p = malloc(sizeof(int));
  p = 0;
  if (__VERIFIER_nondet_int()) abort();
  __VERIFIER_assume(0);
  return 0;
}
