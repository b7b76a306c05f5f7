/* stdio.c — the standard streams for programs under symx.
 *
 * glibc declares `extern FILE *stdin, *stdout, *stderr;`; programs read these
 * pointers (e.g. to pass stderr to fprintf). The output functions themselves
 * (printf, fprintf, puts, putchar, fputs, fputc, putc, fflush) are engine
 * builtins and are not defined here; they can tell the streams apart by
 * these pointers, or by the _fileno field of the objects (0, 1, 2). */
#include <stdio.h>

static FILE symx_stdin_file = {._fileno = 0};
static FILE symx_stdout_file = {._fileno = 1};
static FILE symx_stderr_file = {._fileno = 2};

FILE *stdin = &symx_stdin_file;
FILE *stdout = &symx_stdout_file;
FILE *stderr = &symx_stderr_file;

#define SYMX_MODEL __attribute__((weak))
int *__errno_location(void);

/* Buffering changes nothing under symx, which writes through at once;
 * setvbuf refuses a mode that is not _IOFBF, _IOLBF or _IONBF, as glibc's. */
SYMX_MODEL int setvbuf(FILE *f, char *buf, int mode, size_t size) {
  (void)f, (void)buf, (void)size;
  if (mode != _IOFBF && mode != _IOLBF && mode != _IONBF) {
    *__errno_location() = 22; /* EINVAL */
    return EOF;
  }
  return 0;
}
SYMX_MODEL void setbuf(FILE *f, char *buf) { (void)f, (void)buf; }
SYMX_MODEL void setbuffer(FILE *f, char *buf, size_t size) { (void)f, (void)buf, (void)size; }
SYMX_MODEL void setlinebuf(FILE *f) { (void)f; }
