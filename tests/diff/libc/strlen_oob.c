// strlen_oob: strlen of a buffer that may lack its terminator reads past
// the end (the error is reported at the call in the program).
// DOMAIN: s=bytes(0,'x')
// EXPECT: error:out-of-bounds exit:0 exit:1
#include <string.h>
#include "symx.h"

static size_t measure(const char *p) {
  return strlen(p);
}

int main(void) {
  char *s = (char[3]){0};
  symx_make_symbolic(s, 3, "s");
  if (measure(s) > 1)
    return 1;
  return 0;
}
