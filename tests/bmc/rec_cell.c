// rec_cell: the recursion counts its steps in a global (the Towers of
// Hanoi, as SV-COMP's recHanoi01): apply's summary treats the global as
// one more parameter g and result g', with the table p0 == k -> g' == g +
// 2^k - 1 and the preconditions p0 == k -> g <=s max - (2^k - 1) that keep
// counter++ from overflowing; hanoi's, the table p0 == k -> result == 2^k
// - 1. main's run with both: no error.
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: hanoi apply
// DOMAIN: nondet_int=-1,0,1,2,3,9,10,11
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int counter;

int hanoi(int n) {
  if (n == 1) return 1;
  return 2 * hanoi(n - 1) + 1;
}

void apply(int n) {
  if (n == 0) return;
  counter++;
  apply(n - 1);
  apply(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 10) return 0;
  counter = 0;
  apply(n);
  if (hanoi(n) != counter) reach_error();
  return 0;
}
