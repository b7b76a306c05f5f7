/* A table read at an unchecked input byte: the bounds of the read are a
 * branch of the path constraint, whose child reads past the table (found
 * by the sanitizer run of the child). The index is the byte plus one, so
 * that neither the all-zero input nor the filler (0xff bytes) reads past. */
#include "symx.h"
static const unsigned char weights[100] = {[42] = 1};
int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, 2, "in");
  return weights[(unsigned char)(in[0] + 1)] + in[1];
}
