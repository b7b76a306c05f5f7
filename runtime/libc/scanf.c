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
 * %f %e %g %a (and %F %E %G %A) collect the text glibc collects (a sign,
 * then "nan", "inf" or "infinity" in any case, or digits with a point and
 * an exponent) and convert it with strtof, strtod for %lf, or strtold for
 * %Lf (%llf and %qf too, as glibc reads them): a text
 * strtod takes nothing of is a matching failure (hexadecimal numbers too:
 * "0x1.8p3"; strtod runs glibc's natively for them). "0x" with no digit
 * after it, a text over 63 characters, %p, wide forms (%lc %ls %l[), %m
 * and positional arguments (%1$d) end the path as unsupported.
 *
 * glibc's <stdio.h> renames these functions __isoc99_scanf and so on in C99
 * and later; both names are defined here, so this file declares the little
 * of <stdio.h> it needs itself. */
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

typedef struct _IO_FILE FILE;
extern FILE *stdin;
int fgetc(FILE *f);
int ungetc(int c, FILE *f);
double strtod(const char *s, char **end);
float strtof(const char *s, char **end);
long double strtold(const char *s, char **end);
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
 * value strtol (*sv) and strtoul (*uv) give for the text read, or strtoll
 * and strtoull when `wide` (glibc converts ll, q, L and j as long long: on
 * i386 long is narrower). The value is built as the digits are read rather
 * than by strtol on the collected text, which would branch on every
 * (symbolic) character a second time. */
static int scan_number(Src *s, int base, long width, int wide, long long *sv, unsigned long long *uv) {
  int c = get(s), neg = 0, digits = 0, overflow = 0;
  unsigned long long mag = 0, umax = wide ? ULLONG_MAX : ULONG_MAX;
  long long smax = wide ? LLONG_MAX : LONG_MAX;
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
    if (mag > (umax - (unsigned)d) / (unsigned)base) overflow = 1;
    mag = mag * (unsigned)base + (unsigned)d;
    digits++;
    width--;
  }
  unget(s, c);
  if (!digits) return 0;
  if (overflow) {
    *uv = umax;
    *sv = neg ? -smax - 1 : smax;
  } else {
    *uv = (neg ? 0 - mag : mag) & umax;
    *sv = !neg ? (mag > (unsigned long long)smax ? smax : (long long)mag)
               : (mag > (unsigned long long)smax + 1 ? -smax - 1 : (long long)(0 - mag));
  }
  return 1;
}

static void store_int(void *p, Len len, int is_signed, long long sv, unsigned long long uv) {
  unsigned long long v = is_signed ? (unsigned long long)sv : uv;
  switch (len) {
  case L_CHAR: *(char *)p = (char)v; break;
  case L_SHORT: *(short *)p = (short)v; break;
  case L_INT: *(int *)p = (int)v; break;
  case L_LONG: *(long *)p = (long)v; break;
  case L_SIZE: *(size_t *)p = (size_t)v; break;
  case L_PTRDIFF: *(ptrdiff_t *)p = (ptrdiff_t)v; break;
  default: *(long long *)p = (long long)v; break; /* ll, q, L, j */
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

/* The text of a floating-point conversion, as glibc collects it. */
typedef struct FloatText {
  char buf[64];
  int n;
  int too_long;
} FloatText;

static void add(FloatText *t, int c) {
  if (t->n < (int)sizeof t->buf - 1) t->buf[t->n++] = (char)c;
  else t->too_long = 1;
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* The next character within the width (*left of it remain), or EOF. */
static int take(Src *s, long *left) {
  if (*left == 0) return EOF;
  --*left;
  return get(s);
}

/* Takes the letters of w (lower case) in any case; 0 at the first that does
 * not come (it stays taken, as glibc leaves it). */
static int take_word(Src *s, long *left, FloatText *t, const char *w) {
  for (; *w; w++) {
    int c = take(s, left);
    if (c == EOF || lower(c) != *w) return 0;
    add(t, c);
  }
  return 1;
}

static int hex_digit(int c) { return (c >= '0' && c <= '9') || (lower(c) >= 'a' && lower(c) <= 'f'); }

/* The digits, point and exponent of a number, from its character c on:
 * decimal with an 'e' exponent, or (hex, after the "0x") hexadecimal with a
 * 'p' and a decimal exponent. Returns whether a digit was taken (got_digit:
 * one already was). */
static int scan_number_body(Src *s, long *left, FloatText *t, int c, int hex, int got_digit) {
  int got_dot = 0, got_exp = 0, mark = hex ? 'p' : 'e';
  for (; c != EOF; c = take(s, left)) {
    if (got_exp || !hex ? c >= '0' && c <= '9' : hex_digit(c)) {
      add(t, c);
      got_digit = 1;
    } else if (got_exp && lower(t->buf[t->n - 1]) == mark && (c == '-' || c == '+')) {
      add(t, c);
    } else if (got_digit && !got_exp && lower(c) == mark) {
      add(t, hex ? c : 'e');
      got_exp = got_dot = 1;
    } else if (!got_dot && c == '.') {
      add(t, c);
      got_dot = 1;
    } else {
      unget(s, c);
      break;
    }
  }
  return got_digit;
}

/* Collects into t the text of a floating-point number of at most `width`
 * characters (< 0: any) as glibc's scanf does. 1: collected (strtod decides
 * whether it is a number); 0: a matching failure; -1: a "0x" without a
 * digit after it, which symx does not model. */
static int scan_float_text(Src *s, long width, FloatText *t) {
  long left = width < 0 ? LONG_MAX : width;
  int c = take(s, &left);
  if (c == '-' || c == '+') {
    add(t, c);
    if ((c = take(s, &left)) == EOF) return 0;
  }
  if (lower(c) == 'n') {
    add(t, c);
    return take_word(s, &left, t, "an");
  }
  if (lower(c) == 'i') { /* "inf", or all of "infinity" */
    add(t, c);
    if (!take_word(s, &left, t, "nf")) return 0;
    if ((c = take(s, &left)) == EOF) return 1;
    if (lower(c) != 'i') {
      unget(s, c);
      return 1;
    }
    add(t, c);
    return take_word(s, &left, t, "nity");
  }
  int got_digit = 0;
  if (c == '0') {
    add(t, c);
    c = take(s, &left);
    if (lower(c) == 'x') { /* "0x" with no digit after it: not modelled */
      add(t, c);
      return scan_number_body(s, &left, t, take(s, &left), 1, 0) ? 1 : -1;
    }
    got_digit = 1;
  }
  scan_number_body(s, &left, t, c, 0, got_digit);
  return 1;
}

/* %f and the other floating-point conversions into dest (a float; a
 * double when `len` is L_LONG, a long double when L_LLONG; NULL when
 * suppressed). 1: converted; 0: a matching failure; -1: unsupported. */
static int scan_float(Src *s, long width, Len len, void *dest) {
  FloatText t = {{0}, 0, 0};
  int r = scan_float_text(s, width, &t);
  if (r <= 0) return r;
  if (t.too_long) return -1;
  t.buf[t.n] = 0;
  char *end;
  if (len == L_LLONG) {
    long double d = strtold(t.buf, &end);
    if (end != t.buf && dest) *(long double *)dest = d;
  } else if (len == L_LONG) {
    double d = strtod(t.buf, &end);
    if (end != t.buf && dest) *(double *)dest = d;
  } else {
    float f = strtof(t.buf, &end);
    if (end != t.buf && dest) *(float *)dest = f;
  }
  return end != t.buf;
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
      if (!suppress) store_int(va_arg(ap, void *), len, 1, s->used, (unsigned long long)s->used);
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
    if (conv && strchr("eEfFgGaA", conv)) {
      if (len != L_INT && len != L_LONG && len != L_LLONG) { /* L, ll, q: long double; others undefined */
        unsupported();
        return done;
      }
      if (skip_space(s) == EOF) INPUT_FAILURE();
      int r = scan_float(s, width, len, suppress ? NULL : va_arg(ap, void *));
      if (r < 0) unsupported();
      if (r <= 0) return done;
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
    long long sv;
    unsigned long long uv;
    if (!scan_number(s, base, width, len == L_LLONG || len == L_INTMAX, &sv, &uv)) return done;
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
