/* stdlib.c — <stdlib.h>'s abs and div, and errno, for programs under symx
 * (the integer conversions are strtol.c's). */
/* Models are weak so that a program defining a function of the same name
 * overrides the model instead of clashing with it. */
#define SYMX_MODEL __attribute__((weak))

static int symx_errno;

SYMX_MODEL int *__errno_location(void) { return &symx_errno; }

/* optnone keeps the optimizer from turning these into the llvm.abs intrinsic,
 * so the engine sees a plain branch and negation (-INT_MIN overflows, as in
 * glibc, whose abs is the same expression). */
#define SYMX_PLAIN __attribute__((optnone, noinline))
SYMX_MODEL SYMX_PLAIN int abs(int i) { return i < 0 ? -i : i; }
SYMX_MODEL SYMX_PLAIN long labs(long i) { return i < 0 ? -i : i; }
SYMX_MODEL SYMX_PLAIN long long llabs(long long i) { return i < 0 ? -i : i; }

/* C99's truncating division, which is also what glibc computes (a zero
 * divisor, or the minimum divided by -1, is the program's error as for
 * `/`). The result types are glibc's, spelled out here: <stdlib.h> would
 * bring extern inline definitions of atoi and friends. */
typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;
SYMX_MODEL div_t div(int n, int d) {
  div_t r = {n / d, n % d};
  return r;
}
SYMX_MODEL ldiv_t ldiv(long n, long d) {
  ldiv_t r = {n / d, n % d};
  return r;
}
SYMX_MODEL lldiv_t lldiv(long long n, long long d) {
  lldiv_t r = {n / d, n % d};
  return r;
}
