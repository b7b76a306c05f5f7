/* binary_search.c — klee_assume and solver-heavy paths: 16 symbolic ints
 * assumed sorted, a symbolic key, a three-way binary search, then a check of
 * the answer.  16 "found" leaves (one per probed index) + 17 "not found"
 * leaves (one per gap) = 33 paths; the checks never fail. */
// Pinned by the system tests (make test); KLEE 3.2 finds the same 33 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 33
// OUTCOMES: exit:0=33
#include <assert.h>
#include <klee/klee.h>

#define N 16

static int search(const int *a, int n, int key) {
  int lo = 0, hi = n;
  while (lo < hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  return -1;
}

int main(void) {
  int a[N], key;
  klee_make_symbolic(a, sizeof a, "a");
  klee_make_symbolic(&key, sizeof key, "key");
  for (int i = 0; i < N - 1; i++)
    klee_assume(a[i] <= a[i + 1]);

  int r = search(a, N, key);
  if (r >= 0) {
    assert(r < N);
    assert(a[r] == key);
  } else {
    for (int i = 0; i < N; i++)
      assert(a[i] != key);
  }
  return 0;
}
