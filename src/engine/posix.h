/* posix: KLEE-style symbolic command-line arguments for main.
 *   --sym-args MIN MAX N   between MIN and MAX arguments of up to N chars
 *   --sym-arg N            one argument of up to N chars (= 1 1 N)
 * As in KLEE's POSIX runtime the inputs are `n_args` (4 bytes, MIN..MAX)
 * and `arg00`, `arg01`, ... (N + 1 bytes each, the last one 0), in that
 * order, so the tests (.json and .ktest) hold them.
 *   --sym-stdin N          standard input is N symbolic bytes ("stdin"; for
 *                          N = 0 it is empty and there is no input)
 *   --sym-env N            getenv(NAME) is an input "env:NAME" of N + 2
 *                          bytes: set or not, and a value of up to N chars
 *                          (runtime/libc/env.c, which makes the input)
 *   --sym-files N SIZE     N files "A", "B", ... of SIZE bytes: opening X
 *                          makes the input "file:X" (runtime/libc/files.c)
 * `symx replay` reads these inputs back (runtime/replay/cmdline.c). */
#ifndef SYMX_POSIX_H
#define SYMX_POSIX_H

#include "engine/state.h"

/* Sets the runtime models' global `name` (its first `bytes` bytes at most)
 * to v on s, when the program has it (the models link only what is used). */
void posix_set_global(const IrModule *mod, State *s, const char *name, uint64_t v, unsigned bytes);

struct Executor;

typedef struct PosixConfig {
  bool sym_args;
  uint32_t min, max, len;
  bool sym_stdin;             /* --sym-stdin N: stdin is N symbolic bytes */
  uint32_t stdin_size;
  bool sym_env;               /* --sym-env N: getenv values of up to N chars */
  uint32_t env_len;
  uint32_t files, file_size;  /* --sym-files N SIZE: files "A".. of SIZE symbolic bytes
                                 (runtime/libc/files.c makes the input "file:X" at X's first open) */
  bool symbolic_uninit;       /* sv-comp: stack and malloc memory start as
                                 inputs "uninit" (any value), not zeros */
} PosixConfig;

/* Puts main's frame on s with symbolic argc/argv when configured
 * (ex->opt.posix; its objects made by ex's memory model); returns false
 * (doing nothing more) when not. With --sym-stdin it also creates the
 * input "stdin" (after the arguments) and hands it to the stdin models
 * (runtime/libc/stdin.c) through their globals, and with --sym-env it
 * tells the getenv model (runtime/libc/env.c). */
bool posix_enter_main(struct Executor *ex, State *s, const IrFunction *mainf, const Val *consts);
/* With symbolic_uninit: makes the new object o's bytes a fresh input.
 * False when o is too large for that and stays zeroed. */
bool posix_uninit(const PosixConfig *pc, State *s, Object *o);

#endif
