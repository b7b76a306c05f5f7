// partial_array: the middle bytes of an array made symbolic with
// symx_make_symbolic; bytes before and after stay concrete.
// DOMAIN: mid=bytes('a','-',0)
// EXPECT: exit:1 exit:6
#include <string.h>
#include "symx.h"

int main(void) {
  char s[8] = "x....y";
  symx_make_symbolic(s + 1, 3, "mid");
  size_t n = strlen(s);
  if (s[0] != 'x' || s[5] != 'y' && n > 4)
    return 50;                  /* never */
  if (n == 6)
    return 6;
  if (memchr(s, '-', n))
    return 1;
  return (int)n;
}
