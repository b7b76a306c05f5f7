// EXPECT: false
// MAX-TIME: 20
// The violation needs the loop to run exactly 5 times; a search that always
// takes the loop's back edge first never gets there (symx sv-comp explores
// with covnew and random-path in turn, and stops at the first violation).
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "false_behind_loop.c", 7, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
int main() {
  unsigned int n = __VERIFIER_nondet_uint(), i = 0, s = 0;
  while (i < n) {
    i++;
    s += 2;
  }
  if (s == 10) reach_error();
  return 0;
}
