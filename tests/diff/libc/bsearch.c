// bsearch: a symbolic key in a sorted array with runs of equal elements;
// which element of a run is found is glibc's probe order, replayed natively.
// DOMAIN: key=-1..12
// EXPECT: exit:3 exit:8 exit:100
#include <stdlib.h>
#include "symx.h"

static int cmp(const void *p, const void *q) {
  int a = *(const int *)p, b = *(const int *)q;
  return (a > b) - (a < b);
}

int main(void) {
  static const int a[11] = {1, 1, 1, 3, 4, 4, 7, 7, 7, 7, 10};
  int key = symx_int("key");
  if (key < -1 || key > 12) return 50;
  const int *p = bsearch(&key, a, 11, sizeof a[0], cmp);
  if (!p) return 100;
  if (*p != key) abort(); /* never */
  return (int)(p - a);
}
