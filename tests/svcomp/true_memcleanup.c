// EXPECT: true
// PROPERTY: valid-memcleanup.prp
// Every block freed before the program ends, on each path (exit() too).
extern void *malloc(unsigned long);
extern void free(void *);
extern void exit(int);
extern int __VERIFIER_nondet_int(void);
int *g;
int main() {
  g = malloc(4);
  int *p = malloc(8);
  if (__VERIFIER_nondet_int()) {
    free(g);
    free(p);
    exit(2);
  }
  free(p);
  free(g);
  return 0;
}
