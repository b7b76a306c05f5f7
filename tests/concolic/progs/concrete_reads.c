/* symx cc: bytes read from a file that is not the input are concrete, even
 * where they overwrite symbolic bytes with the same value (the input stream
 * and the file argv[1] names hold the same bytes): fgets, fread, read and
 * fgetc leave no shadow behind, so the branches on them are not symbolic
 * (tests/concolic/run.py). */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include "symx.h"

int main(int argc, char **argv) {
  char a[8], b[8], c[8];
  symx_make_symbolic(a, sizeof a, "a");
  symx_make_symbolic(b, sizeof b, "b");
  symx_make_symbolic(c, sizeof c, "c");
  FILE *f = argc == 2 ? fopen(argv[1], "r") : NULL;
  int fd = argc == 2 ? open(argv[1], O_RDONLY) : -1;
  if (!f || fd < 0 || !fgets(a, sizeof a, f) || fread(b, 1, sizeof b, f) != sizeof b || read(fd, c, 8) != 8)
    return 9;
  int r = 0;
  if (a[3] == 'x') r++;
  if (b[5] == 'x') r++;
  if (c[7] == 'x') r++;
  if (fgetc(f) == 'x') r++;
  fclose(f);
  close(fd);
  return r;
}
