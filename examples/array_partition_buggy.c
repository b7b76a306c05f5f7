// Seed 000 (Anand, Pasareanu, Visser: "Symbolic Execution with Abstract
// Subsumption Checking"), Appendix, Fig. 8: array partition (QuickSort's
// partition step), BUGGY version.  The scan `while (a[lo] <= pivot) lo++`
// misses the bound check lo <= hi (line L2 of the paper), so when no element
// after a[0] is greater than the pivot it reads one past the end of the
// array: an out-of-bounds error.
// The paper assumes n > 2; an extra assumption n <= 4 keeps the exploration
// finite, and each path allocates a concrete n.
// Every element is compared with the pivot only, so each of the 2^(n-1)
// orderings relative to a[0] is one path: 4 (n = 3) + 8 (n = 4) = 12
// tests; the two where nothing exceeds the pivot read a[n].
// EXIT: 1
// COMPLETE: true
// ERROR: out-of-bounds 32
// OUTCOMES: exit:0=10 error:out-of-bounds=2
// TESTS: 12
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

/* Returns lo: a[0..lo-1] <= pivot < a[lo..n-1] afterwards. */
static unsigned partition(int *a, unsigned n) {
  int pivot, tmp;
  unsigned lo, hi;
  pivot = a[0];
  lo = 1;
  hi = n - 1;
  while (lo <= hi) {
    while (a[lo] <= pivot)          /* L2, bug: no lo <= hi check */
      lo++;
    while (a[hi] > pivot)
      hi--;
    if (lo < hi) {
      tmp = a[hi];
      a[hi] = a[lo];
      a[lo] = tmp;
    }
  }
  return lo;
}

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n > 2);                  /* the paper's precondition */
  __VERIFIER_assume(n <= 4);                 /* bound: finite exploration */
  /* n is 3 or 4 here; the branch gives malloc a concrete size per path */
  int *a = n == 3 ? malloc(3 * sizeof(int)) : malloc(4 * sizeof(int));
  for (unsigned i = 0; i < n; i++)
    a[i] = __VERIFIER_nondet_int();
  int pivot = a[0];
  unsigned lo = partition(a, n);
  for (unsigned i = 0; i < lo; i++)
    assert(a[i] <= pivot);
  for (unsigned i = lo; i < n; i++)
    assert(a[i] > pivot);
  free(a);
  return 0;
}
