/* symx fuzz --test-comp: two __VERIFIER_nondet_* inputs, Test-Comp's
 * <input>s, and reach_error behind both, the test marked coversError
 * (tests/concolic/run.py, test_comp_suite). */
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  if (x == -1234567 && c == 200) reach_error();
  return x < -5;
}
