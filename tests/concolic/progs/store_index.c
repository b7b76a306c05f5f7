/* Stores at input-dependent indices (runtime/concolic/objects.c): a byte
 * written at a symbolic index of a stack string and read back at a fixed
 * one, and a histogram of input nibbles (a load and a store at a symbolic
 * index each). symx fuzz must find the abort from the all-zero input. */
#include <stdlib.h>
#include "symx.h"
static unsigned char hist[16];
int main(void) {
  unsigned char in[5];
  char buf[8] = "abcdefg";
  symx_make_symbolic(in, sizeof in, "in");
  buf[in[0] & 7] = 'Z';
  int r = 0;
  if (buf[3] == 'Z') r |= 1;
  for (int i = 1; i < 5; i++) hist[in[i] & 15]++;
  if (hist[9] == 3) r |= 2;
  if (r == 3) abort();
  return r;
}
