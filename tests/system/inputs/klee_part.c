// klee_make_symbolic (klee/klee.h) on the middle two elements of int[4]:
// arr[0] and arr[3] stay concrete (no fork), arr[1] > arr[2] forks: 2 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:1=1 exit:2=1
// INPUTS: mid:8
#include <klee/klee.h>

int main(void) {
  int arr[4] = {1, 2, 3, 4};
  klee_make_symbolic(&arr[1], 2 * sizeof(int), "mid");
  if (arr[0] + arr[3] != 5)
    return 9;
  if (arr[1] > arr[2])
    return 1;
  return 2;
}
