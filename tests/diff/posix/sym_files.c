// sym_files: --sym-files 2 3 gives the program files "A" and "B" of 3
// symbolic bytes each; opening one makes the input "file:A" (or "file:B")
// the first time on a path. Streams (fopen, fgets, fgetc, ungetc, ftell,
// fseek, feof, fread, rewind) and descriptors (open, read, lseek, close)
// read them; a second open of a file reads the same bytes from the start.
// Replay hands the native program the same bytes when it opens the files.
// ARGS: --sym-files 2 3
// DOMAIN: file:A=bytes('x','\n','y',0) file:B=bytes('a','b')
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  FILE *f = fopen("A", "r");
  if (!f) abort();
  char line[4];
  if (!fgets(line, sizeof line, f)) abort(); /* a file of 3 bytes: never empty */
  long at = ftell(f);
  int c = fgetc(f);
  if (c != EOF) {
    if (ungetc(c, f) != c || ftell(f) != at || fgetc(f) != c) abort();
  } else if (!feof(f)) {
    abort();
  }
  if (fseek(f, -1, SEEK_END) != 0 || ftell(f) != 2) abort();
  int last = fgetc(f);
  rewind(f);
  char all[3];
  if (fread(all, 1, 3, f) != 3 || (unsigned char)all[2] != last || fgetc(f) != EOF || !feof(f)) abort();
  fclose(f);

  int fd = open("B", O_RDONLY);
  char b[3];
  if (fd < 0 || read(fd, b, 2) != 2 || lseek(fd, 1, SEEK_SET) != 1 || read(fd, b + 2, 1) != 1) abort();
  close(fd);
  if (line[0] == 'y' && line[1] == '\n') return 1;
  if (at == 1 && b[0] == 'b') return 2;
  if (last == 0 && b[2] == 'a') return 3;
  FILE *again = fopen("A", "r");
  int first = fgetc(again);
  fclose(again);
  if (first != (unsigned char)line[0]) abort();
  if (first == 'x' && b[1] == b[2]) return 4;
  if (at == 3) return 5;
  return 0;
}
