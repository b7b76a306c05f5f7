/* test_wide.c — wide characters (runtime/libc/wide.c, wstring.c), strverscmp
 * and strxfrm (string.c) against glibc, in the C locale the test runs in.
 * Comparison functions are compared by sign. */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <wctype.h>
#include "models_check.h"

size_t model_mbrtowc(wchar_t *, const char *, size_t, mbstate_t *);
size_t model_mbrlen(const char *, size_t, mbstate_t *);
int model_mbtowc(wchar_t *, const char *, size_t);
int model_mblen(const char *, size_t);
int model_mbsinit(const mbstate_t *);
size_t model_wcrtomb(char *, wchar_t, mbstate_t *);
int model_wctomb(char *, wchar_t);
wint_t model_btowc(int);
int model_wctob(wint_t);
size_t model_mbstowcs(wchar_t *, const char *, size_t);
size_t model_wcstombs(char *, const wchar_t *, size_t);
int model_iswalnum(wint_t), model_iswalpha(wint_t), model_iswblank(wint_t), model_iswcntrl(wint_t);
int model_iswdigit(wint_t), model_iswgraph(wint_t), model_iswlower(wint_t), model_iswprint(wint_t);
int model_iswpunct(wint_t), model_iswspace(wint_t), model_iswupper(wint_t), model_iswxdigit(wint_t);
wint_t model_towupper(wint_t), model_towlower(wint_t);
unsigned long model_wctype(const char *);
int model_iswctype(wint_t, unsigned long);
unsigned long model_wctrans(const char *);
wint_t model_towctrans(wint_t, unsigned long);
size_t model_wcslen(const wchar_t *), model_wcsnlen(const wchar_t *, size_t);
int model_wcscmp(const wchar_t *, const wchar_t *), model_wcsncmp(const wchar_t *, const wchar_t *, size_t);
int model_wcscoll(const wchar_t *, const wchar_t *);
wchar_t *model_wcscpy(wchar_t *, const wchar_t *), *model_wcpcpy(wchar_t *, const wchar_t *);
wchar_t *model_wcsncpy(wchar_t *, const wchar_t *, size_t), *model_wcscat(wchar_t *, const wchar_t *);
wchar_t *model_wcsncat(wchar_t *, const wchar_t *, size_t);
size_t model_wcsxfrm(wchar_t *, const wchar_t *, size_t);
wchar_t *model_wcschr(const wchar_t *, wchar_t), *model_wcsrchr(const wchar_t *, wchar_t);
size_t model_wcsspn(const wchar_t *, const wchar_t *), model_wcscspn(const wchar_t *, const wchar_t *);
wchar_t *model_wcspbrk(const wchar_t *, const wchar_t *), *model_wcsstr(const wchar_t *, const wchar_t *);
wchar_t *model_wcstok(wchar_t *, const wchar_t *, wchar_t **), *model_wcsdup(const wchar_t *);
wchar_t *model_wmemchr(const wchar_t *, wchar_t, size_t);
int model_wmemcmp(const wchar_t *, const wchar_t *, size_t);
wchar_t *model_wmemset(wchar_t *, wchar_t, size_t), *model_wmemcpy(wchar_t *, const wchar_t *, size_t);
wchar_t *model_wmempcpy(wchar_t *, const wchar_t *, size_t), *model_wmemmove(wchar_t *, const wchar_t *, size_t);
int model_strverscmp(const char *, const char *);
size_t model_strxfrm(char *, const char *, size_t);

static int sign(long v) { return (v > 0) - (v < 0); }

/* mbrtowc & co on every byte, with 0..2 bytes available. */
static void test_mb_bytes(void) {
  for (int c = 0; c < 256; c++) {
    char s[2] = {(char)c, 0};
    for (size_t n = 0; n <= 2; n++) {
      wchar_t gw = 77, mw = 77;
      mbstate_t st;
      memset(&st, 0, sizeof st);
      errno = 0, model_errno = 0;
      size_t g = mbrtowc(&gw, s, n, &st), m = model_mbrtowc(&mw, s, n, &st);
      check(g == m && gw == mw && (g != (size_t)-1 || model_errno == EILSEQ), "mbrtowc(%#x, %zu): glibc %zd model %zd",
            c, n, g, m);
      check(mbrlen(s, n, &st) == model_mbrlen(s, n, &st), "mbrlen(%#x, %zu)", c, n);
      check(mbtowc(&gw, s, n) == model_mbtowc(&mw, s, n) && gw == mw, "mbtowc(%#x, %zu)", c, n);
      check(mblen(s, n) == model_mblen(s, n), "mblen(%#x, %zu): glibc %d model %d", c, n, mblen(s, n),
            model_mblen(s, n));
    }
    check(btowc(c) == model_btowc(c), "btowc(%#x)", c);
  }
  mbstate_t st;
  memset(&st, 0, sizeof st);
  check(mbrtowc(NULL, NULL, 0, &st) == model_mbrtowc(NULL, NULL, 0, &st), "mbrtowc(NULL, NULL)");
  check(mbtowc(NULL, NULL, 0) == model_mbtowc(NULL, NULL, 0), "mbtowc(NULL, NULL)");
  check(wctomb(NULL, 0) == model_wctomb(NULL, 0), "wctomb(NULL)");
  check(mbsinit(&st) == model_mbsinit(&st) && mbsinit(NULL) == model_mbsinit(NULL), "mbsinit");
  check(btowc(EOF) == model_btowc(EOF), "btowc(EOF)");
}

static const wint_t wide_values[] = {0,      1,      '\t',   ' ',        '0',        'A',       'a',        'z',
                                     '~',    0x7f,   0x80,   0xe9,       0xff,       0x100,     0x3b1,      0xdf80,
                                     0xffff, 0x10000, 0x10ffff, 0x110000, 0x7fffffff, 0x80000000u, 0xfffffffeu, WEOF};

/* wcrtomb, wctob and the classes on every ASCII value and some beyond. */
static void test_wc_values(void) {
  int (*const gis[])(wint_t) = {iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph,
                                iswlower, iswprint, iswpunct, iswspace, iswupper, iswxdigit};
  int (*const mis[])(wint_t) = {model_iswalnum, model_iswalpha, model_iswblank, model_iswcntrl,
                                model_iswdigit, model_iswgraph, model_iswlower, model_iswprint,
                                model_iswpunct, model_iswspace, model_iswupper, model_iswxdigit};
  static const char *const names[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                      "lower", "print", "punct", "space", "upper", "xdigit"};
  size_t nv = sizeof wide_values / sizeof wide_values[0];
  for (size_t k = 0; k < 0x180 + nv; k++) {
    wint_t w = k < 0x180 ? (wint_t)k : wide_values[k - 0x180];
    char gb[MB_LEN_MAX], mb[MB_LEN_MAX];
    mbstate_t st;
    memset(&st, 0, sizeof st);
    model_errno = 0;
    size_t g = wcrtomb(gb, (wchar_t)w, &st), m = model_wcrtomb(mb, (wchar_t)w, &st);
    check(g == m && (g == (size_t)-1 ? model_errno == EILSEQ : gb[0] == mb[0]), "wcrtomb(%#x): glibc %zd model %zd", w, g,
          m);
    check(wctomb(gb, (wchar_t)w) == model_wctomb(mb, (wchar_t)w), "wctomb(%#x)", w);
    check(wctob(w) == model_wctob(w), "wctob(%#x)", w);
    for (size_t i = 0; i < sizeof gis / sizeof gis[0]; i++) {
      check(gis[i](w) == mis[i](w), "isw%s(%#x): glibc %d model %d", names[i], w, gis[i](w), mis[i](w));
      check(iswctype(w, wctype(names[i])) == model_iswctype(w, model_wctype(names[i])), "iswctype(%#x, %s)", w,
            names[i]);
    }
    check(towupper(w) == model_towupper(w) && towlower(w) == model_towlower(w), "towupper/towlower(%#x)", w);
    check(towctrans(w, wctrans("toupper")) == model_towctrans(w, model_wctrans("toupper")) &&
              towctrans(w, wctrans("tolower")) == model_towctrans(w, model_wctrans("tolower")),
          "towctrans(%#x)", w);
  }
  check(wctype("nothing") == 0 && model_wctype("nothing") == 0 && model_wctrans("toupperx") == 0 &&
            wctrans("toupperx") == 0,
        "wctype and wctrans of unknown names");
}

/* mbstowcs and wcstombs on strings with a bad byte or character anywhere. */
static void test_mb_strings(void) {
  static const char *const texts[] = {"", "a", "hello, world", "caf\xc3\xa9", "\x80", "ab\xff"};
  for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
    size_t len = strlen(texts[t]);
    for (size_t n = 0; n <= len + 2; n++) {
      wchar_t gw[16], mw[16];
      wmemset(gw, 7, 16), wmemset(mw, 7, 16);
      size_t g = mbstowcs(gw, texts[t], n), m = model_mbstowcs(mw, texts[t], n);
      check(g == m && wmemcmp(gw, mw, 16) == 0, "mbstowcs(\"%s\", %zu): glibc %zd model %zd", texts[t], n, g, m);
      wchar_t w[16];
      size_t k = 0;
      for (; texts[t][k]; k++)
        w[k] = (unsigned char)texts[t][k];
      w[k] = 0;
      char gb[16], mb[16];
      memset(gb, 7, 16), memset(mb, 7, 16);
      g = wcstombs(gb, w, n), m = model_wcstombs(mb, w, n);
      check(g == m && memcmp(gb, mb, 16) == 0, "wcstombs(\"%s\", %zu): glibc %zd model %zd", texts[t], n, g, m);
    }
    check(mbstowcs(NULL, texts[t], 0) == model_mbstowcs(NULL, texts[t], 0), "mbstowcs(NULL, \"%s\")", texts[t]);
  }
}

/* ---- wide strings -------------------------------------------------------------------- */

enum { WMAX = 4 };
static const wchar_t wide_alpha[] = {L'a', L'b', 0x3b1, -5, 0x7fffffff};
#define NWIDE (sizeof wide_alpha / sizeof wide_alpha[0])

/* Every wide string of up to WMAX characters of wide_alpha, into out; the count. */
static int wide_strings(wchar_t out[][WMAX + 1]) {
  int n = 0;
  for (int len = 0; len <= WMAX; len++) {
    int total = 1;
    for (int i = 0; i < len; i++) total *= (int)NWIDE;
    for (int code = 0; code < total; code++, n++) {
      int c = code;
      for (int i = 0; i < len; i++, c /= (int)NWIDE) out[n][i] = wide_alpha[c % (int)NWIDE];
      out[n][len] = 0;
    }
  }
  return n;
}

/* A heap copy of exactly the string and its NUL, so ASan sees reads past it. */
static wchar_t *wexact(const wchar_t *s) {
  size_t n = wcslen(s) + 1;
  wchar_t *d = malloc(n * sizeof *d);
  wmemcpy(d, s, n);
  return d;
}

static void check_wide_pair(const wchar_t *a0, const wchar_t *b0) {
  wchar_t *a = wexact(a0), *b = wexact(b0);
  size_t la = wcslen(a), lb = wcslen(b);
  check(sign(wcscmp(a, b)) == sign(model_wcscmp(a, b)) && sign(wcscoll(a, b)) == sign(model_wcscoll(a, b)),
        "wcscmp");
  for (size_t n = 0; n <= WMAX + 1; n++)
    check(sign(wcsncmp(a, b, n)) == sign(model_wcsncmp(a, b, n)), "wcsncmp %zu", n);
  size_t m = la < lb ? la : lb;
  check(sign(wmemcmp(a, b, m)) == sign(model_wmemcmp(a, b, m)), "wmemcmp");
  check(wcsspn(a, b) == model_wcsspn(a, b) && wcscspn(a, b) == model_wcscspn(a, b), "wcsspn/wcscspn");
  check(wcspbrk(a, b) == model_wcspbrk(a, b) && wcsstr(a, b) == model_wcsstr(a, b), "wcspbrk/wcsstr");
  wchar_t g[2 * WMAX + 2], w[2 * WMAX + 2];
  wcscpy(g, a), wcscpy(w, a);
  check(wcscmp(wcscat(g, b), model_wcscat(w, b)) == 0, "wcscat");
  for (size_t n = 0; n <= WMAX + 1; n++) {
    wmemset(g, 9, 2 * WMAX + 2), wmemset(w, 9, 2 * WMAX + 2);
    wcscpy(g, a), wcscpy(w, a);
    wcsncat(g, b, n), model_wcsncat(w, b, n);
    check(wmemcmp(g, w, 2 * WMAX + 2) == 0, "wcsncat %zu", n);
  }
  free(a), free(b);
}

static void check_wide_single(const wchar_t *s0) {
  wchar_t *s = wexact(s0);
  size_t len = wcslen(s);
  check(wcslen(s) == model_wcslen(s), "wcslen");
  for (size_t n = 0; n <= len + 1; n++) {
    check(wcsnlen(s, n) == model_wcsnlen(s, n), "wcsnlen");
    wchar_t g[WMAX + 3], m[WMAX + 3];
    wmemset(g, 9, WMAX + 3), wmemset(m, 9, WMAX + 3);
    wcsncpy(g, s, n), model_wcsncpy(m, s, n);
    check(wmemcmp(g, m, WMAX + 3) == 0, "wcsncpy %zu", n);
    wmemset(g, 9, WMAX + 3), wmemset(m, 9, WMAX + 3);
    check(wcsxfrm(g, s, n) == model_wcsxfrm(m, s, n) && wmemcmp(g, m, WMAX + 3) == 0, "wcsxfrm %zu", n);
    check(wmemchr(s, L'b', n > len ? len : n) == model_wmemchr(s, L'b', n > len ? len : n), "wmemchr");
  }
  for (size_t k = 0; k < NWIDE; k++)
    check(wcschr(s, wide_alpha[k]) == model_wcschr(s, wide_alpha[k]) &&
              wcsrchr(s, wide_alpha[k]) == model_wcsrchr(s, wide_alpha[k]),
          "wcschr/wcsrchr");
  check(wcschr(s, 0) == model_wcschr(s, 0) && wcsrchr(s, 0) == model_wcsrchr(s, 0), "wcschr(s, 0)");
  wchar_t g[WMAX + 3], m[WMAX + 3];
  check(wcpcpy(g, s) - g == model_wcpcpy(m, s) - m && wcscmp(g, m) == 0, "wcpcpy");
  check(model_wcscpy(m, s) == m && wcscmp(g, m) == 0, "wcscpy");
  wchar_t *d = model_wcsdup(s);
  check(d && wcscmp(d, s) == 0, "wcsdup");
  free(d);
  wchar_t buf[8] = {1, 2, 3, 4, 5, 6, 7, 8}, gm[8], mm[8];
  for (size_t at = 0; at < 4; at++) { /* overlapping moves both ways */
    wmemcpy(gm, buf, 8), wmemcpy(mm, buf, 8);
    wmemmove(gm + at, gm + 1, 4), model_wmemmove(mm + at, mm + 1, 4);
    check(wmemcmp(gm, mm, 8) == 0, "wmemmove to %zu", at);
  }
  check(model_wmempcpy(mm, buf, 3) == mm + 3 && model_wmemset(mm, 5, 2) == mm && mm[1] == 5, "wmempcpy, wmemset");
  free(s);
}

/* wcstok over separators at either end, runs of them, and none. */
static void test_wcstok(void) {
  static const wchar_t *const texts[] = {L"", L",", L"a", L"a,b", L",a,,b,", L"ab;c,d"};
  for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
    wchar_t g[16], m[16], *gs, *ms;
    wcscpy(g, texts[t]), wcscpy(m, texts[t]);
    wchar_t *gt = wcstok(g, L",;", &gs), *mt = model_wcstok(m, L",;", &ms);
    for (int i = 0; i < 6; i++) {
      check((gt == NULL) == (mt == NULL) && (!gt || (gt - g == mt - m && wcscmp(gt, mt) == 0)), "wcstok #%d of %ls", i,
            texts[t]);
      if (!gt || !mt) break;
      gt = wcstok(NULL, L",;", &gs), mt = model_wcstok(NULL, L",;", &ms);
    }
  }
}

static void test_wstrings(void) {
  static wchar_t strs[800][WMAX + 1];
  int n = wide_strings(strs);
  for (int i = 0; i < n; i++) {
    check_wide_single(strs[i]);
    for (int j = 0; j < n; j += 1 + (i % 3))
      check_wide_pair(strs[i], strs[j]);
  }
  test_wcstok();
}

/* ---- strverscmp and strxfrm -------------------------------------------------------- */

static const char version_alpha[] = "019a.";

void test_versions(void) {
  enum { VMAX = 4 };
  static char strs[800][VMAX + 1];
  int n = 0, na = (int)strlen(version_alpha);
  for (int len = 0; len <= VMAX; len++) {
    int total = 1;
    for (int i = 0; i < len; i++) total *= na;
    for (int code = 0; code < total; code++, n++) {
      int c = code;
      for (int i = 0; i < len; i++, c /= na) strs[n][i] = version_alpha[c % na];
      strs[n][len] = 0;
    }
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int g = strverscmp(strs[i], strs[j]), m = model_strverscmp(strs[i], strs[j]);
      check(sign(g) == sign(m), "strverscmp(\"%s\", \"%s\"): glibc %d model %d", strs[i], strs[j], g, m);
    }
  static const char *const order[] = {"000", "00", "01", "010", "09", "0", "1", "9", "10"}; /* the manual's */
  for (int i = 0; i + 1 < 9; i++)
    check(model_strverscmp(order[i], order[i + 1]) < 0, "strverscmp: %s before %s", order[i], order[i + 1]);
  for (int i = 0; i < n; i += 7) {
    size_t len = strlen(strs[i]);
    for (size_t k = 0; k <= len + 2; k++) {
      char g[VMAX + 4], m[VMAX + 4];
      memset(g, 9, sizeof g), memset(m, 9, sizeof m);
      check(strxfrm(g, strs[i], k) == model_strxfrm(m, strs[i], k) && memcmp(g, m, sizeof g) == 0, "strxfrm(\"%s\", %zu)",
            strs[i], k);
    }
  }
  test_wstrings();
}

void test_wide(void) {
  test_mb_bytes();
  test_wc_values();
  test_mb_strings();
}
