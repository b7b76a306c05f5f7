// EXPECT: false(valid-memcleanup)
// PROPERTY: valid-memcleanup.prp
// The handler that frees the block is registered only after a possible
// exit(): on that path the block is still allocated at the end.
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int atexit(void (*)(void));
extern int __VERIFIER_nondet_int(void);
int *buf;
void release(void) { free(buf); }
int main() {
  buf = malloc(4 * sizeof(int));
  if (!buf) return 1;
  if (__VERIFIER_nondet_int() == 5) exit(2);
  atexit(release);
  return 0;
}
