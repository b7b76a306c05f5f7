/* util: allocation with a byte counter, growable vectors, fatal errors, hashing.
 * Every module allocates through xmalloc/xcalloc/xrealloc/xfree so that
 * util_bytes_in_use() reflects the engine's heap; tests check it returns to
 * its starting value (leak check). */
#ifndef SYMX_UTIL_H
#define SYMX_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SYMX_VERSION "0.1.0"

typedef unsigned __int128 u128;

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* How the engine's own failures are kept apart:
 *   assert()         an invariant (on in every build: NDEBUG is never set);
 *   die()            misuse of an internal API or an impossible condition;
 *   fail_path()      a failure declared recoverable (fault injection): it
 *                    ends only the path being run, as unsupported.
 * In a release build die() also ends only the path (while a recovery point
 * is set): a user keeps the rest of the run, said to be incomplete. In the
 * strict build (SYMX_STRICT: the sanitizer build, run by make test) die()
 * aborts, and so does a crash inside the engine: a test then fails instead
 * of passing with an `unsupported` path. */
_Noreturn void die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void fail_path(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Whether die() and engine crashes abort (the strict build). */
bool util_strict(void);
/* Sets (or, with NULL, clears) where die() jumps to instead of aborting:
 * a sigjmp_buf (passed as void * to keep setjmp.h out of this header). The
 * message of the last failure is kept for util_last_failure(). */
void util_set_recovery(void *sigjmp_buf_ptr);
const char *util_last_failure(void);

void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t n);
void *xrealloc(void *p, size_t old_n, size_t new_n);
void xfree(void *p, size_t n);
char *xstrdup(const char *s);
void xstrfree(char *s);
/* Bytes currently allocated through the functions above. */
size_t util_bytes_in_use(void);
/* Peak resident set size of this process in bytes (from the OS). */
size_t util_peak_rss(void);
/* Current resident set size in bytes (0 if unknown). */
size_t util_current_rss(void);

/* A growable array: VEC(int) v = {0}; VEC_PUSH(v, 3); v.data[i], v.len. */
#define VEC(T) struct { T *data; size_t len, cap; }
#define VEC_PUSH(v, x)                                                          \
  do {                                                                          \
    if ((v).len == (v).cap) {                                                   \
      size_t nc_ = (v).cap ? 2 * (v).cap : 8;                                   \
      (v).data = xrealloc((v).data, (v).cap * sizeof(*(v).data),                \
                          nc_ * sizeof(*(v).data));                             \
      (v).cap = nc_;                                                            \
    }                                                                           \
    (v).data[(v).len++] = (x);                                                  \
  } while (0)
#define VEC_FREE(v)                                                             \
  do {                                                                          \
    xfree((v).data, (v).cap * sizeof(*(v).data));                               \
    (v).data = NULL;                                                            \
    (v).len = (v).cap = 0;                                                      \
  } while (0)

static inline uint64_t hash_mix(uint64_t h, uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 32);
}
uint64_t hash_bytes(const void *p, size_t n);

/* Mask of the low `width` bits (width 1..64). */
static inline uint64_t mask_bits(unsigned width) {
  return width >= 64 ? ~0ull : ((1ull << width) - 1);
}
/* Sign-extend the low `width` bits of x to 64 bits. */
static inline int64_t sext64(uint64_t x, unsigned width) {
  if (width >= 64) return (int64_t)x;
  unsigned s = 64 - width;
  return (int64_t)(x << s) >> s;
}

/* symx's installation root, the directory holding runtime/include/symx.h:
 * $SYMX_HOME if set, else searched upwards from the executable. */
bool util_find_home(char *buf, size_t n);

/* Monotonic clock in seconds. */
double util_now(void);

/* Removes `dir` and everything under it (symbolic links are removed, never
 * followed). Best effort: what cannot be removed stays. */
void util_remove_tree(const char *dir);

/* A new scratch directory `NAME-XXXXXX` for many small short-lived files
 * (one set per run of a program: its input, its report): in $TMPDIR if it
 * is set, else in /dev/shm when that is a writable directory (memory: no
 * journal, no disk), else in /tmp. Nothing is executed from it. False (errno
 * set) when it cannot be made. */
bool util_scratch_dir(char *buf, size_t n, const char *name);

/* Parses a non-negative number (seconds, megabytes) up to 1e12; false if
 * malformed, negative, NaN or infinite. */
bool util_parse_nonneg(const char *s, double *out);

/* Writes s as a JSON string literal (quoted and escaped; NULL as ""). */
void util_json_string(FILE *f, const char *s);

#endif
