// stat_files: stat, lstat and fstat of the symbolic files of --sym-files 2 5:
// a regular file of 5 bytes, read-only, one link; stat before the first open
// makes the file's input, fstat of a descriptor and of a stream's fileno
// tell the same, and fstat of a closed descriptor fails with EBADF. Replay
// gives the native program the same answers for the files (and glibc's for
// anything else).
// ARGS: --sym-files 2 5
// EXPECT: exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>
#include "symx.h"

static int regular_of_5(const struct stat *st) {
  return S_ISREG(st->st_mode) && (st->st_mode & 0777) == 0444 && st->st_size == 5 && st->st_nlink == 1;
}

int main(void) {
  int x = symx_int("x");
  if (x < 0 || x > 5) return 0;
  struct stat st;
  if (x == 0) {
    if (stat("A", &st) != 0 || !regular_of_5(&st)) abort(); /* never */
    FILE *f = fopen("A", "r");
    if (fgetc(f) == 'a') return 1;
    return 2;
  }
  if (x == 1) {
    if (lstat("B", &st) != 0 || !regular_of_5(&st)) abort(); /* never */
    return 3;
  }
  int fd = x == 2 ? open("A", O_RDONLY) : open("B", O_RDONLY);
  if (fd < 0 || fstat(fd, &st) != 0 || !regular_of_5(&st)) abort(); /* never */
  if (x == 3) {
    FILE *f = fopen("B", "r");
    if (fstat(fileno(f), &st) != 0 || st.st_size != 5) abort(); /* never */
    char b[8];
    if (fread(b, 1, 8, f) == 5 && b[0] == 'c') return 4;
    return 0;
  }
  if (x == 4) {
    close(fd);
    errno = 0;
    if (fstat(fd, &st) == -1 && errno == EBADF) return 5;
    return 0;
  }
  char b;
  if (read(fd, &b, 1) == 1 && b == 'c') return 6;
  return 7;
}
