// __VERIFIER_assume with && in the condition (the && itself branches; the
// side where it is false is cut silently): n in [1, 3] leaves 3 tests from
// the loop, one per trip count.
// EXIT: 0
// COMPLETE: true
// TESTS: 3
// OUTCOMES: exit:1=1 exit:2=1 exit:3=1
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  int i = 0;
  while (i < n)
    i++;
  return i;
}
