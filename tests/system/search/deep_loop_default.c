// An unbounded symbolic loop (a fresh input per iteration) with a bug after
// it, reached when the loop ran exactly 3 times. Depth-first search keeps
// following the loop's continuing side and never leaves it (see
// deep_loop_dfs.c); the default search (random-path in turn with covnew)
// picks shallow states too, so it reaches the bug; --stop-on-error then ends
// the run, incomplete, with that one error.
// ARGS: --stop-on-error --max-time 20
// EXIT: 1
// COMPLETE: false
// ERROR: reach-error 20
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
