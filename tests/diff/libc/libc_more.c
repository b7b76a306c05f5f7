// libc_more: the libc a small program calls, each case compared with what
// glibc gives natively: strerror, strerror_r, strsignal and perror with this
// machine's glibc texts; memmem, strsep, index, rawmemchr, memccpy, ffs;
// basename, dirname; getline on standard input (the sizes glibc gives its
// buffer); setvbuf; setlocale and localeconv (the C locale); signal's
// previous handlers and refusals; sleep, usleep and nanosleep returning at
// once; nan; gmtime, localtime, mktime, ctime, asctime, strftime, difftime
// (in UTC); posix_memalign, aligned_alloc, memalign.
// ARGS: --sym-stdin 3
// DOMAIN: stdin=bytes('a','\n',0) k=0..8
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:5 exit:6 exit:7 exit:8 exit:9 exit:10 exit:11
#define _GNU_SOURCE
#include <errno.h>
#include <locale.h>
#include <malloc.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "symx.h"

char *dirname(char *); /* <libgen.h>'s; that header would make basename POSIX's */

static void on_int(int s) { (void)s; }

int main(void) {
  int k = symx_range(0, 9, "k");
  char *line = NULL;
  size_t n = 0;
  ssize_t got = getline(&line, &n, stdin); /* stdin's input on every path */
  if (k == 0) {
    errno = ENOENT;
    perror("open");
    if (strcmp(strerror(EACCES), "Permission denied") || strcmp(strsignal(SIGINT), "Interrupt")) return 20;
    char b[8];
    if (strerror_r(4000, b, sizeof b) != b || strcmp(b, "Unknown")) return 21;
    return strcmp(strerror(-3), "Unknown error -3") == 0 ? 0 : 22;
  }
  if (k == 1) {
    if (got < 1 || n != 120 || line[got] != 0) return 23;
    if (got == 3) return 2;
    if (line[0] == 'a') return 3;
    return 1;
  }
  if (k == 2) {
    char s[] = "ab,c,,d";
    char *p = s, *t[5];
    for (int i = 0; i < 5; i++) t[i] = strsep(&p, ",");
    if (strcmp(t[0], "ab") || strcmp(t[1], "c") || *t[2] || strcmp(t[3], "d") || t[4] || p) return 24;
    char p1[] = "/usr/lib//", p2[] = "a", p3[] = "//x";
    if (strcmp(basename("/usr/lib"), "lib") || strcmp(dirname(p1), "/usr") || strcmp(dirname(p2), ".") ||
        strcmp(dirname(p3), "//"))
      return 45;
    return 5;
  }
  if (k == 3) {
    const char h[] = "xxabcab";
    char d[8] = {0};
    if ((char *)memmem(h, 7, "ab", 2) != h + 2 || memmem(h, 7, "ba", 2) || index(h, 'c') != h + 4) return 25;
    if ((char *)rawmemchr(h, 'b') != h + 3 || (char *)memccpy(d, h, 'a', 7) != d + 3) return 26;
    return ffs(0) == 0 && ffs(12) == 3 && ffsll(1ll << 40) == 41 ? 6 : 27;
  }
  if (k == 4) {
    if (setvbuf(stdout, NULL, _IOLBF, 0) || setvbuf(stdout, NULL, 7, 0) != EOF) return 28;
    if (signal(SIGUSR1, on_int) != SIG_DFL || signal(SIGUSR1, SIG_DFL) != on_int) return 29;
    if (signal(SIGKILL, on_int) != SIG_ERR || errno != EINVAL) return 30;
    if (strcmp(setlocale(LC_ALL, ""), "C") || strcmp(setlocale(LC_NUMERIC, NULL), "C") || setlocale(99, "C"))
      return 41;
    if (strcmp(localeconv()->decimal_point, ".") || *localeconv()->thousands_sep) return 42;
    return 7;
  }
  if (k == 5) {
    struct timespec ts = {0, 5000000}, bad = {0, -1};
    if (sleep(2) || usleep(1000) || nanosleep(&ts, NULL)) return 31;
    return nanosleep(&bad, NULL) == -1 && errno == EINVAL ? 8 : 32;
  }
  if (k == 6) {
    double x = nan(""), y = nan("0x5");
    unsigned long long u, v;
    memcpy(&u, &x, 8), memcpy(&v, &y, 8);
    return u == 0x7ff8000000000000ull && v == 0x7ff8000000000005ull ? 9 : 33;
  }
  if (k == 7) {
    time_t leap = 951782400, before = -86401, last = 2147483647;
    struct tm a = *gmtime(&leap), b, *c = gmtime_r(&last, &(struct tm){0});
    gmtime_r(&before, &b);
    if (a.tm_year != 100 || a.tm_mon != 1 || a.tm_mday != 29 || a.tm_yday != 59 || a.tm_wday != 2) return 34;
    if (b.tm_year != 69 || b.tm_mday != 30 || b.tm_hour != 23 || b.tm_sec != 59 || strcmp(b.tm_zone, "GMT")) return 35;
    if (!c || c->tm_year != 138 || difftime(last, before) != 2147570048.0) return 36;
    struct tm x = {.tm_year = 100, .tm_mon = 13, .tm_mday = 0, .tm_hour = 25, .tm_isdst = -1};
    if (mktime(&x) != 980989200 || x.tm_mon != 1 || x.tm_yday != 31 || strcmp(x.tm_zone, "UTC")) return 39;
    if (strcmp(ctime(&leap), "Tue Feb 29 00:00:00 2000\n") || strcmp(asctime(localtime(&before)), "Tue Dec 30 23:59:59 1969\n"))
      return 40;
    char f[64];
    if (strftime(f, sizeof f, "%F %T %a %j %V %Z", gmtime(&leap)) != 34 || strcmp(f, "2000-02-29 00:00:00 Tue 060 09 GMT"))
      return 43;
    if (strftime(f, 5, "%Y-%m", gmtime(&leap)) != 0) return 44;
    struct tm y = {.tm_year = 100, .tm_mon = 13, .tm_mday = 0, .tm_hour = 25};
    if (strftime(f, sizeof f, "%s %Ey %OH", &y) != 15 || strcmp(f, "980989200 00 25")) return 45; /* y unchanged */
    return 10;
  }
  if (k == 8) {
    void *p = NULL;
    if (posix_memalign(&p, 24, 8) != EINVAL || p || posix_memalign(&p, 16, 40) || (size_t)p % 16) return 37;
    char *q = aligned_alloc(16, 32), *r = memalign(8, 5);
    if (!q || (size_t)q % 16 || !r || (size_t)r % 8) return 38;
    q[31] = r[4] = 1;
    free(p), free(q), free(r);
    return 11;
  }
  free(line);
  return 0;
}
