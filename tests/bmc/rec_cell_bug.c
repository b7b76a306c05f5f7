// rec_cell_bug: as rec_cell, but main fails when the global reaches 2047:
// only 11 calls deep (n == 11, 2047 calls), as the native runs show. The
// table entry p0 == 11 -> g' == g + 2047 holds, so main's run with the
// summaries errs: they prove nothing, and bmc's bound does not reach the
// bug in time: never a `true`.
// BMC: --k-induction --check-overflow --max-time 2
// VERDICT: unknown
// ERRORS:
// SUMMARIES: none
// DOMAIN: nondet_int=-1,0,1,2,10,11,12,13
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
  if (n < 1 || n > 12) return 0;
  counter = 0;
  apply(n);
  if (counter == 2047) reach_error();
  return 0;
}
