/* svcomp: `symx sv-comp`, SV-COMP's unreach-call property with a verdict on
 * the last line of stdout and a violation witness for `false`. */
#ifndef SYMX_SVCOMP_H
#define SYMX_SVCOMP_H

#include "ir.h"

int svcomp_main(int argc, char **argv);

/* Provided by main.c: compiles and loads the program as `symx run` does.
 * Returns 0, or 2 after printing why not. */
int symx_load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32, double deadline,
              IrModule **mod);

#endif
