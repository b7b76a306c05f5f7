// Line commands read with fgets into a small buffer (long lines come in
// pieces): "go" arms, and a following "!" line fails the assertion.
// ARGS: --sym-stdin 4
// DOMAIN: stdin=bytes('g','o','\n','!')
// EXPECT: exit:0 exit:1 error:assertion
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[4];
  int armed = 0, n = 0;
  while (fgets(line, sizeof line, stdin)) {
    n++;
    if (strcmp(line, "go\n") == 0) armed = 1;
    else if (line[0] == '!') assert(!armed);
    else armed = 0;
  }
  return n > 2;
}
