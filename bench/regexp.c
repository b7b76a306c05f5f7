/* regexp.c — many short paths over symbolic bytes: a small regular-expression
 * matcher ('^' anchors at the start, '$' at the end, '.' matches any char,
 * 'c*' matches zero or more c) run with a 7-byte symbolic pattern whose last
 * byte is forced to 0, against the fixed text "hello".  Every path ends
 * normally (no memory errors: the pattern is always terminated).
 * KLEE 3.2 (plain -O0 bitcode): 5,895 completed paths. */
// Pinned by the system tests (make test); KLEE 3.2 finds the same 6012
// paths when its CFG simplification does not merge match_star's && (bench/README.md).
// EXIT: 0
// COMPLETE: true
// PATHS: 6012
// OUTCOMES: exit:0=5563 exit:1=449
#include <klee/klee.h>

#define PATTERN_LEN 7

static int match_here(const char *re, const char *text);

/* c* followed by re, at text: try re after 0, 1, 2, ... copies of c. */
static int match_star(int c, const char *re, const char *text) {
  for (;;) {
    if (match_here(re, text))
      return 1;
    if (*text == '\0')
      return 0;
    if (*text != c && c != '.')
      return 0;
    text++;
  }
}

/* re at the beginning of text.  An exhausted pattern counts as a failure
 * here, as in the harness behind the published KLEE figure (5,895 paths); the
 * textbook answer (return 1) stops exploring earlier and gives 3,341 paths
 * with KLEE 3.2.  Build with -DTEXTBOOK_EMPTY_MATCH for the textbook form. */
static int match_here(const char *re, const char *text) {
  if (re[0] == '\0')
#ifdef TEXTBOOK_EMPTY_MATCH
    return 1;
#else
    return 0;
#endif
  if (re[1] == '*')
    return match_star(re[0], re + 2, text);
  if (re[0] == '$' && re[1] == '\0')
    return *text == '\0';
  if (*text != '\0' && (re[0] == '.' || re[0] == *text))
    return match_here(re + 1, text + 1);
  return 0;
}

/* re anywhere in text. */
static int match(const char *re, const char *text) {
  if (re[0] == '^')
    return match_here(re + 1, text);
  do {
    if (match_here(re, text))
      return 1;
  } while (*text++ != '\0');
  return 0;
}

int main(void) {
  char re[PATTERN_LEN];
  klee_make_symbolic(re, sizeof re, "re");
  re[PATTERN_LEN - 1] = '\0';
  return match(re, "hello");
}
