// EXPECT: false
// DATA-MODEL: ILP32
// An old revision of an SV-COMP task (loop-zilu's benchmark35 is one): it
// calls __VERIFIER_nondet_int without declaring it (C89's implicit `int
// f()`), which clang 16 refuses unless told otherwise; symx sv-comp loads it.
void reach_error(void) {}
void __VERIFIER_assert(int cond) {
  if (!cond) {
    reach_error();
  }
}
int main() {
  int x = __VERIFIER_nondet_int();
  if (!(x >= 0)) return 0;
  while ((x >= 0) && (x < 10)) {
    x = x + 1;
  }
  __VERIFIER_assert(x >= 11);
  return 0;
}
