/* symx.h — the input API for programs run under symx.
 *
 * Every function declared here is implemented by the symx engine itself (see
 * IR_BUILTINS in src/ir/ir.h); nothing needs to be linked. To replay a generated
 * test natively, link the program with symx's native replay library instead.
 */
#ifndef SYMX_H
#define SYMX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#if __cplusplus >= 201103L
#define SYMX_NOTHROW_ noexcept(true)
#else
#define SYMX_NOTHROW_ throw()
#endif
#else
#define SYMX_NOTHROW_
#endif

/* Makes the SIZE bytes at ADDR symbolic; NAME names the input in tests. */
void symx_make_symbolic(void *addr, size_t size, const char *name);

/* A fresh symbolic int. */
int symx_int(const char *name);

/* A fresh symbolic int with value in [lo, hi). */
int symx_range(int lo, int hi, const char *name);

/* Restricts the current path to inputs where COND is nonzero. */
void symx_assume(uintptr_t cond);

/* Nonzero iff V is symbolic (depends on an input) on the current path. */
unsigned symx_is_symbolic(uintptr_t v);

/* A precondition (symx run --entry): the path goes on only where p points to
 * at least `size` bytes the program may access, e.g. an input array of n
 * elements: symx_assume_valid(a, n * sizeof *a). A native run assumes it. */
void symx_assume_valid(const void *p, size_t size);

/* Same prototype as glibc's <assert.h>. */
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) SYMX_NOTHROW_ __attribute__((__noreturn__));

/* Behaves exactly like assert(), whether or not NDEBUG is defined. */
#define symx_assert(e)                                                         \
  ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

/* SV-COMP names. */
#ifdef __cplusplus
bool __VERIFIER_nondet_bool(void);
#else
__extension__ _Bool __VERIFIER_nondet_bool(void);
#endif
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
__extension__ long long __VERIFIER_nondet_longlong(void);
__extension__ unsigned long long __VERIFIER_nondet_ulonglong(void);
size_t __VERIFIER_nondet_size_t(void);
void __VERIFIER_assume(int cond);

#ifdef __cplusplus
}
#endif

#endif /* SYMX_H */
