// __VERIFIER_nondet_pointer and _pchar return pointers, _long_double and
// _ldouble x86's 80-bit long double: symx models none of them, so a path
// reaching one ends as unsupported, naming the function (never a guessed
// value). (_float and _double are inputs: tests/diff/fp.)
// Paths: x == 1, 2, 3, 4 and other = 5.
// EXIT: 3
// COMPLETE: false
// PATHS: 5
// ERROR: unsupported 25
// ERROR: unsupported 27
// ERROR: unsupported 29
// ERROR: unsupported 31
// STDOUT: __VERIFIER_nondet_pointer
// STDOUT: __VERIFIER_nondet_pchar
// STDOUT: __VERIFIER_nondet_long_double
// STDOUT: __VERIFIER_nondet_ldouble
void *__VERIFIER_nondet_pointer(void);
char *__VERIFIER_nondet_pchar(void);
long double __VERIFIER_nondet_long_double(void);
long double __VERIFIER_nondet_ldouble(void);
int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1 && __VERIFIER_nondet_pointer())
    return 1;
  if (x == 2 && __VERIFIER_nondet_pchar())
    return 2;
  if (x == 3 && __VERIFIER_nondet_long_double() > 0)
    return 3;
  if (x == 4 && __VERIFIER_nondet_ldouble() > 0)
    return 4;
  return 0;
}
