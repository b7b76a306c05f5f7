/* wstring.c — <wchar.h>'s string functions: the wide counterparts of
 * string.c's, as plain loops over 32-bit wide characters (wchar_t is int
 * under LP64 and ILP32). Comparisons take the characters as signed ints and
 * return -1, 0 or 1, as glibc's do; wcscoll and wcsxfrm are wcscmp and a
 * copy, as in the C locale. tests/models checks them against glibc. */
#include <stddef.h>

#define SYMX_MODEL __attribute__((weak))

typedef int symx_wchar;

void *malloc(size_t size);

SYMX_MODEL size_t wcslen(const symx_wchar *s) {
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

SYMX_MODEL size_t wcsnlen(const symx_wchar *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

static int symx_wcmp(symx_wchar a, symx_wchar b) { return a < b ? -1 : a > b; }

SYMX_MODEL int wcscmp(const symx_wchar *a, const symx_wchar *b) {
  size_t i = 0;
  while (a[i] && a[i] == b[i])
    i++;
  return symx_wcmp(a[i], b[i]);
}

SYMX_MODEL int wcsncmp(const symx_wchar *a, const symx_wchar *b, size_t n) {
  size_t i = 0;
  if (n == 0)
    return 0;
  while (i + 1 < n && a[i] && a[i] == b[i])
    i++;
  return symx_wcmp(a[i], b[i]);
}

SYMX_MODEL int wcscoll(const symx_wchar *a, const symx_wchar *b) { return wcscmp(a, b); }

SYMX_MODEL symx_wchar *wcpcpy(symx_wchar *d, const symx_wchar *s) {
  while ((*d = *s))
    d++, s++;
  return d;
}

SYMX_MODEL symx_wchar *wcscpy(symx_wchar *d, const symx_wchar *s) {
  wcpcpy(d, s);
  return d;
}

/* Copies at most n characters and pads with NULs to n, as strncpy. */
SYMX_MODEL symx_wchar *wcsncpy(symx_wchar *d, const symx_wchar *s, size_t n) {
  size_t i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

SYMX_MODEL symx_wchar *wcscat(symx_wchar *d, const symx_wchar *s) {
  wcpcpy(d + wcslen(d), s);
  return d;
}

SYMX_MODEL symx_wchar *wcsncat(symx_wchar *d, const symx_wchar *s, size_t n) {
  symx_wchar *e = d + wcslen(d);
  size_t i = 0;
  for (; i < n && s[i]; i++)
    e[i] = s[i];
  e[i] = 0;
  return d;
}

/* The C locale's: the first n characters of s and its NUL are copied, even
 * when they do not all fit (as glibc does). */
SYMX_MODEL size_t wcsxfrm(symx_wchar *d, const symx_wchar *s, size_t n) {
  size_t len = wcslen(s);
  for (size_t i = 0; i < n && i <= len; i++)
    d[i] = s[i];
  return len;
}

SYMX_MODEL symx_wchar *wcschr(const symx_wchar *s, symx_wchar c) {
  for (;; s++) {
    if (*s == c)
      return (symx_wchar *)s;
    if (!*s)
      return NULL;
  }
}

SYMX_MODEL symx_wchar *wcsrchr(const symx_wchar *s, symx_wchar c) {
  const symx_wchar *last = NULL;
  for (;; s++) {
    if (*s == c)
      last = s;
    if (!*s)
      return (symx_wchar *)last;
  }
}

/* Whether c is among the characters of set (its NUL excluded). */
static int symx_w_in(symx_wchar c, const symx_wchar *set) {
  for (; *set; set++)
    if (*set == c)
      return 1;
  return 0;
}

SYMX_MODEL size_t wcsspn(const symx_wchar *s, const symx_wchar *accept) {
  size_t n = 0;
  while (s[n] && symx_w_in(s[n], accept))
    n++;
  return n;
}

SYMX_MODEL size_t wcscspn(const symx_wchar *s, const symx_wchar *reject) {
  size_t n = 0;
  while (s[n] && !symx_w_in(s[n], reject))
    n++;
  return n;
}

SYMX_MODEL symx_wchar *wcspbrk(const symx_wchar *s, const symx_wchar *accept) {
  s += wcscspn(s, accept);
  return *s ? (symx_wchar *)s : NULL;
}

SYMX_MODEL symx_wchar *wcsstr(const symx_wchar *h, const symx_wchar *n) {
  for (;; h++) {
    size_t i = 0;
    while (n[i] && h[i] == n[i])
      i++;
    if (!n[i])
      return (symx_wchar *)h;
    if (!*h)
      return NULL;
  }
}

SYMX_MODEL symx_wchar *wcstok(symx_wchar *s, const symx_wchar *delim, symx_wchar **save) {
  if (!s)
    s = *save;
  s += wcsspn(s, delim);
  if (!*s) {
    *save = s;
    return NULL;
  }
  symx_wchar *end = s + wcscspn(s, delim);
  if (*end)
    *end++ = 0;
  *save = end;
  return s;
}

SYMX_MODEL symx_wchar *wcsdup(const symx_wchar *s) {
  size_t n = wcslen(s) + 1;
  symx_wchar *d = malloc(n * sizeof *d);
  if (d)
    wcpcpy(d, s);
  return d;
}

SYMX_MODEL symx_wchar *wmemchr(const symx_wchar *s, symx_wchar c, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (s[i] == c)
      return (symx_wchar *)(s + i);
  return NULL;
}

SYMX_MODEL int wmemcmp(const symx_wchar *a, const symx_wchar *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return symx_wcmp(a[i], b[i]);
  return 0;
}

SYMX_MODEL symx_wchar *wmemset(symx_wchar *d, symx_wchar c, size_t n) {
  for (size_t i = 0; i < n; i++)
    d[i] = c;
  return d;
}

SYMX_MODEL symx_wchar *wmemcpy(symx_wchar *d, const symx_wchar *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
  return d;
}

SYMX_MODEL symx_wchar *wmempcpy(symx_wchar *d, const symx_wchar *s, size_t n) { return wmemcpy(d, s, n) + n; }

SYMX_MODEL symx_wchar *wmemmove(symx_wchar *d, const symx_wchar *s, size_t n) {
  if (d < s || d >= s + n)
    return wmemcpy(d, s, n);
  for (size_t i = n; i-- > 0;)
    d[i] = s[i];
  return d;
}
