/* load: see load.h. */
#include "cli/load.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/util.h"
#include "engine/exec.h"
#include "front/front.h"

static int load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                double deadline, unsigned flags, const char *const *fns, int nfns, IrModule **mod);

int symx_load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
              double deadline, IrModule **mod) {
  return load(inputs, ninputs, cflags, ncflags, ilp32, deadline, 0, NULL, 0, mod);
}

int symx_load_with(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, unsigned flags, IrModule **mod) {
  return load(inputs, ninputs, cflags, ncflags, ilp32, deadline, flags, NULL, 0, mod);
}

int symx_load_sigs(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, unsigned flags, const char *const *fns, int nfns, IrModule **mod) {
  return load(inputs, ninputs, cflags, ncflags, ilp32, deadline, flags, fns, nfns, mod);
}

static int load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                double deadline, unsigned flags, const char *const *fns, int nfns, IrModule **mod) {
  char home[PATH_MAX];
  if (!util_find_home(home, sizeof home)) {
    fprintf(stderr, "symx: cannot find symx's runtime directory (set SYMX_HOME)\n");
    return 2;
  }
  char include_dir[PATH_MAX + 32], runtime_bc[PATH_MAX + 32];
  snprintf(include_dir, sizeof include_dir, "%s/runtime/include", home);
  snprintf(runtime_bc, sizeof runtime_bc, "%s/build/runtime%s.bc", home, ilp32 ? "32" : "");
  const char *clang = getenv("SYMX_CLANG"); /* another clang-16 than the one symx was built with */
  FrontOptions fo = {.inputs = inputs, .ninputs = ninputs, .cflags = cflags, .ncflags = ncflags,
                     .clang = clang && *clang ? clang : SYMX_CLANG, .include_dir = include_dir,
                     .runtime_bc = runtime_bc, .ilp32 = ilp32, .deadline = deadline,
                     .interrupt = &exec_interrupted, .uninit_locals = (flags & LOAD_UNINIT_LOCALS) != 0,
                     .keep_branches = (flags & LOAD_KEEP_BRANCHES) != 0,
                     .check_overflow = (flags & LOAD_CHECK_OVERFLOW) != 0, .sig_fns = fns, .nsig_fns = nfns};
  int rc = front_load(&fo, mod);
  if (rc == FRONT_STOPPED)
    fprintf(stderr, "symx: %s while compiling: nothing was explored, the run is incomplete\n",
            exec_interrupted ? "interrupted" : "--max-time reached");
  return rc;
}
