// rec_table_bug: Fibonacci with a check false only 28 calls deep: x == 28
// gives 317811, as the native runs show. The table entry p0 == 28 ->
// result == 317811 holds, so main's run with the summary errs: the
// summaries prove nothing, and bmc's bound does not reach the bug in
// time: never a `true`.
// BMC: --k-induction --check-overflow --unwind 4 --max-time 4
// VERDICT: bound
// ERRORS:
// SUMMARIES: none
// DOMAIN: nondet_int=-1,0,1,2,9,27,28,29,30,31
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int fib(int n) {
  if (n < 1) return 0;
  if (n == 1) return 1;
  return fib(n - 1) + fib(n - 2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 30) return 0;
  int r = fib(x);
  if (r == 317811) reach_error();
  return 0;
}
