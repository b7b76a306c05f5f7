/* stdin.c — reading standard input under symx.
 *
 * With `--sym-stdin N` the engine points __symx_stdin_data at N symbolic
 * bytes (the input named "stdin") and sets __symx_stdin_size; the reads
 * below hand them out in order and then report end of file. Without the
 * option standard input is unknown, and reading it ends the path as
 * unsupported (a call to the undefined function below). The symbolic files
 * of --sym-files (files.c) are read by the same functions, through their
 * streams' cursors (stream.h).
 *
 * One position serves stdio and read(0) alike, as for an unbuffered stream:
 * the replay runtime makes the native stdin unbuffered to match. The end of
 * file indicator is set by a stdio read that finds no byte (not by taking the
 * last one, nor by read()), as glibc sets it, and cleared by ungetc and
 * clearerr. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "stream.h"

char *__symx_stdin_data;
unsigned long __symx_stdin_size;
/* Global only so that tests/models can rewind the stream. */
unsigned long __symx_stdin_pos;
int __symx_stdin_eof;

/* Never defined: calling it is "call to external function ..." in symx. */
extern int symx_stdin_is_unknown__use_sym_stdin(void) __attribute__((weak));

static int stdin_known(void) {
  if (__symx_stdin_data) return 1;
  if (symx_stdin_is_unknown__use_sym_stdin) symx_stdin_is_unknown__use_sym_stdin();
  return 0;
}

/* The stream behind f: standard input (when known) or an open symbolic
 * file (files.c); 0 for any other. */
static int cursor_of(FILE *f, SymxCursor *c) {
  if (f != stdin) return __symx_file_cursor(f, c);
  if (!stdin_known()) return 0;
  c->data = (unsigned char *)__symx_stdin_data;
  c->size = __symx_stdin_size;
  c->pos = &__symx_stdin_pos;
  c->eof = &__symx_stdin_eof;
  c->pushed = 0;
  return 1;
}

static int next_byte(SymxCursor *c) {
  if (c->pushed && *c->pushed >= 0) {
    int b = *c->pushed;
    *c->pushed = -1;
    return b;
  }
  if (*c->pos >= c->size) return EOF;
  return c->data[(*c->pos)++];
}

/* The next byte for stdio: at the end, also the end of file indicator. */
static int stdio_byte(SymxCursor *c) {
  int b = next_byte(c);
  if (b == EOF) *c->eof = 1;
  return b;
}

int fgetc(FILE *f) {
  SymxCursor c;
  if (!cursor_of(f, &c)) return EOF;
  return stdio_byte(&c);
}

int getc(FILE *f) { return fgetc(f); }

int getchar(void) { return fgetc(stdin); }

int ungetc(int b, FILE *f) {
  SymxCursor c;
  if (b == EOF || !cursor_of(f, &c)) return EOF;
  if (c.pushed) { /* a file: one byte of push-back, the file itself unchanged */
    if (*c.pushed >= 0) return EOF;
    *c.pushed = (unsigned char)b;
  } else {
    if (*c.pos == 0) return EOF;
    c.data[--*c.pos] = (unsigned char)b;
  }
  *c.eof = 0;
  return (unsigned char)b;
}

char *fgets(char *s, int n, FILE *f) {
  if (n <= 0) return NULL;
  if (n == 1) { /* glibc: room for the terminator only, nothing is read */
    s[0] = 0;
    return s;
  }
  SymxCursor c;
  if (!cursor_of(f, &c)) return NULL;
  int i = 0;
  while (i < n - 1) {
    int b = stdio_byte(&c);
    if (b == EOF) break;
    s[i++] = (char)b;
    if (b == '\n') break;
  }
  if (i == 0) return NULL;
  s[i] = 0;
  return s;
}

size_t fread(void *p, size_t size, size_t n, FILE *f) {
  SymxCursor c;
  if (size == 0 || !cursor_of(f, &c)) return 0;
  size_t total = size * n, i = 0;
  for (; i < total; i++) {
    int b = stdio_byte(&c);
    if (b == EOF) break;
    ((unsigned char *)p)[i] = (unsigned char)b;
  }
  return i / size;
}

ssize_t read(int fd, void *buf, size_t n) {
  SymxCursor c;
  if (fd == 0 ? !cursor_of(stdin, &c) : !__symx_fd_cursor(fd, &c)) return -1;
  size_t i = 0;
  for (; i < n; i++) {
    int b = next_byte(&c);
    if (b == EOF) break;
    ((unsigned char *)buf)[i] = (unsigned char)b;
  }
  return (ssize_t)i;
}

int feof(FILE *f) {
  SymxCursor c;
  if (f == stdin) return __symx_stdin_eof;
  return __symx_file_cursor(f, &c) && *c.eof;
}

int ferror(FILE *f) { return 0; }

void clearerr(FILE *f) {
  SymxCursor c;
  if (f == stdin) __symx_stdin_eof = 0;
  else if (__symx_file_cursor(f, &c)) *c.eof = 0;
}

void *malloc(unsigned long n);
void *realloc(void *p, unsigned long n);
void free(void *p);
int *__errno_location(void);

/* The size glibc's getdelim gives its buffer of n bytes for a line of len
 * bytes: it grows when a chunk does not fit, to twice its size or to what
 * the chunk needs. Standard input is unbuffered (as the replay runtime makes
 * it): a chunk is one byte, so the size doubles. A file's chunk is the rest
 * of the line in its 4096-byte buffer: the whole line, for files of up to
 * 4096 bytes (a longer file's line across a refill may differ). */
static unsigned long getdelim_size(unsigned long n, unsigned long len, int unbuffered) {
  if (len + 1 <= n) return n;
  if (unbuffered) {
    while (n < len + 1) n *= 2;
    return n;
  }
  return 2 * n > len + 1 ? 2 * n : len + 1;
}

ssize_t getdelim(char **line, size_t *n, int delim, FILE *f) {
  SymxCursor c;
  if (!line || !n) {
    *__errno_location() = 22; /* EINVAL */
    return -1;
  }
  if (!cursor_of(f, &c)) return -1;
  if (*line == NULL || *n == 0) {
    *n = 120;
    *line = realloc(*line, 120);
    if (!*line) return -1;
  }
  unsigned long cap = 64, len = 0;
  unsigned char *t = malloc(cap);
  for (;;) {
    int b = stdio_byte(&c);
    if (b == EOF) break;
    if (len == cap) t = realloc(t, cap *= 2);
    t[len++] = (unsigned char)b;
    if (b == (unsigned char)delim) break;
  }
  if (len) {
    unsigned long size = getdelim_size(*n, len, f == stdin);
    if (size != *n) *line = realloc(*line, size), *n = size;
    for (unsigned long i = 0; i < len; i++) (*line)[i] = (char)t[i];
    (*line)[len] = 0;
  }
  free(t);
  return len ? (ssize_t)len : -1;
}

ssize_t getline(char **line, size_t *n, FILE *f) { return getdelim(line, n, '\n', f); }
