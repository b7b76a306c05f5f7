// ctype_eof: classification of EOF and every byte value.
// DOMAIN: c=-1..255
// EXPECT: exit:0 exit:1 exit:2
#include <ctype.h>
#include <stdio.h>
#include "symx.h"

int main(void) {
  int c = symx_range(-1, 256, "c");
  if (isalpha(c)) return 1;
  if (c == EOF && !isspace(c)) return 2;
  if (tolower(c) != c) return 3;
  return 0;
}
