/* What the files of cc share. */
#ifndef SYMX_CC_INTERNAL_H
#define SYMX_CC_INTERNAL_H
#include <stdio.h>
#include <llvm-c/Core.h>
/* Instruments every defined function of mod, which holds the hooks
 * (runtime/concolic/hooks.c); writes each block's source lines to `lines`
 * (may be NULL) as "BLOCK LINE FILE". Returns 0, or 2 when the hooks are
 * missing. */
int cc_instrument(LLVMModuleRef mod, FILE *lines);
/* stack.c: the stack arrays each function passes to calls, recorded for the
 * runtime while the function runs (after cc_instrument). */
void cc_stack_objects(LLVMModuleRef mod);
#endif
