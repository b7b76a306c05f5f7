// ctype classification and case mapping on a symbolic unsigned char, checked
// against the C locale's definitions.  Outcomes: digit (1), upper (2),
// lower (3), space (4), other (0).
// EXIT: 0
// COMPLETE: true
// OUTCOMES-SEEN: exit:0 exit:1 exit:2 exit:3 exit:4
#include "symx.h"
#include <assert.h>
#include <ctype.h>

int main(void) {
  unsigned char c;
  symx_make_symbolic(&c, 1, "c");
  int in_digit = c >= '0' & c <= '9';
  int in_upper = c >= 'A' & c <= 'Z';
  int in_lower = c >= 'a' & c <= 'z';
  int in_space = (c == ' ') | (c >= '\t' & c <= '\r');
  assert(!isdigit(c) == !in_digit);
  assert(!isupper(c) == !in_upper);
  assert(!islower(c) == !in_lower);
  assert(!isalpha(c) == !(in_upper | in_lower));
  assert(!isalnum(c) == !(in_upper | in_lower | in_digit));
  assert(!isspace(c) == !in_space);
  assert(!isxdigit(c) == !(in_digit | (c >= 'a' & c <= 'f') | (c >= 'A' & c <= 'F')));
  assert(toupper(c) == (in_lower ? c - 32 : c));
  assert(tolower(c) == (in_upper ? c + 32 : c));
  if (isdigit(c)) return 1;
  if (isupper(c)) return 2;
  if (islower(c)) return 3;
  if (isspace(c)) return 4;
  return 0;
}
