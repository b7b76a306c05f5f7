/* cflags: which compiler flags the commands (run, replay, sv-comp) take
 * besides -I -D -U -std= -include, and pass to clang: warnings (-w, -W...),
 * target features (-m..., e.g. -msse4.2) and code generation (-f...) —
 * except those that would change what symx analyses or how it compiles. */
#ifndef SYMX_CFLAGS_H
#define SYMX_CFLAGS_H

#include <stdbool.h>

/* Whether `flag` is one of those families (it is then the caller's to take
 * or refuse with cflags_refusal). */
bool cflags_is_passthrough(const char *flag);

/* NULL when the flag may be passed to clang, else why not. */
const char *cflags_refusal(const char *flag);

#endif
