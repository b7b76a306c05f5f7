// EXPECT: false(valid-memtrack)
// PROPERTY: valid-memsafety.prp
// The atexit handler drops the only pointer to a block without freeing it:
// when the program ends (here at main's return) the block is lost.
extern void *malloc(unsigned long);
extern int atexit(void (*)(void));
extern int __VERIFIER_nondet_int(void);
int *kept;
void forget(void) { kept = 0; }
int main() {
  kept = malloc(sizeof(int));
  if (!kept) return 1;
  *kept = __VERIFIER_nondet_int();
  if (*kept == 7) atexit(forget);
  return 0;
}
