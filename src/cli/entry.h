/* entry: symx run --entry FUNC — unit-level exploration of one function.
 *
 * Every parameter of FUNC is an input: integers and floating-point values
 * symbolic (inputs named after the parameters), pointers initialised lazily
 * (engine/lazy.h) from the pointee types the debug information declares;
 * so are the global pointer variables the user names (--lazy-global NAME,
 * or every one the program defines with external linkage: --lazy-globals),
 * which the harness and the drivers set before the calls.
 * symx compiles a harness beside the program that makes the inputs, calls
 * FUNC_pre with them when the program defines it (the path goes on only
 * where it returns nonzero) and then FUNC, and returns 0; the run starts
 * there instead of main.
 *
 * Each test also gets a C driver, testNNNNNN.c, that builds the inputs its
 * path assumed (objects with malloc, their bytes, pointers between them,
 * NULLs, values) and calls FUNC_pre and FUNC the same way; compiled with
 * the program, whose main is renamed (-Dmain=__symx_program_main), it runs
 * the path natively (symx replay does so: replay.c). */
#ifndef SYMX_CLI_ENTRY_H
#define SYMX_CLI_ENTRY_H

#include <stdbool.h>

#include "out/out.h"

enum { ENTRY_MAX_GLOBALS = 64 };

typedef struct Entry {
  TestSink sink;             /* first member: writes the drivers */
  const char *fn;            /* FUNC */
  char pre[512];             /* FUNC_pre, when the program defines it; else "" */
  const char *asked[ENTRY_MAX_GLOBALS]; /* --lazy-global NAME, in order (set by the caller) */
  uint32_t nasked;
  bool all_globals;          /* --lazy-globals (set by the caller) */
  uint32_t globals[ENTRY_MAX_GLOBALS];  /* the globals made pointer inputs: indices in mod->ctypes.globals */
  uint32_t nglobals;
  const IrModule *mod;
  Output *out;
} Entry;

/* The macro that renames the program's main when a driver is compiled with it. */
#define ENTRY_MAIN_RENAMED "-Dmain=__symx_program_main"

/* Compiles and loads the program with the harness for e->fn (set by the
 * caller); the module's main_fn is the harness's. Returns 0, or 2 after
 * printing why not (no such function, a parameter symx cannot make an input
 * of, a --lazy-global that is no pointer global another file can set), or
 * what symx_load returns. */
int entry_load(Entry *e, const char **inputs, int ninputs, const char **cflags, int ncflags, bool ilp32,
               double deadline, unsigned load_flags, IrModule **mod);
/* The sink that writes testNNNNNN.c beside each test of `out`. */
TestSink *entry_sink(Entry *e, Output *out);

#endif
