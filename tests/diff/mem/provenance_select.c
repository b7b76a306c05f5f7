// provenance_select: a tokenizer in the style of small expression evaluators
// (numbers through strtod, names looked up by binary search in a table of
// strings). strtod's end pointer comes back as an expression of the input,
// and the name's length as a difference of such pointers, so the address
// of names[mid][len] is a constant that lies just before another object
// plus a symbolic offset. symx once took that constant for the pointer's
// object and reported an out-of-bounds read that the native program never
// makes (found on tinyexpr); a constant outside every object is no base.
// DOMAIN: in=bytes('0','e','+','s',0)
// EXPECT: exit:0 exit:1 exit:4 exit:5
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static const char *const names[] = {"abs", "cos", "e", "exp", "ln", "pi", "sin"};

static int lookup(const char *name, int len) {
  int lo = 0, hi = (int)(sizeof names / sizeof names[0]) - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int c = strncmp(name, names[mid], (size_t)len);
    if (!c) c = '\0' - names[mid][len];
    if (c == 0) return mid;
    if (c > 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

int main(void) {
  char in[5];
  symx_make_symbolic(in, 4, "in");
  for (int i = 0; i < 4; i++)
    symx_assume(in[i] == '0' || in[i] == 'e' || in[i] == '+' || in[i] == 's' || in[i] == 0);
  in[4] = 0;
  const char *p = in;
  int found = 0, numbers = 0;
  while (*p) {
    if (isdigit((unsigned char)*p)) {
      char *end;
      strtod(p, &end);
      p = end;
      numbers++;
    } else if (isalpha((unsigned char)*p)) {
      const char *start = p;
      while (isalpha((unsigned char)*p)) p++;
      if (lookup(start, (int)(p - start)) >= 0) found++;
    } else {
      p++;
    }
  }
  return found * 4 + numbers;
}
