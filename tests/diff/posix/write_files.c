// write_files: fwrite and write to stdout and stderr, and files opened for
// writing only (fopen "w"/"a"/"wb", open O_WRONLY): symx takes such a file
// as a sink (the open succeeds, what is written is not kept), and replay
// opens /dev/null in its place. fwrite to a stream open for reading fails
// with EBADF; an fwrite or write past its buffer is the out-of-bounds read
// ASan reports natively. (Reading back, "w+", is in sym_files_unsupported.c.)
// ARGS: --sym-files 1 2
// DOMAIN: k=0..6 file:A=bytes(0,'a')
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 error:out-of-bounds
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "symx.h"

int main(void) {
  int k = symx_range(0, 7, "k");
  char b[4] = {'o', 'k', '\n', 0};
  FILE *in = fopen("A", "r"); /* the file's input, on every path */
  if (!in) return 9;
  if (fwrite(b, 1, 3, stdout) != 3 || write(2, b, 3) != 3) return 9;
  if (k == 1) {
    FILE *f = fopen("symx-out.txt", "w");
    if (!f) return 8;
    fprintf(f, "k=%d\n", k);
    fputs("line\n", f);
    fputc('x', f);
    size_t n = fwrite(b, 2, 2, f);
    return fclose(f) == 0 && n == 2 ? 1 : 7;
  }
  if (k == 2) {
    int fd = open("symx-out.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return 8;
    ssize_t n = write(fd, b, 4);
    return close(fd) == 0 && n == 4 ? 2 : 7;
  }
  if (k == 3) {
    errno = 0;
    size_t n = fwrite(b, 1, 1, in);
    int c = fgetc(in);
    if (n != 0 || errno != EBADF) return 7;
    if (c == 'a') return 3;
    return 4;
  }
  if (k == 4) return (int)fwrite(b, 1, 5, stdout); /* one byte past b */
  if (k == 5) {
    FILE *f = fopen("symx-out.log", "a");
    return f && fwrite("", 1, 0, f) == 0 && fclose(f) == 0 ? 0 : 7;
  }
  return 0;
}
