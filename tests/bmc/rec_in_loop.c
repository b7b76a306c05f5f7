// rec_in_loop: main calls the recursive count three times in a loop. The
// summary of count (result == n, precondition n >=s 0, kept by the
// recursive call on n - 1: no overflow) replaces each call; main's run with
// it then needs bound 4 for its own loop (the bound grows 1, 2, 4).
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: count
// DOMAIN: nondet_int=-1..7 nondet_int=0,3 nondet_int=-5,5
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int count(int n) {
  if (n <= 0) return 0;
  return count(n - 1) + 1;
}

int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(), z = __VERIFIER_nondet_int();
  for (int i = 0; i < 3; i++) {
    int n = i == 0 ? x : i == 1 ? y : z;
    if (n >= 0 && count(n) != n) reach_error();
  }
  return 0;
}
