// printf_pinned: printf of a symbolic double whose result the program uses:
// the double is pinned to one value per IEEE class (NaN, infinities,
// zeros, positive, negative), printed, and the length printf returns is
// that text's; the other values of each class end as unsupported, so the
// run says it is incomplete. Each pinned path replays natively.
// INCOMPLETE: the double's other values are not explored
// EXPECT: exit:0 exit:1 exit:3 error:unsupported
#include <stdio.h>

double __VERIFIER_nondet_double(void);

int main(void) {
  double d = __VERIFIER_nondet_double();
  int n = printf("<%g>\n", d);
  if (d != d) {
    if (n == 6 || n == 7) return 1;       /* "<nan>" or "<-nan>" */
    return 50;                            /* never */
  }
  if (n == 6 || n == 7) return 3;         /* "<inf>", "<-inf>" */
  if (n < 4) return 50;                   /* never */
  return 0;
}
