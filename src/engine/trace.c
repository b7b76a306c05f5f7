/* trace: see trace.h. */
#include "engine/trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/contract.h"
#include "ir/cfg.h"

enum { TRACE_FIELD_MAX = 1500 }; /* characters of a store, heap or path condition */

void trace_dec(TraceStep *t) {
  while (t && --t->refs == 0) {
    TraceStep *prev = t->prev;
    free(t->what), free(t->store), free(t->heap), free(t->pc);
    xfree(t, sizeof *t);
    t = prev;
  }
}

/* The text written to a memory stream, cut to TRACE_FIELD_MAX characters. */
static char *cut(char *text, size_t len) {
  if (text && len > TRACE_FIELD_MAX) strcpy(text + TRACE_FIELD_MAX - 4, " ...");
  return text ? text : strdup("");
}

static void print_val(FILE *f, const Val *v, unsigned w) {
  if (v->e) {
    expr_print_c(f, v->e);
    return;
  }
  uint64_t x = w && w < 64 ? v->v & ((1ull << w) - 1) : v->v;
  if (w >= 8 && w <= 64 && (x >> (w - 1)) & 1 && (w == 64 ? ~x + 1 : (~x + 1) & ((1ull << w) - 1)) < 1000000)
    fprintf(f, "-%llu", (unsigned long long)(w == 64 ? ~x + 1 : (~x + 1) & ((1ull << w) - 1)));
  else fprintf(f, x < 1000000 ? "%llu" : "0x%llx", (unsigned long long)x);
}

/* Whether instruction n of fn has run before instruction pc on every path
 * (its block dominates pc's; in the same block, before it). */
static bool reached(const IrFunction *fn, uint32_t n, uint32_t pc) {
  const IrCfg *g = fn->cfg;
  if (!g || n >= fn->ncode || pc >= fn->ncode) return false;
  uint32_t bn = g->block_of[n], b = g->block_of[pc];
  if (bn == b) return n <= pc;
  for (uint32_t steps = 0; b != UINT32_MAX && steps < g->nblocks; steps++) {
    uint32_t d = g->blocks[b].idom;
    if (d == bn) return true;
    if (d == b) return false;
    b = d;
  }
  return false;
}

/* The value of a variable kept in memory at the address v (n bytes), in
 * *out (its expression a new reference): false unless v is concrete and
 * its bytes are in one live object, written (not lazily uninitialised)
 * and not in array mode. */
static bool in_memory(const State *s, const Val *v, unsigned n, Val *out) {
  uint64_t off;
  const Object *o = v->e ? NULL : mem_at(&s->mem, v->v, &off);
  if (!o || o == &mem_dangling || !o->alive || o->arr || !n || off + n > o->size) return false;
  for (uint64_t i = off; i < off + n; i++)
    if (o->unwritten && (o->unwritten[i / 8] >> (i % 8) & 1)) return false;
  Expr *acc = NULL;
  for (uint64_t i = off + n; i-- > off;) { /* little-endian: the last byte is the most significant */
    Expr *b = o->sym && o->sym[i] ? expr_inc(o->sym[i]) : expr_const(s->exprs, 8, o->bytes[i]);
    Expr *x = acc ? expr_concat(acc, b) : expr_inc(b);
    expr_dec(b), expr_dec(acc);
    acc = x;
  }
  out->v = 0, out->e = NULL;
  if (expr_is_const(acc)) out->v = (uint64_t)acc->u.value, expr_dec(acc);
  else out->e = acc;
  return true;
}

/* Frame fr's C variables: for each name, the register of its last note
 * (the debug information's) among those that ran before the frame's pc on
 * every path; symx.h's own (symx_*) left out. */
static void print_frame(FILE *f, const State *s, const Frame *fr) {
  const IrFunction *fn = fr->fn;
  fprintf(f, "%s: ", fn->name);
  bool any = false;
  for (uint32_t i = 0; i < fn->nvar_notes; i++) {
    const IrVarNote *n = &fn->var_notes[i];
    if (!reached(fn, n->pc, fr->pc) || n->reg >= fn->nregs || !strncmp(n->name, "symx_", 5)) continue;
    bool later = false; /* a later note of the same name wins */
    for (uint32_t k = i + 1; k < fn->nvar_notes && !later; k++)
      later = reached(fn, fn->var_notes[k].pc, fr->pc) && !strcmp(fn->var_notes[k].name, n->name);
    if (later) continue;
    Val v = s->regs[fr->rbase + n->reg], m;
    unsigned w = fn->reg_width ? fn->reg_width[n->reg] : 64;
    bool value = n->addr && n->mem_size && in_memory(s, &v, n->mem_size, &m); /* kept in memory: its value */
    fprintf(f, "%s%s%s = ", any ? ", " : "", n->addr && !value ? "&" : "", n->name);
    print_val(f, value ? &m : &v, value ? 8u * n->mem_size : w);
    if (value) expr_dec(m.e);
    any = true;
  }
  if (!any) fputs("(no variables named yet)", f);
}

/* The stores of the running function and of its callers up to the
 * function being verified (innermost first, so that a long store loses its
 * outer frames; " | " between them). */
static char *format_store(const State *s) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return strdup("");
  uint32_t outer = s->nframes > 1 ? 1 : 0; /* frame 0: the harness */
  for (uint32_t i = s->nframes; i-- > outer;) {
    if (i + 1 < s->nframes) fputs(" | ", f);
    print_frame(f, s, &s->frames[i]);
  }
  fclose(f);
  return cut(text, len);
}

/* The conjuncts of e (ANDs of width 1 flattened), at most cap. */
static size_t conjuncts(const Expr *e, const Expr **out, size_t n, size_t cap) {
  if (e->kind == EXPR_AND && e->width == 1) return conjuncts(e->kid[1], out, conjuncts(e->kid[0], out, n, cap), cap);
  if (n < cap) out[n] = e;
  return n + 1;
}

/* Whether e is `const == byte k of an input` (the solver's split of an
 * input's value fixed by the path). */
static bool byte_fixed(const Expr *e, const Array **a, uint32_t *k, uint8_t *v) {
  if (e->kind != EXPR_EQ || e->kid[0]->kind != EXPR_CONST || e->kid[1]->kind != EXPR_VAR) return false;
  *a = e->kid[1]->u.arr, *k = e->kid[1]->aux, *v = (uint8_t)e->kid[0]->u.value;
  return true;
}

/* The group of input byte k for collapsing: an object's contents by
 * 8-byte words, another input (<= 8 bytes) whole; its first byte and size. */
static uint32_t group_of(const Array *a, uint32_t k, uint32_t *size) {
  if (a->name && a->name[0] == '*') {
    uint32_t g = k / 8 * 8;
    *size = a->size - g < 8 ? a->size - g : 8;
    return g;
  }
  *size = a->size <= 8 ? a->size : 0;
  return 0;
}

/* The path condition: its conjuncts in C, a group (group_of) every byte of
 * which the path fixes as one equality (`p == 0x1400000000`). */
static void print_pc(FILE *f, const State *s) {
  enum { CAP = 512 };
  const Expr *all[CAP];
  size_t n = 0, shown = 0;
  for (size_t i = 0; i < s->pc.len; i++) n = conjuncts(s->pc.data[i], all, n, CAP);
  if (n > CAP) n = CAP;
  for (size_t i = 0; i < n; i++) {
    const Array *a, *b;
    uint32_t k, size, j2;
    uint8_t v;
    if (byte_fixed(all[i], &a, &k, &v)) {
      uint32_t g = group_of(a, k, &size), have = 0;
      uint64_t val = 0;
      size_t first = i;
      for (size_t j = 0; j < n && size; j++)
        if (byte_fixed(all[j], &b, &j2, &v) && b == a && j2 >= g && j2 < g + size) {
          have |= 1u << (j2 - g), val |= (uint64_t)v << (8 * (j2 - g));
          if (j < first) first = j;
        }
      if (size && have == (1u << size) - 1) {
        if (first == i) {
          fputs(shown++ ? " && " : "", f);
          if (a->name[0] == '*') fprintf(f, "*(uint%u_t *)((char *)%s + %u)", size * 8, a->name + 1, g);
          else fputs(a->name, f);
          fprintf(f, val < 1000000 ? " == %llu" : " == 0x%llx", (unsigned long long)val);
        }
        continue;
      }
    }
    fputs(shown++ ? " && " : "", f);
    expr_print_c(f, all[i]);
  }
  if (!shown) fputs("1", f);
}

static char *format_pc(const State *s) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return strdup("");
  print_pc(f, s);
  fclose(f);
  return cut(text, len);
}

static char *format_heap(const State *s) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return strdup("");
  contract_format_heap(s, f);
  fclose(f);
  return cut(text, len);
}

TraceStep *trace_make(const State *s, const char *what, const char *file, uint32_t line) {
  TraceStep *t = xcalloc(1, sizeof *t);
  t->refs = 1;
  t->prev = trace_inc((TraceStep *)contract_trace(s));
  t->index = t->prev ? t->prev->index + 1 : 1;
  t->what = strdup(what);
  t->file = file;
  t->line = line;
  t->store = format_store(s);
  t->heap = format_heap(s);
  t->pc = format_pc(s);
  return t;
}

bool trace_on(const Executor *ex) { return ex->opt.hooks == &trace_hooks; }

void trace_record(Executor *ex, State *s, const char *what) {
  if (!trace_on(ex) || s->nframes < 2) return; /* frame 0: the harness */
  const TraceStep *last = contract_trace(s);
  if (last && last->index >= TRACE_MAX_STEPS) return;
  const Frame *fr = state_top(s);
  const IrLoc *loc = &ex->mod->locs[fr->pc < fr->fn->ncode ? fr->fn->code[fr->pc].loc : 0];
  contract_trace_set(s, trace_make(s, what, loc->file, loc->line));
}

static void trace_line(void *ctx, Executor *ex, State *s) {
  (void)ctx;
  trace_record(ex, s, "line");
}

static HookAction trace_call(void *ctx, Executor *ex, State *s, const IrFunction *callee) {
  (void)ctx;
  char what[300];
  snprintf(what, sizeof what, "call %s", callee->name);
  trace_record(ex, s, what);
  return HOOK_GO;
}

const ExecHooks trace_hooks = {NULL, contract_jump, trace_call, trace_line};
