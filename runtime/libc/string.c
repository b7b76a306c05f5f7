/* string.c — <string.h> models for programs under symx.
 *
 * The engine executes these like program code, on possibly symbolic bytes, so
 * they are plain byte loops: every branch is a decision on the data, and no
 * byte is read that the real function could not read (reading past the end of
 * an object is an error the engine reports). Comparisons return the difference
 * of the first differing bytes as unsigned char, like glibc's generic code.
 * memcpy, memmove and memset are engine builtins and are not defined here. */
#include <stddef.h>

/* Models are weak so that a program defining a function of the same name
 * overrides the model instead of clashing with it. */
#define SYMX_MODEL __attribute__((weak))

void *malloc(size_t size);

SYMX_MODEL size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != '\0')
    n++;
  return n;
}

SYMX_MODEL size_t strnlen(const char *s, size_t maxlen) {
  size_t n = 0;
  while (n < maxlen && s[n] != '\0')
    n++;
  return n;
}

SYMX_MODEL int strcmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  size_t i = 0;
  while (p[i] != '\0' && p[i] == q[i])
    i++;
  return (int)p[i] - (int)q[i];
}

SYMX_MODEL int strncmp(const char *a, const char *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  size_t i = 0;
  if (n == 0)
    return 0;
  while (i + 1 < n && p[i] != '\0' && p[i] == q[i])
    i++;
  return (int)p[i] - (int)q[i];
}

/* strcoll in the C locale is strcmp. */
SYMX_MODEL int strcoll(const char *a, const char *b) { return strcmp(a, b); }

/* strxfrm in the C locale: the first n bytes of s and its NUL are copied,
 * even when they do not all fit (as glibc does); the result is strlen(s). */
SYMX_MODEL size_t strxfrm(char *d, const char *s, size_t n) {
  size_t len = strlen(s);
  for (size_t i = 0; i < n && i <= len; i++)
    d[i] = s[i];
  return len;
}

/* strverscmp: as strcmp, except where the first difference falls in runs of
 * digits (the runs containing it, in both strings). A run starting with
 * '0' is a fraction (fewer leading zeros, then bytes, decide); another run
 * is an integer (the longer run is larger, then bytes decide). The state is
 * what the common prefix ends in: no run, an integer's digits, a
 * fraction's digits after its zeros, or only zeros so far. */
enum { SYMX_V_NONE, SYMX_V_INTEGER, SYMX_V_FRACTION, SYMX_V_ZEROS };

static int symx_v_digit(int c) { return c >= '0' && c <= '9'; }

/* The larger of two integer runs going on from p and q: the longer one, or
 * the first differing byte when they are as long. */
static int symx_v_longer(const unsigned char *p, const unsigned char *q) {
  size_t j = 0;
  while (symx_v_digit(p[j]) && symx_v_digit(q[j]))
    j++;
  if (symx_v_digit(p[j]))
    return 1;
  if (symx_v_digit(q[j]))
    return -1;
  return (int)p[0] - (int)q[0];
}

SYMX_MODEL int strverscmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
  int state = SYMX_V_NONE;
  size_t i = 0;
  for (; p[i] == q[i]; i++) {
    int c = p[i];
    if (c == 0)
      return 0;
    if (!symx_v_digit(c))
      state = SYMX_V_NONE;
    else if (state == SYMX_V_NONE)
      state = c == '0' ? SYMX_V_ZEROS : SYMX_V_INTEGER;
    else if (state == SYMX_V_ZEROS && c != '0')
      state = SYMX_V_FRACTION;
  }
  int diff = (int)p[i] - (int)q[i];
  int d1 = symx_v_digit(p[i]), d2 = symx_v_digit(q[i]);
  switch (state) {
  case SYMX_V_NONE: /* two integer runs start here, or no run */
    return d1 && d2 && p[i] != '0' && q[i] != '0' ? symx_v_longer(p + i, q + i) : diff;
  case SYMX_V_INTEGER: /* the run that goes on is larger */
    if (d1 != d2)
      return d1 ? 1 : -1;
    return d1 ? symx_v_longer(p + i, q + i) : diff;
  case SYMX_V_ZEROS: /* the run that goes on has more zeros or is a fraction: smaller */
    if (d1 != d2)
      return d1 ? -1 : 1;
    return diff;
  default: /* SYMX_V_FRACTION */
    return diff;
  }
}

static int symx_lower(int c) {
  if (c >= 'A' && c <= 'Z')
    return c + ('a' - 'A');
  return c;
}

SYMX_MODEL int strcasecmp(const char *a, const char *b) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  size_t i = 0;
  int d;
  for (;;) {
    d = symx_lower(p[i]) - symx_lower(q[i]);
    if (d != 0 || p[i] == '\0')
      return d;
    i++;
  }
}

SYMX_MODEL int strncasecmp(const char *a, const char *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  size_t i = 0;
  int d;
  for (; i < n; i++) {
    d = symx_lower(p[i]) - symx_lower(q[i]);
    if (d != 0 || p[i] == '\0')
      return d;
  }
  return 0;
}

SYMX_MODEL char *strcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != '\0')
    i++;
  return dst;
}

SYMX_MODEL char *stpcpy(char *dst, const char *src) {
  size_t i = 0;
  while ((dst[i] = src[i]) != '\0')
    i++;
  return dst + i;
}

/* Copies at most n bytes of src and pads dst with zeros up to n bytes. */
SYMX_MODEL char *strncpy(char *dst, const char *src, size_t n) {
  size_t i = 0;
  while (i < n && src[i] != '\0') {
    dst[i] = src[i];
    i++;
  }
  while (i < n) {
    dst[i] = '\0';
    i++;
  }
  return dst;
}

SYMX_MODEL char *stpncpy(char *dst, const char *src, size_t n) {
  size_t i = 0, end;
  while (i < n && src[i] != '\0') {
    dst[i] = src[i];
    i++;
  }
  end = i;
  while (i < n) {
    dst[i] = '\0';
    i++;
  }
  return dst + end;
}

SYMX_MODEL char *strcat(char *dst, const char *src) {
  strcpy(dst + strlen(dst), src);
  return dst;
}

/* Appends at most n bytes of src, then always a terminating zero. */
SYMX_MODEL char *strncat(char *dst, const char *src, size_t n) {
  char *d = dst + strlen(dst);
  size_t i = 0;
  while (i < n && src[i] != '\0') {
    d[i] = src[i];
    i++;
  }
  d[i] = '\0';
  return dst;
}

SYMX_MODEL char *strchr(const char *s, int c) {
  char ch = (char)c;
  size_t i = 0;
  for (;;) {
    if (s[i] == ch)
      return (char *)(s + i);
    if (s[i] == '\0')
      return NULL;
    i++;
  }
}

/* GNU: like strchr, but returns a pointer to the terminator if c is absent. */
SYMX_MODEL char *strchrnul(const char *s, int c) {
  char ch = (char)c;
  size_t i = 0;
  while (s[i] != ch && s[i] != '\0')
    i++;
  return (char *)(s + i);
}

SYMX_MODEL char *strrchr(const char *s, int c) {
  char ch = (char)c;
  const char *last = NULL;
  size_t i = 0;
  for (;;) {
    if (s[i] == ch)
      last = s + i;
    if (s[i] == '\0')
      return (char *)last;
    i++;
  }
}

SYMX_MODEL void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  unsigned char ch = (unsigned char)c;
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] == ch)
      return (void *)(p + i);
  return NULL;
}

/* GNU: the last occurrence of c in the n bytes at s. */
SYMX_MODEL void *memrchr(const void *s, int c, size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  unsigned char ch = (unsigned char)c;
  size_t i = n;
  while (i > 0) {
    i--;
    if (p[i] == ch)
      return (void *)(p + i);
  }
  return NULL;
}

SYMX_MODEL int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *p = (const unsigned char *)a;
  const unsigned char *q = (const unsigned char *)b;
  size_t i;
  for (i = 0; i < n; i++)
    if (p[i] != q[i])
      return (int)p[i] - (int)q[i];
  return 0;
}

/* Compilers may turn memcmp(...) == 0 into bcmp. */
SYMX_MODEL int bcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }

/* Naive search: never reads the haystack beyond its terminator, since a
 * mismatch at the haystack's terminator ends each comparison. */
SYMX_MODEL char *strstr(const char *haystack, const char *needle) {
  size_t i, j;
  if (needle[0] == '\0')
    return (char *)haystack;
  for (i = 0; haystack[i] != '\0'; i++) {
    j = 0;
    while (needle[j] != '\0' && haystack[i + j] == needle[j])
      j++;
    if (needle[j] == '\0')
      return (char *)(haystack + i);
  }
  return NULL;
}

static int symx_in_set(char c, const char *set) {
  size_t k = 0;
  while (set[k] != '\0') {
    if (set[k] == c)
      return 1;
    k++;
  }
  return 0;
}

SYMX_MODEL size_t strspn(const char *s, const char *accept) {
  size_t i = 0;
  while (s[i] != '\0' && symx_in_set(s[i], accept))
    i++;
  return i;
}

SYMX_MODEL size_t strcspn(const char *s, const char *reject) {
  size_t i = 0;
  while (s[i] != '\0' && !symx_in_set(s[i], reject))
    i++;
  return i;
}

SYMX_MODEL char *strpbrk(const char *s, const char *accept) {
  size_t i = 0;
  while (s[i] != '\0') {
    if (symx_in_set(s[i], accept))
      return (char *)(s + i);
    i++;
  }
  return NULL;
}

/* strtok_r: skips leading delimiters, cuts the token at the next delimiter. */
SYMX_MODEL char *strtok_r(char *s, const char *delim, char **saveptr) {
  char *tok;
  if (s == NULL)
    s = *saveptr;
  s += strspn(s, delim);
  if (*s == '\0') {
    *saveptr = s;
    return NULL;
  }
  tok = s;
  s += strcspn(s, delim);
  if (*s != '\0') {
    *s = '\0';
    s++;
  }
  *saveptr = s;
  return tok;
}

static char *symx_strtok_save;

SYMX_MODEL char *strtok(char *s, const char *delim) {
  return strtok_r(s, delim, &symx_strtok_save);
}

SYMX_MODEL char *strdup(const char *s) {
  size_t n = strlen(s), i;
  char *d = (char *)malloc(n + 1);
  if (d == NULL)
    return NULL;
  for (i = 0; i <= n; i++)
    d[i] = s[i];
  return d;
}

SYMX_MODEL char *strndup(const char *s, size_t n) {
  size_t len = strnlen(s, n), i;
  char *d = (char *)malloc(len + 1);
  if (d == NULL)
    return NULL;
  for (i = 0; i < len; i++)
    d[i] = s[i];
  d[len] = '\0';
  return d;
}

SYMX_MODEL void *memmem(const void *haystack, size_t hn, const void *needle, size_t nn) {
  const unsigned char *h = (const unsigned char *)haystack, *n = (const unsigned char *)needle;
  if (nn == 0) return (void *)h;
  for (size_t i = 0; nn <= hn && i <= hn - nn; i++) {
    size_t k = 0;
    while (k < nn && h[i + k] == n[k]) k++;
    if (k == nn) return (void *)(h + i);
  }
  return NULL;
}

/* BSD's strsep: the token at *sp, ended by the first byte of delim (made a
 * NUL); *sp moves past it, or becomes NULL at the last token. */
SYMX_MODEL char *strsep(char **sp, const char *delim) {
  char *s = *sp;
  if (s == NULL) return NULL;
  for (char *p = s;; p++) {
    if (*p == '\0') {
      *sp = NULL;
      return s;
    }
    if (symx_in_set(*p, delim)) {
      *p = '\0';
      *sp = p + 1;
      return s;
    }
  }
}

SYMX_MODEL char *index(const char *s, int c) { return strchr(s, c); }
SYMX_MODEL char *rindex(const char *s, int c) { return strrchr(s, c); }

SYMX_MODEL void *rawmemchr(const void *s, int c) {
  const unsigned char *p = (const unsigned char *)s;
  while (*p != (unsigned char)c) p++;
  return (void *)p;
}

/* Copies up to n bytes, stopping after the first c; the byte after it in
 * dst, or NULL when c was not among them. */
SYMX_MODEL void *memccpy(void *dst, const void *src, int c, size_t n) {
  unsigned char *d = (unsigned char *)dst;
  const unsigned char *s = (const unsigned char *)src;
  for (size_t i = 0; i < n; i++) {
    d[i] = s[i];
    if (s[i] == (unsigned char)c) return d + i + 1;
  }
  return NULL;
}

/* <strings.h>: the position (from 1) of the lowest set bit, 0 for none. */
SYMX_MODEL int ffsll(long long x) {
  unsigned long long u = (unsigned long long)x;
  if (u == 0) return 0;
  int i = 1;
  while (!(u & 1)) u >>= 1, i++;
  return i;
}
SYMX_MODEL int ffsl(long x) { return ffsll((long long)(unsigned long)x); }
SYMX_MODEL int ffs(int x) { return ffsll((long long)(unsigned)x); }

/* GNU's basename (<string.h> with _GNU_SOURCE): what follows the last '/'
 * ("" when path ends with one); path is not changed. */
SYMX_MODEL char *basename(const char *path) {
  const char *b = path;
  for (const char *p = path; *p; p++)
    if (*p == '/') b = p + 1;
  return (char *)b;
}

static char symx_dot[] = ".";

/* POSIX's basename (<libgen.h>, glibc's __xpg_basename) and dirname: the
 * last component and what precedes it, trailing slashes cut off (path's
 * bytes changed, as glibc changes them); "." for NULL or "", the last '/'
 * for a path of slashes (dirname keeps exactly two leading slashes, as glibc
 * does). */
SYMX_MODEL char *__xpg_basename(char *path) {
  if (!path || !*path) return symx_dot;
  size_t n = strlen(path), end = n;
  while (end > 1 && path[end - 1] == '/') end--;
  if (end == 1 && path[0] == '/') return path + n - 1; /* all slashes: the last one, as glibc's */
  path[end] = '\0';
  return basename(path);
}

SYMX_MODEL char *dirname(char *path) {
  if (!path || !*path) return symx_dot;
  size_t n = strlen(path), end = n, keep;
  while (end > 0 && path[end - 1] == '/') end--; /* trailing slashes */
  if (end == 0) {
    keep = n == 2 ? 2 : 1; /* all slashes: "//" stays, as glibc keeps it */
  } else {
    size_t k = end, j;
    while (k > 0 && path[k - 1] != '/') k--; /* the last component starts at k */
    if (k == 0) return symx_dot;
    for (j = k; j > 0 && path[j - 1] == '/'; j--) {} /* the slashes before it */
    keep = j ? j : k == 2 ? 2 : 1;            /* only slashes before it: "//" or "/" */
  }
  path[keep] = '\0';
  return path;
}
