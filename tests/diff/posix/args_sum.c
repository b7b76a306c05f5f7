// Arguments parsed with atoi and sscanf: one or two arguments, summed; the
// assertion fails only for two arguments that add up to 42, or for a lone
// hexadecimal argument of ff.
// ARGS: --sym-args 1 2 2
// EXPECT: exit:0 exit:1 error:assertion
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int sum = 0;
  for (int i = 1; i < argc; i++) sum += atoi(argv[i]);
  assert(!(argc == 3 && sum == 42));
  unsigned x;
  if (sscanf(argv[1], "%x", &x) == 1 && x == 0xff) {
    printf("hex %s\n", argv[1]);
    assert(argc != 2);
  }
  return sum > 50;
}
