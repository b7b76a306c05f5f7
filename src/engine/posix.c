/* posix: see posix.h. argv has room for MAX arguments; slot 1 + k holds
 * `k < n_args ? &argKK : NULL`, so argv[argc] is NULL on every path. */
#include "engine/posix.h"

#include <stdio.h>
#include <string.h>

#include "engine/exec.h"

/* A new input of n bytes as a little-endian value (new reference). */
static Expr *input_value(Array *a) {
  Expr *acc = expr_var(a, a->size - 1);
  for (int i = (int)a->size - 2; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return acc;
}

void posix_set_global(const IrModule *mod, State *s, const char *name, uint64_t v, unsigned bytes) {
  for (uint32_t i = 0; i < mod->nglobals; i++) {
    const IrGlobal *g = &mod->globals[i];
    if (strcmp(g->name, name) != 0) continue;
    unsigned n = g->size < bytes ? (unsigned)g->size : bytes;
    Val val = {v, NULL};
    mem_write(s->exprs, mem_writable(&s->mem, g->id), 0, n, 8 * n, &val);
  }
}

/* Points the stdin models' globals at a new N-byte input "stdin" (with
 * N = 0 at an empty stdin, and no input: a test then has none to record). */
static void setup_stdin(Executor *ex, State *s) {
  const IrModule *mod = ex->mod;
  uint32_t n = ex->opt.posix.stdin_size;
  Object *o = exec_alloc(ex, s, n ? n : 1, OBJ_GLOBAL);
  if (!o) return;
  if (n) {
    Array *a = array_new(s->exprs, "stdin", n);
    VEC_PUSH(s->inputs, a);
    for (uint32_t i = 0; i < n; i++) {
      Expr *v = expr_var(a, i);
      mem_set_byte_expr(o, i, v);
      expr_dec(v);
    }
  }
  for (uint32_t i = 0; i < mod->nglobals; i++) {
    const IrGlobal *g = &mod->globals[i];
    bool data = !strcmp(g->name, "__symx_stdin_data"), size = !strcmp(g->name, "__symx_stdin_size");
    unsigned pb = addr_ptr_bytes(s->mem.layout); /* a pointer and a size_t */
    if ((!data && !size) || g->size < pb) continue;
    Object *go = mem_writable(&s->mem, g->id);
    Val v = {data ? o->base : n, NULL};
    mem_write(s->exprs, go, 0, pb, 8 * pb, &v);
  }
}

bool posix_enter_main(Executor *ex, State *s, const IrFunction *mainf, const Val *consts) {
  const PosixConfig *pc = &ex->opt.posix;
  const IrModule *mod = ex->mod;
  if (pc->sym_env) {
    posix_set_global(mod, s, "__symx_env_symbolic", 1, 4);
    posix_set_global(mod, s, "__symx_env_len", pc->env_len, addr_ptr_bytes(s->mem.layout));
  }
  if (pc->files) {
    posix_set_global(mod, s, "__symx_files_n", pc->files, 4);
    posix_set_global(mod, s, "__symx_file_size", pc->file_size, addr_ptr_bytes(s->mem.layout));
  }
  if (pc->sym_stdin && !pc->sym_args) setup_stdin(ex, s);
  if (!pc->sym_args) return false;
  static const char prog[] = "prog";
  Object *name = exec_alloc(ex, s, sizeof prog, OBJ_GLOBAL);
  memcpy(name->bytes, prog, sizeof prog);

  Array *na = array_new(s->exprs, "n_args", 4);
  VEC_PUSH(s->inputs, na);
  Expr *n = input_value(na);
  Expr *lo = expr_const(s->exprs, 32, pc->min), *hi = expr_const(s->exprs, 32, pc->max);
  Expr *c1 = expr_binary(EXPR_ULE, lo, n), *c2 = expr_binary(EXPR_ULE, n, hi);
  state_add_constraint(s, c1);
  state_add_constraint(s, c2);
  expr_dec(lo), expr_dec(hi), expr_dec(c1), expr_dec(c2);
  for (uint32_t i = 0; i < 4; i++) model_set(s->model, na, i, (uint8_t)(pc->min >> (8 * i)));

  unsigned pb = addr_ptr_bytes(s->mem.layout), pw = s->mem.layout->ptr_bits;
  Object *argv = exec_alloc(ex, s, (uint64_t)pb * (pc->max + 2), OBJ_GLOBAL);
  memcpy(argv->bytes, &name->base, pb); /* little-endian: the low bytes */
  for (uint32_t k = 0; k < pc->max; k++) {
    char aname[32];
    snprintf(aname, sizeof aname, "arg%02u", k);
    Array *a = array_new(s->exprs, aname, pc->len + 1);
    VEC_PUSH(s->inputs, a);
    Object *o = exec_alloc(ex, s, pc->len + 1, OBJ_GLOBAL);
    for (uint32_t i = 0; i <= pc->len; i++) {
      Expr *v = expr_var(a, i);
      mem_set_byte_expr(o, i, v);
      if (i == pc->len) { /* NUL-terminated; the model's bytes are 0 already */
        Expr *z = expr_const(s->exprs, 8, 0), *eq = expr_eq(v, z);
        state_add_constraint(s, eq);
        expr_dec(z), expr_dec(eq);
      }
      expr_dec(v);
    }
    Expr *kk = expr_const(s->exprs, 32, k), *present = expr_binary(EXPR_ULT, kk, n);
    Expr *p = expr_const(s->exprs, pw, o->base), *null = expr_const(s->exprs, pw, 0);
    Val slot = {0, expr_ite(present, p, null)};
    mem_write(s->exprs, argv, (uint64_t)pb * (1 + k), pb, pw, &slot);
    expr_dec(slot.e), expr_dec(kk), expr_dec(present), expr_dec(p), expr_dec(null);
  }
  if (pc->sym_stdin) setup_stdin(ex, s);
  Object *envp = exec_alloc(ex, s, pb, OBJ_GLOBAL);
  uint32_t base = state_push_frame(s, mainf, consts);
  Val *r = s->regs + base + mainf->nconsts;
  Expr *one = expr_const(s->exprs, 32, 1);
  if (mainf->nparams > 0) val_set_expr(&r[0], expr_binary(EXPR_ADD, one, n));
  if (mainf->nparams > 1) r[1].v = argv->base;
  if (mainf->nparams > 2) r[2].v = envp->base;
  expr_dec(one), expr_dec(n);
  return true;
}

enum { MAX_UNINIT = 1 << 16 };

bool posix_uninit(const PosixConfig *pc, State *s, Object *o) {
  if (!pc->symbolic_uninit || !o || o->size == 0) return true;
  if (o->size > UINT32_MAX) return false; /* an input array's size is 32-bit */
  Array *a = array_new(s->exprs, "uninit", (uint32_t)o->size);
  VEC_PUSH(s->inputs, a);
  if (o->size > MAX_UNINIT) { /* big: its bytes become expressions only when read */
    mem_uninit_lazy(o, a);
    return true;
  }
  for (uint32_t i = 0; i < a->size; i++) {
    Expr *v = expr_var(a, i);
    mem_set_byte_expr(o, i, v);
    expr_dec(v);
  }
  return true;
}
