// main runs with argc == 1: argv[0] is a string and argv[argc] is NULL
// (C11 5.1.2.2.1).  No input, no fork: 1 path.
// EXIT: 0
// COMPLETE: true
// PATHS: 1
// OUTCOMES: exit:0=1
#include <assert.h>
#include <stddef.h>

int main(int argc, char **argv) {
  assert(argc == 1);
  assert(argv != NULL);
  assert(argv[0] != NULL);
  assert(argv[argc] == NULL);
  return 0;
}
