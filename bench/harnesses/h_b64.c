#include <string.h>
#include "symx.h"
#include "base64.h"
int main(void) {
  unsigned char in[8], out[8], back[12];
  symx_make_symbolic(in, sizeof in, "b64");
  unsigned n = b64_decode(in, sizeof in, out);
  if (n > sizeof out) return 9;
  unsigned m = b64_encode(out, n, back);
  if (m == sizeof in && memcmp(in, back, m) == 0) return 1;
  return 0;
}
