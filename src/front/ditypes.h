/* ditypes: the C types of functions' parameters and of pointer globals, read from the module's
 * debug information (ir/ctypes.h says what for). */
#ifndef SYMX_FRONT_DITYPES_H
#define SYMX_FRONT_DITYPES_H

#include <llvm-c/Core.h>

#include "ir/ctypes.h"

/* Adds to t the signature of each function of fns[0..n) that mod defines
 * with debug information, every global variable of pointer type it defines
 * (CGlobal), and every type they reach. */
void ditypes_read(LLVMModuleRef mod, const char *const *fns, int n, IrCTypes *t);

#endif
