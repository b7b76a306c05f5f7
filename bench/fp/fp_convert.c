#include <assert.h>
#include <klee/klee.h>

/* fp_convert.c — conversions between int and float: which ints survive the round trip,
 * rounding of large ones, and truncation back. Every query is small. */
// Pinned by the system tests (make test).
// EXIT: 0
// COMPLETE: true
// PATHS: 6
int main(void) {
  int i;
  klee_make_symbolic(&i, sizeof i, "i");
  klee_assume((i > -100000000) & (i < 100000000));
  float f = (float)i;
  int back = (int)f;
  if (back == i) {
    if (i > 16777216) return 1; /* exactly representable above 2^24 */
    return 0;
  }
  assert(i > 16777216 || i < -16777216);
  if (back > i) return 2;
  return 3;
}
