// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// SV-COMP's cmp-freed-ptr (expected false(valid-free)): natively malloc may
// hand the freed block's address to the next block, so x == y may hold and
// x is freed twice. symx gives every block its own address, so it cannot
// follow that execution: the comparison with a freed block's address is
// unsupported (it would otherwise say true).
extern void *malloc(unsigned long);
extern void free(void *);
int main() {
  int *y = malloc(sizeof(int));
  free(y);
  int *x = malloc(sizeof(int));
  if (x == y) free(x);
  free(x);
  return 0;
}
