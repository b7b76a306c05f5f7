// EXPECT: unknown
// PROPERTY: valid-memsafety.prp
// The size may be negative (undefined behaviour) or huge: those sizes end
// their own paths as unsupported (no true); the small ones are explored.
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n > 3) return 0;
  int a[n];
  if (n > 0) a[n - 1] = 1;
  return 0;
}
