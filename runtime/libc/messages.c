/* messages.c — strerror, strerror_r (GNU's), perror and strsignal, with the
 * texts of this machine's C library (build/runtime/messages.h, made by
 * runtime/gen_messages.c at build time, so what a path prints is what the
 * native program prints here). Out of the table: "Unknown error N" and
 * "Unknown signal N", as glibc says them. The strings are the model's own:
 * a program compares or prints them, and their addresses differ natively
 * anyway. */
#include <stdio.h>

#include "messages.h"

#define SYMX_MODEL __attribute__((weak))

int *__errno_location(void);

/* "<prefix> N" into buf (room for both and 12 digits). */
static char *unknown(char *buf, const char *prefix, int n) {
  char *p = buf;
  while (*prefix) *p++ = *prefix++;
  unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;
  char digits[12];
  int k = 0;
  do digits[k++] = (char)('0' + u % 10); while (u /= 10);
  if (n < 0) *p++ = '-';
  while (k) *p++ = digits[--k];
  *p = 0;
  return buf;
}

static char errno_buf[40], signal_buf[40];

SYMX_MODEL char *strerror(int e) {
  if (e >= 0 && e < SYMX_MAX_ERRNO) return (char *)symx_errno_text[e];
  return unknown(errno_buf, "Unknown error ", e);
}

/* Copies the text t into buf of n bytes, cut to fit; 1 when it was cut. */
static int copy_cut(char *buf, unsigned long n, const char *t) {
  unsigned long i = 0;
  if (n == 0) return 1;
  for (; i + 1 < n && t[i]; i++) buf[i] = t[i];
  buf[i] = 0;
  return t[i] != 0;
}

/* The text of errno e (t: room for an unknown one's); *known: whether glibc
 * has a text of its own for it, not "Unknown error N". */
static const char *errno_text(int e, char *t, int *known) {
  const char *text = e >= 0 && e < SYMX_MAX_ERRNO ? symx_errno_text[e] : unknown(t, "Unknown error ", e);
  const char *u = "Unknown error ", *p = text;
  while (*u && *p == *u) p++, u++;
  *known = *u != 0;
  return text;
}

/* GNU's strerror_r (<string.h> with _GNU_SOURCE): a known text itself, an
 * unknown one's cut to fit in buf. */
SYMX_MODEL char *strerror_r(int e, char *buf, unsigned long n) {
  char t[40];
  int known;
  const char *text = errno_text(e, t, &known);
  if (known) return (char *)text;
  copy_cut(buf, n, text);
  return buf;
}

/* POSIX's strerror_r (what <string.h> gives without _GNU_SOURCE): 0;
 * ERANGE (34) when the text was cut; EINVAL (22) for a number glibc has no
 * text for (its "Unknown error N", cut to fit, is in buf). */
SYMX_MODEL int __xpg_strerror_r(int e, char *buf, unsigned long n) {
  char t[40];
  int known;
  int cut = copy_cut(buf, n, errno_text(e, t, &known));
  return !known ? 22 : cut ? 34 : 0;
}

SYMX_MODEL char *strsignal(int s) {
  if (s >= 0 && s < SYMX_MAX_SIGNAL) return (char *)symx_signal_text[s];
  return unknown(signal_buf, "Unknown signal ", s);
}

SYMX_MODEL void perror(const char *s) {
  const char *text = strerror(*__errno_location());
  if (s && *s) fprintf(stderr, "%s: %s\n", s, text);
  else fprintf(stderr, "%s\n", text);
}
