/* Each character reaches its comparison only as the low byte of a pointer:
 * stored into a union beside a pointer member, passed with its struct by
 * value (clang passes the union as a `ptr`), and read back as a char (as
 * tiny-regex-c's regex_t does). symx fuzz must find the abort from the
 * all-zero input, which it can only if the pointer's bits keep their
 * shadows through the load, the call and the store. */
#include <stdlib.h>
#include "symx.h"
typedef struct {
  unsigned char type;
  union {
    unsigned char ch;
    const char *text;
  } u;
} item;
static item items[4];
static int same(item it, char c) { return it.type == 7 && it.u.ch == c; }
int main(void) {
  unsigned char in[3];
  symx_make_symbolic(in, sizeof in, "in");
  items[3].type = 1;
  items[3].u.text = "not a char";
  for (int i = 0; i < 3; i++) {
    items[i].type = 7;
    items[i].u.ch = in[i];
  }
  if (same(items[0], 'r') && same(items[1], 'e') && same(items[2], 'x')) abort();
  return items[3].u.text[0] == 'n' ? 0 : 3;
}
