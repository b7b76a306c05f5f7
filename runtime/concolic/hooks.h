/* The contract between `symx cc`'s instrumentation (src/cc/instrument.c) and
 * the concolic runtime (runtime/concolic/runtime.c).
 *
 * Every integer value of an instrumented function has a shadow beside it: an
 * expression (expr/expr.h) over the inputs, or NULL when the value is
 * concrete; so has every float and double, the expression of its bit
 * pattern (the expression layer's FP kinds, as `symx run` computes). The instrumentation calls the hooks of hooks.c, which are linked
 * into the program's module as bitcode and inlined: each tests whether a
 * shadow is involved and only then calls the runtime's slow path (the
 * __symx_cc_* functions below). Concrete code thus pays one test per
 * instruction that could be symbolic.
 *
 * Shadows travel between functions through the globals below: a caller puts
 * the shadows of the integer arguments in __symx_cc_args and the callee's
 * address in __symx_cc_callee; an instrumented callee reads them only when
 * __symx_cc_callee names it (so a call from uninstrumented code, e.g. a
 * libc callback, gives concrete arguments) and clears it. A callee that
 * left __symx_cc_callee set is uninstrumented: the shadows of its arguments
 * are dropped (a concretisation, counted). A return stores the shadow of its
 * value and the function's own address; the caller takes the shadow only if
 * it came from the function it called. */
#ifndef SYMX_CONCOLIC_HOOKS_H
#define SYMX_CONCOLIC_HOOKS_H
#include <stdint.h>

typedef void *Shadow; /* an Expr *, or NULL: concrete */

enum { SYMX_CC_MAX_ARGS = 64, SYMX_CC_COV_BITS = 16 };
#define SYMX_CC_COV_SIZE (1u << SYMX_CC_COV_BITS)

/* Operations of __symx_cc_binop: the arithmetic and bitwise ones, then the
 * comparisons (icmp predicates), each on two operands of `width` bits. */
enum {
  CC_ADD, CC_SUB, CC_MUL, CC_UDIV, CC_SDIV, CC_UREM, CC_SREM, CC_SHL, CC_LSHR, CC_ASHR,
  CC_AND, CC_OR, CC_XOR,
  CC_EQ, CC_NE, CC_UGT, CC_UGE, CC_ULT, CC_ULE, CC_SGT, CC_SGE, CC_SLT, CC_SLE,
  CC_NUM_BINOPS,
  /* floating point (float: width 32, double: 64; values and shadows are
   * their bit patterns): arithmetic, then fcmp of each LLVM predicate
   * (CC_FCMP + LLVMRealPredicate, 0..15: the result has 1 bit) */
  CC_FADD = 32, CC_FSUB, CC_FMUL, CC_FDIV,
  CC_FCMP = 48, CC_FP_END = CC_FCMP + 16
};
/* Casts of __symx_cc_cast: integers, then floating point (`from` and `to`
 * the widths: 32 or 64 for float or double). Before FPTOSI/FPTOUI, whether
 * the value fits the integer type is a branch of the path (C's undefined
 * behaviour, UBSan's float-cast-overflow, an error of `symx run`); a value
 * that does not fit gives a concrete result, counted. */
enum { CC_ZEXT, CC_SEXT, CC_TRUNC, CC_FPTOSI, CC_FPTOUI, CC_SITOFP, CC_UITOFP, CC_FPEXT, CC_FPTRUNC,
       /* libm's sqrt, and its roundings to an integral value (CC_FRINT + expr/fp.h's FpRound:
        * rint, round, ceil, floor, trunc), from = to = 32 or 64 */
       CC_FSQRT, CC_FRINT };

extern Shadow __symx_cc_args[SYMX_CC_MAX_ARGS];
/* Before a call of a function the program does not define (declared only,
 * or called through a pointer), the instrumentation puts its pointer
 * arguments here (NULL for the others). If the callee is uninstrumented
 * (the C library), memory with shadows that it was handed is read
 * concretely: __symx_cc_drop_reads counts that concretisation. */
extern const void *__symx_cc_ptr_args[SYMX_CC_MAX_ARGS];
void __symx_cc_drop_reads(uint32_t n);
extern void *__symx_cc_callee;
extern Shadow __symx_cc_ret;
extern void *__symx_cc_ret_from;
extern uint8_t __symx_cc_mem_symbolic; /* some byte of memory has had a shadow */
extern uint8_t __symx_cc_cov[SYMX_CC_COV_SIZE]; /* times each branch edge was taken (at most 255) */

/* Shadow memory (runtime.c): 4 KiB pages of byte shadows, found through a
 * two-level table indexed by the address's bits 30..46 and 12..29. */
enum { SYMX_CC_PAGE_BITS = 12, SYMX_CC_PAGE_SIZE = 1 << SYMX_CC_PAGE_BITS, SYMX_CC_L2_BITS = 18,
       SYMX_CC_L2_SIZE = 1 << SYMX_CC_L2_BITS, SYMX_CC_L1_SIZE = 1 << 17 };
typedef struct CcPage {
  uint32_t nsym;                       /* cells that are not NULL */
  void *cells[SYMX_CC_PAGE_SIZE];      /* each byte's shadow */
  uint8_t vals[SYMX_CC_PAGE_SIZE];     /* the byte's value when it was set */
} CcPage;
extern CcPage **__symx_cc_pages[SYMX_CC_L1_SIZE];

/* The slow paths (runtime.c). Values are passed zero-extended to 64 bits. */
Shadow __symx_cc_binop(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t width);
void __symx_cc_divisor(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t width);
Shadow __symx_cc_cast(uint32_t op, Shadow s, uint64_t v, uint32_t from, uint32_t to);
Shadow __symx_cc_select(Shadow sc, uint64_t c, Shadow st, uint64_t t, Shadow sf, uint64_t f, uint32_t width);
void __symx_cc_branch(Shadow sc, uint64_t taken, uint32_t site);
void __symx_cc_switch(Shadow s, uint64_t v, uint32_t width, uint32_t site, uint32_t n, const uint64_t *cases);
Shadow __symx_cc_load(const void *p, uint32_t size);
void __symx_cc_store(void *p, uint32_t size, Shadow s);
void __symx_cc_copy(void *dst, const void *src, uint64_t n);
void __symx_cc_drop(Shadow s);              /* a shadow given up: counted */
void __symx_cc_drop_call(void);             /* arguments to uninstrumented code */
void __symx_cc_exit(void);                  /* before _exit and _Exit: the run reports */

/* Loads at a symbolic index (runtime/concolic/objects.c). A pointer made by
 * a getelementptr with a symbolic index has a shadow too: the expression of
 * its offset (64 bits) from its root, the base pointer of the first symbolic
 * getelementptr (an offset, not an address, so that the expressions do not
 * change with where the run's objects lie). __symx_cc_gep adds index v
 * (shadow s, `width` bits, sign-extended) times `scale` to the offset shadow
 * `acc` (NULL: the GEP's concrete offset `at`). A load through such a pointer reads the
 * object `root` points into (obj, size: the object, when the pass knows it
 * from a global or an alloca; NULL: the runtime looks root up) as an array
 * expression selected at the symbolic offset, with the offset's bounds in
 * the path constraint; an object it cannot find, or over
 * SYMX_CC_MAX_OBJECT bytes, is read at the concrete address (counted). */
enum { SYMX_CC_MAX_OBJECT = 4096 };
typedef struct CcObject { const void *base; uint64_t size; } CcObject; /* a global, for the lookup */
Shadow __symx_cc_gep(Shadow acc, uint64_t at, Shadow s, uint64_t v, uint32_t width, uint64_t scale);
Shadow __symx_cc_load_at(const void *p, uint32_t size, Shadow a, const void *root, const void *obj, uint64_t osize);
/* A load through a pointer whose value has a shadow b (its 64 bits: a
 * pointer read from memory, e.g. from a table at a symbolic index): the
 * object p points into (found as for __symx_cc_load_at, at most
 * SYMX_CC_MAX_OBJECT bytes) read as an array at b minus the object's
 * address, with "b points into this object" an assumption of the path (not
 * a branch: another object's address is no offset of this one); else the
 * load at p (counted). */
Shadow __symx_cc_load_bits(const void *p, uint32_t size, Shadow b);
/* Before an integer store of v (shadow s, `size` bytes) through a pointer
 * with the address shadow a: in an object of at most SYMX_CC_MAX_STORE
 * bytes, every byte's shadow becomes "v's byte if the offset puts it here,
 * else the old one" and the result is 1; else 0 (the store's shadows are
 * then recorded at its concrete address after it, counted). */
enum { SYMX_CC_MAX_STORE = 256 };
/* A stack array of the function whose frame address is `frame` is passed to
 * calls (src/cc/stack.c); before the function returns, its arrays go. */
void __symx_cc_stack_enter(void *p, uint64_t size, void *frame);
void __symx_cc_stack_leave(void *frame);
uint32_t __symx_cc_store_at(void *p, uint32_t size, Shadow a, const void *root, const void *obj, uint64_t osize,
                            Shadow s, uint64_t v);
#endif
