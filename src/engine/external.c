/* external: calls of functions symx has neither a definition nor a model
 * of, run natively inside symx's own process (--external-calls=concrete, as
 * KLEE's --external-calls). Without the option such a call ends its path as
 * unsupported.
 *
 * What a native call promises, and what it does not:
 *  - Only the C library's own functions are looked up (libc, libm), never
 *    symx's (LLVM, Z3), and never those that end the process, change its
 *    control flow, its signals or its memory (`refused` below).
 *  - Arguments are concrete. A symbolic one is pinned to the path's model
 *    value: the path condition takes `arg == value` and the run is
 *    incomplete (the other values were not explored).
 *  - A pointer argument: the whole object it points into is copied to a
 *    native buffer (symbolic bytes pinned as above) and the function gets
 *    the buffer at the same offset; afterwards the bytes it changed are
 *    written back. Pointers stored inside the object are symx's addresses,
 *    not native ones: a function that follows them faults, and a fault
 *    inside the native function ends the path as unsupported.
 *  - A pointer result into one of those buffers becomes the pointer into
 *    the object; NULL stays NULL; any other ends the path as unsupported.
 *  - errno, when the function sets it, becomes the program's errno.
 *  - Hidden state of the library (a static buffer, a seed) lives in symx's
 *    process, shared by every path, as in KLEE.
 * Only LP64 on x86-64, with at most MAX_INT integer or pointer arguments and
 * MAX_FP float or double ones (the SysV calling convention: a call through
 * a function pointer of MAX_INT 64-bit and MAX_FP double parameters passes
 * each where any such function reads it; a float is the low half of its
 * SSE register, a float result too). long double, aggregates and variadic
 * functions end the path as unsupported.
 * The pure functions of libm (pure_math below) run natively even without the
 * option; a symbolic argument of one is pinned by exec_pin(_fp), whose other
 * values end as `unsupported`. For an ILP32 program they run in i386
 * glibc's libm, in a helper process (math32.h). */
#include <dlfcn.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <string.h>

#include "engine/exec_internal.h"
#include "engine/math32.h"
#include "engine/posix.h"

enum { MAX_INT = 12, MAX_FP = 8, MAX_ARGS = MAX_INT + MAX_FP };

/* Functions never run natively: they end or fork the process, jump, touch
 * signals, threads, memory management, the loader or the working directory
 * that symx itself relies on. */
static const char *const refused[] = {
    "exit", "_exit", "_Exit", "abort", "quick_exit", "atexit", "at_quick_exit", "on_exit", "fork", "vfork",
    "clone", "daemon", "system", "popen", "pclose", "execl", "execle", "execlp", "execv", "execve", "execvp",
    "execvpe", "fexecve", "posix_spawn", "posix_spawnp", "signal", "sigaction", "sigprocmask", "raise", "kill",
    "killpg", "alarm", "setitimer", "pause", "sleep", "usleep", "nanosleep", "longjmp", "_longjmp",
    "siglongjmp", "setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp", "getcontext", "setcontext", "makecontext",
    "swapcontext", "malloc", "calloc", "realloc", "reallocarray", "free", "posix_memalign", "aligned_alloc",
    "memalign", "valloc", "pvalloc", "brk", "sbrk", "mmap", "munmap", "mremap", "mprotect", "dlopen",
    "dlclose", "dlsym", "close", "dup2", "dup3", "fclose", "freopen", "chdir", "fchdir", "chroot", "setrlimit",
    "setuid", "setgid", "seteuid", "setegid", "setsid", "umask",
};

typedef struct NativeBuf {
  uint32_t id;       /* the object's id */
  uint64_t base;     /* its address in symx */
  uint64_t size;
  uint8_t *mem;      /* the native copy the function works on */
  uint8_t *orig;     /* the bytes before the call */
} NativeBuf;

typedef struct NativeCall {
  Executor *ex;
  State *s;
  const IrFunction *fn;
  NativeBuf bufs[MAX_ARGS];
  uint32_t nbufs;
  bool pinned;       /* a symbolic value was pinned to its model value */
} NativeCall;

static bool is_refused(const char *name) {
  for (size_t i = 0; i < ARRAY_LEN(refused); i++)
    if (strcmp(refused[i], name) == 0) return true;
  return false;
}

/* The function in the C library (libc or libm) named `name`, or NULL. */
static void *library_function(const char *name) {
  static const char *const libs[] = {"libc.so.6", "libm.so.6"};
  void *f = NULL;
  for (size_t i = 0; i < ARRAY_LEN(libs) && !f; i++) {
    void *h = dlopen(libs[i], RTLD_LAZY | RTLD_NOLOAD);
    if (!h) continue;
    f = dlsym(h, name);
    dlclose(h);
  }
  return f;
}

/* The value of e on this path: symbolic, it is pinned to the model's value. */
static uint64_t pin(NativeCall *nc, Expr *e) {
  if (expr_is_const(e)) return (uint64_t)expr_value(e);
  uint64_t v = (uint64_t)expr_eval(e, nc->s->model);
  Expr *c = expr_const(nc->s->exprs, e->width, v), *eq = expr_eq(e, c);
  state_add_constraint(nc->s, eq);
  expr_dec(eq), expr_dec(c);
  nc->pinned = true;
  return v;
}

static void free_bufs(NativeCall *nc) {
  for (uint32_t i = 0; i < nc->nbufs; i++) {
    xfree(nc->bufs[i].mem, nc->bufs[i].size);
    xfree(nc->bufs[i].orig, nc->bufs[i].size);
  }
}

/* The native copy of object o (made once per call). */
static NativeBuf *native_copy(NativeCall *nc, Object *o) {
  for (uint32_t i = 0; i < nc->nbufs; i++)
    if (nc->bufs[i].id == o->id) return &nc->bufs[i];
  NativeBuf *b = &nc->bufs[nc->nbufs++];
  b->id = o->id;
  b->base = o->base;
  b->size = o->size ? o->size : 1;
  b->mem = xcalloc(b->size, 1);
  if (!o->arr && !o->unwritten && !o->nsym) {
    memcpy(b->mem, o->bytes, o->size);
  } else {
    for (uint64_t i = 0; i < o->size; i++) {
      Expr *e = mem_byte_expr(nc->s->exprs, o, i);
      b->mem[i] = (uint8_t)pin(nc, e);
      expr_dec(e);
    }
  }
  b->orig = xmalloc(b->size);
  memcpy(b->orig, b->mem, b->size);
  return b;
}

/* The native value of argument register v of kind k, or false (s ended). */
static bool native_arg(NativeCall *nc, const Val *v, unsigned width, IrSigKind k, uint64_t *out) {
  uint64_t x = v->e ? pin(nc, v->e) : v->v;
  if (k == IR_SIG_SINT) x = (uint64_t)sext64(x, width);
  else x &= mask_bits(width);
  if (k != IR_SIG_PTR || x == 0) {
    *out = x;
    return true;
  }
  uint64_t off;
  Object *o = mem_at(&nc->s->mem, x, &off);
  if (!o || o == &mem_dangling || !o->alive || o->kind == OBJ_EXTERN || off > o->size) {
    exec_error(nc->ex, nc->s, ERR_UNSUPPORTED, "native call to %s with a pointer to no live object of "
               "the program", nc->fn->name);
    return false;
  }
  *out = (uint64_t)(uintptr_t)(native_copy(nc, o)->mem + off);
  return true;
}

/* ---- The call itself, guarded against faults -------------------------------- */

/* The integer arguments, then the floating-point ones (as bit patterns). */
typedef struct NativeArgs {
  uint64_t i[MAX_INT], f[MAX_FP];
  uint32_t ni, nf;
} NativeArgs;

#define NATIVE_PARAMS                                                                                    \
  uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t,    \
      uint64_t, uint64_t, double, double, double, double, double, double, double, double
typedef uint64_t (*NativeIntFn)(NATIVE_PARAMS);
typedef double (*NativeFpFn)(NATIVE_PARAMS);
#undef NATIVE_PARAMS

static double as_double(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

/* Calls f with a's arguments; an FP result comes back as its bit pattern. */
static uint64_t call_native(void *f, const NativeArgs *a, bool fp_result) {
  const uint64_t *i = a->i;
  double d[MAX_FP];
  for (int k = 0; k < MAX_FP; k++) d[k] = as_double(a->f[k]);
  if (!fp_result)
    return ((NativeIntFn)f)(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7], i[8], i[9], i[10], i[11], d[0], d[1],
                            d[2], d[3], d[4], d[5], d[6], d[7]);
  double r = ((NativeFpFn)f)(i[0], i[1], i[2], i[3], i[4], i[5], i[6], i[7], i[8], i[9], i[10], i[11], d[0], d[1],
                             d[2], d[3], d[4], d[5], d[6], d[7]);
  uint64_t u;
  memcpy(&u, &r, sizeof u);
  return u;
}

static sigjmp_buf *native_fault; /* set only while a native function runs */

static void on_native_fault(int sig) {
  siglongjmp(*native_fault, sig);
}

/* Calls f; false (with the signal in *sig) when it faulted. */
static bool guarded_call(void *f, const NativeArgs *a, bool fp_result, uint64_t *ret, int *err, int *sig) {
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
  struct sigaction sa, old[ARRAY_LEN(sigs)];
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_native_fault;
  sa.sa_flags = SA_NODEFER;
  sigjmp_buf jb;
  for (size_t i = 0; i < ARRAY_LEN(sigs); i++) sigaction(sigs[i], &sa, &old[i]);
  *sig = sigsetjmp(jb, 1);
  if (!*sig) {
    native_fault = &jb;
    errno = 0;
    *ret = call_native(f, a, fp_result);
    *err = errno;
  }
  native_fault = NULL;
  for (size_t i = 0; i < ARRAY_LEN(sigs); i++) sigaction(sigs[i], &old[i], NULL);
  return *sig == 0;
}

/* ---- Back to the program ------------------------------------------------------ */

/* Writes back what the function changed; false (s ended) when it wrote to
 * read-only memory. */
static bool write_back(NativeCall *nc) {
  for (uint32_t i = 0; i < nc->nbufs; i++) {
    NativeBuf *b = &nc->bufs[i];
    if (memcmp(b->mem, b->orig, b->size) == 0) continue;
    Object *o = mem_writable(&nc->s->mem, b->id);
    if (o->readonly) {
      exec_error(nc->ex, nc->s, ERR_UNSUPPORTED, "native call to %s wrote to read-only memory", nc->fn->name);
      return false;
    }
    for (uint64_t k = 0; k < o->size; k++)
      if (b->mem[k] != b->orig[k]) mem_write(nc->s->exprs, o, k, 1, 8, &(Val){b->mem[k], NULL});
  }
  return true;
}

/* The result in the program's terms; false (s ended) for a pointer symx
 * cannot follow. */
static bool set_result(NativeCall *nc, const IrInst *in, uint64_t r) {
  IrSigKind k = (IrSigKind)nc->fn->sig[0];
  if (k == IR_SIG_VOID || !in->awidth) return true;
  if (k == IR_SIG_PTR && r) {
    uint32_t i = 0;
    while (i < nc->nbufs && !(r >= (uintptr_t)nc->bufs[i].mem && r <= (uintptr_t)nc->bufs[i].mem + nc->bufs[i].size))
      i++;
    if (i == nc->nbufs) {
      exec_error(nc->ex, nc->s, ERR_UNSUPPORTED, "native call to %s returned a pointer outside the "
                 "program's objects", nc->fn->name);
      return false;
    }
    r = nc->bufs[i].base + (r - (uintptr_t)nc->bufs[i].mem);
  }
  val_set_conc(&top_regs(nc->s)[in->dst], r & mask_bits(in->width ? in->width : 64));
  return true;
}

/* Why fn cannot be called natively here, or NULL. */
static const char *not_callable(const Executor *ex, const IrFunction *fn, uint32_t nargs) {
  if (addr_is32(&ex->layout)) return "native calls are made in the LP64 data model only";
  if (fn->vararg) return "a variadic function";
  if (!fn->sig || nargs != fn->nparams) return "a call whose arguments do not match the declaration";
  uint32_t nfp = 0;
  for (uint32_t i = 0; i <= fn->nparams; i++) {
    if (fn->sig[i] == IR_SIG_OTHER) return "long double, aggregate or by-value arguments or result";
    nfp += i > 0 && (fn->sig[i] == IR_SIG_F32 || fn->sig[i] == IR_SIG_F64);
  }
  if (nargs - nfp > MAX_INT || nfp > MAX_FP) return "more than 12 integer or 8 floating-point arguments";
  if (is_refused(fn->name)) return "a function that would act on symx's own process";
  return NULL;
}

bool exec_external_call(Executor *ex, State *s, const IrFunction *fn, const IrInst *in) {
  const uint32_t *args = state_top(s)->fn->extra + in->u.list.first;
  const char *why = not_callable(ex, fn, in->u.list.n);
  void *f = why ? NULL : library_function(fn->name);
  if (!f) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s (%s)", fn->name,
               why ? why : "not in the C library, which --external-calls=concrete calls");
    return false;
  }
  NativeCall nc = {.ex = ex, .s = s, .fn = fn};
  NativeArgs a;
  memset(&a, 0, sizeof a);
  uint64_t r;
  for (uint32_t i = 0; i < fn->nparams; i++) {
    IrSigKind k = (IrSigKind)fn->sig[i + 1];
    bool fp = k == IR_SIG_F32 || k == IR_SIG_F64;
    uint64_t *slot = fp ? &a.f[a.nf++] : &a.i[a.ni++];
    if (!native_arg(&nc, &top_regs(s)[args[2 * i]], args[2 * i + 1], k, slot)) {
      free_bufs(&nc);
      return false;
    }
  }
  int err, sig;
  bool fp_result = fn->sig[0] == IR_SIG_F32 || fn->sig[0] == IR_SIG_F64;
  bool ok = guarded_call(f, &a, fp_result, &r, &err, &sig);
  ex->native_calls++;
  if (nc.pinned && !ex->native_pinned) {
    ex->native_pinned = true;
    fprintf(stderr, "symx: a symbolic argument of a native call (%s) was pinned to one value: "
            "the run is incomplete\n", fn->name);
  }
  if (nc.pinned) ex->incomplete = true;
  if (!ok) {
    free_bufs(&nc);
    exec_error(ex, s, ERR_UNSUPPORTED, "native call to %s faulted (signal %d)", fn->name, sig);
    return false;
  }
  bool alive = write_back(&nc) && set_result(&nc, in, r);
  free_bufs(&nc);
  /* the program's errno (runtime/libc/stdlib.c's symx_errno) becomes the native one */
  if (alive && err) posix_set_global(ex->mod, s, "symx_errno", (uint32_t)err, sizeof(int));
  return alive;
}

/* libm functions that only compute: their result is a function of their
 * arguments (and errno is set from it), so a call with concrete arguments
 * gives exactly what the native program's libm gives on this machine. They
 * run natively even without --external-calls=concrete. lgamma (it writes
 * signgam) and those with pointer arguments are not among them. */
static const char *const pure_math[] = {
    "acos", "asin", "atan", "atan2", "cos", "sin", "tan", "cosh", "sinh", "tanh", "acosh", "asinh", "atanh",
    "exp", "exp2", "exp10", "expm1", "log", "log10", "log2", "log1p", "logb", "ilogb", "pow", "cbrt", "hypot",
    "erf", "erfc", "tgamma", "j0", "j1", "jn", "y0", "y1", "yn", "fdim", "fmax", "fmin", "remainder",
    "scalbln", "lrint", "llrint", "lround", "llround", "nexttoward",
};

bool external_is_pure_math(const char *name) {
  size_t n = strlen(name);
  for (size_t i = 0; i < ARRAY_LEN(pure_math); i++) {
    size_t k = strlen(pure_math[i]);
    /* the float form: sinf, powf, ... */
    if (strncmp(name, pure_math[i], k) == 0 && (n == k || (n == k + 1 && name[k] == 'f'))) return true;
  }
  return false;
}

/* An ILP32 program's call of fn, made by i386 glibc (math32.h): why it
 * cannot be, or NULL with its signature in sig. */
static const char *math32_unfit(const IrFunction *fn, const IrInst *in, const uint32_t *args, char sig[8]) {
  if (fn->vararg || !fn->sig || in->u.list.n != fn->nparams) return "a call whose arguments do not match the declaration";
  if (fn->nparams > 4) return "more than 4 arguments";
  uint8_t kinds[5];
  unsigned widths[5];
  kinds[0] = fn->sig[0], widths[0] = in->width;
  for (uint32_t i = 0; i < fn->nparams; i++) kinds[i + 1] = fn->sig[i + 1], widths[i + 1] = args[2 * i + 1];
  if (!math32_signature(kinds, widths, fn->nparams + 1, sig)) return "long double or another type i386's libm is not called with here";
  return NULL;
}

/* The call of fn, its arguments concrete, made by i386 glibc's libm. */
static bool math32_exec(Executor *ex, State *s, const IrFunction *fn, const IrInst *in, const uint32_t *args,
                        const char *sig) {
  uint64_t a[4] = {0}, r;
  int err;
  const char *why;
  for (uint32_t i = 0; i < fn->nparams; i++) a[i] = top_regs(s)[args[2 * i]].v;
  if (!math32_call(&ex->math32, fn->name, sig, a, &r, &err, &why)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s (%s)", fn->name, why);
    return false;
  }
  ex->native_calls++;
  if (fn->sig[0] != IR_SIG_VOID && in->awidth) val_set_conc(&top_regs(s)[in->dst], r & mask_bits(in->width));
  if (err) posix_set_global(ex->mod, s, "symx_errno", (uint32_t)err, sizeof(int));
  return true;
}

bool exec_math_call(Executor *ex, State *s, const IrFunction *fn, const IrInst *in) {
  const uint32_t *args = state_top(s)->fn->extra + in->u.list.first;
  bool ilp32 = addr_is32(&ex->layout);
  char sig[8];
  const char *why = ilp32 ? math32_unfit(fn, in, args, sig) : not_callable(ex, fn, in->u.list.n);
  if (why) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s (%s)", fn->name, why);
    return false;
  }
  char msg[160];
  snprintf(msg, sizeof msg, "%s of a symbolic argument: the path goes on with one value of it, the others are "
           "not explored", fn->name);
  for (uint32_t i = 0; i < fn->nparams; i++) {
    Val *r = &top_regs(s)[args[2 * i]];
    uint64_t v;
    if (!r->e) continue;
    bool fp = fn->sig[i + 1] == IR_SIG_F32 || fn->sig[i + 1] == IR_SIG_F64;
    if (!(fp ? exec_pin_fp : exec_pin)(ex, s, r, args[2 * i + 1], msg, &v)) return false;
    /* the path condition now holds r == v: the register may say so */
    expr_dec(r->e);
    *r = (Val){v, NULL};
  }
  return ilp32 ? math32_exec(ex, s, fn, in, args, sig) : exec_external_call(ex, s, fn, in);
}
