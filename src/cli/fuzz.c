/* fuzz: `symx fuzz`, SAGE's generational search (Godefroid, Levin, Molnar,
 * "Automated whitebox fuzz testing", NDSS 2008; seed 004) over a program
 * compiled by `symx cc`.
 *
 *   GenerateInputs(seed): seed.bound = 0; Run&Check(seed); worklist = {seed}
 *     (the seeds: --seeds, the all-zero input, the filler: add_seeds)
 *   while worklist: input = the best scored (pick_input); for each child of
 *     ExpandExecution(input): Run&Check(child), Score(child), add it
 *   ExpandExecution(input): its path constraint PC (one run of the
 *     instrumented program); for j = input.bound .. |PC|-1, if
 *     PC[0..j) ∧ ¬PC[j] has a model M, a child = input with M's bytes,
 *     child.bound = j + 1
 *
 * (SAGE gives the child bound j, whose expansion negates PC[j] again and
 * finds its parent: j + 1 skips that duplicate.) An input whose run
 * covered new edges is expanded from 0, its bound aside, and a run of a
 * path run before that covered nothing new is not expanded (expand_best).
 * An input is a byte stream that the program's inputs take in order
 * (runtime/concolic/runtime.c); streams equal up to trailing zero bytes are
 * the same input, run once. The expansion is solved by the program's own
 * runtime at its exit, with symx's solver; a child whose symbolic branches
 * do not start with the parent's prefix and the negated branch is a
 * divergence (counted). Score: the new branch edges a run covers, then the
 * new (edge, hit-count class) pairs. Among the inputs with no score, two
 * picks of three take the one with the most open frontier sides (sides on
 * its path, from its bound, whose other side no run took and that fewer
 * than FUZZ_TRIES expansions negated), else the newest; the third takes
 * the oldest (pick_input). Every input with new coverage and
 * every crash becomes a test in symx's formats, with the outcome a native
 * ASan/UBSan build shows (cli/replay.c's probe), so `symx replay` runs it
 * as predicted. */
#include <dirent.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/proc.h"
#include "cc/cc.h"
#include "concolic/hooks.h"
#include "cli/fuzz.h"
#include "cli/fuzz_engine.h"
#include "cli/replay.h"
#include "engine/state.h"
#include "front/map.h"
#include "out/out.h"

typedef VEC(uint8_t) Bytes;

typedef struct FuzzInput {
  Bytes bytes;
  uint32_t bound;     /* the first branch its expansion negates */
  uint32_t gen;       /* generation: the seed's is 0 */
  uint32_t score;     /* new edges its run covered */
  uint32_t novel;     /* new (edge, hit-count bucket) pairs its run covered */
  uint64_t order;     /* when it was made (ties: older first) */
  uint32_t size;      /* bytes of standard input or the file (--stdin, --file) */
  /* its frontier: the branch sides (site << 1 | taken) on its path, from
   * its bound on, whose other side no run's path had when it ran (at most
   * FUZZ_FRONTIER, each once); `open`: how many are still open, as of
   * F->epoch == `stamp` (frontier_open) */
  VEC(uint64_t) frontier;
  uint32_t open;
  uint64_t stamp;
} FuzzInput;

enum { FUZZ_FRONTIER = 64 };

/* Coverage at a time of the search (summary.json's fuzz.coverage_over_time). */
typedef struct CoveragePoint {
  double s;           /* seconds since the start */
  uint64_t execs;     /* executions so far */
  uint32_t edges, lines;
} CoveragePoint;

typedef struct RunInput {
  char *name;
  uint32_t size;
  uint64_t offset;
  Bytes bytes;        /* as the run used them (may differ from the stream: ranges, bools) */
} RunInput;

/* What one run of the instrumented program reported. */
typedef struct RunReport {
  VEC(RunInput) inputs;
  VEC(uint64_t) branches;   /* site << 1 | taken */
  VEC(uint32_t) cov;        /* edge << 8 | times taken (at most 255) */
  VEC(uint32_t) blocks;     /* the blocks that ran */
  VEC(char *) children;     /* by branch index; NULL: none */
  uint64_t concretised, imprecise, solved, unsat, unknown, skipped, edges;
  bool ended, assume_failed, timed_out;
  bool at_end;              /* a read of stdin or the file met its end ... */
  uint64_t end_branch;      /* ... after this many symbolic branches */
  int status;               /* wait status */
} RunReport;

/* The program's fork servers: one for the runs, one for the runs that
 * expand, which alone holds a Z3 context (run_served). */
enum { FUZZ_SERVER_RUNS, FUZZ_SERVER_EXPAND, FUZZ_SERVERS };

typedef struct Fuzz {
  const char *const *files;
  int nfiles;
  const char *const *cflags;
  int ncflags;
  const char *seeds;
  double max_time, exec_timeout;
  int input_from;           /* FUZZ_FROM_*: the input API only, or also stdin or a file */
  uint32_t input_size;      /* stdin's or the file's bytes at first, for SYMX_CC_STDIN / SYMX_CC_FILE */
  uint32_t max_size;        /* ... at most: more than input_size when they grow */
  uint64_t grown;           /* inputs made longer */
  uint64_t stream_bytes;    /* the most bytes of the stream a run's inputs took */
  char tmp[PATH_MAX];        /* the program, its line table */
  char runs[PATH_MAX];       /* each run's files (util_scratch_dir: in memory where it can) */
  char prog[PATH_MAX + 16];
  Output out;
  ReplayProbe *probe;
  ExprTable *tab;           /* the tests' input arrays */
  uint8_t cov[SYMX_CC_COV_SIZE];
  uint8_t buckets[SYMX_CC_COV_SIZE]; /* each edge's hit-count buckets seen (bucket_bit) */
  /* line coverage: block K's lines are block_lines[block_start[K] ..
   * block_start[K + 1]), numbers of the program's distinct lines */
  VEC(uint32_t) block_start, block_lines;
  uint32_t nlines, lines_covered;
  uint8_t *line_cov;
  uint32_t edges, edges_total;  /* branch edges covered, and the program's */
  Map seen;                 /* hashes of the inputs run */
  Map paths;                /* hashes of the runs' paths (never one expanded twice) */
  /* how many runs' paths each symbolic branch side (site << 1 | taken) lay
   * on, and the run that counted it last (--prune, and the frontiers);
   * epoch: changes when a side is first seen or reaches FUZZ_TRIES tries,
   * which may close frontiers (frontier_open) */
  uint32_t prune;
  Map side_runs, side_stamp;
  uint64_t epoch;
  Map side_tries;           /* expansions that negated each side (frontier_open) */
  Map side_occ;             /* (side, occurrence class) pairs seen (novel_sides) */
  uint64_t zero_picks, frontier_picks; /* expansions of inputs with no new coverage, by the frontier */
  /* picks while some input has something new (FUZZ_STEP_EVERY), and those that took the newest */
  uint64_t picks, newest_picks;
  uint64_t pruned, duplicate_paths;
  VEC(FuzzInput) work;
  /* coverage over time: a point when a run covered new edges or lines
   * (the last of each FUZZ_POINT_GAP seconds) */
  VEC(CoveragePoint) points;
  uint64_t made, execs, generations, divergences, duplicates, crashes, unclassified, concretised,
      imprecise, solver_unknown, solver_skipped, sanitizer_errors, timeouts;
  bool sanitize_all;        /* every input is run natively under ASan/UBSan, not only new ones */
  ProcServer server[FUZZ_SERVERS]; /* the program as fork servers (run_served) */
  bool use_server;          /* not --no-fork-server, and it has not failed */
  uint64_t started, server_failures; /* processes started (servers and programs); servers lost */
  uint64_t expansions, probes;
  /* wall time in runs of the instrumented program (expansions apart: the
   * run, then its solving) and in the native ASan/UBSan runs */
  double time_run, time_expand, time_probe;
  double start, next_progress;
  bool progress, progress_shown;
  /* symx run's engine in bursts while the search stalls (fuzz_engine.h) */
  bool use_engine;
  FuzzEngine engine;
  double last_new;          /* when a run last covered a new edge or line */
  uint64_t engine_new;      /* the engine's tests that covered something new here */
} Fuzz;

static volatile sig_atomic_t fuzz_interrupted;
static void on_interrupt(int sig) {
  (void)sig;
  fuzz_interrupted = 1;
}

/* ---- Inputs --------------------------------------------------------------------- */

/* Seconds left of --max-time (DBL_MAX without one). */
static double time_left(const Fuzz *F) {
  return F->max_time > 0 ? F->start + F->max_time - util_now() : DBL_MAX;
}

static void trim(Bytes *b) {
  while (b->len && !b->data[b->len - 1]) b->len--;
}

static uint64_t input_hash(const Bytes *b, uint32_t size) {
  return hash_mix(hash_mix(hash_bytes(b->data ? b->data : (const uint8_t *)"", b->len), b->len), size);
}

/* Whether the hash h is in the set m already; records it. */
static bool recorded(Map *m, uint64_t h) {
  h |= 1; /* the map's keys are not 0 */
  if (map_find(m, h)) return true;
  map_put(m, h, 1);
  return false;
}

/* Whether b, with `size` bytes of stdin or the file, was run already;
 * records it. */
static bool seen_before(Fuzz *F, const Bytes *b, uint32_t size) { return recorded(&F->seen, input_hash(b, size)); }

static bool read_bytes(const char *path, Bytes *b) {
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  uint8_t buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, f)) > 0;)
    for (size_t i = 0; i < n; i++) VEC_PUSH(*b, buf[i]);
  fclose(f);
  return true;
}

static bool write_bytes(const char *path, const Bytes *b) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(b->data ? b->data : (const uint8_t *)"", 1, b->len, f) == b->len;
  return fclose(f) == 0 && ok;
}

/* ---- Runs ------------------------------------------------------------------------ */

static void report_free(RunReport *r) {
  for (size_t i = 0; i < r->inputs.len; i++) {
    xstrfree(r->inputs.data[i].name);
    VEC_FREE(r->inputs.data[i].bytes);
  }
  VEC_FREE(r->inputs);
  VEC_FREE(r->branches);
  VEC_FREE(r->cov);
  VEC_FREE(r->blocks);
  for (size_t i = 0; i < r->children.len; i++)
    if (r->children.data[i]) xstrfree(r->children.data[i]);
  VEC_FREE(r->children);
  memset(r, 0, sizeof *r);
}

static int hexval(char c) {
  return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static void parse_input_line(RunReport *r, const char *s, const Bytes *stream) {
  unsigned long long off;
  unsigned size;
  int pos = 0;
  char hex[2100];
  if (sscanf(s, "%llu %u %2099s %n", &off, &size, hex, &pos) < 3 || !pos) return;
  RunInput in = {0};
  in.offset = off;
  in.size = size;
  char *nl = strchr(s + pos, '\n');
  in.name = xstrdup(s + pos);
  if (nl) in.name[nl - (s + pos)] = 0;
  for (uint32_t i = 0; i < size; i++) {
    uint8_t v = 0;
    if (hex[0] != '-' && 2 * i + 1 < strlen(hex)) v = (uint8_t)(hexval(hex[2 * i]) << 4 | hexval(hex[2 * i + 1]));
    else if (hex[0] == '-' && off + i < stream->len) v = stream->data[off + i];
    VEC_PUSH(in.bytes, v);
  }
  VEC_PUSH(r->inputs, in);
}

static void parse_report(RunReport *r, const char *path, const Bytes *stream) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[4400];
  while (fgets(line, sizeof line, f)) {
    unsigned long long a, b;
    char name[64], cpath[PATH_MAX];
    if (!strncmp(line, "input ", 6)) {
      parse_input_line(r, line + 6, stream);
    } else if (sscanf(line, "branch %llu %llu", &a, &b) == 2) {
      VEC_PUSH(r->branches, a << 1 | (b & 1));
    } else if (sscanf(line, "blk %llu", &a) == 1) {
      VEC_PUSH(r->blocks, (uint32_t)a);
    } else if (sscanf(line, "cov %llu %llu", &a, &b) == 2) {
      VEC_PUSH(r->cov, (uint32_t)(a << 8 | (b > 255 ? 255 : b)));
    } else if (sscanf(line, "child %llu %4095s", &a, cpath) == 2) {
      while (r->children.len <= a) VEC_PUSH(r->children, NULL);
      r->children.data[a] = xstrdup(cpath);
    } else if (sscanf(line, "stat %63s %llu", name, &a) == 2) {
      if (!strcmp(name, "concretisations")) r->concretised = a;
      else if (!strcmp(name, "imprecise")) r->imprecise = a;
      else if (!strcmp(name, "solved")) r->solved = a;
      else if (!strcmp(name, "unsat")) r->unsat = a;
      else if (!strcmp(name, "unknown")) r->unknown = a;
      else if (!strcmp(name, "skipped")) r->skipped = a;
      else if (!strcmp(name, "edges")) r->edges = a;
      else if (!strcmp(name, "at_end")) r->at_end = true, r->end_branch = a;
    } else if (!strncmp(line, "end ", 4)) {
      r->ended = true;
      r->assume_failed = !strncmp(line, "end assume", 10);
    }
  }
  fclose(f);
}

/* The scratch files of a run: its input, its report, its children. */
static void run_paths(const Fuzz *F, char *input, char *rep, char *kids, size_t n) {
  snprintf(input, n, "%s/input.bin", F->runs);
  snprintf(rep, n, "%s/report.txt", F->runs);
  snprintf(kids, n, "%s/children", F->runs);
}

/* One run through a fork server (started at its first run): its wait
 * status; false when the server failed (it is started again next time, and
 * after 3 failures runs start their own processes). The runs that expand
 * go to a server of their own, which made the expansion's Z3 context before
 * its first fork (SYMX_CC_SERVER=2, runtime/concolic/server.c): the other
 * runs' server has none, since a fork copies the page tables of the
 * context's 17 MB and the run's exit unmaps them (runs of cJSON's harness
 * took 2.0 ms with it and 1.1 ms without). */
static bool run_served(Fuzz *F, uint32_t size, long expand_from, double solve, double wait, RunReport *r) {
  char input[PATH_MAX + 32], rep[PATH_MAX + 32], kids[PATH_MAX + 32];
  run_paths(F, input, rep, kids, sizeof input);
  ProcServer *server = &F->server[expand_from >= 0 ? FUZZ_SERVER_EXPAND : FUZZ_SERVER_RUNS];
  if (!server->pid) {
    char sz[32];
    snprintf(sz, sizeof sz, "%u", F->input_size); /* each request gives the run's own */
    char *env[] = {"SYMX_CC_SERVER", expand_from >= 0 ? "2" : "1", "SYMX_CC_INPUT", input, "SYMX_CC_OUT", rep,
                   "SYMX_CC_CHILDREN", kids, "SYMX_CC_STDIN", F->input_from == FUZZ_FROM_STDIN ? sz : "",
                   "SYMX_CC_FILE", F->input_from == FUZZ_FROM_FILE ? sz : "", NULL};
    char *argv[] = {F->prog, F->input_from == FUZZ_FROM_FILE ? "A" : NULL, NULL};
    ProcSpec ps = {F->prog, argv, true, NULL, NULL, env, 0};
    F->started++;
    if (!proc_server_start(server, &ps, "symx fuzz")) return false;
  }
  char req[96], ans[64];
  snprintf(req, sizeof req, "%ld %.3f %.3f %u\n", expand_from, solve > 0.01 ? solve : 0.01, wait,
           F->input_from ? size : 0);
  bool stopped = false;
  int st, to;
  if (proc_server_ask(server, req, ans, sizeof ans, util_now() + wait + 5, &fuzz_interrupted, &stopped) &&
      sscanf(ans, "%d %d", &st, &to) == 2) {
    r->status = st;
    r->timed_out = to != 0;
    return true;
  }
  if (stopped) { /* interrupted (or the server did not answer in time) */
    r->status = -1;
    r->timed_out = true;
    return true;
  }
  proc_server_stop(server);
  if (++F->server_failures >= 3) F->use_server = false;
  return false;
}

/* The run in a process of its own. */
static void run_spawned(Fuzz *F, uint32_t size, long expand_from, double solve, double wait, RunReport *r) {
  char input[PATH_MAX + 32], rep[PATH_MAX + 32], kids[PATH_MAX + 32], bound[32], budget[32], sz[32];
  snprintf(sz, sizeof sz, "%u", size);
  run_paths(F, input, rep, kids, sizeof input);
  snprintf(budget, sizeof budget, "%.3f", solve > 0.01 ? solve : 0.01);
  snprintf(bound, sizeof bound, "%ld", expand_from);
  char *env[] = {"SYMX_CC_INPUT", input, "SYMX_CC_OUT", rep, "SYMX_CC_EXPAND", expand_from >= 0 ? bound : "",
                 "SYMX_CC_CHILDREN", expand_from >= 0 ? kids : "", "SYMX_CC_EXPAND_S", budget,
                 "SYMX_CC_STDIN", F->input_from == FUZZ_FROM_STDIN ? sz : "",
                 "SYMX_CC_FILE", F->input_from == FUZZ_FROM_FILE ? sz : "", NULL};
  /* --file: the program opens argv[1], "A" (runtime/concolic/io.c) */
  char *argv[] = {F->prog, F->input_from == FUZZ_FROM_FILE ? "A" : NULL, NULL};
  ProcSpec ps = {F->prog, argv, true, NULL, NULL, env, 0};
  pid_t pid = proc_spawn(&ps, "symx fuzz");
  F->started++;
  if (pid <= 0) {
    r->status = -1;
    return;
  }
  bool stopped = false;
  r->status = proc_wait(pid, util_now() + wait, &fuzz_interrupted, &stopped);
  r->timed_out = stopped;
}

/* Runs the instrumented program on `in` (with `size` bytes of stdin or the
 * file); with expand_from >= 0, it also writes the children of its
 * expansion from that branch on. */
static void run_program(Fuzz *F, const Bytes *in, uint32_t size, long expand_from, RunReport *r) {
  memset(r, 0, sizeof *r);
  char input[PATH_MAX + 32], rep[PATH_MAX + 32], kids[PATH_MAX + 32];
  run_paths(F, input, rep, kids, sizeof input);
  /* an expansion solves for at most the execution time limit (and not past
   * --max-time); the run may take that long on top of its own */
  double solve = F->exec_timeout, wait = F->exec_timeout;
  if (time_left(F) < solve) solve = time_left(F);
  if (expand_from >= 0) wait += (solve > 0 ? solve : 0) + 5;
  write_bytes(input, in);
  unlink(rep);
  if (expand_from >= 0) {
    util_remove_tree(kids);
    mkdir(kids, 0700);
  }
  F->execs++;
  double t0 = util_now();
  if (!F->use_server || !run_served(F, size, expand_from, solve, wait, r))
    run_spawned(F, size, expand_from, solve, wait, r);
  *(expand_from >= 0 ? &F->time_expand : &F->time_run) += util_now() - t0;
  parse_report(r, rep, in);
  F->concretised += r->concretised;
  F->imprecise += r->imprecise;
  F->solver_unknown += r->unknown;
  F->solver_skipped += r->skipped;
}

/* Whether r's path (its symbolic branches, with `size` bytes of stdin or
 * the file) was a run's before; records it. SAGE's bounds make each
 * child's prefix once, but an input expanded from before its bound
 * (expand_best) may make a child of a path run before. */
static bool same_path(Fuzz *F, const RunReport *r, uint32_t size) {
  const uint64_t *b = r->branches.data;
  uint64_t h = hash_mix(hash_bytes(b ? (const uint8_t *)b : (const uint8_t *)"", r->branches.len * sizeof *b),
                        ((uint64_t)r->branches.len << 32) | size);
  return recorded(&F->paths, h);
}

/* Counts the sides of r's symbolic branches, once per run. */
static void count_sides(Fuzz *F, const RunReport *r) {
  uint32_t stamp = (uint32_t)F->execs;
  for (size_t i = 0; i < r->branches.len; i++) {
    uint64_t key = r->branches.data[i] + 1; /* the maps' keys are not 0 */
    uint32_t *last = map_find(&F->side_stamp, key), *n = map_find(&F->side_runs, key);
    if (last && *last == stamp) continue;
    map_put(&F->side_stamp, key, stamp);
    map_put(&F->side_runs, key, n ? *n + 1 : 1);
    if (!n) F->epoch++;
  }
}

static bool side_seen(const Fuzz *F, uint64_t side) { return map_find(&F->side_runs, side + 1) != NULL; }

/* The frontier of input `in` whose run was r (after count_sides): the
 * sides from `from` on whose other side no run has taken, so that its
 * expansion may negate them into code no run reached. */
static void set_frontier(const Fuzz *F, FuzzInput *in, const RunReport *r, size_t from) {
  for (size_t i = from; i < r->branches.len && in->frontier.len < FUZZ_FRONTIER; i++) {
    uint64_t side = r->branches.data[i];
    bool dup = side_seen(F, side ^ 1);
    for (size_t k = 0; !dup && k < in->frontier.len; k++) dup = in->frontier.data[k] == side;
    if (!dup) VEC_PUSH(in->frontier, side);
  }
  in->stamp = F->epoch - 1; /* frontier_open counts */
}

/* How many sides of in's frontier are still open: their other side still
 * untaken, and negated by fewer than FUZZ_TRIES expansions (a side whose
 * negation was unsatisfiable or led elsewhere that often is probably
 * infeasible there). Recomputed when F->epoch changed (lazily: an input
 * whose frontier closed sinks), and the closed sides are dropped. */
enum { FUZZ_TRIES = 4 };
static uint32_t frontier_open(Fuzz *F, FuzzInput *in) {
  if (in->stamp == F->epoch) return in->open;
  size_t n = 0;
  for (size_t k = 0; k < in->frontier.len; k++) {
    uint64_t side = in->frontier.data[k];
    if (side_seen(F, side ^ 1)) continue;
    in->frontier.data[n++] = side;
  }
  in->frontier.len = n;
  if (!n) VEC_FREE(in->frontier); /* a closed frontier keeps no memory */
  uint32_t open = 0;
  for (size_t k = 0; k < n; k++) {
    uint32_t *t = map_find(&F->side_tries, in->frontier.data[k] + 1);
    open += !t || *t < FUZZ_TRIES;
  }
  in->open = open;
  in->stamp = F->epoch;
  return open;
}

/* SAGE-style pruning: whether the side a child would take at its negated
 * branch (`side`: site << 1 | taken) lay on --prune runs' paths already. */
static bool pruned(Fuzz *F, uint64_t side) {
  if (!F->prune) return false;
  uint32_t *n = map_find(&F->side_runs, side + 1);
  return n && *n >= F->prune;
}

static bool crashed(const RunReport *r) { return !r->timed_out && r->status != -1 && WIFSIGNALED(r->status); }

/* AFL's classes of an edge's hit count (Zalewski, afl's technical
 * details): 1, 2, 3, 4-7, 8-15, 16-31, 32-127, 128 and more, a bit each. */
static uint8_t bucket_bit(uint32_t hits) {
  return hits <= 3 ? (uint8_t)(1u << (hits - 1)) : hits <= 7 ? 8 : hits <= 15 ? 16 : hits <= 31 ? 32 : hits <= 127 ? 64 : 128;
}

/* A point of coverage over time, now (summary.json's fuzz.coverage_over_time). */
#define FUZZ_POINT_GAP 0.1
static void add_point(Fuzz *F) {
  CoveragePoint p = {util_now() - F->start, F->execs, F->edges, F->lines_covered};
  F->last_new = util_now();
  if (F->points.len && (long)(p.s / FUZZ_POINT_GAP) == (long)(F->points.data[F->points.len - 1].s / FUZZ_POINT_GAP))
    F->points.data[F->points.len - 1] = p;
  else
    VEC_PUSH(F->points, p);
}

/* New (side, occurrence class) pairs of r's path: the side a symbolic
 * branch site took the k-th time it was met on the path, k in
 * bucket_bit's classes. A parser's comparison meets a further byte of the
 * input each time; the first run whose comparison there goes another way
 * is a step towards the code behind it though it covers no new edge (of
 * "[8,5" + a byte, "[8,5!" is the step between "[8,5" and "[8,5]": its
 * ',' test fails on its second time, new unless a nested array's did). */
static uint32_t novel_sides(Fuzz *F, const RunReport *r) {
  Map times = {0};
  uint32_t n = 0;
  for (size_t i = 0; i < r->branches.len; i++) {
    uint64_t side = r->branches.data[i], site = side >> 1;
    uint32_t *t = map_find(&times, site + 1), k = t ? *t + 1 : 1;
    map_put(&times, site + 1, k);
    n += !recorded(&F->side_occ, (side << 8 | bucket_bit(k)) << 1);
  }
  map_free(&times);
  return n;
}

/* New edges of r's coverage, added to the run's; *novel: the new (edge,
 * hit-count bucket) pairs, which tell a run that took a loop's known edges
 * more often than any run before (seed 004's search sees no new edge on
 * the way to an input that needs many steps: five tokens, eight
 * brackets). */
static uint32_t score(Fuzz *F, const RunReport *r, uint32_t *novel) {
  uint32_t n = 0;
  *novel = 0;
  for (size_t i = 0; i < r->cov.len; i++) {
    uint32_t e = r->cov.data[i] >> 8, hits = r->cov.data[i] & 255;
    if (e >= SYMX_CC_COV_SIZE || !hits) continue;
    if (!F->cov[e]) F->cov[e] = 1, n++;
    uint8_t bit = bucket_bit(hits);
    if (!(F->buckets[e] & bit)) F->buckets[e] |= bit, (*novel)++;
  }
  F->edges += n;
  *novel += novel_sides(F, r);
  uint32_t lines = F->lines_covered;
  for (size_t i = 0; i < r->blocks.len; i++) {
    uint32_t b = r->blocks.data[i];
    if (b + 1 >= F->block_start.len) continue; /* no line of the program's files */
    for (uint32_t k = F->block_start.data[b]; k < F->block_start.data[b + 1]; k++)
      if (!F->line_cov[F->block_lines.data[k]]) F->line_cov[F->block_lines.data[k]] = 1, F->lines_covered++;
  }
  if (n || F->lines_covered > lines) add_point(F);
  return n;
}

/* ---- Tests ----------------------------------------------------------------------- */

/* The run's inputs run natively (the ASan/UBSan probe), then written as a
 * test (out.c: JSON, ktest) with the outcome the probe saw when the input
 * is worth one: it covered new edges (fresh), or it ends in an error whose
 * kind and location no test has yet, or it crashed the instrumented
 * program but not the native one. An error seen before is counted in its
 * record (one error, its `paths` the inputs that reached it). */
static void check_input(Fuzz *F, const RunReport *r, bool fresh, bool crash, bool path_seen) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/probe.json", F->runs);
  FILE *f = fopen(path, "w");
  if (!f) return;
  fputs("{\"inputs\": [", f);
  /* --file: main's argv[1] is "A", an argument as `symx run --sym-arg` gives
   * one (the replay runtime calls main with it) */
  bool arg = F->input_from == FUZZ_FROM_FILE;
  if (arg) fputs("\n  {\"name\": \"arg00\", \"size\": 2, \"bytes\": \"4100\"}", f);
  for (size_t i = 0; i < r->inputs.len; i++) {
    fprintf(f, "%s\n  {\"name\": ", i || arg ? "," : "");
    util_json_string(f, r->inputs.data[i].name);
    fprintf(f, ", \"size\": %u, \"bytes\": \"", r->inputs.data[i].size);
    for (uint32_t k = 0; k < r->inputs.data[i].size; k++) fprintf(f, "%02x", r->inputs.data[i].bytes.data[k]);
    fputs("\"}", f);
  }
  fputs("]}\n", f);
  fclose(f);
  Outcome oc;
  double t0 = util_now();
  bool ran = replay_probe_run(F->probe, path, &oc);
  F->time_probe += util_now() - t0;
  F->probes++;
  if (!ran) {
    F->unclassified++;
    if (F->progress_shown) fputc('\n', stderr), F->progress_shown = false;
    fprintf(stderr, "symx fuzz: note: an input ended in %s natively; no test written\n",
            replay_probe_detail(F->probe));
    return;
  }
  if (oc.is_error && !crash) F->sanitizer_errors++; /* found by the sanitizers only */
  /* a path run before: its error, if known, is counted once, by the path */
  if (path_seen && out_known_error(&F->out, &oc)) return;
  if (oc.is_error ? !fresh && out_count_known_error(&F->out, &oc) : !fresh && !crash) return;
  State s;
  memset(&s, 0, sizeof s);
  Model *m = model_new();
  if (arg) {
    Array *a = array_new(F->tab, "arg00", 2);
    model_set(m, a, 0, 'A');
    model_set(m, a, 1, 0);
    VEC_PUSH(s.inputs, a);
  }
  for (size_t i = 0; i < r->inputs.len; i++) {
    Array *a = array_new(F->tab, r->inputs.data[i].name, r->inputs.data[i].size);
    for (uint32_t k = 0; k < a->size; k++) model_set(m, a, k, r->inputs.data[i].bytes.data[k]);
    VEC_PUSH(s.inputs, a);
  }
  s.model = m;
  s.goal_reached = oc.is_error && oc.kind == ERR_REACH_ERROR; /* Test-Comp's coversError */
  TestSink *sink = out_sink(&F->out);
  sink->path_ended(sink, &s, &oc, F->out.ntests + 1);
  VEC_FREE(s.inputs);
  model_free(m);
}

static bool out_of_time(const Fuzz *F) {
  return fuzz_interrupted || (F->max_time > 0 && util_now() - F->start >= F->max_time);
}

/* The input with standard input or the file longer (twice, at most
 * max_size), zero bytes added at their end; returns the new size. */
static uint32_t longer_input(const Fuzz *F, const RunReport *r, const FuzzInput *in, Bytes *out) {
  uint64_t end = in->size; /* where the stream's bytes of stdin or the file end */
  for (size_t i = 0; i < r->inputs.len; i++)
    if (!strcmp(r->inputs.data[i].name, "stdin") || !strcmp(r->inputs.data[i].name, "file:A"))
      end = r->inputs.data[i].offset + r->inputs.data[i].size;
  uint32_t size = in->size * 2 > in->size ? in->size * 2 : in->size + 1;
  if (size > F->max_size) size = F->max_size;
  for (size_t i = 0; i < in->bytes.len; i++) {
    if (i == end)
      for (uint32_t k = in->size; k < size; k++) VEC_PUSH(*out, 0);
    VEC_PUSH(*out, in->bytes.data[i]);
  }
  trim(out);
  return size;
}

/* Run&Check and Score: runs the input, writes its test if it covers new
 * edges or crashes, and adds it to the worklist. When a read of stdin or
 * the file met their end, the input made longer is run too (its bound: the
 * branches before that read, which the shorter input's expansions cover). */
static void run_and_check(Fuzz *F, FuzzInput in, const uint64_t *expect, size_t nexpect) {
  RunReport r;
  run_program(F, &in.bytes, in.size, -1, &r);
  if (expect) {
    bool same = r.branches.len >= nexpect;
    for (size_t i = 0; same && i < nexpect; i++) same = r.branches.data[i] == expect[i];
    /* a run stopped at --timeout reported no branches: it is counted as a
     * timeout, not as a child that left its predicted path */
    if (!same && !r.timed_out) F->divergences++;
  }
  if (r.timed_out) F->timeouts++;
  for (size_t i = 0; i < r.inputs.len; i++)
    if (r.inputs.data[i].offset + r.inputs.data[i].size > F->stream_bytes)
      F->stream_bytes = r.inputs.data[i].offset + r.inputs.data[i].size;
  uint32_t novel, fresh = score(F, &r, &novel);
  /* a path run before, which covered nothing new, is not expanded again */
  bool again = same_path(F, &r, in.size) && !fresh && !novel && !r.timed_out;
  if (again) F->duplicate_paths++;
  count_sides(F, &r);
  if (r.edges > F->edges_total) F->edges_total = (uint32_t)r.edges;
  bool crash = crashed(&r);
  if (crash) F->crashes++;
  if ((fresh || crash || F->sanitize_all) && !r.assume_failed) check_input(F, &r, fresh != 0, crash, again);
  FuzzInput longer = {.bound = (uint32_t)r.end_branch, .gen = in.gen + 1};
  if (r.at_end && !r.timed_out && in.size < F->max_size) longer.size = longer_input(F, &r, &in, &longer.bytes);
  in.score = fresh;
  in.novel = novel;
  in.order = F->made++;
  if (!r.timed_out && !again) {
    set_frontier(F, &in, &r, fresh ? 0 : in.bound);
    VEC_PUSH(F->work, in);
  } else {
    VEC_FREE(in.bytes);
  }
  report_free(&r);
  if (!longer.size || seen_before(F, &longer.bytes, longer.size) || out_of_time(F)) {
    VEC_FREE(longer.bytes);
    return;
  }
  F->grown++;
  run_and_check(F, longer, NULL, 0);
}

/* ---- The search ------------------------------------------------------------------ */

static void show_progress(Fuzz *F, bool force) {
  double now = util_now();
  if (!F->progress || (!force && now < F->next_progress)) return;
  F->next_progress = now + 0.25;
  double t = now - F->start;
  fprintf(stderr, "\r\033[K[%6.1fs] execs %llu (%.0f/s)  generations %llu  worklist %zu  tests %u  "
          "crashes %llu  edges %u  divergences %llu",
          t, (unsigned long long)F->execs, t > 0 ? F->execs / t : 0.0, (unsigned long long)F->generations,
          F->work.len, F->out.ntests, (unsigned long long)F->crashes, F->edges,
          (unsigned long long)F->divergences);
  fflush(stderr);
  F->progress_shown = true;
}

/* The index of the input made last. */
static size_t newest_input(const Fuzz *F) {
  size_t newest = 0;
  for (size_t i = 1; i < F->work.len; i++)
    if (F->work.data[i].order > F->work.data[newest].order) newest = i;
  return newest;
}

/* The input to expand next. First SAGE's order: the most new edges, then
 * the most new classes (hit-count buckets, novel_sides), then the oldest.
 * That order leaves behind the inputs that cover nothing new, and the one
 * whose expansion reaches new code may be one of them (a literal one byte
 * longer, a second token after a first, a second array element before its
 * ']'). So:
 * - while inputs with something new wait (a parser leaves hundreds with
 *   new classes), one pick of every FUZZ_STEP_EVERY takes the newest: the
 *   last made is the deepest one, a child of the last expansion, one step
 *   beyond what that expansion's input reached;
 * - when none does, two picks of every FUZZ_MIX take the input with the
 *   most open frontier sides (frontier_open), whose expansion negates a
 *   branch into a side no run took, else the newest; the third takes the
 *   oldest, so that no input waits forever.
 * (Measured on bench/parsers.py's harnesses, bench/README.md: among the
 * inputs with nothing new, this order covers more of picohttpparser, jsmn
 * and cJSON in 30 s than oldest first, and newest always starved
 * picohttpparser; the newest ahead of the others reaches cJSON's second
 * array element in 60 s, and the frontier there did not.) */
enum { FUZZ_MIX = 3, FUZZ_STEP_EVERY = 3 };
static size_t pick_input(Fuzz *F) {
  size_t best = 0;
  for (size_t i = 1; i < F->work.len; i++) {
    const FuzzInput *a = &F->work.data[i], *b = &F->work.data[best];
    if (a->score != b->score ? a->score > b->score : a->novel != b->novel ? a->novel > b->novel : a->order < b->order)
      best = i;
  }
  const FuzzInput *b = &F->work.data[best];
  if (b->score || b->novel) {
    if (F->picks++ % FUZZ_STEP_EVERY != FUZZ_STEP_EVERY - 1) return best;
    F->newest_picks++;
    return newest_input(F);
  }
  if (F->zero_picks++ % FUZZ_MIX == FUZZ_MIX - 1) return best;
  size_t front = best;
  uint32_t most = 0;
  for (size_t i = 0; i < F->work.len; i++) {
    uint32_t open = frontier_open(F, &F->work.data[i]);
    if (open > most || (open && open == most && F->work.data[i].order < F->work.data[front].order)) front = i, most = open;
  }
  if (!most) return newest_input(F);
  F->frontier_picks++;
  return front;
}

/* Counts the tries of the sides an expansion from `bound` negates. */
static void count_tries(Fuzz *F, const RunReport *r, size_t bound) {
  Map once = {0};
  for (size_t k = bound; k < r->branches.len; k++) {
    uint64_t key = r->branches.data[k] + 1;
    if (recorded(&once, key)) continue;
    uint32_t *t = map_find(&F->side_tries, key);
    uint32_t n = t ? *t + 1 : 1;
    if (n <= FUZZ_TRIES) map_put(&F->side_tries, key, n);
    if (n == FUZZ_TRIES) F->epoch++;
  }
  map_free(&once);
}

/* ExpandExecution of the input pick_input chooses, and Run&Check of its
 * children. */
static void expand_best(Fuzz *F) {
  size_t best = pick_input(F);
  FuzzInput in = F->work.data[best];
  F->work.data[best] = F->work.data[--F->work.len];
  /* An input that covered new edges is expanded from its first branch, its
   * bound aside: a loop that ran first and ended early (strlen's at the
   * string's end) has its exit before the bound of every input made from
   * this one, so none of them could make the string longer; the children
   * that repeat a path run before are not expanded again (same_path). */
  if (in.score) in.bound = 0;
  RunReport r;
  run_program(F, &in.bytes, in.size, in.bound, &r);
  F->expansions++;
  count_tries(F, &r, in.bound);
  if (in.gen + 1 > F->generations && r.children.len) F->generations = in.gen + 1;
  for (size_t k = 0; k < r.children.len && !out_of_time(F); k++) {
    if (!r.children.data[k]) continue;
    /* the path it should take: the parent's up to branch k, then k negated */
    size_t nexpect = k < r.branches.len ? k + 1 : 0;
    uint64_t *expect = xmalloc((k + 1) * sizeof *expect);
    memcpy(expect, r.branches.data, k * sizeof *expect);
    expect[k] = k < r.branches.len ? r.branches.data[k] ^ 1 : 0;
    Bytes child = {0};
    bool skip = !read_bytes(r.children.data[k], &child);
    if (!skip && (trim(&child), seen_before(F, &child, in.size))) skip = true, F->duplicates++;
    if (!skip && nexpect && pruned(F, expect[k])) skip = true, F->pruned++;
    if (skip) {
      VEC_FREE(child);
    } else {
      FuzzInput c = {.bytes = child, .bound = (uint32_t)k + 1, .gen = in.gen + 1, .size = in.size};
      run_and_check(F, c, expect, nexpect);
    }
    xfree(expect, (k + 1) * sizeof *expect);
    show_progress(F, false);
  }
  report_free(&r);
  VEC_FREE(in.bytes);
  VEC_FREE(in.frontier);
}

/* A seed (of --seeds, the all-zero input, an input of the engine's tests):
 * Run&Check unless an input equal to it (trailing zeros aside) ran before. */
static void run_seed(Fuzz *F, Bytes b) {
  trim(&b);
  if (seen_before(F, &b, F->input_size)) VEC_FREE(b);
  else run_and_check(F, (FuzzInput){.bytes = b, .size = F->input_size}, NULL, 0);
}

/* ---- symx run's engine in bursts (fuzz_engine.h) ---------------------------------- */

/* The last FUZZ_HALT_RESERVE seconds of --max-time: the engine, if it ran,
 * is stopped as an interrupt stops symx run, and its states that covered
 * something new leave tests of their paths so far, which run as its other
 * tests do (within the time left). Without this, what the engine's live
 * states covered since its last path ended would be lost. */
#define FUZZ_HALT_RESERVE 1.0
static bool halt_due(const Fuzz *F) {
  return F->engine.pid > 0 && !F->engine.ended && time_left(F) <= FUZZ_HALT_RESERVE;
}

/* The time the engine may run: the time left but the reserve. */
static double engine_time_left(const Fuzz *F) { return time_left(F) - FUZZ_HALT_RESERVE; }

/* A burst is due when no run covered a new edge or line for FUZZ_STALL
 * seconds or a tenth of the time so far, whichever is longer; it lasts
 * until the engine has had FUZZ_ENGINE_SHARE of the time (bursts shorter
 * than FUZZ_BURST_MIN are not worth its switch). Returns its length, or 0. */
#define FUZZ_STALL 2.0
#define FUZZ_ENGINE_SHARE (1.0 / 3)
#define FUZZ_BURST_MIN 1.0
static double burst_due(const Fuzz *F) {
  if (!F->use_engine || F->engine.ended || !F->work.len) return 0;
  double now = util_now(), t = now - F->start;
  if (now - F->last_new < (t / 10 > FUZZ_STALL ? t / 10 : FUZZ_STALL)) return 0;
  double b = (FUZZ_ENGINE_SHARE * t - F->engine.seconds) / (1 - FUZZ_ENGINE_SHARE);
  if (b > engine_time_left(F)) b = engine_time_left(F);
  return b >= FUZZ_BURST_MIN ? b : 0;
}

/* Every input expanded, with time left: the engine may still reach what
 * the search could not negate (concretised values, imprecise constraints,
 * the solver's give-ups, divergences, timeouts); it then runs for the rest
 * of --max-time, in bursts of FUZZ_BURST_LAST, or until it ends. Without
 * them the search has run every path, and the engine would find nothing. */
#define FUZZ_BURST_LAST 2.0
static bool engine_may_help(const Fuzz *F) {
  return F->use_engine && !F->engine.ended && F->max_time > 0 && engine_time_left(F) > 0 &&
         (F->concretised || F->imprecise || F->solver_unknown || F->solver_skipped || F->divergences ||
          F->timeouts);
}

/* An input of the engine's tests, run as a seed is. */
static void take_engine_input(void *ctx, const uint8_t *bytes, size_t n) {
  Fuzz *F = ctx;
  if (out_of_time(F)) return;
  Bytes b = {0};
  for (size_t i = 0; i < n; i++) VEC_PUSH(b, bytes[i]);
  uint32_t edges = F->edges, lines = F->lines_covered;
  run_seed(F, b);
  if (F->edges > edges || F->lines_covered > lines) F->engine_new++;
}

static void engine_burst(Fuzz *F, double seconds) {
  FuzzEngineSpec spec = {F->files, F->nfiles, F->cflags, F->ncflags,
                         F->input_from == FUZZ_FROM_STDIN ? F->input_size : 0, F->tmp};
  if (seconds > engine_time_left(F)) seconds = engine_time_left(F);
  fuzz_engine_burst(&F->engine, &spec, seconds, &fuzz_interrupted);
  fuzz_engine_read(&F->engine, take_engine_input, F);
  F->last_new = util_now(); /* the search's stall is measured afresh */
}

static void engine_halt(Fuzz *F) {
  fuzz_engine_halt(&F->engine, time_left(F) / 2);
  fuzz_engine_read(&F->engine, take_engine_input, F);
}

static int cmp_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The seeds in name order, the all-zero input, then the filler: as many
 * bytes FUZZ_FILLER as the runs so far took. A string of zeros ends at its
 * first byte, and each child that makes strlen go one byte further is a
 * generation that covers nothing new (cJSON's string of a backslash, a u
 * and four hex digits needs eight). The filler's strings run to their end
 * at once, and its children end them at every length in one generation,
 * as KLEE's strlen forks. Not 0x01: cJSON skips the bytes up to 32 as
 * whitespace (bench/README.md, "The filler"). */
#define FUZZ_FILLER 0xff
#define FUZZ_FILLER_MAX (1u << 20)
static void add_seeds(Fuzz *F) {
  DIR *d = F->seeds ? opendir(F->seeds) : NULL;
  VEC(char *) names = {0};
  for (struct dirent *e; d && (e = readdir(d));)
    if (e->d_name[0] != '.') VEC_PUSH(names, xstrdup(e->d_name));
  if (d) closedir(d);
  if (names.len) qsort(names.data, names.len, sizeof *names.data, cmp_name);
  for (size_t i = 0; i < names.len; i++) {
    char path[PATH_MAX + 300];
    snprintf(path, sizeof path, "%s/%s", F->seeds, names.data[i]);
    Bytes b = {0};
    if (read_bytes(path, &b)) run_seed(F, b);
    xstrfree(names.data[i]);
  }
  VEC_FREE(names);
  run_seed(F, (Bytes){0}); /* the all-zero input, always */
  Bytes filler = {0};
  for (uint64_t i = 0; i < F->stream_bytes && i < FUZZ_FILLER_MAX; i++) VEC_PUSH(filler, FUZZ_FILLER);
  if (filler.len && !out_of_time(F)) run_seed(F, filler);
  else VEC_FREE(filler);
}

static void write_summary(Fuzz *F, double elapsed) {
  char *extra = NULL;
  size_t extra_len = 0;
  FILE *f = open_memstream(&extra, &extra_len); /* NULL (out of memory): no "fuzz" object */
  if (f) fprintf(f,
           "{\"executions\": %llu, \"executions_per_s\": %.1f, \"generations\": %llu, \"divergences\": %llu, \"timeouts\": %llu, "
           "\"duplicates\": %llu, \"crashes\": %llu, \"edges\": %u, \"concretisations\": %llu, "
           "\"imprecise_constraints\": %llu, \"solver_unknown\": %llu, \"solver_skipped\": %llu, "
           "\"unclassified\": %llu, \"sanitize\": \"%s\", \"sanitizer_errors\": %llu, "
           "\"worklist_left\": %zu, \"fork_server\": %s, \"processes_started\": %llu, \"expansions\": %llu, "
           "\"sanitizer_runs\": %llu, \"sanitizer_processes\": %lu, \"longer_inputs\": %llu, \"pruned\": %llu, \"duplicate_paths\": %llu, \"frontier_picks\": %llu, \"newest_picks\": %llu, \"time_s\": {\"runs\": %.3f, \"expansions\": %.3f, "
           "\"sanitizer_runs\": %.3f, \"other\": %.3f}",
           (unsigned long long)F->execs, elapsed > 0 ? F->execs / elapsed : 0.0,
           (unsigned long long)F->generations, (unsigned long long)F->divergences, (unsigned long long)F->timeouts,
           (unsigned long long)F->duplicates, (unsigned long long)F->crashes, F->edges,
           (unsigned long long)F->concretised, (unsigned long long)F->imprecise,
           (unsigned long long)F->solver_unknown, (unsigned long long)F->solver_skipped,
           (unsigned long long)F->unclassified, F->sanitize_all ? "every" : "new",
           (unsigned long long)F->sanitizer_errors, F->work.len, F->use_server ? "true" : "false",
           (unsigned long long)F->started, (unsigned long long)F->expansions, (unsigned long long)F->probes,
           replay_probe_processes(F->probe), (unsigned long long)F->grown, (unsigned long long)F->pruned, (unsigned long long)F->duplicate_paths, (unsigned long long)F->frontier_picks, (unsigned long long)F->newest_picks, F->time_run, F->time_expand, F->time_probe, elapsed - F->time_run - F->time_expand - F->time_probe);
  if (f) {
    fputs(",\n    \"coverage_over_time\": [", f);
    for (size_t i = 0; i < F->points.len; i++) {
      const CoveragePoint *p = &F->points.data[i];
      fprintf(f, "%s{\"s\": %.3f, \"executions\": %llu, \"edges\": %u, \"lines\": %u}", i ? ", " : "", p->s,
              (unsigned long long)p->execs, p->edges, p->lines);
    }
    fputs("]", f);
    const FuzzEngine *e = &F->engine;
    fprintf(f, ",\n    \"engine\": {\"enabled\": %s, \"bursts\": %llu, \"seconds\": %.3f, \"tests_read\": %llu, "
            "\"inputs_new\": %llu, \"ended\": %s, \"halted\": %s, \"tests_read_after_halt\": %llu}}",
            F->use_engine ? "true" : "false", (unsigned long long)e->bursts, e->seconds, (unsigned long long)e->read,
            (unsigned long long)F->engine_new, e->ended ? "true" : "false", e->halted ? "true" : "false",
            (unsigned long long)(e->halted ? e->read - e->read_at_halt : 0));
    fclose(f);
  }
  F->out.extra_name = "fuzz";
  F->out.extra_json = extra;
  RunStats st;
  memset(&st, 0, sizeof st);
  st.complete = false; /* a fuzzer proves nothing */
  st.stopped_by = F->work.len ? (fuzz_interrupted ? "interrupt" : "time limit") : NULL;
  st.time_s = elapsed;
  st.peak_rss = util_peak_rss();
  st.branches_covered = F->edges; /* of the instrumented program's edges (runtime/concolic) */
  st.branches_total = F->edges_total;
  st.lines_covered = F->lines_covered;
  st.lines_total = F->nlines;
  out_write_summary(&F->out, &st);
  F->out.extra_json = NULL;
  free(extra); /* open_memstream's, from the C library's malloc */
  printf("symx fuzz: %llu executions (%.0f/s), %llu generations, %u tests, %llu crashes, %u edges, "
         "%llu divergences, %llu timeouts, %llu concretisations, %.2f s\n",
         (unsigned long long)F->execs, elapsed > 0 ? F->execs / elapsed : 0.0,
         (unsigned long long)F->generations, F->out.ntests, (unsigned long long)F->crashes, F->edges,
         (unsigned long long)F->divergences, (unsigned long long)F->timeouts, (unsigned long long)F->concretised, elapsed);
  if (F->engine.bursts)
    printf("symx run's engine: %llu bursts, %.2f s, %llu tests read, %llu with new coverage\n",
           (unsigned long long)F->engine.bursts, F->engine.seconds, (unsigned long long)F->engine.read,
           (unsigned long long)F->engine_new);
  for (size_t i = 0; i < F->out.errors.len; i++) {
    const ErrorRecord *e = &F->out.errors.data[i];
    printf("  %s at %s:%u (test%06u.json)\n", error_kind_names[e->kind], e->file, e->line, e->test);
  }
  printf("%s\noutput in %s\n", F->work.len ? "search stopped with inputs left to expand" :
         "search exhausted: every input expanded", F->out.dir);
}

/* The line table symx cc wrote ("BLOCK LINE FILE" lines, blocks in
 * order): the lines of the program's own files (FILE... as given), each
 * numbered once. */
static void load_lines(Fuzz *F, const char *path, const char *const *files, int nfiles) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  VEC(char *) mine = {0};
  for (int i = 0; i < nfiles; i++) {
    char *rp = realpath(files[i], NULL);
    if (rp) VEC_PUSH(mine, rp);
  }
  Map ids = {0};
  char buf[PATH_MAX + 64], last[PATH_MAX + 64] = "";
  bool last_mine = false;
  unsigned blk, line;
  int pos;
  while (fgets(buf, sizeof buf, f)) {
    if (sscanf(buf, "%u %u %n", &blk, &line, &pos) < 2) continue;
    char *file = buf + pos;
    file[strcspn(file, "\n")] = 0;
    if (strcmp(file, last) != 0) { /* a block's lines are mostly of one file */
      snprintf(last, sizeof last, "%s", file);
      char *rp = realpath(file, NULL);
      last_mine = false;
      for (size_t i = 0; rp && i < mine.len; i++) last_mine |= !strcmp(rp, mine.data[i]);
      free(rp);
    }
    if (!last_mine) continue;
    while (F->block_start.len <= blk) VEC_PUSH(F->block_start, (uint32_t)F->block_lines.len);
    uint64_t key = hash_mix(hash_bytes(file, strlen(file)), line) | 1;
    uint32_t *id = map_find(&ids, key);
    if (!id) map_put(&ids, key, ++F->nlines), id = map_find(&ids, key);
    VEC_PUSH(F->block_lines, (uint32_t)(*id - 1));
  }
  VEC_PUSH(F->block_start, (uint32_t)F->block_lines.len); /* the last block's end */
  fclose(f);
  F->line_cov = calloc(F->nlines ? F->nlines : 1, 1);
  for (size_t i = 0; i < mine.len; i++) free(mine.data[i]);
  VEC_FREE(mine);
  map_free(&ids);
}

/* The bytes of standard input or the file: as given, else the longest
 * seed's, else 64. */
static long input_size(const FuzzOptions *o) {
  if (o->input_size > 0) return o->input_size;
  long longest = 0;
  DIR *d = o->seeds ? opendir(o->seeds) : NULL;
  for (struct dirent *e; d && (e = readdir(d));) {
    char path[PATH_MAX + 300];
    struct stat sb;
    snprintf(path, sizeof path, "%s/%s", o->seeds, e->d_name);
    if (e->d_name[0] != '.' && stat(path, &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > longest)
      longest = (long)sb.st_size;
  }
  if (d) closedir(d);
  return longest ? (longest < FUZZ_MAX_INPUT ? longest : FUZZ_MAX_INPUT) : 64;
}

int fuzz_run(const FuzzOptions *o) {
  Fuzz F;
  memset(&F, 0, sizeof F);
  F.files = o->files;
  F.nfiles = o->nfiles;
  F.cflags = o->cflags;
  F.ncflags = o->ncflags;
  F.seeds = o->seeds;
  F.max_time = o->max_time;
  F.exec_timeout = o->exec_timeout > 0 ? o->exec_timeout : 10;
  F.input_from = o->input_from;
  F.sanitize_all = !o->sanitize_new_only;
  F.use_server = !o->no_fork_server;
  F.input_size = (uint32_t)input_size(o);
  F.prune = (uint32_t)o->prune;
  F.use_engine = !o->no_engine && o->input_from != FUZZ_FROM_FILE;
  /* without --input-size, stdin and the file grow when the program reads to their end */
  F.max_size = o->input_size > 0 || F.input_size > FUZZ_GROW_MAX ? F.input_size : FUZZ_GROW_MAX;
  F.progress = isatty(2);
  const char *t = getenv("TMPDIR");
  snprintf(F.tmp, sizeof F.tmp, "%s/symx-fuzz-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(F.tmp) || !util_scratch_dir(F.runs, sizeof F.runs, "symx-fuzz-runs")) {
    fprintf(stderr, "symx fuzz: cannot create a scratch directory: %s\n", strerror(errno));
    if (F.tmp[strlen(F.tmp) - 1] != 'X') util_remove_tree(F.tmp);
    return 2;
  }
  int rc = 0;
  snprintf(F.prog, sizeof F.prog, "%s/prog", F.tmp);
  char lines[PATH_MAX + 16];
  snprintf(lines, sizeof lines, "%s/lines.txt", F.tmp);
  char home[PATH_MAX];
  if (!util_find_home(home, sizeof home)) {
    fprintf(stderr, "symx fuzz: cannot find symx's runtime directory (set SYMX_HOME)\n");
    rc = 2;
  }
  if (!rc) {
    CcOptions cc = {.inputs = o->files, .ninputs = o->nfiles, .cflags = o->cflags, .ncflags = o->ncflags,
                    .output = F.prog, .home = home, .interrupt = &fuzz_interrupted, .lines = lines};
    rc = cc_build(&cc);
    if (!rc) load_lines(&F, lines, o->files, o->nfiles);
  }
  if (!rc && !(F.probe = replay_probe_new(o->files, o->nfiles, o->cflags, o->ncflags))) rc = 2;
  if (!rc && o->no_fork_server) replay_probe_no_server(F.probe);
  if (!rc) replay_probe_timeout(F.probe, F.exec_timeout);
  if (!rc) rc = out_open(&F.out, o->outdir); /* once the program is built */
  if (!rc) {
    F.out.formats.programs = o->files;
    F.out.formats.nprograms = o->nfiles;
    F.out.formats.test_comp = o->test_comp;
    F.tab = expr_table_new();
    signal(SIGINT, on_interrupt);
    signal(SIGTERM, on_interrupt);
    F.start = F.last_new = util_now();
    add_seeds(&F);
    while (!out_of_time(&F)) {
      double burst = burst_due(&F);
      if (halt_due(&F)) engine_halt(&F);
      else if (burst > 0) engine_burst(&F, burst);
      else if (F.work.len) expand_best(&F);
      else if (engine_may_help(&F)) engine_burst(&F, FUZZ_BURST_LAST);
      else break;
      show_progress(&F, false);
    }
    show_progress(&F, true);
    if (F.progress_shown) fputc('\n', stderr);
    write_summary(&F, util_now() - F.start);
    if (out_report_write_failures(&F.out)) rc = 4;
  }
  for (size_t i = 0; i < F.work.len; i++) {
    VEC_FREE(F.work.data[i].bytes);
    VEC_FREE(F.work.data[i].frontier);
  }
  VEC_FREE(F.work);
  map_free(&F.seen);
  map_free(&F.side_runs);
  map_free(&F.paths);
  map_free(&F.side_stamp);
  map_free(&F.side_tries);
  map_free(&F.side_occ);
  VEC_FREE(F.points);
  VEC_FREE(F.block_start);
  VEC_FREE(F.block_lines);
  free(F.line_cov);
  for (int i = 0; i < FUZZ_SERVERS; i++) proc_server_stop(&F.server[i]);
  fuzz_engine_stop(&F.engine);
  replay_probe_free(F.probe);
  if (F.out.dir) out_close(&F.out);
  if (F.tab) expr_table_free(F.tab);
  util_remove_tree(F.tmp);
  util_remove_tree(F.runs);
  return rc;
}

static const char usage[] =
    "usage: symx fuzz [options] FILE...   SAGE's generational search over the program\n"
    "\n"
    "Compiles FILE... with `symx cc` and runs it from the seeds, the all-zero input\n"
    "and an input of 0xff bytes (so that strings run to the end of the input):\n"
    "each run's symbolic branches, from the input's bound on, are negated one by\n"
    "one (with the constraints before each) to make the next generation;\n"
    "the inputs covering the most new branch edges are expanded first. Every input\n"
    "with new coverage and every crash is a test (JSON and .ktest; Test-Comp with\n"
    "--test-comp) with the outcome of a native ASan/UBSan build, so that\n"
    "`symx replay DIR FILE...` replays it.\n"
    "options:\n"
    "  -o DIR                  output directory (default: a new symx-out-N)\n"
    "  --seeds DIR             start from these inputs too (files of bytes that the\n"
    "                          program's inputs take in order; 0 past the end)\n"
    "  --max-time S            stop after S seconds (default: when every input is expanded)\n"
    "  --timeout S             time limit of one execution (default 10)\n"
    "  --stdin                 standard input is an input too: the input \"stdin\" of\n"
    "                          --input-size bytes, the first bytes of each input\n"
    "  --file                  main gets argv[1] \"A\", a file of --input-size bytes:\n"
    "                          the input \"file:A\", made when the program opens it\n"
    "  --sanitize every|new    run every input natively under ASan/UBSan, to find the\n"
    "                          memory errors that do not crash (every, the default), or\n"
    "                          only the inputs with new coverage and the crashes (new)\n"
    "  --no-fork-server        start the program afresh for every run (by default it\n"
    "                          starts twice, for the runs and for the expansions,\n"
    "                          and forks a fresh child for each run)\n"
    "  --input-size N          bytes of stdin or the file (at most 1048576); without\n"
    "                          it they start as long as the longest seed (or 64) and\n"
    "                          an input whose run reads to their end is run again\n"
    "                          with them twice as long, up to 4096 bytes\n"
    "  --no-engine             never run symx run's engine: by default, while no run\n"
    "                          covers anything new (for 2 s, or a tenth of the time\n"
    "                          so far), `symx run --only-new-tests` runs in bursts,\n"
    "                          up to a third of the time, and its tests are run as\n"
    "                          inputs (not with --file)\n"
    "  --test-comp             also write each test in the Test-Comp format\n"
    "                          (DIR/test-suite/: metadata.xml, testNNNNNN.xml)\n"
    "  --prune N               a child whose negated branch's other side lay on the\n"
    "                          paths of N runs already is not run (counted as\n"
    "                          pruned; default 0: every child runs)\n"
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD   passed to clang\n";

int fuzz_main(int argc, char **argv) {
  FuzzOptions o;
  memset(&o, 0, sizeof o);
  VEC(const char *) files = {0}, flags = {0};
  int rc = 0;
  for (int i = 0; i < argc && !rc; i++) {
    const char *a = argv[i];
    bool valued = !strcmp(a, "-o") || !strcmp(a, "--seeds") || !strcmp(a, "--max-time") ||
                  !strcmp(a, "--timeout") || !strcmp(a, "--input-size") || !strcmp(a, "--prune") || !strcmp(a, "--sanitize") || !strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U");
    double v = 0;
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      goto done;
    } else if (valued && i + 1 >= argc) {
      fprintf(stderr, "symx fuzz: %s needs a value (see symx fuzz --help)\n", a);
      rc = 2;
    } else if (!strcmp(a, "-o")) {
      o.outdir = argv[++i];
    } else if (!strcmp(a, "--seeds")) {
      o.seeds = argv[++i];
      struct stat sb;
      if (stat(o.seeds, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        fprintf(stderr, "symx fuzz: --seeds %s: not a directory\n", o.seeds);
        rc = 2;
      }
    } else if (!strcmp(a, "--max-time") || !strcmp(a, "--timeout")) {
      if (!util_parse_nonneg(argv[++i], &v)) {
        fprintf(stderr, "symx fuzz: %s needs a number of seconds, not '%s'\n", a, argv[i]);
        rc = 2;
      }
      *(a[2] == 'm' ? &o.max_time : &o.exec_timeout) = v;
    } else if (!strcmp(a, "--input-size")) {
      if (!util_parse_nonneg(argv[++i], &v) || v < 1 || v > FUZZ_MAX_INPUT || v != (long)v) {
        fprintf(stderr, "symx fuzz: --input-size needs a number of bytes (1..%d), not '%s'\n", FUZZ_MAX_INPUT,
                argv[i]);
        rc = 2;
      }
      o.input_size = (long)v;
    } else if (!strcmp(a, "--prune")) {
      if (!util_parse_nonneg(argv[++i], &v) || v > 1e9 || v != (long)v) {
        fprintf(stderr, "symx fuzz: --prune needs a number of runs, not '%s'\n", argv[i]);
        rc = 2;
      }
      o.prune = (long)v;
    } else if (!strcmp(a, "--sanitize")) {
      const char *w = argv[++i];
      if (strcmp(w, "every") != 0 && strcmp(w, "new") != 0) {
        fprintf(stderr, "symx fuzz: --sanitize needs every or new, not '%s'\n", w);
        rc = 2;
      }
      o.sanitize_new_only = !strcmp(w, "new");
    } else if (!strcmp(a, "--no-fork-server")) {
      o.no_fork_server = true;
    } else if (!strcmp(a, "--no-engine")) {
      o.no_engine = true;
    } else if (!strcmp(a, "--test-comp")) {
      o.test_comp = true;
    } else if (!strcmp(a, "--stdin") || !strcmp(a, "--file")) {
      int from = a[2] == 's' ? FUZZ_FROM_STDIN : FUZZ_FROM_FILE;
      if (o.input_from && o.input_from != from) {
        fprintf(stderr, "symx fuzz: --stdin and --file exclude each other\n");
        rc = 2;
      }
      o.input_from = from;
    } else if (valued) {
      VEC_PUSH(flags, a);
      VEC_PUSH(flags, argv[++i]);
    } else {
      CcArg k = cc_classify_arg("symx fuzz", a);
      if (k == CC_ARG_FLAG) VEC_PUSH(flags, a);
      else if (k == CC_ARG_SOURCE) VEC_PUSH(files, a);
      else rc = 2;
    }
  }
  if (!rc && o.input_size && !o.input_from) {
    fprintf(stderr, "symx fuzz: --input-size needs --stdin or --file\n");
    rc = 2;
  }
  if (!rc && !files.len) {
    fprintf(stderr, "symx fuzz: no input files (see symx fuzz --help)\n");
    rc = 2;
  }
  if (!rc) {
    o.files = files.data;
    o.nfiles = (int)files.len;
    o.cflags = flags.data;
    o.ncflags = (int)flags.len;
    rc = fuzz_run(&o);
  }
done:
  VEC_FREE(files);
  VEC_FREE(flags);
  return rc;
}
