// strstr finds "ab" inside a symbolic 4-char string, or returns NULL.
// Outcomes: found at offset 0, 1 or 2 (1, 2, 3), not found (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[5];
  symx_make_symbolic(s, sizeof s, "s");
  s[4] = 0;
  char *p = strstr(s, "ab");
  if (p == NULL)
    return 0;
  assert(p[0] == 'a' & p[1] == 'b');
  if (p == s)
    return 1;
  if (p == s + 1)
    return 2;
  assert(p == s + 2);
  return 3;
}
