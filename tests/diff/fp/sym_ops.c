// sym_ops: a product and a quotient of a free double, a square root and
// roundings of a free float, each branch decided by the solver (Z3's FP
// theory, bit-blasted by fp_solver's tactic); the domain holds values at the edges.
// The double product's and quotient's queries took over 10 s each on a
// loaded 2-core machine before that tactic: the limit stays raised so that
// the run is complete there.
// ARGS: -fno-math-errno --max-solver-time 60
// DOMAIN: nondet_double=0,0x3fd5555555555555,0x3fd5555555555556,0x4018000000000001,0x4018000000000000,0xbff0000000000000,0x7ff8000000000000 nondet_float=0,0x40100000,0x40100001,0x40200000,0xc0200000,0x3fc00000,0x7f800000
#include <math.h>

double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  int r = 0;
  if (x * 3.0 == 1.0) r += 1;           /* only 1/3 rounded, and its neighbour */
  else if (x / 3.0 > 2.0) r += 2;
  if (sqrtf(f) == 1.5f) r += 5;
  else if (floorf(f) == -3.0f) r += 10;
  else if (rintf(f) == 2.0f) r += 20;   /* ties to even: 1.5 and 2.5 both give 2 */
  return r;
}
