/* The concolic runtime of `symx cc` programs: the slow paths of the hooks
 * (hooks.h), shadow memory, the path constraint, and what a run reports.
 * It is built from symx's own expression and solver layers (expr/, solver/),
 * the code `symx run` uses, into build/libsymx-concolic.a.
 *
 * A run is driven by the environment (all optional):
 *   SYMX_CC_INPUT=FILE     the inputs' bytes: each input the program creates
 *                          (symx_make_symbolic, klee_int, __VERIFIER_nondet_*,
 *                          ..., api.c) takes the next bytes of FILE, 0 past
 *                          its end; without it every input is 0
 *   SYMX_CC_OUT=FILE       the run's report (below); without it, none
 *   SYMX_CC_EXPAND=K       at the end, solve the negation of every symbolic
 *                          branch from the K-th (0-based) on, and of the
 *                          loop exits before it (expand), each with the
 *                          constraints before it (SAGE's ExpandExecution),
 *                          and write each new input to SYMX_CC_CHILDREN/
 *   SYMX_CC_SOLVE_S=S      time limit of one query (default 2 s)
 *   SYMX_CC_EXPAND_S=S     time limit of the whole expansion (default none);
 *                          the branches left are counted as `stat skipped`
 *   SYMX_CC_SERVER=1|2     be a fork server: a run per request (server.c);
 *                          2: the runs expand, and it makes their solver
 *                          before its first fork
 * The report is lines of text, written as the run goes (an input as it is
 * created) and at its end (exit, or a deadly signal of the program's own):
 *   input OFFSET SIZE HEX NAME  an input: SIZE bytes of the stream at OFFSET,
 *                          their values (HEX "-" when over 1 KiB)
 *   branch SITE TAKEN        a symbolic branch (in the order taken)
 *   cov EDGE                 a branch edge covered (an index of the bitmap)
 *   blk K                    block K ran (symx cc --lines names their lines)
 *   child K PATH             the input that negates symbolic branch K
 *   stat NAME N              concretisations, constraints, imprecise, edges
 *                          (the program's branch edges), at_end N (a read of
 *                          standard input or the file met its end, after N
 *                          symbolic branches), ...
 *   end exit|signal N|assume
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "expr/expr.h"
#include "solver/solver.h"
#include "runtime.h"

Shadow __symx_cc_args[SYMX_CC_MAX_ARGS];
const void *__symx_cc_ptr_args[SYMX_CC_MAX_ARGS];
void *__symx_cc_callee;
Shadow __symx_cc_ret;
void *__symx_cc_ret_from;
uint8_t __symx_cc_mem_symbolic;
uint8_t __symx_cc_cov[SYMX_CC_COV_SIZE];
/* the program's branch edges (written by symx cc into the program) */
extern const uint32_t __symx_cc_edges __attribute__((weak));
/* the program's blocks, and which ran (symx cc's line coverage) */
extern const uint32_t __symx_cc_nblocks __attribute__((weak));
extern uint8_t __symx_cc_blocks[] __attribute__((weak));

/* One entry of the path constraint: `cond` held on this run. A branch may
 * be negated to make a child; an assumption may not. */
typedef struct PcEntry {
  Expr *cond;
  uint32_t site;
  uint8_t taken;
  bool branch;
} PcEntry;

typedef struct CcInput {
  Array *arr;
  uint64_t offset;
} CcInput;

/* The runtime's state: one per process (the program's). */
static struct {
  ExprTable *tab;
  Model *model;              /* the inputs' concrete bytes */
  uint8_t *stream;           /* SYMX_CC_INPUT's bytes */
  uint64_t stream_len, consumed;
  VEC(CcInput) inputs;
  VEC(PcEntry) pc;
  int out;                   /* SYMX_CC_OUT, or -1 */
  bool finished;
  uint64_t concretised, imprecise;
  Solver *solver;            /* made by cc_prepare_solver before a fork, or NULL */
  uint64_t nbranches;        /* of pc */
} rt = {.out = -1};

/* ---- The report ----------------------------------------------------------------- */

static void report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *fmt, ...) {
  if (rt.out < 0) return;
  char buf[4200];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n > (int)sizeof buf - 1) n = (int)sizeof buf - 1;
  for (int done = 0; done < n;) {
    ssize_t w = write(rt.out, buf + done, (size_t)(n - done));
    if (w <= 0) return;
    done += (int)w;
  }
}

static void finish(const char *how, bool expand);

static void at_exit(void) { finish("exit", true); }

/* Before _exit and _Exit, which run no atexit handler. */
void __symx_cc_exit(void) { finish("exit", true); }

/* The program's own fault (abort, a trap, a bad access) ends the run: the
 * expansion is still solved, in the handler, since these signals come from
 * the program's code rather than from inside the runtime (a fault within
 * malloc could hang here: the driver's time limit then ends the run). */
static void on_signal(int sig) {
  char how[32];
  snprintf(how, sizeof how, "signal %d", sig);
  finish(how, true);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void read_stream(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "symx-concolic: cannot read SYMX_CC_INPUT=%s\n", path);
    _exit(120);
  }
  size_t cap = 4096, len = 0;
  uint8_t *b = malloc(cap);
  for (size_t n; b && (n = fread(b + len, 1, cap - len, f)) > 0;) {
    len += n;
    if (len == cap) b = realloc(b, cap *= 2);
  }
  fclose(f);
  if (!b) _exit(120);
  rt.stream = b;
  rt.stream_len = len;
}

/* Sets the runtime up before main (a constructor). */
__attribute__((constructor)) static void cc_init(void) {
  rt.tab = expr_table_new();
  rt.model = model_new();
  const char *in = getenv("SYMX_CC_INPUT"), *out = getenv("SYMX_CC_OUT");
  if (in && *in) read_stream(in);
  if (out && *out) {
    rt.out = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (rt.out < 0) fprintf(stderr, "symx-concolic: cannot write SYMX_CC_OUT=%s\n", out);
  }
  atexit(at_exit);
  static const int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], on_signal);
  cc_io_init();
}

/* ---- Inputs ---------------------------------------------------------------------- */

void cc_peek(void *buf, uint32_t size) {
  uint8_t *b = buf;
  for (uint32_t i = 0; i < size; i++)
    b[i] = rt.consumed + i < rt.stream_len ? rt.stream[rt.consumed + i] : 0;
}

void cc_poke(const void *buf, uint32_t size) {
  uint64_t end = rt.consumed + size;
  if (end > rt.stream_len) {
    uint8_t *n = realloc(rt.stream, end);
    if (!n) _exit(120);
    memset(n + rt.stream_len, 0, end - rt.stream_len);
    rt.stream = n;
    rt.stream_len = end;
  }
  memcpy(rt.stream + rt.consumed, buf, size);
}

Expr *cc_new_input(void *addr, uint32_t size, const char *name) {
  Array *a = array_new(rt.tab, name, size);
  CcInput in = {a, rt.consumed};
  VEC_PUSH(rt.inputs, in);
  uint8_t *bytes = addr;
  for (uint32_t i = 0; i < size; i++) {
    uint64_t at = rt.consumed + i;
    bytes[i] = at < rt.stream_len ? rt.stream[at] : 0;
    model_set(rt.model, a, i, bytes[i]);
  }
  if (rt.out >= 0) {
    char hex[2 * 1024 + 4] = "-";
    if (size <= 1024)
      for (uint32_t i = 0; i < size; i++) snprintf(hex + 2 * i, 3, "%02x", bytes[i]);
    report("input %llu %u %s %s\n", (unsigned long long)rt.consumed, size, hex, name);
  }
  rt.consumed += size;
  Expr *whole = NULL;
  for (uint32_t i = 0; i < size; i++) {
    Expr *v = expr_var(a, i);
    cc_shadow_set((uint8_t *)addr + i, v);
    if (!whole) {
      whole = v;
    } else if (size <= 16) {
      Expr *c = expr_concat(v, whole);
      whole = c;
    }
  }
  __symx_cc_mem_symbolic = 1;
  return size <= 16 ? whole : NULL;
}

/* ---- Constraints ----------------------------------------------------------------- */

static void add_constraint(Expr *cond, uint32_t site, bool taken, bool branch) {
  Expr *c = taken ? expr_inc(cond) : expr_not(cond);
  if (expr_is_true(c)) return;
  if (expr_eval(c, rt.model) != 1) {
    /* The expression disagrees with what the program computed: some
     * shadow went stale (memory written by uninstrumented code). The
     * constraint is left out rather than made wrong. */
    rt.imprecise++;
    return;
  }
  PcEntry e = {c, site, taken, branch};
  VEC_PUSH(rt.pc, e);
  rt.nbranches += branch;
}

void cc_assume(Expr *cond, bool holds) {
  if (holds) {
    add_constraint(cond, 0, true, false);
    return;
  }
  /* The run leaves here; a child that negates this may satisfy it. */
  if (cond) add_constraint(cond, 0xfffffffeu, false, true);
  finish("assume", true);
  _exit(122);
}

void cc_branch(Expr *cond, uint32_t site, bool taken) { add_constraint(cond, site, taken, true); }
ExprTable *cc_table(void) { return rt.tab; }
uint64_t cc_branches(void) { return rt.nbranches; }
const Model *cc_model(void) { return rt.model; }
void cc_imprecise(void) { rt.imprecise++; }

void __symx_cc_branch(Shadow sc, uint64_t taken, uint32_t site) {
  add_constraint(sc, site, taken & 1, true);
}

void __symx_cc_switch(Shadow s, uint64_t v, uint32_t width, uint32_t site, uint32_t n, const uint64_t *cases) {
  /* a chain of comparisons, one branch per case up to the one taken;
   * cases[n + k]: case k's coverage slot (the default's is n) */
  uint32_t k = 0;
  while (k < n && cases[k] != v) k++;
  uint32_t slot = k < n ? (uint32_t)cases[n + k] : n;
  uint8_t *hits = &__symx_cc_cov[(site + slot) & (SYMX_CC_COV_SIZE - 1)];
  *hits += *hits != 255;
  if (!s) return;
  for (uint32_t i = 0; i < n && i <= k; i++) {
    Expr *c = expr_const(rt.tab, width, cases[i]);
    Expr *eq = expr_eq(s, c);
    add_constraint(eq, site + i, i == k, true);
    expr_dec(c);
    expr_dec(eq);
  }
}

void __symx_cc_drop(Shadow s) { rt.concretised++; }
void __symx_cc_drop_call(void) { rt.concretised++; }

/* ---- Operations ------------------------------------------------------------------ */

static Expr *value_of(Shadow s, uint64_t v, uint32_t width) {
  return s ? expr_inc(s) : expr_const(rt.tab, width, v & mask_bits(width));
}

/* Before a division by a symbolic divisor: the branches a native run takes
 * there, divisor != 0 and, signed, not INT_MIN / -1 (both trap natively),
 * so that a child may negate them to find the trap. */
void __symx_cc_divisor(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t w) {
  if (w == 0 || w > 64) return;
  Expr *y = value_of(sb, b, w), *zero = expr_const(rt.tab, w, 0), *nz = expr_ne(y, zero);
  bool b_nz = (b & mask_bits(w)) != 0;
  add_constraint(nz, 0xffffff00u + op, b_nz, true);
  if (b_nz && (op == CC_SDIV || op == CC_SREM)) {
    Expr *x = value_of(sa, a, w), *min = expr_const(rt.tab, w, (u128)1 << (w - 1));
    Expr *ones = expr_const(rt.tab, w, mask_bits(w));
    Expr *ex = expr_eq(x, min), *ey = expr_eq(y, ones), *both = expr_and(ex, ey);
    bool overflow = (a & mask_bits(w)) == (1ull << (w - 1)) && (b & mask_bits(w)) == mask_bits(w);
    add_constraint(both, 0xffffff10u + op, overflow, true);
    expr_dec(x), expr_dec(min), expr_dec(ones), expr_dec(ex), expr_dec(ey), expr_dec(both);
  }
  expr_dec(y), expr_dec(zero), expr_dec(nz);
}

Shadow __symx_cc_binop(uint32_t op, Shadow sa, uint64_t a, Shadow sb, uint64_t b, uint32_t w) {
  static const ExprKind kinds[] = {
      [CC_ADD] = EXPR_ADD, [CC_SUB] = EXPR_SUB, [CC_MUL] = EXPR_MUL, [CC_UDIV] = EXPR_UDIV,
      [CC_SDIV] = EXPR_SDIV, [CC_UREM] = EXPR_UREM, [CC_SREM] = EXPR_SREM, [CC_SHL] = EXPR_SHL,
      [CC_LSHR] = EXPR_LSHR, [CC_ASHR] = EXPR_ASHR, [CC_AND] = EXPR_AND, [CC_OR] = EXPR_OR,
      [CC_XOR] = EXPR_XOR, [CC_EQ] = EXPR_EQ, [CC_NE] = EXPR_EQ, [CC_UGT] = EXPR_ULT,
      [CC_UGE] = EXPR_ULE, [CC_ULT] = EXPR_ULT, [CC_ULE] = EXPR_ULE, [CC_SGT] = EXPR_SLT,
      [CC_SGE] = EXPR_SLE, [CC_SLT] = EXPR_SLT, [CC_SLE] = EXPR_SLE};
  if (op >= CC_FADD) return cc_fp_binop(op, sa, a, sb, b, w); /* fp.c */
  if (op >= CC_NUM_BINOPS || w == 0 || w > 64) {
    rt.concretised++;
    return NULL;
  }
  Expr *x = value_of(sa, a, w), *y = value_of(sb, b, w);
  bool swap = op == CC_UGT || op == CC_UGE || op == CC_SGT || op == CC_SGE;
  Expr *r = swap ? expr_binary(kinds[op], y, x) : expr_binary(kinds[op], x, y);
  if (op == CC_NE) {
    Expr *n = expr_not(r);
    expr_dec(r);
    r = n;
  }
  expr_dec(x);
  expr_dec(y);
  return r; /* shadows live until the run ends (no expr_dec of them) */
}

Shadow __symx_cc_cast(uint32_t op, Shadow s, uint64_t v, uint32_t from, uint32_t to) {
  if (from == 0 || from > 64 || to == 0 || to > 64) {
    rt.concretised++;
    return NULL;
  }
  if (op >= CC_FPTOSI) return cc_fp_cast(op, s, v, from, to); /* fp.c */
  Expr *e = s;
  switch (op) {
  case CC_ZEXT: return expr_zext(e, to);
  case CC_SEXT: return expr_sext(e, to);
  default: return expr_extract(e, 0, to);
  }
}

Shadow __symx_cc_select(Shadow sc, uint64_t c, Shadow st, uint64_t t, Shadow sf, uint64_t f, uint32_t w) {
  if (w == 0 || w > 64) {
    rt.concretised++;
    return NULL;
  }
  if (!sc) return (c & 1) ? expr_inc(st) : expr_inc(sf); /* NULL stays concrete */
  Expr *x = value_of(st, t, w), *y = value_of(sf, f, w);
  Expr *r = expr_ite(sc, x, y);
  expr_dec(x);
  expr_dec(y);
  return r;
}

/* ---- Shadow memory: pages of byte shadows in a two-level table -------------------
 * Beside each byte's shadow, the byte's value when the shadow was set: code
 * that is not instrumented (libc) may overwrite the byte without a word, and
 * a load that finds the byte changed takes it as concrete (the stale shadow
 * is dropped and counted). Each page counts its shadows, so that the hooks
 * pass over a page without any at once (hooks.h). */

CcPage **__symx_cc_pages[SYMX_CC_L1_SIZE];

static CcPage *page_find(uintptr_t pn, bool create) {
  CcPage ***l1 = &__symx_cc_pages[(pn >> SYMX_CC_L2_BITS) & (SYMX_CC_L1_SIZE - 1)];
  if (!*l1) {
    if (!create) return NULL;
    *l1 = calloc(SYMX_CC_L2_SIZE, sizeof(CcPage *));
    if (!*l1) _exit(120);
  }
  CcPage **pg = &(*l1)[pn & (SYMX_CC_L2_SIZE - 1)];
  if (!*pg && create) {
    *pg = calloc(1, sizeof(CcPage));
    if (!*pg) _exit(120);
  }
  return *pg;
}

static void cell_set(CcPage *p, size_t i, Expr *e, uint8_t v) {
  p->nsym += (e != NULL) - (p->cells[i] != NULL);
  p->cells[i] = e;
  p->vals[i] = v;
}

Expr *cc_shadow_get(const void *addr) {
  uintptr_t a = (uintptr_t)addr;
  CcPage *p = page_find(a >> SYMX_CC_PAGE_BITS, false);
  if (!p) return NULL;
  size_t i = a & (SYMX_CC_PAGE_SIZE - 1);
  if (p->cells[i] && p->vals[i] != *(const uint8_t *)addr) { /* overwritten behind our back */
    cell_set(p, i, NULL, 0);
    rt.concretised++;
  }
  return p->cells[i];
}

/* Whether any of the n bytes at addr has a shadow (the table only: the
 * bytes are not read, addr need not be valid). */
bool cc_shadow_any(const void *addr, size_t n) {
  uintptr_t a = (uintptr_t)addr, end = a + n < a ? UINTPTR_MAX : a + n;
  while (a < end) {
    CcPage *p = page_find(a >> SYMX_CC_PAGE_BITS, false);
    uintptr_t next = (a | (SYMX_CC_PAGE_SIZE - 1)) + 1;
    if (next == 0 || next > end) next = end;
    if (p && p->nsym)
      for (uintptr_t b = a; b < next; b++)
        if (p->cells[b & (SYMX_CC_PAGE_SIZE - 1)]) return true;
    a = next;
  }
  return false;
}

/* The shadow of the byte at addr, which holds its value already. */
void cc_shadow_set(void *addr, Expr *e) { cc_shadow_set_value(addr, e, *(const uint8_t *)addr); }

/* The same for a byte that will hold v (a store about to happen). */
void cc_shadow_set_value(void *addr, Expr *e, uint8_t v) {
  uintptr_t a = (uintptr_t)addr;
  CcPage *p = page_find(a >> SYMX_CC_PAGE_BITS, e != NULL);
  if (p) cell_set(p, a & (SYMX_CC_PAGE_SIZE - 1), e, v);
}

Shadow __symx_cc_load(const void *p, uint32_t size) {
  const uint8_t *b = p;
  bool any = false;
  for (uint32_t i = 0; i < size && !any; i++) any = cc_shadow_get(b + i) != NULL;
  if (!any) return NULL;
  if (size > 8) {
    rt.concretised++;
    return NULL;
  }
  Expr *whole = NULL;
  for (uint32_t i = 0; i < size; i++) {
    Expr *s = cc_shadow_get(b + i);
    Expr *byte = s ? expr_inc(s) : expr_const(rt.tab, 8, b[i]);
    if (!whole) {
      whole = byte;
    } else {
      Expr *c = expr_concat(byte, whole); /* little-endian: later bytes are higher */
      expr_dec(whole);
      expr_dec(byte);
      whole = c;
    }
  }
  return whole;
}

void __symx_cc_store(void *p, uint32_t size, Shadow s) {
  uint8_t *b = p;
  Expr *e = s;
  if (e && (e->width != size * 8 || size > 8)) { /* not a plain integer store */
    rt.concretised++;
    e = NULL;
  }
  for (uint32_t i = 0; i < size; i++) { /* a constant byte (a pointer's high bytes) has no shadow */
    Expr *x = e ? expr_extract(e, 8 * i, 8) : NULL;
    if (x && expr_is_const(x)) expr_dec(x), x = NULL;
    cc_shadow_set(b + i, x);
  }
  if (e) __symx_cc_mem_symbolic = 1;
}

static void copy_cell(uint8_t *d, const uint8_t *s) {
  Expr *e = cc_shadow_get(s);
  uintptr_t a = (uintptr_t)d;
  CcPage *p = page_find(a >> SYMX_CC_PAGE_BITS, e != NULL);
  if (p) cell_set(p, a & (SYMX_CC_PAGE_SIZE - 1), e, *s);
}

/* memmove of shadows (src NULL: the destination becomes concrete). */
void __symx_cc_copy(void *dst, const void *src, uint64_t n) {
  uint8_t *d = dst;
  const uint8_t *s = src;
  if (!s) {
    for (uint64_t i = 0; i < n;) {
      uintptr_t a = (uintptr_t)(d + i);
      uint64_t in_page = SYMX_CC_PAGE_SIZE - (a & (SYMX_CC_PAGE_SIZE - 1));
      uint64_t k = in_page < n - i ? in_page : n - i;
      CcPage *p = page_find(a >> SYMX_CC_PAGE_BITS, false);
      if (p && p->nsym)
        for (uint64_t j = 0; j < k; j++) cell_set(p, (a & (SYMX_CC_PAGE_SIZE - 1)) + j, NULL, 0);
      i += k;
    }
    return;
  }
  /* called before the copy: the destination's values are the source's */
  if (d < s)
    for (uint64_t i = 0; i < n; i++) copy_cell(d + i, s + i);
  else
    for (uint64_t i = n; i-- > 0;) copy_cell(d + i, s + i);
}

void cc_concretised(void) { rt.concretised++; }

/* ---- The end of a run ------------------------------------------------------------ */

/* The stream of a child: the run's bytes with the model's values of every
 * input. */
static bool write_child(const char *dir, size_t k, const Model *m) {
  uint64_t len = rt.consumed > rt.stream_len ? rt.consumed : rt.stream_len;
  uint8_t *b = calloc(len ? len : 1, 1);
  if (!b) return false;
  memcpy(b, rt.stream, rt.stream_len);
  for (size_t i = 0; i < rt.inputs.len; i++) {
    const CcInput *in = &rt.inputs.data[i];
    for (uint32_t j = 0; j < in->arr->size; j++) b[in->offset + j] = model_get(m, in->arr, j);
  }
  char path[4096];
  snprintf(path, sizeof path, "%s/child-%zu.bin", dir, k);
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(b, 1, len, f) == len;
  if (f && fclose(f) != 0) ok = false;
  free(b);
  if (ok) report("child %zu %s\n", k, path);
  return ok;
}

/* The time limit of one query of an expansion. */
static double query_limit(void) {
  const char *lim = getenv("SYMX_CC_SOLVE_S");
  return lim && *lim ? atof(lim) : 2.0;
}

/* Makes the solver of the expansion now: a Z3 context takes milliseconds to
 * make, which the fork server (server.c) pays once, before its first fork,
 * rather than every expanding child. */
void cc_prepare_solver(void) {
  if (!rt.solver) rt.solver = solver_new(query_limit());
}

/* SAGE's ExpandExecution: from the bound on, each branch negated under the
 * constraints before it; before the bound, the exits of loops whose every
 * turn is one branch (the scans of strlen, of whitespace), so that the
 * scan goes one turn further. An input's ancestors negated that exit with
 * their own bytes after it; the string that a child made longer keeps the
 * bytes its own ancestors found since ("[5,5" + a byte, where the search
 * had only "[5,}" + a byte). */
static void expand(uint64_t bound, const char *dir) {
  const char *all = getenv("SYMX_CC_EXPAND_S");
  double deadline = all && *all ? util_now() + atof(all) : 0;
  Solver *s = rt.solver ? rt.solver : solver_new(query_limit());
  solver_set_limits(s, deadline, NULL, 0);
  Expr **prefix = malloc((rt.pc.len + 1) * sizeof(Expr *));
  uint64_t nbranch = 0, solved = 0, unsat = 0, unknown = 0, skipped = 0;
  const PcEntry *last = NULL; /* the branch before */
  for (size_t j = 0; j < rt.pc.len; j++) {
    PcEntry *e = &rt.pc.data[j];
    uint64_t k = e->branch ? nbranch++ : 0; /* the branch's number */
    bool loop_exit = e->branch && last && last->site == e->site && last->taken != e->taken;
    if (e->branch) last = e;
    if (!e->branch || (k < bound && !loop_exit)) {
      /* an assumption, or a branch before the bound: only a constraint */
    } else if (deadline > 0 && util_now() >= deadline) {
      skipped++;
    } else {
      Model *m = model_copy(rt.model);
      Expr *q = expr_not(e->cond);
      SolverResult r = solver_check(s, prefix, j, q, m);
      if (r == SOLVER_SAT && write_child(dir, k, m)) solved++;
      else if (r == SOLVER_UNSAT) unsat++;
      else unknown++;
      expr_dec(q);
      model_free(m);
    }
    prefix[j] = e->cond;
  }
  report("stat solved %llu\nstat unsat %llu\nstat unknown %llu\nstat skipped %llu\n", (unsigned long long)solved,
         (unsigned long long)unsat, (unsigned long long)unknown, (unsigned long long)skipped);
  free(prefix);
  if (s != rt.solver) solver_free(s); /* the prepared one dies with the run's process */
}

static void finish(const char *how, bool may_expand) {
  if (rt.finished) return;
  rt.finished = true;
  for (size_t j = 0, n = 0; j < rt.pc.len; j++)
    if (rt.pc.data[j].branch) report("branch %u %u\n", rt.pc.data[j].site, rt.pc.data[j].taken), n++;
  for (uint32_t i = 0; i < SYMX_CC_COV_SIZE; i++)
    if (__symx_cc_cov[i]) report("cov %u %u\n", i, __symx_cc_cov[i]);
  for (uint32_t i = 0; &__symx_cc_nblocks && i < __symx_cc_nblocks; i++)
    if (__symx_cc_blocks[i]) report("blk %u\n", i);
  report("stat concretisations %llu\nstat constraints %zu\nstat imprecise %llu\nstat edges %u\n",
         (unsigned long long)rt.concretised, rt.pc.len, (unsigned long long)rt.imprecise,
         &__symx_cc_edges ? __symx_cc_edges : 0);
  uint64_t end_branch;
  if (cc_io_at_end(&end_branch)) report("stat at_end %llu\n", (unsigned long long)end_branch);
  const char *bound = getenv("SYMX_CC_EXPAND"), *dir = getenv("SYMX_CC_CHILDREN");
  if (may_expand && bound && *bound && dir && *dir) expand(strtoull(bound, NULL, 10), dir);
  report("end %s\n", how);
}
