/* rand.c — rand, srand, random, srandom and rand_r giving glibc's numbers.
 *
 * glibc's rand() is random() with its default state: an additive lagged
 * Fibonacci generator over 31 words, r[i] = r[i-3] + r[i-31] (mod 2^32),
 * each result the new word shifted right by one. srandom(seed) fills the
 * 31 words with the "minimal standard" sequence r[i] = 16807 r[i-1] mod
 * (2^31 - 1) from r[0] = seed (0 counts as 1), computed without overflow
 * (Schrage's method), then throws the first 310 results away. Without a
 * call to srand a program gets the sequence of srand(1). rand_r is a
 * separate generator: three steps of the LCG x = 1103515245 x + 12345 on
 * the caller's state, 11 + 10 + 10 bits of the result taken from bits 16
 * and up of each. tests/models checks all of them against glibc. */
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

enum { SYMX_RAND_DEG = 31, SYMX_RAND_SEP = 3, SYMX_RAND_DISCARD = 310 };

static int32_t symx_rand_state[SYMX_RAND_DEG];
static int symx_rand_front, symx_rand_rear; /* the lags: front = rear + 3 (mod 31) */
static int symx_rand_seeded;

static int32_t symx_rand_step(void) {
  uint32_t v = (uint32_t)symx_rand_state[symx_rand_front] + (uint32_t)symx_rand_state[symx_rand_rear];
  symx_rand_state[symx_rand_front] = (int32_t)v;
  symx_rand_front = symx_rand_front + 1 == SYMX_RAND_DEG ? 0 : symx_rand_front + 1;
  symx_rand_rear = symx_rand_rear + 1 == SYMX_RAND_DEG ? 0 : symx_rand_rear + 1;
  return (int32_t)(v >> 1);
}

SYMX_MODEL void srandom(unsigned int seed) {
  int32_t w = seed == 0 ? 1 : (int32_t)seed;
  symx_rand_state[0] = w;
  for (int i = 1; i < SYMX_RAND_DEG; i++) {
    /* 16807 w mod (2^31 - 1), as 16807 (w mod 127773) - 2836 (w / 127773) */
    int32_t hi = w / 127773, lo = w % 127773;
    w = 16807 * lo - 2836 * hi;
    if (w < 0)
      w += 2147483647;
    symx_rand_state[i] = w;
  }
  symx_rand_front = SYMX_RAND_SEP;
  symx_rand_rear = 0;
  symx_rand_seeded = 1;
  for (int i = 0; i < SYMX_RAND_DISCARD; i++)
    (void)symx_rand_step();
}

SYMX_MODEL long random(void) {
  if (!symx_rand_seeded)
    srandom(1);
  return symx_rand_step();
}

SYMX_MODEL void srand(unsigned int seed) { srandom(seed); }

SYMX_MODEL int rand(void) { return (int)random(); }

SYMX_MODEL int rand_r(unsigned int *seed) {
  unsigned int x = *seed, r;
  x = x * 1103515245u + 12345u;
  r = (x >> 16) % 2048;
  x = x * 1103515245u + 12345u;
  r = (r << 10) ^ ((x >> 16) % 1024);
  x = x * 1103515245u + 12345u;
  r = (r << 10) ^ ((x >> 16) % 1024);
  *seed = x;
  return (int)r;
}
