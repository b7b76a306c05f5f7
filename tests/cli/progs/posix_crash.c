/* A crash and an assertion reachable only through a particular argument and
 * input line (tests/cli/run.sh: symx replay reproduces both natively). */
#include <assert.h>
#include <stdio.h>
#include <string.h>

static int *slot;

int main(int argc, char **argv) {
  char line[8];
  if (argc != 2 || !fgets(line, sizeof line, stdin)) return 0;
  if (strcmp(argv[1], "-c") == 0 && strcmp(line, "boom\n") == 0) *slot = 1;
  if (strcmp(argv[1], "-a") == 0) assert(strcmp(line, "halt\n") != 0);
  return 1;
}
