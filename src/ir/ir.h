/* ir: symx's own compact program representation, produced once by front.c from
 * LLVM IR and interpreted by the executor, which never calls into LLVM.
 *
 * Invariants:
 *  - A function is an array of IrInst; branch targets are instruction indices.
 *  - Every operand is a register index. Registers [0, nconsts) of a frame hold
 *    the function's constants (copied from `consts` when the frame is created);
 *    registers [nconsts, nconsts + nparams) hold the parameters; the rest are
 *    temporaries. The interpreter never has to ask whether an operand is a
 *    constant.
 *  - Aggregate (struct/array) SSA values are flattened: a value with k scalar
 *    leaves occupies k consecutive registers; its register is the first one.
 *  - Phi nodes are gone: each CFG edge into a block with phis goes through an
 *    edge stub `PMOVE; JMP` doing the parallel copy.
 *  - Scalars are integers of width 1..128 bits; pointers are integers of
 *    the module's layout.ptr_bits (64, or 32 for ILP32 programs); float and
 *    double are their 32- and 64-bit IEEE patterns, which only the F* ops
 *    below read as floating point (expr/fp.h gives their semantics).
 *  - Objects: globals have ids 1..nglobals, functions nglobals+1..
 *    nglobals+nfuncs (their address is the function pointer); stack and heap
 *    objects get larger ids at run time. Where an id lives: addr.h.
 */
#ifndef SYMX_IR_H
#define SYMX_IR_H

#include "expr/expr.h"
#include "ir/addr.h"
#include "ir/ctypes.h"
#include "ir/types.h"


/* A register value: concrete when e == NULL (then v holds the value,
 * zero-extended from its width), symbolic otherwise (e owns one reference,
 * v is unused). Values wider than 64 bits are always held as an Expr (a
 * CONST one when concrete). */
typedef struct Val {
  uint64_t v;
  Expr *e;
} Val;

/* Opcodes. Unless said otherwise: dst = a OP b; `width` is the result width. */
#define IR_OPS(X)                                                               \
  X(ADD) X(SUB) X(MUL) X(UDIV) X(SDIV) X(UREM) X(SREM)                          \
  X(SHL) X(LSHR) X(ASHR) X(AND) X(OR) X(XOR)                                    \
  /* comparisons: width 1; awidth = operand width */                            \
  X(EQ) X(NE) X(ULT) X(ULE) X(UGT) X(UGE) X(SLT) X(SLE) X(SGT) X(SGE)           \
  /* casts: dst = cast(a); awidth = operand width */                            \
  X(ZEXT) X(SEXT) X(TRUNC)                                                      \
  X(MOV)        /* dst = a (bitcast, ptrtoint/inttoptr at 64, freeze, expect) */ \
  X(SELECT)     /* dst = a ? b : c */                                           \
  X(LOAD)       /* dst = *(a); width bits, (width+7)/8 bytes */                 \
  X(STORE)      /* *(a) = b; width bits */                                      \
  X(ALLOCA)     /* dst = new stack object of imm * a bytes (a: count, awidth) */ \
  X(BR)         /* if a goto t else goto f */                                   \
  X(JMP)        /* goto t */                                                    \
  X(SWITCH)     /* on a (width); list: default, then n x (lo32, hi32, target) */ \
  X(RET)        /* return registers [a, a + fn->nret) */                        \
  X(CALL)       /* dst.. = callee(args); see IR_CALL_* and the list layout */    \
  X(PMOVE)      /* parallel copy: list of n (dst, src) pairs */                 \
  X(UNREACHABLE)                                                                \
  X(UNSUPPORTED) /* ends the path as unsupported; imm = index into strings */   \
  /* bit intrinsics on a (width): */                                            \
  X(CTPOP) X(CTLZ) X(CTTZ) X(BSWAP) X(ABS)                                      \
  X(SMIN) X(SMAX) X(UMIN) X(UMAX)                                               \
  X(FSHL) X(FSHR) /* dst = fsh(a, b, c) */                                      \
  /* overflow intrinsics: dst = a OP b (width), dst+1 = overflow bit */         \
  X(SADD_OVF) X(UADD_OVF) X(SSUB_OVF) X(USUB_OVF) X(SMUL_OVF) X(UMUL_OVF)     \
  /* floating point on bit patterns of `width` 32 (float) or 64 (double): */    \
  X(FADD) X(FSUB) X(FMUL) X(FDIV)                                               \
  X(FSQRT)      /* dst = sqrt(a) */                                             \
  X(FRINT)      /* dst = a rounded to an integral value; imm: FpRound */        \
  X(FCMP)       /* width 1, awidth operand width; imm: LLVM's predicate, a mask \
                   of outcomes: 1 equal, 2 greater, 4 less, 8 unordered */      \
  /* conversions: dst = cast(a); awidth = operand width */                      \
  X(FPTOSI) X(FPTOUI) /* out of range or NaN: error float-cast-overflow */      \
  X(SITOFP) X(UITOFP) X(FPEXT) X(FPTRUNC)                                       \
  X(FFMA)       /* dst = a * b + c rounded once (llvm.fma) */

typedef enum IrOp {
#define X(name) IR_##name,
  IR_OPS(X)
#undef X
  IR_NUM_OPS
} IrOp;

extern const char *const ir_op_names[IR_NUM_OPS];

/* IrInst.flags */
enum {
  IR_NSW = 1,           /* add/sub/mul/shl: signed overflow is an error with --check-overflow */
  IR_EXACT = 2,
  IR_CALL_DIRECT = 4,   /* CALL: callee is funcs[u.list.callee]; else a = function pointer */
  IR_RESULT_UNUSED = 8, /* CALL: nothing uses the result */
};

typedef struct IrInst {
  uint8_t op;       /* IrOp */
  uint8_t flags;
  uint16_t width;   /* result / access width in bits */
  uint16_t awidth;  /* operand width in bits (casts, comparisons, alloca count) */
  uint16_t pad;
  uint32_t dst, a, b, c;
  uint32_t loc;     /* index into module->locs; 0 = unknown */
  union {
    struct { uint32_t t, f; } br;  /* BR, JMP (t only) */
    uint64_t imm;                  /* ALLOCA element size; UNSUPPORTED message index */
    struct { uint32_t first, n, callee; } list; /* SWITCH, PMOVE, CALL: fn->extra[first..] */
  } u;
} IrInst;

/* CALL: `awidth` is the number of result registers the call site expects
 * (dst, dst+1, ...) and `width` the scalar result width (0 for void or
 * aggregate results).
 * CALL list layout: n arguments, each two words in extra: (register, width in
 * bits). Aggregate arguments are passed flattened (one entry per leaf). The
 * result (fn->nret registers) is written to dst, dst+1, ...
 * SWITCH list layout: extra[first] = default target, then n cases of three
 * words (value low 32 bits, value high 32 bits, target).
 * PMOVE list layout: n pairs (dst, src). */

/* What a builtin does besides computing its result (IrBuiltinInfo.flags),
 * for analyses that must know without running it. */
enum {
  IR_BIF_NORETURN = 1, /* never returns to its caller: the path ends (exit, abort, an error) */
  IR_BIF_INPUT = 2,    /* makes new symbolic inputs (klee_range of one value makes none) */
  IR_BIF_PATH = 4,     /* adds to the path condition (assume) */
  IR_BIF_HEAP = 8,     /* allocates or frees heap objects */
  IR_BIF_WRITES = 16,  /* writes memory its pointer arguments point to */
  IR_BIF_OUTPUT = 32,  /* writes the program's output */
};

/* Functions the executor implements itself, one row each: its kind, the
 * engine's function that runs it (bi_HANDLER in engine/builtins.c, several
 * kinds may share one), its IR_BIF_* flags and the C names that stand for
 * it when a function is declared but not defined. The llvm.* names match
 * any suffix (llvm.memcpy.p0.p0.i64). NONDET_ANY and NONDET_UNMODELLED have
 * no name: a __VERIFIER_nondet_X function is one or the other by its return
 * type (front.c). A new builtin is a row here and its handler; the enum,
 * the name lookup, the flags and the engine's dispatch all come from the
 * rows. */
#define IR_BUILTINS(X)                                                          \
  X(MAKE_SYMBOLIC,     make_symbolic,     IR_BIF_INPUT|IR_BIF_WRITES, "klee_make_symbolic", "symx_make_symbolic")        \
  X(INT,               int,               IR_BIF_INPUT,               "klee_int", "symx_int")                            \
  X(RANGE,             range,             IR_BIF_INPUT,               "klee_range", "symx_range")                        \
  X(ASSUME,            assume,            IR_BIF_PATH,                "klee_assume", "symx_assume", "__VERIFIER_assume") \
  X(IS_SYMBOLIC,       is_symbolic,       0,                          "klee_is_symbolic", "symx_is_symbolic")            \
  X(SILENT_EXIT,       silent_exit,       IR_BIF_NORETURN,            "klee_silent_exit")                                \
  X(NONDET_ANY,        nondet_any,        IR_BIF_INPUT,               NULL)                                              \
  X(NONDET_UNMODELLED, nondet_unmodelled, IR_BIF_NORETURN,            NULL)                                              \
  X(ASSERT_FAIL,       assert_fail,       IR_BIF_NORETURN,            "__assert_fail")                                   \
  X(ABORT,             abort,             IR_BIF_NORETURN,            "abort")                                           \
  X(EXIT,              exit,              IR_BIF_NORETURN,            "exit")                                            \
  X(QUICK_EXIT,        exit,              IR_BIF_NORETURN,            "_exit", "_Exit")                                  \
  X(ATEXIT,            atexit,            0,                          "atexit")                                          \
  X(REACH_ERROR,       reach_error,       IR_BIF_NORETURN,            "reach_error", "__VERIFIER_error")                 \
  X(TRAP,              trap,              IR_BIF_NORETURN,            "llvm.trap", "llvm.debugtrap")                     \
  X(UBSAN_TRAP,        ubsan_trap,        IR_BIF_NORETURN,            "llvm.ubsantrap")                                  \
  X(UNINIT,            uninit,            IR_BIF_INPUT,               "__symx_uninit")                                   \
  X(LAZY_ARG,          lazy_arg,          IR_BIF_INPUT,               "__symx_lazy_arg")                                 \
  X(LAZY_GLOBAL,       lazy_arg,          IR_BIF_INPUT,               "__symx_lazy_global")                              \
  X(ASSUME_VALID,      assume_valid,      IR_BIF_PATH,                "symx_assume_valid")                               \
  X(MALLOC,            malloc,            IR_BIF_HEAP,                "malloc")                                          \
  X(CALLOC,            calloc,            IR_BIF_HEAP,                "calloc")                                          \
  X(REALLOC,           realloc,           IR_BIF_HEAP|IR_BIF_WRITES,  "realloc")                                         \
  X(FREE,              free,              IR_BIF_HEAP,                "free")                                            \
  X(MEMCPY,            memcpy,            IR_BIF_WRITES,              "llvm.memcpy", "memcpy")                           \
  X(MEMMOVE,           memcpy,            IR_BIF_WRITES,              "llvm.memmove", "memmove")                         \
  X(MEMSET,            memset,            IR_BIF_WRITES,              "llvm.memset", "memset")                           \
  X(STACKSAVE,         stacksave,         0,                          "llvm.stacksave")                                  \
  X(STACKRESTORE,      stackrestore,      0,                          "llvm.stackrestore")                               \
  X(VA_START,          va_start,          IR_BIF_WRITES,              "llvm.va_start")                                   \
  X(VA_END,            va_end,            0,                          "llvm.va_end")                                     \
  X(VA_COPY,           va_copy,           IR_BIF_WRITES,              "llvm.va_copy")                                    \
  X(PRINTF,            printf,            IR_BIF_OUTPUT,              "printf")                                          \
  X(FPRINTF,           printf,            IR_BIF_OUTPUT,              "fprintf")                                         \
  X(SPRINTF,           sprintf,           IR_BIF_WRITES,              "sprintf")                                         \
  X(SNPRINTF,          sprintf,           IR_BIF_WRITES,              "snprintf")                                        \
  X(VPRINTF,           printf,            IR_BIF_OUTPUT,              "vprintf")                                         \
  X(VFPRINTF,          printf,            IR_BIF_OUTPUT,              "vfprintf")                                        \
  X(VSPRINTF,          sprintf,           IR_BIF_WRITES,              "vsprintf")                                        \
  X(VSNPRINTF,         sprintf,           IR_BIF_WRITES,              "vsnprintf")                                       \
  X(ASPRINTF,          asprintf,          IR_BIF_WRITES|IR_BIF_HEAP,  "asprintf")                                        \
  X(VASPRINTF,         asprintf,          IR_BIF_WRITES|IR_BIF_HEAP,  "vasprintf")                                       \
  X(PUTS,              puts,              IR_BIF_OUTPUT,              "puts")                                            \
  X(FPUTS,             puts,              IR_BIF_OUTPUT,              "fputs")                                           \
  X(PUTCHAR,           putchar,           IR_BIF_OUTPUT,              "putchar")                                         \
  X(FPUTC,             putchar,           IR_BIF_OUTPUT,              "fputc", "putc")                                   \
  X(FFLUSH,            fflush,            IR_BIF_OUTPUT,              "fflush")                                          \
  X(NATIVE_STRTOD,     native_strtod,     IR_BIF_WRITES,              "__symx_native_strtod")                            \
  X(NATIVE_STRTOLD,    native_strtold,    IR_BIF_WRITES,              "__symx_native_strtold")                           \
  X(LIFETIME_START,    lifetime,          0,                          "llvm.lifetime.start")                             \
  X(LIFETIME_END,      lifetime,          0,                          "llvm.lifetime.end")                               \
  X(REQUIRES,          requires,          IR_BIF_PATH,                "__symx_requires")                                 \
  X(ENSURES_BEGIN,     ensures_begin,     0,                          "__symx_ensures_begin")                            \
  X(ENSURES,           ensures,           IR_BIF_PATH,                "__symx_ensures")                                  \
  X(ACC,               acc,               IR_BIF_PATH,                "__symx_acc")                                      \
  X(MALLOC_BLOCK,      malloc_block,      IR_BIF_PATH,                "__symx_malloc_block")                             \
  X(RESULT,            result,            0,                          "__symx_result")                                   \
  X(OLD_BEGIN,         old,               0,                          "__symx_old_begin")                                \
  X(OLD_END,           old,               0,                          "__symx_old_end")                                  \
  X(VERIFY_ARG,        verify_arg,        IR_BIF_INPUT,               "__symx_verify_arg")                               \
  X(FOLD,              fold,              IR_BIF_PATH,                "__symx_fold")                                     \
  X(INVARIANT_BEGIN,   invariant_begin,   0,                          "__symx_invariant_begin")                          \
  X(INVARIANT,         invariant,         IR_BIF_PATH,                "__symx_invariant")

typedef enum IrBuiltin {
  IR_BI_NONE = 0,
#define X(kind, handler, flags, ...) IR_BI_##kind,
  IR_BUILTINS(X)
#undef X
  IR_NUM_BUILTINS
} IrBuiltin;

/* The first C name of a builtin ("?" for none). */
const char *ir_builtin_name(IrBuiltin bi);
/* A builtin's IR_BIF_* flags (0 for IR_BI_NONE). */
unsigned ir_builtin_flags(IrBuiltin bi);
/* The builtin a declared function name stands for, or IR_BI_NONE. The
 * __VERIFIER_nondet_X names are not matched here: their builtin depends on
 * the return type (front.c, ir_is_nondet_name). */
IrBuiltin ir_builtin_lookup(const char *name);
/* True for names __VERIFIER_nondet_<anything>. */
bool ir_is_nondet_name(const char *name);

typedef struct IrLoc {
  const char *file; /* interned in the module; NULL if unknown */
  uint32_t line, col;
} IrLoc;

/* How a declared function passes a flattened parameter or its result, for
 * a native call (--external-calls=concrete): in an integer register (zero-
 * or sign-extended to 64 bits), as a pointer, as a float or double (in an
 * SSE register), as a long double (F80: in memory, returned in the x87's
 * st(0): only libm's pure l functions are called so), or some other way
 * symx does not call natively (aggregates, by value in memory). */
typedef enum IrSigKind { IR_SIG_VOID, IR_SIG_INT, IR_SIG_SINT, IR_SIG_PTR, IR_SIG_F32, IR_SIG_F64,
                         IR_SIG_OTHER, IR_SIG_F80 } IrSigKind;

typedef struct IrGlobal {
  char *name;
  uint32_t id;        /* object id (1..nglobals) */
  uint64_t size;
  uint32_t align;
  bool readonly;      /* constant: stores are errors */
  bool external;      /* declared, never defined: any access is unsupported */
  uint8_t *init;      /* size bytes, pointers already resolved to addresses */
  uint32_t type;      /* its value type in module->types (0: unknown) */
} IrGlobal;

/* A C variable the debug information names (llvm.dbg.value, llvm.dbg.declare):
 * from instruction pc on, register reg holds its value (addr: its address). */
typedef struct IrVarNote {
  uint32_t pc, reg;
  char *name;
  bool addr;
  uint32_t var;       /* the variable's number in the function (two of one name are two) */
  bool integer;       /* reg holds an integer (not a pointer, not a float); addr: the variable is one */
  uint8_t mem_size;   /* addr: the variable's bytes when it is an integer or a pointer (<= 8), else 0 */
} IrVarNote;

/* IrFunction.spec: what symx verify makes of a function (runtime/include/symx.h). */
enum { IR_SPEC_NONE, IR_SPEC_PREDICATE, IR_SPEC_PURE };

typedef struct IrFunction {
  char *name;
  uint32_t index;     /* in module->funcs */
  uint32_t obj_id;    /* its address is addr_static(&module->layout, obj_id) */
  IrBuiltin builtin;  /* for declared functions the executor implements */
  bool defined;       /* has a body */
  bool is_model;      /* comes from symx's runtime models, not the user's code */
  uint8_t spec;       /* IR_SPEC_*: marked SYMX_PREDICATE or SYMX_PURE (symx.h: its section) */
  uint32_t selects_folded; /* if/else shapes the front made selects (front/selects.c) */
  bool vararg;
  uint32_t nparams;   /* flattened parameter registers */
  uint32_t nret;      /* flattened result registers (0 for void) */
  uint32_t nconsts;
  Val *consts;        /* constant registers' values */
  uint32_t nregs;     /* total registers, constants included */
  uint16_t *reg_width; /* per register: its width in bits, 0 where not known (constants, which
                          may serve several widths, and some temporaries); for analyses
                          (symx bmc's merging of states), the interpreter never reads it */
  IrInst *code;
  uint32_t ncode;
  uint32_t *extra;    /* operand lists */
  uint32_t nextra;
  uint32_t loc;       /* location of the definition */
  /* Structure for analyses; the interpreter reads neither. */
  IrTypeNote *type_notes; /* element types clang gives (allocas, GEPs), by instruction */
  uint32_t ntype_notes;
  struct IrCfg *cfg;  /* blocks and loops (ir/cfg.h), built once after lowering; NULL if not defined */
  IrVarNote *var_notes; /* the C names of registers, in code order (symx verify --explain) */
  uint32_t nvar_notes;
  uint8_t *sig;       /* external functions (not defined, not builtin): IrSigKind of the result,
                         then of each of the nparams parameters; NULL otherwise */
} IrFunction;

typedef struct IrModule {
  IrFunction *funcs;
  uint32_t nfuncs;
  IrGlobal *globals;
  uint32_t nglobals;
  IrLoc *locs;        /* locs[0] is the unknown location */
  uint32_t nlocs;
  char **strings;     /* messages for UNSUPPORTED */
  uint32_t nstrings;
  int32_t main_fn;    /* index of main, -1 if none */
  IrTypeTable types;  /* struct layouts and the element types of globals, allocas, GEPs */
  IrCTypes ctypes;    /* C signatures of the functions FrontOptions.sig_fns names (ctypes.h) */
  AddrLayout layout;  /* pointer width; ILP32: where the statics were placed */
  ExprTable *exprs;   /* holds the constants wider than 64 bits (IrFunction.consts);
                         an engine copies them into its own table (engine_new) */
} IrModule;

/* Object id of the function at index i. */
static inline uint32_t ir_function_obj_id(const IrModule *m, uint32_t i) {
  return m->nglobals + 1 + i;
}
/* The first object id free for stack and heap objects. */
static inline uint32_t ir_first_dynamic_id(const IrModule *m) {
  return m->nglobals + m->nfuncs + 1;
}

void ir_module_free(IrModule *m);
/* Prints a readable listing of a function (for debugging and tests). */
void ir_dump_function(FILE *f, const IrModule *m, const IrFunction *fn);

#endif
