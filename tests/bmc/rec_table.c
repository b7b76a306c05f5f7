// rec_table: Fibonacci with its input bounded above (x <= 30) and an
// overflow check: the summary needs the exact values, as a table p0 == k
// -> result == fib(k) for k from -33 to 30 (tabulation runs, the calls
// answered by the entries before), proved as every candidate is; no
// linear bound keeps a step run's fib(n-1) + fib(n-2) from overflowing.
// Below the table, p0 <=s 0 -> result == 0 covers the rest.
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: fib
// DOMAIN: nondet_int=-2147483648,-40,-1,0,1,2,3,8,9,10,29,30,31
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
  if (r < 0 || (x >= 9 && r < 34) || (x == 30 && r != 832040)) reach_error();
  return 0;
}
