/* stdin.c — reading standard input under symx.
 *
 * With `--sym-stdin N` the engine points __symx_stdin_data at N symbolic
 * bytes (the input named "stdin") and sets __symx_stdin_size; the reads
 * below hand them out in order and then report end of file. Without the
 * option standard input is unknown, and reading it ends the path as
 * unsupported (a call to the undefined function below). Only stdin (fd 0)
 * can be read: symx models no files. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

char *__symx_stdin_data;
unsigned long __symx_stdin_size;
static unsigned long symx_stdin_pos;

/* Never defined: calling it is "call to external function ..." in symx. */
extern int symx_stdin_is_unknown__use_sym_stdin(void) __attribute__((weak));

static int stdin_known(void) {
  if (__symx_stdin_data) return 1;
  if (symx_stdin_is_unknown__use_sym_stdin) symx_stdin_is_unknown__use_sym_stdin();
  return 0;
}

static int next_byte(void) {
  if (symx_stdin_pos >= __symx_stdin_size) return EOF;
  return (unsigned char)__symx_stdin_data[symx_stdin_pos++];
}

int fgetc(FILE *f) {
  if (f != stdin || !stdin_known()) return EOF;
  return next_byte();
}

int getc(FILE *f) { return fgetc(f); }

int getchar(void) { return fgetc(stdin); }

int ungetc(int c, FILE *f) {
  if (f != stdin || c == EOF || symx_stdin_pos == 0 || !stdin_known()) return EOF;
  __symx_stdin_data[--symx_stdin_pos] = (char)c;
  return (unsigned char)c;
}

char *fgets(char *s, int n, FILE *f) {
  if (n <= 0 || f != stdin || !stdin_known()) return NULL;
  int i = 0;
  while (i < n - 1) {
    int c = next_byte();
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
    int c = next_byte();
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
