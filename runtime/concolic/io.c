/* Standard input and a file named on the command line as the inputs of a
 * `symx cc` program, as fuzzers feed programs (`symx fuzz --stdin` and
 * `--file`). Driven by the environment:
 *   SYMX_CC_STDIN=N   standard input holds N bytes: the input "stdin",
 *                     made before main (the first input, as `symx run
 *                     --sym-stdin N` makes it), the next N bytes of the
 *                     input stream
 *   SYMX_CC_FILE=N    the file named "A" (the driver passes "A" as argv[1])
 *                     holds N bytes: the input "file:A", made at its first
 *                     opening for reading (as `symx run --sym-files 1 N`)
 * The bytes are a real file (memfd) that the C library reads as any other;
 * symx cc renames the program's calls of the C library's reading functions
 * to the wrappers below (src/cc/cc.c), which call the C library and then
 * give the bytes read the shadows of the input bytes at the same positions
 * of the file (a byte pushed back with a different value stays concrete).
 * Where the C library compares the bytes (the newline of fgets and getline,
 * getdelim's delimiter), the comparisons are added to the path constraint as
 * branches; scanf's conversions are concrete: bytes of a symbolic stream
 * consumed by scanf count as a concretisation. Reads of any other stream
 * give concrete bytes (the destination's shadows are cleared). A read that
 * stops at the input's end is noted (the report's "stat at_end N"), so that
 * `symx fuzz` may try the input longer. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

#include "runtime.h"

enum { IO_NONE, IO_STDIN, IO_FILE, IO_MAX_FD = 1024, IO_DELIM_SITE = 0xfffffd00u };

static struct {
  int mode;
  uint8_t *data; /* the input's bytes (their shadows are the input's variables) */
  uint64_t size;
  bool fd_sym[IO_MAX_FD];
  bool at_end;   /* a read of the input stopped at its end (cc_io_at_end) */
  uint64_t end_branch; /* the symbolic branches taken before that */
} io;

bool cc_io_at_end(uint64_t *branches) {
  *branches = io.end_branch;
  return io.at_end;
}

static void met_end(void) {
  if (!io.at_end) io.end_branch = cc_branches();
  io.at_end = true;
}

/* After a read of n bytes (wanted: asked for) of a symbolic descriptor or
 * stream at position pos: whether it met the input's end. */
static void note_end(long pos, size_t got, size_t wanted) {
  if (pos >= 0 && got < wanted && (uint64_t)pos + got >= io.size) met_end();
}

/* A new descriptor reading the input's bytes from their start. */
static int bytes_fd(void) {
  int fd = memfd_create("symx-input", MFD_CLOEXEC);
  if (fd < 0) {
    perror("symx-concolic: memfd_create");
    _exit(120);
  }
  for (uint64_t done = 0; done < io.size;) {
    ssize_t w = write(fd, io.data + done, io.size - done);
    if (w <= 0) _exit(120);
    done += (uint64_t)w;
  }
  lseek(fd, 0, SEEK_SET);
  return fd;
}

static void make_input(const char *name) {
  io.data = calloc(io.size ? io.size : 1, 1);
  if (!io.data) _exit(120);
  if (io.size) cc_new_input(io.data, (uint32_t)io.size, name);
}

void cc_io_init(void) {
  const char *in = getenv("SYMX_CC_STDIN"), *file = getenv("SYMX_CC_FILE");
  if (in && *in) {
    io.mode = IO_STDIN;
    io.size = strtoull(in, NULL, 10);
    make_input("stdin");
    int fd = bytes_fd();
    if (dup2(fd, 0) != 0) _exit(120);
    close(fd);
    io.fd_sym[0] = true;
    setvbuf(stdin, NULL, _IONBF, 0); /* as the replay runtime gives it */
  } else if (file && *file) {
    io.mode = IO_FILE;
    io.size = strtoull(file, NULL, 10);
  }
}

/* ---- Positions and shadows ------------------------------------------------------- */

static bool fd_is_sym(int fd) { return fd >= 0 && fd < IO_MAX_FD && io.fd_sym[fd]; }

/* The position of a symbolic descriptor or stream, or -1. */
static long fd_pos(int fd) { return fd_is_sym(fd) ? (long)lseek(fd, 0, SEEK_CUR) : -1; }
static long file_pos(FILE *f) { return f && fd_is_sym(fileno(f)) ? ftell(f) : -1; }

/* The shadow of the byte at position pos of the input if `v` is still its
 * value there, else NULL. */
static Expr *byte_at(long pos, uint8_t v) {
  if (pos < 0 || (uint64_t)pos >= io.size || io.data[pos] != v) return NULL;
  return cc_shadow_get(io.data + pos);
}

/* The n bytes just read into dst, from position pos (-1: not the input):
 * their shadows; with delim >= 0 each compared with it (a branch). */
static void taint(void *dst, long pos, size_t n, int delim) {
  uint8_t *d = dst;
  if (!n) return;
  __symx_cc_copy(d, NULL, n);
  if (pos < 0) return;
  for (size_t i = 0; i < n; i++) {
    Expr *s = byte_at(pos + (long)i, d[i]);
    if (!s) continue;
    cc_shadow_set(d + i, s);
    __symx_cc_mem_symbolic = 1;
    if (delim >= 0) {
      Expr *c = expr_const(s->tab, 8, (uint8_t)delim), *eq = expr_eq(s, c);
      __symx_cc_branch(eq, d[i] == (uint8_t)delim, IO_DELIM_SITE + (uint8_t)delim);
      expr_dec(c), expr_dec(eq);
    }
  }
}

/* ---- Opening --------------------------------------------------------------------- */

static bool is_sym_name(const char *name, bool read_only) {
  return io.mode == IO_FILE && read_only && name && !strcmp(name, "A");
}

static int sym_open(void) {
  if (!io.data) make_input("file:A");
  int fd = bytes_fd();
  if (fd < IO_MAX_FD) io.fd_sym[fd] = true;
  return fd;
}

static int open_(void *self, const char *name, int flags, va_list ap) {
  cc_call_taken(self, 3);
  int mode = (flags & O_CREAT) ? va_arg(ap, int) : 0;
  if (is_sym_name(name, (flags & O_ACCMODE) == O_RDONLY && !(flags & (O_CREAT | O_TRUNC)))) return sym_open();
  int fd = open(name, flags, mode);
  if (fd >= 0 && fd < IO_MAX_FD) io.fd_sym[fd] = false;
  return fd;
}

int __symx_cc_w_open(const char *name, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int fd = open_((void *)__symx_cc_w_open, name, flags, ap);
  va_end(ap);
  return fd;
}

int __symx_cc_w_open64(const char *name, int flags, ...) {
  va_list ap;
  va_start(ap, flags);
  int fd = open_((void *)__symx_cc_w_open64, name, flags, ap);
  va_end(ap);
  return fd;
}

static FILE *fopen_(void *self, const char *name, const char *mode) {
  cc_call_taken(self, 2);
  if (is_sym_name(name, mode && mode[0] == 'r' && !strchr(mode, '+'))) {
    int fd = sym_open();
    FILE *f = fdopen(fd, "r");
    if (!f) close(fd), io.fd_sym[fd] = false;
    return f;
  }
  FILE *f = fopen(name, mode);
  if (f && fileno(f) < IO_MAX_FD) io.fd_sym[fileno(f)] = false;
  return f;
}

FILE *__symx_cc_w_fopen(const char *name, const char *mode) {
  return fopen_((void *)__symx_cc_w_fopen, name, mode);
}
FILE *__symx_cc_w_fopen64(const char *name, const char *mode) {
  return fopen_((void *)__symx_cc_w_fopen64, name, mode);
}

int __symx_cc_w_close(int fd) {
  cc_call_taken((void *)__symx_cc_w_close, 1);
  if (fd_is_sym(fd) && fd != 0) io.fd_sym[fd] = false;
  return close(fd);
}

int __symx_cc_w_fclose(FILE *f) {
  cc_call_taken((void *)__symx_cc_w_fclose, 1);
  int fd = f ? fileno(f) : -1;
  if (fd_is_sym(fd) && fd != 0) io.fd_sym[fd] = false;
  return fclose(f);
}

/* ---- Reading --------------------------------------------------------------------- */

ssize_t __symx_cc_w_read(int fd, void *buf, size_t n) {
  cc_call_taken((void *)__symx_cc_w_read, 3);
  long pos = fd_pos(fd);
  ssize_t r = read(fd, buf, n);
  if (r > 0) taint(buf, pos, (size_t)r, -1);
  if (r >= 0) note_end(pos, (size_t)r, n);
  return r;
}

/* fread and fread_unlocked: the bytes consumed (a partial item's too). */
static size_t fread_(void *self, void *buf, size_t size, size_t n, FILE *f, bool unlocked) {
  cc_call_taken(self, 4);
  long pos = file_pos(f);
  size_t r = unlocked ? fread_unlocked(buf, size, n, f) : fread(buf, size, n, f);
  size_t got = r * size;
  if (pos >= 0) {
    long after = ftell(f);
    if (after > pos && (size_t)(after - pos) <= size * n) got = (size_t)(after - pos);
  }
  taint(buf, pos, got, -1);
  note_end(pos, got, size * n);
  return r;
}

size_t __symx_cc_w_fread(void *buf, size_t size, size_t n, FILE *f) {
  return fread_((void *)__symx_cc_w_fread, buf, size, n, f, false);
}
size_t __symx_cc_w_fread_unlocked(void *buf, size_t size, size_t n, FILE *f) {
  return fread_((void *)__symx_cc_w_fread_unlocked, buf, size, n, f, true);
}

/* fgetc and its forms: the byte's shadow, widened to int, as the result. */
static int getc_(void *self, unsigned nargs, FILE *f, int (*get)(FILE *)) {
  cc_call_taken(self, nargs);
  long pos = file_pos(f);
  int c = get(f);
  note_end(pos, c != EOF, 1);
  Expr *s = c == EOF ? NULL : byte_at(pos, (uint8_t)c);
  cc_give(self, s ? expr_zext(s, 32) : NULL);
  return c;
}

int __symx_cc_w_fgetc(FILE *f) { return getc_((void *)__symx_cc_w_fgetc, 1, f, fgetc); }
int __symx_cc_w_getc(FILE *f) { return getc_((void *)__symx_cc_w_getc, 1, f, getc); }
int __symx_cc_w_fgetc_unlocked(FILE *f) {
  return getc_((void *)__symx_cc_w_fgetc_unlocked, 1, f, fgetc_unlocked);
}
int __symx_cc_w_getc_unlocked(FILE *f) { return getc_((void *)__symx_cc_w_getc_unlocked, 1, f, getc_unlocked); }
int __symx_cc_w_getchar(void) { return getc_((void *)__symx_cc_w_getchar, 0, stdin, fgetc); }
int __symx_cc_w_getchar_unlocked(void) {
  return getc_((void *)__symx_cc_w_getchar_unlocked, 0, stdin, getc_unlocked);
}

/* fgets: every byte read was compared with '\n'. */
char *__symx_cc_w_fgets(char *s, int n, FILE *f) {
  cc_call_taken((void *)__symx_cc_w_fgets, 3);
  long pos = file_pos(f), before = pos >= 0 ? pos : ftell(f); /* ftell fails on a pipe */
  char *r = fgets(s, n, f);
  if (pos >= 0 && n > 1 && feof(f)) met_end();
  if (!r) return r;
  size_t k = strlen(s); /* the bytes read: up to a NUL among them, ftell tells */
  long after = before >= 0 ? ftell(f) : -1;
  if (before >= 0 && after > before && after - before < n) k = (size_t)(after - before);
  taint(s, pos, k, '\n');
  __symx_cc_copy(s + k, NULL, 1); /* the terminator */
  return r;
}

static ssize_t getdelim_(void *self, char **line, size_t *cap, int delim, FILE *f) {
  cc_call_taken(self, 4);
  long pos = file_pos(f);
  ssize_t r = getdelim(line, cap, delim, f);
  if (pos >= 0 && feof(f)) met_end();
  if (r > 0) taint(*line, pos, (size_t)r, delim);
  return r;
}

ssize_t __symx_cc_w_getline(char **line, size_t *cap, FILE *f) {
  return getdelim_((void *)__symx_cc_w_getline, line, cap, '\n', f);
}
ssize_t __symx_cc_w_getdelim(char **line, size_t *cap, int delim, FILE *f) {
  return getdelim_((void *)__symx_cc_w_getdelim, line, cap, delim, f);
}

/* scanf's conversions are the C library's: concrete. A symbolic stream's
 * byte that scanf looked at is a concretisation even when it was pushed
 * back unread (a first byte that is no digit for %d decides the result). */
static int scanf_(void *self, FILE *f, const char *fmt, va_list ap) {
  cc_call_taken(self, 2);
  long pos = file_pos(f);
  int r = vfscanf(f, fmt, ap);
  if (pos >= 0 && (ftell(f) > pos || (uint64_t)pos < io.size)) cc_concretised();
  if (pos >= 0 && feof(f)) met_end();
  return r;
}

int __symx_cc_w_scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = scanf_((void *)__symx_cc_w_scanf, stdin, fmt, ap);
  va_end(ap);
  return r;
}
int __symx_cc_w___isoc99_scanf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = scanf_((void *)__symx_cc_w___isoc99_scanf, stdin, fmt, ap);
  va_end(ap);
  return r;
}
int __symx_cc_w_fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = scanf_((void *)__symx_cc_w_fscanf, f, fmt, ap);
  va_end(ap);
  return r;
}
int __symx_cc_w___isoc99_fscanf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = scanf_((void *)__symx_cc_w___isoc99_fscanf, f, fmt, ap);
  va_end(ap);
  return r;
}
