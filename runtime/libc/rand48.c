/* rand48.c — the drand48 family giving glibc's numbers.
 *
 * One 48-bit linear congruential generator, X' = (a X + c) mod 2^48, with
 * a = 0x5DEECE66D and c = 0xB unless lcong48 changed them. The functions
 * differ in where X lives (a hidden state, or the caller's unsigned short[3],
 * least significant word first) and in what they return of the new X:
 *   lrand48, nrand48  X >> 17, in [0, 2^31);
 *   mrand48, jrand48  the 32 bits X >> 16 as a signed int, in [-2^31, 2^31);
 *   drand48, erand48  X / 2^48, in [0, 1), exactly (glibc builds the double
 *                     from X's bits, so no rounding happens).
 * The hidden X starts at 0 in glibc (not at POSIX's suggested 0x1234ABCD330E),
 * so a program that never seeds gets 0 from its first lrand48(). srand48(s)
 * sets X to s's low 32 bits followed by 0x330E and restores a and c; seed48
 * sets X from three words, restores a and c, and returns the previous X in a
 * buffer of its own; lcong48 sets X, a and c. The *_r forms are not here.
 * tests/models checks every function against glibc. */
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

#define SYMX_RAND48_A 0x5DEECE66Dull
#define SYMX_RAND48_C 0xBull
#define SYMX_RAND48_MASK 0xFFFFFFFFFFFFull

static unsigned short symx_rand48_x[3];
static uint64_t symx_rand48_a = SYMX_RAND48_A, symx_rand48_c = SYMX_RAND48_C;

static uint64_t symx_rand48_get(const unsigned short x[3]) {
  return (uint64_t)x[0] | (uint64_t)x[1] << 16 | (uint64_t)x[2] << 32;
}

static void symx_rand48_set(unsigned short x[3], uint64_t v) {
  x[0] = (unsigned short)v;
  x[1] = (unsigned short)(v >> 16);
  x[2] = (unsigned short)(v >> 32);
}

/* Steps the generator whose state is x and returns the new X. */
static uint64_t symx_rand48_step(unsigned short x[3]) {
  uint64_t v = (symx_rand48_a * symx_rand48_get(x) + symx_rand48_c) & SYMX_RAND48_MASK;
  symx_rand48_set(x, v);
  return v;
}

SYMX_MODEL long nrand48(unsigned short x[3]) { return (long)(symx_rand48_step(x) >> 17); }
SYMX_MODEL long jrand48(unsigned short x[3]) { return (long)(int32_t)(uint32_t)(symx_rand48_step(x) >> 16); }
/* X * 2^-48: the conversion of a 48-bit integer and the scaling are exact. */
SYMX_MODEL double erand48(unsigned short x[3]) { return (double)symx_rand48_step(x) * 0x1p-48; }

SYMX_MODEL long lrand48(void) { return nrand48(symx_rand48_x); }
SYMX_MODEL long mrand48(void) { return jrand48(symx_rand48_x); }
SYMX_MODEL double drand48(void) { return erand48(symx_rand48_x); }

SYMX_MODEL void srand48(long seed) {
  symx_rand48_set(symx_rand48_x, (uint64_t)(uint32_t)seed << 16 | 0x330E);
  symx_rand48_a = SYMX_RAND48_A;
  symx_rand48_c = SYMX_RAND48_C;
}

SYMX_MODEL unsigned short *seed48(unsigned short seed[3]) {
  static unsigned short previous[3];
  /* The old state is saved first, as glibc does: handed its own buffer
   * back, seed48 leaves the state as it was. */
  symx_rand48_set(previous, symx_rand48_get(symx_rand48_x));
  symx_rand48_set(symx_rand48_x, symx_rand48_get(seed));
  symx_rand48_a = SYMX_RAND48_A;
  symx_rand48_c = SYMX_RAND48_C;
  return previous;
}

SYMX_MODEL void lcong48(unsigned short param[7]) {
  symx_rand48_set(symx_rand48_x, symx_rand48_get(param));
  symx_rand48_a = symx_rand48_get(param + 3);
  symx_rand48_c = param[6];
}
