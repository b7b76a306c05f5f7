// EXPECT: true
// MAX-TIME: 10
// ENGINE: k-induction
// True for every n, and no bound covers every n: j grows by 2 while i
// grows by 1, so j == 2 * i at the loop's head, which the linear candidate
// j - j0 == 2 (i - i0) (k-induction's C_LIN) says; with i <= n it proves
// j == 2 * n after the loop. The witness states it over the names at the
// loop's head: (unsigned int)(1 * (unsigned int)j + -2 * (unsigned int)i)
// == 0U, the entry values being the constants 0 (invariant_witness.py
// checks that it holds).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "true_kind_linear.c", 13, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) {
  if (!cond) reach_error();
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000000) return 0;
  int i = 0, j = 0;
  while (i < n) {
    j += 2;
    i++;
  }
  __VERIFIER_assert(j == 2 * n);
  return 0;
}
