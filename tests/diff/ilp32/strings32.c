// strings32: the libc models compiled for i386: a command word parsed from
// input bytes with strlen, strcmp, strncpy and atoi; argv from main.
// ARGS: --data-model ILP32
// DOMAIN: s=bytes(0,'1','2','a','d')
// EXPECT: exit:0 exit:1 exit:2 exit:3
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(int argc, char **argv) {
  if (argc != 1 || !argv[0] || argv[1]) return 9;
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  char w[4];
  strncpy(w, s, sizeof w);
  size_t n = strlen(w);
  if (!strcmp(w, "add")) return 1;
  if (n == 2 && atoi(w) == 12) return 2;
  if (n == 3 && atoi(w) > 200) return 3;
  return 0;
}
