/* symx's input API (runtime/include/symx.h, klee/klee.h, SV-COMP's
 * __VERIFIER_*) for `symx cc` programs: each input takes the next bytes of
 * the input stream (runtime.c) and is named as `symx run` and the replay
 * runtime name it (runtime/replay/runtime.c), so that the tests `symx fuzz`
 * writes replay. A function that returns an input hands its expression to
 * the caller as an instrumented function would (hooks.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime.h"

/* The shadow of argument i, when the caller passed shadows to `self`; the
 * caller then sees its arguments taken. */
static Shadow arg_shadow(void *self, unsigned i) {
  Shadow s = __symx_cc_callee == self ? __symx_cc_args[i] : NULL;
  return s;
}

static void taken(void) { __symx_cc_callee = 0; }

static void give(void *self, Expr *e) { cc_give(self, e); }

void symx_make_symbolic(void *addr, size_t size, const char *name) {
  taken();
  if (size) cc_new_input(addr, (uint32_t)size, name ? name : "input");
}

void klee_make_symbolic(void *addr, size_t size, const char *name) {
  taken();
  if (size) cc_new_input(addr, (uint32_t)size, name ? name : "input");
}

static int int_input(void *self, const char *name) {
  int v;
  Expr *e = cc_new_input(&v, sizeof v, name);
  give(self, e);
  return v;
}

int symx_int(const char *name) { return int_input((void *)symx_int, name ? name : "int"); }
int klee_int(const char *name) { return int_input((void *)klee_int, name ? name : "int"); }

/* A value in [lo, hi), constrained to it (a stream value outside it is
 * moved in first, so that the input holds the value used). */
static int range_input(void *self, int lo, int hi, const char *name) {
  if (hi <= lo) {
    taken();
    __builtin_trap();
  }
  if (hi == lo + 1) {
    give(self, NULL);
    return lo;
  }
  int v;
  cc_peek(&v, sizeof v);
  if (v < lo || v >= hi) {
    v = (int)((unsigned)lo + (unsigned)(((long long)v - lo) % ((long long)hi - lo) + ((long long)hi - lo)) %
                                 (unsigned)((long long)hi - lo));
    cc_poke(&v, sizeof v);
  }
  Expr *e = cc_new_input(&v, sizeof v, name ? name : "range");
  Expr *l = expr_const(e->tab, 32, (uint32_t)lo), *h = expr_const(e->tab, 32, (uint32_t)hi);
  Expr *ge = expr_binary(EXPR_SLE, l, e), *lt = expr_binary(EXPR_SLT, e, h);
  cc_assume(ge, true);
  cc_assume(lt, true);
  give(self, e);
  return v;
}

int symx_range(int lo, int hi, const char *name) { return range_input((void *)symx_range, lo, hi, name); }
int klee_range(int lo, int hi, const char *name) { return range_input((void *)klee_range, lo, hi, name); }

static void assume(void *self, uint64_t cond) {
  Shadow s = arg_shadow(self, 0);
  taken();
  if (s) {
    Expr *e = s;
    Expr *zero = expr_const(e->tab, e->width, 0), *nz = expr_ne(e, zero);
    cc_assume(nz, cond != 0);
  } else if (!cond) {
    cc_assume(NULL, false);
  }
}

void symx_assume(uintptr_t cond) { assume((void *)symx_assume, cond); }
void klee_assume(uintptr_t cond) { assume((void *)klee_assume, cond); }
void __VERIFIER_assume(int cond) { assume((void *)__VERIFIER_assume, (uint32_t)cond); }

unsigned symx_is_symbolic(uintptr_t v) {
  unsigned r = arg_shadow((void *)symx_is_symbolic, 0) != NULL;
  give((void *)symx_is_symbolic, NULL);
  return r;
}
unsigned klee_is_symbolic(uintptr_t v) {
  unsigned r = arg_shadow((void *)klee_is_symbolic, 0) != NULL;
  give((void *)klee_is_symbolic, NULL);
  return r;
}

#define NONDET(type, fn, name)                                                  \
  type fn(void) {                                                               \
    type v;                                                                     \
    Expr *e = cc_new_input(&v, sizeof v, name);                                 \
    give((void *)fn, e);                                                        \
    return v;                                                                   \
  }
#include "../nondet_list.h"
#undef NONDET

/* SV-COMP's error function, when the program does not define it. */
__attribute__((weak, noreturn)) void reach_error(void) {
  taken();
  fputs("symx-concolic: reach_error() called\n", stderr);
  abort();
}

/* _Bool: the byte is 0 or 1 (the replay runtime refuses others). Also the
 * body symx cc gives any other __VERIFIER_nondet_X returning _Bool (the
 * input nondet_X, as symx run names it). */
static _Bool bool_input(void *self, const char *name) {
  unsigned char b;
  cc_peek(&b, 1);
  if (b > 1) {
    b &= 1;
    cc_poke(&b, 1);
  }
  Expr *e = cc_new_input(&b, 1, name);
  Expr *one = expr_const(e->tab, 8, 1), *le = expr_binary(EXPR_ULE, e, one);
  cc_assume(le, true);
  give(self, expr_extract(e, 0, 1));
  return b;
}

_Bool __VERIFIER_nondet_bool(void) { return bool_input((void *)__VERIFIER_nondet_bool, "nondet_bool"); }
_Bool __symx_cc_nondet_bool(const char *name) { return bool_input((void *)__symx_cc_nondet_bool, name); }

/* A pointer: symx run does not model it (the path ends unsupported); here
 * it is NULL, an input "nondet_pointer" of the pointer's bytes, all 0 (so
 * that the tests replay: symx replay's stub takes that input), concrete
 * (a concretisation, counted). */
__attribute__((weak)) void *__VERIFIER_nondet_pointer(void) {
  void *p = NULL;
  cc_poke(&p, sizeof p);
  cc_new_input(&p, sizeof p, "nondet_pointer");
  __symx_cc_copy(&p, NULL, sizeof p);
  cc_concretised();
  give((void *)__VERIFIER_nondet_pointer, NULL);
  return p;
}
