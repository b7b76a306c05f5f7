// KLEE-style symbolic arguments (--sym-args MIN MAX N): argc ranges over
// 1 + MIN .. 1 + MAX, argv[argc] is NULL, every argument is NUL-terminated
// within N + 1 bytes; the inputs are n_args, arg00, arg01 as in KLEE.
// ARGS: --sym-args 0 2 2
// EXIT: 1
// COMPLETE: true
// ERROR: abort 19
// OUTCOMES-SEEN: exit:0 exit:2 exit:3 error:abort
// INPUTS: n_args:4 arg00:3 arg01:3
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 1 || argc > 3) return 9;
  if (argv[argc] != 0) return 8;
  for (int i = 1; i < argc; i++)
    if (strlen(argv[i]) > 2) return 7;
  if (argc < 2) return 0;
  if (argc == 3 && strcmp(argv[1], "-x") == 0 && argv[2][0] == 'y') abort();
  return argc;
}
