/* exec: see exec.h.
 *
 * The interpreter loop works on concrete register values without touching
 * expressions; anything symbolic goes to a slow path. Every place where the
 * path condition leaves a decision open (branch, switch, pointer resolution,
 * checks for errors) goes through exec_branch, which asks the solver only
 * about the side the state's model does not already satisfy. */
#include "exec.h"
#include "leak.h"
#include "posix.h"

#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

volatile sig_atomic_t exec_interrupted;

enum { MAX_FRAMES = 10000, MAX_OBJECT_SIZE = 0x7fffffff };

static void check_budgets(Executor *ex);

/* Where a crash inside the engine goes while a path runs (see exec_run). */
static sigjmp_buf *crash_recovery;

static void on_engine_crash(int sig) {
  if (!crash_recovery) {
    signal(sig, SIG_DFL);
    raise(sig);
    return;
  }
  die("%s inside the engine", sig == SIGSEGV ? "segmentation fault" : "bus error");
}

/* ---- Ending paths ------------------------------------------------------------ */

/* The location reported for an error in s: the current instruction, or, when
 * it lies inside a runtime model, the call site in the user's code. */
static void fill_location(Executor *ex, State *s, Outcome *oc) {
  const IrModule *m = ex->mod;
  oc->nstack = 0;
  int top = (int)s->nframes - 1;
  while (top > 0 && s->frames[top].fn->is_model) top--;
  for (int i = top; i >= 0 && oc->nstack < ARRAY_LEN(oc->stack); i--) {
    const Frame *f = &s->frames[i];
    const IrLoc *l = &m->locs[f->pc < f->fn->ncode ? f->fn->code[f->pc].loc : 0];
    StackEntry *e = &oc->stack[oc->nstack++];
    e->function = f->fn->name;
    e->file = l->file;
    e->line = l->line;
  }
  if (oc->nstack) {
    oc->file = oc->stack[0].file;
    oc->line = oc->stack[0].line;
    oc->function = oc->stack[0].function;
  }
}

/* --max-tests: true when no more tests may be written; the path is then
 * dropped (and the run is incomplete). */
static bool tests_full(Executor *ex) {
  if (!ex->opt.max_tests || ex->out->ntests < ex->opt.max_tests) return false;
  ex->cut_by = "max-tests";
  if (!ex->stopped_by) ex->stopped_by = "max-tests";
  return true;
}

/* After the test of s was written: stops the run at the first test whose
 * path called the goal function (Test-Comp coverage-error). */
static void note_goal(Executor *ex, const State *s) {
  if (!s->goal_reached || ex->goal_test) return;
  ex->goal_test = ex->out->ntests;
  if (!ex->stopped_by) ex->stopped_by = "goal-reached";
}

/* Records the end of s (an error or an exit) and frees s. */
static void end_path(Executor *ex, State *s, const Outcome *oc) {
  ex->poll = true;
  if (tests_full(ex)) {
    state_free(s);
    return;
  }
  if (oc->is_error && oc->kind == ERR_UNSUPPORTED) ex->incomplete = true;
  else if (oc->is_error && ex->opt.stop_on_error && !ex->stopped_by) ex->stopped_by = "stop-on-error";
  out_path_ended(ex->out, s, oc);
  note_goal(ex, s);
  if (ex->opt.stop_on && ex->opt.stop_on(oc) && !ex->stopped_by) ex->stopped_by = "violation-found";
  state_free(s);
}

/* With --leak checks (sv-comp): a path ending abnormally (abort, a failed
 * assertion, a false assumption) while holding heap memory that its
 * property may count against it. SV-COMP does not say whether such an end
 * is a program end for valid-memcleanup, and LeakSanitizer cannot confirm
 * a leak there (it runs at exit only): the path becomes `unsupported`
 * (no verdict true, nor false). Returns the reason, or NULL. */
static const char *leak_at_abnormal_end(Executor *ex, const State *s, bool terminates) {
  const Object *b;
  if (ex->opt.leak == LEAK_TRACK && leak_check(s, LEAK_TRACK, s->nframes, false, &b) != LEAK_NONE)
    return "heap memory may be unreachable where the path ends abnormally (valid-memtrack undecided)";
  if (ex->opt.leak == LEAK_CLEANUP && terminates && leak_check(s, LEAK_CLEANUP, 0, false, &b) != LEAK_NONE)
    return "heap memory is still allocated where the program aborts (valid-memcleanup undecided)";
  return NULL;
}

void exec_error(Executor *ex, State *s, ErrorKind kind, const char *fmt, ...) {
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  oc.is_error = true;
  oc.kind = kind;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(oc.message, sizeof oc.message, fmt, ap);
  va_end(ap);
  fill_location(ex, s, &oc);
  const char *why = NULL;
  if (ex->opt.leak && (kind == ERR_ABORT || kind == ERR_ASSERTION || kind == ERR_REACH_ERROR))
    why = leak_at_abnormal_end(ex, s, true);
  if (why) {
    oc.kind = ERR_UNSUPPORTED;
    snprintf(oc.message, sizeof oc.message, "%s", why);
  }
  end_path(ex, s, &oc);
}

/* sv-comp leak checks at a normal end: returning from main ends main's
 * locals, so its frame is no root then; exit() leaves every frame alive,
 * and a block reached only through a register of one is undecided (the
 * register may hold a dead value). Returns true when the path ended with a
 * leak or undecided (s freed). */
static bool leak_at_exit(Executor *ex, State *s) {
  const Frame *top = &s->frames[s->nframes - 1];
  bool main_returns = s->nframes == 1 && top->pc < top->fn->ncode && top->fn->code[top->pc].op == IR_RET;
  const Object *b;
  uint32_t roots = main_returns ? 0 : s->nframes;
  LeakVerdict v = leak_check(s, ex->opt.leak, roots, true, &b);
  if (v == LEAK_NONE && roots && ex->opt.leak == LEAK_TRACK && leak_check(s, LEAK_TRACK, roots, false, &b))
    v = LEAK_UNSURE;
  if (v == LEAK_NONE) return false;
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  oc.is_error = true;
  fill_location(ex, s, &oc);
  if (v == LEAK_UNSURE) {
    oc.kind = ERR_UNSUPPORTED;
    snprintf(oc.message, sizeof oc.message,
             "whether heap memory is still reachable at the program's end depends on a symbolic pointer "
             "or on a local variable's register that may be dead");
  } else {
    bool track = ex->opt.leak == LEAK_TRACK;
    oc.kind = track ? ERR_MEMORY_LEAK : ERR_NOT_FREED;
    snprintf(oc.message, sizeof oc.message, "%llu bytes allocated at %s:%u are %s when the program ends at line %u",
             (unsigned long long)b->size, b->site_file ? b->site_file : "?", b->site_line,
             track ? "unreachable" : "still allocated", oc.line);
    /* where the block was allocated: what LeakSanitizer reports */
    oc.file = b->site_file;
    oc.line = b->site_line;
  }
  end_path(ex, s, &oc);
  return true;
}

void exec_exit(Executor *ex, State *s, int64_t code) {
  if (ex->opt.leak && leak_at_exit(ex, s)) return;
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  oc.code = code;
  end_path(ex, s, &oc);
}

void exec_silent(Executor *ex, State *s) {
  /* a false assumption: the program never ends there, but a block lost
   * before it is lost all the same */
  const char *why = ex->opt.leak ? leak_at_abnormal_end(ex, s, false) : NULL;
  if (why) exec_error(ex, s, ERR_UNSUPPORTED, "%s", why);
  else state_free(s);
}

void exec_location(Executor *ex, State *s, const char **file, uint32_t *line) {
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  fill_location(ex, s, &oc);
  *file = oc.file;
  *line = oc.line;
}

/* The side of a branch the solver could not decide: counted, reported as
 * `unsupported`, no test (there is no model for it). */
static void solver_gave_up(Executor *ex, State *s) {
  Outcome oc;
  memset(&oc, 0, sizeof oc);
  oc.is_error = true;
  oc.kind = ERR_UNSUPPORTED;
  snprintf(oc.message, sizeof oc.message, "the solver could not decide a branch (time limit)");
  fill_location(ex, s, &oc);
  ex->incomplete = true;
  out_path_untested(ex->out, &oc);
}

/* ---- Forking ---------------------------------------------------------------- */

/* The only way a state goes past a symbolic condition without forking: it
 * follows `side` (true: cond holds), which its model satisfies. Unless the
 * solver proved the other side infeasible (`proved`), the path condition
 * takes the side it assumed, so that no later query can find a model on the
 * other side of this branch (the run is then incomplete, said by the caller).
 * Returns what exec_branch returns. */
static bool follow_one_side(State *s, Expr *cond, bool side, bool proved, State **other) {
  if (!proved) {
    Expr *mine = side ? expr_inc(cond) : expr_not(cond);
    state_add_constraint(s, mine);
    expr_dec(mine);
  }
  if (side) return true;
  *other = s;
  return false;
}

/* Forks s on cond, both sides being feasible: s goes on where cond holds and
 * c (with model m and the other side's condition q, both taken over) where
 * it does not, or the reverse when the model side is false. */
static void fork_both(Executor *ex, State *s, Expr *cond, bool model_side, Expr *q, Model *m, State **other) {
  State *c = state_fork(s);
  model_free(c->model);
  c->model = m;
  Expr *mine = model_side ? expr_inc(cond) : expr_not(cond);
  state_add_constraint(s, mine);
  state_add_constraint(c, q);
  expr_dec(mine);
  expr_dec(q);
  s->depth++;
  c->depth++;
  ex->forks++;
  if (!model_side) {
    /* s must be the side where cond holds: swap the two states' contents. */
    State tmp = *s;
    *s = *c;
    *c = tmp;
  }
  search_fork(&ex->search, s, c);
  *other = c;
}

bool exec_branch(Executor *ex, State *s, Expr *cond, State **other) {
  *other = NULL;
  if (expr_is_const(cond)) return follow_one_side(s, cond, expr_value(cond) & 1, true, other);
  /* Fault injection for the tests: SYMX_FAULT_INJECT=N fails the N-th fork. */
  if (ex->fault_at && ++ex->forks_tried == ex->fault_at) die("injected fault at fork %llu", (unsigned long long)ex->fault_at);
  bool model_side = expr_eval(cond, s->model) & 1;
  Expr *q = model_side ? expr_not(cond) : expr_inc(cond);
  Model *m = model_copy(s->model);
  SolverResult r = solver_check(ex->solver, s->pc.data, s->pc.len, q, m);
  ex->poll = true;
  if (r == SOLVER_SAT && !(ex->opt.max_depth && s->depth >= ex->opt.max_depth) && !ex->no_fork) {
    fork_both(ex, s, cond, model_side, q, m, other);
    return true;
  }
  model_free(m);
  expr_dec(q);
  if (r == SOLVER_UNKNOWN) {
    /* The other side may or may not be feasible: it is given up. */
    check_budgets(ex);
    if (ex->stopped_by) ex->incomplete = true; /* cut by the budget, not a solver limit */
    else solver_gave_up(ex, s);
  } else if (r == SOLVER_SAT && !ex->cut_by && !ex->no_fork) {
    /* --max-depth (or --max-memory): both sides are feasible, but this path
     * may not fork any more: the other side is dropped. */
    ex->cut_by = "max-depth";
    fprintf(stderr, "symx: --max-depth %u reached: paths there follow one side of each branch, "
            "the run is incomplete\n", ex->opt.max_depth);
  }
  return follow_one_side(s, cond, model_side, r == SOLVER_UNSAT, other);
}

bool exec_concretize(Executor *ex, State *s, const Val *v, unsigned width, uint64_t *out) {
  if (!v->e) {
    *out = v->v;
    return true;
  }
  uint64_t val = (uint64_t)expr_eval(v->e, s->model);
  Expr *c = expr_const(v->e->width, val);
  Expr *eq = expr_eq(v->e, c);
  State *other;
  bool ok = exec_branch(ex, s, eq, &other);
  expr_dec(eq);
  expr_dec(c);
  if (!ok) die("exec_concretize: the model's own value is infeasible");
  if (other) search_add(&ex->search, other); /* re-executes with another value */
  *out = val;
  return true;
}

/* ---- Memory access ---------------------------------------------------------- */

/* Checks an access of n bytes at concrete address addr; the object (and the
 * offset in it through offp, when not NULL), or NULL after ending s with the
 * error. */
static Object *check_access(Executor *ex, State *s, uint64_t addr, uint64_t n, bool write,
                            uint64_t *offp) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (offp) *offp = off;
  if (!o) {
    if (addr < 4096)
      exec_error(ex, s, ERR_NULL_DEREF, "%s of %llu bytes at null pointer + %llu",
                 write ? "write" : "read", (unsigned long long)n, (unsigned long long)addr);
    else
      exec_error(ex, s, ERR_OUT_OF_BOUNDS, "%s at address 0x%llx outside every object",
                 write ? "write" : "read", (unsigned long long)addr);
    return NULL;
  }
  if (o->kind == OBJ_EXTERN) {
    exec_error(ex, s, ERR_UNSUPPORTED, "access to external variable %s", o->name ? o->name : "?");
    return NULL;
  }
  if (o == &mem_dangling) {
    exec_error(ex, s, ERR_USE_AFTER_FREE, "%s of an object that no longer exists (freed or out of scope)",
               write ? "write" : "read");
    return NULL;
  }
  if (!o->alive) {
    exec_error(ex, s, ERR_USE_AFTER_FREE, "%s of %s",
               write ? "write" : "read", o->kind == OBJ_HEAP ? "heap memory that was freed"
               : o->tomb ? "stack memory of a function that returned"
                         : "a local variable outside its scope");
    return NULL;
  }
  if (off + n > o->size) {
    exec_error(ex, s, ERR_OUT_OF_BOUNDS, "%s of %llu bytes at offset %llu of a %llu-byte object",
               write ? "write" : "read", (unsigned long long)n, (unsigned long long)off,
               (unsigned long long)o->size);
    return NULL;
  }
  if (write && o->readonly) {
    exec_error(ex, s, ERR_OUT_OF_BOUNDS, "write to read-only memory");
    return NULL;
  }
  return write ? mem_writable(&s->mem, o->id) : o;
}

/* The end of a symbolic resolution: when the in-bounds side is feasible
 * (`ok`), s accesses object `id` at offset `offe` (taken over). */
static Object *resolved(Executor *ex, State *s, bool ok, uint32_t id, Expr *offe, bool write,
                        uint64_t *off, Expr **soff) {
  if (!ok) {
    expr_dec(offe);
    return NULL;
  }
  Object *o = mem_space_get(&s->mem, id);
  if (write && o->readonly) {
    expr_dec(offe);
    exec_error(ex, s, ERR_OUT_OF_BOUNDS, "write to read-only memory");
    return NULL;
  }
  if (!expr_is_const(offe) && o->unwritten) {
    /* A lazily uninitialised (big) object: a symbolic offset would make
     * every byte an expression; one path per offset value instead. */
    Val v = {0, offe};
    uint64_t k;
    bool alive = exec_concretize(ex, s, &v, 64, &k);
    expr_dec(offe);
    if (!alive) return NULL;
    offe = expr_const(64, k);
  }
  if (expr_is_const(offe)) {
    *off = (uint64_t)expr_value(offe);
    expr_dec(offe);
  } else {
    *soff = offe;
  }
  return write ? mem_writable(&s->mem, id) : o;
}

/* A live object an access of n bytes can be in bounds of. */
static bool usable(const Object *o, uint64_t n) {
  return o && o != &mem_dangling && o->alive && o->kind != OBJ_EXTERN && o->size >= n;
}

/* Forks s on `dist <= o->size - n`, dist (taken over) being the pointer p's
 * offset from o's start: s goes on in bounds of o (if feasible; the offset
 * is returned through `off`/`soff`); the other side ends with the error,
 * unless p was not derived from o and points into another object in bounds
 * (ILP32), where it is executed again to access that one. */
static Object *in_bounds_of(Executor *ex, State *s, Expr *p, Expr *dist, Object *o, bool derived,
                            uint64_t n, bool write, uint64_t *off, Expr **soff) {
  uint32_t id = o->id;
  uint64_t size = o->size;
  Expr *lim = expr_const(dist->width, size - n);
  Expr *inb = expr_binary(EXPR_ULE, dist, lim);
  expr_dec(lim);
  State *other;
  bool ok = exec_branch(ex, s, inb, &other);
  expr_dec(inb);
  if (other) {
    uint64_t bad = (uint64_t)expr_eval(p, other->model), boff;
    Object *ao = mem_at(&other->mem, bad, &boff);
    if (!derived && usable(ao, n) && ao->id != id && boff + n <= ao->size)
      search_add(&ex->search, other);
    else if (ao && ao != &mem_dangling && ao->id != id && ao->alive)
      exec_error(ex, other, ERR_OUT_OF_BOUNDS, "%s of %llu bytes %lld bytes away from a %llu-byte object",
                 write ? "write" : "read", (unsigned long long)n,
                 (long long)(bad - o->base), (unsigned long long)size);
    else
      check_access(ex, other, bad, n, write, NULL); /* ends `other` with the error */
  }
  Expr *offe = dist;
  if (dist->width != 64) {
    offe = expr_zext(dist, 64);
    expr_dec(dist);
  }
  return resolved(ex, s, ok, id, offe, write, off, soff);
}

Object *exec_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write,
                     uint64_t *off, Expr **soff) {
  *soff = NULL;
  if (!ptr->e) return check_access(ex, s, ptr->v, n, write, off);
  /* Symbolic pointer of the form base + offset where the constant base
   * points into a live object: that object is the pointer's provenance, and
   * the access is in bounds exactly when the distance from the object's
   * start fits (so a huge offset that happens to land in another object is
   * still out of bounds, as natively). */
  Expr *e = ptr->e;
  uint64_t boff;
  if (e->kind == EXPR_ADD && e->width == addr_ptr_bits && expr_is_const(e->kid[0])) {
    Object *bo = mem_at(&s->mem, (uint64_t)expr_value(e->kid[0]), &boff);
    if (usable(bo, n)) {
      Expr *start = expr_const(e->width, bo->base), *dist = expr_binary(EXPR_SUB, e, start);
      expr_dec(start);
      return in_bounds_of(ex, s, e, dist, bo, true, n, write, off, soff);
    }
  }
  /* Otherwise fix the object it points into, one object per path: the
   * segment (LP64) or the model's object (ILP32, by the fork in bounds). */
  uint64_t v = (uint64_t)expr_eval(ptr->e, s->model);
  Object *o = mem_at(&s->mem, v, &boff);
  State *other;
  if (!addr_is32()) {
    Expr *seg = expr_extract(ptr->e, 32, 32);
    Expr *idc = expr_const(32, v >> 32);
    Expr *same = expr_eq(seg, idc);
    expr_dec(seg);
    expr_dec(idc);
    exec_branch(ex, s, same, &other);
    expr_dec(same);
    if (other) search_add(&ex->search, other);
  } else if (!usable(o, n)) {
    /* no object to be in: this path's pointer is the model's value */
    if (!exec_concretize(ex, s, ptr, addr_ptr_bits, &v)) return NULL;
  }
  if (!usable(o, n)) return check_access(ex, s, v, n, write, off);
  Expr *dist;
  if (!addr_is32()) {
    Expr *low = expr_extract(ptr->e, 0, 32);
    dist = expr_zext(low, 64);
    expr_dec(low);
  } else {
    Expr *start = expr_const(32, o->base);
    dist = expr_binary(EXPR_SUB, ptr->e, start);
    expr_dec(start);
  }
  return in_bounds_of(ex, s, ptr->e, dist, o, false, n, write, off, soff);
}

char *exec_read_cstring(Executor *ex, State *s, uint64_t addr) {
  uint64_t off;
  Object *o = mem_at(&s->mem, addr, &off);
  if (!o || o == &mem_dangling || !o->alive || o->arr) return NULL;
  size_t n = 0;
  while (off + n < o->size && o->bytes[off + n] && mem_is_concrete(o, off + n, 1)) n++;
  if (off + n >= o->size || !mem_is_concrete(o, off + n, 1)) return NULL;
  char *r = xmalloc(n + 1);
  memcpy(r, o->bytes + off, n + 1);
  return r;
}

/* ---- Instruction semantics (slow paths) ---------------------------------------- */

static Expr *binary_expr(IrOp op, Expr *a, Expr *b) {
  switch (op) {
  case IR_ADD: return expr_binary(EXPR_ADD, a, b);
  case IR_SUB: return expr_binary(EXPR_SUB, a, b);
  case IR_MUL: return expr_binary(EXPR_MUL, a, b);
  case IR_UDIV: return expr_binary(EXPR_UDIV, a, b);
  case IR_SDIV: return expr_binary(EXPR_SDIV, a, b);
  case IR_UREM: return expr_binary(EXPR_UREM, a, b);
  case IR_SREM: return expr_binary(EXPR_SREM, a, b);
  case IR_SHL: return expr_binary(EXPR_SHL, a, b);
  case IR_LSHR: return expr_binary(EXPR_LSHR, a, b);
  case IR_ASHR: return expr_binary(EXPR_ASHR, a, b);
  case IR_AND: return expr_binary(EXPR_AND, a, b);
  case IR_OR: return expr_binary(EXPR_OR, a, b);
  case IR_XOR: return expr_binary(EXPR_XOR, a, b);
  case IR_EQ: return expr_binary(EXPR_EQ, a, b);
  case IR_NE: return expr_ne(a, b);
  case IR_ULT: return expr_binary(EXPR_ULT, a, b);
  case IR_ULE: return expr_binary(EXPR_ULE, a, b);
  case IR_UGT: return expr_binary(EXPR_ULT, b, a);
  case IR_UGE: return expr_binary(EXPR_ULE, b, a);
  case IR_SLT: return expr_binary(EXPR_SLT, a, b);
  case IR_SLE: return expr_binary(EXPR_SLE, a, b);
  case IR_SGT: return expr_binary(EXPR_SLT, b, a);
  case IR_SGE: return expr_binary(EXPR_SLE, b, a);
  default: die("binary_expr: op %d", op);
  }
}

static Expr *econst(unsigned w, u128 v) { return expr_const(w, v); }

/* Condition (width 1) under which a signed op at width w overflows. */
static Expr *signed_overflow(IrOp op, Expr *a, Expr *b, unsigned w) {
  unsigned ww = 2 * w;
  Expr *xa = expr_sext(a, ww), *xb = expr_sext(b, ww);
  Expr *wide = binary_expr(op, xa, xb);
  Expr *narrow = expr_extract(wide, 0, w);
  Expr *back = expr_sext(narrow, ww);
  Expr *ovf = expr_ne(back, wide);
  expr_dec(xa), expr_dec(xb), expr_dec(wide), expr_dec(narrow), expr_dec(back);
  return ovf;
}

static Expr *unsigned_overflow(IrOp op, Expr *a, Expr *b, unsigned w) {
  unsigned ww = 2 * w;
  Expr *xa = expr_zext(a, ww), *xb = expr_zext(b, ww);
  Expr *wide = binary_expr(op, xa, xb);
  Expr *narrow = expr_extract(wide, 0, w);
  Expr *back = expr_zext(narrow, ww);
  Expr *ovf = expr_ne(back, wide);
  expr_dec(xa), expr_dec(xb), expr_dec(wide), expr_dec(narrow), expr_dec(back);
  return ovf;
}

/* Whether INT_MIN / -1 at width w is an error: x86's idiv traps on it, but
 * i386 divides 64-bit integers in libgcc, which wraps (INT_MIN, remainder 0);
 * with --check-overflow it is undefined behaviour either way. */
static bool sdiv_overflow_is_error(const Executor *ex, unsigned w) {
  return ex->opt.check_overflow || !(addr_is32() && w > 32);
}

/* Ends s on `bad` where it may hold (error `kind`); returns false if s ended. */
static bool check(Executor *ex, State *s, Expr *bad, ErrorKind kind, const char *msg) {
  Expr *ok = expr_not(bad);
  State *other;
  bool alive = exec_branch(ex, s, ok, &other);
  expr_dec(ok);
  if (other) exec_error(ex, other, kind, "%s", msg);
  return alive;
}

/* A variable-length array whose element count comes from input: the
 * counts too large to allocate (a negative int count arrives here as a
 * huge one: undefined behaviour) end as unsupported on a path of their own,
 * so that the rest of the path goes on with the counts that fit. Returns
 * false if s ended. */
static bool alloca_fits(Executor *ex, State *s, const IrInst *in) {
  Val *r = s->regs + state_top(s)->rbase;
  unsigned w = in->awidth;
  uint64_t max = in->u.imm ? MAX_OBJECT_SIZE / in->u.imm : UINT64_MAX;
  if (w < 64 && max >= (1ull << w)) return true;
  Expr *c = val_expr(&r[in->a], w), *lim = econst(w, max);
  Expr *big = expr_binary(EXPR_ULT, lim, c);
  bool alive = check(ex, s, big, ERR_UNSUPPORTED,
                     "variable-length array of 2 GB or more (or of a negative size: undefined behaviour)");
  expr_dec(c), expr_dec(lim), expr_dec(big);
  return alive;
}

/* Arithmetic and comparisons with at least one symbolic operand (or width >
 * 64), including the error checks. Returns false if s ended. */
static bool exec_binary_slow(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->op >= IR_EQ && in->op <= IR_SGE ? in->awidth : in->width;
  Expr *a = val_expr(&r[in->a], w), *b = val_expr(&r[in->b], w);
  bool alive = true;
  IrOp op = in->op;
  if (op == IR_UDIV || op == IR_SDIV || op == IR_UREM || op == IR_SREM) {
    Expr *z = econst(w, 0);
    Expr *bad = expr_eq(b, z);
    alive = check(ex, s, bad, ERR_DIV_BY_ZERO, "division by zero");
    expr_dec(bad);
    expr_dec(z);
    if (alive && (op == IR_SDIV || op == IR_SREM) && sdiv_overflow_is_error(ex, w)) {
      Expr *mn = econst(w, (u128)1 << (w - 1)), *m1 = econst(w, ~(u128)0);
      Expr *e1 = expr_eq(a, mn), *e2 = expr_eq(b, m1);
      Expr *bad2 = expr_and(e1, e2);
      alive = check(ex, s, bad2, ERR_OVERFLOW, "signed division overflow (INT_MIN / -1)");
      expr_dec(mn), expr_dec(m1), expr_dec(e1), expr_dec(e2), expr_dec(bad2);
    }
  } else if (op == IR_SHL || op == IR_LSHR || op == IR_ASHR) {
    if (ex->opt.check_overflow) {
      Expr *lim = econst(w, w);
      Expr *bad = expr_binary(EXPR_ULE, lim, b);
      alive = check(ex, s, bad, ERR_OVERFLOW, "shift amount not less than the width");
      expr_dec(bad);
      expr_dec(lim);
    }
    if (alive && (w == 32 || w == 64)) { /* x86 masks the shift amount */
      Expr *mk = econst(w, w - 1);
      Expr *nb = expr_binary(EXPR_AND, b, mk);
      expr_dec(mk);
      expr_dec(b);
      b = nb;
    }
  } else if ((in->flags & IR_NSW) && ex->opt.check_overflow &&
             (op == IR_ADD || op == IR_SUB || op == IR_MUL) && w <= 64) {
    Expr *bad = signed_overflow(op, a, b, w);
    alive = check(ex, s, bad, ERR_OVERFLOW, "signed integer overflow");
    expr_dec(bad);
  }
  if (alive) {
    Val *rr = s->regs + state_top(s)->rbase; /* s may have been swapped by a fork */
    val_set_expr(&rr[in->dst], binary_expr(op, a, b));
  }
  expr_dec(a);
  expr_dec(b);
  return alive;
}

/* Concrete division and remainder with their checks; false if s ended. */
static bool exec_div_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->width;
  uint64_t a = r[in->a].v, b = r[in->b].v, res;
  if (b == 0) {
    exec_error(ex, s, ERR_DIV_BY_ZERO, "division by zero");
    return false;
  }
  int64_t sa = sext64(a, w), sb = sext64(b, w);
  if ((in->op == IR_SDIV || in->op == IR_SREM) && sb == -1 && a == (1ull << (w - 1)) &&
      sdiv_overflow_is_error(ex, w)) {
    exec_error(ex, s, ERR_OVERFLOW, "signed division overflow (INT_MIN / -1)");
    return false;
  }
  switch (in->op) {
  case IR_UDIV: res = a / b; break;
  case IR_UREM: res = a % b; break;
  case IR_SDIV: res = sb == -1 ? 0 - (uint64_t)sa : (uint64_t)(sa / sb); break; /* wraps */
  default: res = (uint64_t)(sb == -1 ? 0 : sa % sb); break;
  }
  val_set_conc(&r[in->dst], res & mask_bits(w));
  return true;
}

static bool exec_overflow_check_conc(Executor *ex, State *s, const IrInst *in, Val *r) {
  unsigned w = in->width;
  int64_t a = sext64(r[in->a].v, w), b = sext64(r[in->b].v, w);
  __int128 res = in->op == IR_ADD ? (__int128)a + b : in->op == IR_SUB ? (__int128)a - b : (__int128)a * b;
  __int128 lo = -((__int128)1 << (w - 1)), hi = ((__int128)1 << (w - 1)) - 1;
  if (res < lo || res > hi) {
    exec_error(ex, s, ERR_OVERFLOW, "signed integer overflow");
    return false;
  }
  return true;
}

static Expr *bit_intrinsic(IrOp op, Expr *a, unsigned w) {
  switch (op) {
  case IR_CTPOP: {
    Expr *acc = econst(w, 0);
    for (unsigned i = 0; i < w; i++) {
      Expr *bit = expr_extract(a, i, 1), *z = expr_zext(bit, w), *n = expr_binary(EXPR_ADD, acc, z);
      expr_dec(bit), expr_dec(z), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_CTLZ:
  case IR_CTTZ: {
    /* Scan from the far end so the nearest set bit wins. */
    Expr *acc = econst(w, w);
    for (unsigned k = 0; k < w; k++) {
      unsigned i = op == IR_CTLZ ? k : w - 1 - k;  /* bit position */
      unsigned count = op == IR_CTLZ ? w - 1 - i : i;
      Expr *bit = expr_extract(a, i, 1), *c = econst(w, count), *n = expr_ite(bit, c, acc);
      expr_dec(bit), expr_dec(c), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_BSWAP: {
    Expr *acc = expr_extract(a, 0, 8);
    for (unsigned i = 1; i < w / 8; i++) {
      Expr *byte = expr_extract(a, i * 8, 8), *n = expr_concat(acc, byte);
      expr_dec(byte), expr_dec(acc);
      acc = n;
    }
    return acc;
  }
  case IR_ABS: {
    Expr *z = econst(w, 0), *neg = expr_binary(EXPR_SUB, z, a), *lt = expr_binary(EXPR_SLT, a, z);
    Expr *r = expr_ite(lt, neg, a);
    expr_dec(z), expr_dec(neg), expr_dec(lt);
    return r;
  }
  default: die("bit_intrinsic: op %d", op);
  }
}

static u128 conc_bit_intrinsic(IrOp op, uint64_t a, unsigned w) {
  switch (op) {
  case IR_CTPOP: return (u128)__builtin_popcountll(a);
  case IR_CTLZ: return a ? (u128)(__builtin_clzll(a) - (64 - w)) : w;
  case IR_CTTZ: return a ? (u128)__builtin_ctzll(a) : w;
  case IR_BSWAP: {
    uint64_t r = 0;
    for (unsigned i = 0; i < w / 8; i++) r |= ((a >> (8 * i)) & 0xff) << (w - 8 - 8 * i);
    return r;
  }
  case IR_ABS: {
    int64_t x = sext64(a, w);
    return (uint64_t)(x < 0 ? -x : x) & mask_bits(w);
  }
  default: die("conc_bit_intrinsic: op %d", op);
  }
}

static void exec_minmax(const IrInst *in, Val *r) {
  unsigned w = in->width;
  Expr *a = val_expr(&r[in->a], w), *b = val_expr(&r[in->b], w), *c;
  switch (in->op) {
  case IR_SMIN: c = expr_binary(EXPR_SLE, a, b); break;
  case IR_SMAX: c = expr_binary(EXPR_SLE, b, a); break;
  case IR_UMIN: c = expr_binary(EXPR_ULE, a, b); break;
  default: c = expr_binary(EXPR_ULE, b, a); break;
  }
  val_set_expr(&r[in->dst], expr_ite(c, a, b));
  expr_dec(a), expr_dec(b), expr_dec(c);
}

/* fshl(a, b, c) = high w bits of (a:b) << (c mod w); fshr = low w bits of (a:b) >> (c mod w). */
static void exec_funnel(const IrInst *in, Val *r) {
  unsigned w = in->width;
  Expr *a = val_expr(&r[in->a], w), *b = val_expr(&r[in->b], w), *c = val_expr(&r[in->c], w);
  Expr *cat = expr_concat(a, b), *wc = econst(w, w), *amt = expr_binary(EXPR_UREM, c, wc);
  Expr *amt2 = expr_zext(amt, 2 * w), *res;
  if (in->op == IR_FSHL) {
    Expr *sh = expr_binary(EXPR_SHL, cat, amt2);
    res = expr_extract(sh, w, w);
    expr_dec(sh);
  } else {
    Expr *sh = expr_binary(EXPR_LSHR, cat, amt2);
    res = expr_extract(sh, 0, w);
    expr_dec(sh);
  }
  val_set_expr(&r[in->dst], res);
  expr_dec(a), expr_dec(b), expr_dec(c), expr_dec(cat), expr_dec(wc), expr_dec(amt), expr_dec(amt2);
}

static void exec_overflow_intrinsic(const IrInst *in, Val *r) {
  unsigned w = in->width;
  IrOp base = in->op == IR_SADD_OVF || in->op == IR_UADD_OVF   ? IR_ADD
              : in->op == IR_SSUB_OVF || in->op == IR_USUB_OVF ? IR_SUB
                                                               : IR_MUL;
  bool sgn = in->op == IR_SADD_OVF || in->op == IR_SSUB_OVF || in->op == IR_SMUL_OVF;
  Expr *a = val_expr(&r[in->a], w), *b = val_expr(&r[in->b], w);
  Expr *ovf = sgn ? signed_overflow(base, a, b, w) : unsigned_overflow(base, a, b, w);
  val_set_expr(&r[in->dst], binary_expr(base, a, b));
  val_set_expr(&r[in->dst + 1], ovf);
  expr_dec(a), expr_dec(b);
}

static void exec_cast(const IrInst *in, Val *r) {
  Val *a = &r[in->a];
  if (!a->e && in->width <= 64) {
    uint64_t v = a->v;
    if (in->op == IR_SEXT) v = (uint64_t)sext64(v, in->awidth) & mask_bits(in->width);
    else if (in->op == IR_TRUNC) v &= mask_bits(in->width);
    val_set_conc(&r[in->dst], v);
    return;
  }
  Expr *e = val_expr(a, in->awidth), *res;
  if (in->op == IR_ZEXT) res = expr_zext(e, in->width);
  else if (in->op == IR_SEXT) res = expr_sext(e, in->width);
  else res = expr_extract(e, 0, in->width);
  expr_dec(e);
  val_set_expr(&r[in->dst], res);
}

/* ---- Calls and returns ------------------------------------------------------ */

/* Bytes a variadic argument of w bits takes in the argument area. */
static unsigned vararg_slot(unsigned w) {
  if (addr_is32()) return ((w + 31) / 32) * 4;
  return w > 64 ? 16 : 8;
}

/* Enters fn with the arguments of the CALL `in` in the current top frame. */
static bool enter_function(Executor *ex, State *s, const IrFunction *fn, const IrInst *in) {
  if (s->nframes >= MAX_FRAMES) {
    exec_error(ex, s, ERR_UNSUPPORTED, "call depth limit (%d frames) reached", MAX_FRAMES);
    return false;
  }
  const Frame *caller = state_top(s);
  const uint32_t *args = caller->fn->extra + in->u.list.first;
  uint32_t nargs = in->u.list.n;
  uint32_t cbase = caller->rbase;
  uint32_t base = state_push_frame(s, fn);
  Val *r = s->regs + base;
  const Val *cr = s->regs + cbase;
  for (uint32_t i = 0; i < fn->nparams && i < nargs; i++) val_copy(&r[fn->nconsts + i], &cr[args[2 * i]]);
  if (fn->vararg && nargs > fn->nparams) {
    /* The variadic arguments' memory, laid out as the ABI's stack area that
     * clang's inline va_arg code reads: 8-byte slots (16 for 128-bit
     * values) on x86-64, 4-byte slots on i386. */
    uint64_t size = 0;
    for (uint32_t i = fn->nparams; i < nargs; i++) size += vararg_slot(args[2 * i + 1]);
    Object *o = mem_alloc(&s->mem, size, OBJ_VARARGS);
    if (!o) {
      exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
      return false;
    }
    uint64_t off = 0;
    for (uint32_t i = fn->nparams; i < nargs; i++) {
      unsigned w = args[2 * i + 1];
      unsigned n = vararg_slot(w);
      if (n == 16 && !addr_is32()) off = (off + 15) & ~15ull;
      Val v = cr[args[2 * i]];
      mem_write(o, off, (w + 7) / 8, w, &v);
      off += n;
    }
    state_top(s)->varargs_id = o->id;
  }
  return true;
}

/* Resolves the callee of a CALL; NULL if s ended. */
static const IrFunction *callee_of(Executor *ex, State *s, const IrInst *in, Val *r) {
  const IrModule *m = ex->mod;
  if (in->flags & IR_CALL_DIRECT) return &m->funcs[in->u.list.callee];
  uint64_t p;
  if (!exec_concretize(ex, s, &r[in->a], addr_ptr_bits, &p)) return NULL;
  uint64_t first = ir_function_obj_id(m, 0), id, off;
  if (addr_decode(p, &id, &off) && off == 0 && id >= first && id < first + m->nfuncs)
    return &m->funcs[id - first];
  exec_error(ex, s, p < 4096 ? ERR_NULL_DEREF : ERR_OUT_OF_BOUNDS,
             "call through an invalid function pointer 0x%llx", (unsigned long long)p);
  return NULL;
}

/* ---- The interpreter loop ------------------------------------------------------ */

/* Moves s to instruction `target` of its top frame. */
static inline void goto_inst(State *s, uint32_t target) { state_top(s)->pc = target; }

/* The status line on stderr (a terminal): rewritten in place with \r. */
static void show_progress(Executor *ex, double now) {
  double t = now - ex->start;
  char cov[48] = "";
  uint32_t covered, total;
  cov_lines(&ex->cov, ex->hits, &covered, &total);
  if (total) snprintf(cov, sizeof cov, "  lines %.1f%%", 100.0 * covered / total);
  fprintf(stderr, "\r\033[K[%6.1fs] paths %llu  states %zu  tests %u  errors %zu  %.2fM instr/s%s",
          t, (unsigned long long)ex->out->paths, search_size(&ex->search) + 1, ex->out->ntests,
          ex->out->errors.len, t > 0 ? ex->instructions / t / 1e6 : 0.0, cov);
  fflush(stderr);
  ex->progress_shown = true;
}

static void check_budgets(Executor *ex) {
  if (ex->stopped_by) return;
  double now = util_now();
  if (exec_interrupted) ex->stopped_by = "interrupted";
  else if (ex->opt.max_time > 0 && now - ex->start >= ex->opt.max_time) ex->stopped_by = "max-time";
  else if (ex->opt.max_instructions && ex->instructions >= ex->opt.max_instructions)
    ex->stopped_by = "max-instructions";
  else if (ex->opt.max_memory_mb > 0 && now >= ex->next_mem_check) {
    ex->next_mem_check = now + 0.05;
    /* Over the limit: no more forks, the live states finish their paths;
     * half as much again over it: the run stops. */
    double rss = (double)util_current_rss(), lim = ex->opt.max_memory_mb * 1024 * 1024;
    if (rss > 1.5 * lim) {
      ex->stopped_by = "max-memory";
      fprintf(stderr, "%ssymx: memory use %.0f MB, over --max-memory %g MB: stopping, the run is incomplete\n",
              ex->progress_shown ? "\n" : "", rss / (1024 * 1024), ex->opt.max_memory_mb);
    } else if (rss > lim && !ex->no_fork) {
      ex->no_fork = true;
      ex->cut_by = "max-memory";
      fprintf(stderr, "%ssymx: memory use %.0f MB, over --max-memory %g MB: no more forks, "
              "the run is incomplete\n", ex->progress_shown ? "\n" : "", rss / (1024 * 1024),
              ex->opt.max_memory_mb);
    }
  }
  if (ex->opt.progress && now >= ex->next_progress) {
    ex->next_progress = now + 0.25;
    show_progress(ex, now);
  }
}

/* Runs s until it ends, forks, or a budget stops the run. States that go on
 * are given back to the searcher. */
static void run_state(Executor *ex, State *s) {
  const IrModule *mod = ex->mod;
  Frame *f = state_top(s);
  const IrFunction *fn = f->fn;
  const IrInst *code = fn->code;
  Val *r = s->regs + f->rbase;
  uint32_t pc = f->pc;
  uint64_t icount = 0;
  uint64_t *hits = ex->hits[fn->index];

#define SYNC() (f->pc = pc)
#define RELOAD() (f = state_top(s), fn = f->fn, code = fn->code, r = s->regs + f->rbase, pc = f->pc, \
                  hits = ex->hits[fn->index])
#define YIELD() do { ex->instructions += icount; search_add(&ex->search, s); return; } while (0)
#define ENDED() do { ex->instructions += icount; return; } while (0)

  for (;;) {
    const IrInst *in = &code[pc];
    hits[pc]++;
    if (UNLIKELY((++icount & 0xffff) == 0 || ex->poll)) {
      ex->instructions += icount;
      icount = 0;
      ex->poll = false;
      check_budgets(ex);
      if (ex->stopped_by) { SYNC(); YIELD(); }
    }
    switch ((IrOp)in->op) {
#define ARITH(OPC, EXPR)                                                        \
  case OPC: {                                                                   \
    const Val *a = &r[in->a], *b = &r[in->b];                                   \
    if (LIKELY(!a->e && !b->e)) {                                               \
      uint64_t x = a->v, y = b->v;                                              \
      (void)x, (void)y;                                                         \
      val_set_conc(&r[in->dst], (EXPR) & mask_bits(in->width));                \
      pc++;                                                                     \
      continue;                                                                 \
    }                                                                           \
    SYNC();                                                                     \
    if (!exec_binary_slow(ex, s, in, r)) ENDED();                               \
    RELOAD();                                                                   \
    pc++;                                                                       \
    continue;                                                                   \
  }
      case IR_ADD:
      case IR_SUB:
      case IR_MUL: {
        const Val *a = &r[in->a], *b = &r[in->b];
        if (LIKELY(!a->e && !b->e)) {
          if (UNLIKELY((in->flags & IR_NSW) && ex->opt.check_overflow)) {
            SYNC();
            if (!exec_overflow_check_conc(ex, s, in, r)) ENDED();
          }
          uint64_t x = a->v, y = b->v;
          uint64_t v = in->op == IR_ADD ? x + y : in->op == IR_SUB ? x - y : x * y;
          val_set_conc(&r[in->dst], v & mask_bits(in->width));
          pc++;
          continue;
        }
        SYNC();
        if (!exec_binary_slow(ex, s, in, r)) ENDED();
        RELOAD();
        pc++;
        continue;
      }
      ARITH(IR_AND, x & y)
      ARITH(IR_OR, x | y)
      ARITH(IR_XOR, x ^ y)
      ARITH(IR_EQ, x == y)
      ARITH(IR_NE, x != y)
      ARITH(IR_ULT, x < y)
      ARITH(IR_ULE, x <= y)
      ARITH(IR_UGT, x > y)
      ARITH(IR_UGE, x >= y)
      ARITH(IR_SLT, sext64(x, in->awidth) < sext64(y, in->awidth))
      ARITH(IR_SLE, sext64(x, in->awidth) <= sext64(y, in->awidth))
      ARITH(IR_SGT, sext64(x, in->awidth) > sext64(y, in->awidth))
      ARITH(IR_SGE, sext64(x, in->awidth) >= sext64(y, in->awidth))
#undef ARITH
    case IR_SHL:
    case IR_LSHR:
    case IR_ASHR: {
      const Val *a = &r[in->a], *b = &r[in->b];
      unsigned w = in->width;
      if (LIKELY(!a->e && !b->e)) {
        uint64_t x = a->v, y = b->v;
        if (y >= w) {
          if (ex->opt.check_overflow) {
            SYNC();
            exec_error(ex, s, ERR_OVERFLOW, "shift amount not less than the width");
            ENDED();
          }
          if (w == 32 || w == 64) y &= w - 1;
        }
        uint64_t v;
        if (y >= w) v = in->op == IR_ASHR && sext64(x, w) < 0 ? ~0ull : 0;
        else if (in->op == IR_SHL) v = x << y;
        else if (in->op == IR_LSHR) v = x >> y;
        else v = (uint64_t)(sext64(x, w) >> y);
        val_set_conc(&r[in->dst], v & mask_bits(w));
        pc++;
        continue;
      }
      SYNC();
      if (!exec_binary_slow(ex, s, in, r)) ENDED();
      RELOAD();
      pc++;
      continue;
    }
    case IR_UDIV:
    case IR_SDIV:
    case IR_UREM:
    case IR_SREM:
      SYNC();
      if (!r[in->a].e && !r[in->b].e) {
        if (!exec_div_conc(ex, s, in, r)) ENDED();
      } else if (!exec_binary_slow(ex, s, in, r)) {
        ENDED();
      }
      RELOAD();
      pc++;
      continue;
    case IR_ZEXT:
    case IR_SEXT:
    case IR_TRUNC:
      exec_cast(in, r);
      pc++;
      continue;
    case IR_MOV:
      val_copy(&r[in->dst], &r[in->a]);
      pc++;
      continue;
    case IR_SELECT: {
      const Val *c = &r[in->a];
      if (!c->e) {
        val_copy(&r[in->dst], c->v ? &r[in->b] : &r[in->c]);
      } else {
        Expr *t = val_expr(&r[in->b], in->width), *e = val_expr(&r[in->c], in->width);
        val_set_expr(&r[in->dst], expr_ite(c->e, t, e));
        expr_dec(t);
        expr_dec(e);
      }
      pc++;
      continue;
    }
    case IR_LOAD: {
      const Val *p = &r[in->a];
      unsigned n = (in->width + 7) / 8;
      if (LIKELY(!p->e && in->width <= 64)) {
        uint64_t off;
        Object *o = mem_at(&s->mem, p->v, &off);
        if (LIKELY(o && o->alive && off + n <= o->size && !o->nsym && !o->arr && !o->unwritten &&
                   o->kind != OBJ_EXTERN)) {
          uint64_t x = 0;
          memcpy(&x, o->bytes + off, n);
          val_set_conc(&r[in->dst], x & mask_bits(in->width));
          pc++;
          continue;
        }
      }
      SYNC();
      uint64_t off;
      Expr *soff;
      Object *o = exec_resolve(ex, s, p, n, false, &off, &soff);
      if (!o) ENDED();
      RELOAD();
      Val v = soff ? mem_read_sym(o, soff, n, in->width) : mem_read(o, off, n, in->width);
      expr_dec(soff);
      Expr *old = r[in->dst].e;
      r[in->dst] = v;
      expr_dec(old);
      pc++;
      continue;
    }
    case IR_STORE: {
      const Val *p = &r[in->a], *v = &r[in->b];
      unsigned n = (in->width + 7) / 8;
      if (LIKELY(!p->e && !v->e && in->width <= 64)) {
        uint64_t off;
        Object *o = mem_at(&s->mem, p->v, &off);
        if (LIKELY(o && o->refs == 1 && o->alive && off + n <= o->size && !o->nsym && !o->arr && !o->unwritten &&
                   !o->arr_cache && !o->readonly && o->kind != OBJ_EXTERN)) {
          uint64_t x = v->v;
          memcpy(o->bytes + off, &x, n);
          pc++;
          continue;
        }
      }
      SYNC();
      uint64_t off;
      Expr *soff;
      Object *o = exec_resolve(ex, s, p, n, true, &off, &soff);
      if (!o) ENDED();
      RELOAD();
      Val tmp = r[in->b];
      if (soff) mem_write_sym(o, soff, n, in->width, &tmp);
      else mem_write(o, off, n, in->width, &tmp);
      expr_dec(soff);
      pc++;
      continue;
    }
    case IR_ALLOCA: {
      SYNC();
      uint64_t count;
      if (r[in->a].e && !alloca_fits(ex, s, in)) ENDED();
      RELOAD();
      if (!exec_concretize(ex, s, &r[in->a], in->awidth, &count)) ENDED();
      RELOAD();
      count &= mask_bits(in->awidth);
      u128 size = (u128)count * in->u.imm;
      if (size > MAX_OBJECT_SIZE) {
        exec_error(ex, s, ERR_UNSUPPORTED, "stack allocation of %llu bytes is too large",
                   (unsigned long long)size);
        ENDED();
      }
      Object *o = mem_alloc(&s->mem, (uint64_t)size, OBJ_STACK);
      if (!o) {
        exec_error(ex, s, ERR_UNSUPPORTED, "too many live objects");
        ENDED();
      }
      if (UNLIKELY(posix_config.symbolic_uninit)) posix_uninit(s, o); /* sv-comp */
      if (f->nallocas == f->allocas_cap) {
        uint32_t nc = f->allocas_cap ? 2 * f->allocas_cap : 4;
        f->allocas = xrealloc(f->allocas, f->allocas_cap * sizeof(uint32_t), nc * sizeof(uint32_t));
        f->allocas_cap = nc;
      }
      f->allocas[f->nallocas++] = o->id;
      val_set_conc(&r[in->dst], o->base);
      pc++;
      continue;
    }
    case IR_BR: {
      const Val *c = &r[in->a];
      if (LIKELY(!c->e)) {
        ex->edges[fn->index][pc] |= c->v & 1 ? 1 : 2;
        pc = c->v & 1 ? in->u.br.t : in->u.br.f;
        continue;
      }
      SYNC();
      State *other;
      Expr *cond = expr_inc(c->e);
      bool t = exec_branch(ex, s, cond, &other);
      expr_dec(cond);
      ex->edges[fn->index][pc] |= t ? (other ? 3 : 1) : 2;
      if (t) {
        goto_inst(s, in->u.br.t);
        if (other) {
          goto_inst(other, in->u.br.f);
          search_add(&ex->search, other);
          ex->instructions += icount;
          search_add(&ex->search, s);
          return;
        }
        pc = in->u.br.t;
      } else {
        pc = in->u.br.f;
      }
      continue;
    }
    case IR_JMP:
      pc = in->u.br.t;
      continue;
    case IR_SWITCH: {
      const uint32_t *l = fn->extra + in->u.list.first;
      const Val *c = &r[in->a];
      uint32_t ncases = in->u.list.n;
      uint8_t *taken = ex->edges[fn->index] + fn->ncode + in->u.list.first; /* per word of l */
      if (LIKELY(!c->e)) {
        uint32_t target = l[0], pos = 0;
        for (uint32_t i = 0; i < ncases; i++) {
          uint64_t v = l[1 + 3 * i] | ((uint64_t)l[2 + 3 * i] << 32);
          if (v == c->v) {
            target = l[3 + 3 * i];
            pos = 3 + 3 * i;
            break;
          }
        }
        taken[pos] = 1;
        pc = target;
        continue;
      }
      /* Symbolic: one path per distinct target (cases sharing a target are one
       * source branch), then the default. */
      SYNC();
      Expr *ce = expr_inc(c->e);
      unsigned w = in->width ? in->width : ce->width;
      bool forked = false;
      uint32_t done_targets[64];
      uint32_t ndone = 0;
      bool live = true;
      for (uint32_t i = 0; i < ncases && live; i++) {
        uint32_t target = l[3 + 3 * i];
        bool seen = false;
        for (uint32_t k = 0; k < ndone; k++) seen |= done_targets[k] == target;
        if (seen) continue;
        if (ndone < ARRAY_LEN(done_targets)) done_targets[ndone++] = target;
        Expr *any = expr_bool(false);
        for (uint32_t j = i; j < ncases; j++) {
          if (l[3 + 3 * j] != target) continue;
          uint64_t v = l[1 + 3 * j] | ((uint64_t)l[2 + 3 * j] << 32);
          Expr *k = econst(w, v), *eq = expr_eq(ce, k), *o = expr_or(any, eq);
          expr_dec(k), expr_dec(eq), expr_dec(any);
          any = o;
        }
        State *other;
        bool t = exec_branch(ex, s, any, &other);
        expr_dec(any);
        if (t) {
          /* s takes this case; `other` continues with the remaining ones. */
          taken[3 + 3 * i] = 1;
          goto_inst(s, target);
          if (!other) { live = false; forked = true; break; }
          search_add(&ex->search, s);
          s = other;
          forked = true;
        }
      }
      expr_dec(ce);
      if (live) {
        taken[0] = 1;
        goto_inst(s, l[0]);
      }
      if (forked) {
        ex->instructions += icount;
        search_add(&ex->search, s);
        return;
      }
      RELOAD();
      continue;
    }
    case IR_PMOVE: {
      const uint32_t *l = fn->extra + in->u.list.first;
      uint32_t n = in->u.list.n;
      Val tmp[n ? n : 1];
      for (uint32_t i = 0; i < n; i++) {
        tmp[i] = r[l[2 * i + 1]];
        expr_inc(tmp[i].e);
      }
      for (uint32_t i = 0; i < n; i++) {
        Val *d = &r[l[2 * i]];
        Expr *old = d->e;
        *d = tmp[i];
        expr_dec(old);
      }
      pc++;
      continue;
    }
    case IR_CALL: {
      SYNC();
      const IrFunction *callee = callee_of(ex, s, in, r);
      if (!callee) ENDED();
      if (callee == ex->goal_fn) s->goal_reached = true;
      if (callee->defined) {
        if (!enter_function(ex, s, callee, in)) ENDED();
        RELOAD();
        continue;
      }
      if (callee->builtin != IR_BI_NONE) {
        size_t before = search_size(&ex->search);
        if (!builtin_call(ex, s, callee, in)) ENDED();
        RELOAD();
        pc++;
        if (search_size(&ex->search) != before) {
          SYNC();
          YIELD();
        }
        continue;
      }
      exec_error(ex, s, ERR_UNSUPPORTED, "call to external function %s", callee->name);
      ENDED();
    }
    case IR_RET: {
      SYNC();
      uint32_t nret = fn->nret;
      if (s->nframes == 1) {
        int64_t code = 0;
        if (nret) {
          const Val *v = &r[in->a];
          uint64_t x = v->e ? (uint64_t)expr_eval(v->e, s->model) : v->v;
          code = sext64(x, 32);
        }
        ex->instructions += icount;
        exec_exit(ex, s, code);
        return;
      }
      Val ret[nret ? nret : 1];
      for (uint32_t i = 0; i < nret; i++) {
        ret[i] = r[in->a + i];
        expr_inc(ret[i].e);
      }
      state_pop_frame(s);
      RELOAD();
      const IrInst *call = &code[pc];
      /* A call site may expect fewer results than the callee returns
       * (old-style declarations): never write past what it expects. */
      uint32_t nwrite = nret < call->awidth ? nret : call->awidth;
      for (uint32_t i = nwrite; i < nret; i++) expr_dec(ret[i].e);
      for (uint32_t i = 0; i < nwrite; i++) {
        Val *d = &r[call->dst + i];
        Expr *old = d->e;
        *d = ret[i];
        expr_dec(old);
      }
      pc++;
      continue;
    }
    case IR_UNREACHABLE:
      SYNC();
      exec_error(ex, s, ERR_UNSUPPORTED, "reached an unreachable instruction");
      ENDED();
    case IR_UNSUPPORTED:
      SYNC();
      exec_error(ex, s, ERR_UNSUPPORTED, "%s",
                 in->u.imm < mod->nstrings ? mod->strings[in->u.imm] : "unsupported instruction");
      ENDED();
    case IR_CTPOP:
    case IR_CTLZ:
    case IR_CTTZ:
    case IR_BSWAP:
    case IR_ABS: {
      const Val *a = &r[in->a];
      if (!a->e) {
        val_set_conc(&r[in->dst], (uint64_t)conc_bit_intrinsic(in->op, a->v, in->width));
      } else {
        Expr *e = val_expr(a, in->width);
        val_set_expr(&r[in->dst], bit_intrinsic(in->op, e, in->width));
        expr_dec(e);
      }
      pc++;
      continue;
    }
    case IR_SMIN:
    case IR_SMAX:
    case IR_UMIN:
    case IR_UMAX:
      exec_minmax(in, r);
      pc++;
      continue;
    case IR_FSHL:
    case IR_FSHR:
      exec_funnel(in, r);
      pc++;
      continue;
    case IR_SADD_OVF:
    case IR_UADD_OVF:
    case IR_SSUB_OVF:
    case IR_USUB_OVF:
    case IR_SMUL_OVF:
    case IR_UMUL_OVF:
      exec_overflow_intrinsic(in, r);
      pc++;
      continue;
    default:
      SYNC();
      exec_error(ex, s, ERR_UNSUPPORTED, "unknown instruction %u", in->op);
      ENDED();
    }
  }
#undef SYNC
#undef RELOAD
#undef YIELD
#undef ENDED
}

/* ---- Setting up a run ----------------------------------------------------------- */

static State *initial_state(Executor *ex) {
  const IrModule *m = ex->mod;
  State *s = state_new();
  mem_space_init(&s->mem, ir_first_dynamic_id(m));
  for (uint32_t i = 0; i < m->nglobals; i++) {
    const IrGlobal *g = &m->globals[i];
    Object *o = mem_object_new(g->id, g->size, g->external ? OBJ_EXTERN : OBJ_GLOBAL);
    o->base = addr_static(g->id);
    if (g->init) memcpy(o->bytes, g->init, g->size);
    o->readonly = g->readonly;
    o->name = g->name;
    mem_space_put(&s->mem, o);
  }
  return s;
}

/* Puts main's frame on s with argc = 1 and argv = {"prog", NULL}. */
static void enter_main(Executor *ex, State *s, const IrFunction *mainf) {
  if (posix_enter_main(ex->mod, s, mainf)) return; /* --sym-args, --sym-stdin */
  static const char prog[] = "prog";
  Object *name = mem_alloc(&s->mem, sizeof prog, OBJ_GLOBAL);
  memcpy(name->bytes, prog, sizeof prog);
  unsigned pb = addr_ptr_bytes();
  Object *argv = mem_alloc(&s->mem, 2 * pb, OBJ_GLOBAL);
  memcpy(argv->bytes, &name->base, pb); /* little-endian: the low bytes */
  Object *envp = mem_alloc(&s->mem, pb, OBJ_GLOBAL);
  uint32_t base = state_push_frame(s, mainf);
  Val *r = s->regs + base + mainf->nconsts;
  if (mainf->nparams > 0) r[0].v = 1;
  if (mainf->nparams > 1) r[1].v = argv->base;
  if (mainf->nparams > 2) r[2].v = envp->base;
}

void exec_run(const IrModule *mod, const ExecOptions *opt, Output *out, RunStats *st) {
  Executor ex;
  memset(&ex, 0, sizeof ex);
  ex.mod = mod;
  ex.opt = *opt;
  ex.out = out;
  ex.start = opt->start > 0 ? opt->start : util_now();
  const char *fault = getenv("SYMX_FAULT_INJECT");
  ex.fault_at = fault ? strtoull(fault, NULL, 10) : 0;
  ex.solver = solver_new(opt->max_solver_time);
  if (opt->query_log) solver_log_queries(ex.solver, opt->query_log);
  /* A query is stopped once memory passes --max-memory: Z3 answers an
   * interrupt only now and then, and the run must end below 1.5 x. */
  solver_set_limits(ex.solver, opt->max_time > 0 ? ex.start + opt->max_time : 0, &exec_interrupted,
                    opt->max_memory_mb > 0 ? opt->max_memory_mb * 1024 * 1024 : 0);
  search_init(&ex.search, opt->search, opt->seed);
  ex.hits = xcalloc(mod->nfuncs ? mod->nfuncs : 1, sizeof(uint64_t *));
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (mod->funcs[i].defined) ex.hits[i] = xcalloc(mod->funcs[i].ncode ? mod->funcs[i].ncode : 1, sizeof(uint64_t));
  ex.search.hits = ex.hits;
  ex.edges = xcalloc(mod->nfuncs ? mod->nfuncs : 1, sizeof(uint8_t *));
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (mod->funcs[i].defined) ex.edges[i] = xcalloc(mod->funcs[i].ncode + mod->funcs[i].nextra + 1, 1);
  cov_init(&ex.cov, mod);
  ex.opt.progress = opt->progress && isatty(2);
  for (uint32_t i = 0; opt->goal && i < mod->nfuncs; i++)
    if (!strcmp(mod->funcs[i].name, opt->goal)) ex.goal_fn = &mod->funcs[i];

  State *s = initial_state(&ex);
  enter_main(&ex, s, &mod->funcs[mod->main_fn]);
  search_add(&ex.search, s);

  /* An internal failure (die(), or a crash inside the engine) ends only the
   * path being run, as unsupported; the state is abandoned, not freed (it may
   * be inconsistent). After a few failures the run stops, incomplete. */
  static sigjmp_buf recover;
  static volatile int failures;
  struct sigaction sa, old_segv, old_bus;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_engine_crash;
  sa.sa_flags = SA_NODEFER;
  sigaction(SIGSEGV, &sa, &old_segv);
  sigaction(SIGBUS, &sa, &old_bus);
  crash_recovery = &recover;
  failures = 0;
  if (sigsetjmp(recover, 1)) {
    failures++;
    Outcome oc;
    memset(&oc, 0, sizeof oc);
    oc.is_error = true;
    oc.kind = ERR_UNSUPPORTED;
    snprintf(oc.message, sizeof oc.message, "internal error in symx: %s", util_last_failure());
    ex.incomplete = true;
    out_path_untested(out, &oc);
    if (failures >= 10) ex.stopped_by = "internal errors";
  }
  State *next;
  while (!ex.stopped_by && (next = search_next(&ex.search))) {
    util_set_recovery(&recover);
    run_state(&ex, next);
    util_set_recovery(NULL);
    check_budgets(&ex);
  }
  crash_recovery = NULL;
  sigaction(SIGSEGV, &old_segv, NULL);
  sigaction(SIGBUS, &old_bus, NULL);
  bool cut = search_size(&ex.search) > 0 || ex.cut_by;
  size_t max_states = ex.search.max_size;
  if (ex.progress_shown) {
    show_progress(&ex, util_now());
    fputc('\n', stderr);
  }
  search_free(&ex.search);

  const SolverStats *ss = solver_stats(ex.solver);
  memset(st, 0, sizeof *st);
  st->complete = !cut && !ex.incomplete && !out->has_unsupported;
  st->stopped_by = cut ? (ex.stopped_by ? ex.stopped_by : ex.cut_by ? ex.cut_by : "unknown") : NULL;
  st->max_states = max_states;
  st->goal = opt->goal;
  st->goal_test = ex.goal_test;
  cov_lines(&ex.cov, ex.hits, &st->lines_covered, &st->lines_total);
  cov_branches(&ex.cov, ex.edges, &st->branches_covered, &st->branches_total);
  char lcov[4096];
  snprintf(lcov, sizeof lcov, "%s/coverage.info", out->dir);
  signal(SIGXFSZ, SIG_IGN); /* a file size limit: the write fails, and is reported */
  errno = 0;
  if (!cov_write_lcov(&ex.cov, ex.hits, ex.edges, lcov)) out_write_failed(out, lcov, errno);
  st->instructions = ex.instructions;
  st->forks = ex.forks;
  st->queries = ss->queries;
  st->queries_trivial = ss->trivial;
  st->queries_order = ss->by_order;
  st->queries_cached = ss->cache_hits;
  st->queries_z3 = ss->z3_queries;
  st->solver_time = ss->z3_time;
  st->time_s = util_now() - ex.start;
  st->peak_rss = util_peak_rss();
  solver_free(ex.solver);
  cov_free(&ex.cov);
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (ex.hits[i]) xfree(ex.hits[i], (mod->funcs[i].ncode ? mod->funcs[i].ncode : 1) * sizeof(uint64_t));
  xfree(ex.hits, (mod->nfuncs ? mod->nfuncs : 1) * sizeof(uint64_t *));
  for (uint32_t i = 0; i < mod->nfuncs; i++)
    if (ex.edges[i]) xfree(ex.edges[i], mod->funcs[i].ncode + mod->funcs[i].nextra + 1);
  xfree(ex.edges, (mod->nfuncs ? mod->nfuncs : 1) * sizeof(uint8_t *));
}
