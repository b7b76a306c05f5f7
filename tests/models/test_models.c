/* test_models.c — the libc models of runtime/libc against the host's glibc.
 *
 * Built by `make models-test`: each model source is compiled natively, its
 * defined symbols renamed with a model_ prefix (objcopy --redefine-syms), and
 * linked with this file, everything under AddressSanitizer so that a model
 * reading past the end of an object (every input string sits in a heap block
 * of exactly its size) fails the test. Each comparison of a model result with
 * glibc's counts as one check. Comparison functions are compared by sign only.
 */
#define _GNU_SOURCE /* strchrnul, memrchr, stpncpy */
#include <ctype.h>
#include <locale.h>
#include <signal.h>
#include <math.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <getopt.h>
#include "models_check.h"

/* The models, renamed. */
size_t model_strlen(const char *);
size_t model_strnlen(const char *, size_t);
int model_strcmp(const char *, const char *);
int model_strncmp(const char *, const char *, size_t);
int model_strcoll(const char *, const char *);
int model_strcasecmp(const char *, const char *);
int model_strncasecmp(const char *, const char *, size_t);
char *model_strcpy(char *, const char *);
char *model_stpcpy(char *, const char *);
char *model_strncpy(char *, const char *, size_t);
char *model_stpncpy(char *, const char *, size_t);
char *model_strcat(char *, const char *);
char *model_strncat(char *, const char *, size_t);
char *model_strchr(const char *, int);
char *model_strchrnul(const char *, int);
char *model_strrchr(const char *, int);
void *model_memchr(const void *, int, size_t);
void *model_memrchr(const void *, int, size_t);
int model_memcmp(const void *, const void *, size_t);
int model_bcmp(const void *, const void *, size_t);
char *model_strstr(const char *, const char *);
size_t model_strspn(const char *, const char *);
size_t model_strcspn(const char *, const char *);
char *model_strpbrk(const char *, const char *);
char *model_strtok(char *, const char *);
char *model_strtok_r(char *, const char *, char **);
char *model_strdup(const char *);
char *model_strndup(const char *, size_t);
void *model_memmem(const void *, size_t, const void *, size_t);
char *model_strsep(char **, const char *);
char *model_index(const char *, int);
char *model_rindex(const char *, int);
void *model_rawmemchr(const void *, int);
void *model_memccpy(void *, const void *, int, size_t);
int model_ffs(int);
int model_ffsl(long);
int model_ffsll(long long);
char *model_strerror(int);
char *model_strerror_r(int, char *, size_t);
int model___xpg_strerror_r(int, char *, size_t);
int __xpg_strerror_r(int, char *, size_t); /* POSIX strerror_r, hidden by _GNU_SOURCE */
char *model_strsignal(int);
ssize_t model_getdelim(char **, size_t *, int, FILE *);
ssize_t model_getline(char **, size_t *, FILE *);
int model_setvbuf(FILE *, char *, int, size_t);
__sighandler_t model_signal(int, __sighandler_t);
double model_nan(const char *);
struct tm *model_gmtime_r(const time_t *, struct tm *);
struct tm *model_gmtime(const time_t *);
double model_difftime(time_t, time_t);
struct tm *model_localtime_r(const time_t *, struct tm *);
time_t model_mktime(struct tm *);
time_t model_timegm(struct tm *);
char *model_asctime_r(const struct tm *, char *);
char *model_ctime_r(const time_t *, char *);
int model_getopt(int, char *const *, const char *);
struct option;
int model_getopt_long(int, char *const *, const char *, const struct option *, int *);
int model_getopt_long_only(int, char *const *, const char *, const struct option *, int *);
char *model_setlocale(int, const char *);
char *model_basename(const char *);
char *model___xpg_basename(char *);
char *model_dirname(char *);
char *__xpg_basename(char *); /* <libgen.h>'s basename, which would hide GNU's */
char *dirname(char *);
size_t model_strftime(char *, size_t, const char *, const struct tm *);
struct lconv *model_localeconv(void);
extern char *model_optarg;
extern int model_optind, model_opterr, model_optopt;

const unsigned short **model___ctype_b_loc(void);
const int32_t **model___ctype_tolower_loc(void);
const int32_t **model___ctype_toupper_loc(void);
int model_isalnum(int), model_isalpha(int), model_isblank(int), model_iscntrl(int);
int model_isdigit(int), model_isgraph(int), model_islower(int), model_isprint(int);
int model_ispunct(int), model_isspace(int), model_isupper(int), model_isxdigit(int);
int model_tolower(int), model_toupper(int);

int model_abs(int);
long model_labs(long);
long long model_llabs(long long);
int model_atoi(const char *);
long model_atol(const char *);
long long model_atoll(const char *);
long model_strtol(const char *, char **, int);
unsigned long model_strtoul(const char *, char **, int);
long long model_strtoll(const char *, char **, int);
unsigned long long model_strtoull(const char *, char **, int);
div_t model_div(int, int);
ldiv_t model_ldiv(long, long);
lldiv_t model_lldiv(long long, long long);
void model_qsort(void *, size_t, size_t, int (*)(const void *, const void *));
void *model_bsearch(const void *, const void *, size_t, size_t, int (*)(const void *, const void *));
int model_rand(void);
void model_srand(unsigned);
long model_random(void);
void model_srandom(unsigned);
int model_rand_r(unsigned *);
long model_lrand48(void);
long model_mrand48(void);
double model_drand48(void);
long model_nrand48(unsigned short[3]);
long model_jrand48(unsigned short[3]);
double model_erand48(unsigned short[3]);
void model_srand48(long);
unsigned short *model_seed48(unsigned short[3]);
void model_lcong48(unsigned short[7]);
char *model_getenv(const char *);
int model_setenv(const char *, const char *, int);
int model_unsetenv(const char *);
int model_putenv(char *);
char *model_secure_getenv(const char *);
int model_clearenv(void);
extern char **environ;
time_t model_time(time_t *);
int model_gettimeofday(struct timeval *, void *);
int model_clock_gettime(clockid_t, struct timespec *);
pid_t model_getpid(void);
int model_access(const char *, int), model_unlink(const char *), model_rmdir(const char *), model_remove(const char *);
int model_rename(const char *, const char *), model_mkdir(const char *, mode_t);
pid_t model_getppid(void);
uid_t model_getuid(void);
uid_t model_geteuid(void);
gid_t model_getgid(void);
gid_t model_getegid(void);
clock_t model_clock(void);
int model_isatty(int);
extern int model___symx_env_symbolic;
extern unsigned long model___symx_env_len;

extern FILE *model_stdin, *model_stdout, *model_stderr;

int model_sscanf(const char *, const char *, ...);
int model___isoc99_sscanf(const char *, const char *, ...);
int model_fscanf(FILE *, const char *, ...);
int model_fgetc(FILE *);
int model_ungetc(int, FILE *);
char *model_fgets(char *, int, FILE *);
size_t model_fread(void *, size_t, size_t, FILE *);
ssize_t model_read(int, void *, size_t);
int model_feof(FILE *);
void model_clearerr(FILE *);
FILE *model_fopen(const char *, const char *);
int model_fclose(FILE *);
int model_fseek(FILE *, long, int);
long model_ftell(FILE *);
void model_rewind(FILE *);
int model_open(const char *, int, ...);
int model_close(int);
off_t model_lseek(int, off_t, int);
int model_stat(const char *, struct stat *), model_lstat(const char *, struct stat *), model_fstat(int, struct stat *);
int model_stat64(const char *, struct stat64 *), model_fstat64(int, struct stat64 *);
extern int model___symx_files_n;
extern unsigned long model___symx_file_size;
extern char *model___symx_stdin_data;
extern unsigned long model___symx_stdin_size, model___symx_stdin_pos;
extern int model___symx_stdin_eof;


static long passed, failed;

void check(int ok, const char *fmt, ...) {
  va_list ap;
  if (ok) {
    passed++;
    return;
  }
  failed++;
  if (failed <= 40) {
    fprintf(stderr, "FAIL: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
  }
}

static int sgn(long v) { return (v > 0) - (v < 0); }

/* A printable rendering of s (length n) for failure messages; rotating buffers. */
static const char *show_n(const char *s, size_t n) {
  static char bufs[8][160];
  static int k;
  char *b = bufs[k++ & 7], *p = b;
  size_t i;
  *p++ = '"';
  for (i = 0; i < n && p < b + 140; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
      *p++ = (char)c;
    else
      p += sprintf(p, "\\x%02x", c);
  }
  *p++ = '"';
  *p = 0;
  return b;
}
static const char *show(const char *s) { return s ? show_n(s, strlen(s)) : "NULL"; }

/* Offset of p from base, or -1 for NULL. */
static long off(const void *p, const void *base) {
  return p ? (long)((const char *)p - (const char *)base) : -1;
}

/* A heap copy of the n bytes at s in a block of exactly n bytes. */
static char *exact(const char *s, size_t n) {
  char *p = malloc(n ? n : 1);
  memcpy(p, s, n);
  return p;
}

/* ---- ctype ---------------------------------------------------------------- */

static void test_ctype(void) {
  static const struct {
    const char *name;
    int (*glibc)(int);
    int (*model)(int);
  } fns[] = {
      {"isalnum", isalnum, model_isalnum},   {"isalpha", isalpha, model_isalpha},
      {"isblank", isblank, model_isblank},   {"iscntrl", iscntrl, model_iscntrl},
      {"isdigit", isdigit, model_isdigit},   {"isgraph", isgraph, model_isgraph},
      {"islower", islower, model_islower},   {"isprint", isprint, model_isprint},
      {"ispunct", ispunct, model_ispunct},   {"isspace", isspace, model_isspace},
      {"isupper", isupper, model_isupper},   {"isxdigit", isxdigit, model_isxdigit},
      {"tolower", tolower, model_tolower},   {"toupper", toupper, model_toupper},
  };
  static const int outside[] = {INT_MIN, -100000, -1000, -129, 256, 257, 300, 1000, INT_MAX};
  const unsigned short *gb = *__ctype_b_loc(), *mb = *model___ctype_b_loc();
  const int32_t *gl = *__ctype_tolower_loc(), *ml = *model___ctype_tolower_loc();
  const int32_t *gu = *__ctype_toupper_loc(), *mu = *model___ctype_toupper_loc();
  size_t f, i;
  int c;

  /* The accessors return the same pointer each time. */
  check(model___ctype_b_loc() == model___ctype_b_loc(), "__ctype_b_loc stable");
  for (c = -128; c < 256; c++) {
    check(gb[c] == mb[c], "ctype_b[%d]: glibc 0x%04x model 0x%04x", c, gb[c], mb[c]);
    check(gl[c] == ml[c], "ctype_tolower[%d]: glibc %d model %d", c, gl[c], ml[c]);
    check(gu[c] == mu[c], "ctype_toupper[%d]: glibc %d model %d", c, gu[c], mu[c]);
    for (f = 0; f < sizeof fns / sizeof fns[0]; f++) {
      int g = fns[f].glibc(c), m = fns[f].model(c);
      check(g == m, "%s(%d): glibc %d model %d", fns[f].name, c, g, m);
    }
    /* glibc's macros, which read the tables, agree with the model functions. */
    check(isalpha(c) == model_isalpha(c) && isdigit(c) == model_isdigit(c) &&
              isspace(c) == model_isspace(c) && ispunct(c) == model_ispunct(c) &&
              tolower(c) == model_tolower(c) && toupper(c) == model_toupper(c),
          "ctype macros at %d", c);
  }
  for (i = 0; i < sizeof outside / sizeof outside[0]; i++) {
    c = outside[i];
    check(tolower(c) == model_tolower(c), "tolower(%d): %d vs %d", c, tolower(c), model_tolower(c));
    check(toupper(c) == model_toupper(c), "toupper(%d): %d vs %d", c, toupper(c), model_toupper(c));
  }
}

/* ---- strings -------------------------------------------------------------- */

/* All strings of length 0..MAXLEN over ALPHA (with a high byte for the sign
 * of comparisons and upper/lower case for the case-insensitive ones). */
#define MAXLEN 3
static const char ALPHA[] = {'a', 'A', 'b', (char)0x80, (char)0xff};
#define NALPHA ((int)sizeof ALPHA)
static char *strs[1024];
static int nstrs;

static void gen_strings(void) {
  char buf[MAXLEN + 1];
  int len, k, idx[MAXLEN];
  for (len = 0; len <= MAXLEN; len++) {
    for (k = 0; k < len; k++)
      idx[k] = 0;
    for (;;) {
      for (k = 0; k < len; k++)
        buf[k] = ALPHA[idx[k]];
      buf[len] = 0;
      strs[nstrs++] = exact(buf, (size_t)len + 1);
      for (k = len - 1; k >= 0 && ++idx[k] == NALPHA; k--)
        idx[k] = 0;
      if (k < 0)
        break;
    }
  }
}

static void test_string_single(void) {
  static const int chars[] = {'a', 'A', 'b', 0x80, 0xff, 0, 'z', -128, -1, 0x161, 0x100};
  int s, ci;
  size_t n;
  for (s = 0; s < nstrs; s++) {
    const char *p = strs[s];
    size_t len = strlen(p);
    check(model_strlen(p) == len, "strlen(%s)", show(p));
    for (n = 0; n <= len + 2; n++)
      check(model_strnlen(p, n) == strnlen(p, n), "strnlen(%s, %zu)", show(p), n);
    for (ci = 0; ci < (int)(sizeof chars / sizeof chars[0]); ci++) {
      int c = chars[ci];
      check(off(model_strchr(p, c), p) == off(strchr(p, c), p), "strchr(%s, %d)", show(p), c);
      check(off(model_strrchr(p, c), p) == off(strrchr(p, c), p), "strrchr(%s, %d)", show(p), c);
      check(off(model_strchrnul(p, c), p) == off(strchrnul(p, c), p), "strchrnul(%s, %d)",
            show(p), c);
      for (n = 0; n <= len + 1; n++) {
        check(off(model_memchr(p, c, n), p) == off(memchr(p, c, n), p), "memchr(%s, %d, %zu)",
              show(p), c, n);
        check(off(model_memrchr(p, c, n), p) == off(memrchr(p, c, n), p),
              "memrchr(%s, %d, %zu)", show(p), c, n);
      }
    }
  }
}

/* memmem, strsep, index, rindex, rawmemchr, memccpy, ffs: as glibc's. */
static void test_string_more(void) {
  for (int i = 0; i < nstrs; i++) {
    const char *a = strs[i];
    size_t la = strlen(a);
    check(off(model_index(a, 'a'), a) == off(index(a, 'a'), a) && off(model_rindex(a, 'a'), a) == off(rindex(a, 'a'), a),
          "index/rindex(%s)", show(a));
    check(model_rawmemchr(a, 0) == rawmemchr(a, 0), "rawmemchr(%s, 0)", show(a));
    for (int j = 0; j < nstrs; j++) {
      const char *b = strs[j];
      for (size_t n = 0; n <= la; n++)
        check(off(model_memmem(a, n, b, strlen(b)), a) == off(memmem(a, n, b, strlen(b)), a),
              "memmem(%s, %zu, %s)", show(a), n, show(b));
      char m[MAXLEN + 2], g[MAXLEN + 2];
      strcpy(m, a), strcpy(g, a);
      char *mp = m, *gp = g;
      for (int k = 0; k < 6; k++) {
        char *mt = model_strsep(&mp, b), *gt = strsep(&gp, b);
        check(off(mt, m) == off(gt, g) && off(mp, m) == off(gp, g), "strsep(%s, %s) step %d", show(a), show(b), k);
      }
      check(!memcmp(m, g, la + 1), "strsep(%s, %s): the bytes", show(a), show(b));
      for (size_t n = 0; n <= la + 1; n++) {
        char dm[MAXLEN + 2] = {0}, dg[MAXLEN + 2] = {0};
        int c = b[0];
        check(off(model_memccpy(dm, a, c, n), dm) == off(memccpy(dg, a, c, n), dg) && !memcmp(dm, dg, sizeof dm),
              "memccpy(%s, %d, %zu)", show(a), c, n);
      }
    }
  }
  static const long long vals[] = {0, 1, 2, 3, 8, 12, -1, -2, 0x80000000ll, 0x100000000ll, INT64_MIN, 0x7fffffff};
  for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    long long v = vals[i];
    check(model_ffs((int)v) == ffs((int)v) && model_ffsl((long)v) == ffsl((long)v) && model_ffsll(v) == ffsll(v),
          "ffs(%lld)", v);
  }
}

/* strerror, strerror_r (both), strsignal, perror's text: this machine's. */
static void test_messages(void) {
  for (int e = -5; e < 210; e++) {
    check(strcmp(model_strerror(e), strerror(e)) == 0, "strerror(%d): model \"%s\"", e, model_strerror(e));
    check(strcmp(model_strsignal(e), strsignal(e)) == 0, "strsignal(%d): model \"%s\"", e, model_strsignal(e));
    for (size_t n = 0; n < 40; n += 7) {
      char m[128], g[128];
      /* zeros: ASan's strerror_r measures the text at buf, even when glibc
       * wrote nothing there (n = 0) */
      memset(m, 0, sizeof m), memset(g, 0, sizeof g);
      char *mr = model_strerror_r(e, m, n), *gr = strerror_r(e, g, n);
      check(strcmp(mr, gr) == 0 && (mr == m) == (gr == g) && !memcmp(m, g, sizeof m), "strerror_r(%d, %zu)", e, n);
      memset(m, 'x', sizeof m), memset(g, 'x', sizeof g);
      int mi = model___xpg_strerror_r(e, m, n), gi = __xpg_strerror_r(e, g, n);
      check(mi == gi && !memcmp(m, g, sizeof m), "__xpg_strerror_r(%d, %zu): model %d glibc %d", e, n, mi, gi);
    }
  }
}

/* getline on the model's unbuffered stdin and on glibc reading an
 * unbuffered stream of the same bytes: the lines, results and sizes. */
static void test_getline(void) {
  static const char *const datas[] = {"", "a\nbc\n\nlast", "x", "\n\n"};
  static char big[700];
  memset(big, 'q', sizeof big - 1);
  big[300] = '\n';
  for (size_t d = 0; d <= sizeof datas / sizeof datas[0]; d++) {
    const char *data = d < sizeof datas / sizeof datas[0] ? datas[d] : big;
    size_t n = strlen(data);
    FILE *g = fmemopen((void *)data, n ? n : 1, "r");
    if (!n) fgetc(g); /* an empty stream */
    setvbuf(g, NULL, _IONBF, 0);
    model___symx_stdin_data = exact(data, n);
    model___symx_stdin_size = n, model___symx_stdin_pos = 0, model___symx_stdin_eof = 0;
    char *ml = NULL, *gl = NULL;
    size_t mn = 0, gn = 0;
    for (int k = 0; k < 6; k++) {
      ssize_t mr = model_getline(&ml, &mn, model_stdin), gr = getline(&gl, &gn, g);
      check(mr == gr && mn == gn && (mr < 0 || !memcmp(ml, gl, (size_t)mr + 1)),
            "getline #%d of %zu bytes: model %zd (size %zu), glibc %zd (size %zu)", k, n, mr, mn, gr, gn);
    }
    free(ml), free(gl), fclose(g);
    free(model___symx_stdin_data);
    model___symx_stdin_data = NULL;
  }
}

static void test_process_models(void) {
  for (int sig = -1; sig < 67; sig++) {
    errno = 0;
    __sighandler_t g = signal(sig, SIG_IGN);
    if (g != SIG_ERR) signal(sig, g);
    *model___errno_location() = 0;
    __sighandler_t m = model_signal(sig, SIG_IGN);
    check((m == SIG_ERR) == (g == SIG_ERR) && (m != SIG_ERR || *model___errno_location() == errno),
          "signal(%d) refused alike", sig);
    if (m != SIG_ERR) check(model_signal(sig, SIG_DFL) == SIG_IGN, "signal(%d) gives the previous handler", sig);
  }
  for (int mode = -1; mode < 4; mode++) {
    FILE *f = fopen("/dev/null", "w");
    check((model_setvbuf(f, NULL, mode, 0) == 0) == (setvbuf(f, NULL, mode, 0) == 0), "setvbuf(mode %d)", mode);
    fclose(f);
  }
  uint64_t mb, gb;
  double mv = model_nan(""), gv = nan("");
  memcpy(&mb, &mv, 8), memcpy(&gb, &gv, 8);
  check(mb == gb, "nan(\"\")");
}

/* gmtime_r over the edges of days, months, leap years and centuries, far
 * into the past and future, and where tm_year overflows; difftime. */
static void test_calendar(void) {
  static const long long edges[] = {0, 59, 60, 86399, 86400, -1, -86400, -86401, 951782400, 951868800,
                                    4107456000ll, 4107542400ll, -2208988800ll, -62135596800ll, -62167219200ll,
                                    253402300799ll, 67767976233532799ll, 67767976233532800ll,
                                    -67768040609740800ll, -67768040609740801ll, INT64_MAX, INT64_MIN};
  for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
    for (long long d = -2; d <= 2; d++) {
      time_t t = (time_t)(edges[i] + (edges[i] > INT64_MAX - 2 || edges[i] < INT64_MIN + 2 ? 0 : d));
      struct tm m, g;
      memset(&m, 0x55, sizeof m), memset(&g, 0x55, sizeof g);
      errno = 0;
      *model___errno_location() = 0;
      struct tm *mr = model_gmtime_r(&t, &m), *gr = gmtime_r(&t, &g);
      check((mr == NULL) == (gr == NULL) && (mr || *model___errno_location() == errno), "gmtime_r(%lld) refused alike",
            (long long)t);
      if (mr && gr)
        check(m.tm_sec == g.tm_sec && m.tm_min == g.tm_min && m.tm_hour == g.tm_hour && m.tm_mday == g.tm_mday &&
                  m.tm_mon == g.tm_mon && m.tm_year == g.tm_year && m.tm_wday == g.tm_wday && m.tm_yday == g.tm_yday &&
                  m.tm_isdst == g.tm_isdst && m.tm_gmtoff == g.tm_gmtoff && !strcmp(m.tm_zone, g.tm_zone),
              "gmtime_r(%lld): model %d-%d-%d %d:%d:%d wday %d yday %d", (long long)t, m.tm_year, m.tm_mon,
              m.tm_mday, m.tm_hour, m.tm_min, m.tm_sec, m.tm_wday, m.tm_yday);
    }
  unsigned r = 7;
  for (int i = 0; i < 20000; i++) { /* every day of many years, at random seconds */
    r = r * 1103515245u + 12345u;
    time_t t = (time_t)((long long)(i - 10000) * 86400 * 37 + (r >> 8) % 86400);
    struct tm m, g;
    model_gmtime_r(&t, &m), gmtime_r(&t, &g);
    check(m.tm_year == g.tm_year && m.tm_mon == g.tm_mon && m.tm_mday == g.tm_mday && m.tm_yday == g.tm_yday &&
              m.tm_wday == g.tm_wday && m.tm_sec == g.tm_sec,
          "gmtime_r(%lld)", (long long)t);
  }
  /* in UTC, as replay runs programs: localtime, mktime, timegm, asctime, ctime */
  setenv("TZ", "UTC0", 1);
  tzset();
  for (int i = 0; i < 4000; i++) {
    r = r * 1103515245u + 12345u;
    time_t t = (time_t)((long long)(i - 2000) * 86400 * 97 + (r >> 8) % 86400);
    struct tm m, g;
    char mb[120], gb[120];
    model_localtime_r(&t, &m), localtime_r(&t, &g);
    check(m.tm_mday == g.tm_mday && m.tm_hour == g.tm_hour && !strcmp(m.tm_zone, g.tm_zone) && m.tm_gmtoff == g.tm_gmtoff,
          "localtime_r(%lld)", (long long)t);
    check(!strcmp(model_asctime_r(&m, mb), asctime_r(&g, gb)), "asctime_r(%lld): model %s", (long long)t, mb);
    check(!strcmp(model_ctime_r(&t, mb), ctime_r(&t, gb)), "ctime_r(%lld)", (long long)t);
    /* fields out of range, carried as mktime carries them */
    struct tm fm = {.tm_sec = (int)(r % 200) - 100, .tm_min = (int)(r >> 3) % 300 - 150, .tm_hour = (int)(r >> 5) % 60 - 30,
                    .tm_mday = (int)(r >> 7) % 80 - 20, .tm_mon = (int)(r >> 9) % 40 - 20, .tm_year = (int)(r >> 11) % 300,
                    .tm_isdst = (int)(r >> 13) % 2 - 1};
    struct tm fg = fm, fgm = fm, fmm = fm;
    time_t mt = model_mktime(&fm), gt = mktime(&fg), mgm = model_timegm(&fmm), ggm = timegm(&fgm);
    check(mt == gt && mgm == ggm && fm.tm_year == fg.tm_year && fm.tm_mon == fg.tm_mon && fm.tm_mday == fg.tm_mday &&
              fm.tm_hour == fg.tm_hour && fm.tm_min == fg.tm_min && fm.tm_sec == fg.tm_sec && fm.tm_wday == fg.tm_wday &&
              fm.tm_yday == fg.tm_yday && fm.tm_isdst == fg.tm_isdst && !strcmp(fm.tm_zone, fg.tm_zone) &&
              !strcmp(fmm.tm_zone, fgm.tm_zone),
          "mktime/timegm #%d: model %lld %lld, glibc %lld %lld", i, (long long)mt, (long long)mgm, (long long)gt,
          (long long)ggm);
  }
  for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
    for (size_t j = 0; j < sizeof edges / sizeof edges[0]; j++) {
      double m = model_difftime((time_t)edges[i], (time_t)edges[j]), g = difftime((time_t)edges[i], (time_t)edges[j]);
      check(memcmp(&m, &g, sizeof m) == 0, "difftime(%lld, %lld): model %.17g glibc %.17g", edges[i], edges[j], m, g);
    }
}

/* getopt: the same results, optarg, optind, optopt and argv order as
 * glibc's for every optstring on every command line below. */
static void test_getopt(void) {
  static const char *const lines[][8] = {
      {"p", NULL}, {"p", "-a", NULL}, {"p", "-ab", "x", NULL}, {"p", "-b", NULL}, {"p", "-bval", "-a", NULL},
      {"p", "x", "-a", "y", "-b", "z", "w", NULL}, {"p", "-a", "--", "-b", "q", NULL}, {"p", "-z", "-a", NULL},
      {"p", "-", "-a", NULL}, {"p", "-cx", "-c", "q", NULL}, {"p", "q", "--", "-a", NULL},
      {"p", "-a:", "-:", NULL}, {"p", "x", "y", NULL}, {"p", "-ac", "-b", NULL}};
  static const char *const optstrings[] = {"ab:", "ab:c::", "+ab:", "-ab:", ":ab:", "+:ab:c::", "a"};
  unsetenv("POSIXLY_CORRECT");
  for (size_t l = 0; l < sizeof lines / sizeof lines[0]; l++)
    for (size_t o = 0; o < sizeof optstrings / sizeof optstrings[0]; o++) {
      char *ga[8] = {0}, *ma[8] = {0};
      int argc = 0;
      while (lines[l][argc]) ga[argc] = ma[argc] = (char *)lines[l][argc], argc++;
      optind = 0, model_optind = 0, opterr = 0, model_opterr = 0;
      for (int step = 0; step < 10; step++) {
        int g = getopt(argc, ga, optstrings[o]), m = model_getopt(argc, ma, optstrings[o]);
        int same = g == m && optind == model_optind && (g != '?' && g != ':' ? 1 : optopt == model_optopt) &&
                   ((!optarg && !model_optarg) || (optarg && model_optarg && !strcmp(optarg, model_optarg)));
        for (int i = 0; i < argc; i++) same &= ga[i] == ma[i];
        check(same, "getopt line %zu \"%s\" step %d: glibc %d optind %d, model %d optind %d", l, optstrings[o],
              step, g, optind, m, model_optind);
        if (g == -1 || !same) break;
      }
    }
}

/* getopt_long and getopt_long_only: the same results, optind, optarg,
 * optopt, *longind, flags and argv order as glibc's (opterr = 0: the
 * model's messages go to its own stderr). */
static int long_flag_g, long_flag_m;

static void check_getopt_long(const char *const *line, const char *optstring, int long_only, const char *what) {
  static const struct option gopts[] = {{"verbose", no_argument, NULL, 'v'}, {"version", no_argument, NULL, 'V'},
                                        {"output", required_argument, NULL, 'o'}, {"color", optional_argument, NULL, 'c'},
                                        {"colour", optional_argument, NULL, 'c'}, {"flag", no_argument, &long_flag_g, 7},
                                        {"a", no_argument, NULL, 1000}, {"file", required_argument, NULL, 'f'},
                                        {NULL, 0, NULL, 0}};
  static struct option mopts[9];
  memcpy(mopts, gopts, sizeof gopts);
  mopts[5].flag = &long_flag_m;
  char *ga[10] = {0}, *ma[10] = {0};
  int argc = 0;
  while (line[argc]) ga[argc] = ma[argc] = (char *)line[argc], argc++;
  optind = 0, model_optind = 0, opterr = 0, model_opterr = 0, long_flag_g = long_flag_m = 0;
  for (int step = 0; step < 10; step++) {
    int gi = -1, mi = -1, g, m;
    if (long_only) g = getopt_long_only(argc, ga, optstring, gopts, &gi), m = model_getopt_long_only(argc, ma, optstring, mopts, &mi);
    else g = getopt_long(argc, ga, optstring, gopts, &gi), m = model_getopt_long(argc, ma, optstring, mopts, &mi);
    int same = g == m && optind == model_optind && gi == mi && long_flag_g == long_flag_m &&
               (g != '?' && g != ':' ? 1 : optopt == model_optopt) &&
               ((!optarg && !model_optarg) || (optarg && model_optarg && !strcmp(optarg, model_optarg)));
    for (int i = 0; i < argc; i++) same &= ga[i] == ma[i];
    check(same, "%s line %s... \"%s\" step %d: glibc %d optind %d longind %d, model %d optind %d longind %d", what,
          line[1] ? line[1] : "", optstring, step, g, optind, gi, m, model_optind, mi);
    if (g == -1 || !same) break;
  }
}

static void test_getopt_long(void) {
  static const char *const lines[][9] = {
      {"p", "--verbose", NULL}, {"p", "--verb", "x", NULL}, {"p", "--ver", NULL}, {"p", "--output=f", "-a", NULL},
      {"p", "--output", "f", "y", NULL}, {"p", "--output", NULL}, {"p", "--col", NULL}, {"p", "--color=red", NULL},
      {"p", "--colo", "x", NULL}, {"p", "--flag", "-b", "v", NULL}, {"p", "--verbose=1", NULL},
      {"p", "--nothing", "-a", NULL}, {"p", "-verbose", NULL}, {"p", "-v", "-a", NULL}, {"p", "-out", "z", NULL},
      {"p", "-a", "--", "--verbose", NULL}, {"p", "x", "--file", "f", "y", "--a", NULL}, {"p", "-ab", "--f=1", NULL},
      {"p", "--", NULL}, {"p", "-", "--fi", NULL}, {"p", "-fl", "-c", NULL}, {"p", "--v", NULL},
      {"p", "-f", "x", "--fla", NULL}, {"p", "--=x", NULL}};
  static const char *const optstrings[] = {"ab:v", "+ab:c::", "-ab:", ":ab:fo:", "avf:"};
  unsetenv("POSIXLY_CORRECT");
  for (size_t l = 0; l < sizeof lines / sizeof lines[0]; l++)
    for (size_t o = 0; o < sizeof optstrings / sizeof optstrings[0]; o++) {
      check_getopt_long(lines[l], optstrings[o], 0, "getopt_long");
      check_getopt_long(lines[l], optstrings[o], 1, "getopt_long_only");
    }
}

/* setlocale and localeconv in the C locale (LC_ALL=C, as replay sets it). */
static void test_locale(void) {
  setenv("LC_ALL", "C", 1);
  static const char *const names[] = {NULL, "", "C", "POSIX"};
  for (int c = -2; c < 15; c++)
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
      char *g = setlocale(c, names[i]), *m = model_setlocale(c, names[i]);
      check((g == NULL) == (m == NULL) && (!g || !strcmp(g, m)), "setlocale(%d, %s): glibc %s, model %s", c,
            names[i] ? names[i] : "NULL", g ? g : "NULL", m ? m : "NULL");
    }
  struct lconv *g = localeconv(), *m = model_localeconv();
  check(!strcmp(g->decimal_point, m->decimal_point) && !strcmp(g->thousands_sep, m->thousands_sep) &&
            !strcmp(g->grouping, m->grouping) && !strcmp(g->currency_symbol, m->currency_symbol) &&
            !strcmp(g->negative_sign, m->negative_sign) && g->int_frac_digits == m->int_frac_digits &&
            g->p_cs_precedes == m->p_cs_precedes && g->int_n_sign_posn == m->int_n_sign_posn,
        "localeconv in the C locale");
}

/* strftime: every conversion the model has, on many dates (ISO weeks
 * around each new year included), out-of-range names, and short buffers. */
static void test_strftime(void) {
  static const char *const fmts[] = {"%a %A %b %B %h", "%c", "%C %y %Y", "%d %e %D %F", "%g %G %V", "%H %I %k %l %p %P",
                                     "%j %m %M %S %n%t%%", "%r %R %T %x %X", "%u %w %U %W", "%z %Z", "plain", "",
                                     "%s", "%Ec|%EC|%Ex|%EX|%Ey|%EY", "%Od %Oe %OH %OI %Om %OM %OS %Ou %OU %OV %Ow %OW %Oy"};
  setenv("TZ", "UTC0", 1);
  tzset();
  unsigned r = 99;
  for (int i = 0; i < 3000; i++) {
    r = r * 1103515245u + 12345u;
    struct tm tm;
    time_t t;
    if (i < 800) t = (time_t)(((long long)(i / 20) + 1900 - 1970) * 365.2425 * 86400 + (i % 20 - 10) * 86400.0);
    else t = (time_t)((long long)(r % 4000000u) * 86400 / 37 * 37 - 6000000000ll + (r >> 3) % 86400);
    gmtime_r(&t, &tm);
    if (i % 97 == 0) tm.tm_wday = 9, tm.tm_mon = -1; /* names out of range */
    for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++) {
      char g[160], m[160];
      size_t max = i % 5 == 0 ? (size_t)(r >> 5) % 40 : sizeof g;
      size_t gn = strftime(g, max, fmts[f], &tm), mn = model_strftime(m, max, fmts[f], &tm);
      check(gn == mn && (gn == 0 || !strcmp(g, m)), "strftime(\"%s\", max %zu) at %lld: glibc %zu \"%s\", model %zu \"%s\"",
            fmts[f], max, (long long)t, gn, gn ? g : "", mn, mn ? m : "");
    }
  }
}

/* basename (GNU's and POSIX's) and dirname, with the bytes they change. */
static void test_paths(void) {
  static const char *const paths[] = {"", "/", "//", "///", "a", "a/", "a//", "/a", "//a", "///a", "/a/", "//a/",
                                      "a/b", "a/b/", "/a/b//", "a//b", "usr/lib", ".", "..", "/usr/", "///a///b///"};
  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
    char g[32], m[32];
    strcpy(g, paths[i]), strcpy(m, paths[i]);
    check(!strcmp(model_basename(m), basename(g)), "basename(%s)", paths[i]);
    char *gb = __xpg_basename(g), *mb = model___xpg_basename(m);
    check(!strcmp(gb, mb) && !strcmp(g, m) && (gb >= g && gb < g + 32) == (mb >= m && mb < m + 32),
          "__xpg_basename(%s): glibc %s (path %s), model %s (path %s)", paths[i], gb, g, mb, m);
    strcpy(g, paths[i]), strcpy(m, paths[i]);
    char *gd = dirname(g), *md = model_dirname(m);
    check(!strcmp(gd, md) && !strcmp(g, m), "dirname(%s): glibc %s (path %s), model %s (path %s)", paths[i], gd, g, md, m);
  }
  check(!strcmp(model___xpg_basename(NULL), __xpg_basename(NULL)) && !strcmp(model_dirname(NULL), dirname(NULL)),
        "basename and dirname of NULL");
}

static void test_string_pairs(void) {
  int i, j;
  size_t n;
  for (i = 0; i < nstrs; i++) {
    for (j = 0; j < nstrs; j++) {
      const char *a = strs[i], *b = strs[j];
      size_t la = strlen(a), lb = strlen(b), lmin = la < lb ? la : lb;
      check(sgn(model_strcmp(a, b)) == sgn(strcmp(a, b)), "strcmp(%s, %s)", show(a), show(b));
      check(sgn(model_strcoll(a, b)) == sgn(strcoll(a, b)), "strcoll(%s, %s)", show(a), show(b));
      check(sgn(model_strcasecmp(a, b)) == sgn(strcasecmp(a, b)), "strcasecmp(%s, %s)", show(a),
            show(b));
      for (n = 0; n <= MAXLEN + 2; n++) {
        check(sgn(model_strncmp(a, b, n)) == sgn(strncmp(a, b, n)), "strncmp(%s, %s, %zu)",
              show(a), show(b), n);
        check(sgn(model_strncasecmp(a, b, n)) == sgn(strncasecmp(a, b, n)),
              "strncasecmp(%s, %s, %zu)", show(a), show(b), n);
      }
      for (n = 0; n <= lmin + 1; n++) {
        check(sgn(model_memcmp(a, b, n)) == sgn(memcmp(a, b, n)), "memcmp(%s, %s, %zu)", show(a),
              show(b), n);
        check((model_bcmp(a, b, n) == 0) == (memcmp(a, b, n) == 0), "bcmp(%s, %s, %zu)", show(a),
              show(b), n);
      }
      check(off(model_strstr(a, b), a) == off(strstr(a, b), a), "strstr(%s, %s)", show(a),
            show(b));
      check(model_strspn(a, b) == strspn(a, b), "strspn(%s, %s)", show(a), show(b));
      check(model_strcspn(a, b) == strcspn(a, b), "strcspn(%s, %s)", show(a), show(b));
      check(off(model_strpbrk(a, b), a) == off(strpbrk(a, b), a), "strpbrk(%s, %s)", show(a),
            show(b));
    }
  }
}

/* strstr on longer texts: needles of every substring, with near misses. */
static void test_strstr_long(void) {
  static const char *texts[] = {"abababcab", "aaaaaaaab", "abcabcabd", "mississippi", "", "a"};
  static const char *extra[] = {"abc", "abd", "aab", "ababc", "ssi", "issip", "ppi", "x",
                                "mississippix", "aaaaaaaaab", "ba", "bab"};
  size_t t, i, k;
  for (t = 0; t < sizeof texts / sizeof texts[0]; t++) {
    size_t len = strlen(texts[t]);
    char *h = exact(texts[t], len + 1);
    for (i = 0; i <= len; i++) {
      for (k = i; k <= len; k++) {
        char *nd = exact(texts[t] + i, k - i + 1);
        nd[k - i] = 0;
        check(off(model_strstr(h, nd), h) == off(strstr(h, nd), h), "strstr(%s, %s)", show(h),
              show(nd));
        free(nd);
      }
    }
    for (i = 0; i < sizeof extra / sizeof extra[0]; i++) {
      char *nd = exact(extra[i], strlen(extra[i]) + 1);
      check(off(model_strstr(h, nd), h) == off(strstr(h, nd), h), "strstr(%s, %s)", show(h),
            show(nd));
      free(nd);
    }
    free(h);
  }
}

#define DSTSZ 16
#define CANARY 0x5a

static void fill(char *d) { memset(d, CANARY, DSTSZ); }

/* Copy and concatenation functions: whole destination buffers and the
 * returned pointers must agree. */
static void test_string_copy(void) {
  char g[DSTSZ], m[DSTSZ];
  int i, j;
  size_t n;
  for (i = 0; i < nstrs; i++) {
    const char *s = strs[i];
    size_t len = strlen(s);
    char *gp, *mp;

    fill(g), fill(m);
    gp = strcpy(g, s), mp = model_strcpy(m, s);
    check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "strcpy(%s)", show(s));
    fill(g), fill(m);
    gp = stpcpy(g, s), mp = model_stpcpy(m, s);
    check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "stpcpy(%s)", show(s));
    for (n = 0; n <= MAXLEN + 3; n++) {
      fill(g), fill(m);
      gp = strncpy(g, s, n), mp = model_strncpy(m, s, n);
      check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "strncpy(%s, %zu)", show(s),
            n);
      fill(g), fill(m);
      gp = stpncpy(g, s, n), mp = model_stpncpy(m, s, n);
      check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "stpncpy(%s, %zu)", show(s),
            n);
    }

    gp = strdup(s), mp = model_strdup(s);
    check(mp != NULL && strcmp(gp, mp) == 0, "strdup(%s)", show(s));
    free(gp), free(mp);
    for (n = 0; n <= len + 1; n++) {
      gp = strndup(s, n), mp = model_strndup(s, n);
      check(mp != NULL && strcmp(gp, mp) == 0, "strndup(%s, %zu)", show(s), n);
      free(gp), free(mp);
    }

    for (j = 0; j < nstrs; j += 3) {
      const char *t = strs[j];
      fill(g), fill(m);
      strcpy(g, t), strcpy(m, t);
      gp = strcat(g, s), mp = model_strcat(m, s);
      check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "strcat(%s, %s)", show(t),
            show(s));
      for (n = 0; n <= len + 1; n++) {
        fill(g), fill(m);
        strcpy(g, t), strcpy(m, t);
        gp = strncat(g, s, n), mp = model_strncat(m, s, n);
        check(memcmp(g, m, DSTSZ) == 0 && off(gp, g) == off(mp, m), "strncat(%s, %s, %zu)",
              show(t), show(s), n);
      }
    }
  }

  /* strncat with a source that is not terminated within n bytes. */
  {
    char *src = exact("xyz", 3);
    fill(g), fill(m);
    g[0] = m[0] = 0;
    strncat(g, src, 3), model_strncat(m, src, 3);
    check(memcmp(g, m, DSTSZ) == 0, "strncat unterminated");
    check(model_strnlen(src, 3) == 3, "strnlen unterminated");
    fill(g), fill(m);
    strncpy(g, src, 3), model_strncpy(m, src, 3);
    check(memcmp(g, m, DSTSZ) == 0, "strncpy unterminated");
    free(src);
  }
}

/* strtok and strtok_r on all strings of length 0..5 over {a, ',', ' '}. */
static void test_strtok(void) {
  static const char alpha[] = {'a', ',', ' '};
  static const char *delims[] = {",", ", ", ""};
  char buf[8];
  int len, k, idx[5], d;
  for (len = 0; len <= 5; len++) {
    for (k = 0; k < len; k++)
      idx[k] = 0;
    for (;;) {
      for (k = 0; k < len; k++)
        buf[k] = alpha[idx[k]];
      buf[len] = 0;
      for (d = 0; d < 3; d++) {
        char *g = exact(buf, (size_t)len + 1), *m = exact(buf, (size_t)len + 1);
        char *gs = NULL, *ms = NULL, *gt, *mt;
        int first = 1, ok = 1, r;
        for (r = 0; r < 2; r++) {
          /* r = 0: strtok_r; r = 1: strtok (on fresh copies). */
          if (r == 1) {
            memcpy(g, buf, (size_t)len + 1), memcpy(m, buf, (size_t)len + 1);
            first = 1;
          }
          do {
            if (r == 0) {
              gt = strtok_r(first ? g : NULL, delims[d], &gs);
              mt = model_strtok_r(first ? m : NULL, delims[d], &ms);
            } else {
              gt = strtok(first ? g : NULL, delims[d]);
              mt = model_strtok(first ? m : NULL, delims[d]);
            }
            first = 0;
            if (off(gt, g) != off(mt, m) || (r == 0 && off(gs, g) != off(ms, m)))
              ok = 0;
          } while (gt != NULL && mt != NULL);
          check(ok && memcmp(g, m, (size_t)len + 1) == 0, "%s(%s, %s)",
                r ? "strtok" : "strtok_r", show(buf), show(delims[d]));
        }
        free(g), free(m);
      }
      for (k = len - 1; k >= 0 && ++idx[k] == 3; k--)
        idx[k] = 0;
      if (k < 0)
        break;
    }
  }
}

/* ---- stdlib --------------------------------------------------------------- */

#define SENTINEL ((char *)&passed)

/* Runs the four strto functions of glibc and the models on s in base b. */
static void check_strto(const char *text, int base) {
  size_t n = strlen(text);
  char *s = exact(text, n + 1);
  char *ge, *me;
  int gerr, merr;
  /* For an invalid base glibc leaves *endptr alone, and so must the model; but
   * ASan's interceptors of strtol/strtoll then store garbage in *endptr, so
   * glibc's *endptr is not compared for invalid bases. */
  int invalid = base < 0 || base == 1 || base > 36;

#define STRTO(fn, fmt)                                                                    \
  do {                                                                                    \
    ge = me = SENTINEL;                                                                   \
    errno = 0, model_errno = 0;                                                           \
    __typeof__(fn(s, &ge, base)) gv = fn(s, &ge, base);                                   \
    gerr = errno;                                                                         \
    __typeof__(gv) mv = model_##fn(s, &me, base);                                         \
    merr = model_errno;                                                                   \
    check(gv == mv && gerr == merr &&                                                     \
              (invalid ? me == SENTINEL                                                   \
                       : ge == SENTINEL ? me == SENTINEL : off(ge, s) == off(me, s)),     \
          #fn "(%s, %d): glibc " fmt " end %ld errno %d, model " fmt " end %ld errno %d", \
          show(s), base, gv, ge == SENTINEL ? -2L : off(ge, s), gerr, mv,                 \
          me == SENTINEL ? -2L : off(me, s), merr);                                       \
    errno = 0, model_errno = 0;                                                           \
    gv = fn(s, NULL, base);                                                               \
    gerr = errno;                                                                         \
    mv = model_##fn(s, NULL, base);                                                       \
    check(gv == mv && gerr == model_errno, #fn "(%s, NULL, %d)", show(s), base);          \
  } while (0)

  STRTO(strtol, "%ld");
  STRTO(strtoul, "%lu");
  STRTO(strtoll, "%lld");
  STRTO(strtoull, "%llu");
#undef STRTO
  free(s);
}

static void check_ato(const char *text) {
  size_t n = strlen(text);
  char *s = exact(text, n + 1);
  int gerr;
  long long gv;
  errno = 0, model_errno = 0;
  gv = atoi(s);
  gerr = errno;
  check(gv == model_atoi(s) && gerr == model_errno, "atoi(%s)", show(s));
  errno = 0, model_errno = 0;
  gv = atol(s);
  gerr = errno;
  check(gv == model_atol(s) && gerr == model_errno, "atol(%s)", show(s));
  errno = 0, model_errno = 0;
  gv = atoll(s);
  gerr = errno;
  check(gv == model_atoll(s) && gerr == model_errno, "atoll(%s)", show(s));
  free(s);
}

static void test_strto(void) {
  static const char *prefixes[] = {"", " ", "\t\n\v\f\r ", "+", "-", " -", " +", "--", "+-",
                                   "0", "-0", "0x", "0X", "-0x", "00x", "x", " 0b"};
  static const char *bodies[] = {
      "", "0", "1", "7", "8", "9", "12abc", "z", "Z", "x1", "xg", "g", "10", "777", "0777",
      "1111", "ff", "FF", "fF9", "123456789", "2147483647", "2147483648", "4294967295",
      "4294967296", "7fffffffffffffff", "8000000000000000", "ffffffffffffffff",
      "10000000000000000", "9223372036854775807", "9223372036854775808",
      "9223372036854775809", "18446744073709551615", "18446744073709551616",
      "99999999999999999999999", "1777777777777777777777", "2000000000000000000000",
      "3w5e11264sgsf", "3w5e11264sgsg", "zzzzzzzzzzzzz", "11111111111111111111111111111111"
      "11111111111111111111111111111111", "1" "0000000000000000000000000000000000000000000000000000000000000000",
      " 5", "5 ", "0x", "0x1", ".5", "1e5"};
  static const int bases[] = {0, 2, 3, 8, 10, 16, 35, 36, 1, 37, -1, INT_MIN, 100};
  char buf[256];
  size_t p, b, k;
  unsigned rng = 12345;
  for (p = 0; p < sizeof prefixes / sizeof prefixes[0]; p++) {
    for (b = 0; b < sizeof bodies / sizeof bodies[0]; b++) {
      snprintf(buf, sizeof buf, "%s%s", prefixes[p], bodies[b]);
      for (k = 0; k < sizeof bases / sizeof bases[0]; k++)
        check_strto(buf, bases[k]);
      check_ato(buf);
    }
  }
  /* Extremes written out. */
  {
    static const char *fixed[] = {"-9223372036854775808", "-9223372036854775809",
                                  "-18446744073709551615", "-18446744073709551616",
                                  "-0x8000000000000000", "-0x8000000000000001",
                                  "0x7FFFFFFFFFFFFFFF", "-01000000000000000000000",
                                  "-2147483648", "-2147483649", "  +12abc", "\n-0x1fz"};
    for (k = 0; k < sizeof fixed / sizeof fixed[0]; k++) {
      for (b = 0; b < sizeof bases / sizeof bases[0]; b++)
        check_strto(fixed[k], bases[b]);
      check_ato(fixed[k]);
    }
  }
  /* Random strings over characters that matter to the parser. */
  {
    static const char chars[] = " \t\n+-0123456789abcdefxXzZ_";
    for (k = 0; k < 30000; k++) {
      size_t len, i;
      int base;
      rng = rng * 1103515245u + 12345u;
      len = (rng >> 16) % 24;
      for (i = 0; i < len; i++) {
        rng = rng * 1103515245u + 12345u;
        buf[i] = chars[(rng >> 16) % (sizeof chars - 1)];
      }
      buf[len] = 0;
      rng = rng * 1103515245u + 12345u;
      base = (int)((rng >> 16) % 40) - 1;
      if (base == 38)
        base = 0;
      check_strto(buf, base);
      if (k % 8 == 0)
        check_ato(buf);
    }
  }
}

static void test_abs(void) {
  static const long long vals[] = {0, 1, -1, 2, -2, 100, -100, INT_MAX, -INT_MAX,
                                   (long long)INT_MAX + 1, -(long long)INT_MAX - 1,
                                   LLONG_MAX, -LLONG_MAX};
  size_t i;
  for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    long long v = vals[i];
    if (v >= -INT_MAX && v <= INT_MAX)
      check(model_abs((int)v) == abs((int)v), "abs(%lld)", v);
    check(model_labs((long)v) == labs((long)v), "labs(%lld)", v);
    check(model_llabs(v) == llabs(v), "llabs(%lld)", v);
  }
}

static void test_div(void) {
  static const long long vals[] = {0, 1, -1, 2, -2, 3, -3, 7, -7, 100, -100, INT_MAX, -INT_MAX, INT_MIN,
                                   (long long)INT_MAX + 1, LLONG_MAX, -LLONG_MAX, LLONG_MIN};
  size_t i, j;
  for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    for (j = 0; j < sizeof vals / sizeof vals[0]; j++) {
      long long n = vals[i], d = vals[j];
      if (d == 0 || (d == -1 && (n == INT_MIN || n == LLONG_MIN)))
        continue; /* undefined, as for `/` */
      if (n >= INT_MIN && n <= INT_MAX && d >= INT_MIN && d <= INT_MAX) {
        div_t g = div((int)n, (int)d), m = model_div((int)n, (int)d);
        check(g.quot == m.quot && g.rem == m.rem, "div(%lld, %lld)", n, d);
      }
      ldiv_t gl = ldiv((long)n, (long)d), ml = model_ldiv((long)n, (long)d);
      check(gl.quot == ml.quot && gl.rem == ml.rem, "ldiv(%lld, %lld)", n, d);
      lldiv_t gll = lldiv(n, d), mll = model_lldiv(n, d);
      check(gll.quot == mll.quot && gll.rem == mll.rem, "lldiv(%lld, %lld)", n, d);
    }
  }
}

/* ---- qsort and bsearch -------------------------------------------------------- */

/* Records sorted by key only: equal keys keep their tags' order in a stable
 * sort (glibc 2.36's merge sort and the model alike). */
typedef struct Rec {
  unsigned char key, tag;
  char pad[5];
} Rec;

static int cmp_rec(const void *a, const void *b) {
  return (int)((const Rec *)a)->key - (int)((const Rec *)b)->key;
}
static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static void test_qsort(void) {
  unsigned r = 99;
  for (int round = 0; round < 3000; round++) {
    r = r * 1103515245u + 12345u;
    size_t n = (r >> 16) % 70; /* both sides of the insertion-sort limit */
    unsigned keys = 1 + (r >> 8) % 9;
    Rec *g = malloc((n ? n : 1) * sizeof *g), *m = malloc((n ? n : 1) * sizeof *m);
    for (size_t i = 0; i < n; i++) {
      r = r * 1103515245u + 12345u;
      memset(&g[i], 0, sizeof g[i]);
      g[i].key = (unsigned char)((r >> 16) % keys);
      g[i].tag = (unsigned char)i;
    }
    if (n) memcpy(m, g, n * sizeof *g);
    qsort(g, n, sizeof *g, cmp_rec);
    model_qsort(m, n, sizeof *m, cmp_rec);
    check(n == 0 || memcmp(g, m, n * sizeof *g) == 0, "qsort of %zu records over %u keys (round %d)", n, keys,
          round);
    /* bsearch every key present or not, on the sorted array */
    for (unsigned k = 0; k <= keys; k++) {
      Rec key = {(unsigned char)k, 0, {0}};
      check(off(bsearch(&key, g, n, sizeof *g, cmp_rec), g) == off(model_bsearch(&key, m, n, sizeof *m, cmp_rec), m),
            "bsearch(%u) in %zu records (round %d)", k, n, round);
    }
    free(g), free(m);
  }
  /* ints, with their extremes, and element sizes other than a record's */
  int gi[40], mi[40];
  for (int n = 0; n <= 40; n++) {
    for (int i = 0; i < n; i++) {
      r = r * 1103515245u + 12345u;
      gi[i] = mi[i] = i % 5 == 0 ? (i % 2 ? INT_MIN : INT_MAX) : (int)r;
    }
    qsort(gi, (size_t)n, sizeof gi[0], cmp_int);
    model_qsort(mi, (size_t)n, sizeof mi[0], cmp_int);
    check(memcmp(gi, mi, sizeof gi[0] * (size_t)n) == 0, "qsort of %d ints", n);
    for (int i = 0; i < n; i++) {
      int k = (int)((unsigned)gi[i] + (unsigned)(i % 3) - 1u); /* wraps at the extremes */
      check(off(bsearch(&k, gi, (size_t)n, sizeof gi[0], cmp_int), gi) ==
                off(model_bsearch(&k, mi, (size_t)n, sizeof mi[0], cmp_int), mi),
            "bsearch(%d) in %d ints", k, n);
    }
  }
}

/* ---- rand ------------------------------------------------------------------------ */

static void test_rand(void) {
  static const unsigned seeds[] = {0, 1, 2, 42, 12345, 0x7fffffffu, 0x80000000u, 0x80000001u, 0xfffffffeu,
                                   0xffffffffu, 127773, 2147483646u};
  /* no srand: the sequence of srand(1); glibc's own state is set to that */
  srand(1);
  for (int i = 0; i < 1000; i++) {
    int g = rand(), m = model_rand();
    check(g == m, "rand() #%d without srand: glibc %d model %d", i, g, m);
  }
  for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++) {
    srand(seeds[s]), model_srand(seeds[s]);
    for (int i = 0; i < 1000; i++) {
      int g = rand(), m = model_rand();
      check(g == m, "rand() #%d after srand(%u): glibc %d model %d", i, seeds[s], g, m);
    }
    srandom(seeds[s]), model_srandom(seeds[s]);
    for (int i = 0; i < 100; i++) {
      long g = random(), m = model_random();
      check(g == m, "random() #%d after srandom(%u)", i, seeds[s]);
    }
    unsigned gs = seeds[s], ms = seeds[s];
    for (int i = 0; i < 100; i++) {
      int g = rand_r(&gs), m = model_rand_r(&ms);
      check(g == m && gs == ms, "rand_r #%d from %u: glibc %d model %d", i, seeds[s], g, m);
    }
  }
}

/* ---- the drand48 family ---------------------------------------------------------- */

/* n steps of each of lrand48, mrand48 and drand48 from the current states. */
static void check_rand48_steps(const char *when, int n) {
  for (int i = 0; i < n; i++) {
    long g = lrand48(), m = model_lrand48();
    check(g == m, "lrand48() #%d %s: glibc %ld model %ld", i, when, g, m);
    g = mrand48(), m = model_mrand48();
    check(g == m, "mrand48() #%d %s: glibc %ld model %ld", i, when, g, m);
    double gd = drand48(), md = model_drand48();
    check(gd == md, "drand48() #%d %s: glibc %a model %a", i, when, gd, md);
  }
}

static void test_rand48(void) {
  static const long seeds[] = {0, 1, 42, 0x7fffffffL, -1, -2147483647L - 1, 0x12345678L};
  check_rand48_steps("without a seed", 200); /* glibc's hidden state starts at 0 */
  char when[64];
  for (size_t s = 0; s < sizeof seeds / sizeof seeds[0]; s++) {
    srand48(seeds[s]), model_srand48(seeds[s]);
    snprintf(when, sizeof when, "after srand48(%ld)", seeds[s]);
    check_rand48_steps(when, 200);
  }
  unsigned short words[3] = {0x1234, 0xabcd, 0xffff}, gw[3], mw[3];
  unsigned short *go = seed48(words), *mo = model_seed48(words);
  check(memcmp(go, mo, sizeof gw) == 0, "seed48's previous state");
  check_rand48_steps("after seed48", 200);
  go = seed48(go), mo = model_seed48(mo); /* its own buffer handed back */
  check(memcmp(go, mo, sizeof gw) == 0, "seed48's previous state, its own buffer back");
  check_rand48_steps("after seed48 of its own buffer", 50);
  unsigned short param[7] = {1, 2, 3, 0x1111, 0x2222, 0x3333, 0x4444};
  lcong48(param), model_lcong48(param);
  check_rand48_steps("after lcong48", 200);
  for (int i = 0; i < 3; i++) gw[i] = mw[i] = (unsigned short)(0x9e37 * (i + 1));
  for (int i = 0; i < 200; i++) { /* the caller's state, with lcong48's a and c */
    long g = nrand48(gw), m = model_nrand48(mw);
    check(g == m && memcmp(gw, mw, sizeof gw) == 0, "nrand48 #%d: glibc %ld model %ld", i, g, m);
    g = jrand48(gw), m = model_jrand48(mw);
    check(g == m && memcmp(gw, mw, sizeof gw) == 0, "jrand48 #%d: glibc %ld model %ld", i, g, m);
    double gd = erand48(gw), md = model_erand48(mw);
    check(gd == md && memcmp(gw, mw, sizeof gw) == 0, "erand48 #%d: glibc %a model %a", i, gd, md);
  }
  srand48(7), model_srand48(7); /* srand48 restores a and c */
  check_rand48_steps("after srand48 following lcong48", 50);
}

/* ---- getenv over a symbolic environment ------------------------------------------
 * The model makes its inputs with klee_make_symbolic and klee_assume, defined
 * here natively: each input is filled from env_feed and its name recorded. */
static const unsigned char *env_feed;
static size_t env_feed_len;
static char env_last_name[64];
static int env_inputs, env_assume_failed;

/* When set, fills an input of the environment instead of env_feed. */
static void (*env_fill)(const char *name, void *addr, size_t size);

void klee_make_symbolic(void *addr, size_t size, const char *name) {
  memset(addr, 0, size);
  if (env_fill && !strncmp(name, "env:", 4)) env_fill(name + 4, addr, size);
  else memcpy(addr, env_feed, size < env_feed_len ? size : env_feed_len);
  snprintf(env_last_name, sizeof env_last_name, "%s", name);
  env_inputs++;
}
void klee_assume(uintptr_t cond) {
  if (!cond) env_assume_failed++;
}
unsigned klee_is_symbolic(uintptr_t v) { return v && 0; } /* natively nothing is */

/* getenv(name) of the model given the input bytes `in` (set byte, value)
 * against glibc's getenv after setenv/unsetenv of the same value. */
static void check_getenv(const char *name, const char *in, size_t n) {
  int before = env_inputs;
  env_feed = (const unsigned char *)in, env_feed_len = n;
  char *m = model_getenv(name);
  char want[64];
  snprintf(want, sizeof want, "env:%s", name);
  check(env_inputs == before + 1 && !strcmp(env_last_name, want) && !env_assume_failed,
        "getenv(%s): one input named %s", name, want);
  if (in[0]) setenv(name, in + 1, 1);
  else unsetenv(name);
  char *g = getenv(name);
  check((g == NULL) == (m == NULL) && (!g || !strcmp(g, m)), "getenv(%s) of %s: glibc %s model %s", name,
        show_n(in, n), show(g), show(m));
  check(model_getenv(name) == m && env_inputs == before + 1, "getenv(%s) again: the same value, no input", name);
}

static void test_getenv(void) {
  model___symx_env_symbolic = 1;
  model___symx_env_len = 3;
  check_getenv("SYMX_T_A", "\0abc", 5);
  check_getenv("SYMX_T_B", "\1abc", 5);
  check_getenv("SYMX_T_C", "\1\0\0\0", 5);
  check_getenv("SYMX_T_D", "\1/\0z", 5);
  int before = env_inputs;
  check(model_getenv("") == NULL && getenv("") == NULL && env_inputs == before, "getenv(\"\"): NULL, no input");
  /* secure_getenv: getenv's value (the process is not set-user-ID) */
  env_feed = (const unsigned char *)"\1xy\0", env_feed_len = 5;
  char *m = model_secure_getenv("SYMX_T_SEC");
  setenv("SYMX_T_SEC", "xy", 1);
  check(m && !strcmp(m, "xy") && env_inputs == before + 1 && model_getenv("SYMX_T_SEC") == m &&
            !strcmp(secure_getenv("SYMX_T_SEC"), getenv("SYMX_T_SEC")),
        "secure_getenv: one input env:SYMX_T_SEC, then getenv's value");
  model___symx_env_symbolic = 0;
}

/* ---- setenv, unsetenv, putenv with getenv ------------------------------------------
 * Random sequences of operations on a few variables, done by glibc and by
 * the model, which starts from the same environment: each variable it asks
 * for is fed glibc's value from before the sequence. Each round uses new
 * names (the model's variables last as long as the process). */
enum { ENV_NAMES = 3 };
static char env_names[ENV_NAMES][24];
static char env_start[ENV_NAMES][4]; /* "" with env_unset[i]: unset */
static int env_unset[ENV_NAMES], env_known[ENV_NAMES];

static void env_fill_start(const char *name, void *addr, size_t size) {
  unsigned char *b = addr;
  for (int i = 0; i < ENV_NAMES; i++)
    if (!strcmp(name, env_names[i])) {
      b[0] = !env_unset[i];
      memcpy(b + 1, env_start[i], strlen(env_start[i]) + 1 < size - 1 ? strlen(env_start[i]) + 1 : size - 1);
    }
}

/* getenv of every name: glibc's and the model's agree. */
static void env_compare(int round, int step) {
  for (int i = 0; i < ENV_NAMES; i++) {
    char *g = getenv(env_names[i]), *m = model_getenv(env_names[i]);
    env_known[i] = 1;
    check((g == NULL) == (m == NULL) && (!g || !strcmp(g, m)), "env round %d step %d: getenv(%s): glibc %s model %s",
          round, step, env_names[i], show(g), show(m));
  }
}

/* One random operation on both sides; `what` describes it. */
static void env_op(int i, char *what, size_t cap) {
  static const char *const values[] = {"", "v", "abc", "x=y", "long value"};
  const char *name = env_names[i], *val = values[rand() % 5];
  int kind = rand() % 8, ow = rand() % 2, g, m, ge, me, asks = 0;
  int before = env_inputs;
  errno = 0, model_errno = 0;
  if (kind <= 2) {
    snprintf(what, cap, "setenv(%s, %s, %d)", name, val, ow);
    asks = !ow && !env_known[i];
    g = setenv(name, val, ow), m = model_setenv(name, val, ow);
  } else if (kind == 3) {
    snprintf(what, cap, "unsetenv(%s)", name);
    g = unsetenv(name), m = model_unsetenv(name);
  } else if (kind == 4) { /* one string for both: a later change shows in both */
    static char *strings[4000]; /* kept: the environments may drop them */
    static int nstrings;
    char *str = strings[nstrings++ % 4000] = malloc(strlen(name) + strlen(val) + 2);
    sprintf(str, "%s=%s", name, val);
    snprintf(what, cap, "putenv(%s)", str);
    g = putenv(str), m = model_putenv(str);
    if (*val && rand() % 2) str[strlen(name) + 1] = 'Z';
  } else if (kind == 5) {
    snprintf(what, cap, "putenv(%s) (unsets)", name);
    g = putenv((char *)name), m = model_putenv((char *)name);
  } else if (kind == 6) {
    static const char *const bad[] = {NULL, "", "A=B", "=", "SYMX_T=1"};
    const char *b = bad[rand() % 5];
    snprintf(what, cap, "%s(%s)", ow ? "setenv" : "unsetenv", b ? b : "NULL");
    /* through pointers: glibc's declarations say nonnull, which UBSan checks */
    int (*volatile set)(const char *, const char *, int) = setenv;
    int (*volatile unset)(const char *) = unsetenv;
    g = ow ? set(b, "x", 1) : unset(b), m = ow ? model_setenv(b, "x", 1) : model_unsetenv(b);
  } else {
    snprintf(what, cap, "putenv(\"\")");
    g = putenv(""), m = model_putenv("");
  }
  ge = errno, me = model_errno;
  env_known[i] |= kind <= 5;
  check(g == m && ge == me && env_inputs == before + asks, "%s: glibc %d errno %d, model %d errno %d, %d inputs", what,
        g, ge, m, me, env_inputs - before);
}

/* clearenv on both sides after a few variables are known or set: every
 * variable is unset, later ones too (no input is made), and setting works
 * again. The process's environment is restored after. */
static void test_clearenv(void) {
  size_t n = 0;
  while (environ[n]) n++;
  char **saved = malloc((n + 1) * sizeof *saved);
  memcpy(saved, environ, (n + 1) * sizeof *saved);
  model___symx_env_symbolic = 1;
  model___symx_env_len = 3;
  env_feed = (const unsigned char *)"\1ab\0", env_feed_len = 5;
  setenv("SYMX_C_A", "ab", 1);
  char *m = model_getenv("SYMX_C_A");
  check(m && !strcmp(m, "ab"), "clearenv: SYMX_C_A known as ab");
  setenv("SYMX_C_B", "1", 1), model_setenv("SYMX_C_B", "1", 1);
  static char line[] = "SYMX_C_P=p";
  putenv(line), model_putenv(line);
  int before = env_inputs;
  errno = 0, model_errno = 0;
  int g = clearenv(), mr = model_clearenv();
  check(g == mr && errno == model_errno, "clearenv: glibc %d, model %d", g, mr);
  static const char *const names[] = {"SYMX_C_A", "SYMX_C_B", "SYMX_C_P", "SYMX_C_NEW", "PATH", "HOME"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    check(getenv(names[i]) == NULL && model_getenv(names[i]) == NULL && model_secure_getenv(names[i]) == NULL,
          "clearenv: %s unset", names[i]);
  check(env_inputs == before, "clearenv: no input after it");
  g = setenv("SYMX_C_NEW", "v", 0), mr = model_setenv("SYMX_C_NEW", "v", 0);
  char *gv = getenv("SYMX_C_NEW");
  m = model_getenv("SYMX_C_NEW");
  check(g == mr && gv && m && !strcmp(gv, m) && env_inputs == before, "clearenv: setenv after it: glibc %s model %s",
        show(gv), show(m));
  model___symx_env_symbolic = 0;
  environ = saved;   /* glibc's own array (and a later setenv's) are left to it */
}

static void test_setenv(void) {
  model___symx_env_symbolic = 1;
  model___symx_env_len = 3;
  env_fill = env_fill_start;
  srand(13);
  for (int round = 0; round < 400; round++) {
    for (int i = 0; i < ENV_NAMES; i++) {
      snprintf(env_names[i], sizeof env_names[i], "SYMX_E%d_%c", round, 'A' + i);
      env_unset[i] = rand() % 2, env_known[i] = 0;
      snprintf(env_start[i], sizeof env_start[i], "%.*s", rand() % 4, "/ab");
      if (env_unset[i]) unsetenv(env_names[i]);
      else setenv(env_names[i], env_start[i], 1);
    }
    char what[96];
    for (int step = 0; step < 10; step++) {
      env_op(rand() % ENV_NAMES, what, sizeof what);
      if (rand() % 3 == 0) env_compare(round, step);
    }
    env_compare(round, 10);
  }
  env_fill = NULL;
  model___symx_env_symbolic = 0;
}

/* The clocks: the model hands out its input as glibc's types lay it out
 * (fed here with real readings of glibc's clocks), and assumes no more than
 * real clocks guarantee. */
static void test_clocks(void) {
  int inputs = env_inputs, fails = env_assume_failed;
  time_t gt = time(NULL), mt = 0, mt2 = model_time(NULL);
  (void)mt2;
  env_feed = (const unsigned char *)&gt, env_feed_len = sizeof gt;
  check(model_time(&mt) == gt && mt == gt && !strcmp(env_last_name, "time"), "time: the input as a time_t");
  struct timeval gtv, mtv;
  gettimeofday(&gtv, NULL);
  env_feed = (const unsigned char *)&gtv, env_feed_len = sizeof gtv;
  check(model_gettimeofday(&mtv, NULL) == 0 && mtv.tv_sec == gtv.tv_sec && mtv.tv_usec == gtv.tv_usec &&
            !strcmp(env_last_name, "gettimeofday"),
        "gettimeofday: the input as a struct timeval");
  struct timespec g0, g1, m0, m1;
  clock_gettime(CLOCK_MONOTONIC, &g0);
  clock_gettime(CLOCK_MONOTONIC, &g1);
  env_feed = (const unsigned char *)&g0, env_feed_len = sizeof g0;
  model_clock_gettime(CLOCK_MONOTONIC, &m0);
  env_feed = (const unsigned char *)&g1, env_feed_len = sizeof g1;
  model_clock_gettime(CLOCK_MONOTONIC, &m1);
  check(m0.tv_sec == g0.tv_sec && m0.tv_nsec == g0.tv_nsec && m1.tv_sec == g1.tv_sec && m1.tv_nsec == g1.tv_nsec &&
            !strcmp(env_last_name, "clock_gettime"),
        "clock_gettime: the input as a struct timespec");
  clock_t gc = clock();
  env_feed = (const unsigned char *)&gc, env_feed_len = sizeof gc;
  check(model_clock() == gc && !strcmp(env_last_name, "clock"), "clock: the input as a clock_t");
  check(env_inputs == inputs + 6 && env_assume_failed == fails, "clocks: one input per reading, real readings assumed");
  /* A monotonic clock going back, or clock() going back, violates an assumption. */
  env_feed = (const unsigned char *)&g0, env_feed_len = sizeof g0;
  model_clock_gettime(CLOCK_MONOTONIC, &m0);
  check(env_assume_failed > fails || (g0.tv_sec == g1.tv_sec && g0.tv_nsec == g1.tv_nsec),
        "clock_gettime(CLOCK_MONOTONIC) may not go back");
  fails = env_assume_failed;
  clock_t back = gc - 1;
  env_feed = (const unsigned char *)&back, env_feed_len = sizeof back;
  model_clock();
  check(env_assume_failed > fails, "clock() may not go back");
  fails = env_assume_failed;
  /* the wall clock may go back */
  env_feed = (const unsigned char *)&g0, env_feed_len = sizeof g0;
  model_clock_gettime(CLOCK_REALTIME, &m0);
  env_feed = (const unsigned char *)&g0, env_feed_len = sizeof g0;
  g0.tv_sec -= 1;
  model_clock_gettime(CLOCK_REALTIME, &m0);
  check(env_assume_failed == fails, "clock_gettime(CLOCK_REALTIME) may go back");
  env_assume_failed = 0;
}

/* isatty: the input (0 or 1) is the result; for 0 errno is what glibc sets
 * for an open descriptor that is not a terminal. */
/* getpid & co: the first call of each is an input; later calls repeat it. */
static void test_identity(void) {
  int inputs = env_inputs, fails = env_assume_failed;
  pid_t gp = getpid(), gpp = getppid();
  env_feed = (const unsigned char *)&gp, env_feed_len = sizeof gp;
  check(model_getpid() == gp && !strcmp(env_last_name, "getpid"), "getpid: the input as a pid_t");
  env_feed = (const unsigned char *)&gpp, env_feed_len = sizeof gpp;
  check(model_getppid() == gpp && !strcmp(env_last_name, "getppid"), "getppid: the input as a pid_t");
  uid_t ids[4] = {getuid(), geteuid(), getgid(), getegid()}, got[4];
  uid_t (*models[4])(void) = {model_getuid, model_geteuid, model_getgid, model_getegid};
  const char *names[4] = {"getuid", "geteuid", "getgid", "getegid"};
  for (int i = 0; i < 4; i++) {
    env_feed = (const unsigned char *)&ids[i], env_feed_len = sizeof ids[i];
    got[i] = models[i]();
    check(got[i] == ids[i] && !strcmp(env_last_name, names[i]), "%s: the input as an id", names[i]);
  }
  check(env_inputs == inputs + 6 && env_assume_failed == fails, "identity: one input each, real ids assumed");
  check(model_getpid() == gp && model_getppid() == gpp && model_getuid() == ids[0] && model_getegid() == ids[3] &&
            env_inputs == inputs + 6,
        "identity: later calls give the first value and make no input");
}

/* access & co: the outcome is an input, 0 or an errno value the function
 * can meet; an errno outside that set violates the model's assumption. */
static void check_fsop(const char *what, int (*call)(void), const int *errnos, int n) {
  for (int k = 0; k <= n; k++) {
    unsigned char v = (unsigned char)(k ? errnos[k - 1] : 0);
    int fails = env_assume_failed;
    env_feed = &v, env_feed_len = 1, model_errno = 0;
    int r = call();
    check(!strcmp(env_last_name, what) && env_assume_failed == fails && r == (v ? -1 : 0) && (!v || model_errno == v),
          "%s with outcome %d: %d", what, v, r);
  }
  unsigned char bad = 5; /* EIO: not among the answers */
  int fails = env_assume_failed;
  env_feed = &bad, env_feed_len = 1;
  call();
  check(env_assume_failed > fails, "%s: outcome EIO is not assumed", what);
}
static int call_access(void) { return model_access("x", R_OK); }
static int call_unlink(void) { return model_unlink("x"); }
static int call_rmdir(void) { return model_rmdir("d"); }
static int call_remove(void) { return model_remove("x"); }
static int call_rename(void) { return model_rename("x", "y"); }
static int call_mkdir(void) { return model_mkdir("d", 0755); }

static void test_fsops(void) {
  static const int access_e[] = {ENOENT, EACCES, ENOTDIR, EROFS};
  static const int unlink_e[] = {ENOENT, EACCES, EPERM, EISDIR, ENOTDIR, EBUSY, EROFS};
  static const int rmdir_e[] = {ENOENT, EACCES, EPERM, ENOTDIR, ENOTEMPTY, EBUSY, EROFS};
  static const int rename_e[] = {ENOENT, EACCES, EPERM, EXDEV, EISDIR, ENOTDIR, ENOTEMPTY, EBUSY, EROFS};
  static const int mkdir_e[] = {EEXIST, ENOENT, EACCES, ENOTDIR, EROFS};
  check_fsop("access", call_access, access_e, 4);
  check_fsop("unlink", call_unlink, unlink_e, 7);
  check_fsop("rmdir", call_rmdir, rmdir_e, 7);
  check_fsop("remove", call_remove, rmdir_e, 7);
  check_fsop("rename", call_rename, rename_e, 9);
  check_fsop("mkdir", call_mkdir, mkdir_e, 5);
  int inputs = env_inputs;
  model_errno = 0;
  check(model_access("x", 8) == -1 && model_errno == EINVAL && env_inputs == inputs, "access: a bad mode is EINVAL");
  errno = 0;
  check(access("/", 8) == -1 && errno == EINVAL, "glibc's access: a bad mode is EINVAL too");
}

static void test_isatty(void) {
  FILE *f = tmpfile();
  if (!f) {
    check(0, "tmpfile failed");
    return;
  }
  errno = 0;
  int g = isatty(fileno(f)), gerr = errno;
  fclose(f);
  unsigned char zero = 0, one = 1;
  model_errno = 0;
  env_feed = &zero, env_feed_len = 1;
  int m = model_isatty(3);
  check(m == g && model_errno == gerr && !strcmp(env_last_name, "isatty"), "isatty of a file: glibc %d errno %d, model %d errno %d", g,
        gerr, m, model_errno);
  env_feed = &one, env_feed_len = 1;
  check(model_isatty(1) == 1 && !env_assume_failed, "isatty of a terminal");
}

static void test_errno_and_stdio(void) {
  check(model___errno_location() != NULL &&
            model___errno_location() == model___errno_location(),
        "__errno_location stable");
  check(model_stdin != NULL && model_stdout != NULL && model_stderr != NULL &&
            model_stdin != model_stdout && model_stdout != model_stderr &&
            model_stdin != model_stderr,
        "stdin/stdout/stderr distinct objects");
  check(model_stdin->_fileno == 0 && model_stdout->_fileno == 1 && model_stderr->_fileno == 2,
        "stream file numbers");
}

/* ---- scanf and the stdin stream --------------------------------------------- */

enum { SCAN_ARGS = 3, SCAN_BUF = 48, CANARY_SCAN = 0x5a };

/* One sscanf call of glibc and of the model: the result and every byte the
 * conversions stored (each argument points at its own canary-filled buffer). */
static void check_sscanf(const char *fmt, const char *text) {
  char g[SCAN_ARGS][SCAN_BUF], m[SCAN_ARGS][SCAN_BUF];
  memset(g, CANARY_SCAN, sizeof g);
  memset(m, CANARY_SCAN, sizeof m);
  char *s = exact(text, strlen(text) + 1);
  int gr = sscanf(s, fmt, g[0], g[1], g[2]);
  int mr = model_sscanf(s, fmt, m[0], m[1], m[2]);
  check(gr == mr && memcmp(g, m, sizeof g) == 0, "sscanf(%s, \"%s\"): glibc %d model %d%s", show(s), fmt,
        gr, mr, memcmp(g, m, sizeof g) ? ", stored values differ" : "");
  memset(m, CANARY_SCAN, sizeof m);
  mr = model___isoc99_sscanf(s, fmt, m[0], m[1], m[2]);
  check(gr == mr && memcmp(g, m, sizeof g) == 0, "__isoc99_sscanf(%s, \"%s\")", show(s), fmt);
  free(s);
}

static void test_sscanf(void) {
  static const char *const fmts[] = {
      "%d", "%i", "%u", "%x", "%X", "%o", "%hhd", "%hd", "%ld", "%lld", "%hhu", "%hu", "%lu", "%zu",
      "%jd", "%td", "%qd", "%Lx", "%3d", "%2x", "%1i", "%2i", "%3i", "%0d", "%*d%d", "%d%n", "%n%d",
      "%hhn%d%hn", "%c", "%3c", "%*c%c", "%s", "%2s", "%*s%n", "%[a-c]", "%[^,]", "%[]a]", "%[a-]",
      "%[^]]", "%2[0-9]%n", " %d", "%d ", "%d %n", "x%d", "%%%d", "%d%%", "%d,%d", "%d %d", "%2c%d",
      "%i%i", "%d%s", "%s%d", "%c%c%c", "%5[0-9]%d", "%d%[a-z]%n", "%x%x", "a%nb%n", " ", "",
  };
  static const char *const texts[] = {
      "", " ", "\t\n", "42", "-42", "+", "-", "+7", "-+7", "0x1f", "0X", "0xg", "0x", "-0x10",
      "010", "09", "0", "00", "  12ab", "7 8 9", "1,2", "1 ,2", "12,", "a,b", "]a", "a-b", "abc",
      "x5", "x", "%5", "%%5", " % 5", "5%", "\n\t 3", "99999999999", "-99999999999",
      "99999999999999999999", "-99999999999999999999", "18446744073709551615",
      "18446744073709551616", "-18446744073709551615", "-1", "9223372036854775807",
      "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "4294967296",
      "-2147483649", "2147483648", "255 256", "-129", "65536",
      "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000017",
      "ffffffffffffffffffff", "777777777777777777777777", "12345678901234567890123", "zz", "a",
      "ab cd", "abc123", "1a2b", "\xff\x80", "3\xff",
  };
  for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++)
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) check_sscanf(fmts[f], texts[t]);
}

static int scanf_refused, strtod_refused;
void symx_scanf_conversion_unsupported(void) { scanf_refused++; }

/* sscanf's floating-point conversions, glibc against the model, on texts of
 * every shape glibc's collection tells apart; a text the model refuses
 * (hexadecimal, outside strtod's exact range) is counted, never compared. */
static void test_sscanf_float(void) {
  int compared = 0;
  static const char *const fmts[] = {
      "%f", "%lf", "%e", "%g", "%a", "%F", "%E", "%G", "%A", "%3f", "%2lf", "%1f", "%f%n", "%lf%n%c",
      "%*f%d", "%f,%f", "%5lf%d", "%le", " %lg", "%f %n", "%4f%n", "%6lf%n", "%Lf", "%Le%n", "%3Lg", "%llf",
      "%Lf,%lf",
  };
  static const char *const texts[] = {
      "", " ", "1", "-1", "+1.5", "1.5e3", "1.5E-3", "1e", "1e+", "1e-x", "1ex", "2.", ".5", ".", "-.",
      "+", "-", "+-1", "..5", "1.2.3", "0", "-0", "00.25", "0e1", "inf", "-INF", "Infinity", "infinity7",
      "infx", "infin", "nan", "NaN(1)", "-nanx", "na", "nx", "i", "in", " 3.25,4", "12345.678", "1,5",
      "9007199254740991", "0.1", "3.4028235e38", "1e-7", "7 8", "e5", "5e5e5", "0.000001", "123e-2x",
  };
  for (size_t f = 0; f < sizeof fmts / sizeof fmts[0]; f++)
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
      int before = scanf_refused + strtod_refused;
      char g[SCAN_ARGS][SCAN_BUF], m[SCAN_ARGS][SCAN_BUF];
      memset(g, CANARY_SCAN, sizeof g);
      memset(m, CANARY_SCAN, sizeof m);
      char *s = exact(texts[t], strlen(texts[t]) + 1);
      int gr = sscanf(s, fmts[f], g[0], g[1], g[2]);
      int mr = model_sscanf(s, fmts[f], m[0], m[1], m[2]);
      compared += scanf_refused + strtod_refused == before;
      if (scanf_refused + strtod_refused == before)
        check(gr == mr && memcmp(g, m, sizeof g) == 0, "sscanf(%s, \"%s\"): glibc %d model %d%s", show(s),
              fmts[f], gr, mr, memcmp(g, m, sizeof g) ? ", stored values differ" : "");
      free(s);
    }
  check(compared > 1000, "sscanf: %d floating-point cases compared with glibc", compared);
  int before = scanf_refused, sbefore = strtod_refused;
  double d;
  model_sscanf("0xg", "%lf", &d);
  check(scanf_refused == before + 1, "sscanf: \"0x\" without a digit refused");
  /* a hexadecimal number is collected whole and goes to strtod, whose
   * engine builtin converts it (tests/diff/libc/strtod_native.c); natively
   * there is none, and the model refuses */
  model_sscanf("0x1.8p+3z", "%lf", &d);
  check(scanf_refused == before + 1 && strtod_refused == sbefore + 1, "sscanf: a hexadecimal number reaches strtod");
}

/* The reads both stream scripts do (op 0-3: fgetc, fgetc then ungetc,
 * fgets, fread), on glibc's stream g and the model's m, into the buffers
 * gb and mb; the results in *gv and *mv. */
static void read_op(FILE *g, FILE *m, unsigned op, unsigned k, char *gb, char *mb, long *gv, long *mv) {
  switch (op) {
  case 0:
  case 1:
    *gv = fgetc(g), *mv = model_fgetc(m);
    if (op == 1 && *gv != EOF) *gv = ungetc((int)*gv ^ 1, g), *mv = model_ungetc((int)*mv ^ 1, m);
    break;
  case 2:
    *gv = off(fgets(gb, (int)k, g), gb), *mv = off(model_fgets(mb, (int)k, m), mb);
    break;
  default:
    *gv = (long)fread(gb, k % 3 + 1, k / 3, g), *mv = (long)model_fread(mb, k % 3 + 1, k / 3, m);
    break;
  }
}

/* A scripted session of reads on the model's stdin and on glibc reading the
 * same bytes through an unbuffered stream (as the replay runtime sets up the
 * native stdin): every result and every end-of-file indicator must agree. */
static void check_stdin_script(const char *data, size_t n, unsigned seed) {
  char *mdata = exact(data, n);
  model___symx_stdin_data = mdata;
  model___symx_stdin_size = n;
  model___symx_stdin_pos = 0;
  model___symx_stdin_eof = 0;
  char *gdata = exact(data, n ? n : 1);
  FILE *g = fmemopen(gdata, n, "r");
  if (!g) {
    check(0, "fmemopen failed");
    return;
  }
  setvbuf(g, NULL, _IONBF, 0);
  unsigned r = seed;
  for (int step = 0; step < 12; step++) {
    r = r * 1103515245u + 12345u;
    unsigned op = (r >> 16) % 8, k = (r >> 8) % 7;
    char gb[16], mb[16];
    memset(gb, CANARY_SCAN, sizeof gb);
    memset(mb, CANARY_SCAN, sizeof mb);
    long gv = 0, mv = 0;
    int gi = 0, mi = 0;
    switch (op) {
    case 0:
    case 1:
    case 2:
    case 3:
      read_op(g, model_stdin, op, k, gb, mb, &gv, &mv);
      break;
    case 4:
      gv = fscanf(g, "%d", &gi), mv = model_fscanf(model_stdin, "%d", &mi);
      break;
    case 5:
      gv = fscanf(g, k & 1 ? " %c" : "%2s", gb), mv = model_fscanf(model_stdin, k & 1 ? " %c" : "%2s", mb);
      break;
    case 6:
      if (k < 2) clearerr(g), model_clearerr(model_stdin);
      break;
    case 7:
      gv = fscanf(g, "%*[^\n]%n", &gi), mv = model_fscanf(model_stdin, "%*[^\n]%n", &mi);
      break;
    }
    check(gv == mv && gi == mi && memcmp(gb, mb, sizeof gb) == 0 && !!feof(g) == !!model_feof(model_stdin),
          "stdin script %s seed %u step %d op %u/%u: glibc %ld/%d eof %d, model %ld/%d eof %d", show_n(data, n),
          seed, step, op, k, gv, gi, feof(g), mv, mi, model_feof(model_stdin));
  }
  fclose(g);
  free(gdata);
  free(mdata);
}

static void test_stdin(void) {
  static const char *const datas[] = {"", "7", "12 34\n", "ab\ncd\n", "-5x\n\n9", " 0x1f 077 z", "\n\n\n"};
  for (size_t d = 0; d < sizeof datas / sizeof datas[0]; d++)
    for (unsigned seed = 0; seed < 40; seed++) check_stdin_script(datas[d], strlen(datas[d]), seed);
  /* read(0) shares the position and leaves the end-of-file indicator alone. */
  char buf[8];
  model___symx_stdin_data = exact("abc", 3);
  model___symx_stdin_size = 3, model___symx_stdin_pos = 0, model___symx_stdin_eof = 0;
  int c = model_fgetc(model_stdin);
  ssize_t got = model_read(0, buf, sizeof buf);
  check(c == 'a' && got == 2 && !memcmp(buf, "bc", 2) && model_read(0, buf, 1) == 0 && !model_feof(model_stdin),
        "read(0) after fgetc");
  free(model___symx_stdin_data);
  model___symx_stdin_data = NULL;
}

/* ---- Symbolic files (--sym-files) ---------------------------------------------------
 * A scripted session of stream operations on the model's file and on glibc
 * reading a real file of the same bytes: every result, position and
 * end-of-file indicator must agree. The model's file `letter` gets its
 * bytes from klee_make_symbolic (env_feed, above) at its first open; a
 * later script of the same letter reopens the same bytes. */
static void check_file_script(char letter, const char *data, size_t n, unsigned seed, const char *path) {
  char name[2] = {letter, 0};
  env_feed = (const unsigned char *)data, env_feed_len = n;
  model___symx_file_size = n;
  FILE *m = model_fopen(name, "r"), *g = fopen(path, "r");
  if (!m || !g) {
    check(0, "fopen of file %c: model %p, glibc %p", letter, (void *)m, (void *)g);
    if (g) fclose(g);
    return;
  }
  unsigned r = seed;
  for (int step = 0; step < 14; step++) {
    r = r * 1103515245u + 12345u;
    unsigned op = (r >> 16) % 8, k = (r >> 8) % 7;
    char gb[16], mb[16];
    memset(gb, CANARY_SCAN, sizeof gb);
    memset(mb, CANARY_SCAN, sizeof mb);
    long gv = 0, mv = 0;
    switch (op) {
    case 0:
    case 1:
    case 2:
    case 3:
      read_op(g, m, op, k, gb, mb, &gv, &mv);
      break;
    case 4: {
      int whence = (int)(k % 3), to = (int)(k / 3) * 2 - (whence == SEEK_END ? 3 : 1);
      gv = fseek(g, to, whence), mv = model_fseek(m, to, whence);
      break;
    }
    case 5:
      gv = ftell(g), mv = model_ftell(m);
      break;
    case 6:
      if (k < 2) clearerr(g), model_clearerr(m);
      else if (k < 4) rewind(g), model_rewind(m);
      break;
    case 7:
      gv = fscanf(g, "%d", &(int){0}), mv = model_fscanf(m, "%d", &(int){0});
      break;
    }
    check(gv == mv && memcmp(gb, mb, sizeof gb) == 0 && !!feof(g) == !!model_feof(m),
          "file script %s seed %u step %d op %u/%u: glibc %ld eof %d, model %ld eof %d", show_n(data, n), seed,
          step, op, k, gv, feof(g), mv, model_feof(m));
  }
  check(model_fclose(m) == 0, "fclose of file %c", letter);
  fclose(g);
}

/* A file's stat as the model gives it: what glibc says of the real file of
 * the same bytes at `path` (a regular file, its size) and the model's own
 * read-only mode, one link, zeros elsewhere. */
static int same_stat(const struct stat *m, const struct stat *g) {
  return S_ISREG(m->st_mode) && S_ISREG(g->st_mode) && m->st_size == g->st_size && (m->st_mode & 07777) == 0444 &&
         m->st_nlink == 1 && m->st_uid == 0 && m->st_ino == 0 && m->st_mtime == 0;
}

/* stat, lstat, fstat (and 64) of symbolic file F ("xyz", the bytes at path). */
static void check_stat(const char *path) {
  struct stat ms, gs;
  struct stat64 ms64;
  int before = env_inputs;
  check(model_stat("G", &ms) == 0 && env_inputs == before + 1 && !strcmp(env_last_name, "file:G"),
        "stat(G): the input file:G made");
  check(model_stat("F", &ms) == 0 && stat(path, &gs) == 0 && same_stat(&ms, &gs), "stat(F): size %ld, glibc %ld",
        (long)ms.st_size, (long)gs.st_size);
  check(model_lstat("F", &ms) == 0 && lstat(path, &gs) == 0 && same_stat(&ms, &gs), "lstat(F)");
  check(model_stat64("F", &ms64) == 0 && ms64.st_size == gs.st_size && S_ISREG(ms64.st_mode), "stat64(F)");
  int m = model_open("F", O_RDONLY), g = open(path, O_RDONLY);
  check(model_fstat(m, &ms) == 0 && fstat(g, &gs) == 0 && same_stat(&ms, &gs), "fstat of open(F)");
  check(model_fstat64(m, &ms64) == 0 && ms64.st_size == gs.st_size, "fstat64 of open(F)");
  model_close(m), close(g);
  errno = 0, model_errno = 0;
  int mr = model_fstat(m, &ms), gr = fstat(g, &gs);
  check(mr == gr && mr == -1 && errno == EBADF && model_errno == EBADF, "fstat of a closed descriptor: EBADF");
}

/* stat and lstat of a name that is not a symbolic file: the outcome byte,
 * then the struct, are inputs (the harness feeds each the same bytes, so
 * the struct's first byte, st_dev's lowest, is 0 for success). */
static void test_stat_answers(void) {
  struct stat gs, ms;
  check(stat("/tmp", &gs) == 0, "glibc's stat(/tmp)");
  gs.st_dev &= ~(dev_t)0xff;
  int inputs = env_inputs, fails = env_assume_failed;
  env_feed = (const unsigned char *)&gs, env_feed_len = sizeof gs;
  check(model_stat("/tmp", &ms) == 0 && !memcmp(&ms, &gs, sizeof gs) && env_inputs == inputs + 2 &&
            !strcmp(env_last_name, "stat.st") && env_assume_failed == fails,
        "stat of another name: the struct is the input");
  static const unsigned char outcomes[] = {ENOENT, EACCES, ENOTDIR, ELOOP, ENAMETOOLONG};
  for (size_t i = 0; i < sizeof outcomes; i++) {
    env_feed = &outcomes[i], env_feed_len = 1, model_errno = 0;
    check(model_lstat("x", &ms) == -1 && model_errno == outcomes[i] && !strcmp(env_last_name, "lstat") &&
              env_assume_failed == fails,
          "lstat of another name: errno %d", outcomes[i]);
  }
  unsigned char eio = EIO;
  env_feed = &eio, env_feed_len = 1;
  model_stat("x", &ms);
  check(env_assume_failed == fails + 1, "stat: EIO is not an answer");
  gs.st_mode = S_IFLNK | 0777;
  env_feed = (const unsigned char *)&gs, env_feed_len = sizeof gs;
  model_stat("x", &ms);
  check(env_assume_failed == fails + 2, "stat: never a link");
  check(model_lstat("x", &ms) == 0 && env_assume_failed == fails + 2 && S_ISLNK(ms.st_mode), "lstat: a link");
}

static void test_files(void) {
  static const char *const datas[] = {"7", "12 34\n", "ab\ncd\n", "-5x\n\n9", "\n\n\n", "xyz"};
  char path[] = "/tmp/symx-models-file-XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) {
    check(0, "mkstemp failed");
    return;
  }
  model___symx_files_n = 26;
  for (size_t d = 0; d < sizeof datas / sizeof datas[0]; d++) {
    size_t n = strlen(datas[d]);
    if (ftruncate(fd, 0) != 0 || pwrite(fd, datas[d], n, 0) != (ssize_t)n) check(0, "writing %s", path);
    int before = env_inputs;
    for (unsigned seed = 0; seed < 30; seed++) check_file_script((char)('A' + d), datas[d], n, seed, path);
    check(env_inputs == before + 1 && !strncmp(env_last_name, "file:", 5) && env_last_name[5] == 'A' + (char)d,
          "file %c: one input, file:%c, for every open", (char)('A' + d), (char)('A' + d));
  }
  /* Descriptors: open, read, lseek, close over the same bytes. */
  char buf[8];
  int m = model_open("F", O_RDONLY), g = open(path, O_RDONLY); /* F: "xyz", the file's bytes now */
  ssize_t mr = model_read(m, buf, 3), gr = read(g, buf, 3);
  check(m >= 3 && mr == gr && model_lseek(m, -2, SEEK_END) == lseek(g, -2, SEEK_END) &&
            model_read(m, buf, 8) == read(g, buf, 8) && model_lseek(m, -1, SEEK_SET) == -1 &&
            model_close(m) == 0 && model_close(m) == -1,
        "open/read/lseek/close");
  close(g);
  check_stat(path);
  close(fd);
  unlink(path);
  model___symx_files_n = 0;
}

/* ---- <math.h> -------------------------------------------------------------------------
 * Each modelled function against glibc over special doubles (signed zeros,
 * subnormals, the extremes, infinities, NaNs with a payload and sign), the
 * results compared bit for bit, errno too. */
double model_fabs(double), model_copysign(double, double), model_sqrt(double), model_fmod(double, double);
double model_floor(double), model_ceil(double), model_trunc(double), model_round(double), model_rint(double);
double model_scalbn(double, int), model_ldexp(double, int), model_frexp(double, int *), model_modf(double, double *);
double model_nextafter(double, double);
float model_sqrtf(float), model_fabsf(float), model_floorf(float), model_fmodf(float, float);
/* (fma and fmaf are not here: their models are the engine's fused
 * multiply-add, which natively is glibc's own; tests/unit/test_fp.c and
 * tests/diff/fp/fma_frem.c test symx's.) */

static uint64_t dbits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static double dfrom(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

static const uint64_t MATH_VALS[] = {
    0, 1ull << 63, 0x3ff0000000000000ull /* 1 */, 0xbff8000000000000ull /* -1.5 */, 0x3fb999999999999aull /* 0.1 */,
    0x4004000000000000ull /* 2.5 */, 0x400c000000000000ull /* 3.5 */, 0xc00c000000000000ull /* -3.5 */,
    0x4330000000000001ull /* 2^52 + 1 */, 0x4340000000000000ull /* 2^53 */, 0x7fefffffffffffffull /* max */,
    0x0010000000000000ull /* min normal */, 0x000fffffffffffffull /* max subnormal */, 1 /* min subnormal */,
    0x8000000000000003ull, 0x7ff0000000000000ull /* inf */, 0xfff0000000000000ull /* -inf */,
    0x7ff8000000000000ull /* nan */, 0xfff8000000000001ull /* -nan, payload */, 0x7ff0000000000001ull /* snan */,
    0x3fe0000000000000ull /* 0.5 */, 0x41dfffffffc00000ull /* 2^31 - 1 */, 0xc1e0000000000000ull /* -2^31 */,
    0x3ff0000000000001ull /* 1 + ulp */, 0x4024000000000000ull /* 10 */, 0x400921fb54442d18ull /* pi */,
};
enum { NMATH = sizeof MATH_VALS / sizeof MATH_VALS[0] };

/* One comparison: the same bits (or both NaN with the same bits), the same errno. */
static void check_math(const char *what, double x, double y, double g, int ge, double m, int me) {
  check(dbits(g) == dbits(m) && ge == me, "%s(%a, %a): glibc %a (%016llx) errno %d, model %a (%016llx) errno %d",
        what, x, y, g, (unsigned long long)dbits(g), ge, m, (unsigned long long)dbits(m), me);
}

#define MATH1(name)                                                                     \
  do {                                                                                  \
    errno = 0, model_errno = 0;                                                         \
    volatile double vx = x;                                                             \
    double g = name(vx);                                                                \
    int ge = errno;                                                                     \
    double m = model_##name(x);                                                         \
    check_math(#name, x, 0, g, ge, m, model_errno);                                     \
  } while (0)

static void test_math(void) {
  static const int EXPS[] = {0, 1, -1, 52, -1074, -1075, 1023, 1024, 2000, -2000, 60, -60, -1022, -1023};
  for (size_t i = 0; i < NMATH; i++) {
    double x = dfrom(MATH_VALS[i]);
    MATH1(fabs);
    MATH1(sqrt);
    MATH1(floor);
    MATH1(ceil);
    MATH1(trunc);
    MATH1(round);
    MATH1(rint);
    errno = 0, model_errno = 0;
    int ge = 0, me = 0;
    double g = frexp(x, &ge), m = model_frexp(x, &me);
    check(dbits(g) == dbits(m) && (ge == me || isnan(x) || isinf(x)), "frexp(%a): glibc %a %d, model %a %d", x, g, ge, m, me);
    double gi = 0, mi = 0;
    g = modf(x, &gi), m = model_modf(x, &mi);
    check(dbits(g) == dbits(m) && dbits(gi) == dbits(mi), "modf(%a): glibc %a %a, model %a %a", x, g, gi, m, mi);
    for (size_t e = 0; e < sizeof EXPS / sizeof EXPS[0]; e++) {
      errno = 0, model_errno = 0;
      g = ldexp(x, EXPS[e]), ge = errno;
      check_math("ldexp", x, EXPS[e], g, ge, model_ldexp(x, EXPS[e]), model_errno);
      check(dbits(scalbn(x, EXPS[e])) == dbits(model_scalbn(x, EXPS[e])), "scalbn(%a, %d)", x, EXPS[e]);
    }
    for (size_t j = 0; j < NMATH; j++) {
      double y = dfrom(MATH_VALS[j]);
      errno = 0, model_errno = 0;
      volatile double vx = x, vy = y;
      g = fmod(vx, vy), ge = errno;
      check_math("fmod", x, y, g, ge, model_fmod(x, y), model_errno);
      errno = 0, model_errno = 0;
      g = nextafter(vx, vy), ge = errno;
      check_math("nextafter", x, y, g, ge, model_nextafter(x, y), model_errno);
      check(dbits(copysign(vx, vy)) == dbits(model_copysign(x, y)), "copysign(%a, %a)", x, y);
    }
  }
  /* fmod over many pairs of ordinary values: exact remainders. */
  unsigned r = 12345;
  for (int k = 0; k < 20000; k++) {
    r = r * 1103515245u + 12345u;
    uint64_t a = ((uint64_t)r << 32) ^ (r * 2654435761u), b;
    r = r * 1103515245u + 12345u;
    b = ((uint64_t)r << 32) ^ (r * 2246822519u);
    double x = dfrom(a & ~(0x7ffull << 52 & (k & 1 ? 0 : ~0ull)) ), y = dfrom(b);
    if (isnan(x) || isnan(y)) continue;
    errno = 0, model_errno = 0;
    volatile double vx = x, vy = y;
    double g = fmod(vx, vy);
    int ge = errno;
    check_math("fmod", x, y, g, ge, model_fmod(x, y), model_errno);
  }
  /* fmodf over the values as floats (NaN payloads kept by the conversion). */
  for (size_t i = 0; i < NMATH; i++)
    for (size_t j = 0; j < NMATH; j++) {
      volatile float fx = (float)dfrom(MATH_VALS[i]), fy = (float)dfrom(MATH_VALS[j]);
      errno = 0, model_errno = 0;
      float g = fmodf(fx, fy);
      int ge = errno;
      float m = model_fmodf(fx, fy);
      check(memcmp(&g, &m, 4) == 0 && ge == model_errno, "fmodf(%a, %a): glibc %a errno %d, model %a errno %d",
            (double)fx, (double)fy, (double)g, ge, (double)m, model_errno);
    }
  float fv[] = {0.0f, -0.0f, 2.0f, -4.0f, 1e-45f, 3.4e38f};
  for (size_t i = 0; i < sizeof fv / sizeof fv[0]; i++) {
    volatile float v = fv[i];
    errno = 0, model_errno = 0;
    float g = sqrtf(v);
    int ge = errno;
    float m = model_sqrtf(fv[i]);
    check(memcmp(&g, &m, 4) == 0 && ge == model_errno && model_fabsf(-v) == fabsf(v) &&
              model_floorf(v) == floorf(v), "sqrtf/fabsf/floorf(%a)", (double)v);
  }
}
#undef MATH1

/* ---- strtod, strtof, atof ----------------------------------------------------------------
 * The model against glibc over strings inside its exact range (value, end
 * and errno equal) and outside it, where it must say so (the hook below,
 * which under symx ends the path as unsupported) instead of answering. */
double model_strtod(const char *, char **);
float model_strtof(const char *, char **);
double model_atof(const char *);
static int strtod_random_refused; /* strtod_refused: with scanf_refused */
void symx_strtod_outside_exact_range(void) { strtod_refused++; }

static void check_strtod(const char *s, int want_refused) {
  char *ge = NULL, *me = NULL;
  errno = 0;
  double g = strtod(s, &ge);
  int before = strtod_refused;
  double m = model_strtod(s, &me);
  int refused = strtod_refused != before;
  if (refused || want_refused > 0) {
    if (want_refused >= 0) check(refused == want_refused, "strtod(\"%s\"): refused %d, want %d", s, refused, want_refused);
    else strtod_random_refused += refused;
  } else {
    check(dbits(g) == dbits(m) && ge == me && errno == 0, "strtod(\"%s\"): glibc %a end +%ld, model %a end +%ld", s,
          g, (long)(ge - s), m, (long)(me - s));
    check(dbits(atof(s)) == dbits(model_atof(s)), "atof(\"%s\")", s);
  }
  before = strtod_refused;
  float gf = strtof(s, &ge), mf = model_strtof(s, &me);
  if (strtod_refused == before)
    check(memcmp(&gf, &mf, 4) == 0 && ge == me, "strtof(\"%s\"): glibc %a, model %a", s, (double)gf, (double)mf);
}

/* strtold: the model against glibc's (value's 80 bits, end, errno) inside
 * its exact range (19 digits, |e| <= 27), refused outside it. */
long double model_strtold(const char *, char **);

static void check_strtold(const char *s, int want_refused) {
  char *ge = NULL, *me = NULL;
  errno = 0;
  long double g = strtold(s, &ge);
  int before = strtod_refused;
  long double m = model_strtold(s, &me);
  int refused = strtod_refused != before;
  if (want_refused >= 0) check(refused == want_refused, "strtold(\"%s\"): refused %d, want %d", s, refused, want_refused);
  if (!refused)
    check(memcmp(&g, &m, 10) == 0 && ge == me && errno == 0, "strtold(\"%s\"): glibc %La end +%ld, model %La end +%ld",
          s, g, (long)(ge - s), m, (long)(me - s));
}

static void test_strtold(void) {
  static const char *const exact[] = {
      "0", "-0", "1.5", "  \t3.25xyz", ".5", ".", "-", "", "abc", "1e", "0.1", "-0.3", "3.14159265358979323",
      "9999999999999999999", "1e27", "1e-27", "7e-27", "123456789012345678e9", "inf", "-Infinity", "nan",
      "-NAN", "0e9999", "12345678901234567890",
  };
  static const char *const refused[] = {"1e28", "1e-28", "7.7e-27", "18446744073709551615", "1e5000", "0x1p3",
                                        "nan(7)"};
  for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++) check_strtold(exact[i], 0);
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) check_strtold(refused[i], 1);
  char buf[48];
  unsigned r = 7;
  for (int k = 0; k < 30000; k++) {   /* up to 19 digits, a point somewhere, |e| <= 27: all exact */
    r = r * 1103515245u + 12345u;
    unsigned long long digits = ((unsigned long long)r << 32 | (r * 2654435761u)) % 10000000000000000000ull;
    unsigned pos = (r >> 4) % 21;
    int e = (int)((r >> 20) % 20) - 8;
    snprintf(buf, sizeof buf, "%llu", digits);
    size_t n = strlen(buf);
    if (pos < n) memmove(buf + pos + 1, buf + pos, n - pos + 1), buf[pos] = '.';
    snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "e%d", e);
    check_strtold(buf, -1);
  }
}

static void test_strtod(void) {
  static const char *const exact[] = {
      "0", "-0", "+0.0", "1", "-1", "1.5", "  \t\n3.25xyz", ".5", "5.", ".", "-.", "+", "", "abc", "1e5",
      "1E-5", "1e", "1e+", "2.5e-3x", "123456789", "0.1", "0.2", "0.3", "3.14159", "-2.718281828459045",
      "9007199254740991", "1e22", "1e-22", "4.35", "0.000123", "000001.0000", "1.0000000000000000000000",
      "inf", "-INF", "Infinity", "infinit", "nan", "-NaN", "NANx", "12.5e1", "0e999", "0.0e-999",
      "1234567.125", "99.99e-2", "8.5e21", "7e-22",
  };
  static const char *const refused[] = {
      "1e23", "1e-23", "9007199254740993", "12345678901234567890", "0.1234567890123456789",
      "0x1p3", "nan(123)", "1e308", "9e308", "1e-324", "1e39", "12e-325",
  };
  /* Sure to overflow or underflow (double; float for some more): the
   * model's own infinity or zero, with ERANGE. */
  static const char *const range[] = {"1e400", "-1e309", "1e-400", "123e-330", "0.0001e-321", "-5e99999",
                                      "1.5e-99999", "10e308", "0.1e310"};
  for (size_t i = 0; i < sizeof range / sizeof range[0]; i++) {
    char *ge, *me;
    errno = 0, model_errno = 0;
    double g = strtod(range[i], &ge), m = model_strtod(range[i], &me);
    check(dbits(g) == dbits(m) && ge == me && errno == ERANGE && model_errno == ERANGE,
          "strtod(\"%s\") out of range: glibc %a, model %a", range[i], g, m);
  }
  static const char *const range_float[] = {"1e39", "-2e45", "0.01e-45", "1e-47", "9e-47"};
  for (size_t i = 0; i < sizeof range_float / sizeof range_float[0]; i++) {
    char *ge, *me;
    errno = 0, model_errno = 0;
    float g = strtof(range_float[i], &ge), m = model_strtof(range_float[i], &me);
    check(memcmp(&g, &m, 4) == 0 && ge == me && errno == ERANGE && model_errno == ERANGE,
          "strtof(\"%s\") out of range: glibc %a, model %a", range_float[i], (double)g, (double)m);
  }
  for (size_t i = 0; i < sizeof exact / sizeof exact[0]; i++) check_strtod(exact[i], 0);
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) check_strtod(refused[i], 1);
  /* Every 1 to 4 digit decimal with a point somewhere and a small exponent. */
  char buf[32];
  unsigned r = 99;
  for (int k = 0; k < 30000; k++) {
    r = r * 1103515245u + 12345u;
    unsigned digits = (r >> 8) % 100000, pos = (r >> 4) % 7;
    int e = (int)((r >> 20) % 45) - 22;
    snprintf(buf, sizeof buf, "%u", digits);
    size_t n = strlen(buf);
    if (pos < n) memmove(buf + pos + 1, buf + pos, n - pos + 1), buf[pos] = '.';
    snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "e%d", e);
    check_strtod(buf, -1); /* exact or refused, never wrong */
  }
  check(strtod_random_refused < 15000, "strtod: %d of 30000 random decimals refused", strtod_random_refused);
}

int main(void) {
  gen_strings();
  test_ctype();
  test_string_single();
  test_string_pairs();
  test_string_more();
  test_messages();
  test_getline();
  test_process_models();
  test_calendar();
  test_getopt();
  test_getopt_long();
  test_locale();
  test_strftime();
  test_paths();
  test_strstr_long();
  test_string_copy();
  test_strtok();
  test_strto();
  test_abs();
  test_div();
  test_qsort();
  test_rand();
  test_rand48();
  test_getenv();
  test_setenv();
  test_clearenv();
  test_clocks();
  test_isatty();
  test_identity();
  test_fsops();
  test_errno_and_stdio();
  test_sscanf();
  test_sscanf_float();
  test_stdin();
  test_files();
  test_stat_answers();
  test_math();
  test_strtod();
  test_strtold();
  test_wide();
  test_versions();
  printf("test_models: %ld passed, %ld failed\n", passed, failed);
  return failed != 0;
}
