/* Programs for the index cross-checks (char_index_*.c, bsearch_*.c): each
 * with a bug an index reaches, so that the runs with and without abstract
 * subsumption must find the same errors. */
#include "symx.h"

/* Counts 'a's in s[0..n): reads s[n] too (i <= n), out of bounds. A char
 * array read at a 64-bit index, no scaling: an index register. */
long count(const char *s, long n) {
  long k = 0;
  for (long i = 0; i <= n; i++)
    if (s[i] == 'a') k++;
  return k;
}

int count_pre(const char *s, long n) {
  if (n < 1) return 0;
  symx_assume_valid((void *)s, (unsigned long)n);
  return 1;
}

/* Binary search whose hi starts at n, not n - 1: a[mid] may read a[n].
 * lo and hi are indices because mid is computed from them ((hi - lo) / 2). */
int bsearch_bad(const int *a, int n, int x) {
  int lo = 0, hi = n;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == x) return mid;
    if (a[mid] < x)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int bsearch_bad_pre(const int *a, int n, int x) {
  if (n < 1) return 0;
  symx_assume_valid((void *)a, (unsigned long)n * sizeof *a);
  return 1;
}
