/* Helper of the search-order tests (no EXIT line: not a test by itself).
 * Three symbolic bytes. The loop forks on each byte (8 combinations, k = how
 * many exceed 100); the switch on a[1] & 3 adds 4 ways (32 paths, exit
 * 10/20/30/40 + k). The assertion fails where a[2] == 7, possible in the 16
 * paths with a[2] <= 100; the division by a[0] - 5 fails where a[0] == 5, in
 * the 16 passing paths with a[0] <= 100. So 64 paths: 32 exits with
 * 10+k, 20+k, 30+k, 40+k, each C(3, k) times, 16 assertion failures, 16
 * divisions by zero. */
#include "symx.h"

static int classify(int v) {
  switch (v & 3) {
  case 0: return 10;
  case 1: return 20;
  case 2: return 30;
  default: return 40;
  }
}

int main(void) {
  unsigned char a[3];
  symx_make_symbolic(a, sizeof a, "a");
  int k = 0;
  for (int i = 0; i < 3; i++)
    if (a[i] > 100)
      k++;
  int r = classify(a[1]) + k;
  symx_assert(a[2] != 7);
  volatile int q = 100 / (a[0] - 5);
  (void)q;
  return r;
}
