// Standard input read with getchar up to the end of file: the lines are
// counted, and a line holding just "x" aborts. The input is exactly
// --sym-stdin's 4 bytes, so the last line may lack its '\n'.
// ARGS: --sym-stdin 4
// DOMAIN: stdin=bytes('a','x','\n')
// EXPECT: exit:0 exit:1 exit:2 error:abort
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int c, lines = 0, len = 0, first = 0;
  while ((c = getchar()) != EOF) {
    if (c == '\n') {
      if (len == 1 && first == 'x') abort();
      lines++;
      len = 0;
      continue;
    }
    if (len++ == 0) first = c;
  }
  if (len == 1 && first == 'x') return 2; /* "x" without a line break */
  return lines > 1;
}
