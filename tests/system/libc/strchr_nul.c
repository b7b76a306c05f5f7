// strchr(s, 0) returns a pointer to the terminator; strlen agrees.
// Outcomes: the length 0..2 is reachable in full.
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[3];
  symx_make_symbolic(s, sizeof s, "s");
  s[2] = 0;
  char *e = strchr(s, 0);
  assert(e != NULL && *e == 0);
  assert((size_t)(e - s) == strlen(s));
  if (e == s)
    return 0;
  if (e == s + 1)
    return 1;
  return 2;
}
