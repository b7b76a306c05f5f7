/* math.c — the exact functions of <math.h>, for programs under symx.
 *
 * Each result is the one glibc (2.36, x86-64) gives, bit for bit, errno
 * included; make models-test compares them natively over special values.
 * They are written with integer operations on the bit patterns and the
 * operations the engine models exactly (IEEE arithmetic, sqrt, rounding to
 * integers), so symbolic arguments are followed exactly too.
 *
 * A program compiled with the usual builtins calls the intrinsics (fabs,
 * floor, ceil, trunc, round, rint, copysign, fmin, fmax) directly; these
 * definitions serve calls that stay calls (sqrt sets errno; fmod, ldexp,
 * frexp, modf, nextafter are not intrinsics; -fno-builtin programs).
 * Transcendental functions (sin, exp, log, pow, ...) are not modelled: a
 * call ends the path as unsupported, or with --external-calls concrete
 * runs glibc's natively. */
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))
#define SYMX_EDOM 33
#define SYMX_ERANGE 34

int *__errno_location(void);

static uint64_t bits(double x) {
  union { double d; uint64_t u; } v = {.d = x};
  return v.u;
}

static double from_bits(uint64_t u) {
  union { uint64_t u; double d; } v = {.u = u};
  return v.d;
}

static uint32_t bitsf(float x) {
  union { float f; uint32_t u; } v = {.f = x};
  return v.u;
}

static float from_bitsf(uint32_t u) {
  union { uint32_t u; float f; } v = {.u = u};
  return v.f;
}

/* A NaN made quiet, as an arithmetic operation returns it (written with
 * bits: the compiler may fold x * 1.0 to x). */
static double quiet(double x) { return from_bits(bits(x) | 1ull << 51); }

static int is_nan(double x) { return (bits(x) & ~(1ull << 63)) > 0x7ff0000000000000ull; }
static int is_inf(double x) { return (bits(x) & ~(1ull << 63)) == 0x7ff0000000000000ull; }

SYMX_MODEL double fabs(double x) { return from_bits(bits(x) & ~(1ull << 63)); }
SYMX_MODEL float fabsf(float x) { return from_bitsf(bitsf(x) & 0x7fffffffu); }
SYMX_MODEL double copysign(double x, double y) {
  return from_bits((bits(x) & ~(1ull << 63)) | (bits(y) & (1ull << 63)));
}
SYMX_MODEL float copysignf(float x, float y) {
  return from_bitsf((bitsf(x) & 0x7fffffffu) | (bitsf(y) & 0x80000000u));
}

SYMX_MODEL double floor(double x) { return __builtin_floor(x); }
SYMX_MODEL double ceil(double x) { return __builtin_ceil(x); }
SYMX_MODEL double trunc(double x) { return __builtin_trunc(x); }
SYMX_MODEL double round(double x) { return __builtin_round(x); }
SYMX_MODEL double rint(double x) { return __builtin_rint(x); }
SYMX_MODEL double nearbyint(double x) { return __builtin_nearbyint(x); }
SYMX_MODEL float floorf(float x) { return __builtin_floorf(x); }
SYMX_MODEL float ceilf(float x) { return __builtin_ceilf(x); }
SYMX_MODEL float truncf(float x) { return __builtin_truncf(x); }
SYMX_MODEL float roundf(float x) { return __builtin_roundf(x); }

/* sqrt of a negative number (not -0): a domain error, and the default NaN
 * the hardware gives. */
SYMX_MODEL double sqrt(double x) {
  if (x < 0) *__errno_location() = SYMX_EDOM;
  return __builtin_sqrt(x);
}
SYMX_MODEL float sqrtf(float x) {
  if (x < 0) *__errno_location() = SYMX_EDOM;
  return __builtin_sqrtf(x);
}

/* x * 2^n, rounded once. A result in the subnormal range is reached in
 * steps that stay normal (scaling by 2^-1022 * 2^53 keeps 53 bits) and a
 * last multiplication that rounds. */
SYMX_MODEL double scalbn(double x, int n) {
  if (is_nan(x)) return quiet(x);
  if (x == 0 || is_inf(x)) return x;
  double y = x;
  if (n > 1023) {
    y *= 0x1p1023, n -= 1023;
    if (n > 1023) y *= 0x1p1023, n -= 1023;
    if (n > 1023) n = 1023;
  } else if (n < -1022) {
    y *= 0x1p-1022 * 0x1p53, n += 1022 - 53;
    if (n < -1022) y *= 0x1p-1022 * 0x1p53, n += 1022 - 53;
    if (n < -1022) n = -1022;
  }
  return y * from_bits((uint64_t)(0x3ff + n) << 52);
}
/* scalbn that sets ERANGE when the result overflows or underflows to 0. */
SYMX_MODEL double ldexp(double x, int n) {
  double y = scalbn(x, n);
  if (x != 0 && !is_inf(x) && !is_nan(x) && (is_inf(y) || y == 0)) *__errno_location() = SYMX_ERANGE;
  return y;
}

/* x = m * 2^e with 0.5 <= |m| < 1 (m = x for 0, inf and NaN, e = 0). */
SYMX_MODEL double frexp(double x, int *e) {
  uint64_t u = bits(x);
  int ex = (int)(u >> 52 & 0x7ff);
  *e = 0;
  if (is_nan(x)) return quiet(x);
  if (x == 0 || is_inf(x)) return x;
  if (ex == 0) { /* subnormal: make it normal first */
    x *= 0x1p64;
    u = bits(x);
    ex = (int)(u >> 52 & 0x7ff);
    *e = -64;
  }
  *e += ex - 0x3fe;
  return from_bits((u & ~(0x7ffull << 52)) | (0x3feull << 52));
}

/* The integral part in *ip and the fraction, both with x's sign. */
SYMX_MODEL double modf(double x, double *ip) {
  if (is_nan(x)) {
    *ip = quiet(x);
    return quiet(x);
  }
  double t = __builtin_trunc(x);
  *ip = t;
  if (is_inf(x) || t == x) return copysign(0.0, x);
  return x - t;
}

/* The remainder of x / y with x's sign, exactly: the magnitudes' integer
 * mantissas are divided bit by bit from the larger exponent down. */
#ifdef __i386__
/* i386's glibc computes fmod on the x87 unit, whose loads quiet both
 * operands: of two NaNs, the larger significand wins, and of equal ones the
 * positive. */
static double x87_nan(double x, double y) {
  uint64_t qx = bits(quiet(x)), qy = bits(quiet(y)), m = ~(1ull << 63);
  if (!is_nan(y) || (is_nan(x) && ((qx & m) > (qy & m) || ((qx & m) == (qy & m) && !(qx >> 63)))))
    return from_bits(qx);
  return from_bits(qy);
}
#endif

SYMX_MODEL double fmod(double x, double y) {
#ifdef __i386__
  if (is_nan(x) || is_nan(y)) return x87_nan(x, y);
#else
  if (is_nan(x) || is_nan(y)) return x * y;
#endif
  if (is_inf(x) || y == 0) {
    *__errno_location() = SYMX_EDOM;
    return (x * y) / (x * y);
  }
  uint64_t ux = bits(x), uy = bits(y), sign = ux & (1ull << 63);
  ux &= ~(1ull << 63), uy &= ~(1ull << 63);
  if (ux < uy) return x;
  if (ux == uy) return from_bits(sign);
  int ex = (int)(ux >> 52), ey = (int)(uy >> 52);
  uint64_t mx = ux & ((1ull << 52) - 1), my = uy & ((1ull << 52) - 1);
  /* x = mx * 2^(ex - 1075), mx with its leading bit at 52 (a subnormal's
   * shifted up, its exponent going below 1); the same for y */
  if (ex) mx |= 1ull << 52;
  else for (ex = 1; !(mx >> 52); ex--) mx <<= 1;
  if (ey) my |= 1ull << 52;
  else for (ey = 1; !(my >> 52); ey--) my <<= 1;
  for (; ex > ey; ex--) {
    if (mx >= my) mx -= my;
    mx <<= 1;
  }
  if (mx >= my) mx -= my;
  if (mx == 0) return from_bits(sign);
  /* mx * 2^(ey - 1075) is exact: normalise it into the bit pattern (below
   * exponent 1, the bits shifted out are zeros) */
  while (!(mx >> 52)) mx <<= 1, ey--;
  uint64_t r = ey >= 1 ? (mx & ((1ull << 52) - 1)) | (uint64_t)ey << 52 : mx >> (1 - ey);
  return from_bits(sign | r);
}

/* The next double after x toward y; overflow to inf and a subnormal or
 * zero result set ERANGE, as glibc does (but not the step from zero). */
SYMX_MODEL double nextafter(double x, double y) {
  if (is_nan(x) || is_nan(y)) return x + y;
  if (x == y) return y;
  uint64_t u = bits(x);
  if (x == 0) return from_bits((bits(y) & (1ull << 63)) | 1); /* glibc: no ERANGE here */
  if ((x < y) == !(u >> 63)) u++;
  else u--;
  double r = from_bits(u);
  uint64_t e = u >> 52 & 0x7ff;
  if (e == 0x7ff || e == 0) *__errno_location() = SYMX_ERANGE;
  return r;
}

/* The remainder of floats: fmod's of the same values, which is exact and
 * representable as a float (so is each NaN through the conversions). */
SYMX_MODEL float fmodf(float x, float y) { return (float)fmod(x, y); }

/* x * y + z rounded once: the engine's fused multiply-add. */
SYMX_MODEL double fma(double x, double y, double z) { return __builtin_fma(x, y, z); }
SYMX_MODEL float fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }

double strtod(const char *s, char **end);
float strtof(const char *s, char **end);

/* nan(tag) is strtod("NAN(tag)"): "" gives the default quiet NaN, a tag of
 * digits a payload (strtod's native conversion). A tag too long for the
 * buffer here is taken as far as it fits, which glibc would not do: such a
 * call ends as unsupported instead. */
extern void symx_nan_tag_too_long(void) __attribute__((weak));
static int nan_text(char *buf, int room, const char *tag) {
  const char *pre = "NAN(";
  int i = 0;
  while (*pre) buf[i++] = *pre++;
  for (; *tag; tag++) {
    if (i >= room - 2) {
      if (symx_nan_tag_too_long) symx_nan_tag_too_long();
      return 0;
    }
    buf[i++] = *tag;
  }
  buf[i++] = ')';
  buf[i] = 0;
  return 1;
}

SYMX_MODEL double nan(const char *tag) {
  char buf[64];
  if (!*tag) return __builtin_nan("");
  return nan_text(buf, sizeof buf, tag) ? strtod(buf, 0) : 0;
}

SYMX_MODEL float nanf(const char *tag) {
  char buf[64];
  if (!*tag) return __builtin_nanf("");
  return nan_text(buf, sizeof buf, tag) ? strtof(buf, 0) : 0;
}
