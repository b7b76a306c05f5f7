/* symx fuzz --file: a bug behind a magic header read from the file that
 * argv[1] names, with fopen, fgets and strncmp (symx's model, whose result
 * the native -O2 compilation must not take for unchanged memory), then
 * open and read (tests/concolic/run.py). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2) return 1;
  FILE *f = fopen(argv[1], "r");
  if (!f) return 2;
  char line[8];
  if (!fgets(line, sizeof line, f)) return 3;
  fclose(f);
  if (strncmp(line, "PNG", 3) != 0) return 4;
  int fd = open(argv[1], O_RDONLY);
  char b[6];
  if (fd < 0 || read(fd, b, 6) != 6) return 5;
  close(fd);
  if (b[4] == 'z') abort();
  return 0;
}
