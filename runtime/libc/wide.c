/* wide.c — wide characters in the C locale, the only locale symx models
 * (locale.c).
 *
 * glibc's C locale is ASCII: a multibyte character is one byte below 0x80,
 * and its wide character is that byte's value. A byte of 0x80 or more is an
 * invalid sequence (the result (size_t)-1 or -1, errno EILSEQ), and a wide
 * character of 0x80 or more has no multibyte form. There is no shift state:
 * an mbstate_t is never changed and mbsinit is always true. The isw*
 * classes hold for ASCII characters only, and each returns the one nonzero
 * value glibc's C locale gives (iswalpha 0x400, iswdigit 1, ...); towupper
 * and towlower map ASCII letters only. wchar_t is a 32-bit int under LP64
 * and ILP32 alike; the wcs* and wmem* functions compare wide characters as
 * signed ints and return -1, 0 or 1, as glibc does. tests/models checks
 * every function against glibc. */
#include <stddef.h>
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

typedef int symx_wchar;
typedef unsigned symx_wint;
typedef struct { int count; unsigned value; } symx_mbstate; /* glibc's layout; never changed */

enum { SYMX_EILSEQ = 84 };
#define SYMX_WEOF 0xFFFFFFFFu
#define SYMX_MB_BAD ((size_t)-1)

int *__errno_location(void);
void *malloc(size_t size);

static size_t symx_mb_bad(void) {
  *__errno_location() = SYMX_EILSEQ;
  return SYMX_MB_BAD;
}

/* ---- one character ---------------------------------------------------------------- */

/* mbrtowc's core: the character at s (n bytes available) into *pwc. */
static size_t symx_mb_one(symx_wchar *pwc, const char *s, size_t n) {
  if (n == 0)
    return (size_t)-2; /* incomplete: nothing to read */
  unsigned char c = (unsigned char)*s;
  if (c >= 0x80)
    return symx_mb_bad();
  if (pwc)
    *pwc = c;
  return c != 0;
}

SYMX_MODEL size_t mbrtowc(symx_wchar *pwc, const char *s, size_t n, symx_mbstate *ps) {
  (void)ps;
  if (!s)
    return 0;
  return symx_mb_one(pwc, s, n);
}

SYMX_MODEL size_t mbrlen(const char *s, size_t n, symx_mbstate *ps) { return mbrtowc(NULL, s, n, ps); }

SYMX_MODEL int mbtowc(symx_wchar *pwc, const char *s, size_t n) {
  if (!s)
    return 0; /* no state-dependent encoding */
  if (*s == 0) { /* glibc looks at the byte even when n is 0 */
    if (pwc)
      *pwc = 0;
    return 0;
  }
  size_t r = symx_mb_one(pwc, s, n);
  return r == (size_t)-2 ? -1 : (int)r;
}

SYMX_MODEL int mblen(const char *s, size_t n) { return mbtowc(NULL, s, n); }

SYMX_MODEL int mbsinit(const symx_mbstate *ps) {
  (void)ps;
  return 1;
}

SYMX_MODEL size_t wcrtomb(char *s, symx_wchar wc, symx_mbstate *ps) {
  (void)ps;
  if (!s)
    return 1; /* the reset sequence: one NUL */
  if ((unsigned)wc >= 0x80)
    return symx_mb_bad();
  *s = (char)wc;
  return 1;
}

SYMX_MODEL int wctomb(char *s, symx_wchar wc) {
  if (!s)
    return 0;
  return (int)wcrtomb(s, wc, NULL);
}

SYMX_MODEL symx_wint btowc(int c) { return c >= 0 && c < 0x80 ? (symx_wint)c : SYMX_WEOF; }

SYMX_MODEL int wctob(symx_wint wc) { return wc < 0x80 ? (int)wc : -1; }

/* ---- strings of characters ---------------------------------------------------------- */

/* mbstowcs: converts until a NUL (stored, not counted) or n wide characters. */
SYMX_MODEL size_t mbstowcs(symx_wchar *dst, const char *src, size_t n) {
  size_t i = 0;
  for (;; i++) {
    if (dst && i == n)
      return i;
    unsigned char c = (unsigned char)src[i];
    if (c >= 0x80)
      return symx_mb_bad();
    if (dst)
      dst[i] = c;
    if (c == 0)
      return i;
  }
}

SYMX_MODEL size_t wcstombs(char *dst, const symx_wchar *src, size_t n) {
  size_t i = 0;
  for (;; i++) {
    if (dst && i == n)
      return i;
    if ((unsigned)src[i] >= 0x80)
      return symx_mb_bad();
    if (dst)
      dst[i] = (char)src[i];
    if (src[i] == 0)
      return i;
  }
}

/* ---- classes and case ---------------------------------------------------------------- */

static int symx_w_upper(symx_wint c) { return c >= 'A' && c <= 'Z'; }
static int symx_w_lower(symx_wint c) { return c >= 'a' && c <= 'z'; }
static int symx_w_digit(symx_wint c) { return c >= '0' && c <= '9'; }
static int symx_w_alpha(symx_wint c) { return symx_w_upper(c) || symx_w_lower(c); }
static int symx_w_graph(symx_wint c) { return c > ' ' && c < 0x7f; }

SYMX_MODEL int iswupper(symx_wint c) { return symx_w_upper(c) ? 0x100 : 0; }
SYMX_MODEL int iswlower(symx_wint c) { return symx_w_lower(c) ? 0x200 : 0; }
SYMX_MODEL int iswalpha(symx_wint c) { return symx_w_alpha(c) ? 0x400 : 0; }
SYMX_MODEL int iswdigit(symx_wint c) { return symx_w_digit(c); }
SYMX_MODEL int iswalnum(symx_wint c) { return symx_w_alpha(c) || symx_w_digit(c) ? 8 : 0; }
SYMX_MODEL int iswxdigit(symx_wint c) {
  return symx_w_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') ? 0x1000 : 0;
}
SYMX_MODEL int iswspace(symx_wint c) { return c == ' ' || (c >= '\t' && c <= '\r') ? 0x2000 : 0; }
SYMX_MODEL int iswblank(symx_wint c) { return c == ' ' || c == '\t'; }
SYMX_MODEL int iswcntrl(symx_wint c) { return c < ' ' || c == 0x7f ? 2 : 0; }
SYMX_MODEL int iswgraph(symx_wint c) { return symx_w_graph(c) ? 0x8000 : 0; }
SYMX_MODEL int iswprint(symx_wint c) { return symx_w_graph(c) || c == ' ' ? 0x4000 : 0; }
SYMX_MODEL int iswpunct(symx_wint c) {
  return symx_w_graph(c) && !symx_w_alpha(c) && !symx_w_digit(c) ? 4 : 0;
}
SYMX_MODEL symx_wint towupper(symx_wint c) { return symx_w_lower(c) ? c - 32 : c; }
SYMX_MODEL symx_wint towlower(symx_wint c) { return symx_w_upper(c) ? c + 32 : c; }

/* wctype's descriptors are 1..12 in the order of these names (glibc's are
 * pointers: a program can only hand them back to iswctype). */
static const char *const symx_w_classes[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                             "lower", "print", "punct", "space", "upper", "xdigit"};

static int symx_w_same(const char *a, const char *b) {
  while (*a && *a == *b)
    a++, b++;
  return *a == *b;
}

SYMX_MODEL unsigned long wctype(const char *name) {
  for (unsigned long i = 0; i < sizeof symx_w_classes / sizeof symx_w_classes[0]; i++)
    if (symx_w_same(name, symx_w_classes[i]))
      return i + 1;
  return 0;
}

SYMX_MODEL int iswctype(symx_wint c, unsigned long desc) {
  int (*const is[])(symx_wint) = {iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph,
                                  iswlower, iswprint, iswpunct, iswspace, iswupper, iswxdigit};
  if (desc == 0 || desc > sizeof is / sizeof is[0])
    return 0;
  return is[desc - 1](c) != 0;
}

/* wctrans: 1 for "toupper", 2 for "tolower", 0 otherwise. */
SYMX_MODEL unsigned long wctrans(const char *name) {
  return symx_w_same(name, "toupper") ? 1 : symx_w_same(name, "tolower") ? 2 : 0;
}

SYMX_MODEL symx_wint towctrans(symx_wint c, unsigned long desc) {
  return desc == 1 ? towupper(c) : desc == 2 ? towlower(c) : c;
}
