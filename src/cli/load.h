/* load: compiles a C program with clang and loads it, with symx's libc
 * models linked in, as every command that explores a program does. */
#ifndef SYMX_CLI_LOAD_H
#define SYMX_CLI_LOAD_H

#include <stdbool.h>

#include "ir/ir.h"

/* deadline: util_now() time at which compilation is stopped (0: none); it
 * is stopped on SIGINT too (exec_interrupted). Returns 0, or 2 after printing
 * why not, or FRONT_STOPPED (front.h). */
int symx_load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
              double deadline, IrModule **mod);
/* The same with options of FrontOptions: uninit_locals (sv-comp),
 * keep_branches, check_overflow. */
enum { LOAD_UNINIT_LOCALS = 1, LOAD_KEEP_BRANCHES = 2, LOAD_CHECK_OVERFLOW = 4 };
int symx_load_with(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, unsigned flags, IrModule **mod);
/* The same, recording the C signatures of the functions fns[0..nfns) in
 * (*mod)->ctypes (ir/ctypes.h). */
int symx_load_sigs(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, unsigned flags, const char *const *fns, int nfns, IrModule **mod);

#endif
