// nondet_small: __VERIFIER_nondet_bool (0 or 1 only), _char and _uchar over
// their whole domains.
// DOMAIN: nondet_bool=0..1 nondet_char=-128..127 nondet_bool=0..1
// EXPECT: exit:0 exit:1
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);

int main(void) {
  _Bool a = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  _Bool b = __VERIFIER_nondet_bool();
  if (a && b)
    return c > 'z' ? 3 : 1;
  if (a != b && c == 'k')
    return 2;
  if ((int)a + (int)b > 2)
    return 9;                   /* never: each is 0 or 1 */
  return 0;
}
