/* locale.c — setlocale and localeconv: the C locale only, which is what
 * every model here implements (ctype's tables, strtod's point, the
 * messages). setlocale with "" (the environment's locale) gives "C": the
 * replay runtime sets LC_ALL=C, so the native program's "" is "C" too.
 * "C" and "POSIX" give "C"; any other name ends the path as unsupported
 * (whether the machine has that locale, and what it changes, symx does not
 * know); a category outside glibc's 0..12 is NULL with EINVAL. */
#include <limits.h>
#include <locale.h>

#define SYMX_MODEL __attribute__((weak))

int *__errno_location(void);
extern void symx_setlocale_of_a_named_locale(void) __attribute__((weak));

static char c_name[] = "C";

static int is(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return *a == *b;
}

SYMX_MODEL char *setlocale(int category, const char *locale) {
  if (category < 0 || category > 12) {
    *__errno_location() = 22; /* EINVAL */
    return 0;
  }
  if (!locale || !*locale || is(locale, "C") || is(locale, "POSIX")) return c_name;
  if (symx_setlocale_of_a_named_locale) symx_setlocale_of_a_named_locale();
  return 0;
}

static char empty[] = "", point[] = ".";
static struct lconv c_lconv = {point, empty, empty, empty, empty, empty, empty, empty, empty, empty,
                               CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
                               CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX};

SYMX_MODEL struct lconv *localeconv(void) { return &c_lconv; }
