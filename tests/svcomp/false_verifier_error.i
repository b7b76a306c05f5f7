// EXPECT: false
// An old-style preprocessed task: __VERIFIER_error, declared only.
extern void __VERIFIER_error(void) __attribute__((__noreturn__));
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  unsigned short s = __VERIFIER_nondet_ushort();
  unsigned int t = (unsigned int)s * 3u;
  if (t == 196605u) {
    ERROR: __VERIFIER_error();
  }
  return 0;
}
