/* klee/klee.h — KLEE-compatible names for symx's input API, so that programs
 * written for KLEE run under symx unchanged. All of these are implemented by
 * the symx engine (IR_BUILTINS in src/ir/ir.h). */
#ifndef SYMX_KLEE_KLEE_H
#define SYMX_KLEE_KLEE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#if __cplusplus >= 201103L
#define SYMX_KLEE_NOTHROW_ noexcept(true)
#else
#define SYMX_KLEE_NOTHROW_ throw()
#endif
#else
#define SYMX_KLEE_NOTHROW_
#endif

/* Makes the NBYTES bytes at ADDR symbolic; NAME names the input in tests. */
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);

/* A fresh symbolic int. */
int klee_int(const char *name);

/* A fresh symbolic int with value in [start, end). */
int klee_range(int start, int end, const char *name);

/* Restricts the current path to inputs where CONDITION is nonzero. */
void klee_assume(uintptr_t condition);

/* Nonzero iff N is symbolic on the current path. */
unsigned klee_is_symbolic(uintptr_t n);

/* Ends the current path without reporting anything. */
void klee_silent_exit(int status) __attribute__((__noreturn__));

/* Same prototype as glibc's <assert.h>. */
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) SYMX_KLEE_NOTHROW_ __attribute__((__noreturn__));

/* Behaves exactly like assert(), whether or not NDEBUG is defined. */
#define klee_assert(e)                                                         \
  ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

#ifdef __cplusplus
}
#endif

#endif /* SYMX_KLEE_KLEE_H */
