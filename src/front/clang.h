/* clang: the one way symx compiles a program — for its own analysis
 * (bitcode, front.c) and natively for replay (cli/replay.c). Both start from
 * the same flags, so that the program replayed is the program analysed. */
#ifndef SYMX_FRONT_CLANG_H
#define SYMX_FRONT_CLANG_H

#include <stdbool.h>

#include "base/util.h"

typedef VEC(const char *) ClangArgv;

/* Pushes clang's path and the flags every compilation shares: debug
 * information, no optimisation, no stack protector, __SYMX__ defined, -m32
 * for ILP32, and -I of symx's runtime headers (include_flag: "-IDIR", kept
 * by the caller). The caller adds its mode's flags, the user's flags and
 * the files. */
void clang_common_args(ClangArgv *av, const char *clang, bool ilp32, const char *include_flag);

/* Then the rest of a compilation of one source: the mode's flags, the
 * user's flags, the source, -o out and the terminating NULL. */
void clang_one_source_args(ClangArgv *av, const char *const *mode, size_t nmode, const char *const *cflags,
                           int ncflags, const char *src, const char *out);

#endif
