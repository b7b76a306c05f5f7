// An unbounded symbolic loop (a fresh input per iteration, each one forks):
// --max-time 2 cuts the run, so it is incomplete; no error is possible,
// so the exit code is 3.
// ARGS: --max-time 2
// EXIT: 3
// COMPLETE: false
// TIMEOUT: 30
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned long n = 0;
  while (__VERIFIER_nondet_uchar() != 0)
    n++;
  return n > 1000;                      /* n is concrete on every path */
}
