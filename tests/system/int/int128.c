// __int128: clang emits i128 add, mul, udiv/urem, shifts, icmp, sext and
// trunc for these.  Four inputs, one two-way branch each: 2*2*2*2 = 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
// INPUTS: w:16 a:8 d:8 v:16
// ARGS: --max-solver-time 120
// (the i128 urem query takes seconds; a loaded machine running the
// sanitizer build once exceeded the default 10 s: unsupported, incomplete)
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned __int128 w, v;
  unsigned long long a;
  long long d;
  symx_make_symbolic(&w, sizeof w, "w");
  symx_make_symbolic(&a, sizeof a, "a");
  symx_make_symbolic(&d, sizeof d, "d");
  symx_make_symbolic(&v, sizeof v, "v");

  if (w + 1 == 0)                       /* only the all-ones value wraps to 0 */
    assert((unsigned long long)(w >> 64) == ~0ull & (unsigned long long)w == ~0ull);
  else
    assert(w != ~(unsigned __int128)0);

  if (((unsigned __int128)a * 3) >> 64 == 2)   /* high half of a 128-bit product */
    assert(a >= 0xAAAAAAAAAAAAAAABull);
  else
    assert(a < 0xAAAAAAAAAAAAAAABull);

  __int128 s = d;                       /* sext i64 -> i128 */
  if (s < 0)
    assert((unsigned long long)(s >> 64) == ~0ull);
  else
    assert((unsigned long long)(s >> 64) == 0);

  if (v % 10 == 7)                      /* urem i128 */
    assert(v / 10 * 10 + 7 == v & (v & 1) == 1);
  else
    assert(v != 7);
  return 0;
}
