/* strtol.c — <stdlib.h>'s integer conversions (strtol, strtoul, strtoll,
 * strtoull, atoi, atol, atoll) for programs under symx, and for programs
 * built by symx cc, which links them with the string models (src/cc/cc.c).
 *
 * Plain byte loops, executed symbolically by the engine: every branch is a
 * decision on the data. Behaviour follows glibc (2.36): leading white space,
 * optional sign, base 0 (prefix decides), 2..36, optional 0x/0X for base 16,
 * "0x" without a hex digit parses as 0 with *endptr at the 'x', no digits
 * leaves *endptr = nptr, overflow saturates and sets errno to ERANGE, an
 * invalid base sets errno to EINVAL and returns 0 without touching *endptr.
 * errno is the C library's (__errno_location: stdlib.c's under symx run). */
#include <limits.h>
#include <stddef.h>

/* Models are weak so that a program defining a function of the same name
 * overrides the model instead of clashing with it. */
#define SYMX_MODEL __attribute__((weak))

/* The values of glibc's <errno.h> on Linux. */
#define SYMX_EINVAL 22
#define SYMX_ERANGE 34

int *__errno_location(void);

static int symx_isspace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* The value of the digit c, or 36 if c is not a digit in any base. */
static int symx_digit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 36;
}

/* The result types of the strto* family. */
enum { SYMX_LONG, SYMX_ULONG, SYMX_LLONG, SYMX_ULLONG };

/* strtol, strtoul, strtoll and strtoull in one: parses the number at nptr,
 * sets *endptr (if endptr is not NULL), and clamps to the range of the result
 * type KIND (returned as the bits of an unsigned long long, which the callers
 * convert back), setting errno to ERANGE on overflow. */
static unsigned long long symx_strto(const char *nptr, char **endptr, int base, int kind) {
  const char *s = nptr;
  unsigned long long acc = 0, cutoff, max_mag;
  int cutlim, d, any = 0, neg = 0, overflow = 0;

  if (base < 0 || base == 1 || base > 36) {
    *__errno_location() = SYMX_EINVAL;
    return 0;
  }
  while (symx_isspace(*s))
    s++;
  if (*s == '-') {
    neg = 1;
    s++;
  } else if (*s == '+') {
    s++;
  }
  if ((base == 0 || base == 16) && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    if (symx_digit(s[2]) < 16) {
      s += 2;
      base = 16;
    } else {
      /* "0x" with no hex digit after it: the number is the "0". */
      if (endptr != NULL)
        *endptr = (char *)(s + 1);
      return 0;
    }
  } else if (base == 0) {
    base = s[0] == '0' ? 8 : 10;
  }
  cutoff = ULLONG_MAX / (unsigned)base;
  cutlim = (int)(ULLONG_MAX % (unsigned)base);
  for (;; s++) {
    d = symx_digit(*s);
    if (d >= base)
      break;
    any = 1;
    if (overflow)
      continue;
    if (acc > cutoff || (acc == cutoff && d > cutlim)) {
      overflow = 1;
      continue;
    }
    acc = acc * (unsigned)base + (unsigned)d;
  }
  if (endptr != NULL)
    *endptr = (char *)(any ? s : nptr);

  /* The largest magnitude the result type can hold with this sign. */
  if (kind == SYMX_LONG)
    max_mag = neg ? (unsigned long long)LONG_MAX + 1 : (unsigned long long)LONG_MAX;
  else if (kind == SYMX_LLONG)
    max_mag = neg ? (unsigned long long)LLONG_MAX + 1 : (unsigned long long)LLONG_MAX;
  else if (kind == SYMX_ULONG)
    max_mag = ULONG_MAX;
  else
    max_mag = ULLONG_MAX;
  if (overflow || acc > max_mag) {
    *__errno_location() = SYMX_ERANGE;
    if (kind == SYMX_LONG || kind == SYMX_LLONG)
      return neg ? 0ULL - max_mag : max_mag; /* the minimum or the maximum */
    return max_mag;
  }
  return neg ? 0ULL - acc : acc;
}

/* The conversions from unsigned to signed below are modulo 2^N in clang. */
SYMX_MODEL long strtol(const char *nptr, char **endptr, int base) {
  return (long)symx_strto(nptr, endptr, base, SYMX_LONG);
}

SYMX_MODEL unsigned long strtoul(const char *nptr, char **endptr, int base) {
  return (unsigned long)symx_strto(nptr, endptr, base, SYMX_ULONG);
}

SYMX_MODEL long long strtoll(const char *nptr, char **endptr, int base) {
  return (long long)symx_strto(nptr, endptr, base, SYMX_LLONG);
}

SYMX_MODEL unsigned long long strtoull(const char *nptr, char **endptr, int base) {
  return symx_strto(nptr, endptr, base, SYMX_ULLONG);
}

/* glibc's atoi/atol/atoll are strtol/strtoll with base 10 (errno included). */
SYMX_MODEL int atoi(const char *nptr) { return (int)strtol(nptr, NULL, 10); }
SYMX_MODEL long atol(const char *nptr) { return strtol(nptr, NULL, 10); }
SYMX_MODEL long long atoll(const char *nptr) { return strtoll(nptr, NULL, 10); }
