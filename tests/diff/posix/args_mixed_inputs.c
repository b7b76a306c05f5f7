// Symbolic arguments followed by the program's own inputs (symx_int after
// main started): the replay runtime hands out the program's inputs after the
// command line's. The abort needs both "-k" and key == 7.
// ARGS: --sym-args 1 1 2
// DOMAIN: n_args=1 arg00=bytes(0,'-','k') key=0..8
// EXPECT: exit:0 exit:1 error:abort
// SELFTEST: corrupt misfit drop run-replay
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(int argc, char **argv) {
  int key = symx_int("key");
  if (strcmp(argv[1], "-k") != 0) return 0;
  if (key == 7) abort();
  return 1;
}
