/* files.c — symbolic files (`symx run --sym-files N SIZE`, as KLEE's
 * -sym-files): N files named "A", "B", ... of SIZE bytes each.
 *
 * The engine sets __symx_files_n and __symx_file_size. The first time a path
 * opens file X (fopen or open, read-only), its bytes become a new input
 * named "file:X"; every later open on the path reads the same bytes from a
 * position of its own. `symx replay` gives the native program the same
 * bytes when it opens X (runtime/replay/runtime.c). Reading is stdin.c's
 * (fgetc, getc, fgets, fread, ungetc, feof, clearerr, read) over the file's
 * cursor; here are opening, closing and moving: fopen, open, fclose, close,
 * fileno, fseek, ftell, rewind, lseek, ferror; and stat, lstat, fstat (and
 * their 64 forms) of a symbolic file: a regular file of SIZE bytes, read-only
 * (0444), one link, every other field 0, as the replay runtime gives it too.
 *
 * Opening any other name for writing only ("w", "a", O_WRONLY) makes a sink
 * (output.c).
 *
 * stat and lstat of any other name are the file system's answer, made
 * inputs (STAT_ANSWER, below).
 *
 * What is not modelled ends the path as unsupported (a call to an undefined
 * function named after the reason): opening a name that is not one of the
 * symbolic files for reading (symx does not know what the file system
 * holds), opening a symbolic file for writing, a mode that reads back what
 * it writes ("+", O_RDWR), a name that is not concrete, closing a standard stream, stat
 * of a standard stream. */
#define _LARGEFILE64_SOURCE 1
#include <fcntl.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include "stream.h"

#define SYMX_MODEL __attribute__((weak))
#define SYMX_EBADF 9
#define SYMX_EINVAL 22
#define SYMX_EMFILE 24

void *malloc(unsigned long size);
void klee_make_symbolic(void *addr, unsigned long size, const char *name);
void klee_assume(unsigned long cond);
unsigned klee_is_symbolic(unsigned long v);
int *__errno_location(void);

/* Set by the engine (src/engine/posix.c) with --sym-files N SIZE. */
int __symx_files_n;
unsigned long __symx_file_size;

/* Never defined: calling them is "call to external function ..." in symx. */
extern void symx_file_not_among_sym_files(void) __attribute__((weak));
extern void symx_file_opened_for_writing(void) __attribute__((weak));
extern void symx_file_name_is_symbolic(void) __attribute__((weak));
extern void symx_close_of_a_standard_stream(void) __attribute__((weak));
extern void symx_seek_on_standard_input(void) __attribute__((weak));
extern void symx_fstat_of_a_standard_stream(void) __attribute__((weak));

enum { MAX_FILES = 26, MAX_OPEN = 16, FIRST_FD = 3 };

static unsigned char *file_data[MAX_FILES]; /* made at the file's first open */

typedef struct SymxOpenFile {
  FILE file;       /* what fopen returns; its _fileno is the descriptor */
  int in_use;
  int which;       /* 0 for "A" ... */
  unsigned long pos;
  int eof, pushed;
} SymxOpenFile;

static SymxOpenFile open_files[MAX_OPEN];

/* The symbolic file `name` stands for (0 for "A"), or -1 after ending the
 * path as unsupported. */
static int file_index(const char *name) {
  if (klee_is_symbolic((unsigned char)name[0]) || (name[0] && klee_is_symbolic((unsigned char)name[1]))) {
    if (symx_file_name_is_symbolic) symx_file_name_is_symbolic();
    return -1;
  }
  int i = name[0] - 'A';
  if (i < 0 || i >= __symx_files_n || i >= MAX_FILES || name[1] != 0) {
    if (symx_file_not_among_sym_files) symx_file_not_among_sym_files();
    return -1;
  }
  return i;
}

/* The bytes of symbolic file i, the input "file:X" made at the first need. */
static void make_file_data(int i) {
  if (file_data[i]) return;
  static char name[] = "file:A";
  name[5] = (char)('A' + i);
  file_data[i] = malloc(__symx_file_size ? __symx_file_size : 1);
  if (__symx_file_size) klee_make_symbolic(file_data[i], __symx_file_size, name);
}

/* A new open file of symbolic file i; NULL (errno EMFILE) when all are in use. */
static SymxOpenFile *open_file(int i) {
  make_file_data(i);
  for (int k = 0; k < MAX_OPEN; k++) {
    SymxOpenFile *o = &open_files[k];
    if (o->in_use) continue;
    o->in_use = 1, o->which = i, o->pos = 0, o->eof = 0, o->pushed = -1;
    o->file._fileno = FIRST_FD + k;
    return o;
  }
  *__errno_location() = SYMX_EMFILE;
  return 0;
}

static SymxOpenFile *of_stream(FILE *f) {
  for (int k = 0; k < MAX_OPEN; k++)
    if (open_files[k].in_use && f == &open_files[k].file) return &open_files[k];
  return 0;
}

static SymxOpenFile *of_fd(int fd) {
  int k = fd - FIRST_FD;
  return k >= 0 && k < MAX_OPEN && open_files[k].in_use ? &open_files[k] : 0;
}

static void fill_cursor(SymxOpenFile *o, SymxCursor *c) {
  c->data = file_data[o->which];
  c->size = __symx_file_size;
  c->pos = &o->pos;
  c->eof = &o->eof;
  c->pushed = &o->pushed;
}

int __symx_file_cursor(FILE *f, SymxCursor *c) {
  SymxOpenFile *o = of_stream(f);
  if (o) fill_cursor(o, c);
  return o != 0;
}

int __symx_fd_cursor(int fd, SymxCursor *c) {
  SymxOpenFile *o = of_fd(fd);
  if (o) fill_cursor(o, c);
  return o != 0;
}

/* Whether `name` is one of the symbolic files "A", "B", ... */
int __symx_is_sym_file_name(const char *name) {
  return !klee_is_symbolic((unsigned char)name[0]) && name[0] >= 'A' && name[0] - 'A' < __symx_files_n &&
         name[0] - 'A' < MAX_FILES && !klee_is_symbolic((unsigned char)name[1]) && name[1] == 0;
}

/* Opening for writing: a sink (output.c) for a name that is not a symbolic
 * file and a mode that does not read it back; else unsupported. */
static int write_only_name(const char *name, int write_only) {
  if (write_only && !__symx_is_sym_file_name(name)) return 1;
  if (symx_file_opened_for_writing) symx_file_opened_for_writing();
  return 0;
}

SYMX_MODEL FILE *fopen(const char *name, const char *mode) {
  int writes = 0, reads_back = 0;
  for (const char *m = mode; *m; m++) {
    writes |= *m == 'w' || *m == 'a';
    reads_back |= *m == '+';
  }
  if (writes || reads_back) return write_only_name(name, writes && !reads_back) ? __symx_open_output(name) : 0;
  int i = file_index(name);
  if (i < 0) return 0;
  SymxOpenFile *o = open_file(i);
  return o ? &o->file : 0;
}

SYMX_MODEL int open(const char *name, int flags, ...) {
  if ((flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC | O_APPEND))) {
    FILE *f = write_only_name(name, (flags & O_ACCMODE) == O_WRONLY) ? __symx_open_output(name) : 0;
    return f ? f->_fileno : -1;
  }
  int i = file_index(name);
  if (i < 0) return -1;
  SymxOpenFile *o = open_file(i);
  return o ? o->file._fileno : -1;
}

/* The names a program built with _FILE_OFFSET_BITS=64 calls. */
SYMX_MODEL FILE *fopen64(const char *name, const char *mode) { return fopen(name, mode); }
SYMX_MODEL int open64(const char *name, int flags, ...) { return open(name, flags); }

SYMX_MODEL int fclose(FILE *f) {
  SymxOpenFile *o = of_stream(f);
  if (!o && __symx_close_output(f, -1)) return 0;
  if (!o) {
    if (symx_close_of_a_standard_stream) symx_close_of_a_standard_stream();
    return EOF;
  }
  o->in_use = 0;
  return 0;
}

SYMX_MODEL int close(int fd) {
  SymxOpenFile *o = of_fd(fd);
  if (!o && __symx_close_output(0, fd)) return 0;
  if (o) {
    o->in_use = 0;
    return 0;
  }
  if (fd >= 0 && fd <= 2) {
    if (symx_close_of_a_standard_stream) symx_close_of_a_standard_stream();
    return -1;
  }
  *__errno_location() = SYMX_EBADF;
  return -1;
}

SYMX_MODEL int fileno(FILE *f) { return f->_fileno; }

/* The new position of a seek, or -1 (errno EINVAL) for a negative one. */
static long seek_to(SymxOpenFile *o, long off, int whence) {
  long base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (long)o->pos : (long)__symx_file_size;
  if ((whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) || base + off < 0) {
    *__errno_location() = SYMX_EINVAL;
    return -1;
  }
  o->pos = (unsigned long)(base + off);
  return base + off;
}

SYMX_MODEL int fseek(FILE *f, long off, int whence) {
  SymxOpenFile *o = of_stream(f);
  if (!o) {
    if (symx_seek_on_standard_input) symx_seek_on_standard_input();
    return -1;
  }
  if (whence == SEEK_CUR && o->pushed >= 0 && o->pos > 0) o->pos--; /* the pushed-back byte counts */
  long r = seek_to(o, off, whence);
  if (r < 0) return -1;
  o->eof = 0, o->pushed = -1;
  return 0;
}

SYMX_MODEL long ftell(FILE *f) {
  SymxOpenFile *o = of_stream(f);
  if (!o) {
    if (symx_seek_on_standard_input) symx_seek_on_standard_input();
    return -1;
  }
  return (long)o->pos - (o->pushed >= 0 && o->pos > 0);
}

SYMX_MODEL void rewind(FILE *f) { (void)fseek(f, 0, SEEK_SET); }

SYMX_MODEL off_t lseek(int fd, off_t off, int whence) {
  SymxOpenFile *o = of_fd(fd);
  if (!o) {
    if (fd >= 0 && fd <= 2) {
      if (symx_seek_on_standard_input) symx_seek_on_standard_input();
      return -1;
    }
    *__errno_location() = SYMX_EBADF;
    return -1;
  }
  return seek_to(o, (long)off, whence);
}

/* What stat says of a symbolic file (struct stat or struct stat64). */
#define FILL_STAT(st)                                                        \
  do {                                                                       \
    for (unsigned long b = 0; b < sizeof *(st); b++) ((char *)(st))[b] = 0;  \
    (st)->st_mode = S_IFREG | 0444;                                          \
    (st)->st_nlink = 1;                                                      \
    (st)->st_size = (off_t)__symx_file_size;                                 \
  } while (0)

static int name_is_concrete(const char *name) {
  for (const char *p = name;; p++) {
    if (klee_is_symbolic((unsigned char)*p)) return 0;
    if (!*p) return 1;
  }
}

/* stat and lstat of `name` (no symbolic file is a link): the symbolic file's
 * index, its input made; -2 for a concrete name that is not a symbolic
 * file (the file system answers: STAT_ANSWER); -1 after ending the path as
 * unsupported (a symbolic name). */
static int stat_index(const char *name) {
  if (name_is_concrete(name) && !__symx_is_sym_file_name(name)) return -2;
  int i = file_index(name);
  if (i >= 0) make_file_data(i);
  return i;
}

/* The file system's answer to stat or lstat (`link`) of a name that is not
 * a symbolic file, as inputs: one byte named after the function (`fn`), 0
 * for success or ENOENT, EACCES, ENOTDIR, ELOOP, ENAMETOOLONG (errno, the
 * result -1); on success, the struct's bytes (input `fn_st`, "stat.st" &
 * co), with a file type (a link for lstat only) and a size that is not
 * negative. Replay hands both back (runtime/replay/runtime.c). */
#define STAT_ANSWER(fn, fn_st, st)                                                              \
  do {                                                                                          \
    unsigned char k;                                                                            \
    klee_make_symbolic(&k, 1, fn);                                                              \
    klee_assume(k == 0 || k == 2 || k == 13 || k == 20 || k == 40 || k == 36);                  \
    if (k) {                                                                                    \
      *__errno_location() = k;                                                                  \
      return -1;                                                                                \
    }                                                                                           \
    klee_make_symbolic((st), sizeof *(st), fn_st);                                              \
    unsigned type = (st)->st_mode & S_IFMT;                                                     \
    klee_assume(type == S_IFREG || type == S_IFDIR || type == S_IFCHR || type == S_IFBLK ||     \
                type == S_IFIFO || type == S_IFSOCK || (link && type == S_IFLNK));              \
    klee_assume((st)->st_size >= 0);                                                            \
    return 0;                                                                                   \
  } while (0)

/* fstat's open file of fd; NULL with errno EBADF, or after ending the path
 * as unsupported (a standard stream). */
static SymxOpenFile *fstat_file(int fd) {
  SymxOpenFile *o = of_fd(fd);
  if (o) return o;
  if (fd >= 0 && fd <= 2) {
    if (symx_fstat_of_a_standard_stream) symx_fstat_of_a_standard_stream();
    return 0;
  }
  *__errno_location() = SYMX_EBADF;
  return 0;
}

static int stat_of(const char *name, struct stat *st, int link) {
  int i = stat_index(name);
  if (i == -2 && link) STAT_ANSWER("lstat", "lstat.st", st);
  if (i == -2) STAT_ANSWER("stat", "stat.st", st);
  if (i < 0) return -1;
  FILL_STAT(st);
  return 0;
}
SYMX_MODEL int stat(const char *name, struct stat *st) { return stat_of(name, st, 0); }
SYMX_MODEL int lstat(const char *name, struct stat *st) { return stat_of(name, st, 1); }
SYMX_MODEL int fstat(int fd, struct stat *st) {
  if (!fstat_file(fd)) return -1;
  FILL_STAT(st);
  return 0;
}
static int stat64_of(const char *name, struct stat64 *st, int link) {
  int i = stat_index(name);
  if (i == -2 && link) STAT_ANSWER("lstat64", "lstat64.st", st);
  if (i == -2) STAT_ANSWER("stat64", "stat64.st", st);
  if (i < 0) return -1;
  FILL_STAT(st);
  return 0;
}
SYMX_MODEL int stat64(const char *name, struct stat64 *st) { return stat64_of(name, st, 0); }
SYMX_MODEL int lstat64(const char *name, struct stat64 *st) { return stat64_of(name, st, 1); }
SYMX_MODEL int fstat64(int fd, struct stat64 *st) {
  if (!fstat_file(fd)) return -1;
  FILL_STAT(st);
  return 0;
}
