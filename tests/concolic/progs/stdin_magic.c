/* symx fuzz --stdin: a bug behind a magic header read from standard input
 * with fread, then getchar and fgets (tests/concolic/run.py). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  char hdr[4], line[8];
  if (fread(hdr, 1, 4, stdin) != 4) return 1;
  if (hdr[0] != 'F' || hdr[1] != 'U' || hdr[2] != 'Z') return 2;
  int c = getchar();
  if (c != '!') return 3;
  if (!fgets(line, sizeof line, stdin)) return 4;
  if (line[0] == 'x' && line[1] == '\n') abort();
  return 0;
}
