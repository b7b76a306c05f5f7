#include <string.h>
#include "symx.h"
#include "ini.h"
#ifndef INPUT_BYTES /* bench/parsers.py may give another size */
#define INPUT_BYTES 10
#endif
static int handler(void *user, const char *section, const char *name, const char *value) {
  int *n = user;
  (*n)++;
  if (!strcmp(section, "a") && !strcmp(name, "k")) return 0;
  return 1;
}
int main(void) {
  char in[INPUT_BYTES + 1];
  symx_make_symbolic(in, INPUT_BYTES, "ini");
  in[INPUT_BYTES] = 0;
  int n = 0;
  int r = ini_parse_string(in, handler, &n);
  if (r < 0) return 9;
  if (r > 0) return 1;
  return n > 1 ? 2 : 0;
}
