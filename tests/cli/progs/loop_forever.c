/* An unbounded symbolic loop with no possible error: only a budget or a
 * signal stops symx on it. */
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned long n = 0;
  while (__VERIFIER_nondet_uchar() != 0)
    n++;
  return 0;
}
