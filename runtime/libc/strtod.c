/* strtod.c — strtod, strtof, strtold and atof for programs under symx.
 *
 * The syntax is glibc's: leading white space, a sign, then "inf",
 * "infinity" or "nan" in any case, or decimal digits with a point and an
 * exponent ("1.5e-3"; an 'e' without digits after it is not consumed);
 * *end points past what was taken, or at the start when nothing was.
 *
 * The value must be exactly glibc's (correctly rounded). It is computed
 * where one IEEE operation gives it: at most 19 significant digits whose
 * integer m is below 2^53 (2^24 for strtof) and a decimal exponent e with
 * |e| <= 22 (10 for strtof), so that m and 10^|e| are exact and m * 10^e
 * (or m / 10^-e) rounds once. That covers the numbers programs and their
 * inputs usually hold, symbolic digits included. So are numbers that are
 * sure to overflow or underflow (infinity or zero, ERANGE). Anything else
 * (more digits, larger exponents, hexadecimal, "nan(...)") is glibc's own
 * strtod run natively by the engine (__symx_native_strtod): on the text up
 * to its NUL when that is concrete, else, for a decimal number, on its
 * bytes made concrete — every value of up to 4 symbolic bytes a path of its
 * own, more pinned to one value (the others end unsupported). A
 * hexadecimal number or "nan(...)" with symbolic characters ends the path
 * as unsupported (a call to the undefined function below) rather than give
 * a value that could be off by one unit in the last place.
 *
 * strtold (x86's 80-bit long double) likewise, where one x87 operation
 * rounds it: at most 19 significant digits (below 10^19 < 2^64, exact in
 * the 64-bit significand) and |e| <= 27 (5^27 < 2^64: 10^e exact too);
 * otherwise glibc's strtold natively (__symx_native_strtold) when the text
 * is concrete, else unsupported. */
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

/* Never defined: calling it is "call to external function ..." in symx. */
extern void symx_strtod_outside_exact_range(void) __attribute__((weak));
/* The engine's builtin (src/engine/builtins.c); absent natively (the
 * models test), where the model stops as above. */
extern long __symx_native_strtod(const char *s, int is_float, double *value, long len) __attribute__((weak));
int *__errno_location(void);
extern long __symx_native_strtold(const char *s, long double *value) __attribute__((weak));

/* 10^k for 0 <= k <= 22, exactly (10^22 = 2^22 * 5^22 and 5^22 < 2^53, so
 * every partial product is exact). Computed, not read from a table: with a
 * symbolic exponent a table read is a select over the table's bytes at a
 * symbolic index, which every later query about the number carries into an
 * fp.mul; the loop's test forks instead, one path per exponent, each with a
 * constant power. */
static double pow10_exact(int k) {
  double r = 1.0;
  for (; k > 0; k--) r *= 10.0;
  return r;
}

/* x with the sign neg says: a negation, not a multiplication by -1.0, which
 * the solver would see as an fp.mul (the two agree on every value). */
static double signed_value(int neg, double x) { return neg ? -x : x; }

static int space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* Whether s starts with the lower-case word w, in any case. */
static int word(const char *s, const char *w) {
  for (; *w; s++, w++)
    if (lower((unsigned char)*s) != *w) return 0;
  return 1;
}

/* A parsed number: the significant digits' integer, the decimal exponent,
 * and how it ended. */
typedef struct Decimal {
  uint64_t m;
  int e;
  int digits;    /* significant digits taken into m */
  int inexact;   /* a nonzero digit did not fit in m */
  const char *end;
} Decimal;

static void parse_decimal(const char *p, Decimal *d) {
  int any = 0, point = 0, pending = 0; /* pending: zeros after a significant digit, not yet in m */
  d->m = 0, d->e = 0, d->digits = 0, d->inexact = 0, d->end = 0;
  for (;; p++) {
    int c = (unsigned char)*p;
    if (c == '.' && !point) {
      point = 1;
      continue;
    }
    if (c < '0' || c > '9') break;
    any = 1;
    if (point) d->e--; /* every digit counts as if it were appended to m */
    if (c == '0') {
      if (d->digits) pending++;
      continue;
    }
    for (; pending && d->digits < 19; pending--) d->m *= 10, d->digits++;
    if (pending || d->digits >= 19) {
      d->inexact = 1;
      continue;
    }
    /* the digit through unsigned char: its expression's bound is then 255,
     * not 2^64 - 1, so that fp_exact sees digits times a power of ten as
     * an integer (c is a digit here: the value is the same) */
    d->m = d->m * 10 + (unsigned char)(c - '0'), d->digits++;
  }
  d->e += pending; /* trailing zeros: m * 10^pending */
  if (!any) return;
  d->end = p;
  if (lower((unsigned char)*p) == 'e') {
    const char *q = p + 1;
    int neg = *q == '-';
    if (*q == '+' || *q == '-') q++;
    if (*q >= '0' && *q <= '9') {
      int x = 0;
      for (; *q >= '0' && *q <= '9'; q++)
        if (x < 100000) x = x * 10 + (*q - '0');
      d->e += neg ? -x : x;
      d->end = q;
    }
  }
}

enum { SYMX_ERANGE = 34 };

/* Whether m * 10^e (m of `digits` digits, so 10^(digits-1) <= m < 10^digits)
 * overflows to infinity or underflows to zero whatever its digits: at least
 * 10^309 (10^39 for float) is above the largest finite value, and below
 * 10^-324 (10^-46) is below half the smallest subnormal. glibc gives those
 * with ERANGE. */
static int out_of_range(const Decimal *d, int is_float) {
  int high = is_float ? 39 : 309, low = is_float ? -46 : -324;
  return d->digits - 1 + d->e >= high || d->digits + d->e <= low;
}

enum { SYMX_NUMBER, SYMX_INF, SYMX_NAN };

/* What s holds after white space and a sign (*p: there; *neg: the sign):
 * "inf" or "infinity", "nan" (not "nan(...)") in any case — then *end is
 * set past it — or something else (SYMX_NUMBER). strtod's and strtold's. */
static int special_word(const char *s, const char **pp, int *neg, char **end) {
  const char *p = s;
  while (space((unsigned char)*p)) p++;
  *neg = *p == '-';
  if (*p == '+' || *p == '-') p++;
  *pp = p;
  if (word(p, "inf")) {
    if (end) *end = (char *)(p + (word(p, "infinity") ? 8 : 3));
    return SYMX_INF;
  }
  if (word(p, "nan") && p[3] != '(') {
    if (end) *end = (char *)(p + 3);
    return SYMX_NAN;
  }
  return SYMX_NUMBER;
}

/* The value of s (strtod: digits for double; strtof: for float), or
 * unsupported where one rounding cannot give it. */
static double parse(const char *s, char **end, int is_float, int *ok) {
  const char *p;
  int neg, w = special_word(s, &p, &neg, end);
  *ok = 1;
  if (w == SYMX_INF) return signed_value(neg, __builtin_inf());
  if (w == SYMX_NAN) return neg ? -__builtin_nan("") : __builtin_nan("");
  Decimal d;
  if ((p[0] == '0' && lower((unsigned char)p[1]) == 'x') || word(p, "nan")) d.end = 0, d.inexact = 1;
  else parse_decimal(p, &d);
  if (!d.end && !d.inexact) {
    if (end) *end = (char *)s;
    return 0;
  }
  uint64_t mmax = is_float ? 1ull << 24 : 1ull << 53;
  int emax = is_float ? 10 : 22;
  if (!d.inexact && d.m && out_of_range(&d, is_float)) {
    if (end) *end = (char *)d.end;
    *__errno_location() = SYMX_ERANGE;
    return signed_value(neg, d.digits + d.e > 0 ? __builtin_inf() : 0.0);
  }
  if (d.inexact || (d.m && (d.m >= mmax || d.e > emax || d.e < -emax))) {
    double v;
    long len = d.end ? (long)(d.end - s) : -1; /* a decimal number: only its bytes matter */
    long taken = __symx_native_strtod ? __symx_native_strtod(s, is_float, &v, len) : -1;
    if (taken >= 0) {
      if (end) *end = (char *)(s + taken);
      return v;
    }
    if (symx_strtod_outside_exact_range) symx_strtod_outside_exact_range();
    *ok = 0;
    return 0;
  }
  if (end) *end = (char *)d.end;
  if (d.m == 0) return signed_value(neg, 0.0);
  if (is_float) {
    float v = (float)d.m, t = (float)pow10_exact(d.e < 0 ? -d.e : d.e);
    return signed_value(neg, (double)(d.e < 0 ? v / t : v * t));
  }
  double v = (double)d.m;
  return signed_value(neg, d.e < 0 ? v / pow10_exact(-d.e) : v * pow10_exact(d.e));
}

SYMX_MODEL double strtod(const char *s, char **end) {
  int ok;
  return parse(s, end, 0, &ok);
}

SYMX_MODEL float strtof(const char *s, char **end) {
  int ok;
  return (float)parse(s, end, 1, &ok);
}

SYMX_MODEL double atof(const char *s) { return strtod(s, 0); }

/* 10^k for 0 <= k <= 27 in x87's 64-bit significand, exactly (5^27 < 2^64),
 * computed for the reason pow10_exact is. */
static long double pow10l_exact(int k) {
  long double r = 1.0L;
  for (; k > 0; k--) r *= 10.0L;
  return r;
}

static long double signed_valuel(int neg, long double x) { return neg ? -x : x; }

/* strtold of text outside the exact range: glibc's, or unsupported. */
static long double strtold_native(const char *s, char **end) {
  long double v;
  long taken = __symx_native_strtold ? __symx_native_strtold(s, &v) : -1;
  if (taken >= 0) {
    if (end) *end = (char *)(s + taken);
    return v;
  }
  if (symx_strtod_outside_exact_range) symx_strtod_outside_exact_range();
  return 0;
}

SYMX_MODEL long double strtold(const char *s, char **end) {
  const char *p;
  int neg, w = special_word(s, &p, &neg, end);
  if (w == SYMX_INF) return signed_valuel(neg, __builtin_infl());
  if (w == SYMX_NAN) return neg ? -__builtin_nanl("") : __builtin_nanl("");
  Decimal d;
  if ((p[0] == '0' && lower((unsigned char)p[1]) == 'x') || word(p, "nan")) return strtold_native(s, end);
  parse_decimal(p, &d);
  if (!d.end) {
    if (end) *end = (char *)s;
    return 0;
  }
  if (d.inexact || (d.m && (d.e > 27 || d.e < -27))) return strtold_native(s, end);
  if (end) *end = (char *)d.end;
  if (d.m == 0) return signed_valuel(neg, 0.0L);
  long double v = (long double)d.m;
  return signed_valuel(neg, d.e < 0 ? v / pow10l_exact(-d.e) : v * pow10l_exact(d.e));
}
