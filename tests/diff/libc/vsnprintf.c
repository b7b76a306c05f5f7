// vsnprintf: a variadic logger (my_log) formats through vsnprintf, a second
// one through vsprintf after va_copy, a third cuts at a small capacity: the
// arguments (int, long, long long, char, strings, `*` width and precision,
// NULL pointer, %n) come from the va_list, at their sizes in the variadic
// area (8-byte slots on x86-64, 4-byte units on i386).
// DOMAIN: x=-3..4
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static char buf[96];

static int my_log(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return n;
}

/* vsprintf twice from one argument list: the second from a va_copy. */
static int twice(char *dst, const char *fmt, ...) {
  va_list ap, aq;
  va_start(ap, fmt);
  va_copy(aq, ap);
  int n = vsprintf(dst, fmt, ap);
  n += vsprintf(dst + n, fmt, aq);
  va_end(aq);
  va_end(ap);
  return n;
}

/* vsnprintf into a buffer of cap bytes, after taking one argument itself. */
static int cut(char *dst, size_t cap, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int skip = va_arg(ap, int);
  int n = vsnprintf(dst, cap, fmt, ap);
  va_end(ap);
  return n + skip;
}

int main(void) {
  int x = symx_int("x");
  const char *word = "zero";
  long big = 5;
  long long huge = 6;
  if (x < 0) {
    word = "neg";
    big = -2000000000L;
    huge = -1099511627776LL;
  } else if (x > 1) {
    word = "plenty";
    big = 123456789L;
    huge = 1LL << 50;
  }
  int counted = -1;
  int n = my_log("%s:%ld,%lld,%c,%5.2s|%-*d|%.*s|%p|%%|%hhx%n|%zu", word, big, huge, 'A' + 2, "abc", 4, 7, 2,
                 "wxyz", (void *)0, 511, &counted, sizeof(int));
  if (n != (int)strlen(buf) || counted + 2 != n) abort();
  if (!strcmp(buf, "neg:-2000000000,-1099511627776,C,   ab|7   |wx|(nil)|%|ff|4")) return 1;
  char two[64];
  int many = 4;
  if (x > 3) many = 40;
  int m = twice(two, "[%s %d]", word, many);
  if (m != (int)strlen(two)) abort();
  if (!strcmp(two, "[plenty 40][plenty 40]")) return 2;
  char small[6];
  int k = cut(small, sizeof small, "%s-%s", 100, word, "tail");
  if (k != 100 + (int)strlen(word) + 5 || strlen(small) != 5) abort();
  if (!strcmp(small, "plent")) return 3;
  if (!strcmp(buf, "zero:5,6,C,   ab|7   |wx|(nil)|%|ff|4") && x == 1) return 4;
  return 0;
}
