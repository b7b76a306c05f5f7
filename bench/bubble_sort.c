/* bubble_sort.c — forking and state copying: bubble sort of 6 symbolic ints,
 * then a check that the result is sorted.  Every comparison outcome vector
 * corresponds to one permutation (ties are resolved like a stable sort), so
 * the path tree has exactly 6! = 720 leaves; the check never fails. */
// Pinned by the system tests (make test); KLEE 3.2 finds the same 720 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 720
// OUTCOMES: exit:0=720
#include <assert.h>
#include <klee/klee.h>

#define N 6

static void bubble_sort(int *a, int n) {
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < n - 1 - i; j++)
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
}

int main(void) {
  int a[N];
  klee_make_symbolic(a, sizeof a, "a");
  bubble_sort(a, N);
  for (int i = 0; i < N - 1; i++)
    assert(a[i] <= a[i + 1]);
  return 0;
}
