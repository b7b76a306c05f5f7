// EXPECT: true
// ENGINE: summaries
// MAX-TIME: 6
// Fibonacci as SV-COMP's recursive/Fibonacci03, x <= 30: no linear bound
// keeps fib(n-1) + fib(n-2) from overflowing in a step run, the exact
// table p0 == k -> result == fib(k) does (the summaries stage's tables).
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int fibonacci(int n) {
  if (n < 1) return 0;
  if (n == 1) return 1;
  return fibonacci(n - 1) + fibonacci(n - 2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 30) return 0;
  int result = fibonacci(x);
  if (x < 9 || result >= 34) return 0;
  reach_error();
  return 0;
}
