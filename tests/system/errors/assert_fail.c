// assert() failing on two paths: x > 100 / x <= 100 forks, and on each side
// the assertion can fail (x = 142, x = 42): 4 paths, one distinct error.
// EXIT: 1
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=2 error:assertion=2
// ERROR: assertion 16
#include "symx.h"
#include <assert.h>

int main(void) {
  unsigned char x;
  symx_make_symbolic(&x, sizeof x, "x");
  if (x > 100)
    x = x - 100;
  assert(x != 42);                      /* fails for x = 42 and x = 142 */
  return 0;
}
