// The program of deep_loop_default.c under depth-first search: the path that
// runs first always takes the loop's continuing side, so no path ever leaves
// the loop; --max-instructions cuts the run with no error found (exit 3).
// ARGS: --search dfs --stop-on-error --max-instructions 3000
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TIMEOUT: 30
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  unsigned long n = 0;
  while (__VERIFIER_nondet_uchar() != 0)
    n++;
  if (n == 3)
    reach_error();
  return 0;
}
