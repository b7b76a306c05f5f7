/* Branches on heap bytes read at input-dependent indices: blocks of malloc,
 * calloc and realloc (runtime/concolic/heap.c records them), one read in a
 * function that gets the block as a parameter. symx fuzz must find the
 * abort from the all-zero input. */
#include <stdlib.h>
#include <string.h>
#include "symx.h"
static int pick(const unsigned char *t, unsigned i) { return t[i]; }
int main(void) {
  unsigned char in[3];
  symx_make_symbolic(in, 3, "in");
  unsigned char *t = malloc(64);
  for (int i = 0; i < 64; i++) t[i] = (unsigned char)(i * 5);
  unsigned char *u = calloc(8, 4);
  u[17] = 99;
  char *s = realloc(NULL, 10);
  strcpy(s, "abcdefghi");
  int r = 0;
  if (pick(t, in[0] & 63) == 155) r |= 1;
  if (u[in[1] & 31] == 99) r |= 2;
  if (s[in[2] % 10] == 'g') r |= 4;
  free(t), free(u), free(s);
  if (r == 7) abort();
  return r;
}
