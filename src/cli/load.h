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
/* The same with FrontOptions.uninit_locals (sv-comp). */
int symx_load_uninit(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                     double deadline, bool uninit_locals, IrModule **mod);
/* The same, recording the C signatures of the functions fns[0..nfns) in
 * (*mod)->ctypes (ir/ctypes.h). */
int symx_load_sigs(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, const char *const *fns, int nfns, IrModule **mod);

#endif
