/* exec: the executor — runs states instruction by instruction, forks them
 * where the path condition leaves a decision open, ends paths and hands them
 * to the sinks (sink.h). Builtins (builtins.c) are the functions it implements itself. */
#ifndef SYMX_EXEC_H
#define SYMX_EXEC_H

#include <signal.h>

#include "engine/coverage.h"
#include "engine/memory.h"
#include "engine/posix.h"
#include "engine/search.h"
#include "engine/sink.h"
#include "solver/solver.h"

struct Executor;

/* What a driver's hook did with the state it was given (ExecHooks). */
typedef enum HookAction {
  HOOK_GO,     /* the state runs on */
  HOOK_YIELD,  /* it goes back to the searcher */
  HOOK_TAKEN   /* the hook took it: ended it (exec_cut) or merged it into a waiting state */
} HookAction;

/* A driver's hooks into the interpreter (ExecOptions.hooks), for techniques
 * that follow the program's structure (symx bmc: loop unwinding, state
 * merging at join points). The interpreter loop is compiled with and without
 * them (exec.c), so a run without them pays nothing. */
typedef struct ExecHooks {
  void *ctx;
  /* s's top frame jumped (br, jmp, switch) from instruction `from` to its pc. */
  HookAction (*jump)(void *ctx, struct Executor *ex, State *s, uint32_t from);
  /* s is about to call the defined function callee (no frame pushed yet);
   * HOOK_YIELD counts as HOOK_GO. */
  HookAction (*call)(void *ctx, struct Executor *ex, State *s, const IrFunction *callee);
  /* s's top frame is about to run an instruction of another source line
   * than the one before it (observes only; optional). */
  void (*line)(void *ctx, struct Executor *ex, State *s);
  /* s's top frame is about to return from instruction `in` (RET; its frame
   * not popped yet); HOOK_YIELD counts as HOOK_GO (optional: symx bmc's
   * recursion summaries check a postcondition there). */
  HookAction (*ret)(void *ctx, struct Executor *ex, State *s, const IrInst *in);
} ExecHooks;

/* State subsumption at loop headers (engine/subsume.h). */
typedef enum SubsumeMode { SUBSUME_OFF, SUBSUME_EXACT, SUBSUME_ABSTRACT } SubsumeMode;

/* --halted-tests: which states still waiting when a budget or an interrupt
 * stops the run get a test of their path so far (exec_halted_tests). */
typedef enum HaltedTests { HALTED_NONE, HALTED_NEW, HALTED_ALL } HaltedTests;

typedef struct ExecOptions {
  double max_time;          /* seconds; <= 0: none */
  double max_solver_time;   /* per query */
  uint64_t max_instructions;
  bool check_overflow;
  SearchKind search;
  const SearcherOps *searcher; /* a strategy of the driver's own; NULL: `search` */
  const MemoryOps *memory;  /* a memory model of the driver's own (memory.h); NULL: the default */
  const uint64_t *ptr_params; /* symx verify: per function, a bit per pointer parameter (predicates) */
  bool leak_permissions;    /* symx verify --leak-check: permissions left over at F's return are errors */
  PosixConfig posix;        /* --sym-args, --sym-stdin; sv-comp's uninitialised memory */
  uint64_t seed;
  uint32_t max_depth;       /* forks along one path; 0: none */
  uint64_t max_tests;       /* 0: none */
  bool only_new_tests;      /* --only-new-tests: a path that ends without error and covered
                               nothing new (State.covered_new) gets no test */
  HaltedTests halted_tests; /* tests of the paths a budget cut (symx run: HALTED_NEW, the
                               states that covered something new); HALTED_NONE for drivers */
  bool stop_on_error;       /* stop at the first bug found */
  double max_memory_mb;     /* resident memory; <= 0: none */
  bool progress;            /* status line on stderr */
  const char *goal;         /* a function (Test-Comp coverage-error: reach_error): the
                               run stops once a test of a path that called it is written */
  FILE *query_log;          /* --log-queries: SMT-LIB 2 of every Z3 query; NULL: none */
  double start;             /* util_now() when the run began (compilation included); 0: at exec_run */
  int leak;                 /* LeakMode (leak.h): sv-comp valid-memtrack / valid-memcleanup */
  bool freed_cmp;           /* sv-comp: comparing a freed block's address with another block's is
                               unsupported (natively the allocator may reuse it) */
  bool handler_memerr_unsupported; /* sv-comp valid-memsafety: a memory error inside an atexit
                               handler ends the path as unsupported (README, SV-COMP: the tasks
                               expect another sub-property there than C's order of events gives) */
  bool (*stop_on)(const Outcome *oc); /* the run stops after a path that ended so, with a test */
  uint32_t max_heap;        /* lazy initialisation (lazy.h): objects per path; 0: none */
  uint32_t lazy_array;      /* elements of an array a pointer input gets (its length is symbolic) */
  const bool *ret_signed;   /* symx verify: per function index, whether its result is a signed
                               integer (symx_result() sign-extends it); NULL: none is */
  bool external_calls;      /* --external-calls=concrete: a C library function symx has no model
                               of runs natively (external.c); false: its call is unsupported */
  const ExecHooks *hooks;   /* a driver's hooks (symx bmc); NULL: none */
  SubsumeMode subsumption;  /* --subsumption: drop states subsumed at loop headers (not with
                               a driver's own hooks) */
} ExecOptions;

typedef struct RunStats {
  bool complete;
  const char *stopped_by;   /* budget or signal that ended the run, or NULL */
  uint64_t instructions;
  uint64_t forks;
  uint64_t queries, queries_trivial, queries_order, queries_cached, queries_cex, queries_z3;
  double solver_time;
  double time_s;
  size_t peak_rss;
  size_t max_states;        /* most states waiting at once */
  uint32_t lines_covered, lines_total;       /* the program's own source lines */
  uint32_t branches_covered, branches_total; /* its branch edges */
  const char *goal;         /* ExecOptions.goal, or NULL */
  uint32_t goal_test;       /* the first test reaching it (0: none) */
  bool uninit_skipped;      /* posix.symbolic_uninit: an object stayed zeroed (too large) */
  uint64_t native_calls;    /* calls run natively (ExecOptions.external_calls) */
  uint32_t selects_folded;  /* the program's own if/else shapes run as selects (IrFunction) */
  uint64_t subsumed;        /* states dropped at a loop header: truly subsumed (subsume.h) */
  uint64_t abstract_subsumed; /* ... subsumed after the list abstraction (the run is incomplete) */
  uint64_t subsume_checks, subsume_stored; /* states compared at loop headers; shapes stored */
  uint64_t subsume_undecided; /* comparisons whose implication the solver did not decide */
  uint64_t subsume_by_list, subsume_by_array; /* abstract drops that compared list summaries, arrays as cells */
  uint64_t subsume_splits;  /* index registers made concrete for the array abstraction */
  uint64_t subsume_at_calls; /* drops at calls of recursive functions */
} RunStats;

typedef struct Executor {
  const IrModule *mod;
  ExprTable *exprs;         /* the run's expressions; created and freed with the engine */
  const Val **consts;       /* per function index: its constants in `exprs` (exec_consts) */
  AddrLayout layout;        /* the module's, to which this run adds its stack and heap objects */
  ExecOptions opt;
  Solver *solver;
  Searcher search;
  const MemoryOps *memory;  /* the run's memory model: opt.memory or mem_model_flat */
  TestSink *const *sinks;   /* NULL-terminated */
  uint32_t ntests;          /* tests handed to the sinks so far */
  uint64_t paths;           /* paths ended */
  uint64_t error_paths;     /* of them, ended in an error other than unsupported */
  State *initial;           /* globals installed; shared by every path */
  uint64_t instructions;
  uint64_t forks;
  double start;
  const char *stopped_by;   /* NULL while running to completion */
  bool incomplete;          /* a path was cut or unsupported */
  bool poll;                /* something slow happened: check budgets now */
  uint64_t fault_at, forks_tried; /* fault injection (SYMX_FAULT_INJECT) */
  uint64_t **hits;          /* per function index: execution count per instruction */
  uint8_t **edges;          /* per function index: branch edges taken (see cov_branches) */
  Coverage cov;
  const char *cut_by;       /* a budget that dropped paths or forks (max-depth ...) */
  double next_mem_check, next_progress;
  bool progress_shown;
  bool no_fork;             /* --max-memory reached: paths follow one side of each branch */
  const IrFunction *goal_fn; /* opt.goal in the module, or NULL */
  uint32_t goal_test;       /* the first test whose path called goal_fn (0: none yet) */
  int failures;             /* internal failures recovered (engine_step) */
  struct sigaction old_segv, old_bus; /* the handlers engine_new replaced */
  bool uninit_skipped;      /* an object too large to be made symbolic stayed zeroed */
  uint64_t native_calls;    /* external functions run natively (external.c) */
  bool native_pinned;       /* one of their arguments was pinned to one value (said once) */
  struct Math32 *math32;    /* ILP32: the helper running i386's libm (math32.h), or NULL */
  struct Subsumer *subsume; /* opt.subsumption's store of shapes (subsume.h), or NULL */
  ExecHooks subsume_hooks;  /* its jump hook, opt.hooks when it is on */
  uint64_t subsumed, abstract_subsumed; /* states it dropped */
} Executor;

extern volatile sig_atomic_t exec_interrupted;

/* ---- Drivers ------------------------------------------------------------------
 * A driver (symx run, symx sv-comp, ...) makes its sinks and asks the engine
 * to explore mod's main: every ended path goes to each of `sinks` (a
 * NULL-terminated array), in order. engine_new sets the run up (the initial
 * state waits in the searcher); engine_step runs the next waiting state until
 * its path ends or it goes back to the searcher, and returns false once the
 * run is over (nothing waits, or a budget or signal stopped it);
 * engine_finish gives the run's statistics, calls each sink's run_ended, and
 * frees the engine. exec_run is the three in a row. */
Executor *engine_new(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks);
bool engine_step(Executor *ex);
void engine_finish(Executor *ex, RunStats *st);
void exec_run(const IrModule *mod, const ExecOptions *opt, TestSink *const *sinks, RunStats *st);

/* ---- Used by builtins.c ---------------------------------------------------- */

/* fn's constant registers with their expressions in ex->exprs. */
static inline const Val *exec_consts(const Executor *ex, const IrFunction *fn) {
  return ex->consts[fn->index];
}

/* Ends the path of s with an error at the current instruction (frees s). */
void exec_error(Executor *ex, State *s, ErrorKind kind, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Ends the path of s normally with exit code `code` (frees s). */
void exec_exit(Executor *ex, State *s, int64_t code);
/* Ends the path silently: no test (a false assumption). Frees s. */
void exec_silent(Executor *ex, State *s);
/* Cuts the path of s short (frees s, no test): the run is incomplete, and
 * `why` (static) is what stopped it unless something else did first. */
void exec_cut(Executor *ex, State *s, const char *why);
/* The program's own source location s is at (model frames skipped). */
void exec_location(Executor *ex, State *s, const char **file, uint32_t *line);
/* Splits s on cond. When cond can hold, returns true and s continues where
 * it holds; *other is then the state where it does not (NULL if that side is
 * infeasible, or when the solver could not decide it — that side is then
 * recorded as unsupported). When cond cannot hold, returns false and
 * *other == s. The new state, if any, sits at the same instruction as s. */
bool exec_branch(Executor *ex, State *s, Expr *cond, State **other);
/* A new input of n bytes named `name`, recorded in s (and *out), as an
 * n*8-bit value (new reference). */
Expr *exec_fresh_input(State *s, const char *name, unsigned n, Array **out);
/* A concrete value of v for s: when v can take several values, s is split and
 * continues with v == the model's value, while a copy that excludes it is
 * queued to re-execute the current instruction. Returns false if s ended. */
bool exec_concretize(Executor *ex, State *s, const Val *v, unsigned width, uint64_t *out);
/* A concrete value of v for s, where symx can go on with one value only (a
 * libm function run natively, a symbolic double that sprintf prints): s
 * continues with v == the model's value, and when v could take another
 * value, a copy that excludes it ends at once as `unsupported` (message
 * `why`, with its test), so the run is incomplete. Returns false if s ended. */
bool exec_pin(Executor *ex, State *s, const Val *v, unsigned width, const char *why, uint64_t *out);
/* exec_pin for a float or double bit pattern (width 32 or 64): s is first
 * split on the value's IEEE class (NaN, +-inf, +-0, positive, negative), as
 * exec_concretize splits, so each class goes on with a value of its own. */
bool exec_pin_fp(Executor *ex, State *s, const Val *v, unsigned width, const char *why, uint64_t *out);

/* The run's memory model (memory.h): every access, allocation and free of
 * the program's off the interpreter's fast path goes through these. */

/* Resolves a pointer for an access of n bytes: the object and the offset
 * (concrete in *off, or symbolic in *soff as a new reference). Forks error
 * paths for the out-of-bounds cases. Returns NULL when s has ended. */
static inline Object *exec_resolve(Executor *ex, State *s, const Val *ptr, uint64_t n, bool write,
                                   uint64_t *off, Expr **soff) {
  return ex->memory->resolve(ex, s, ptr, n, write, off, soff);
}
/* Reads / writes n bytes (width bits) of a resolved object at off, or at
 * soff when not NULL (borrowed). */
static inline Val exec_read(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
                            unsigned width) {
  return ex->memory->read(ex, s, o, off, soff, n, width);
}
static inline void exec_write(Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
                              unsigned width, const Val *v) {
  ex->memory->write(ex, s, o, off, soff, n, width, v);
}
/* A new zero-filled object; NULL when there is no room for one. */
static inline Object *exec_alloc(Executor *ex, State *s, uint64_t size, ObjKind kind) {
  return ex->memory->alloc(ex, s, size, kind);
}
/* Frees the live heap object `id` (the program's free, checked by the caller). */
static inline void exec_free(Executor *ex, State *s, uint32_t id) { ex->memory->free(ex, s, id); }

/* The function a function pointer points to (concretised); NULL when s has
 * ended (an invalid pointer ends it with an error). */
const IrFunction *exec_function_at(Executor *ex, State *s, const Val *ptr);
/* Reads a NUL-terminated concrete string (for names); NULL if not concrete. */
char *exec_read_cstring(Executor *ex, State *s, uint64_t addr);

/* Runs the builtin `callee` for the CALL instruction `in` of the top frame.
 * Returns false when s has ended (or was replaced by forks). */
bool builtin_call(Executor *ex, State *s, const IrFunction *callee, const IrInst *in);

#endif
