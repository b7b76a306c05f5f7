/* scanf.c — formatted input for programs under symx: scanf, fscanf, sscanf
 * and their v-forms, reading standard input through the stdin models
 * (stdin.c) or a string.
 *
 * Conversions behave as glibc's: %d %i %u %o %x %X (width, `*`, length
 * modifiers hh h l ll q L j z t), %c %s %[set] %n and %%. A number's text is
 * what glibc collects (sign, 0x prefix, digits) and its value what strtol or
 * strtoul make of that text, stored truncated to the argument's type. On a
 * mismatch the offending character is pushed back (one character, as glibc
 * does: a lone sign stays consumed). The result is the number of
 * assignments, or EOF when the input ends before anything was assigned.
 * Floating point (%f %e %g %a), %p, wide forms (%lc %ls %l[), %m and
 * positional arguments (%1$d) end the path as unsupported.
 *
 * glibc's <stdio.h> renames these functions __isoc99_scanf and so on in C99
 * and later; both names are defined here, so this file declares the little
 * of <stdio.h> it needs itself. */
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>

typedef struct _IO_FILE FILE;
extern FILE *stdin;
int fgetc(FILE *f);
int ungetc(int c, FILE *f);
#define EOF (-1)

/* Never defined: calling it is "call to external function ..." in symx. */
extern int symx_scanf_conversion_unsupported(void) __attribute__((weak));

typedef struct Src {
  const char *str; /* sscanf's string, or NULL: read f */
  FILE *f;
  long used;       /* characters taken, for %n */
} Src;

static int get(Src *s) {
  int c;
  if (s->str) {
    c = (unsigned char)s->str[s->used];
    if (!c) return EOF; /* the string's end is the end of input */
  } else {
    c = fgetc(s->f);
    if (c == EOF) return EOF;
  }
  s->used++;
  return c;
}

static void unget(Src *s, int c) {
  if (c == EOF) return;
  s->used--;
  if (!s->str) ungetc(c, s->f);
}

static int space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* Skips white space; the first other character stays unread. Returns it. */
static int skip_space(Src *s) {
  int c;
  do c = get(s);
  while (space(c));
  unget(s, c);
  return c;
}

static int digit_in(int c, int base) {
  int d = c >= '0' && c <= '9' ? c - '0'
          : c >= 'a' && c <= 'z' ? c - 'a' + 10
          : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                                 : 99;
  return d < base ? d : -1;
}

typedef enum Len { L_INT, L_CHAR, L_SHORT, L_LONG, L_LLONG, L_SIZE, L_PTRDIFF, L_INTMAX } Len;

/* Reads a number in `base` (0: as %i, from its prefix) of at most `width`
 * characters (< 0: any). Returns 0 on a matching failure, else 1 with the
 * value strtol (*sv) and strtoul (*uv) give for the text read. The value is
 * built as the digits are read rather than by strtol on the collected text,
 * which would branch on every (symbolic) character a second time. */
static int scan_number(Src *s, int base, long width, long *sv, unsigned long *uv) {
  int c = get(s), neg = 0, digits = 0, overflow = 0;
  unsigned long mag = 0;
  if (width != 0 && (c == '+' || c == '-')) {
    neg = c == '-';
    width--;
    c = get(s);
  }
  if (width != 0 && c == '0') {
    digits = 1;
    width--;
    c = get(s);
    if (width != 0 && (c == 'x' || c == 'X') && (base == 0 || base == 16)) {
      base = 16;
      width--;
      c = get(s);
    } else if (base == 0) {
      base = 8;
    }
  }
  if (base == 0) base = 10;
  for (int d; c != EOF && width != 0 && (d = digit_in(c, base)) >= 0; c = get(s)) {
    if (mag > (ULONG_MAX - (unsigned)d) / (unsigned)base) overflow = 1;
    mag = mag * (unsigned)base + (unsigned)d;
    digits++;
    width--;
  }
  unget(s, c);
  if (!digits) return 0;
  if (overflow) {
    *uv = ULONG_MAX;
    *sv = neg ? LONG_MIN : LONG_MAX;
  } else {
    *uv = neg ? 0 - mag : mag;
    *sv = !neg ? (mag > LONG_MAX ? LONG_MAX : (long)mag)
               : (mag > (unsigned long)LONG_MAX + 1 ? LONG_MIN : (long)(0 - mag));
  }
  return 1;
}

static void store_int(void *p, Len len, int is_signed, long sv, unsigned long uv) {
  switch (len) {
  case L_CHAR: *(char *)p = (char)(is_signed ? (unsigned long)sv : uv); break;
  case L_SHORT: *(short *)p = (short)(is_signed ? (unsigned long)sv : uv); break;
  case L_INT: *(int *)p = (int)(is_signed ? (unsigned long)sv : uv); break;
  default: *(long *)p = is_signed ? sv : (long)uv; break; /* 64-bit: all of them are 8 bytes */
  }
}

/* A %[ set from fmt (after the '['): member[c] for each byte c. Returns
 * the character after the closing ']', or NULL if there is none. */
static const char *scan_set(const char *fmt, unsigned char member[256]) {
  int negate = *fmt == '^';
  if (negate) fmt++;
  for (int c = 0; c < 256; c++) member[c] = (unsigned char)negate;
  const unsigned char *p = (const unsigned char *)fmt;
  if (*p == ']') member[*p++] = (unsigned char)!negate; /* a leading ']' is a member */
  for (; *p && *p != ']'; p++) {
    if (*p == '-' && p[1] && p[1] != ']' && p[-1] <= p[1] && (const char *)p != fmt) {
      for (int c = p[-1]; c <= p[1]; c++) member[c] = (unsigned char)!negate;
      p++;
    } else {
      member[*p] = (unsigned char)!negate;
    }
  }
  return *p ? (const char *)p + 1 : NULL;
}

static void unsupported(void) {
  if (symx_scanf_conversion_unsupported) symx_scanf_conversion_unsupported();
}

static int vscan(Src *s, const char *fmt, va_list ap) {
  int done = 0;
#define INPUT_FAILURE() return done ? done : EOF
  while (*fmt) {
    if (space((unsigned char)*fmt)) {
      while (space((unsigned char)*fmt)) fmt++;
      skip_space(s);
      continue;
    }
    if (*fmt != '%' || fmt[1] == '%') {
      if (*fmt == '%') { /* "%%" matches '%' after white space */
        fmt++;
        skip_space(s);
      }
      int c = get(s);
      if (c == EOF) INPUT_FAILURE();
      if (c != (unsigned char)*fmt) {
        unget(s, c);
        return done;
      }
      fmt++;
      continue;
    }
    fmt++;
    int suppress = *fmt == '*';
    if (suppress) fmt++;
    long width = -1;
    if (*fmt >= '0' && *fmt <= '9') {
      width = 0;
      while (*fmt >= '0' && *fmt <= '9') width = width * 10 + (*fmt++ - '0');
      if (*fmt == '$') {
        unsupported();
        return done;
      }
      if (width == 0) width = -1; /* glibc reads "%0d" as no width */
    }
    Len len = L_INT;
    int ell = 0;
    for (;; fmt++) {
      if (*fmt == 'h') len = len == L_SHORT ? L_CHAR : L_SHORT;
      else if (*fmt == 'l') len = ++ell > 1 ? L_LLONG : L_LONG;
      else if (*fmt == 'q' || *fmt == 'L') len = L_LLONG;
      else if (*fmt == 'j') len = L_INTMAX;
      else if (*fmt == 'z') len = L_SIZE;
      else if (*fmt == 't') len = L_PTRDIFF;
      else break;
    }
    char conv = *fmt++;
    if (conv == 'm' || (ell && (conv == 'c' || conv == 's' || conv == '['))) {
      unsupported();
      return done;
    }
    if (conv == 'n') {
      if (!suppress) store_int(va_arg(ap, void *), len, 1, s->used, (unsigned long)s->used);
      continue;
    }
    if (conv == 'c') {
      if (width < 0) width = 1;
      char *out = suppress ? NULL : va_arg(ap, char *);
      int c = get(s);
      if (c == EOF) INPUT_FAILURE();
      for (;;) {
        if (out) *out++ = (char)c;
        if (--width == 0 || (c = get(s)) == EOF) break;
      }
      done += !suppress;
      continue;
    }
    if (conv == 's' || conv == '[') {
      unsigned char member[256];
      if (conv == '[') {
        fmt = scan_set(fmt, member);
        if (!fmt) return done;
      } else {
        skip_space(s);
      }
      char *out = suppress ? NULL : va_arg(ap, char *);
      int c = 0, n = 0;
      while (width != 0 && (c = get(s)) != EOF) {
        if (conv == 's' ? space(c) : !member[c]) {
          unget(s, c);
          break;
        }
        if (out) *out++ = (char)c;
        n++;
        width--;
      }
      if (!n) {
        if (c == EOF) INPUT_FAILURE();
        return done;
      }
      if (out) *out = 0;
      done += !suppress;
      continue;
    }
    int base = conv == 'd' || conv == 'u' ? 10
               : conv == 'i'               ? 0
               : conv == 'o'               ? 8
               : conv == 'x' || conv == 'X' ? 16
                                           : -1;
    if (base < 0) {
      unsupported();
      return done;
    }
    if (skip_space(s) == EOF) INPUT_FAILURE();
    long sv;
    unsigned long uv;
    if (!scan_number(s, base, width, &sv, &uv)) return done;
    if (!suppress) {
      store_int(va_arg(ap, void *), len, conv == 'd' || conv == 'i', sv, uv);
      done++;
    }
  }
  return done;
#undef INPUT_FAILURE
}

int vfscanf(FILE *f, const char *fmt, va_list ap) {
  Src s = {NULL, f, 0};
  return vscan(&s, fmt, ap);
}

int vscanf(const char *fmt, va_list ap) { return vfscanf(stdin, fmt, ap); }

int vsscanf(const char *str, const char *fmt, va_list ap) {
  /* glibc reads the string before anything else: a NULL one faults (and
   * Src would take NULL for "read a FILE"). */
  if (!str) return *(volatile const char *)str;
  Src s = {str, NULL, 0};
  return vscan(&s, fmt, ap);
}

int fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(f, fmt, ap);
  va_end(ap);
  return r;
}

int scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(stdin, fmt, ap);
  va_end(ap);
  return r;
}

int sscanf(const char *str, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(str, fmt, ap);
  va_end(ap);
  return r;
}

/* The names glibc's headers use in C99 mode. */
int __isoc99_vfscanf(FILE *f, const char *fmt, va_list ap) { return vfscanf(f, fmt, ap); }
int __isoc99_vscanf(const char *fmt, va_list ap) { return vfscanf(stdin, fmt, ap); }
int __isoc99_vsscanf(const char *str, const char *fmt, va_list ap) { return vsscanf(str, fmt, ap); }

int __isoc99_fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(f, fmt, ap);
  va_end(ap);
  return r;
}

int __isoc99_scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfscanf(stdin, fmt, ap);
  va_end(ap);
  return r;
}

int __isoc99_sscanf(const char *str, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsscanf(str, fmt, ap);
  va_end(ap);
  return r;
}
