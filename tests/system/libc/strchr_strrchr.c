// strchr finds the first, strrchr the last occurrence, or NULL.  s has 3
// symbolic chars and a terminator.  Outcomes: no 'a' (0), first and last
// at the same place (1), at different places (2).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  char *f = strchr(s, 'a');
  char *l = strrchr(s, 'a');
  if (f == NULL) {
    assert(l == NULL);
    return 0;
  }
  assert(l != NULL & *f == 'a' & *l == 'a' & f <= l);
  for (char *p = s; p < f; p++)
    assert(*p != 'a' & *p != 0);
  if (f == l)
    return 1;
  return 2;
}
