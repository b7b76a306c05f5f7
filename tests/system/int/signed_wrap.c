// Without --check-overflow, signed +, - and * wrap around (two's complement)
// and are not errors.  Four inputs, one two-way branch each: 16 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 16
// OUTCOMES: exit:0=16
#include "symx.h"
#include <assert.h>
#include <limits.h>

int main(void) {
  int e, g;
  long long f;
  short h;
  symx_make_symbolic(&e, sizeof e, "e");
  symx_make_symbolic(&f, sizeof f, "f");
  symx_make_symbolic(&g, sizeof g, "g");
  symx_make_symbolic(&h, sizeof h, "h");

  if (e + 1 < e)                        /* only INT_MAX + 1 wraps */
    assert(e == INT_MAX);
  else
    assert(e != INT_MAX);

  if (f - 1 > f)                        /* only LLONG_MIN - 1 wraps */
    assert(f == LLONG_MIN);
  else
    assert(f != LLONG_MIN);

  if (g * 2 == 0)                       /* g = 0 or g = INT_MIN */
    assert(g == 0 | g == INT_MIN);
  else
    assert(g != 0);

  short t = h * 2;                      /* int multiply, truncated to 16 bits */
  if (t == -2)                          /* h = -1 or h = 32767 */
    assert(h == -1 | h == 32767);
  else
    assert(h != -1);
  return 0;
}
