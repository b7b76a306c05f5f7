/* stdin.c — reading standard input under symx.
 *
 * With `--sym-stdin N` the engine points __symx_stdin_data at N symbolic
 * bytes (the input named "stdin") and sets __symx_stdin_size; the reads
 * below hand them out in order and then report end of file. Without the
 * option standard input is unknown, and reading it ends the path as
 * unsupported (a call to the undefined function below). Only stdin (fd 0)
 * can be read: symx models no files.
 *
 * One position serves stdio and read(0) alike, as for an unbuffered stream:
 * the replay runtime makes the native stdin unbuffered to match. The end of
 * file indicator is set by a stdio read that finds no byte (not by taking the
 * last one, nor by read()), as glibc sets it, and cleared by ungetc and
 * clearerr. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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

static int next_byte(void) {
  if (__symx_stdin_pos >= __symx_stdin_size) return EOF;
  return (unsigned char)__symx_stdin_data[__symx_stdin_pos++];
}

/* The next byte for stdio: at the end, also the end of file indicator. */
static int stdio_byte(void) {
  int c = next_byte();
  if (c == EOF) __symx_stdin_eof = 1;
  return c;
}

int fgetc(FILE *f) {
  if (f != stdin || !stdin_known()) return EOF;
  return stdio_byte();
}

int getc(FILE *f) { return fgetc(f); }

int getchar(void) { return fgetc(stdin); }

int ungetc(int c, FILE *f) {
  if (f != stdin || c == EOF || __symx_stdin_pos == 0 || !stdin_known()) return EOF;
  __symx_stdin_data[--__symx_stdin_pos] = (char)c;
  __symx_stdin_eof = 0;
  return (unsigned char)c;
}

char *fgets(char *s, int n, FILE *f) {
  if (n <= 0) return NULL;
  if (n == 1) { /* glibc: room for the terminator only, nothing is read */
    s[0] = 0;
    return s;
  }
  if (f != stdin || !stdin_known()) return NULL;
  int i = 0;
  while (i < n - 1) {
    int c = stdio_byte();
    if (c == EOF) break;
    s[i++] = (char)c;
    if (c == '\n') break;
  }
  if (i == 0) return NULL;
  s[i] = 0;
  return s;
}

size_t fread(void *p, size_t size, size_t n, FILE *f) {
  if (f != stdin || !stdin_known() || size == 0) return 0;
  size_t total = size * n, i = 0;
  for (; i < total; i++) {
    int c = stdio_byte();
    if (c == EOF) break;
    ((unsigned char *)p)[i] = (unsigned char)c;
  }
  return i / size;
}

ssize_t read(int fd, void *buf, size_t n) {
  if (fd != 0 || !stdin_known()) return -1;
  size_t i = 0;
  for (; i < n; i++) {
    int c = next_byte();
    if (c == EOF) break;
    ((unsigned char *)buf)[i] = (unsigned char)c;
  }
  return (ssize_t)i;
}

int feof(FILE *f) { return f == stdin && __symx_stdin_eof; }

int ferror(FILE *f) { return 0; }

void clearerr(FILE *f) {
  if (f == stdin) __symx_stdin_eof = 0;
}
