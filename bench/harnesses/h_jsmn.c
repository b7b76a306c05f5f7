#include <string.h>
#include "symx.h"
#include "jsmn.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 8
#endif
int main(void) {
  char in[INPUT_BYTES + 1];
  symx_make_symbolic(in, INPUT_BYTES, "json");
  in[INPUT_BYTES] = 0;
  jsmn_parser p;
  jsmntok_t t[4];
  jsmn_init(&p);
  int r = jsmn_parse(&p, in, strlen(in), t, 4);
  if (r < 0) return 1;
  if (r > 0 && t[0].type == JSMN_OBJECT) return 2;
  if (r > 0 && t[0].type == JSMN_STRING && t[0].end - t[0].start > 2) return 3;
  return 0;
}
