// EXPECT: false(valid-memcleanup)
// PROPERTY: valid-memcleanup.prp
// The program aborts (a failed check calling reach_error, as sv-benchmarks'
// list tasks do) while a block is still allocated: for valid-memcleanup an
// abort ends the program, and the block was never freed. The test's outcome
// is the abort itself, which is what a native run shows.
extern void *malloc(unsigned long);
extern void free(void *);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) { abort(); }
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = __VERIFIER_nondet_int();
  if (*p == 9) reach_error();
  free(p);
  return 0;
}
