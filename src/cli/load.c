/* load: see load.h. */
#include "cli/load.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "base/util.h"
#include "engine/exec.h"
#include "front/front.h"

int symx_load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
              double deadline, IrModule **mod) {
  return symx_load_uninit(inputs, ninputs, cflags, ncflags, ilp32, deadline, false, mod);
}

static int load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                double deadline, bool uninit_locals, const char *const *fns, int nfns, IrModule **mod);

int symx_load_uninit(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                     double deadline, bool uninit_locals, IrModule **mod) {
  return load(inputs, ninputs, cflags, ncflags, ilp32, deadline, uninit_locals, NULL, 0, mod);
}

int symx_load_sigs(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                   double deadline, const char *const *fns, int nfns, IrModule **mod) {
  return load(inputs, ninputs, cflags, ncflags, ilp32, deadline, false, fns, nfns, mod);
}

static int load(const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
                double deadline, bool uninit_locals, const char *const *fns, int nfns, IrModule **mod) {
  char home[PATH_MAX];
  if (!util_find_home(home, sizeof home)) {
    fprintf(stderr, "symx: cannot find symx's runtime directory (set SYMX_HOME)\n");
    return 2;
  }
  char include_dir[PATH_MAX + 32], runtime_bc[PATH_MAX + 32];
  snprintf(include_dir, sizeof include_dir, "%s/runtime/include", home);
  snprintf(runtime_bc, sizeof runtime_bc, "%s/build/runtime%s.bc", home, ilp32 ? "32" : "");
  const char *clang = getenv("SYMX_CLANG"); /* another clang-16 than the one symx was built with */
  FrontOptions fo = {inputs, ninputs, cflags, ncflags, clang && *clang ? clang : SYMX_CLANG,
                     include_dir, runtime_bc, NULL, ilp32, deadline, &exec_interrupted, uninit_locals,
                     fns, nfns};
  int rc = front_load(&fo, mod);
  if (rc == FRONT_STOPPED)
    fprintf(stderr, "symx: %s while compiling: nothing was explored, the run is incomplete\n",
            exec_interrupted ? "interrupted" : "--max-time reached");
  return rc;
}
