// strtok_r_more: strtok_r with two delimiters, strpbrk, memrchr and strndup
// over a symbolic string (the models in runtime/libc/string.c).
// DOMAIN: s=bytes('a',';',' ',0)
// EXPECT: exit:0
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "symx.h"

int main(void) {
  char s[5], copy[5];
  symx_make_symbolic(s, 4, "s");
  s[4] = 0;
  memcpy(copy, s, sizeof s);
  const char *p = strpbrk(s, "; ");
  const char *r = memrchr(s, ';', 4);
  int score = (p ? (int)(p - s) + 1 : 0) * 10 + (r ? (int)(r - s) + 1 : 0);
  char *save = NULL, *longest = NULL;
  int n = 0;
  for (char *t = strtok_r(copy, "; ", &save); t; t = strtok_r(NULL, "; ", &save)) {
    n++;
    if (!longest || strlen(t) > strlen(longest)) longest = t;
  }
  char *d = strndup(longest ? longest : "", 2);
  score += n * 100 + (int)strlen(d) * 1000;
  free(d);
  return score % 256;
}
