// EXPECT: true
// PROPERTY: valid-memsafety.prp
// Every access in bounds, every block freed once, nothing lost; abort()
// ends a path without violating anything.
extern void *malloc(unsigned long);
extern void free(void *);
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int *a = malloc(n * sizeof(int));
  if (!a) abort();
  for (int i = 0; i < n; i++) a[i] = i;
  int s = a[n - 1];
  free(a);
  free((void *)0);
  return s;
}
