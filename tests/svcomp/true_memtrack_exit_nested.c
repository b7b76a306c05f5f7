// EXPECT: true
// PROPERTY: valid-memsafety.prp
// exit() from a nested call: main's locals are still alive (their block
// never ended), so the block they point to is not lost. (The same with
// the pointer in a scalar local: unknown_memtrack_exit_register.c.)
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
struct box { int *p; };
void stop(void) {
  if (__VERIFIER_nondet_int()) exit(1);
}
int main() {
  struct box b;
  b.p = malloc(sizeof(int));
  if (!b.p) return 0;
  *b.p = 3;
  stop();
  int r = *b.p - 3;
  free(b.p);
  return r;
}
