// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// exit() from a nested call while a block is held only in main's scalar
// local p: symx keeps such locals in registers (mem2reg) and cannot tell a
// live one from a dead value, so valid-memtrack stays undecided there.
// (true_memtrack_exit_nested.c: the same with the pointer in memory.)
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
void stop(void) {
  if (__VERIFIER_nondet_int()) exit(1);
}
int main() {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 3;
  stop();
  int r = *p - 3;
  free(p);
  return r;
}
