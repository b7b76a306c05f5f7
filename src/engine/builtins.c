/* builtins: functions the executor implements itself — the input API
 * (klee_*, symx_*, __VERIFIER_*), program termination, the heap, mem*
 * intrinsics, variadic arguments and output. Each gets the CALL instruction
 * of the top frame; arguments are read from the caller's registers. */
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/builtin_call.h"
#include "engine/contract.h"
#include "engine/lazy.h"
#include "engine/posix.h"
#include "expr/fp80.h"

enum { MAX_ALLOC = 0x7fffffff };

/* A concrete argument (forking over its values when symbolic). */
static bool conc_arg(Call *c, uint32_t i, uint64_t *out) {
  if (i >= c->nargs) {
    *out = 0;
    return true;
  }
  Val v = *arg(c, i);
  return exec_concretize(c->ex, c->s, &v, arg_width(c, i), out);
}

/* Makes `size` bytes at `addr` a new input named `name`. False if s ended. */
static bool make_symbolic(Call *c, uint64_t addr, uint64_t size, const char *name, Array **out) {
  Val p = {addr, NULL};
  uint64_t off;
  Expr *soff;
  Object *o = exec_resolve(c->ex, c->s, &p, size ? size : 1, true, &off, &soff);
  if (!o) return false;
  Array *a = array_new(c->s->exprs, name, (uint32_t)size);
  VEC_PUSH(c->s->inputs, a);
  for (uint64_t i = 0; i < size; i++) {
    Expr *v = expr_var(a, (uint32_t)i);
    mem_set_byte_expr(o, off + i, v);
    expr_dec(v);
  }
  if (out) *out = a;
  return true;
}

Expr *exec_fresh_input(State *s, const char *name, unsigned n, Array **out) {
  Array *a = array_new(s->exprs, name, n);
  VEC_PUSH(s->inputs, a);
  Expr *acc = expr_var(a, n - 1);
  for (int i = (int)n - 2; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *cc = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = cc;
  }
  if (out) *out = a;
  return acc;
}

/* Adds cond to s's path condition for a brand-new input, moving the model
 * to `fix` bytes for that input if the current model violates it. */
static void constrain_new_input(State *s, Expr *cond, Array *a, uint64_t fix) {
  state_add_constraint(s, cond);
  if (!(expr_eval(cond, s->model) & 1))
    for (uint32_t i = 0; i < a->size; i++) model_set(s->model, a, i, (uint8_t)(fix >> (8 * i)));
}

/* A __VERIFIER_nondet_X call: a fresh input of `bytes` bytes named `name`
 * ("nondet_X"), returned at the call's width; a bool's byte is 0 or 1. */
static bool nondet(Call *c, const char *name, unsigned bytes, bool is_bool) {
  Array *a;
  Expr *v = exec_fresh_input(c->s, name, bytes, &a);
  a->line = c->ex->mod->locs[c->in->loc].line; /* for witnesses */
  if (is_bool) {
    Expr *one = expr_const(c->s->exprs, 8, 1), *le = expr_binary(EXPR_ULE, v, one);
    constrain_new_input(c->s, le, a, 0);
    expr_dec(one), expr_dec(le);
  }
  if (c->in->awidth == 2 && !c->in->width && bytes == 16) {
    /* {i64, i64}: an __int128 as x86-64 returns it, low half first */
    val_set_expr(&regs(c->s)[c->in->dst], expr_extract(v, 0, 64));
    val_set_expr(&regs(c->s)[c->in->dst + 1], expr_extract(v, 64, 64));
    expr_dec(v);
    return true;
  }
  unsigned w = c->in->width ? c->in->width : bytes * 8;
  set_result_expr(c, expr_resize(v, w));
  expr_dec(v);
  return true;
}

static char *name_arg(Call *c, uint32_t i, const char *dflt) {
  uint64_t p = 0;
  if (i < c->nargs && !arg(c, i)->e) p = arg(c, i)->v;
  char *n = p ? exec_read_cstring(c->ex, c->s, p) : NULL;
  return n ? n : xstrdup(dflt);
}

/* Frees heap object at p; false if s ended with an error. */
static bool do_free(Call *c, uint64_t p) {
  if (p == 0) return true;
  uint64_t off;
  Object *o = mem_at(&c->s->mem, p, &off);
  if (!o && p && c->ex->memory == &mem_model_chunks) { /* symx verify: a pointer no permission bound */
    exec_error(c->ex, c->s, ERR_NO_PERMISSION, "free through a pointer no permission (symx_malloc_block) covers");
    return false;
  }
  if (!o || off != 0 || o->kind != OBJ_HEAP) {
    exec_error(c->ex, c->s, ERR_INVALID_FREE, "free of a pointer that malloc did not return (%s)",
               !o ? "no object" : off ? "not the start of an object" : "not heap memory");
    return false;
  }
  if (!o->alive) {
    exec_error(c->ex, c->s, ERR_DOUBLE_FREE, "memory freed twice");
    return false;
  }
  if (c->ex->memory == &mem_model_chunks && !contract_may_free(c->ex, c->s, o)) return false;
  exec_free(c->ex, c->s, o->id);
  return true;
}

/* Bytes of a va_list: x86-64's struct or i386's pointer. */
static uint64_t va_list_size(const Executor *ex) { return addr_is32(&ex->layout) ? 4 : 24; }

/* Copies n bytes between concrete addresses (memmove semantics). */
static bool copy_bytes(Call *c, uint64_t dst, uint64_t src, uint64_t n) {
  if (n == 0) return true;
  Val sp = {src, NULL}, dp = {dst, NULL};
  uint64_t soff, doff;
  Expr *ss, *ds;
  Object *so = exec_resolve(c->ex, c->s, &sp, n, false, &soff, &ss);
  if (!so) return false;
  Object *d = exec_resolve(c->ex, c->s, &dp, n, true, &doff, &ds);
  if (!d) return false;
  so = mem_at(&c->s->mem, src, &soff); /* may have been copied */
  if (mem_is_concrete(so, soff, n) && mem_is_concrete(d, doff, 0) && !d->arr) {
    memmove(d->bytes + doff, so->bytes + soff, n);
    mem_written(d, doff, n);
    if (d->nsym)
      for (uint64_t i = 0; i < n; i++)
        if (d->sym[doff + i]) {
          expr_dec(d->sym[doff + i]);
          d->sym[doff + i] = NULL;
          d->nsym--;
        }
    return true;
  }
  Expr **tmp = xmalloc(n * sizeof(Expr *));
  for (uint64_t i = 0; i < n; i++) tmp[i] = mem_byte_expr(c->s->exprs, so, soff + i);
  for (uint64_t i = 0; i < n; i++) {
    mem_set_byte_expr(d, doff + i, tmp[i]);
    expr_dec(tmp[i]);
  }
  xfree(tmp, n * sizeof(Expr *));
  return true;
}

/* Whether a native malloc of `size` succeeds depends on the machine, so
 * symx does not guess: sizes it cannot hold end the path as unsupported. */
static bool too_big(Call *c, uint64_t size) {
  if (size <= MAX_ALLOC) return false;
  exec_error(c->ex, c->s, ERR_UNSUPPORTED, "allocation of %llu bytes is larger than symx supports",
             (unsigned long long)size);
  return true;
}

uint64_t builtin_heap_block(Call *c, uint64_t size) {
  if (size > MAX_ALLOC) return 0; /* callers end the path first (too_big) */
  Object *o = exec_alloc(c->ex, c->s, size, OBJ_HEAP);
  if (o) exec_location(c->ex, c->s, &o->site_file, &o->site_line); /* for leak reports */
  return o ? o->base : 0;
}

/* malloc's memory: zeros, or any value under sv-comp (posix_uninit). */
static uint64_t new_heap_uninit(Call *c, uint64_t size) {
  uint64_t p = builtin_heap_block(c, size);
  uint64_t off;
  const PosixConfig *pc = &c->ex->opt.posix;
  if (p && pc->symbolic_uninit && !posix_uninit(pc, c->s, mem_at(&c->s->mem, p, &off))) c->ex->uninit_skipped = true;
  return p;
}

/* The stream a FILE * stands for: 2 for stderr, -1 for a file (its output
 * is not shown: runtime/libc/output.c's sinks), 1 otherwise (the models'
 * FILE objects carry glibc's _fileno after a flags word and 13 pointers:
 * offset 112 on x86-64, 56 on i386). */
int builtin_stream_of(Call *c, uint32_t i) {
  Val *v = arg(c, i);
  if (v->e) return 1;
  uint64_t off;
  Object *o = mem_at(&c->s->mem, v->v, &off);
  off += addr_is32(&c->ex->layout) ? 56 : 112;
  if (!o || o == &mem_dangling || !o->alive || o->arr || off + 4 > o->size || !mem_is_concrete(o, off, 4)) return 1;
  int32_t fd;
  memcpy(&fd, o->bytes + off, 4);
  return fd == 2 ? 2 : fd > 2 ? -1 : 1;
}

/* ---- One handler per builtin (a row of IR_BUILTINS each) --------------------- */

static bool bi_make_symbolic(Call *c) {
  uint64_t a0, a1;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1)) return false;
  char *name = name_arg(c, 2, "input");
  bool ok = a1 == 0 || make_symbolic(c, a0, a1, name, NULL);
  xstrfree(name);
  return ok;
}

static bool bi_int(Call *c) {
  State *s = c->s;
  char *name = name_arg(c, 0, "int");
  Expr *v = exec_fresh_input(s, name, 4, NULL);
  xstrfree(name);
  set_result_expr(c, expr_resize(v, c->in->width ? c->in->width : 32));
  expr_dec(v);
  return true;
}

static bool bi_range(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  uint64_t a0, a1;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1)) return false;
  int32_t lo = (int32_t)a0, hi = (int32_t)a1;
  if (hi <= lo) {
    exec_error(ex, s, ERR_UNSUPPORTED, "klee_range: empty range [%d, %d)", lo, hi);
    return false;
  }
  if (hi == lo + 1) {
    set_result(c, (uint32_t)lo);
    return true;
  }
  char *name = name_arg(c, 2, "range");
  Array *a;
  Expr *v = exec_fresh_input(s, name, 4, &a);
  xstrfree(name);
  Expr *elo = expr_const(s->exprs, 32, (uint32_t)lo), *ehi = expr_const(s->exprs, 32, (uint32_t)hi);
  Expr *c1 = expr_binary(EXPR_SLE, elo, v), *c2 = expr_binary(EXPR_SLT, v, ehi);
  constrain_new_input(s, c1, a, (uint32_t)lo);
  constrain_new_input(s, c2, a, (uint32_t)lo);
  expr_dec(elo), expr_dec(ehi), expr_dec(c1), expr_dec(c2);
  set_result_expr(c, v);
  return true;
}

static bool bi_assume(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  Val v = *arg(c, 0);
  unsigned w = arg_width(c, 0);
  if (!v.e) {
    if (v.v) return true;
    exec_silent(ex, s);
    return false;
  }
  Expr *z = expr_const(s->exprs, w, 0), *cond = expr_ne(v.e, z);
  State *other;
  bool holds = exec_branch(ex, s, cond, &other);
  expr_dec(z), expr_dec(cond);
  if (other) exec_silent(ex, other);
  return holds;
}

static bool bi_is_symbolic(Call *c) {
  set_result(c, arg(c, 0)->e != NULL);
  return true;
}

static bool bi_silent_exit(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  exec_silent(ex, s);
  return false;
}

static bool bi_nondet_any(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  const IrFunction *callee = c->callee;
  /* __VERIFIER_nondet_int, _ulong, _u32, _int128, ...: an input named
   * nondet_X of as many bytes as the call's result (so long and size_t
   * follow the data model); an i1 result (_Bool) is a byte that is 0 or 1. */
  unsigned w = c->in->width;
  if (w == 0 && c->in->awidth == 2) w = 128; /* {i64, i64}, see nondet() */
  if (w == 0 || w > 128) {
    exec_error(ex, s, ERR_UNSUPPORTED, "%s: result of %u bits", callee->name, w);
    return false;
  }
  return nondet(c, callee->name + strlen("__VERIFIER_"), (w + 7) / 8, w == 1);
}

static bool bi_nondet_unmodelled(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  const IrFunction *callee = c->callee;
  exec_error(ex, s, ERR_UNSUPPORTED, "%s: symx models only integer results of nondet functions",
             callee->name);
  return false;
}

static bool bi_assert_fail(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  char *msg = name_arg(c, 0, "?");
  exec_error(ex, s, ERR_ASSERTION, "assertion failed: %s", msg);
  xstrfree(msg);
  return false;
}

static bool bi_abort(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  exec_error(ex, s, ERR_ABORT, "abort() called");
  return false;
}

static bool bi_trap(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  exec_error(ex, s, ERR_ABORT, "trap instruction reached");
  return false;
}

/* The check clang adds with -fsanitize-trap=shift-base (sv-comp): a signed
 * left shift of a negative value or past the sign bit. */
static bool bi_ubsan_trap(Call *c) {
  exec_error(c->ex, c->s, ERR_OVERFLOW, "left shift of a signed value: negative, or the result not representable");
  return false;
}

/* __symx_lazy_arg(pointee ctype, argument index, name): a pointer argument
 * of the entry function, initialised lazily (lazy.h; symx run --entry);
 * __symx_lazy_global(pointee ctype, index, name): the same for a global the
 * harness stores it in (--lazy-global). */
static bool bi_lazy_arg(Call *c) {
  uint64_t pointee, index;
  if (!conc_arg(c, 0, &pointee) || !conc_arg(c, 1, &index)) return false;
  if (c->ex->memory != &mem_model_lazy) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "%s outside symx run --entry", c->callee->name);
    return false;
  }
  char *name = name_arg(c, 2, "arg");
  int32_t owner = c->callee->builtin == IR_BI_LAZY_GLOBAL ? LAZY_OWNER_GLOBAL : LAZY_OWNER_ARG;
  Expr *v = lazy_new_input(c->ex, c->s, (uint32_t)pointee, owner, (uint32_t)index, name);
  xstrfree(name);
  set_result_expr(c, expr_resize(v, c->in->width ? c->in->width : c->ex->layout.ptr_bits));
  expr_dec(v);
  return true;
}

/* symx_assume_valid(p, size): p points to `size` accessible bytes (a
 * precondition: lazy.h says what it does to input arrays). */
static bool bi_assume_valid(Call *c) {
  Val size = *arg(c, 1);
  if (arg_width(c, 1) < 64 && size.e) {
    Expr *z = expr_zext(size.e, 64);
    size.e = z;
    bool r = lazy_assume_valid(c->ex, c->s, arg(c, 0), &size);
    expr_dec(z);
    return r;
  }
  return lazy_assume_valid(c->ex, c->s, arg(c, 0), &size);
}

/* An uninitialised scalar local (front.h, front_uninit_locals): an input. */
static bool bi_uninit(Call *c) {
  if (strncmp(c->callee->name, "__symx_uninit.i", 15) != 0 || !c->in->width || c->in->width > 128) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "read of an uninitialised local variable that is not an integer");
    return false;
  }
  return nondet(c, "uninit", (c->in->width + 7) / 8, c->in->width == 1);
}

static bool bi_reach_error(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  const IrFunction *callee = c->callee;
  exec_error(ex, s, ERR_REACH_ERROR, "%s() called", callee->name);
  return false;
}

/* atexit(fn): fn runs when the program ends normally (exec_ctrl.c). */
static bool bi_atexit(Call *c) {
  const IrFunction *fn = exec_function_at(c->ex, c->s, arg(c, 0));
  if (!fn) return false;
  if (!fn->defined || fn->nparams != 0 || fn->vararg) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "atexit(%s): only a defined function without parameters is run", fn->name);
    return false;
  }
  if (c->s->exiting) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "atexit() called while the program ends");
    return false;
  }
  VEC_PUSH(c->s->atexit_fns, fn->index);
  set_result(c, 0);
  return true;
}

/* _exit and _Exit: the program ends at once, no atexit handler runs (exit()
 * itself is control flow: exec_ctrl.c). */
static bool bi_exit(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  Val v = *arg(c, 0);
  uint64_t x = v.e ? (uint64_t)expr_eval(v.e, s->model) : v.v;
  exec_exit(ex, s, sext64(x, 32));
  return false;
}

static bool bi_malloc(Call *c) {
  uint64_t a0;
  if (!conc_arg(c, 0, &a0) || too_big(c, a0)) return false;
  set_result(c, new_heap_uninit(c, a0));
  return true;
}

static bool bi_calloc(Call *c) {
  uint64_t a0, a1;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1)) return false;
  u128 n = (u128)a0 * a1;
  if (n >> c->ex->layout.ptr_bits) { /* the product overflows size_t: calloc fails natively */
    set_result(c, 0);
    return true;
  }
  if (too_big(c, (uint64_t)n)) return false;
  set_result(c, builtin_heap_block(c, (uint64_t)n));
  return true;
}

static bool bi_realloc(Call *c) {
  State *s = c->s;
  uint64_t a0, a1;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1) || too_big(c, a1)) return false;
  if (a0 == 0) {
    set_result(c, new_heap_uninit(c, a1));
    return true;
  }
  uint64_t old_off;
  Object *old = mem_at(&s->mem, a0, &old_off);
  uint64_t oldsize = old ? old->size : 0;
  if (old && old != &mem_dangling && lazy_input_array(s, old->id)) {
    exec_error(c->ex, s, ERR_UNSUPPORTED, "realloc of an input array of symbolic length (--entry)");
    return false;
  }
  if (a1 == 0) {
    if (!do_free(c, a0)) return false;
    set_result(c, 0);
    return true;
  }
  if (!old || old_off || old->kind != OBJ_HEAP || !old->alive)
    return do_free(c, a0); /* reports the invalid or double free */
  uint64_t np = new_heap_uninit(c, a1);
  if (!np) {
    set_result(c, 0);
    return true;
  }
  if (!copy_bytes(c, np, a0, a1 < oldsize ? a1 : oldsize)) return false;
  if (!do_free(c, a0)) return false;
  set_result(c, np);
  return true;
}

enum { FREE_CANDIDATES_MAX = 256 };

/* The address free(p) of a symbolic p frees: the start of a heap object (live,
 * or freed for the double free) or NULL, one path each; where p is none of
 * them, the first address the model gives, which do_free reports. Forking
 * over p's values instead would never end when no object is at p (a pointer
 * parameter of symx verify whose block is folded in a predicate). A path that
 * splits re-executes the call with p != that start. Sets *a; false if s ended. */
static bool free_target(Call *c, Expr *p, uint64_t *a) {
  State *s = c->s, *other;
  AddrSpace *as = &s->mem;
  uint32_t n = 0;
  for (uint32_t slot = 0; slot < as->cap; slot++)
    n += as->objs[slot] && as->objs[slot]->kind == OBJ_HEAP;
  Val v = {0, p};
  if (n > FREE_CANDIDATES_MAX) return exec_concretize(c->ex, s, &v, arg_width(c, 0), a);
  for (uint32_t slot = 0; slot <= as->cap; slot++) {
    Object *o = slot < as->cap ? as->objs[slot] : NULL;
    if (slot < as->cap && (!o || o->kind != OBJ_HEAP)) continue;
    *a = o ? o->base : 0;
    Expr *k = expr_const(s->exprs, p->width, *a), *eq = expr_eq(p, k);
    bool here = exec_branch(c->ex, s, eq, &other);
    expr_dec(eq), expr_dec(k);
    if (here) {
      if (other) search_add(&c->ex->search, other);
      return true;
    }
  }
  /* none of them: the model's value, which is not the start of a heap object */
  *a = (uint64_t)expr_eval(p, s->model);
  return true;
}

static bool bi_free(Call *c) {
  uint64_t a0;
  if (c->nargs && arg(c, 0)->e) {
    if (!free_target(c, arg(c, 0)->e, &a0)) return false;
  } else if (!conc_arg(c, 0, &a0)) return false;
  return do_free(c, a0);
}

static bool bi_memcpy(Call *c) {
  uint64_t a0, a1, a2;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1) || !conc_arg(c, 2, &a2)) return false;
  if (!copy_bytes(c, a0, a1, a2)) return false;
  set_result(c, a0);
  return true;
}

static bool bi_memset(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  uint64_t a0, a2;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 2, &a2)) return false;
  if (a2) {
    Val dp = {a0, NULL};
    uint64_t off;
    Expr *so;
    Object *o = exec_resolve(ex, s, &dp, a2, true, &off, &so);
    if (!o) return false;
    Val v = *arg(c, 1);
    if (!v.e && !o->arr) {
      memset(o->bytes + off, (int)(v.v & 0xff), a2);
      mem_written(o, off, a2);
      if (o->nsym)
        for (uint64_t i = 0; i < a2; i++)
          if (o->sym[off + i]) {
            expr_dec(o->sym[off + i]);
            o->sym[off + i] = NULL;
            o->nsym--;
          }
    } else {
      Expr *e = val_expr(s->exprs, &v, arg_width(c, 1)), *b = expr_resize(e, 8);
      for (uint64_t i = 0; i < a2; i++) mem_set_byte_expr(o, off + i, b);
      expr_dec(e), expr_dec(b);
    }
  }
  set_result(c, a0);
  return true;
}

static bool bi_stacksave(Call *c) {
  State *s = c->s;
  set_result(c, state_top(s)->nallocas);
  return true;
}

static bool bi_stackrestore(Call *c) {
  State *s = c->s;
  uint64_t a0;
  if (!conc_arg(c, 0, &a0)) return false;
  Frame *fr = state_top(s);
  while (fr->nallocas > a0) { /* stack objects: on the address space, as a frame's return does */
    uint32_t id = fr->allocas[--fr->nallocas];
    mem_kill(&s->mem, id);
  }
  return true;
}

static bool bi_va_start(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  uint64_t a0;
  /* x86-64 va_list: {i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
   * ptr reg_save_area}. Mark the register areas used up so that clang's
   * inline va_arg code reads every argument from the overflow area.
   * i386 va_list: a pointer to the next argument. */
  if (!conc_arg(c, 0, &a0)) return false;
  Frame *fr = state_top(s);
  if (!fr->varargs_id) {
    Object *area = exec_alloc(ex, s, 0, OBJ_VARARGS);
    if (!area) {
      exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
      return false;
    }
    fr->varargs_id = area->id;
  }
  Val dp = {a0, NULL};
  uint64_t off;
  Expr *so;
  Object *o = exec_resolve(ex, s, &dp, va_list_size(ex), true, &off, &so);
  if (!o) return false;
  Val area = {mem_space_get(&s->mem, state_top(s)->varargs_id)->base, NULL};
  if (addr_is32(&ex->layout)) {
    exec_write(ex, s, o, off, NULL, 4, 32, &area);
    return true;
  }
  Val gp = {48, NULL}, fp = {304, NULL}, regs0 = {0, NULL};
  exec_write(ex, s, o, off, NULL, 4, 32, &gp);
  exec_write(ex, s, o, off + 4, NULL, 4, 32, &fp);
  exec_write(ex, s, o, off + 8, NULL, 8, 64, &area);
  exec_write(ex, s, o, off + 16, NULL, 8, 64, &regs0);
  return true;
}

static bool bi_va_end(Call *c) {
  return true;
}

static bool bi_va_copy(Call *c) {
  uint64_t a0, a1;
  if (!conc_arg(c, 0, &a0) || !conc_arg(c, 1, &a1)) return false;
  return copy_bytes(c, a0, a1, va_list_size(c->ex));
}

/* Output never changes which paths are feasible. Concrete output is
 * printed and its length returned, as the real functions do. */
static bool bi_printf(Call *c) {
  IrBuiltin k = c->callee->builtin;
  return builtin_printf(c, k == IR_BI_FPRINTF || k == IR_BI_VFPRINTF, k == IR_BI_VPRINTF || k == IR_BI_VFPRINTF);
}

static bool bi_asprintf(Call *c) { return builtin_asprintf(c, c->callee->builtin == IR_BI_VASPRINTF); }

static bool bi_sprintf(Call *c) {
  IrBuiltin k = c->callee->builtin;
  return builtin_sprintf(c, k == IR_BI_SNPRINTF || k == IR_BI_VSNPRINTF, k == IR_BI_VSPRINTF || k == IR_BI_VSNPRINTF);
}

static bool bi_puts(Call *c) {
  Executor *ex = c->ex;
  State *s = c->s;
  const IrFunction *callee = c->callee;
  const IrInst *in = c->in;
  char *str = c->nargs && !arg(c, 0)->e ? exec_read_cstring(ex, s, arg(c, 0)->v) : NULL;
  const char *t = str ? str : "?";
  if (!str && callee->builtin == IR_BI_PUTS && !(in->flags & IR_RESULT_UNUSED)) {
    exec_error(ex, s, ERR_UNSUPPORTED, "puts's result depends on output symx cannot measure");
    return false;
  }
  builtin_emit(callee->builtin == IR_BI_FPUTS && c->nargs > 1 ? builtin_stream_of(c, 1) : 1, t, strlen(t));
  if (callee->builtin == IR_BI_PUTS) builtin_emit(1, "\n", 1);
  /* glibc: puts returns the characters written (with the newline), fputs 1. */
  set_result(c, callee->builtin == IR_BI_PUTS ? strlen(t) + 1 : 1);
  xstrfree(str);
  return true;
}

static bool bi_lifetime(Call *c) {
  State *s = c->s;
  const IrFunction *callee = c->callee;
  /* A local variable's scope begins or ends (the markers clang emits for
   * address-taken locals): accesses outside it are use-after-scope. */
  Val *p = arg(c, 1);
  if (c->nargs < 2 || p->e) return true; /* symbolic: never the case for allocas */
  uint64_t off;
  Object *o = mem_at(&s->mem, p->v, &off);
  if (!o || o == &mem_dangling || o->tomb || o->kind != OBJ_STACK) return true;
  bool start = callee->builtin == IR_BI_LIFETIME_START;
  if (o->alive != start) mem_writable(&s->mem, o->id)->alive = start;
  return true;
}

static bool bi_fflush(Call *c) {
  set_result(c, 0);
  return true;
}

/* __symx_native_strtod(s, is_float, value, len) for runtime/libc/strtod.c:
 * glibc's strtod (strtof) of the text at s, run natively. glibc rounds
 * correctly, on i386 too, so this is the native program's value wherever
 * symx's own model cannot compute it in one rounding (long or hexadecimal
 * numbers, large exponents, nan(...)). Stores the value (a double; strtof's
 * widened) at `value` and returns the characters taken. errno as glibc sets
 * it. The text up to its NUL must be concrete, unless len >= 0: then the
 * model has parsed a decimal number of len bytes at s (what follows cannot
 * change it), and those bytes are made concrete (strtod_text); -1 when
 * neither holds. */
enum { STRTOD_ENUMERATE = 4 }; /* symbolic bytes whose every value becomes a path */

/* The len bytes at sp made concrete, NUL-terminated (xmalloc'd); NULL when
 * s ended. Up to STRTOD_ENUMERATE symbolic bytes are enumerated: every
 * value they can take is a path of its own (exec_concretize), so nothing
 * is lost; with more, each is pinned to one value and the others end
 * unsupported. */
static char *strtod_text(Call *c, uint64_t sp, uint64_t len) {
  uint64_t off;
  Expr *soff = NULL;
  Val p = {sp, NULL};
  Object *o = exec_resolve(c->ex, c->s, &p, len ? len : 1, false, &off, &soff);
  if (!o) return NULL;
  expr_dec(soff);
  unsigned symbolic = 0;
  for (uint64_t i = 0; i < len; i++) symbolic += !mem_is_concrete(o, off + i, 1);
  char *text = xmalloc(len + 1);
  for (uint64_t i = 0; i < len; i++) {
    Val b = exec_read(c->ex, c->s, o, off + i, NULL, 1, 8);
    uint64_t v = b.v;
    bool ok = !b.e || (symbolic <= STRTOD_ENUMERATE
                           ? exec_concretize(c->ex, c->s, &b, 8, &v)
                           : exec_pin(c->ex, c->s, &b, 8, "strtod of a long number with symbolic digits", &v));
    expr_dec(b.e);
    if (!ok) {
      free(text);
      return NULL;
    }
    text[i] = (char)v;
  }
  text[len] = 0;
  return text;
}

static bool bi_native_strtod(Call *c) {
  uint64_t sp, isf, off, len = (uint64_t)-1;
  if (!conc_arg(c, 0, &sp) || !conc_arg(c, 1, &isf) || (c->nargs > 3 && !conc_arg(c, 3, &len))) return false;
  char *text = exec_read_cstring(c->ex, c->s, sp);
  bool cut = !text && (int64_t)len >= 0;
  if (cut && !(text = strtod_text(c, sp, len))) return false;
  if (!text) {
    set_result(c, (uint64_t)-1);
    return true;
  }
  char *end;
  errno = 0;
  double d = isf ? (double)strtof(text, &end) : strtod(text, &end);
  int err = errno;
  int64_t taken = end - text;
  xstrfree(text);
  if (cut && (uint64_t)taken != len) { /* never: the model parses as glibc does */
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "strtod: glibc took %lld characters of a number of %llu",
               (long long)taken, (unsigned long long)len);
    return false;
  }
  Expr *soff = NULL;
  Object *o = exec_resolve(c->ex, c->s, arg(c, 2), 8, true, &off, &soff);
  if (!o) return false;
  Val v = {0, NULL};
  memcpy(&v.v, &d, 8);
  exec_write(c->ex, c->s, o, off, soff, 8, 64, &v);
  expr_dec(soff);
  if (err) posix_set_global(c->ex->mod, c->s, "symx_errno", (uint32_t)err, sizeof(int));
  set_result(c, (uint64_t)taken);
  return true;
}

/* __symx_native_strtold(s, value): glibc's strtold of the text at s, as
 * __symx_native_strtod above; the value's 10 bytes stored at `value`. */
static bool bi_native_strtold(Call *c) {
  uint64_t sp, off;
  if (!conc_arg(c, 0, &sp)) return false;
  char *text = exec_read_cstring(c->ex, c->s, sp);
  if (!text) {
    set_result(c, (uint64_t)-1);
    return true;
  }
  char *end;
  errno = 0;
  long double d = strtold(text, &end);
  int err = errno;
  int64_t taken = end - text;
  xstrfree(text);
  Expr *soff = NULL;
  Object *o = exec_resolve(c->ex, c->s, arg(c, 1), 10, true, &off, &soff);
  if (!o) return false;
  Val v = {0, expr_const(c->s->exprs, 80, fp80_from_long_double(d))};
  exec_write(c->ex, c->s, o, off, soff, 10, 80, &v);
  expr_dec(v.e);
  expr_dec(soff);
  if (err) posix_set_global(c->ex->mod, c->s, "symx_errno", (uint32_t)err, sizeof(int));
  set_result(c, (uint64_t)taken);
  return true;
}

static bool bi_putchar(Call *c) {
  const IrFunction *callee = c->callee;
  Val v = *arg(c, 0);
  if (!v.e) {
    char ch = (char)v.v;
    builtin_emit(callee->builtin == IR_BI_FPUTC && c->nargs > 1 ? builtin_stream_of(c, 1) : 1, &ch, 1);
  } else {
    builtin_emit(1, "?", 1);
  }
  if (v.e) {
    Expr *e = expr_resize(v.e, 8), *z = expr_zext(e, c->in->width ? c->in->width : 32);
    set_result_expr(c, z);
    expr_dec(e);
  } else {
    set_result(c, v.v & 0xff);
  }
  return true;
}

/* ---- Contracts (runtime/include/symx.h): symx verify's semantics are
 * contract.c's; in any other run they are those of a native build, where
 * a precondition is a runtime check and the rest does nothing. */

static bool verifying(Call *c) { return c->ex->memory == &mem_model_chunks; }

/* Natively a precondition or a loop invariant is a runtime check. */
static bool native_check(Call *c, const char *what) {
  Expr *e = val_expr(c->s->exprs, arg(c, 0), arg_width(c, 0)), *z = expr_const(c->s->exprs, arg_width(c, 0), 0);
  Expr *ok = expr_ne(e, z);
  expr_dec(e), expr_dec(z);
  State *other;
  bool holds = exec_branch(c->ex, c->s, ok, &other);
  expr_dec(ok);
  if (other) exec_error(c->ex, other, ERR_ASSERTION, "%s does not hold", what);
  return holds;
}

static bool bi_requires(Call *c) {
  if (verifying(c)) return contract_requires(c->ex, c->s, arg(c, 0), arg_width(c, 0));
  return native_check(c, "precondition (symx_requires)");
}

static bool bi_ensures_begin(Call *c) {
  uint64_t r = 0;
  if (verifying(c) && !contract_ensures_begin(c->ex, c->s, &r)) return false;
  set_result(c, r);
  return true;
}

static bool bi_ensures(Call *c) {
  if (verifying(c)) return contract_ensures(c->ex, c->s, arg(c, 0), arg_width(c, 0));
  return true;
}

static bool bi_acc(Call *c) {
  if (verifying(c) && !contract_acc(c->ex, c->s, arg(c, 0), arg(c, 1))) return false;
  set_result(c, 1);
  return true;
}

static bool bi_malloc_block(Call *c) {
  if (verifying(c) && !contract_malloc_block(c->ex, c->s, arg(c, 0), arg(c, 1))) return false;
  set_result(c, 1);
  return true;
}

static bool bi_result(Call *c) {
  if (!verifying(c)) {
    set_result(c, 0);
    return true;
  }
  Expr *r = contract_result(c->ex, c->s);
  if (!r) return false;
  set_result_expr(c, expr_resize(r, c->in->width ? c->in->width : 64));
  expr_dec(r);
  return true;
}

static bool bi_old(Call *c) {
  return !verifying(c) || contract_old(c->ex, c->s, c->callee->builtin == IR_BI_OLD_BEGIN);
}

static bool bi_verify_arg(Call *c) {
  uint64_t bytes, is_ptr;
  if (!verifying(c)) {
    exec_error(c->ex, c->s, ERR_UNSUPPORTED, "__symx_verify_arg outside symx verify");
    return false;
  }
  if (!conc_arg(c, 0, &bytes) || !conc_arg(c, 2, &is_ptr)) return false;
  char *name = name_arg(c, 1, "arg");
  Expr *v = contract_arg(c->ex, c->s, bytes > 8 || !bytes ? 8 : (unsigned)bytes, name, is_ptr != 0);
  xstrfree(name);
  set_result_expr(c, expr_resize(v, c->in->width ? c->in->width : 64));
  expr_dec(v);
  return true;
}

static bool bi_fold(Call *c) {
  return !verifying(c) || contract_fold(c->ex, c->s, arg(c, 0)->e ? 2 : arg(c, 0)->v != 0);
}

static bool bi_invariant_begin(Call *c) {
  uint64_t r = 1;
  if (verifying(c) && !contract_invariant_begin(c->ex, c->s, &r)) return false;
  set_result(c, r);
  return true;
}

static bool bi_invariant(Call *c) {
  if (verifying(c)) return contract_invariant(c->ex, c->s, arg(c, 0), arg_width(c, 0));
  return native_check(c, "loop invariant (symx_invariant)");
}

/* Each builtin's handler, from its row of IR_BUILTINS (ir.h). */
static bool (*const handlers[IR_NUM_BUILTINS])(Call *c) = {
#define X(kind, handler, flags, ...) [IR_BI_##kind] = bi_##handler,
    IR_BUILTINS(X)
#undef X
};

bool builtin_call(Executor *ex, State *s, const IrFunction *callee, const IrInst *in) {
  Frame *f = state_top(s);
  Call c = {ex, s, in, callee, f->fn->extra + in->u.list.first, in->u.list.n};
  if (callee->builtin <= IR_BI_NONE || callee->builtin >= IR_NUM_BUILTINS || !handlers[callee->builtin]) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s", callee->name);
    return false;
  }
  if (ex->memory == &mem_model_lazy) /* pointer inputs in arguments are materialised first */
    for (uint32_t i = 0; i < c.nargs; i++)
      if (!lazy_settle(ex, s, arg(&c, i))) return false;
  if (ex->memory == &mem_model_chunks && (ir_builtin_flags(callee->builtin) & (IR_BIF_INPUT | IR_BIF_HEAP)) &&
      contract_in_pure(s)) { /* a pure function is a function of its arguments and snapshots */
    exec_error(ex, s, ERR_UNSUPPORTED, "a pure function calls %s (makes inputs or allocates)", callee->name);
    return false;
  }
  bool goes_on = handlers[callee->builtin](&c);
  /* A builtin flagged noreturn (ir.h) always ends the path. */
  assert(!goes_on || !(ir_builtin_flags(callee->builtin) & IR_BIF_NORETURN));
  return goes_on;
}
