// free() of a pointer that malloc did not return: a stack address (sel 0),
// the inside of a heap block (sel 1), a global (sel 2); sel 3 frees
// correctly.  4 paths, 3 invalid-free errors.
// EXIT: 1
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 error:invalid-free=3
// ERROR: invalid-free 21
// ERROR: invalid-free 23
// ERROR: invalid-free 25
#include "symx.h"
#include <stdlib.h>

int global_buf[4];

int main(void) {
  int local = 0;
  char *heap = malloc(8);
  int sel = symx_range(0, 4, "sel");
  if (sel == 0)
    free(&local);
  else if (sel == 1)
    free(heap + 1);
  else if (sel == 2)
    free(global_buf);
  else
    free(heap);
  return 0;
}
