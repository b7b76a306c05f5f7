/* front: from C sources (or .bc/.ll files) to an IrModule.
 * Runs clang on each C input (symx's include directory first on the path, -g,
 * -O0 without optnone), loads the bitcode with the LLVM-C API, links the
 * runtime models, runs mem2reg in-process, and lowers every function to ir.h.
 * This is the only module that includes llvm-c headers. */
#ifndef SYMX_FRONT_H
#define SYMX_FRONT_H

#include <signal.h>

#include "ir/ir.h"

typedef struct FrontOptions {
  const char *const *inputs;   /* .c, .i, .bc or .ll files */
  int ninputs;
  const char *const *cflags;   /* user flags passed to clang: -I.., -D.., -U.., -std=.. */
  int ncflags;
  const char *clang;           /* path of clang-16 */
  const char *include_dir;     /* symx's runtime/include */
  const char *runtime_bc;      /* the runtime models, linked in */
  const char *tmp_dir;         /* where intermediate bitcode goes */
  bool ilp32;                  /* compile for i386 (32-bit int, long, pointers) */
  double deadline;             /* util_now() time at which clang is stopped (<= 0: none) */
  const volatile sig_atomic_t *interrupt; /* nonzero: stop clang (may be NULL) */
  /* sv-comp: an uninitialised scalar local holds an arbitrary value, one per
   * variable instance (each call of its function), not the 0 that mem2reg's
   * undef becomes. Each promotable integer local starts as the result of a
   * call to __symx_uninit.iN (a fresh input "uninit", builtins.c); the calls
   * mem2reg leaves unused are removed. Locals of other scalar types start as
   * __symx_uninit.other.N, unsupported when their value is used. */
  bool uninit_locals;
  /* Fork at every branch as written: no select formation (selects.c: small
   * if/else and ?: whose arms only compute values on the branch's line are
   * otherwise evaluated as selects, so their branch is not counted). */
  bool keep_branches;
  bool check_overflow;         /* the run's --check-overflow: nsw and shifts are checked */
  /* Functions whose C signatures (and the types they reach) the module
   * records in IrModule.ctypes, from the debug information (ditypes.h). */
  const char *const *sig_fns;
  int nsig_fns;
} FrontOptions;

/* front_load's result when clang was stopped by the deadline or the
 * interrupt: nothing was explored, the run is incomplete. */
enum { FRONT_STOPPED = 3 };

/* Builds the module. Returns 0 on success. On bad input returns 2 after
 * printing one clear line to stderr (clang's own diagnostics are shown as
 * clang prints them). */
int front_load(const FrontOptions *o, IrModule **out);

#endif
