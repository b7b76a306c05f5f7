/* exec_path: how paths end and split — errors and exits handed to the
 * sinks, forking on a symbolic condition, concretising a value (see
 * exec.h and exec_internal.h). */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine/exec_internal.h"
#include "engine/leak.h"

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
  if (!ex->opt.max_tests || ex->ntests < ex->opt.max_tests) return false;
  ex->cut_by = "max-tests";
  if (!ex->stopped_by) ex->stopped_by = "max-tests";
  return true;
}

/* After the test of s was written: stops the run at the first test whose
 * path called the goal function (Test-Comp coverage-error). */
static void note_goal(Executor *ex, const State *s) {
  if (!s->goal_reached || ex->goal_test) return;
  ex->goal_test = ex->ntests;
  if (!ex->stopped_by) ex->stopped_by = "goal-reached";
}

/* Hands an ended path to every sink: s with a new test, or NULL (no test). */
void exec_to_sinks(Executor *ex, const State *s, const Outcome *oc) {
  uint32_t test = s ? ++ex->ntests : 0;
  ex->paths++;
  if (oc->is_error && oc->kind != ERR_UNSUPPORTED) ex->error_paths++;
  for (TestSink *const *k = ex->sinks; *k; k++) (*k)->path_ended(*k, s, oc, test);
}

/* Whether the run's stop leaves its waiting states a test: a budget or an
 * interrupt cut their paths (not an error, a goal or --max-tests, after
 * which the run wants no more tests). */
static bool halt_writes_tests(const Executor *ex) {
  static const char *const halts[] = {"max-time", "interrupted", "max-instructions", "max-memory"};
  for (size_t i = 0; ex->stopped_by && i < ARRAY_LEN(halts); i++)
    if (!strcmp(ex->stopped_by, halts[i])) return true;
  return false;
}

void exec_halted_tests(Executor *ex) {
  if (ex->opt.halted_tests == HALTED_NONE || !halt_writes_tests(ex)) return;
  sig_atomic_t signals = exec_interrupted; /* one more (a second Ctrl-C) stops the writing */
  for (size_t i = 0; i < search_size(&ex->search) && exec_interrupted == signals; i++) {
    State *s = search_waiting(&ex->search, i);
    if (ex->opt.halted_tests == HALTED_NEW && !s->covered_new) continue;
    if (tests_full(ex)) return;
    Outcome oc;
    memset(&oc, 0, sizeof oc);
    oc.halted = ex->stopped_by;
    fill_location(ex, s, &oc);
    uint32_t test = ++ex->ntests;
    for (TestSink *const *k = ex->sinks; *k; k++)
      if ((*k)->path_halted) (*k)->path_halted(*k, s, &oc, test);
  }
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
  /* --only-new-tests: the path is counted, without a test (the first path
   * always has one, even in a program without branches) */
  bool test = !ex->opt.only_new_tests || oc->is_error || s->covered_new || !ex->ntests;
  exec_to_sinks(ex, test ? s : NULL, oc);
  if (test) note_goal(ex, s);
  if (ex->opt.stop_on && ex->opt.stop_on(oc) && !ex->stopped_by) ex->stopped_by = "violation-found";
  state_free(s);
}

/* With leak checks (sv-comp): a path ending abnormally (abort, a failed
 * assertion, a false assumption) while holding heap memory that its
 * property may count against it. SV-COMP does not say whether such an end
 * is a program end for valid-memcleanup, and LeakSanitizer cannot confirm
 * a leak there (it runs at exit only): the path becomes `unsupported`
 * (no verdict true, nor false). Returns the reason, or NULL. */
static const char *leak_at_abnormal_end(Executor *ex, const State *s) {
  const Object *b;
  if (ex->opt.leak == LEAK_TRACK && leak_check(s, LEAK_TRACK, s->nframes, false, &b) != LEAK_NONE)
    return "heap memory may be unreachable where the path ends abnormally (valid-memtrack undecided)";
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
  if (ex->opt.leak && (kind == ERR_ABORT || kind == ERR_ASSERTION || kind == ERR_REACH_ERROR)) {
    why = leak_at_abnormal_end(ex, s);
    /* abort() ends the program (SV-COMP's memcleanup tasks count blocks
     * still allocated there); the path keeps its kind, which is what a
     * native run shows (LeakSanitizer does not run at an abort) */
    const Object *b;
    oc.heap_left = ex->opt.leak == LEAK_CLEANUP && leak_check(s, LEAK_CLEANUP, 0, false, &b) != LEAK_NONE;
  }
  bool memerr = kind == ERR_OUT_OF_BOUNDS || kind == ERR_NULL_DEREF || kind == ERR_USE_AFTER_FREE ||
                kind == ERR_DOUBLE_FREE || kind == ERR_INVALID_FREE;
  if (ex->opt.handler_memerr_unsupported && s->exiting && memerr)
    why = "a memory error in an atexit handler: which sub-property SV-COMP counts it as is not decided";
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
  const char *why = ex->opt.leak ? leak_at_abnormal_end(ex, s) : NULL;
  if (why) exec_error(ex, s, ERR_UNSUPPORTED, "%s", why);
  else state_free(s);
}

void exec_cut(Executor *ex, State *s, const char *why) {
  if (!ex->cut_by) ex->cut_by = why;
  ex->poll = true;
  state_free(s);
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
  exec_to_sinks(ex, NULL, &oc);
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
    /* s must be the side where cond holds: swap the two states' contents
     * (the searcher's slots stay with the State objects). */
    State tmp = *s;
    *s = *c;
    *c = tmp;
    struct SearchSlot slot = s->search;
    s->search = c->search;
    c->search = slot;
  }
  search_fork(&ex->search, s, c);
  *other = c;
}

bool exec_branch(Executor *ex, State *s, Expr *cond, State **other) {
  assert(cond->width == 1);
  *other = NULL;
  if (expr_is_const(cond)) return follow_one_side(s, cond, expr_value(cond) & 1, true, other);
  /* Fault injection for the tests: SYMX_FAULT_INJECT=N fails the N-th fork. */
  if (ex->fault_at && ++ex->forks_tried == ex->fault_at) fail_path("injected fault at fork %llu", (unsigned long long)ex->fault_at);
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
    exec_check_budgets(ex);
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

/* The model's value of the symbolic v, with s split on v == it: s goes on
 * where it holds, *other (or NULL) is the state where it does not. */
static uint64_t split_on_model_value(Executor *ex, State *s, const Val *v, State **other) {
  uint64_t val = (uint64_t)expr_eval(v->e, s->model);
  Expr *c = expr_const(s->exprs, v->e->width, val);
  Expr *eq = expr_eq(v->e, c);
  bool ok = exec_branch(ex, s, eq, other);
  expr_dec(eq);
  expr_dec(c);
  if (!ok) die("the model's own value of an expression is infeasible");
  return val;
}

bool exec_concretize(Executor *ex, State *s, const Val *v, unsigned width, uint64_t *out) {
  (void)width;
  if (!v->e) {
    *out = v->v;
    return true;
  }
  State *other;
  *out = split_on_model_value(ex, s, v, &other);
  if (other) search_add(&ex->search, other); /* re-executes with another value */
  return true;
}

/* The IEEE class of the float or double bit pattern e, as an 8-bit
 * expression: 0 NaN, 1 +inf, 2 -inf, 3 +0, 4 -0, 5 positive, 6 negative.
 * Asked with FP predicates and the sign bit rather than the exponent's and
 * mantissa's bits, so that expr/fp_exact.c can decide them for a value it
 * knows (an integer, digits over a power of ten) without IEEE arithmetic. */
static Expr *fp_class(ExprTable *t, Expr *e) {
  unsigned w = e->width;
  uint64_t sb = 1ull << (w - 1), inf_bits = w == 32 ? 0x7F800000ull : 0x7FF0000000000000ull;
  Expr *k[14]; /* every temporary, released at the end */
  k[0] = expr_extract(e, w - 1, 1);
  k[1] = expr_zext(k[0], 8); /* the sign */
  k[2] = expr_fp_binary(EXPR_FUNO, e, e);
  k[3] = expr_const(t, w, sb - 1);
  k[4] = expr_binary(EXPR_AND, e, k[3]); /* fabs */
  k[5] = expr_const(t, w, inf_bits);
  k[6] = expr_fp_binary(EXPR_FOEQ, k[4], k[5]); /* an infinity */
  k[7] = expr_const(t, w, 0);
  k[8] = expr_fp_binary(EXPR_FOEQ, e, k[7]); /* a zero, either sign */
  k[9] = expr_const(t, 8, 1);
  k[10] = expr_binary(EXPR_ADD, k[9], k[1]); /* 1 + sign: an infinity */
  k[11] = expr_const(t, 8, 3);
  k[12] = expr_binary(EXPR_ADD, k[11], k[1]); /* 3 + sign: a zero */
  k[13] = expr_const(t, 8, 5);
  Expr *num = expr_binary(EXPR_ADD, k[13], k[1]); /* 5 + sign: a number */
  Expr *a = expr_ite(k[8], k[12], num), *b = expr_ite(k[6], k[10], a), *zero8 = expr_const(t, 8, 0);
  Expr *r = expr_ite(k[2], zero8, b);
  Expr *more[] = {num, a, b, zero8};
  for (size_t i = 0; i < ARRAY_LEN(more); i++) expr_dec(more[i]);
  for (size_t i = 0; i < ARRAY_LEN(k); i++) expr_dec(k[i]);
  return r;
}

bool exec_pin_fp(Executor *ex, State *s, const Val *v, unsigned width, const char *why, uint64_t *out) {
  if (!v->e || (width != 32 && width != 64) || v->e->width != width) return exec_pin(ex, s, v, width, why, out);
  Val cls = {0, fp_class(s->exprs, v->e)};
  uint64_t k;
  bool alive = exec_concretize(ex, s, &cls, 8, &k);
  expr_dec(cls.e);
  return alive && exec_pin(ex, s, v, width, why, out);
}

bool exec_pin(Executor *ex, State *s, const Val *v, unsigned width, const char *why, uint64_t *out) {
  if (!v->e) {
    *out = v->v & mask_bits(width);
    return true;
  }
  State *other;
  *out = split_on_model_value(ex, s, v, &other) & mask_bits(width);
  if (other) exec_error(ex, other, ERR_UNSUPPORTED, "%s", why);
  return true;
}
