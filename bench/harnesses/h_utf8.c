#include <stdlib.h>
#include "symx.h"
#include "utf8proc.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 8
#endif
/* UTF-8 decoding, normalisation (NFKC with case folding) and grapheme
 * segmentation of INPUT_BYTES bytes */
int main(void) {
  unsigned char in[INPUT_BYTES + 1];
  symx_make_symbolic(in, INPUT_BYTES, "text");
  in[INPUT_BYTES] = 0;
  utf8proc_int32_t c, prev = -1, state = 0;
  utf8proc_ssize_t at = 0, n;
  int graphemes = 0;
  while (at < INPUT_BYTES && in[at] && (n = utf8proc_iterate(in + at, INPUT_BYTES - at, &c)) > 0) {
    if (prev < 0 || utf8proc_grapheme_break_stateful(prev, c, &state)) graphemes++;
    prev = c;
    at += n;
  }
  if (at < INPUT_BYTES && in[at]) return 1; /* not UTF-8 */
  utf8proc_uint8_t *folded = utf8proc_NFKC_Casefold(in);
  if (!folded) return 1;
  int r = graphemes > 2 ? 3 : folded[0] != in[0] ? 2 : 0;
  free(folded);
  return r;
}
