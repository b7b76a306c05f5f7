// strlen of a 4-byte symbolic buffer whose last byte is forced to 0: the
// length is 0, 1, 2 or 3, one path each (the model stops at the first 0,
// and the loop below would fork on n anyway).
// EXIT: 0
// COMPLETE: true
// PATHS: 4
// OUTCOMES: exit:0=1 exit:1=1 exit:2=1 exit:3=1
#include "symx.h"
#include <assert.h>
#include <string.h>

int main(void) {
  char s[4];
  symx_make_symbolic(s, sizeof s, "s");
  s[3] = 0;
  size_t n = strlen(s);
  assert(n < 4);
  assert(s[n] == 0);
  for (size_t i = 0; i < n; i++)
    assert(s[i] != 0);
  return (int)n;
}
