// sym_files_unsupported: what --sym-files does not model ends the path as
// unsupported, each on its own path, while the others go on: a name that is
// not one of the files (symx does not know what the file system holds),
// opening it for writing, or any file for reading back ("w+"), a name that is not concrete, closing a standard
// stream. Reading the one file still works and replays.
// ARGS: --sym-files 1 2
// INCOMPLETE: the unmodelled opens end their paths as unsupported
// EXPECT: exit:0 exit:1 error:unsupported
#include <fcntl.h>
#include <stdio.h>
#include "symx.h"

int main(void) {
  int k = symx_range(0, 7, "k");
  if (k == 1) return fopen("B", "r") != 0;        /* only "A" exists */
  if (k == 2) return fopen("A", "w") != 0;        /* writing */
  if (k == 3) return open("A", O_RDWR) >= 0;       /* writing */
  if (k == 4) {
    char name[2] = {(char)('A' + symx_range(0, 2, "which")), 0};
    return fopen(name, "r") != 0;                  /* a symbolic name */
  }
  if (k == 5) return fclose(stdout);               /* a standard stream */
  if (k == 6) return fopen("out.txt", "w+") != 0;  /* reads back what it writes */
  FILE *f = fopen("A", "rb");
  int c = fgetc(f);
  fclose(f);
  if (c == 'z') return 1;
  return 0;
}
