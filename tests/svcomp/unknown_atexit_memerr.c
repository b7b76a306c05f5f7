// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// A memory error inside an atexit handler: `wipe` writes to and frees a
// block main freed already (valid-deref first, then valid-free). SV-COMP's
// tasks of this kind (memsafety/global-atexit-5: a read of freed memory,
// then a double free, in a handler; expected valid-free) do not follow
// C's order of events, so symx leaves the sub-property undecided.
extern void *malloc(unsigned long);
extern void free(void *);
extern int atexit(void (*)(void));
int *slot;
void wipe(void) {
  *slot = 0;
  free(slot);
}
int main() {
  slot = malloc(sizeof(int));
  if (!slot) return 1;
  atexit(wipe);
  free(slot);
  return 0;
}
