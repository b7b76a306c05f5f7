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
 *   symx_malloc_block(p)  in A: permission to free p, a block of sizeof *p
 *                       bytes malloc returned (malloc gives it, free takes
 *                       it with acc of the whole block)
 * A is a C condition: && between permissions is a separating conjunction
 * (two acc of one location cannot both hold). Natively (and under symx run)
 * a precondition is a runtime check, acc is 1 and postconditions are not
 * evaluated.
 *   SYMX_PREDICATE int P(args) { return A; }   a predicate: a name for the
 *                       assertion A (recursive ones describe lists, trees);
 *                       in an assertion P(args) is a predicate chunk
 *   symx_fold(P(args)); consumes P's body, produces the chunk P(args)
 *   symx_unfold(P(args)); consumes the chunk, produces P's body
 *   symx_invariant(A);  first statement of a loop body: the loop invariant
 *   SYMX_PURE           a pure function; with a contract, a function of
 *                       the snapshots its precondition reads (its body
 *                       its definition), else its body runs as code (its
 *                       reads need permissions); natively nothing
 * CBMC's contract names, written as statements, mean the same:
 * __CPROVER_requires, __CPROVER_ensures, __CPROVER_old, __CPROVER_return_value.
 * Natively a predicate is an ordinary function (acc is 1), fold and unfold
 * evaluate it, and an invariant is a runtime check. */
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
int __symx_malloc_block(const volatile void *p, size_t n);
#define symx_malloc_block(p) __symx_malloc_block((p), sizeof *(p))
void __symx_fold(int unfold);
int __symx_invariant_begin(void);
void __symx_invariant(int holds);
#define SYMX_PREDICATE __attribute__((section("symx_predicate"), noinline))
#define SYMX_PURE __attribute__((section("symx_pure"), noinline))
#define symx_fold(P) (__symx_fold(0), (void)(P))
#define symx_unfold(P) (__symx_fold(1), (void)(P))
#define symx_invariant(A)                                                      \
  do {                                                                         \
    if (__symx_invariant_begin()) __symx_invariant(!!(A));                     \
  } while (0)
#elif defined(__SYMX_REPLAY__)
/* Replay builds (symx replay; runtime/replay/contract.c): as natively, but a
 * driver of a symx verify counterexample (testNNNNNN.c) can check F's
 * postcondition: after F returns, it calls F again in check mode
 * (__symx_native_check), where F's requires are skipped, each ensures of
 * F's is evaluated with symx_result() the value F returned and symx_old(e)
 * reading the driver's objects as they were at entry, and after F's last
 * ensures the runtime jumps back to the driver (F's body does not run). */
int __symx_native_post(const char *fn);
void __symx_native_ensures(int holds, const char *a, const char *file, int line, const char *fn);
long long __symx_native_result(void);
void __symx_native_old(int begin);
#define symx_requires(A)                                                       \
  ((__symx_native_post(__func__) || (A))                                       \
       ? (void)0                                                               \
       : __assert_fail("precondition " #A, __FILE__, __LINE__, __func__))
#define symx_ensures(A)                                                        \
  do {                                                                         \
    if (__symx_native_post(__func__))                                          \
      __symx_native_ensures(!!(A), #A, __FILE__, __LINE__, __func__);          \
  } while (0)
#define symx_result() __symx_native_result()
#define symx_old(e)                                                            \
  (__extension__({                                                             \
    __symx_native_old(1);                                                      \
    __typeof__(e) symx_old_value_ = (e);                                       \
    __symx_native_old(0);                                                      \
    symx_old_value_;                                                           \
  }))
#define symx_acc(p) ((void)(p), 1)
#define symx_acc_range(p, n) ((void)(p), (void)(n), 1)
#define symx_malloc_block(p) ((void)(p), 1)
#define SYMX_PREDICATE
#define SYMX_PURE
#define symx_fold(P) ((void)(P))
#define symx_unfold(P) ((void)(P))
#define symx_invariant(A)                                                      \
  ((A) ? (void)0 : __assert_fail("loop invariant " #A, __FILE__, __LINE__, __func__))
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
#define symx_malloc_block(p) ((void)(p), 1)
#define SYMX_PREDICATE
#define SYMX_PURE
#define symx_fold(P) ((void)(P))
#define symx_unfold(P) ((void)(P))
#define symx_invariant(A)                                                      \
  ((A) ? (void)0 : __assert_fail("loop invariant " #A, __FILE__, __LINE__, __func__))
#endif
/* The replay runtime's side of a symx verify driver (runtime/replay/
 * contract.c): an object the driver built (its contents at entry kept for
 * symx_old), then, after F returned `result`, check mode for F's
 * `nensures` postconditions; __symx_native_jmp is where the runtime jumps
 * back to after the last (a jmp_buf, declared by the driver). */
void __symx_native_object(void *p, size_t n);
void __symx_native_check(const char *fn, long long result, int nensures);
#if !defined(__CPROVER) && !defined(__CPROVER__) /* CBMC's own names under CBMC */
#define __CPROVER_requires(A) symx_requires(A)
#define __CPROVER_ensures(A) symx_ensures(A)
#define __CPROVER_old(e) symx_old(e)
#define __CPROVER_return_value symx_result()
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
