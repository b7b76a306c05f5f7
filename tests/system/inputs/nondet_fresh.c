// Each __VERIFIER_nondet_X call is a fresh input: a == b and a != b are both
// feasible (2 paths), and a loop reading inputs until a zero (at most 3
// reads) ends after 0, 1, 2 or 3 nonzero values: 2 * 4 = 8 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 8
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1 exit:10=1 exit:11=1 exit:12=1 exit:13=1
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int code = 0;
  if (a == b)
    code = 10;
  int count = 0;
  while (count < 3 && __VERIFIER_nondet_uchar() != 0)
    count++;
  return code + count;
}
