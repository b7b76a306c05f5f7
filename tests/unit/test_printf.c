/* printf_fmt against glibc: every conversion over a table of flags, widths,
 * precisions, length modifiers and edge values is formatted by symx's
 * formatter and by the host's snprintf with the same specification and an
 * argument of the type it names; the bytes and the lengths must agree.
 * Combinations whose behaviour C leaves undefined ('#' with d i u c s, '0'
 * with c s p, a precision with c) are left out. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#include "check.h"
#include "engine/printf_fmt.h"

static long mismatches_shown;

/* Compares symx's output for spec (with `*` arguments sw, sp) with glibc's
 * `ref` of length n. */
static void compare(const char *spec, const char *ref, int n, FmtBuf *got) {
  bool same = n >= 0 && (size_t)n == got->len && (got->len == 0 || memcmp(ref, got->data, got->len) == 0);
  CHECK(same);
  if (!same && mismatches_shown++ < 20)
    fprintf(stderr, "  %s: glibc \"%.*s\" (%d), symx \"%.*s\" (%zu)\n", spec, n, ref, n, (int)got->len,
            got->data, got->len);
}

/* The spec's `*` values and the glibc reference for an integer conversion,
 * the argument passed as the type the length modifier names. */
static int glibc_int(char *buf, size_t n, const char *spec, const FmtSpec *sp, int sw, int spr, uint64_t v) {
#define CALL(arg)                                                                                  \
  (sp->width_star && sp->prec_star ? snprintf(buf, n, spec, sw, spr, arg)                         \
   : sp->width_star                ? snprintf(buf, n, spec, sw, arg)                              \
   : sp->prec_star                 ? snprintf(buf, n, spec, spr, arg)                             \
                                   : snprintf(buf, n, spec, arg))
  switch (sp->len) {
  case FMT_LEN_L: return CALL((long)v);
  case FMT_LEN_LL: return CALL((long long)v);
  case FMT_LEN_J: return CALL((intmax_t)v);
  case FMT_LEN_Z: return CALL((size_t)v);
  case FMT_LEN_T: return CALL((ptrdiff_t)v);
  default: return CALL((int)v);
  }
#undef CALL
}

static void apply_stars(FmtSpec *sp, int sw, int spr) {
  if (sp->width_star) fmt_set_star_width(sp, sw);
  if (sp->prec_star) fmt_set_star_prec(sp, spr);
}

static const char *const FLAGS[] = {"", "-", "+", " ", "#", "0", "-0", "+0", " 0", "#0", "-#", "+ ", "-+0#"};
static const char *const WIDTHS[] = {"", "1", "5", "12", "*"};
static const char *const PRECS[] = {"", ".", ".0", ".1", ".5", ".12", ".*"};
static const char *const LENS[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
static const uint64_t VALUES[] = {0, 1, 7, 8, 10, 127, 128, 200, 255, 256, 32767, 32768, 65535, 65536,
                                  0x7fffffff, 0x80000000u, 0xffffffffu, 0x123456789ull,
                                  0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull,
                                  (uint64_t)-56, (uint64_t)-1000};
static const int STARS[][2] = {{3, -1}, {-7, 0}, {0, 4}, {9, 2}};

static bool undefined_combo(const char *flags, char conv, const char *prec) {
  bool hash = strchr(flags, '#'), zero = strchr(flags, '0');
  if (hash && strchr("diuc", conv)) return true;
  if (zero && conv == 'c') return true;
  return conv == 'c' && prec[0];
}

static void integers(void) {
  const char *convs = "diuoxXc";
  char spec[64], ref[256];
  for (const char *c = convs; *c; c++)
    for (size_t f = 0; f < ARRAY_LEN(FLAGS); f++)
      for (size_t w = 0; w < ARRAY_LEN(WIDTHS); w++)
        for (size_t p = 0; p < ARRAY_LEN(PRECS); p++)
          for (size_t l = 0; l < ARRAY_LEN(LENS); l++) {
            if (undefined_combo(FLAGS[f], *c, PRECS[p]) || (*c == 'c' && LENS[l][0])) continue;
            snprintf(spec, sizeof spec, "%%%s%s%s%s%c", FLAGS[f], WIDTHS[w], PRECS[p], LENS[l], *c);
            for (size_t v = 0; v < ARRAY_LEN(VALUES); v++)
              for (size_t k = 0; k < ARRAY_LEN(STARS); k++) {
                FmtSpec sp;
                CHECK(fmt_parse(spec, &sp) == strlen(spec) && !sp.unsupported);
                if (k && !sp.width_star && !sp.prec_star) break;
                int n = glibc_int(ref, sizeof ref, spec, &sp, STARS[k][0], STARS[k][1], VALUES[v]);
                apply_stars(&sp, STARS[k][0], STARS[k][1]);
                FmtBuf got = {0};
                fmt_integer(&got, &sp, VALUES[v], false);
                compare(spec, ref, n, &got);
                VEC_FREE(got);
              }
          }
}

static void strings_and_pointers(void) {
  static const char *const STRS[] = {"", "a", "hello", "hello world!", NULL};
  static const char *const SFLAGS[] = {"", "-"};
  static const char *const PFLAGS[] = {"", "-", "+", " ", "-+"};
  static const uint64_t PTRS[] = {0, 1, 0xdeadbeef, 0x7ffc12345678ull};
  char spec[64], ref[256];
  for (size_t f = 0; f < ARRAY_LEN(SFLAGS); f++)
    for (size_t w = 0; w < ARRAY_LEN(WIDTHS); w++)
      for (size_t p = 0; p < ARRAY_LEN(PRECS); p++)
        for (size_t i = 0; i < ARRAY_LEN(STRS); i++)
          for (size_t k = 0; k < ARRAY_LEN(STARS); k++) {
            snprintf(spec, sizeof spec, "%%%s%s%ss", SFLAGS[f], WIDTHS[w], PRECS[p]);
            FmtSpec sp;
            fmt_parse(spec, &sp);
            if (k && !sp.width_star && !sp.prec_star) break;
            int sw = STARS[k][0], spr = STARS[k][1], n;
            if (sp.width_star && sp.prec_star) n = snprintf(ref, sizeof ref, spec, sw, spr, STRS[i]);
            else if (sp.width_star) n = snprintf(ref, sizeof ref, spec, sw, STRS[i]);
            else if (sp.prec_star) n = snprintf(ref, sizeof ref, spec, spr, STRS[i]);
            else n = snprintf(ref, sizeof ref, spec, STRS[i]);
            apply_stars(&sp, sw, spr);
            FmtBuf got = {0};
            fmt_string(&got, &sp, STRS[i]);
            compare(spec, ref, n, &got);
            VEC_FREE(got);
          }
  for (size_t f = 0; f < ARRAY_LEN(PFLAGS); f++)
    for (size_t w = 0; w < ARRAY_LEN(WIDTHS) - 1; w++)
      for (size_t p = 0; p < 4; p++)
        for (size_t i = 0; i < ARRAY_LEN(PTRS); i++) {
          snprintf(spec, sizeof spec, "%%%s%s%sp", PFLAGS[f], WIDTHS[w], PRECS[p]);
          FmtSpec sp;
          fmt_parse(spec, &sp);
          int n = snprintf(ref, sizeof ref, spec, (void *)(uintptr_t)PTRS[i]);
          FmtBuf got = {0};
          fmt_pointer(&got, &sp, PTRS[i]);
          compare(spec, ref, n, &got);
          VEC_FREE(got);
        }
}

static void parsing(void) {
  FmtSpec sp;
  CHECK(fmt_parse("%-08.3lld rest", &sp) == 9 && sp.minus && sp.zero && sp.width == 8 && sp.prec == 3 &&
        sp.len == FMT_LEN_LL && sp.conv == 'd' && !sp.unsupported);
  CHECK(fmt_parse("%f", &sp) == 2 && !sp.unsupported && sp.conv == 'f');
  CHECK(fmt_parse("%Lf", &sp) == 3 && !sp.unsupported && sp.len == FMT_LEN_BIG_L);
  CHECK(fmt_parse("%Lx", &sp) == 3 && sp.unsupported);
  CHECK(fmt_parse("%y", &sp) == 2 && sp.unsupported);
  CHECK(fmt_parse("%5", &sp) == 2 && sp.conv == 0);
  CHECK(fmt_parse("%hhn", &sp) == 4 && sp.conv == 'n' && fmt_int_bits(&sp, false) == 8);
  /* The data model decides long, size_t and ptrdiff_t. */
  fmt_parse("%ld", &sp);
  CHECK(fmt_int_bits(&sp, true) == 32 && fmt_int_bits(&sp, false) == 64);
  fmt_parse("%zu", &sp);
  CHECK(fmt_int_bits(&sp, true) == 32 && fmt_int_bits(&sp, false) == 64);
  fmt_parse("%lld", &sp);
  CHECK(fmt_int_bits(&sp, true) == 64);
  /* A %c of 0 is a NUL byte of the output. */
  fmt_parse("%3c", &sp);
  FmtBuf got = {0};
  fmt_integer(&got, &sp, 0, false);
  CHECK(got.len == 3 && got.data[2] == 0 && got.data[0] == ' ');
  VEC_FREE(got);
  /* "%%" with flags: a single '%'. */
  char ref[16];
  fmt_parse("%%", &sp);
  fmt_percent(&got, &sp);
  CHECK(got.len == 1 && got.data[0] == '%' && snprintf(ref, sizeof ref, "%%") == 1);
  VEC_FREE(got);
}

/* f F e E g G a A of doubles over the flags, widths and precisions above
 * (with `*` arguments), against glibc given the same double. */
static void floats(void) {
  static const double vals[] = {0.0, -0.0, 1.0, -1.5, 0.1, 2.5, 3.5, 1e-5, 123456.789, 1e21, -9.87654321e-300,
                                4.9e-324, 1.7976931348623157e308, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0};
  const char *convs = "fFeEgGaA";
  char spec[32], ref[512];
  for (const char *cv = convs; *cv; cv++)
    for (size_t f = 0; f < sizeof FLAGS / sizeof FLAGS[0]; f++)
      for (size_t w = 0; w < sizeof WIDTHS / sizeof WIDTHS[0]; w++)
        for (size_t p = 0; p < sizeof PRECS / sizeof PRECS[0]; p++) {
          snprintf(spec, sizeof spec, "%%%s%s%s%c", FLAGS[f], WIDTHS[w], PRECS[p], *cv);
          FmtSpec sp;
          if (fmt_parse(spec, &sp) != strlen(spec) || sp.unsupported) {
            CHECK(false);
            continue;
          }
          for (size_t st = 0; st < sizeof STARS / sizeof STARS[0]; st++) {
            if (st && !sp.width_star && !sp.prec_star) break;
            int sw = STARS[st][0], spr = STARS[st][1];
            for (size_t v = 0; v < sizeof vals / sizeof vals[0]; v++) {
              FmtSpec s2 = sp;
              apply_stars(&s2, sw, spr);
              double d = vals[v];
              int n = sp.width_star && sp.prec_star ? snprintf(ref, sizeof ref, spec, sw, spr, d)
                      : sp.width_star              ? snprintf(ref, sizeof ref, spec, sw, d)
                      : sp.prec_star               ? snprintf(ref, sizeof ref, spec, spr, d)
                                                   : snprintf(ref, sizeof ref, spec, d);
              uint64_t bits;
              memcpy(&bits, &d, sizeof bits);
              FmtBuf got = {0};
              fmt_float(&got, &s2, bits);
              compare(spec, ref, n, &got);
              VEC_FREE(got);
            }
          }
        }
}

/* f F e E g G a A with L of long doubles (80-bit encodings: LDBL_MAX, the
 * smallest denormal, a NaN payload, an unnormal, 1/3 to 64 bits) over the
 * flags, fixed widths and precisions, against glibc given the same long
 * double; L with an integer conversion stays unsupported. */
static void long_doubles(void) {
  static const struct { uint64_t sig; uint16_t se; } vals[] = {
      {0xaaaaaaaaaaaaaaabull, 0x3ffd}, {0xffffffffffffffffull, 0x7ffe}, {1, 0}, {0, 0x8000},
      {0xc000000000000123ull, 0xffff}, {0x8000000000000000ull, 0x7fff}, {0x4000000000000000ull, 0x3fff},
      {0xa000000000000000ull, 0x4000}};
  static const char *const widths[] = {"", "5", "40"}, *const precs[] = {"", ".0", ".3", ".25"};
  static char ref[8192];   /* %Lf of LDBL_MAX has 4933 digits */
  char spec[32];
  for (const char *cv = "fFeEgGaA"; *cv; cv++)
    for (size_t f = 0; f < sizeof FLAGS / sizeof FLAGS[0]; f++)
      for (size_t w = 0; w < 3; w++)
        for (size_t p = 0; p < 4; p++) {
          snprintf(spec, sizeof spec, "%%%s%s%sL%c", FLAGS[f], widths[w], precs[p], *cv);
          FmtSpec sp;
          CHECK(fmt_parse(spec, &sp) == strlen(spec) && !sp.unsupported && sp.len == FMT_LEN_BIG_L);
          for (size_t v = 0; v < sizeof vals / sizeof vals[0]; v++) {
            long double d = 0;
            memcpy(&d, &vals[v].sig, 8);
            memcpy((char *)&d + 8, &vals[v].se, 2);
            int n = snprintf(ref, sizeof ref, spec, d);
            FmtBuf got = {0};
            fmt_float(&got, &sp, (u128)vals[v].se << 64 | vals[v].sig);
            compare(spec, ref, n, &got);
            VEC_FREE(got);
          }
        }
  FmtSpec sp;
  fmt_parse("%Ld", &sp);
  CHECK(sp.unsupported);
}

int main(void) {
  parsing();
  floats();
  long_doubles();
  integers();
  strings_and_pointers();
  printf("test_printf: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
