/* output.c — writing: fwrite and write to the standard streams, and files
 * opened for writing only (fopen with "w" or "a", open with O_WRONLY).
 *
 * A file opened for writing is a sink: symx assumes it can be created, and
 * what the program writes to it is not kept (no path reads it back: opening
 * it again for reading, or with "+", is unsupported as before). `symx
 * replay` opens /dev/null in its place (runtime/replay/runtime.c), so the
 * native run succeeds as predicted and writes nothing into the user's
 * directory. fprintf, fputs and fputc to such a stream are the engine's
 * builtins, which drop output whose stream is not stdout or stderr.
 *
 * fwrite and write to stdout or stderr pass each byte to fputc (a symbolic
 * one prints as '?'); every byte is read, so a write past an object is the
 * out-of-bounds error ASan reports natively. A write to a descriptor symx
 * does not know (standard input, one it never opened) is unsupported: what
 * the native run would do with it depends on what its environment opened. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "stream.h"

#define SYMX_MODEL __attribute__((weak))
#define SYMX_EBADF 9
#define SYMX_EMFILE 24

int *__errno_location(void);
unsigned klee_is_symbolic(unsigned long v);

extern void symx_write_to_an_unknown_descriptor(void) __attribute__((weak));
extern void symx_file_name_is_symbolic(void) __attribute__((weak));

enum { MAX_OUT = 16, FIRST_OUT_FD = 32 };

static FILE out_files[MAX_OUT]; /* _fileno -1: free */
static int out_used[MAX_OUT];

/* The index of the output stream f or descriptor fd, or -1. */
static int out_of_stream(FILE *f) {
  for (int k = 0; k < MAX_OUT; k++)
    if (out_used[k] && f == &out_files[k]) return k;
  return -1;
}

static int out_of_fd(int fd) {
  int k = fd - FIRST_OUT_FD;
  return k >= 0 && k < MAX_OUT && out_used[k] ? k : -1;
}

/* A new output stream (files.c calls it for fopen and open of a name that
 * is not a symbolic file, for writing only); NULL with EMFILE when all are
 * in use, or after ending the path (a symbolic name). */
FILE *__symx_open_output(const char *name) {
  for (const char *p = name;; p++) {
    if (klee_is_symbolic((unsigned char)*p)) {
      if (symx_file_name_is_symbolic) symx_file_name_is_symbolic();
      return 0;
    }
    if (!*p) break;
  }
  for (int k = 0; k < MAX_OUT; k++) {
    if (out_used[k]) continue;
    out_used[k] = 1;
    out_files[k]._fileno = FIRST_OUT_FD + k;
    return &out_files[k];
  }
  *__errno_location() = SYMX_EMFILE;
  return 0;
}

int __symx_close_output(FILE *f, int fd) {
  int k = f ? out_of_stream(f) : out_of_fd(fd);
  if (k < 0) return 0;
  out_used[k] = 0;
  return 1;
}

/* Every byte of p[0..n) read (so that an access past the object is an
 * error), and printed when the stream is stdout or stderr. */
static void put_bytes(const unsigned char *p, size_t n, FILE *f) {
  for (size_t i = 0; i < n; i++) fputc(p[i], f);
}

SYMX_MODEL size_t fwrite(const void *p, size_t size, size_t n, FILE *f) {
  if (size == 0 || n == 0) return 0;
  if (f != stdout && f != stderr && out_of_stream(f) < 0) {
    *__errno_location() = SYMX_EBADF; /* standard input or a file open for reading */
    return 0;
  }
  size_t total = size * n;
  if (total / size != n) total = (size_t)-1; /* glibc reads until the object ends */
  put_bytes(p, total, f);
  return n;
}


SYMX_MODEL ssize_t write(int fd, const void *p, size_t n) {
  FILE *f = fd == 1 ? stdout : fd == 2 ? stderr : 0;
  int k = out_of_fd(fd);
  SymxCursor c;
  if (!f && k < 0 && __symx_fd_cursor(fd, &c)) {
    *__errno_location() = SYMX_EBADF; /* a symbolic file, open for reading */
    return -1;
  }
  if (!f && k < 0) {
    if (symx_write_to_an_unknown_descriptor) symx_write_to_an_unknown_descriptor();
    return -1;
  }
  put_bytes(p, n, f ? f : &out_files[k]);
  return (ssize_t)n;
}
