// __VERIFIER_nondet_pointer and _pchar return pointers, _float and _double
// floating point: symx models none of them, so a path reaching one ends as
// unsupported, naming the function (never a guessed value).
// Paths: x == 1, 2, 3, 4 and other = 5.
// EXIT: 3
// COMPLETE: false
// PATHS: 5
// ERROR: unsupported 24
// ERROR: unsupported 26
// ERROR: unsupported 28
// ERROR: unsupported 30
// STDOUT: __VERIFIER_nondet_pointer
// STDOUT: __VERIFIER_nondet_pchar
// STDOUT: __VERIFIER_nondet_float
// STDOUT: __VERIFIER_nondet_double
void *__VERIFIER_nondet_pointer(void);
char *__VERIFIER_nondet_pchar(void);
float __VERIFIER_nondet_float(void);
double __VERIFIER_nondet_double(void);
int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1 && __VERIFIER_nondet_pointer())
    return 1;
  if (x == 2 && __VERIFIER_nondet_pchar())
    return 2;
  if (x == 3 && __VERIFIER_nondet_float() > 0)
    return 3;
  if (x == 4 && __VERIFIER_nondet_double() > 0)
    return 4;
  return 0;
}
