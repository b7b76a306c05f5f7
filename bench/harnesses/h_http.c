#include <stddef.h>
#include "symx.h"
#include "picohttpparser.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 18
#endif
int main(void) {
  char buf[INPUT_BYTES];
  symx_make_symbolic(buf, sizeof buf, "request");
  const char *method, *path;
  size_t mlen, plen, nh = 4;
  int minor;
  struct phr_header h[4];
  int r = phr_parse_request(buf, sizeof buf, &method, &mlen, &path, &plen, &minor, h, &nh, 0);
  if (r > 0) return nh > 0 ? 2 : 1;
  return r == -2 ? 3 : 0;
}
