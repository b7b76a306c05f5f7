/* An input that never ends ('H'): symx fuzz stops it at --timeout, in the
 * instrumented run and in the sanitizer run alike, and counts it as a
 * timeout, not as a divergence (tests/concolic/run.py, fuzz group). */
#include "symx.h"
int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  if (c == 'H')
    for (;;) {
    }
  return c == 'A';
}
