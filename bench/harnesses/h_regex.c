#include "symx.h"
#include "re.h"
int main(void) {
  char pat[6];
  symx_make_symbolic(pat, 5, "pattern");
  pat[5] = 0;
  int len = 0;
  int m = re_match(pat, "ab1 x.Z", &len);
  if (m >= 0) return 1 + (len > 2);
  return 0;
}
