#include <stdlib.h>
#include "symx.h"
#include "utf8proc.h"
/* UTF-8 decoding, normalisation (NFKC with case folding) and grapheme
 * segmentation of 8 bytes */
int main(void) {
  unsigned char in[9];
  symx_make_symbolic(in, 8, "text");
  in[8] = 0;
  utf8proc_int32_t c, prev = -1, state = 0;
  utf8proc_ssize_t at = 0, n;
  int graphemes = 0;
  while (at < 8 && in[at] && (n = utf8proc_iterate(in + at, 8 - at, &c)) > 0) {
    if (prev < 0 || utf8proc_grapheme_break_stateful(prev, c, &state)) graphemes++;
    prev = c;
    at += n;
  }
  if (at < 8 && in[at]) return 1; /* not UTF-8 */
  utf8proc_uint8_t *folded = utf8proc_NFKC_Casefold(in);
  if (!folded) return 1;
  int r = graphemes > 2 ? 3 : folded[0] != in[0] ? 2 : 0;
  free(folded);
  return r;
}
