// Seed 004 (Strejcek lecture), "Symbolic execution tree: example 2": power
// without a bound on x.  The execution tree is (practically) infinite: every
// loop iteration forks again, so only a budget stops symx; the run is
// incomplete (exit 3) and no error exists (2 * z wraps silently).
// ARGS: --max-time 3
// EXIT: 3
// COMPLETE: false
// TIMEOUT: 30
extern int __VERIFIER_nondet_int(void);

int power(int x) {
  int z = 1;
  while (x > 0) {
    x = x - 1;
    z = 2 * z;
  }
  return z;
}

int main(void) {
  return power(__VERIFIER_nondet_int()) == 0;
}
