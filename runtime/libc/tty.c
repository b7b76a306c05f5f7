/* tty.c — isatty as an input.
 *
 * Whether a descriptor is a terminal depends on how the program is run, so
 * each call isatty(fd) is a new input named "isatty" of one byte, 0 or 1,
 * recorded in the test; `symx replay` hands it back to the native program
 * (runtime/replay/runtime.c). When it is 0, errno is ENOTTY, as glibc sets
 * it for a descriptor that is open but not a terminal (a closed one, EBADF,
 * is not modelled: the descriptor is taken to be open). */
#include <stddef.h>
#include <stdint.h>

#define SYMX_MODEL __attribute__((weak))

enum { SYMX_ENOTTY = 25 };

void klee_make_symbolic(void *addr, size_t size, const char *name);
void klee_assume(uintptr_t cond);
int *__errno_location(void);

SYMX_MODEL int isatty(int fd) {
  unsigned char v;
  klee_make_symbolic(&v, 1, "isatty");
  klee_assume(v <= 1);
  if (v == 0)
    *__errno_location() = SYMX_ENOTTY;
  return v;
}
