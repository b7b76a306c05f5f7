// rec_cell_bug: as rec_cell, but main fails when the global reaches 1023:
// only 10 calls deep (n == 10, 1023 calls), as the native runs show. The
// table entry p0 == 10 -> g' == g + 1023 holds, so main's run with the
// summaries errs: they prove nothing, and bmc's bound 4 does not reach the
// bug: never a `true`.
// BMC: --k-induction --check-overflow --unwind 4 --max-time 8
// VERDICT: bound
// ERRORS:
// SUMMARIES: none
// DOMAIN: nondet_int=-1,0,1,2,9,10,11
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int counter;

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
  if (counter == 1023) reach_error();
  return 0;
}
