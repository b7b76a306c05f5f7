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

/* Contracts, checked by `symx verify` (docs/ARCHITECTURE.md, "Contracts"):
 * statements at the start of a function body, every symx_requires before
 * every symx_ensures.
 *   symx_requires(A);   precondition
 *   symx_ensures(A);    postcondition; in it symx_result() is the value
 *                       returned (a long long: cast it for a pointer) and
 *                       symx_old(e) is e evaluated in the heap at entry
 *                       (parameters mean their values at entry, unless
 *                       the function takes their address)
 *   symx_acc(p)         in A: permission to access *p (sizeof *p bytes)
 *   symx_acc_range(p, n)  the same for p[0..n)
 * A is a C condition: && between permissions is a separating conjunction
 * (two acc of one location cannot both hold). Natively (and under symx run)
 * a precondition is a runtime check, acc is 1 and postconditions are not
 * evaluated. */
#if defined(__SYMX__) && !defined(__SYMX_REPLAY__)
void __symx_requires(int holds);
int __symx_ensures_begin(void);
void __symx_ensures(int holds);
int __symx_acc(const volatile void *p, size_t n);
long long __symx_result(void);
void __symx_old_begin(void);
void __symx_old_end(void);
#define symx_requires(A) __symx_requires(!!(A))
#define symx_ensures(A)                                                        \
  do {                                                                         \
    if (__symx_ensures_begin()) __symx_ensures(!!(A));                         \
  } while (0)
#define symx_result() __symx_result()
#define symx_old(e)                                                            \
  (__extension__({                                                             \
    __symx_old_begin();                                                        \
    __typeof__(e) symx_old_value_ = (e);                                       \
    __symx_old_end();                                                          \
    symx_old_value_;                                                           \
  }))
#define symx_acc(p) __symx_acc((p), sizeof *(p))
#define symx_acc_range(p, n) __symx_acc((p), (size_t)(n) * sizeof *(p))
#else
#define symx_requires(A)                                                       \
  ((A) ? (void)0 : __assert_fail("precondition " #A, __FILE__, __LINE__, __func__))
#define symx_ensures(A)                                                        \
  do {                                                                         \
    if (0) (void)(A);                                                          \
  } while (0)
#define symx_result() 0LL
#define symx_old(e) (e)
#define symx_acc(p) ((void)(p), 1)
#define symx_acc_range(p, n) ((void)(p), (void)(n), 1)
#endif

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
