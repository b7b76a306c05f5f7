/* cc: `symx cc`, the compiler of concolic programs. C sources go through
 * clang-16 to bitcode (the flags every symx compilation shares, clang.h),
 * are linked with the hooks (runtime/concolic/hooks.c as bitcode), promoted
 * to registers (mem2reg), instrumented (instrument.c: a shadow expression
 * beside each integer value and memory byte, NULL when concrete), and
 * compiled by clang to a native executable linked with the concolic runtime
 * (build/libsymx-concolic.a: runtime/concolic and symx's expr, solver and
 * base layers). */
#ifndef SYMX_CC_H
#define SYMX_CC_H
#include <stdbool.h>
#include <signal.h>

typedef struct CcOptions {
  const char *const *inputs;   /* .c files */
  int ninputs;
  const char *const *cflags;   /* -I -D -U -std= ... for clang */
  int ncflags;
  const char *output;          /* the executable */
  const char *home;            /* symx's root (runtime/, build/) */
  const char *opt_level;       /* of the native compilation: "-O2" unless given */
  const char *keep_bc;         /* also write the instrumented bitcode here (NULL: no) */
  const char *lines;           /* write each block's source lines here (NULL: no): with
                                * the runtime's "blk K", line coverage (symx fuzz) */
  bool verbose;                /* print the commands run */
  double deadline;             /* util_now() time to stop clang (<= 0: none) */
  const volatile sig_atomic_t *interrupt;
} CcOptions;

/* What an argument of `symx cc` or `symx fuzz` that none of their options
 * took is: a flag for clang (-I, -D, -U, -std=, value attached), a readable
 * .c source, or neither (after printing why, `tool` naming the command). */
typedef enum { CC_ARG_FLAG, CC_ARG_SOURCE, CC_ARG_BAD } CcArg;
CcArg cc_classify_arg(const char *tool, const char *a);

/* Builds the executable. Returns 0, or 2 after printing why not. */
int cc_build(const CcOptions *o);
/* `symx cc [options] FILE...`; argv holds the arguments after "cc". */
int cc_main(int argc, char **argv);
#endif
