// Errors found before the budget runs out still decide the exit code (1),
// and the run is incomplete.  Every iteration divides by a fresh input, so
// the div-by-zero is found at once whatever the search order.
// ARGS: --max-time 2
// EXIT: 1
// COMPLETE: false
// ERROR: div-by-zero 15
// TIMEOUT: 30
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int acc = 0;
  for (;;) {
    int v = __VERIFIER_nondet_int();
    acc += 1000 / v;
  }
  return acc;
}
