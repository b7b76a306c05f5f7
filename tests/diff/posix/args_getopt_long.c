// getopt_long and getopt_long_only over symbolic arguments (--sym-args):
// exact names, abbreviations, an ambiguous abbreviation, values after "="
// and in the next element, a missing value, a flag, "--"; every
// path's option sequence replays natively against glibc.
// With two arguments the program uses getopt_long_only, else getopt_long.
// ARGS: --sym-args 0 2 3
// DOMAIN: n_args=0..2 arg00=bytes(0,'-','a','=') arg01=bytes(0,'a')
// EXPECT: exit:0 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7
#include <getopt.h>
#include <string.h>

static int flag;
static const struct option longopts[] = {
    {"aa", required_argument, NULL, 'B'}, {"a-a", required_argument, &flag, 3}, {NULL, 0, NULL, 0}};

int main(int argc, char **argv) {
  int a = 0, b = 0, bad = 0, c, index = -1, only = argc == 3;
  const char *value = NULL;
  for (;;) {
    if (only) c = getopt_long_only(argc, argv, "a", longopts, &index);
    else c = getopt_long(argc, argv, "a", longopts, &index);
    if (c == -1) break;
    if (c == 'a') a++;
    else if (c == 'B') b++, value = optarg;
    else if (c == 0) value = optarg;
    else bad++;
  }
  if (bad) {
    if (optopt == 'B') return 1; /* --aa without its value */
    return 2;
  }
  if (flag == 3) {
    if (value && value[0] == 'a') return 3;
    return 4;
  }
  if (b) {
    if (value[0] == 0) return 5;
    return 6;
  }
  if (a) return 7;
  return 0;
}
