/* printf_fmt: printf's conversions as glibc formats them, written here so
 * that symx's printf model never hands a program's format to the host's
 * printf. The engine (builtins.c) walks the format, fetches each argument
 * (and `*` widths and precisions) and calls these pure functions; the unit
 * test tests/unit/test_printf.c compares them with glibc's snprintf over a
 * table of conversions, flags, widths, precisions, length modifiers and
 * edge values.
 *
 * Covered: d i u o x X c s p n % with the flags - + space # 0, widths and
 * precisions (numbers or `*`), and the length modifiers hh h l ll j z t;
 * f F e E g G a A of a double (formatted by the C library from the parsed
 * fields: correctly rounded decimal output is glibc's own, and the native
 * program prints with the same glibc), and of a long double (L: x86's
 * 80-bit format, which the host's long double is). L with another
 * conversion is reported by fmt_parse with `unsupported`, as are unknown
 * conversions. */
#ifndef SYMX_PRINTF_FMT_H
#define SYMX_PRINTF_FMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/util.h"

typedef enum FmtLen { FMT_LEN_NONE, FMT_LEN_HH, FMT_LEN_H, FMT_LEN_L, FMT_LEN_LL, FMT_LEN_J,
                      FMT_LEN_Z, FMT_LEN_T, FMT_LEN_BIG_L } FmtLen;

typedef struct FmtSpec {
  bool minus, plus, space, hash, zero;
  bool width_star, prec_star;  /* `*`: taken from an int argument */
  int width;                   /* -1: none */
  int prec;                    /* -1: none */
  FmtLen len;
  char conv;
  bool unsupported;            /* L with an integer conversion, or an unknown conversion */
} FmtSpec;

typedef VEC(char) FmtBuf;

/* Parses the conversion specification at fmt (fmt[0] == '%'); returns the
 * number of characters it spans (at least 1; a format that ends inside it
 * gives conv 0). */
size_t fmt_parse(const char *fmt, FmtSpec *sp);

/* A `*` argument (an int) applied to the spec: a negative width is the `-`
 * flag and its magnitude, a negative precision is none. */
void fmt_set_star_width(FmtSpec *sp, int32_t v);
void fmt_set_star_prec(FmtSpec *sp, int32_t v);

/* How many bits of the argument a d i u o x X n conversion reads: 8 for hh,
 * 16 for h, 32 for none, long (32 or 64 with the data model), 64 for ll
 * and j, and pointer width for z and t. */
unsigned fmt_int_bits(const FmtSpec *sp, bool ilp32);

/* Appends conversion d i u o x X (of the low fmt_int_bits bits of v, read
 * signed for d and i) or c (of (unsigned char)v) to out. */
void fmt_integer(FmtBuf *out, const FmtSpec *sp, uint64_t v, bool ilp32);
/* Appends %s of s (n bytes readable, NUL-terminated within or not); NULL
 * as glibc prints it: "(null)", or nothing when the precision is below 6. */
void fmt_string(FmtBuf *out, const FmtSpec *sp, const char *s);
/* Appends %p of address v: "(nil)" for 0, else 0x and hex digits. */
void fmt_pointer(FmtBuf *out, const FmtSpec *sp, uint64_t v);
/* Appends f F e E g G a A of the double whose bit pattern is `bits` (with
 * L: of the long double whose 80 bits these are). */
void fmt_float(FmtBuf *out, const FmtSpec *sp, u128 bits);
/* Appends %% . */
void fmt_percent(FmtBuf *out, const FmtSpec *sp);

#endif
