// ctype: classification of every byte value (through unsigned char, as the
// C library requires).
// DOMAIN: c=0..255
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <ctype.h>
#include "symx.h"

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, sizeof c, "c");
  if (isdigit(c))
    return 1;
  if (isupper(c))
    return 2;
  if (isspace(c))
    return 3;
  if (ispunct(c))
    return 4;
  if (isalpha(c))
    return 6;
  return 0;
}
