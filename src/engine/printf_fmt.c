/* printf_fmt: see printf_fmt.h. The rules are C11 7.21.6.1 with glibc's
 * choices where C leaves them open (checked by tests/unit/test_printf.c). */
#include "engine/printf_fmt.h"

#include <stdio.h>
#include <string.h>

size_t fmt_parse(const char *fmt, FmtSpec *sp) {
  memset(sp, 0, sizeof *sp);
  sp->width = sp->prec = -1;
  const char *p = fmt + 1;
  for (;; p++) {
    if (*p == '-') sp->minus = true;
    else if (*p == '+') sp->plus = true;
    else if (*p == ' ') sp->space = true;
    else if (*p == '#') sp->hash = true;
    else if (*p == '0') sp->zero = true;
    else break;
  }
  if (*p == '*') {
    sp->width_star = true;
    p++;
  } else {
    for (; *p >= '0' && *p <= '9'; p++) sp->width = (sp->width < 0 ? 0 : sp->width) * 10 + (*p - '0');
  }
  if (*p == '.') {
    p++;
    sp->prec = 0;
    if (*p == '*') {
      sp->prec_star = true;
      p++;
    } else {
      for (; *p >= '0' && *p <= '9'; p++) sp->prec = sp->prec * 10 + (*p - '0');
    }
  }
  if (p[0] == 'h' && p[1] == 'h') sp->len = FMT_LEN_HH, p += 2;
  else if (p[0] == 'l' && p[1] == 'l') sp->len = FMT_LEN_LL, p += 2;
  else if (*p == 'h') sp->len = FMT_LEN_H, p++;
  else if (*p == 'l') sp->len = FMT_LEN_L, p++;
  else if (*p == 'j') sp->len = FMT_LEN_J, p++;
  else if (*p == 'z') sp->len = FMT_LEN_Z, p++;
  else if (*p == 't') sp->len = FMT_LEN_T, p++;
  else if (*p == 'L') sp->len = FMT_LEN_BIG_L, p++;
  sp->conv = *p;
  if (!*p) return (size_t)(p - fmt);
  sp->unsupported = !strchr("diuoxXcspn%fFeEgGaA", *p) || (sp->len == FMT_LEN_BIG_L && !strchr("fFeEgGaA", *p));
  return (size_t)(p - fmt) + 1;
}

void fmt_set_star_width(FmtSpec *sp, int32_t v) {
  if (v < 0) {
    sp->minus = true;
    v = v == INT32_MIN ? INT32_MAX : -v;
  }
  sp->width = v;
}

void fmt_set_star_prec(FmtSpec *sp, int32_t v) { sp->prec = v < 0 ? -1 : v; }

unsigned fmt_int_bits(const FmtSpec *sp, bool ilp32) {
  switch (sp->len) {
  case FMT_LEN_HH: return 8;
  case FMT_LEN_H: return 16;
  case FMT_LEN_L: case FMT_LEN_Z: case FMT_LEN_T: return ilp32 ? 32 : 64;
  case FMT_LEN_LL: case FMT_LEN_J: return 64;
  default: return 32;
  }
}

static void put(FmtBuf *out, char c, size_t n) {
  while (n--) VEC_PUSH(*out, c);
}

static void put_str(FmtBuf *out, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) VEC_PUSH(*out, s[i]);
}

/* Lays out [sign/prefix][zeros][body] in a field of sp->width: spaces
 * before (or after, with -), or zeros after the prefix when `zero_pad`. */
static void field(FmtBuf *out, const FmtSpec *sp, const char *prefix, size_t zeros, const char *body,
                  size_t nbody, bool zero_pad) {
  size_t plen = strlen(prefix), total = plen + zeros + nbody;
  size_t pad = sp->width > 0 && (size_t)sp->width > total ? (size_t)sp->width - total : 0;
  if (!sp->minus && !zero_pad) put(out, ' ', pad);
  put_str(out, prefix, plen);
  if (!sp->minus && zero_pad) put(out, '0', pad);
  put(out, '0', zeros);
  put_str(out, body, nbody);
  if (sp->minus) put(out, ' ', pad);
}

/* Digits of v in `base` (lower or upper case), into the end of buf; returns
 * where they start. */
static char *digits(char *end, uint64_t v, unsigned base, bool upper) {
  const char *d = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char *p = end;
  do {
    *--p = d[v % base];
    v /= base;
  } while (v);
  return p;
}

/* A number: magnitude m in `base`, with the sign or prefix already chosen. */
static void number(FmtBuf *out, const FmtSpec *sp, uint64_t m, unsigned base, bool upper, const char *prefix) {
  char buf[72], *end = buf + sizeof buf;
  char *s = digits(end, m, base, upper);
  size_t n = (size_t)(end - s);
  if (sp->prec == 0 && m == 0) n = 0; /* "%.0d" of 0 prints no digit */
  size_t zeros = sp->prec > 0 && (size_t)sp->prec > n ? (size_t)sp->prec - n : 0;
  if (base == 8 && sp->hash && zeros == 0 && (n == 0 || s[0] != '0')) zeros = 1; /* "%#o": a leading 0 */
  field(out, sp, prefix, zeros, end - n, n, sp->zero && sp->prec < 0 && !sp->minus);
}

void fmt_integer(FmtBuf *out, const FmtSpec *sp, uint64_t v, bool ilp32) {
  if (sp->conv == 'c') {
    char ch = (char)v;
    field(out, sp, "", 0, &ch, 1, false);
    return;
  }
  unsigned bits = fmt_int_bits(sp, ilp32);
  v &= mask_bits(bits);
  if (sp->conv == 'd' || sp->conv == 'i') {
    int64_t sv = sext64(v, bits);
    uint64_t m = sv < 0 ? 0 - (uint64_t)sv : (uint64_t)sv;
    number(out, sp, m, 10, false, sv < 0 ? "-" : sp->plus ? "+" : sp->space ? " " : "");
    return;
  }
  unsigned base = sp->conv == 'o' ? 8 : sp->conv == 'u' ? 10 : 16;
  const char *prefix = base == 16 && sp->hash && v ? (sp->conv == 'X' ? "0X" : "0x") : "";
  number(out, sp, v, base, sp->conv == 'X', prefix);
}

void fmt_string(FmtBuf *out, const FmtSpec *sp, const char *s) {
  if (!s) s = sp->prec < 0 || sp->prec >= 6 ? "(null)" : "";
  size_t n = strlen(s);
  if (sp->prec >= 0 && (size_t)sp->prec < n) n = (size_t)sp->prec;
  field(out, sp, "", 0, s, n, false);
}

void fmt_pointer(FmtBuf *out, const FmtSpec *sp, uint64_t v) {
  if (!v) {
    FmtSpec whole = *sp;
    whole.prec = -1; /* "(nil)" is never cut */
    fmt_string(out, &whole, "(nil)");
    return;
  }
  /* glibc prints a pointer as %#lx, with the + and space flags honoured. */
  FmtSpec hex = *sp;
  hex.hash = true;
  number(out, &hex, v, 16, false, sp->plus ? "+0x" : sp->space ? " 0x" : "0x");
}

void fmt_float(FmtBuf *out, const FmtSpec *sp, u128 bits) {
  double d;
  long double ld = 0;
  uint64_t lo = (uint64_t)bits;
  memcpy(&d, &lo, sizeof d);
  memcpy(&ld, &bits, 10);   /* L: the 80-bit format, as the host's long double holds it */
  bool big = sp->len == FMT_LEN_BIG_L;
  /* The C library formats it, from a specification rebuilt from the parsed
   * fields (never the program's own text): decimal conversion exactly as
   * glibc rounds it is what the native program prints. */
  char spec[40];
  int k = snprintf(spec, sizeof spec, "%%%s%s%s%s%s", sp->minus ? "-" : "", sp->plus ? "+" : "",
                   sp->space ? " " : "", sp->hash ? "#" : "", sp->zero ? "0" : "");
  if (sp->width >= 0) k += snprintf(spec + k, sizeof spec - (size_t)k, "%d", sp->width);
  if (sp->prec >= 0) k += snprintf(spec + k, sizeof spec - (size_t)k, ".%d", sp->prec);
  snprintf(spec + k, sizeof spec - (size_t)k, "%s%c", big ? "L" : "", sp->conv);
  int n = big ? snprintf(NULL, 0, spec, ld) : snprintf(NULL, 0, spec, d);
  if (n <= 0) return;
  size_t at = out->len;
  for (int i = 0; i <= n; i++) VEC_PUSH(*out, 0);
  if (big) snprintf(out->data + at, (size_t)n + 1, spec, ld);
  else snprintf(out->data + at, (size_t)n + 1, spec, d);
  out->len = at + (size_t)n;
}

void fmt_percent(FmtBuf *out, const FmtSpec *sp) {
  (void)sp; /* glibc prints a lone '%' whatever the flags and width */
  VEC_PUSH(*out, '%');
}
