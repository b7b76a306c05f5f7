// strnlen(s, 2) on 4 symbolic bytes with no terminator forced: the result
// is 0, 1 or 2 (it never reads past s[1]); the loop below forks on it even
// if the model returned it without forking: 3 paths either way.
// EXIT: 0
// COMPLETE: true
// PATHS: 3
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  size_t n = strnlen(s, 2);
  assert(n <= 2);
  size_t i;
  for (i = 0; i < n; i++)
    assert(s[i] != 0);
  if (i < 2)
    assert(s[i] == 0);
  return (int)i;
}
