/* replay: runs symx's tests natively and compares how each ends with what
 * symx predicted. See replay.h and README.md ("Replaying tests natively").
 *
 * The program is compiled once with clang (-g -O0, AddressSanitizer and
 * UndefinedBehaviorSanitizer, no recovery), linked with the replay runtime
 * (runtime/replay/runtime.c, built as build/replay/runtime.o), which feeds the
 * inputs of the test named by $SYMX_TEST. Each test runs in a child process
 * with a time limit; its end (exit status, signal, sanitizer report,
 * assertion message) is translated into symx's vocabulary — exit code or
 * error kind and source line — and compared with the test's outcome. */
#include "cli/replay.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/proc.h"
#include "front/clang.h"
#include "engine/exec.h" /* exec_interrupted: set by SIGINT / SIGTERM */
#include "front/cflags.h"
#include "cli/entry.h"
#include "cli/host.h"
#include "cli/options.h"
#include "base/util.h"

#include "replay/json.h"

/* Exit statuses of the replay runtime (runtime/replay/runtime.c). */
enum { EXIT_MISFIT = 121, EXIT_ASSUME = 122 };

static const char usage_text[] =
    "usage: symx replay TEST.json|DIR [options] FILE...   run symx's tests natively\n"
    "       symx replay --build BINARY [options] FILE...  only build the replay binary\n"
    "\n"
    "Compiles FILE... (the program given to `symx run`) with clang, ASan and UBSan,\n"
    "runs every test (one file, or every testNNNNNN.json of DIR) and compares how\n"
    "it ends with the outcome symx predicted. Prints `N matched, M mismatched` last;\n"
    "exit 0 when all match, 1 when any does not, 2 on a usage error or a test whose\n"
    "inputs do not fit the program. A test of a run with --sym-args/--sym-stdin\n"
    "runs with the arguments and standard input it holds.\n"
    "options:\n";
static const char usage_tail[] =
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -include FILE   passed to clang\n";


typedef struct Replay {
  const char *target;        /* test file or directory */
  ArgList files, cflags, ccargs;
  int check_overflow;        /* -1: from summary.json */
  int ilp32;                 /* compile with -m32; -1: from summary.json */
  double timeout;
  const char *build_out;     /* --build */
  const char *binary;        /* --binary: a binary from --build, not compiled again */
  bool verbose;
  bool only_mismatches;      /* print only tests that are not matched */
  long max_test;             /* replay test files numbered up to this (-1: all) */
  /* set up by replay_setup */
  char home[PATH_MAX];       /* symx's root (holds runtime/ and build/) */
  char home_runtime[PATH_MAX + 16];  /* realpath of home/runtime/ */
  char tmp[PATH_MAX];        /* scratch directory */
  char bin[PATH_MAX + 16];   /* the replay binary */
  char stubs[PATH_MAX + 16]; /* definitions of nondet functions the runtime lacks */
  pid_t sym_pid;             /* llvm-symbolizer, once started */
  FILE *sym_to, *sym_from;
  bool sym_failed;
  char frame_function[256];  /* the function of first_user_frame's last frame found */
  HostI386 host;             /* how ILP32 programs run here (NATIVE for LP64) */
  char drivers[PATH_MAX + 16]; /* --entry runs: the file that includes every test's driver */
  bool verify;               /* a function's directory of symx verify: failures have C drivers */
  const char *host_why;      /* why not natively */
} Replay;

static int usage_error(const char *fmt, const char *arg) {
  fputs("symx replay: ", stderr);
  fprintf(stderr, fmt, arg);
  fputs(" (see symx replay --help)\n", stderr);
  return 2;
}

/* ---- Setup: symx's home, scratch directory, building the binary ----------- */


static int replay_setup(Replay *r) {
  if (!util_find_home(r->home, sizeof r->home)) {
    fprintf(stderr, "symx replay: cannot find symx's runtime directory (set SYMX_HOME)\n");
    return 2;
  }
  char rt[PATH_MAX + 16], real[PATH_MAX];
  snprintf(rt, sizeof rt, "%s/runtime", r->home);
  if (realpath(rt, real)) snprintf(r->home_runtime, sizeof r->home_runtime, "%s/", real);
  const char *t = getenv("TMPDIR");
  snprintf(r->tmp, sizeof r->tmp, "%s/symx-replay-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(r->tmp)) {
    fprintf(stderr, "symx replay: cannot create a scratch directory in %s: %s\n", t && *t ? t : "/tmp",
            strerror(errno));
    return 2;
  }
  snprintf(r->bin, sizeof r->bin, "%s/prog", r->tmp);
  return 0;
}

/* Starts argv with stdin from /dev/null, stdout and stderr to the given
 * files (NULL: /dev/null), with the environment plus the NAME, VALUE pairs
 * of env_set. Returns the pid, or -1. */
static pid_t spawn(const char *path, char *const argv[], const char *out, const char *err,
                   char *const *env_set) {
  ProcSpec p = {path, argv, true, out, err, env_set};
  return proc_spawn(&p, "symx replay");
}

/* Waits for pid up to `timeout` seconds (<= 0: forever) or an interrupt,
 * then kills its process group. Returns the wait status. */
static int wait_child(pid_t pid, double timeout, bool *timed_out) {
  return proc_wait(pid, timeout > 0 ? util_now() + timeout : 0, &exec_interrupted, timed_out);
}

static void print_file(const char *path, FILE *to, const char *indent) {
  FILE *f = fopen(path, "r");
  if (!f) return;
  char line[4096];
  while (fgets(line, sizeof line, f)) fprintf(to, "%s%s", indent, line);
  fclose(f);
}

/* Whether LLVM's linker sits beside clang (Debian's lld-16, which
 * scripts/setup.sh installs): it links a sanitized replay binary in about
 * three quarters of the time GNU ld takes (0.59 s -> 0.44 s a build of
 * tests/diff/libc/strtol.c), and replays build hundreds of binaries in
 * `make test`. Without it, clang's default linker. */
static bool lld_beside_clang(void) {
  static int known = -1;
  if (known < 0) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s", SYMX_CLANG);
    char *slash = strrchr(path, '/');
    if (slash) snprintf(slash + 1, sizeof path - (size_t)(slash + 1 - path), "ld.lld");
    known = slash && access(path, X_OK) == 0;
  }
  return known;
}

/* Runs clang once; returns its wait status (-1 if it could not run). */
/* fast: link with lld when it is there (the first try; the messages the
 * retries below read are GNU ld's). */
static int run_clang(Replay *r, const char *out, const char *log, bool unresolved_ok, bool fast) {
  char inc[PATH_MAX + 32], rtobj[PATH_MAX + 32];
  snprintf(inc, sizeof inc, "-I%s/runtime/include", r->home);
  snprintf(rtobj, sizeof rtobj, "%s/build/replay%s/runtime.o", r->home, r->ilp32 > 0 ? "32" : "");
  ClangArgv av = {0};
  clang_common_args(&av, SYMX_CLANG, r->ilp32 > 0, inc);
  const char *fixed[] = {"-fno-omit-frame-pointer", "-D__SYMX_REPLAY__",
                         r->host == HOST_I386_QEMU ? "-fsanitize=undefined" : "-fsanitize=address,undefined",
                         "-fno-sanitize-recover=all",
                         /* checks of things symx does not treat as errors: */
                         "-fno-sanitize=alignment,null,pointer-overflow,nonnull-attribute,"
                         "returns-nonnull-attribute,function,vptr"};
  for (size_t i = 0; i < ARRAY_LEN(fixed); i++) VEC_PUSH(av, fixed[i]);
  /* Without --check-overflow symx wraps signed + - * and masks shift
   * amounts as x86 does; with it, it reports both (but not left shifts of
   * negative values). INT_MIN / -1 traps natively either way (SIGFPE). */
  VEC_PUSH(av, r->check_overflow > 0 ? "-fno-sanitize=shift-base" : "-fno-sanitize=signed-integer-overflow,shift");
  for (size_t i = 0; i < r->cflags.len; i++) VEC_PUSH(av, r->cflags.data[i]);
  for (size_t i = 0; i < r->files.len; i++) VEC_PUSH(av, r->files.data[i]);
  for (size_t i = 0; i < r->ccargs.len; i++) VEC_PUSH(av, r->ccargs.data[i]);
  VEC_PUSH(av, rtobj);
  VEC_PUSH(av, "-lm");
  if (unresolved_ok) {
    /* Functions and variables no file defines are what symx reports as
     * `unsupported`: left at address 0, reaching one faults natively. */
    VEC_PUSH(av, "-no-pie");
    VEC_PUSH(av, "-Wl,--unresolved-symbols=ignore-all");
  } else if (fast && lld_beside_clang()) {
    VEC_PUSH(av, "-fuse-ld=lld");
  }
  VEC_PUSH(av, "-o");
  VEC_PUSH(av, out);
  VEC_PUSH(av, NULL);
  if (r->verbose) {
    fputs("symx replay:", stderr);
    for (size_t i = 0; av.data[i]; i++) fprintf(stderr, " %s", av.data[i]);
    fputc('\n', stderr);
  }
  pid_t pid = spawn(SYMX_CLANG, (char *const *)av.data, log, log, NULL);
  VEC_FREE(av);
  bool to;
  return pid > 0 ? wait_child(pid, 0, &to) : -1;
}

/* Compiles the program natively into `out`. Returns 0 or 2. */
static int build(Replay *r, const char *out) {
  char rtobj[PATH_MAX + 32];
  snprintf(rtobj, sizeof rtobj, "%s/build/replay%s/runtime.o", r->home, r->ilp32 > 0 ? "32" : "");
  if (access(rtobj, R_OK) != 0) {
    fprintf(stderr, "symx replay: the replay runtime %s is missing (run make)\n", rtobj);
    return 2;
  }
  char log[PATH_MAX + 16];
  snprintf(log, sizeof log, "%s/clang.log", r->tmp);
  int st = run_clang(r, out, log, false, true);
  bool ok = st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
  if (!ok && lld_beside_clang()) { /* again with GNU ld, whose messages the retries read */
    st = run_clang(r, out, log, false, false);
    ok = st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
  }
  if (!ok) {
    char *text = sj_read_file(log, &(size_t){0});
    /* nondet functions of names the runtime does not know: define them, link again */
    snprintf(r->stubs, sizeof r->stubs, "%s/nondet_stubs.c", r->tmp);
    if (text && replay_write_nondet_stubs(text, r->stubs) > 0) {
      VEC_PUSH(r->ccargs, r->stubs);
      st = run_clang(r, out, log, false, false);
      ok = st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
      free(text);
      text = ok ? NULL : sj_read_file(log, &(size_t){0});
    }
    bool undefined = !ok && text && strstr(text, "undefined reference to");
    if (undefined) {
      /* name the symbols, then link again leaving them unresolved */
      fprintf(stderr, "symx replay: note: nothing defines");
      const char *names[8];
      int lens[8], shown = 0;
      for (const char *p = text; (p = strstr(p, "undefined reference to `")) && shown < 8;) {
        p += strlen("undefined reference to `");
        int n = (int)strcspn(p, "'\n"), dup = 0;
        for (int k = 0; k < shown; k++) dup |= lens[k] == n && !strncmp(names[k], p, (size_t)n);
        if (dup) continue;
        fprintf(stderr, "%s %.*s", shown ? "," : "", n, p);
        names[shown] = p;
        lens[shown++] = n;
      }
      fprintf(stderr, "; left unresolved (the paths reaching them are unsupported under symx)\n");
      st = run_clang(r, out, log, true, false);
      ok = st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0;
    }
    free(text);
  }
  if (!ok) {
    fprintf(stderr, "symx replay: cannot compile the program natively:\n");
    print_file(log, stderr, "  ");
    return 2;
  }
  if (r->verbose) print_file(log, stderr, "  ");
  return 0;
}

/* ---- Outcomes ---------------------------------------------------------------- */

typedef enum OutKind { OUT_NONE, OUT_EXIT, OUT_ERROR, OUT_OTHER } OutKind;

typedef struct Outc {
  OutKind what;
  long long code;       /* OUT_EXIT */
  char kind[64];        /* OUT_ERROR: symx's error kind; OUT_OTHER: what happened */
  char file[PATH_MAX];  /* OUT_ERROR location (may be empty) */
  unsigned line;
  char detail[512];     /* the sanitizer's headline, the misfit message, ... */
  char function[256];   /* OUT_ERROR: the function at file:line (may be empty) */
  bool misfit;
  bool cannot_start;    /* the native program could not start at all (not the test's doing) */
  bool no_lsan;         /* LeakSanitizer could not run (e.g. under ptrace): leaks unchecked */
  bool segv_write;      /* a fault on a write at a non-null address (read-only memory, or wild) */
  bool may;             /* symx verify's driver: the path relied on what a native run does not repeat */
  char why[256];        /* ... what (or why a native run cannot show it) */
} Outc;

/* Leak predictions (sv-comp valid-memtrack, valid-memcleanup). */
static bool is_leak_kind(const char *k) { return !strcmp(k, "memory-leak") || !strcmp(k, "memory-not-freed"); }

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

static void outc_str(const Outc *o, char *buf, size_t n) {
  switch (o->what) {
  case OUT_NONE: snprintf(buf, n, "(no outcome)"); break;
  case OUT_EXIT: snprintf(buf, n, "exit %lld", o->code); break;
  case OUT_ERROR:
    if (o->file[0] || o->line) snprintf(buf, n, "%s at %s:%u", o->kind, base_name(o->file), o->line);
    else snprintf(buf, n, "%s", o->kind);
    break;
  case OUT_OTHER: snprintf(buf, n, "%s", o->kind); break;
  }
}

/* A source location that belongs to the user's program: an existing file that
 * is neither a system file nor one of symx's runtime files. */
static bool user_file(const Replay *r, const char *file) {
  if (!file || !*file) return false;
  if (!strncmp(file, "/usr/", 5) || strstr(file, "compiler-rt")) return false;
  char real[PATH_MAX];
  if (!realpath(file, real)) return false;
  if (r->home_runtime[0] && !strncmp(real, r->home_runtime, strlen(r->home_runtime))) return false;
  return true;
}

/* The predicted outcome of a test. */
static bool parse_prediction(const Replay *r, const SjValue *test, Outc *p, char *err, size_t errlen) {
  memset(p, 0, sizeof *p);
  const SjValue *oc = sj_get(test, "outcome");
  if (!oc) return true; /* OUT_NONE */
  const SjValue *kind = sj_get(oc, "kind");
  if (!kind || kind->type != SJ_STR) {
    snprintf(err, errlen, "the outcome has no kind");
    return false;
  }
  if (!strcmp(kind->str, "exit")) {
    const SjValue *code = sj_get(oc, "code");
    if (!code || code->type != SJ_NUM || !code->is_int) {
      snprintf(err, errlen, "the exit outcome has no integer code");
      return false;
    }
    p->what = OUT_EXIT;
    p->code = code->i;
    return true;
  }
  if (!strcmp(kind->str, "halted")) { /* a path the run's stop cut: nothing to predict */
    const SjValue *why = sj_get(oc, "reason"), *file = sj_get(oc, "file"), *line = sj_get(oc, "line");
    snprintf(p->why, sizeof p->why, "its path was cut by %s at %s:%lld",
             why && why->type == SJ_STR ? why->str : "the run's stop", file && file->type == SJ_STR ? file->str : "?",
             line && line->type == SJ_NUM ? (long long)line->i : 0LL);
    return true;
  }
  if (strcmp(kind->str, "error") != 0) return true; /* unknown: OUT_NONE */
  const SjValue *e = sj_get(oc, "error"), *file = sj_get(oc, "file"), *line = sj_get(oc, "line");
  if (!e || e->type != SJ_STR) {
    snprintf(err, errlen, "the error outcome has no error kind");
    return false;
  }
  p->what = OUT_ERROR;
  snprintf(p->kind, sizeof p->kind, "%s", e->str);
  const SjValue *msg = sj_get(oc, "message");
  if (msg && msg->type == SJ_STR) snprintf(p->detail, sizeof p->detail, "%s", msg->str);
  if (file && file->type == SJ_STR) snprintf(p->file, sizeof p->file, "%s", file->str);
  if (line && line->type == SJ_NUM && line->is_int) p->line = (unsigned)line->i;
  /* An error inside one of symx's libc models: the first caller in the
   * program is where a native run reports it too. */
  if (p->file[0] && !user_file(r, p->file)) {
    const SjValue *st = sj_get(oc, "stack");
    for (size_t i = 0; st && st->type == SJ_ARR && i < st->len; i++) {
      const SjValue *f = sj_get(&st->items[i], "file"), *l = sj_get(&st->items[i], "line");
      if (f && f->type == SJ_STR && user_file(r, f->str) && l && l->type == SJ_NUM) {
        snprintf(p->file, sizeof p->file, "%s", f->str);
        p->line = (unsigned)l->i;
        break;
      }
    }
  }
  return true;
}

static char *read_text(const char *path) {
  size_t n;
  return sj_read_file(path, &n);
}

/* Splits "FILE:LINE:COL" or "FILE:LINE" (in place); false if it is not one. */
static bool split_location(char *loc, unsigned *line) {
  char *c1 = strrchr(loc, ':');
  if (!c1) return false;
  *c1 = 0;
  char *c2 = strrchr(loc, ':');
  unsigned ln;
  if (c2 && sscanf(c2 + 1, "%u", &ln) == 1) {
    *c2 = 0;
  } else if (sscanf(c1 + 1, "%u", &ln) != 1) {
    return false;
  }
  *line = ln;
  return true;
}

/* llvm-symbolizer, started once per replay session and fed module offsets of
 * the replay binary (the sanitizers run with symbolize=0: symbolizing in
 * every test's process costs a quarter of a second). */
static bool symbolize(Replay *r, unsigned long long off, char *loc, size_t n) {
  if (!r->sym_to) {
    if (r->sym_failed) return false;
    char sym[PATH_MAX + 64], obj[PATH_MAX + 32];
    snprintf(sym, sizeof sym, "%s", SYMX_CLANG);
    char *slash = strrchr(sym, '/');
    if (slash) snprintf(slash + 1, sizeof sym - (size_t)(slash + 1 - sym), "llvm-symbolizer");
    snprintf(obj, sizeof obj, "--obj=%s", r->bin);
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) {
      r->sym_failed = true;
      return false;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      close(in[0]), close(in[1]), close(out[0]), close(out[1]);
      int dn = open("/dev/null", O_WRONLY);
      if (dn >= 0) dup2(dn, 2);
      execl(sym, sym, "--no-inlines", "--functions=linkage", obj, (char *)NULL);
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    if (pid < 0) {
      close(in[1]), close(out[0]);
      r->sym_failed = true;
      return false;
    }
    r->sym_pid = pid;
    r->sym_to = fdopen(in[1], "w");
    r->sym_from = fdopen(out[0], "r");
  }
  /* Two lines out, the function ("??" when unknown) and "FILE:LINE:COL"
   * (or "??:0:0"), then an empty line. */
  if (fprintf(r->sym_to, "0x%llx\n", off) < 0 || fflush(r->sym_to) != 0) return false;
  char buf[PATH_MAX + 64];
  int got = 0;
  while (fgets(buf, sizeof buf, r->sym_from)) {
    buf[strcspn(buf, "\n")] = 0;
    if (!buf[0]) {
      if (got) break;
      continue;
    }
    if (got == 0) snprintf(r->frame_function, sizeof r->frame_function, "%.255s", strcmp(buf, "??") ? buf : "");
    else if (got == 1) snprintf(loc, n, "%s", buf);
    got++;
  }
  return got >= 2;
}

static void symbolizer_stop(Replay *r) {
  if (!r->sym_to) return;
  fclose(r->sym_to);
  fclose(r->sym_from);
  waitpid(r->sym_pid, NULL, 0);
  r->sym_to = r->sym_from = NULL;
}

/* The first stack frame of the first stack trace in a sanitizer report whose
 * location is in the user's program. Frames are "#N 0xPC in FUNC FILE:LINE:COL"
 * when symbolized, else "#N 0xPC  (MODULE+0xOFFSET)"; frames of the replay
 * binary are then symbolized here. */
static bool first_user_frame(Replay *r, const char *report, char *file, size_t fn, unsigned *line) {
  bool in_stack = false;
  for (const char *l = report; l && *l;) {
    const char *nl = strchr(l, '\n');
    size_t len = nl ? (size_t)(nl - l) : strlen(l);
    char buf[PATH_MAX + 512];
    if (len >= sizeof buf) len = sizeof buf - 1;
    memcpy(buf, l, len);
    buf[len] = 0;
    l = nl ? nl + 1 : NULL;
    const char *s = buf;
    while (*s == ' ') s++;
    unsigned frame;
    if (s[0] != '#' || sscanf(s + 1, "%u", &frame) != 1) {
      if (in_stack) break; /* only the first stack trace */
      continue;
    }
    in_stack = true;
    char path[PATH_MAX + 64];
    const char *in = strstr(s, " in ");
    const char *mod = strstr(s, " (");
    if (in && (!mod || in < mod)) {
      const char *loc = strchr(in + 4, ' '); /* after the function name */
      if (!loc) continue;
      snprintf(r->frame_function, sizeof r->frame_function, "%.*s", (int)(loc - (in + 4)), in + 4);
      snprintf(path, sizeof path, "%s", loc + 1);
      char *sp = strchr(path, ' ');
      if (sp) *sp = 0;
    } else if (mod) {
      /* (MODULE+0xOFFSET): only the replay binary's frames */
      char *plus = strrchr(mod, '+');
      size_t blen = strlen(r->bin);
      if (!plus || (size_t)(plus - (mod + 2)) != blen || strncmp(mod + 2, r->bin, blen) != 0) continue;
      unsigned long long off = strtoull(plus + 1, NULL, 16);
      if (frame > 0 && off > 0) off--; /* a return address: look at the call */
      if (!symbolize(r, off, path, sizeof path)) continue;
    } else {
      continue;
    }
    unsigned ln;
    if (!split_location(path, &ln) || !user_file(r, path)) continue;
    snprintf(file, fn, "%.4000s", path);
    *line = ln;
    return true;
  }
  return false;
}

static void set_error(Outc *a, const char *kind) {
  a->what = OUT_ERROR;
  snprintf(a->kind, sizeof a->kind, "%s", kind);
}

static void set_other(Outc *a, const char *what) {
  a->what = OUT_OTHER;
  snprintf(a->kind, sizeof a->kind, "%.63s", what);
}

/* The line of `text` holding `needle`, copied to buf (without newline). */
static bool line_with(const char *text, const char *needle, char *buf, size_t n) {
  const char *p = text ? strstr(text, needle) : NULL;
  if (!p) return false;
  const char *b = p;
  while (b > text && b[-1] != '\n') b--;
  const char *e = strchr(p, '\n');
  size_t len = e ? (size_t)(e - b) : strlen(b);
  if (len >= n) len = n - 1;
  memcpy(buf, b, len);
  buf[len] = 0;
  return true;
}

/* glibc's "prog: FILE:LINE: FUNC: Assertion `...' failed." */
static bool parse_assertion(const char *err, Outc *a) {
  char l[2048];
  if (!line_with(err, ": Assertion `", l, sizeof l)) return false;
  const char *s = l;
  if (!strncmp(s, "prog: ", 6)) s += 6;
  for (const char *c = s; (c = strchr(c, ':')); c++) {
    unsigned ln;
    int used = 0;
    if (sscanf(c + 1, "%u%n", &ln, &used) == 1 && c[1 + used] == ':') {
      set_error(a, "assertion");
      size_t fl = (size_t)(c - s);
      if (fl >= sizeof a->file) fl = sizeof a->file - 1;
      memcpy(a->file, s, fl);
      a->file[fl] = 0;
      a->line = ln;
      const char *fn = c + 1 + used + 1, *end = strstr(fn, ": Assertion `");
      while (*fn == ' ') fn++;
      if (end && end > fn) snprintf(a->function, sizeof a->function, "%.*s", (int)(end - fn), fn);
      snprintf(a->detail, sizeof a->detail, "%.500s", l);
      return true;
    }
  }
  return false;
}

/* Translates the report of an ASan error, or of a deadly signal caught by
 * UBSan (builds without ASan, see host.h), into symx's vocabulary. `san` is
 * the sanitizer's name as its report says it. */
static void classify_report(Replay *r, const char *rep, const char *err, const char *san, Outc *a) {
  char head[1024], needle[64];
  snprintf(needle, sizeof needle, "ERROR: %s: ", san);
  line_with(rep, needle, head, sizeof head);
  const char *h = strstr(head, needle) + strlen(needle);
  snprintf(a->detail, sizeof a->detail, "%s: %s", san, h);
  static const struct { const char *prefix, *kind; } map[] = {
      {"heap-buffer-overflow", "out-of-bounds"},
      {"stack-buffer-overflow", "out-of-bounds"},
      {"stack-buffer-underflow", "out-of-bounds"},
      {"global-buffer-overflow", "out-of-bounds"},
      {"dynamic-stack-buffer-overflow", "out-of-bounds"},
      {"container-overflow", "out-of-bounds"},
      {"intra-object-overflow", "out-of-bounds"},
      {"unknown-crash", "out-of-bounds"},
      {"negative-size-param", "out-of-bounds"},
      {"BUS", "out-of-bounds"},
      {"heap-use-after-free", "use-after-free"},
      {"stack-use-after-return", "use-after-free"},
      {"stack-use-after-scope", "use-after-free"},
      {"attempting double-free", "double-free"},
      {"attempting free on address which was not malloc", "invalid-free"},
      {"bad-free", "invalid-free"},
      {"FPE", "overflow"}, /* INT_MIN / -1 (division by zero is UBSan's) */
      {"ILL", "abort"},    /* __builtin_trap */
  };
  bool found = false;
  for (size_t i = 0; i < ARRAY_LEN(map); i++)
    if (!strncmp(h, map[i].prefix, strlen(map[i].prefix))) {
      set_error(a, map[i].kind);
      found = true;
      break;
    }
  if (!found && !strncmp(h, "SEGV", 4)) {
    /* "SEGV on unknown address 0x000000000004 (pc ...": symx calls an
     * access below 4096 a null dereference, any other an out-of-bounds. */
    const char *ad = strstr(h, "address 0x");
    unsigned long long addr = ad ? strtoull(ad + 8, NULL, 16) : ~0ull;
    set_error(a, addr < 4096 ? "null-dereference" : "out-of-bounds");
    a->segv_write = addr >= 4096 && strstr(rep, "caused by a WRITE memory access");
    found = true;
  }
  if (!found && !strncmp(h, "ABRT", 4)) {
    if (!parse_assertion(err, a)) {
      if (err && strstr(err, "symx-replay: reach_error() called")) set_error(a, "reach-error");
      else set_error(a, "abort");
    }
    found = true;
  }
  if (!found) {
    char what[64];
    snprintf(what, sizeof what, "%.*s", (int)strcspn(h, " :"), h);
    set_other(a, what);
  }
  /* The error's line: where the program called abort, __assert_fail or
   * reach_error, or made the bad access (the same place symx reports). An
   * assertion's message names it too, should the stack have no such frame. */
  char file[PATH_MAX];
  unsigned line;
  if (a->what == OUT_ERROR && (first_user_frame(r, rep, file, sizeof file, &line) ||
                               /* the runtime's frame for a call to address 0 */
                               (err && strstr(err, "symx-replay: call to address ") &&
                                first_user_frame(r, strstr(err, "symx-replay: call to address "), file,
                                                 sizeof file, &line)))) {
    snprintf(a->file, sizeof a->file, "%s", file);
    snprintf(a->function, sizeof a->function, "%s", r->frame_function);
    a->line = line;
  } else if (a->what == OUT_ERROR && strcmp(a->kind, "assertion") != 0) {
    a->file[0] = 0;
    a->line = 0;
  }
}

/* Whether two names of source files (one from the symbolizer, absolute;
 * one as UBSan prints it) are the same file. */
static bool same_source(const char *x, const char *y) {
  char rx[PATH_MAX], ry[PATH_MAX];
  return !strcmp(x, y) || (realpath(x, rx) && realpath(y, ry) && !strcmp(rx, ry));
}

/* Translates a UBSan report ("FILE:LINE:COL: runtime error: MSG"). */
static void classify_ubsan(Replay *r, const char *rep, Outc *a) {
  char l[2048];
  line_with(rep, ": runtime error: ", l, sizeof l);
  const char *msg = strstr(l, ": runtime error: ") + strlen(": runtime error: ");
  snprintf(a->detail, sizeof a->detail, "UndefinedBehaviorSanitizer: %s", msg);
  static const struct { const char *needle, *kind; } map[] = {
      {"division by zero", "div-by-zero"},
      {"is outside the range of representable values", "float-cast-overflow"},
      {"signed integer overflow", "overflow"},
      {"negation of", "overflow"},
      {"cannot be represented in type", "overflow"},
      {"shift exponent", "overflow"},
      {"left shift of", "overflow"},
      {"out of bounds for type", "out-of-bounds"},
      {"null pointer", "null-dereference"},
  };
  for (size_t i = 0; i < ARRAY_LEN(map); i++)
    if (strstr(msg, map[i].needle)) {
      set_error(a, map[i].kind);
      break;
    }
  if (a->what != OUT_ERROR) {
    char what[80];
    snprintf(what, sizeof what, "undefined behavior (%.50s)", msg);
    set_other(a, what);
    return;
  }
  /* The report's own location, when it is in the program. */
  char *m = strstr(l, ": runtime error: ");
  *m = 0;
  char *c1 = strrchr(l, ':');
  if (c1) {
    *c1 = 0;
    char *c2 = strrchr(l, ':');
    unsigned ln;
    if (c2 && sscanf(c2 + 1, "%u", &ln) == 1) {
      *c2 = 0;
      if (user_file(r, l)) {
        snprintf(a->file, sizeof a->file, "%s", l);
        a->line = ln;
        /* its function: the stack's first frame in the program, when it
         * is at that line (print_stacktrace=1) */
        char file[PATH_MAX];
        unsigned at;
        if (first_user_frame(r, rep, file, sizeof file, &at) && at == ln && same_source(file, a->file))
          snprintf(a->function, sizeof a->function, "%s", r->frame_function);
        return;
      }
    }
  }
  if (first_user_frame(r, rep, a->file, sizeof a->file, &a->line))
    snprintf(a->function, sizeof a->function, "%s", r->frame_function);
}

/* Translates LeakSanitizer's report: the leak whose allocation's first
 * frame in the program is at the predicted line, else the first leak. */
static void classify_leaks(Replay *r, const char *rep, const Outc *p, Outc *a) {
  set_error(a, p->kind);
  snprintf(a->detail, sizeof a->detail, "LeakSanitizer: detected memory leaks");
  bool first = true;
  for (const char *b = strstr(rep, "leak of "); b; b = strstr(b + 1, "leak of ")) {
    const char *e = strstr(b + 1, "leak of ");
    size_t len = e ? (size_t)(e - b) : strlen(b);
    char *block = xmalloc(len + 1);
    memcpy(block, b, len);
    block[len] = 0;
    char file[PATH_MAX];
    unsigned line;
    bool found = first_user_frame(r, block, file, sizeof file, &line);
    xfree(block, len + 1);
    if (!found) continue;
    if (first || (line == p->line && !strcmp(base_name(file), base_name(p->file)))) {
      snprintf(a->file, sizeof a->file, "%s", file);
      a->line = line;
      first = false;
      if (line == p->line) break;
    }
  }
}

/* The sanitizers' options for a native run, reports to DIR/san.PID. */
typedef struct RunEnv {
  char san[PATH_MAX + 16], asan[PATH_MAX + 512], ubsan[PATH_MAX + 256], sym[PATH_MAX + 64], lsan[160];
} RunEnv;

/* p: the prediction of the test to run alone (NULL: a batch, no leaks). */
static void run_env(const Replay *r, RunEnv *e, const Outc *p) {
  char *san = e->san, *asan = e->asan, *ubsan = e->ubsan, *sym = e->sym;
  snprintf(san, sizeof e->san, "%s/san", r->tmp);
  /* Reports are symbolized here, not by the sanitizers (see symbolize()),
   * except with --verbose, which shows them. Keep the options in step with
   * ASAN_OPTIONS in tests/diff/run.py. */
  int symb = r->verbose ? 1 : 0;
  /* A predicted leak runs with LeakSanitizer: for memory-leak only globals
   * are its roots (symx's valid-memtrack at main's return: LSan reports at
   * least the blocks symx finds lost), for memory-not-freed nothing is (it
   * reports every block still allocated). */
  bool leak = p && p->what == OUT_ERROR && is_leak_kind(p->kind);
  snprintf(e->lsan, sizeof e->lsan, "use_stacks=0:use_registers=0:use_tls=0:use_ld_allocations=0%s",
           leak && !strcmp(p->kind, "memory-not-freed") ? ":use_globals=0" : "");
  snprintf(asan, sizeof e->asan,
           "detect_leaks=%d:handle_abort=1:handle_sigill=1:handle_sigfpe=1:handle_segv=1:"
           "handle_sigbus=1:allocator_may_return_null=1:detect_stack_use_after_return=1:"
           "strict_memcmp=0:redzone=2048:detect_odr_violation=0:symbolize=%d:log_path=%s",
           leak ? 1 : 0, symb, san);
  /* Without ASan (under qemu-i386), UBSan catches the deadly signals, so
   * that an abort's or a trap's report has its stack. */
  snprintf(ubsan, sizeof e->ubsan, "print_stacktrace=1:halt_on_error=1:symbolize=%d:log_path=%s%s", symb, san,
           r->host == HOST_I386_QEMU ? ":handle_abort=1:handle_sigill=1:handle_sigfpe=1:handle_segv=1:"
                                       "handle_sigbus=1" : "");
  snprintf(sym, sizeof e->sym, "%s", SYMX_CLANG);
  char *slash = strrchr(sym, '/');
  if (slash) snprintf(slash + 1, sizeof e->sym - (size_t)(slash + 1 - sym), "llvm-symbolizer");
}

/* Starts the binary (under qemu-i386 when the host needs it) with the
 * sanitizers' options and the NAME, VALUE pairs of `more`. */
static pid_t start_native(Replay *r, const RunEnv *e, char *const *more, const char *out, const char *err) {
  char *env[18] = {"ASAN_OPTIONS", (char *)e->asan, "UBSAN_OPTIONS", (char *)e->ubsan,
                   "ASAN_SYMBOLIZER_PATH", (char *)e->sym, "LSAN_OPTIONS", (char *)e->lsan};
  size_t k = 8;
  for (size_t i = 0; more[i] && k + 2 < ARRAY_LEN(env); i += 2) env[k++] = more[i], env[k++] = more[i + 1];
  char *argv[] = {"prog", NULL};
  char *qemu_argv[] = {(char *)host_qemu_i386(), r->bin, NULL};
  return r->host == HOST_I386_QEMU ? spawn(qemu_argv[0], qemu_argv, out, err, env) : spawn(r->bin, argv, out, err, env);
}

static void classify_run(Replay *r, const RunEnv *e, int st, pid_t pid, bool timed_out, const char *out,
                         const char *err, const Outc *p, Outc *a);

/* Runs the binary on one test; fills the actual outcome. */
static void run_test(Replay *r, const char *test, const Outc *p, Outc *a) {
  RunEnv e;
  run_env(r, &e, p);
  char out[PATH_MAX + 16], err[PATH_MAX + 16];
  snprintf(out, sizeof out, "%s/stdout", r->tmp);
  snprintf(err, sizeof err, "%s/stderr", r->tmp);
  char *more[] = {"SYMX_TEST", (char *)test, NULL};
  pid_t pid = start_native(r, &e, more, out, err);
  bool timed_out = false;
  int st = pid > 0 ? wait_child(pid, r->timeout, &timed_out) : -1;
  classify_run(r, &e, st, pid, timed_out, out, err, p, a);
}

/* The actual outcome of a native run that ended with wait status st (-1:
 * it could not run), from its stderr and its sanitizer report. */
static void classify_run(Replay *r, const RunEnv *e, int st, pid_t pid, bool timed_out, const char *out,
                         const char *err, const Outc *p, Outc *a) {
  bool leak = p && p->what == OUT_ERROR && is_leak_kind(p->kind);
  memset(a, 0, sizeof *a);
  char report_path[PATH_MAX + 48];
  snprintf(report_path, sizeof report_path, "%s.%d", e->san, (int)pid);
  char *rep = read_text(report_path);
  char *etext = read_text(err);
  unlink(report_path);
  if (r->verbose) {
    print_file(out, stdout, "  | ");
    if (etext && *etext) printf("  stderr:\n"), print_file(err, stdout, "  | ");
    if (rep && *rep) {
      printf("  sanitizer report:\n");
      for (char *l = rep; l && *l;) {
        char *nl = strchr(l, '\n');
        printf("  | %.*s\n", nl ? (int)(nl - l) : (int)strlen(l), l);
        l = nl ? nl + 1 : NULL;
      }
    }
  }
  char line[1024];
  bool no_shadow = (etext && strstr(etext, "ReserveShadowMemoryRange failed")) ||
                   (rep && strstr(rep, "ReserveShadowMemoryRange failed"));
  if (no_shadow) {
    /* The sanitizer could not set up before main: nothing of the program ran. */
    set_other(a, "cannot start");
    snprintf(a->detail, sizeof a->detail, "AddressSanitizer cannot reserve its shadow memory (a "
             "virtual memory limit such as `ulimit -v`? it needs about 20 TB of address space)");
    a->cannot_start = true;
  } else if (timed_out) {
    char what[64];
    snprintf(what, sizeof what, exec_interrupted ? "interrupted" : "timeout (%gs)", r->timeout);
    set_other(a, what);
  } else if (st == -1) {
    set_other(a, "cannot run");
  } else if (WIFEXITED(st) && WEXITSTATUS(st) == EXIT_MISFIT && line_with(etext, "symx-replay: misfit: ", line, sizeof line)) {
    set_other(a, "misfit");
    a->misfit = true;
    snprintf(a->detail, sizeof a->detail, "%.500s", strstr(line, "misfit: ") + 8);
  } else if (WIFEXITED(st) && WEXITSTATUS(st) == EXIT_ASSUME && line_with(etext, "symx-replay: assumption violated", line, sizeof line)) {
    set_other(a, "assumption violated");
    snprintf(a->detail, sizeof a->detail, "%.500s", line + 13);
  } else if (leak && ((rep && strstr(rep, "LeakSanitizer has encountered a fatal error")) ||
                      (etext && strstr(etext, "LeakSanitizer has encountered a fatal error")))) {
    set_other(a, "LeakSanitizer failed");
    snprintf(a->detail, sizeof a->detail, "LeakSanitizer cannot run on this host (under ptrace, or "
             "without the permissions it needs): the leak cannot be checked natively");
    a->no_lsan = true;
  } else if (leak && rep && strstr(rep, "ERROR: LeakSanitizer: detected memory leaks")) {
    classify_leaks(r, rep, p, a);
  } else if (rep && strstr(rep, "ERROR: AddressSanitizer: ")) {
    classify_report(r, rep, etext, "AddressSanitizer", a);
  } else if (rep && strstr(rep, "ERROR: UndefinedBehaviorSanitizer: ")) {
    classify_report(r, rep, etext, "UndefinedBehaviorSanitizer", a);
  } else if (rep && strstr(rep, ": runtime error: ")) {
    classify_ubsan(r, rep, a);
  } else if (WIFSIGNALED(st)) {
    if (WTERMSIG(st) == SIGABRT) {
      if (!parse_assertion(etext, a))
        set_error(a, etext && strstr(etext, "symx-replay: reach_error() called") ? "reach-error" : "abort");
    } else {
      char what[64];
      snprintf(what, sizeof what, "signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
      set_other(a, what);
    }
  } else if (etext && strstr(etext, "symx-replay: klee_silent_exit(")) {
    set_other(a, "klee_silent_exit");
  } else {
    a->what = OUT_EXIT;
    a->code = WEXITSTATUS(st);
  }
  if (etext && line_with(etext, "symx-replay: note: ", line, sizeof line) && !a->detail[0])
    snprintf(a->detail, sizeof a->detail, "%.500s", line + 13);
  /* A report without an error (e.g. "WARNING: AddressSanitizer failed to
   * allocate ...", then malloc returns NULL) is only shown. */
  if (rep && *rep && !a->detail[0] && line_with(rep, "WARNING: ", line, sizeof line))
    snprintf(a->detail, sizeof a->detail, "%.500s", strstr(line, "WARNING: "));
  free(rep);
  free(etext);
}

/* Can a native run show this predicted outcome? (`unsupported` is symx's own
 * limitation, not a behaviour of the program.) */
static bool observable(const Outc *p) {
  if (p->what == OUT_EXIT) return true;
  if (p->what != OUT_ERROR) return false;
  static const char *const kinds[] = {"assertion", "abort", "reach-error", "div-by-zero", "float-cast-overflow",
                                      "overflow", "out-of-bounds", "null-dereference",
                                      "use-after-free", "double-free", "invalid-free",
                                      "memory-leak", "memory-not-freed", "read-only"};
  for (size_t i = 0; i < ARRAY_LEN(kinds); i++)
    if (!strcmp(p->kind, kinds[i])) return true;
  return false;
}

/* Why a native run cannot show p (not observable). */
static const char *unobservable_why(const Outc *p) {
  static const char *const contract[] = {"no-permission", "precondition", "postcondition", "fold", "unfold",
                                         "invariant", "leak"};
  for (size_t i = 0; p->what == OUT_ERROR && i < ARRAY_LEN(contract); i++)
    if (!strcmp(p->kind, contract[i]))
      return "a contract failure of symx verify, about permissions and contracts a native run does not check";
  return "not something a native run can show";
}

static bool same_outcome(const Outc *p, const Outc *a) {
  if (p->what != a->what) return false;
  if (p->what == OUT_EXIT) return ((unsigned long long)p->code & 0xff) == ((unsigned long long)a->code & 0xff);
  if (p->what != OUT_ERROR) return false;
  /* A write to read-only memory faults natively: the sanitizer sees a SEGV
   * on a WRITE at a non-null address (a wild write looks the same). */
  bool read_only = !strcmp(p->kind, "read-only") && !strcmp(a->kind, "out-of-bounds") && a->segv_write;
  if (p->function[0]) /* symx verify: a callee's precondition fails in the callee */
    return !strcmp(p->kind, a->kind) && !strcmp(p->function, a->function);
  if ((!read_only && strcmp(p->kind, a->kind) != 0) || p->line != a->line) return false;
  if (p->file[0] && a->file[0] && strcmp(base_name(p->file), base_name(a->file)) != 0) return false;
  return true;
}

typedef enum Verdict { V_MATCH, V_MISMATCH, V_SKIP, V_SKIP_HOST, V_MISFIT, V_CANNOT_START } Verdict;

/* Why this host cannot check prediction p natively, or NULL when it can
 * (see host.h): no way to run i386 programs, or one without
 * AddressSanitizer, which most memory errors need (without it an
 * out-of-bounds access or a bad free shows as anything or nothing). A null
 * dereference needs no ASan: the access faults, and UBSan reports the
 * signal with the faulting address and its stack (measured under
 * qemu-i386: "SEGV on unknown address 0x00000000" and the program's line). */
static const char *host_cannot_check(const Replay *r, const Outc *p) {
  static const char *const asan_kinds[] = {"out-of-bounds", "use-after-free", "double-free", "invalid-free",
                                           "read-only", "memory-leak", "memory-not-freed"};
  if (r->host == HOST_I386_NONE) return "this host cannot run i386 programs";
  if (r->host != HOST_I386_QEMU || p->what != OUT_ERROR) return NULL;
  for (size_t i = 0; i < ARRAY_LEN(asan_kinds); i++)
    if (!strcmp(p->kind, asan_kinds[i])) return "this host cannot run 32-bit AddressSanitizer";
  return NULL;
}

/* symx verify's C driver of test `path` (testNNNNNN.c beside it,
 * cli/verify_driver.h): its predicted native outcome into p. False when
 * the test has no driver (a path without a failure). */
static bool driver_prediction(const char *path, Outc *p) {
  char c[PATH_MAX + 16];
  snprintf(c, sizeof c, "%s", path);
  char *dot = strrchr(c, '.');
  if (dot) snprintf(dot, 3, ".c");
  char *text = read_text(c), line[1024];
  bool ok = text && line_with(text, "// symx-native-outcome: ", line, sizeof line);
  if (ok) {
    memset(p, 0, sizeof *p);
    char *f[5] = {0}, *q = strstr(line, ": ") + 2;
    for (int i = 0; i < 5 && q; i++) f[i] = q, q = strchr(q, '|'), q = q ? (*q = 0, q + 1) : NULL;
    p->what = OUT_ERROR;
    snprintf(p->kind, sizeof p->kind, "%s", f[0]);
    snprintf(p->file, sizeof p->file, "%s", f[1] ? f[1] : "");
    p->line = f[2] ? (unsigned)atoi(f[2]) : 0;
    snprintf(p->function, sizeof p->function, "%s", f[3] ? f[3] : "");
    p->may = f[4] && atoi(f[4]);
    if (line_with(text, "// symx-native-why: ", line, sizeof line))
      snprintf(p->why, sizeof p->why, "%s", strstr(line, "why: ") + 5);
  }
  free(text);
  return ok;
}

/* Replays one test file; prints its line; returns the verdict. */
/* The prediction of a test into *p: V_MATCH when the test is to be run
 * natively, else its verdict (its line printed when `print`). */
static Verdict read_prediction(Replay *r, const char *path, const char *shown, Outc *p, bool print) {
  char err[512] = "";
  SjValue *test = sj_load_test(path, err, sizeof err); /* .json, or KLEE's .ktest */
  if (!test) {
    if (print) printf("%s: MISFIT: %s\n", shown, err);
    return V_MISFIT;
  }
  SjInput *ins;
  long nin = sj_test_inputs(test, &ins, err, sizeof err);
  if (nin >= 0) sj_inputs_free(ins, nin);
  bool ok = nin >= 0 && parse_prediction(r, test, p, err, sizeof err);
  sj_free(test);
  if (!ok) {
    if (print) printf("%s: MISFIT: malformed test: %s\n", shown, err);
    return V_MISFIT;
  }
  if (r->verify && !driver_prediction(path, p)) {
    if (print && (!r->only_mismatches || r->verbose))
      printf("%s: skipped: a path of symx verify without a failure (no driver)\n", shown);
    return V_SKIP;
  }
  char ps[PATH_MAX + 128];
  outc_str(p, ps, sizeof ps);
  print = print && (!r->only_mismatches || r->verbose);
  if (r->verify && !strcmp(p->kind, "none")) {
    if (print) printf("%s: skipped: not replayable natively (%s)\n", shown, p->why);
    return V_SKIP;
  }
  if (p->what != OUT_NONE && !observable(p)) {
    if (print)
      printf("%s: skipped: predicted %s%s%s%s (%s)\n", shown, ps, p->detail[0] ? " (" : "", p->detail,
             p->detail[0] ? ")" : "", unobservable_why(p));
    return V_SKIP;
  }
  const char *no_check = host_cannot_check(r, p);
  if (no_check) {
    if (print) printf("%s: skipped: predicted %s (%s)\n", shown, p->what == OUT_NONE ? "nothing" : ps, no_check);
    return V_SKIP_HOST;
  }
  return V_MATCH;
}

/* Replays one test file; prints its line; returns the verdict. `ran` is
 * its native run when a batch ran it already (NULL: it runs now). */
static Verdict replay_one(Replay *r, const char *path, const char *shown, const Outc *ran) {
  Outc p;
  Verdict v = read_prediction(r, path, shown, &p, true);
  if (v != V_MATCH) return v;
  char ps[PATH_MAX + 128], as[PATH_MAX + 128];
  outc_str(&p, ps, sizeof ps);
  if (r->verbose) printf("%s:\n", shown);
  Outc a;
  if (ran) a = *ran;
  else run_test(r, path, &p, &a);
  outc_str(&a, as, sizeof as);
  if (a.misfit) {
    printf("%s: MISFIT: the test's inputs do not fit the program: %s\n", shown, a.detail);
    return V_MISFIT;
  }
  if (a.no_lsan) {
    printf("%s: skipped: predicted %s (%s)\n", shown, ps, a.detail);
    return V_SKIP_HOST;
  }
  if (a.cannot_start) {
    printf("symx replay: the native program cannot start: %s\n", a.detail);
    return V_CANNOT_START;
  }
  if (p.what == OUT_NONE) {
    printf("%s: no prediction%s%s%s; native run: %s%s%s%s\n", shown, p.why[0] ? " (" : "", p.why,
           p.why[0] ? ")" : "", as, a.detail[0] ? " (" : "", a.detail, a.detail[0] ? ")" : "");
    return V_SKIP;
  }
  if (same_outcome(&p, &a)) {
    if (!r->only_mismatches || r->verbose) printf("%s: match: %s\n", shown, ps);
    return V_MATCH;
  }
  if (p.may) { /* symx verify: the path relied on a contract or a havoc, not on what runs natively */
    printf("%s: skipped: predicted %s, native run: %s (not shown natively: %s)\n", shown, ps, as, p.why);
    return V_SKIP;
  }
  printf("%s: MISMATCH: predicted %s, actual %s%s%s%s\n", shown, ps, as, a.detail[0] ? " (" : "", a.detail,
         a.detail[0] ? ")" : "");
  return V_MISMATCH;
}

/* ---- Batches: many tests from one native process --------------------------------- */

/* A test's native run, when a batch ran it. */
typedef struct Ran {
  bool have;
  Outc a;
} Ran;

/* Runs the tests paths[0..n) in one native process (the replay runtime's
 * batch mode, runtime/replay/runtime.c): one exec, dynamic link and
 * sanitizer start-up for all, each test in a forked child. Fills ran[i]
 * for every test that ran; a test without a result (a binary without batch
 * mode, a crash of the batch itself) is run on its own later. */
static void run_batch(Replay *r, char *const *paths, size_t n, Ran *ran) {
  RunEnv e;
  run_env(r, &e, NULL);
  char list[PATH_MAX + 32], dir[PATH_MAX + 32], out[PATH_MAX + 32], err[PATH_MAX + 32], tos[32];
  snprintf(list, sizeof list, "%s/batch.list", r->tmp);
  snprintf(dir, sizeof dir, "%s/batch", r->tmp);
  snprintf(out, sizeof out, "%s/batch.out", r->tmp);
  snprintf(err, sizeof err, "%s/batch.err", r->tmp);
  snprintf(tos, sizeof tos, "%g", r->timeout);
  FILE *f = fopen(list, "w");
  if (!f || mkdir(dir, 0755) != 0) {
    if (f) fclose(f);
    return;
  }
  for (size_t i = 0; i < n; i++) fprintf(f, "%s\n", paths[i]);
  if (fclose(f) != 0) return;
  char *more[] = {"SYMX_TEST_LIST", list, "SYMX_RESULT_DIR", dir, "SYMX_TEST_TIMEOUT", tos, NULL};
  pid_t pid = start_native(r, &e, more, out, err);
  if (pid <= 0) return;
  bool stopped;
  proc_wait(pid, r->timeout > 0 ? util_now() + r->timeout * (double)n + 60 : 0, &exec_interrupted, &stopped);
  for (size_t i = 0; i < n && !exec_interrupted; i++) {
    char sp[PATH_MAX + 64], op[PATH_MAX + 64], ep[PATH_MAX + 64];
    snprintf(sp, sizeof sp, "%s/%zu.status", dir, i);
    snprintf(op, sizeof op, "%s/%zu.out", dir, i);
    snprintf(ep, sizeof ep, "%s/%zu.err", dir, i);
    int st, cpid, to;
    FILE *s = fopen(sp, "r");
    bool ok = s && fscanf(s, "%d %d %d", &st, &cpid, &to) == 3 && cpid > 0;
    if (s) fclose(s);
    if (!ok) continue;
    classify_run(r, &e, st, (pid_t)cpid, to != 0, op, ep, NULL, &ran[i].a);
    ran[i].have = true;
  }
}

/* Runs, in one batch, the tests of `names` (in dir) that are to be run
 * natively; returns ran[] indexed like names (NULL: no batch, each test
 * runs on its own: one test, --verbose, or SYMX_REPLAY_BATCH=0). */
static Ran *batch_tests(Replay *r, const char *dir, char *const *names, size_t total) {
  const char *env = getenv("SYMX_REPLAY_BATCH");
  if (total < 2 || r->verbose || r->host == HOST_I386_NONE || (env && !strcmp(env, "0"))) return NULL;
  Ran *ran = xcalloc(total, sizeof *ran);
  char **paths = xcalloc(total, sizeof *paths);
  size_t *index = xcalloc(total, sizeof *index), n = 0;
  for (size_t i = 0; i < total; i++) {
    char path[PATH_MAX + 300];
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    Outc p;
    if (read_prediction(r, path, names[i], &p, false) != V_MATCH) continue;
    if (p.what == OUT_ERROR && is_leak_kind(p.kind)) continue; /* LeakSanitizer: a process of its own */
    paths[n] = xstrdup(path);
    index[n++] = i;
  }
  Ran *got = xcalloc(n ? n : 1, sizeof *got);
  if (n >= 2) run_batch(r, paths, n, got);
  for (size_t k = 0; k < n; k++) {
    ran[index[k]] = got[k];
    xstrfree(paths[k]);
  }
  xfree(got, (n ? n : 1) * sizeof *got);
  xfree(paths, total * sizeof *paths);
  xfree(index, total * sizeof *index);
  return ran;
}

/* ---- Driver ------------------------------------------------------------------ */

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static bool is_test_name(const char *n) {
  if (strncmp(n, "test", 4) != 0) return false;
  for (int i = 4; i < 10; i++)
    if (n[i] < '0' || n[i] > '9') return false;
  return !strcmp(n + 10, ".json");
}

/* Whether DIR/summary.json's "options" has `key` equal to `want` (a JSON
 * true when want is NULL); false when it cannot tell. */
static bool summary_option(const char *dir, const char *key, const char *want) {
  char path[PATH_MAX + 16];
  snprintf(path, sizeof path, "%s/summary.json", dir);
  size_t n;
  char *text = sj_read_file(path, &n);
  if (!text) return false;
  char err[128];
  SjValue *v = sj_parse(text, n, err, sizeof err);
  free(text);
  const SjValue *co = sj_get(sj_get(v, "options"), key);
  bool on = want ? co && co->type == SJ_STR && !strcmp(co->str, want) : co && co->type == SJ_BOOL && co->b;
  sj_free(v);
  return on;
}

/* A string option of the run (summary.json "options"), or "" (into buf). */
static const char *summary_string(const char *dir, const char *key, char *buf, size_t n) {
  char path[PATH_MAX + 16];
  snprintf(path, sizeof path, "%s/summary.json", dir);
  size_t len;
  buf[0] = 0;
  char *text = sj_read_file(path, &len);
  if (!text) return buf;
  char err[128];
  SjValue *v = sj_parse(text, len, err, sizeof err);
  free(text);
  const SjValue *co = sj_get(sj_get(v, "options"), key);
  if (co && co->type == SJ_STR) snprintf(buf, n, "%s", co->str);
  sj_free(v);
  return buf;
}

/* A run with --entry (cli/entry.h): its tests are C drivers, testNNNNNN.c
 * beside each testNNNNNN.json, that replace the program's main. One file
 * includes them all, each driver's main under a name of its own, with a
 * main that runs the one of the test SYMX_TEST names (read from environ:
 * the replay runtime models getenv); the program is compiled with its own
 * main renamed. Returns false when a driver is missing. */
static bool entry_drivers(Replay *r, const char *dir, char *const *names, size_t n) {
  char abs[PATH_MAX]; /* drivers.c is in a scratch directory: it includes them by absolute paths */
  if (realpath(dir, abs)) dir = abs;
  bool *have = xcalloc(n ? n : 1, sizeof *have);
  snprintf(r->drivers, sizeof r->drivers, "%s/drivers.c", r->tmp);
  FILE *f = fopen(r->drivers, "w");
  if (!f) return false;
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    char c[PATH_MAX + 300];
    snprintf(c, sizeof c, "%s/%s", dir, names[i]);
    char *dot = strrchr(c, '.');
    if (dot) snprintf(dot, 3, ".c");
    if (access(c, R_OK) != 0) {
      if (r->verify) continue; /* symx verify: only failures have drivers */
      fprintf(stderr, "symx replay: %s: missing (a test of a run with --entry is a C driver)\n", c);
      ok = false;
      continue;
    }
    have[i] = true;
    long num = atol(strrchr(c, '/') ? strrchr(c, '/') + 5 : c + 4);
    fprintf(f, "#define SYMX_DRIVER_MAIN symx_driver_%ld\n#include \"%s\"\n#undef SYMX_DRIVER_MAIN\n", num, c);
  }
  fputs("#include <stdlib.h>\n#include <string.h>\n#undef main\nextern char **environ;\nint main(void) {\n  long n = -1;\n"
        "  for (char **e = environ; *e; e++)\n"
        "    if (!strncmp(*e, \"SYMX_TEST=\", 10)) {\n"
        "      const char *b = strrchr(*e, '/') ? strrchr(*e, '/') + 1 : *e + 10;\n"
        "      if (!strncmp(b, \"test\", 4)) n = strtol(b + 4, 0, 10);\n    }\n  switch (n) {\n", f);
  for (size_t i = 0; i < n; i++) {
    if (!have[i]) continue;
    const char *b = strrchr(names[i], '/') ? strrchr(names[i], '/') + 1 : names[i];
    long num = atol(b + 4);
    fprintf(f, "  case %ld: return symx_driver_%ld();\n", num, num);
  }
  fprintf(f, "  }\n  return %d;\n}\n", EXIT_MISFIT);
  xfree(have, (n ? n : 1) * sizeof *have);
  ok &= fclose(f) == 0;
  if (ok) {
    VEC_PUSH(r->ccargs, r->drivers);
    VEC_PUSH(r->cflags, ENTRY_MAIN_RENAMED);
  }
  return ok;
}

/* Whether `path` is a 32-bit ELF file (EI_CLASS is ELFCLASS32): a binary
 * given with --binary runs as what it is, whatever the test says. */
static bool is_elf32(const char *path) {
  unsigned char h[5] = {0};
  FILE *f = fopen(path, "rb");
  size_t n = f ? fread(h, 1, sizeof h, f) : 0;
  if (f) fclose(f);
  return n == sizeof h && !memcmp(h, "\x7f" "ELF", 4) && h[4] == 1;
}

/* Replays r->target (a test file or a directory of tests). */
static int replay_target(Replay *r, ReplayCounts *counts) {
  memset(counts, 0, sizeof *counts);
  struct stat sb;
  if (stat(r->target, &sb) != 0) {
    fprintf(stderr, "symx replay: %s: %s\n", r->target, strerror(errno));
    return 2;
  }
  bool isdir = S_ISDIR(sb.st_mode);
  VEC(char *) tests = {0};
  char dir[PATH_MAX];
  if (isdir) {
    snprintf(dir, sizeof dir, "%s", r->target);
    DIR *d = opendir(dir);
    if (!d) {
      fprintf(stderr, "symx replay: %s: %s\n", dir, strerror(errno));
      return 2;
    }
    struct dirent *e;
    while ((e = readdir(d)))
      if (is_test_name(e->d_name) && (r->max_test < 0 || atol(e->d_name + 4) <= r->max_test))
        VEC_PUSH(tests, xstrdup(e->d_name));
    closedir(d);
    if (tests.len) qsort(tests.data, tests.len, sizeof(char *), cmp_str);
  } else {
    snprintf(dir, sizeof dir, "%s", r->target);
    char *slash = strrchr(dir, '/');
    if (slash) *slash = 0;
    else snprintf(dir, sizeof dir, ".");
  }
  if (r->check_overflow < 0) r->check_overflow = summary_option(dir, "check_overflow", NULL);
  if (r->ilp32 < 0) r->ilp32 = summary_option(dir, "data_model", "ILP32");
  int rc = replay_setup(r);
  if (rc) goto done;
  if (r->binary) r->ilp32 = is_elf32(r->binary);
  if (r->ilp32 > 0) {
    r->host = host_i386(r->tmp, &r->host_why);
    if (r->host_why) printf("symx replay: ILP32 tests on this host: %s\n", r->host_why);
  }
  if (r->host == HOST_I386_NONE) {
    /* nothing to build: every test is skipped below */
  } else if (r->binary) {
    if (access(r->binary, X_OK) != 0) {
      fprintf(stderr, "symx replay: %s: %s\n", r->binary, strerror(errno));
      rc = 2;
      goto done;
    }
    snprintf(r->bin, sizeof r->bin, "%s", r->binary);
  } else {
    char entry[512];
    r->verify = *summary_string(dir, "verify", entry, sizeof entry);
    if (r->verify || *summary_string(dir, "entry", entry, sizeof entry)) {
      char *one = (char *)(strrchr(r->target, '/') ? strrchr(r->target, '/') + 1 : r->target);
      if (!entry_drivers(r, dir, isdir ? tests.data : &one, isdir ? tests.len : 1)) {
        rc = 2;
        goto done;
      }
    }
    rc = build(r, r->bin);
    if (rc) goto done;
  }
  if (isdir && !tests.len) printf("symx replay: no test files in %s\n", dir);
  size_t total = isdir ? tests.len : 1;
  size_t i;
  bool cannot_start = false;
  Ran *ran = isdir ? batch_tests(r, dir, tests.data, total) : NULL;
  for (i = 0; i < total && !exec_interrupted && !cannot_start; i++) {
    char path[PATH_MAX + 300];
    const char *shown;
    if (isdir) {
      snprintf(path, sizeof path, "%s/%s", dir, tests.data[i]);
      shown = tests.data[i];
    } else {
      snprintf(path, sizeof path, "%s", r->target);
      shown = r->target;
    }
    switch (replay_one(r, path, shown, ran && ran[i].have ? &ran[i].a : NULL)) {
    case V_MATCH: counts->matched++; break;
    case V_MISMATCH: counts->mismatched++; break;
    case V_SKIP: counts->skipped++; break;
    case V_SKIP_HOST:
      counts->skipped++;
      counts->skipped_host++;
      break;
    case V_MISFIT:
      counts->mismatched++;
      counts->misfit++;
      break;
    case V_CANNOT_START:
      cannot_start = true; /* the same for every test: stop, count nothing */
      break;
    }
    fflush(stdout);
  }
  if (ran) xfree(ran, total * sizeof *ran);
  rc = counts->misfit || cannot_start ? 2 : counts->mismatched ? 1 : 0;
  if (cannot_start)
    printf("symx replay: stopped: no test can run natively on this host as it is set up\n");
  if (exec_interrupted) {
    printf("symx replay: interrupted: %zu of %zu tests not replayed\n", total - counts->matched -
           counts->mismatched - counts->skipped, total);
    rc = 2;
  }
done:
  symbolizer_stop(r);
  if (r->tmp[0]) util_remove_tree(r->tmp);
  for (size_t i = 0; i < tests.len; i++) xstrfree(tests.data[i]);
  VEC_FREE(tests);
  return rc;
}

static void print_counts(const ReplayCounts *c, const char *prefix) {
  if (c->skipped_host)
    printf("%s%u skipped (%u that this host cannot check natively, see above; %u that a native run "
           "cannot show, e.g. unsupported, or without a prediction)\n", prefix, c->skipped, c->skipped_host, c->skipped - c->skipped_host);
  else
    printf("%s%u skipped%s\n", prefix, c->skipped,
           c->skipped ? " (predicted outcomes a native run cannot show, e.g. unsupported, or tests "
                       "without a prediction, e.g. of paths a budget cut)" : "");
  if (c->misfit)
    printf("%s%u test%s not fit the program (counted as mismatched)\n", prefix, c->misfit,
           c->misfit == 1 ? " does" : "s do");
  printf("%s%u matched, %u mismatched\n", prefix, c->matched, c->mismatched);
}

/* `symx replay --host`: how ILP32 tests run on this host, one line:
 * `i386: native`, `i386: qemu: WHY` or `i386: none: WHY`. */
static int print_host(Replay *r) {
  int rc = replay_setup(r);
  if (rc) return rc;
  const char *why;
  HostI386 h = host_i386(r->tmp, &why);
  printf("i386: %s%s%s\n", h == HOST_I386_NATIVE ? "native" : h == HOST_I386_QEMU ? "qemu" : "none",
         why ? ": " : "", why ? why : "");
  util_remove_tree(r->tmp);
  return 0;
}

static void replay_free(Replay *r) {
  VEC_FREE(r->files);
  VEC_FREE(r->cflags);
  VEC_FREE(r->ccargs);
}

static void on_interrupt(int sig) {
  (void)sig;
  exec_interrupted = 1;
}

/* ---- symx replay's options ------------------------------------------------- */

/* What the command line asks besides the Replay fields. */
typedef struct ReplayArgs {
  Replay r;
  ArgList inputs; /* TEST|DIR and FILE..., or FILE... after --build */
  bool help, host;
} ReplayArgs;

static int opt_check_overflow(void *args, const OptRow *row, char **v) {
  (void)v;
  ((ReplayArgs *)args)->r.check_overflow = strcmp(row->names, "--check-overflow") == 0;
  return 0;
}

static int opt_data_model(void *args, const OptRow *row, char **v) {
  (void)row;
  if (strcmp(v[0], "ILP32") != 0 && strcmp(v[0], "LP64") != 0)
    return usage_error("--data-model must be ILP32 or LP64, not '%s'", v[0]);
  ((ReplayArgs *)args)->r.ilp32 = !strcmp(v[0], "ILP32");
  return 0;
}

static int opt_timeout(void *args, const OptRow *row, char **v) {
  (void)row;
  char *end;
  double t = strtod(v[0], &end);
  if (!*v[0] || *end || !(t > 0)) return usage_error("bad --timeout value '%s'", v[0]);
  ((ReplayArgs *)args)->r.timeout = t;
  return 0;
}

static int opt_cc_arg(void *args, const OptRow *row, char **v) {
  (void)row;
  VEC_PUSH(((ReplayArgs *)args)->r.ccargs, v[0]);
  return 0;
}

#define RA(f) offsetof(ReplayArgs, f)
static const OptRow replay_rows[] = {
    {"--check-overflow", OPT_CALL, 0, NULL, "check signed overflow and shifts (default: as in summary.json)",
     opt_check_overflow, 0},
    {"--no-check-overflow", OPT_CALL, 0, NULL, "do not check them", opt_check_overflow, 0},
    {"--data-model", OPT_CALL, 0, "ILP32|LP64", "compile for i386 or x86-64\n(default: as the run recorded in DIR/summary.json)",
     opt_data_model, 1},
    {"--timeout", OPT_CALL, 0, "S", "time limit of one test (default 10)", opt_timeout, 1},
    {"--cc-arg", OPT_CALL, 0, "ARG", "pass ARG to clang as well (e.g. an object file)", opt_cc_arg, 1},
    {"--build", OPT_STRING, RA(r.build_out), "BINARY", "only build the replay binary of FILE..."},
    {"--binary", OPT_STRING, RA(r.binary), "BINARY", "run this binary (made by --build) instead of compiling"},
    {"-v|--verbose", OPT_TRUE, RA(r.verbose), NULL, "print the program's output and sanitizer reports"},
    {"--host", OPT_TRUE, RA(host), NULL, "say how this host runs ILP32 (i386) tests, and exit:\n"
     "native, qemu (under qemu-i386, no AddressSanitizer) or none"},
    {"-h|--help", OPT_TRUE, RA(help), NULL, "this text"},
};
#undef RA
static const OptTable replay_options = {"symx replay", replay_rows, ARRAY_LEN(replay_rows)};

/* Parses the command line into a->r; returns 0, or 2 after saying why
 * (also 0 with a->help or a->host set: nothing else to do). */
static int parse_replay_args(int argc, char **argv, ReplayArgs *a) {
  a->r.max_test = -1;
  a->r.check_overflow = -1;
  a->r.ilp32 = -1;
  a->r.timeout = 10;
  int rc = opt_parse(&replay_options, argc, argv, a, &a->inputs, &a->r.cflags);
  if (rc || a->help || a->host) return rc;
  size_t first = 0;
  if (!a->r.build_out && a->inputs.len) a->r.target = a->inputs.data[first++];
  for (size_t i = first; i < a->inputs.len; i++) VEC_PUSH(a->r.files, a->inputs.data[i]);
  if (!a->r.target && !a->r.build_out) return usage_error("%s", "no test file or directory");
  if (!a->r.files.len && !a->r.binary) return usage_error("%s", "no program source file");
  return 0;
}

int replay_main(int argc, char **argv) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_interrupt;
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
  sigaction(SIGPIPE, &sa, NULL); /* output closed: stop, still remove the scratch files */
  ReplayArgs a;
  memset(&a, 0, sizeof a);
  Replay r;
  int rc = parse_replay_args(argc, argv, &a);
  r = a.r;
  VEC_FREE(a.inputs);
  if (rc) goto out;
  if (a.help) {
    fputs(usage_text, stdout);
    opt_help(stdout, &replay_options);
    fputs(usage_tail, stdout);
    goto out;
  }
  if (a.host) {
    rc = print_host(&r);
    goto out;
  }
  if (r.build_out) {
    if (r.check_overflow < 0) r.check_overflow = 0;
    if (r.ilp32 < 0) r.ilp32 = 0;
    rc = replay_setup(&r);
    if (!rc && r.ilp32) r.host = host_i386(r.tmp, &r.host_why);
    if (!rc) rc = build(&r, r.build_out);
    if (r.tmp[0]) util_remove_tree(r.tmp);
    goto out;
  }
  ReplayCounts c;
  rc = replay_target(&r, &c);
  if (rc == 2 && !c.misfit && !c.matched && !c.mismatched && !c.skipped) goto out; /* setup failed */
  print_counts(&c, "");
out:
  replay_free(&r);
  return rc;
}

void replay_after_run(Output *o, const char *const *files, int nfiles, const char *const *cflags,
                      int ncflags) {
  Replay r;
  memset(&r, 0, sizeof r);
  r.target = o->dir;
  r.max_test = o->ntests; /* not older files left in the directory */
  r.check_overflow = o->check_overflow;
  r.ilp32 = o->ilp32;
  r.timeout = 10;
  r.only_mismatches = true;
  for (int i = 0; i < nfiles; i++) VEC_PUSH(r.files, files[i]);
  for (int i = 0; i < ncflags; i++) VEC_PUSH(r.cflags, cflags[i]);
  printf("replaying every test natively...\n");
  fflush(stdout);
  ReplayCounts c;
  int rc = replay_target(&r, &c);
  if (!(rc == 2 && !c.misfit && !c.matched && !c.mismatched && !c.skipped)) {
    print_counts(&c, "replay: ");
    o->replayed = true;
    o->replay_matched = c.matched;
    o->replay_mismatched = c.mismatched;
    o->replay_skipped = c.skipped;
  }
  replay_free(&r);
}

/* ---- Probes: one test at a time, for drivers that make tests (symx fuzz) --------- */

struct ReplayProbe {
  Replay r;
  Outc last;
  ProcServer server;  /* the native build as a fork server (the runtime's batch mode) */
  RunEnv env;         /* the server's sanitizer options */
  unsigned failures;  /* servers lost: after 3, each probe starts a process */
  bool no_server;     /* replay_probe_no_server */
  unsigned long processes; /* started: servers, and tests run alone */
  char scratch[PATH_MAX];  /* the served tests' stdout and stderr (util_scratch_dir) */
  unsigned long served;
};

ReplayProbe *replay_probe_new(const char *const *files, int nfiles, const char *const *cflags, int ncflags) {
  ReplayProbe *p = xcalloc(1, sizeof *p);
  Replay *r = &p->r;
  r->timeout = 10;
  r->max_test = -1;
  for (int i = 0; i < nfiles; i++) VEC_PUSH(r->files, files[i]);
  for (int i = 0; i < ncflags; i++) VEC_PUSH(r->cflags, cflags[i]);
  if (replay_setup(r) || build(r, r->bin)) {
    replay_probe_free(p);
    return NULL;
  }
  return p;
}

/* The test run by the probe's fork server (started at the first test):
 * false when there is none (an i386 host runs each test under qemu) or it
 * failed. */
static bool probe_served(ReplayProbe *p, const char *test, Outc *a) {
  Replay *r = &p->r;
  if (p->no_server || r->host == HOST_I386_QEMU || p->failures >= 3 || strchr(test, '\n')) return false;
  char *dir = p->scratch, req[PATH_MAX + 2], ans[96];
  if (!dir[0] && !util_scratch_dir(dir, sizeof p->scratch, "symx-probe")) return dir[0] = 0, p->failures = 3, false;
  if (!p->server.pid) {
    char tos[32];
    snprintf(tos, sizeof tos, "%g", r->timeout);
    run_env(r, &p->env, NULL);
    char *env[] = {"ASAN_OPTIONS", p->env.asan, "UBSAN_OPTIONS", p->env.ubsan, "ASAN_SYMBOLIZER_PATH",
                   p->env.sym, "LSAN_OPTIONS", p->env.lsan, "SYMX_TEST_SERVER", "1", "SYMX_RESULT_DIR", dir,
                   "SYMX_TEST_TIMEOUT", tos, NULL};
    char *argv[] = {"prog", NULL};
    ProcSpec ps = {r->bin, argv, true, NULL, NULL, env, 0};
    p->processes++;
    if (!proc_server_start(&p->server, &ps, "symx replay")) return p->failures++, false;
    p->served = 0;
  }
  snprintf(req, sizeof req, "%s\n", test);
  bool stopped;
  int st, pid, to;
  if (!proc_server_ask(&p->server, req, ans, sizeof ans, util_now() + r->timeout + 30, &exec_interrupted,
                       &stopped) ||
      sscanf(ans, "%d %d %d", &st, &pid, &to) != 3) {
    if (!stopped) p->failures++;
    proc_server_stop(&p->server);
    return false;
  }
  char op[PATH_MAX + 64], ep[PATH_MAX + 64];
  snprintf(op, sizeof op, "%s/%lu.out", dir, p->served);
  snprintf(ep, sizeof ep, "%s/%lu.err", dir, p->served++);
  classify_run(r, &p->env, st, (pid_t)pid, to != 0, op, ep, NULL, a);
  unlink(op);
  unlink(ep);
  return true;
}

bool replay_probe_run(ReplayProbe *p, const char *test, Outcome *oc) {
  Outc *a = &p->last;
  if (!probe_served(p, test, a)) run_test(&p->r, test, NULL, a), p->processes++;
  memset(oc, 0, sizeof *oc);
  if (a->what == OUT_EXIT) {
    oc->code = a->code;
    return true;
  }
  if (a->what != OUT_ERROR) return false;
  for (int k = 0; k < ERR_NUM_KINDS; k++)
    if (!strcmp(error_kind_names[k], a->kind)) {
      oc->is_error = true;
      oc->kind = (ErrorKind)k;
      oc->file = a->file;
      oc->line = a->line;
      oc->function = a->function;
      if (oc->kind == ERR_ABORT) snprintf(oc->message, sizeof oc->message, "abort() called");
      else snprintf(oc->message, sizeof oc->message, "%.255s", a->detail[0] ? a->detail : a->kind);
      return true;
    }
  return false;
}

void replay_probe_no_server(ReplayProbe *p) { p->no_server = true; }

void replay_probe_timeout(ReplayProbe *p, double seconds) { p->r.timeout = seconds; }
unsigned long replay_probe_processes(const ReplayProbe *p) { return p->processes; }

const char *replay_probe_detail(const ReplayProbe *p) {
  static char buf[700];
  outc_str(&p->last, buf, sizeof buf);
  return buf;
}

void replay_probe_free(ReplayProbe *p) {
  if (!p) return;
  proc_server_stop(&p->server);
  if (p->scratch[0]) util_remove_tree(p->scratch);
  symbolizer_stop(&p->r);
  if (p->r.tmp[0]) util_remove_tree(p->r.tmp);
  replay_free(&p->r);
  xfree(p, sizeof *p);
}
