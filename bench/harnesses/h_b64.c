#include <string.h>
#include "symx.h"
#include "base64.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 8
#endif
int main(void) {
  unsigned char in[INPUT_BYTES], out[INPUT_BYTES], back[(INPUT_BYTES + 2) / 3 * 4];
  symx_make_symbolic(in, sizeof in, "b64");
  unsigned n = b64_decode(in, sizeof in, out);
  if (n > sizeof out) return 9;
  unsigned m = b64_encode(out, n, back);
  if (m == sizeof in && memcmp(in, back, m) == 0) return 1;
  return 0;
}
