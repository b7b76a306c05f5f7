// Symbolic arguments (--sym-args): branches on argc and on the arguments'
// text (strcmp, a hand-written number parser); only "-s" followed by a
// number past the table writes out of bounds.
// ARGS: --sym-args 0 2 2
// DOMAIN: n_args=0..2 arg00=bytes(0,'-','s') arg01=bytes(0,'9')
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 error:out-of-bounds
#include <stdlib.h>
#include <string.h>

/* The value of a string of decimal digits, or -1. */
static int parse(const char *s) {
  int v = 0;
  if (!*s) return -1;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return -1;
    v = v * 10 + (*s - '0');
  }
  return v;
}

int main(int argc, char **argv) {
  if (argc == 1) return 0;
  if (strcmp(argv[1], "-s") == 0) {
    if (argc < 3) return 2;
    int i = parse(argv[2]);
    if (i < 0) return 2;
    int *table = calloc(4, sizeof *table);
    table[i] = 1; /* out of bounds from "-s 4" on */
    free(table);
    return 3;
  }
  if (argv[1][0] == '-') return 1;
  if (argc == 3) return 4;
  return 0;
}
