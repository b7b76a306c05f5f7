/* Every branch is on a value read from a table at an input-dependent index:
 * a ctype-like classification table (a global), a table of weights, glibc's
 * isdigit() table, a stack array, and glibc's tolower() (a table too). symx fuzz must find the abort from the
 * all-zero input, which it can only through symbolic reads of the tables. */
#include <ctype.h>
#include <stdlib.h>
#include "symx.h"
enum { DIGIT = 1, UPPER = 2, PUNCT = 4 };
static const unsigned char cls[256] = {['0'] = DIGIT, ['7'] = DIGIT, ['Q'] = UPPER, ['Z'] = UPPER, ['!'] = PUNCT};
static const short weight[8] = {3, -1, 40, 7, 12, 0, 5, 9};
int main(void) {
  unsigned char in[4];
  char stack[16];
  symx_make_symbolic(in, sizeof in, "in");
  for (int i = 0; i < 16; i++) stack[i] = (char)(i * 7);
  int r = 0;
  if (cls[in[0]] == UPPER) r |= 1;
  if (cls[in[1]] & PUNCT) r |= 2;
  if (weight[in[2] & 7] == 40) r |= 4;
  if (isdigit(in[3])) r |= 8;
  if ((unsigned)(in[3] - '0') < 16 && stack[in[3] - '0'] == 63) r |= 16;
  if (tolower(in[0]) == 'z') r |= 32;
  if (r == 63) abort();
  return r;
}
