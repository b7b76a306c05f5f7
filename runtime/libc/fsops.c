/* fsops.c — operations on the file system whose outcome is an input:
 * access, unlink, remove, rmdir, rename, mkdir.
 *
 * symx does not know what the file system holds, so what such a call does
 * is the environment's answer: each call is a new input named after the
 * function, one byte, 0 for success (the result 0) or the value of an
 * error the function can meet on Linux (the result -1, errno that), so
 * that every answer is explored and recorded in the test. `symx replay`
 * hands the recorded answer to the native program without touching the
 * file system (runtime/replay/runtime.c). What is checked before the file
 * system is asked is the model's: access with a mode other than F_OK or
 * R_OK|W_OK|X_OK bits fails with EINVAL. A name that is not concrete, or
 * that is one of the symbolic files of --sym-files (whose contents the
 * model holds), ends the path as unsupported. */
#include <stddef.h>
#include <stdint.h>

#include "stream.h"

#define SYMX_MODEL __attribute__((weak))

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(uintptr_t cond);
unsigned klee_is_symbolic(unsigned long v);
int *__errno_location(void);

/* Never defined: calling them is "call to external function ..." in symx. */
extern void symx_file_name_is_symbolic(void) __attribute__((weak));
extern void symx_file_operation_on_a_sym_file(void) __attribute__((weak));

/* Linux's errno values. */
enum {
  E_PERM = 1, E_NOENT = 2, E_ACCES = 13, E_BUSY = 16, E_EXIST = 17, E_XDEV = 18, E_NOTDIR = 20,
  E_ISDIR = 21, E_INVAL = 22, E_ROFS = 30, E_NOTEMPTY = 39
};

/* Whether the path may go on with name: concrete and not a symbolic file. */
static int fsop_name_ok(const char *name) {
  for (const char *p = name;; p++) {
    if (klee_is_symbolic((unsigned char)*p)) {
      if (symx_file_name_is_symbolic) symx_file_name_is_symbolic();
      return 0;
    }
    if (!*p) break;
  }
  if (__symx_is_sym_file_name(name)) {
    if (symx_file_operation_on_a_sym_file) symx_file_operation_on_a_sym_file();
    return 0;
  }
  return 1;
}

/* The call's outcome: an input `what` of one byte, 0 for success or one of
 * the n errors' values; 0, or -1 with errno set to it. */
static int fsop_outcome(const char *what, const int *errors, unsigned n) {
  unsigned char k;
  klee_make_symbolic(&k, 1, what);
  int known = k == 0;
  for (unsigned i = 0; i < n; i++) known |= k == errors[i];
  klee_assume(known);
  if (k == 0) return 0;
  *__errno_location() = k;
  return -1;
}

#define FSOP_OUTCOME(what, ...)                                       \
  do {                                                                \
    static const int errors[] = {__VA_ARGS__};                        \
    return fsop_outcome(what, errors, sizeof errors / sizeof errors[0]); \
  } while (0)

SYMX_MODEL int access(const char *name, int mode) {
  if (!fsop_name_ok(name)) return -1;
  if (mode & ~7) {
    *__errno_location() = E_INVAL;
    return -1;
  }
  FSOP_OUTCOME("access", E_NOENT, E_ACCES, E_NOTDIR, E_ROFS);
}

SYMX_MODEL int unlink(const char *name) {
  if (!fsop_name_ok(name)) return -1;
  FSOP_OUTCOME("unlink", E_NOENT, E_ACCES, E_PERM, E_ISDIR, E_NOTDIR, E_BUSY, E_ROFS);
}

SYMX_MODEL int rmdir(const char *name) {
  if (!fsop_name_ok(name)) return -1;
  FSOP_OUTCOME("rmdir", E_NOENT, E_ACCES, E_PERM, E_NOTDIR, E_NOTEMPTY, E_BUSY, E_ROFS);
}

/* remove: unlink, or rmdir for a directory; the errors of both. */
SYMX_MODEL int remove(const char *name) {
  if (!fsop_name_ok(name)) return -1;
  FSOP_OUTCOME("remove", E_NOENT, E_ACCES, E_PERM, E_NOTDIR, E_NOTEMPTY, E_BUSY, E_ROFS);
}

SYMX_MODEL int rename(const char *from, const char *to) {
  if (!fsop_name_ok(from) || !fsop_name_ok(to)) return -1;
  FSOP_OUTCOME("rename", E_NOENT, E_ACCES, E_PERM, E_XDEV, E_ISDIR, E_NOTDIR, E_NOTEMPTY, E_BUSY, E_ROFS);
}

SYMX_MODEL int mkdir(const char *name, unsigned mode) {
  (void)mode;
  if (!fsop_name_ok(name)) return -1;
  FSOP_OUTCOME("mkdir", E_EXIST, E_NOENT, E_ACCES, E_NOTDIR, E_ROFS);
}
