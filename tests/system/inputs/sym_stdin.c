// KLEE-style symbolic standard input (--sym-stdin N): the input "stdin" of
// N bytes, read by getchar/fgets/fread/read in order, then end of file.
// ARGS: --sym-stdin 3
// EXIT: 1
// COMPLETE: true
// ERROR: abort 15
// OUTCOMES-SEEN: exit:1 exit:2 error:abort
// INPUTS: stdin:3
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char line[8];
  if (!fgets(line, sizeof line, stdin)) return 0; /* never: 3 bytes to read */
  if (line[0] == 'o' && line[1] == 'k') abort();
  int c = getchar();
  if (c != EOF) return 2; /* a line break came before the third byte */
  return 1;
}
