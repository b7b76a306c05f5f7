/* util: see util.h. */
#include "base/util.h"

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <limits.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

static size_t bytes_in_use;

static sigjmp_buf *recovery;
static char last_failure[256];

void util_set_recovery(void *p) { recovery = p; }
const char *util_last_failure(void) { return last_failure; }

bool util_strict(void) {
#ifdef SYMX_STRICT
  return true;
#else
  return false;
#endif
}

static _Noreturn void fail(bool recoverable, const char *fmt, va_list ap) {
  vsnprintf(last_failure, sizeof last_failure, fmt, ap);
  fprintf(stderr, "symx: internal error: %s\n", last_failure);
  if (recovery && recoverable) {
    sigjmp_buf *r = recovery;
    recovery = NULL;
    siglongjmp(*r, 1);
  }
  abort();
}

void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fail(!util_strict(), fmt, ap);
}

void fail_path(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fail(true, fmt, ap);
}

static void *check(void *p, size_t n) {
  if (!p && n) die("out of memory allocating %zu bytes", n);
  return p;
}

void *xmalloc(size_t n) {
  bytes_in_use += n;
  return check(malloc(n ? n : 1), n);
}

void *xcalloc(size_t count, size_t n) {
  bytes_in_use += count * n;
  return check(calloc(count ? count : 1, n ? n : 1), count * n);
}

void *xrealloc(void *p, size_t old_n, size_t new_n) {
  bytes_in_use += new_n - old_n;
  return check(realloc(p, new_n ? new_n : 1), new_n);
}

void xfree(void *p, size_t n) {
  if (!p) return;
  bytes_in_use -= n;
  free(p);
}

char *xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = xmalloc(n);
  memcpy(d, s, n);
  return d;
}

void xstrfree(char *s) {
  if (s) xfree(s, strlen(s) + 1);
}

size_t util_bytes_in_use(void) { return bytes_in_use; }

size_t util_peak_rss(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return (size_t)ru.ru_maxrss * 1024;
}

size_t util_current_rss(void) {
  FILE *f = fopen("/proc/self/statm", "r");
  unsigned long size = 0, rss = 0;
  if (!f) return 0;
  if (fscanf(f, "%lu %lu", &size, &rss) != 2) rss = 0;
  fclose(f);
  return (size_t)rss * (size_t)sysconf(_SC_PAGESIZE);
}

uint64_t hash_bytes(const void *p, size_t n) {
  const unsigned char *b = p;
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
  return h;
}

bool util_parse_nonneg(const char *s, double *out) {
  char *end;
  errno = 0;
  double d = strtod(s, &end);
  /* a finite number: strtod also takes "nan", "inf" and hex floats */
  if (!*s || *end || errno || !(d >= 0) || d > 1e12) return false;
  *out = d;
  return true;
}

void util_json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; s && *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') fprintf(f, "\\%c", ch);
    else if (ch == '\n') fputs("\\n", f);
    else if (ch < 0x20 || ch >= 0x7f) fprintf(f, "\\u%04x", ch);
    else fputc(ch, f);
  }
  fputc('"', f);
}

double util_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

bool util_find_home(char *buf, size_t n) {
  const char *env = getenv("SYMX_HOME");
  if (env && *env) {
    snprintf(buf, n, "%s", env);
    return true;
  }
  char exe[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (len <= 0) return false;
  exe[len] = 0;
  for (int up = 0; up < 4; up++) {
    char *slash = strrchr(exe, '/');
    if (!slash) return false;
    *slash = 0;
    char probe[PATH_MAX + 32];
    snprintf(probe, sizeof probe, "%s/runtime/include/symx.h", exe);
    if (access(probe, R_OK) == 0) {
      snprintf(buf, n, "%s", exe);
      return true;
    }
  }
  return false;
}

bool util_scratch_dir(char *buf, size_t n, const char *name) {
  const char *t = getenv("TMPDIR");
  if (!t || !*t) t = access("/dev/shm", W_OK | X_OK) == 0 ? "/dev/shm" : "/tmp";
  snprintf(buf, n, "%s/%s-XXXXXX", t, name);
  return mkdtemp(buf) != NULL;
}

void util_remove_tree(const char *dir) {
  DIR *d = opendir(dir);
  if (d) {
    struct dirent *e;
    while ((e = readdir(d))) {
      if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
      char p[PATH_MAX];
      if (snprintf(p, sizeof p, "%s/%s", dir, e->d_name) >= (int)sizeof p) continue;
      struct stat st;
      if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode))
        util_remove_tree(p);
      else
        unlink(p);
    }
    closedir(d);
  }
  rmdir(dir);
}
