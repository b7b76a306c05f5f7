// String literals are read-only global objects: symbolic index into one,
// and pointer walks over another.  c is one of 'a', 'c', 'e', 'g'; the vowel
// loop forks on c == 'a', then on c == 'e': 3 paths.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 exit:1=2
#include "symx.h"
#include <assert.h>

int main(void) {
  const char *s = "abcdefgh";
  const char *vowels = "ae";
  int n = 0;
  for (const char *p = s; *p; p++)
    n++;
  assert(n == 8);
  int i = symx_range(0, 4, "i");
  char c = s[i * 2];                     /* 'a', 'c', 'e', 'g' */
  for (const char *v = vowels; *v; v++)
    if (c == *v)
      return 1;
  return 0;
}
