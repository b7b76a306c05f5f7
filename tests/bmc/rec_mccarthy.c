// rec_mccarthy: McCarthy's 91 function, two nested recursive calls. Its
// summary needs postconditions guarded by the parameter: x >s 100 ->
// result == x - 10 and x <=s 100 -> result == 91 (the inner call's result
// is the outer call's argument).
// BMC: --k-induction --check-overflow --max-time 20
// VERDICT: proof
// ERRORS:
// SUMMARIES: f91
// DOMAIN: nondet_int=-3,0,80,89..112
// RUN: none
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int f91(int x) {
  if (x > 100) return x - 10;
  return f91(f91(x + 11));
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = f91(x);
  if (r != 91 && !(x > 101 && r == x - 10)) reach_error();
  return 0;
}
