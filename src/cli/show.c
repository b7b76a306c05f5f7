/* show: `symx show OUTDIR | TEST.json | --uncovered OUTDIR` — reads what a
 * run left behind and prints it for people: the summary, each error with its
 * source line in context, its call stack and the inputs of its test (the
 * command line and stdin they make, for runs with --sym-args/--sym-stdin;
 * then per object: name, size, hex, integers of the object's width, text),
 * one test, or the source lines no test reached (from coverage.info). */
#include "cli/show.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/options.h"
#include "replay/json.h"

static SjValue *load(const char *path) {
  char err[512] = "";
  SjValue *v = sj_load_test(path, err, sizeof err); /* .json, or KLEE's .ktest */
  if (!v) fprintf(stderr, "symx show: %s\n", err);
  return v;
}

static const char *str(const SjValue *obj, const char *key) {
  const SjValue *v = sj_get(obj, key);
  return v && v->type == SJ_STR ? v->str : "";
}

static long long num(const SjValue *obj, const char *key) {
  const SjValue *v = sj_get(obj, key);
  return v && v->type == SJ_NUM ? (v->is_int ? v->i : (long long)v->num) : 0;
}

/* Prints lines line-2 .. line+2 of file, marking `line`. */
static void print_source(const char *file, long long line, const char *indent) {
  FILE *f = fopen(file, "r");
  if (!f) {
    printf("%s(source %s not found)\n", indent, file);
    return;
  }
  char buf[1024];
  long long no = 0;
  while (fgets(buf, sizeof buf, f)) {
    size_t len = strlen(buf);
    bool whole = len && buf[len - 1] == '\n';
    if (whole) buf[--len] = 0;
    if (whole || feof(f)) no++;
    else continue;
    if (no >= line - 2 && no <= line + 2) printf("%s%s %5lld | %s\n", indent, no == line ? ">" : " ", no, buf);
    if (no > line + 2) break;
  }
  fclose(f);
}

/* bytes[0..n) as a C string literal. */
static void print_quoted(const unsigned char *b, size_t n) {
  putchar('"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = b[i];
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c == '\n') printf("\\n");
    else if (c == '\t') printf("\\t");
    else if (c == '\r') printf("\\r");
    else if (c == 0) printf("\\0");
    else if (isprint(c)) putchar(c);
    else printf("\\x%02x", c);
  }
  putchar('"');
}

/* The command line and standard input the test's first inputs make. */
static void print_cmdline(const SjInput *in, long n) {
  SjCmdline c;
  char err[256];
  if (!sj_cmdline(in, n, &c, err, sizeof err)) {
    printf("  command line: (does not fit: %s)\n", err);
    return;
  }
  if (c.argc) {
    printf("  command line: argc %ld, argv \"prog\"", c.argc);
    for (long k = 0; k + 1 < c.argc; k++) {
      const SjInput *a = &in[c.first_arg + k];
      putchar(' ');
      print_quoted(a->bytes, strnlen((const char *)a->bytes, a->size));
    }
    putchar('\n');
  }
  if (c.stdin_input >= 0) {
    const SjInput *a = &in[c.stdin_input];
    printf("  stdin: %zu byte%s ", a->size, a->size == 1 ? "" : "s");
    print_quoted(a->bytes, a->size);
    printf(", then end of file\n");
  }
}

static void print_inputs(const SjValue *test) {
  SjInput *in;
  char err[256];
  long n = sj_test_inputs(test, &in, err, sizeof err);
  if (n < 0) {
    printf("  (inputs unreadable: %s)\n", err);
    return;
  }
  print_cmdline(in, n);
  if (n == 0) printf("  no inputs\n");
  for (long k = 0; k < n; k++) {
    printf("  object %ld: name: '%s'\n", k, in[k].name);
    printf("  object %ld: size: %zu\n", k, in[k].size);
    printf("  object %ld: hex : 0x", k);
    for (size_t i = 0; i < in[k].size; i++) printf("%02x", in[k].bytes[i]);
    putchar('\n');
    size_t w = in[k].size;
    if (w == 1 || w == 2 || w == 4 || w == 8) {
      uint64_t u = 0;
      for (size_t i = 0; i < w; i++) u |= (uint64_t)in[k].bytes[i] << (8 * i); /* little-endian */
      int64_t sv = w == 8 ? (int64_t)u : (int64_t)(u << (64 - 8 * w)) >> (64 - 8 * w);
      printf("  object %ld: int : %lld\n", k, (long long)sv);
      printf("  object %ld: uint: %llu\n", k, (unsigned long long)u);
    }
    printf("  object %ld: text: ", k);
    for (size_t i = 0; i < in[k].size; i++) putchar(isprint(in[k].bytes[i]) ? in[k].bytes[i] : '.');
    putchar('\n');
  }
  sj_inputs_free(in, n);
}

static void print_outcome(const SjValue *test) {
  const SjValue *o = sj_get(test, "outcome");
  if (!strcmp(str(o, "kind"), "exit")) {
    printf("  outcome: exit %lld\n", num(o, "code"));
    return;
  }
  if (!strcmp(str(o, "kind"), "halted")) {
    printf("  outcome: none: the path was cut by %s at %s:%lld in %s\n", str(o, "reason"), str(o, "file"),
           num(o, "line"), str(o, "function"));
    return;
  }
  printf("  outcome: %s at %s:%lld in %s: %s\n", str(o, "error"), str(o, "file"), num(o, "line"),
         str(o, "function"), str(o, "message"));
}

static void print_stack(const SjValue *stack) {
  if (!stack || stack->type != SJ_ARR) return;
  printf("  call stack:\n");
  for (size_t i = 0; i < stack->len; i++)
    printf("    #%zu %s at %s:%lld\n", i, str(&stack->items[i], "function"), str(&stack->items[i], "file"),
           num(&stack->items[i], "line"));
}

static int show_test(const char *path) {
  SjValue *t = load(path);
  if (!t) return 2;
  printf("%s\n", path);
  print_outcome(t);
  print_inputs(t);
  sj_free(t);
  return 0;
}

static int show_dir(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/summary.json", dir);
  SjValue *s = load(path);
  if (!s) return 2;
  const SjValue *complete = sj_get(s, "complete"), *stopped = sj_get(s, "stopped_by");
  printf("%s: %s", dir, complete && complete->type == SJ_BOOL && complete->b ? "complete" : "INCOMPLETE");
  if (stopped && stopped->type == SJ_STR) printf(" (stopped by %s)", stopped->str);
  printf("\n  paths %lld, tests %lld", num(s, "paths"), num(s, "tests"));
  if (num(s, "halted_tests")) printf(" (%lld of paths cut short)", num(s, "halted_tests"));
  printf(", instructions %lld, forks %lld, solver queries %lld\n", num(s, "instructions"), num(s, "forks"),
         num(s, "queries"));
  const SjValue *tm = sj_get(s, "time_s"), *mem = sj_get(s, "peak_memory_mb");
  printf("  time %.2f s, peak memory %.1f MB, most states waiting %lld\n", tm && tm->type == SJ_NUM ? tm->num : 0.0,
         mem && mem->type == SJ_NUM ? mem->num : 0.0, num(s, "max_states"));
  const SjValue *cov = sj_get(s, "coverage");
  const char *kinds[] = {"lines", "branches"};
  for (int k = 0; k < 2; k++) {
    const SjValue *c = sj_get(cov, kinds[k]);
    if (c && c->type == SJ_ARR && c->len == 2 && c->items[1].i > 0)
      printf("  %s covered: %lld of %lld (%.1f%%)\n", kinds[k], c->items[0].i, c->items[1].i,
             100.0 * (double)c->items[0].i / (double)c->items[1].i);
  }
  const SjValue *errors = sj_get(s, "errors");
  size_t ne = errors && errors->type == SJ_ARR ? errors->len : 0;
  printf("%zu distinct error%s\n", ne, ne == 1 ? "" : "s");
  for (size_t i = 0; i < ne; i++) {
    const SjValue *e = &errors->items[i];
    printf("\nerror %zu: %s at %s:%lld in %s: %s (%lld path%s)\n", i + 1, str(e, "kind"), str(e, "file"),
           num(e, "line"), str(e, "function"), str(e, "message"), num(e, "paths"), num(e, "paths") == 1 ? "" : "s");
    print_source(str(e, "file"), num(e, "line"), "  ");
    print_stack(sj_get(e, "stack"));
    const SjValue *test = sj_get(e, "test");
    if (test && test->type == SJ_STR) {
      snprintf(path, sizeof path, "%s/%s", dir, test->str);
      SjValue *t = load(path);
      if (t) {
        printf("  test %s:\n", test->str);
        print_inputs(t);
        sj_free(t);
      }
    } else {
      printf("  no test (the path could not be decided)\n");
    }
  }
  sj_free(s);
  return 0;
}

/* Lists the lines coverage.info records as never executed, with their text. */
static int show_uncovered(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/coverage.info", dir);
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "symx show: cannot read %s\n", path);
    return 2;
  }
  char line[4096], file[4096] = "";
  unsigned total = 0, missed = 0;
  FILE *src = NULL;
  long long srcline = 0;
  char text[1024];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    unsigned long long no, count;
    if (!strncmp(line, "SF:", 3)) {
      snprintf(file, sizeof file, "%s", line + 3);
      if (src) fclose(src);
      src = fopen(file, "r");
      srcline = 0;
    } else if (sscanf(line, "DA:%llu,%llu", &no, &count) == 2) {
      total++;
      if (count) continue;
      missed++;
      text[0] = 0;
      while (src && srcline < (long long)no && fgets(text, sizeof text, src)) srcline++;
      text[strcspn(text, "\n")] = 0;
      printf("%s:%llu: %s\n", file, no, srcline == (long long)no ? text : "");
    }
  }
  if (src) fclose(src);
  fclose(f);
  printf("%u of %u lines never reached\n", missed, total);
  return 0;
}

typedef struct ShowArgs {
  bool uncovered, help;
  ArgList inputs;
} ShowArgs;

static const OptRow show_rows[] = {
    {"--uncovered", OPT_TRUE, offsetof(ShowArgs, uncovered), NULL, "the source lines no test reached"},
    {"-h|--help", OPT_TRUE, offsetof(ShowArgs, help), NULL, "this text"},
};
static const OptTable show_options = {"symx show", show_rows, ARRAY_LEN(show_rows)};

int show_main(int argc, char **argv) {
  ShowArgs a;
  memset(&a, 0, sizeof a);
  ArgList cflags = {0};
  int rc = opt_parse(&show_options, argc, argv, &a, &a.inputs, &cflags);
  const char *target = a.inputs.len ? a.inputs.data[0] : NULL;
  size_t ninputs = a.inputs.len, ncflags = cflags.len;
  VEC_FREE(a.inputs);
  VEC_FREE(cflags);
  if (rc) return rc;
  if (a.help) {
    puts("usage: symx show OUTDIR               summary, errors with source, stack and inputs\n"
         "       symx show OUTDIR/testNNNNNN.json  one test's outcome and inputs\n"
         "       symx show --uncovered OUTDIR   source lines no test reached\n"
         "options:");
    opt_help(stdout, &show_options);
    return 0;
  }
  if (ninputs > 1 || ncflags) {
    fprintf(stderr, "symx show: one output directory or test file (see symx show --help)\n");
    return 2;
  }
  if (!target) {
    fprintf(stderr, "symx show: no output directory or test file (see symx show --help)\n");
    return 2;
  }
  struct stat st;
  if (stat(target, &st) != 0) {
    fprintf(stderr, "symx show: no such file or directory: %s\n", target);
    return 2;
  }
  if (a.uncovered) return show_uncovered(target);
  return S_ISDIR(st.st_mode) ? show_dir(target) : show_test(target);
}
