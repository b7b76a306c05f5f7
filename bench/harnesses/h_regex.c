#include "symx.h"
#include "re.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 5
#endif
int main(void) {
  char pat[INPUT_BYTES + 1];
  symx_make_symbolic(pat, INPUT_BYTES, "pattern");
  pat[INPUT_BYTES] = 0;
  int len = 0;
  int m = re_match(pat, "ab1 x.Z", &len);
  if (m >= 0) return 1 + (len > 2);
  return 0;
}
