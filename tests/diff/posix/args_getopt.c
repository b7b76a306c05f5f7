// getopt over symbolic arguments (--sym-args): options with and without
// arguments, unknown options, "--", and GNU's permutation of non-options
// to the end; every path's option sequence and final argv replay natively.
// ARGS: --sym-args 0 2 2
// DOMAIN: n_args=0..2 arg00=bytes(0,'-','a','b') arg01=bytes(0,'-','a')
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  int a = 0, bad = 0, c;
  const char *b = NULL;
  while ((c = getopt(argc, argv, ":ab:")) != -1) {
    if (c == 'a') a++;
    else if (c == 'b') b = optarg;
    else bad++;
  }
  if (bad) return 1;
  if (b && strcmp(b, "x") == 0) return 2;
  if (b) return 3;
  if (a > 1) return 4;
  if (optind < argc && argv[optind][0] == 'a') return 5; /* a non-option, permuted to the end */
  return 0;
}
