// SV-COMP style: reach_error() is only declared, so calling it is an error.
// Paths: x < 10 (return), x >= 10 and x == 77 (reach_error), x >= 10 and
// x != 77 (return) = 3 paths.
// EXIT: 1
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=2 error:reach-error=1
// ERROR: reach-error 17
extern void reach_error(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  if (x < 10)
    return 0;
  if (x == 77)
    reach_error();
  return 0;
}
