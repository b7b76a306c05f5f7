// nondet_names_small: a _Bool-returning and a signed char-returning
// __VERIFIER_nondet_X symx does not know by name (nondet_flag, nondet_s8),
// over their whole domains: 0 or 1, and -128..127.
// DOMAIN: nondet_flag=0..1 nondet_s8=-128..127 nondet_flag=0..1
// EXPECT: exit:0 exit:1 exit:2 exit:3
_Bool __VERIFIER_nondet_flag(void);
signed char __VERIFIER_nondet_s8(void);

int main(void) {
  _Bool a = __VERIFIER_nondet_flag();
  signed char c = __VERIFIER_nondet_s8();
  _Bool b = __VERIFIER_nondet_flag();
  if (a && b) {
    if (c < -100)
      return 3;
    return 1;
  }
  if (a != b && c == 'k')
    return 2;
  if ((int)a + (int)b > 2)
    return 9;                   /* never: each is 0 or 1 */
  return 0;
}
