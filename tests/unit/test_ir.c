/* Unit tests for ir.c: op names, builtin lookup by name (exact names and the
 * llvm.* prefix rule), ir_dump_function on a hand-built function, and
 * ir_module_free returning every byte (constants held as expressions
 * included). front.c is not linked into unit tests. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/addr.h"
#include "ir/ir.h"

#include "check.h"

static void test_op_names(void) {
  for (int i = 0; i < IR_NUM_OPS; i++) CHECK(ir_op_names[i] && ir_op_names[i][0]);
  CHECK(strcmp(ir_op_names[IR_ADD], "ADD") == 0);
  CHECK(strcmp(ir_op_names[IR_PMOVE], "PMOVE") == 0);
  CHECK(strcmp(ir_op_names[IR_UNSUPPORTED], "UNSUPPORTED") == 0);
  CHECK(strcmp(ir_op_names[IR_UMUL_OVF], "UMUL_OVF") == 0);
  /* Names are distinct. */
  int dup = 0;
  for (int i = 0; i < IR_NUM_OPS; i++)
    for (int j = i + 1; j < IR_NUM_OPS; j++) dup += strcmp(ir_op_names[i], ir_op_names[j]) == 0;
  CHECK(dup == 0);
}

static void test_builtins(void) {
  CHECK(ir_builtin_lookup("klee_make_symbolic") == IR_BI_MAKE_SYMBOLIC);
  CHECK(ir_builtin_lookup("symx_make_symbolic") == IR_BI_MAKE_SYMBOLIC);
  CHECK(ir_builtin_lookup("__VERIFIER_assume") == IR_BI_ASSUME);
  /* nondet functions go by their return type (front.c), never by name */
  CHECK(ir_builtin_lookup("__VERIFIER_nondet_size_t") == IR_BI_NONE);
  CHECK(ir_is_nondet_name("__VERIFIER_nondet_size_t") && !ir_is_nondet_name("__VERIFIER_assume"));
  /* exit() runs the atexit handlers (engine), _exit and _Exit do not */
  CHECK(ir_builtin_lookup("exit") == IR_BI_EXIT);
  CHECK(ir_builtin_lookup("_Exit") == IR_BI_QUICK_EXIT && ir_builtin_lookup("_exit") == IR_BI_QUICK_EXIT);
  CHECK(ir_builtin_lookup("atexit") == IR_BI_ATEXIT && ir_builtin_flags(IR_BI_ATEXIT) == 0);
  CHECK(ir_builtin_lookup("putc") == IR_BI_FPUTC);
  CHECK(ir_builtin_lookup("memcpy") == IR_BI_MEMCPY);
  CHECK(ir_builtin_lookup("fflush") == IR_BI_FFLUSH);
  /* llvm.* names: any '.'-suffix. */
  CHECK(ir_builtin_lookup("llvm.memcpy.p0.p0.i64") == IR_BI_MEMCPY);
  CHECK(ir_builtin_lookup("llvm.memcpy.inline.p0.p0.i64") == IR_BI_MEMCPY);
  CHECK(ir_builtin_lookup("llvm.memmove.p0.p0.i32") == IR_BI_MEMMOVE);
  CHECK(ir_builtin_lookup("llvm.memset.p0.i64") == IR_BI_MEMSET);
  CHECK(ir_builtin_lookup("llvm.stacksave") == IR_BI_STACKSAVE);
  CHECK(ir_builtin_lookup("llvm.stacksave.p0") == IR_BI_STACKSAVE);
  CHECK(ir_builtin_lookup("llvm.stackrestore") == IR_BI_STACKRESTORE);
  CHECK(ir_builtin_lookup("llvm.va_start") == IR_BI_VA_START);
  CHECK(ir_builtin_lookup("llvm.va_copy") == IR_BI_VA_COPY);
  CHECK(ir_builtin_lookup("llvm.trap") == IR_BI_TRAP);
  CHECK(ir_builtin_lookup("llvm.debugtrap") == IR_BI_TRAP);
  /* Non-matches. */
  CHECK(ir_builtin_lookup("llvm.memcpy.element.unordered.atomic.p0.p0.i64") == IR_BI_NONE);
  CHECK(ir_builtin_lookup("llvm.memcpyx") == IR_BI_NONE);
  CHECK(ir_builtin_lookup("llvm.ctpop.i32") == IR_BI_NONE);
  CHECK(ir_builtin_lookup("memcpy.p0") == IR_BI_NONE);   /* prefix rule is for llvm.* only */
  CHECK(ir_builtin_lookup("mallocx") == IR_BI_NONE);
  CHECK(ir_builtin_lookup("mallo") == IR_BI_NONE);
  CHECK(ir_builtin_lookup("") == IR_BI_NONE);
  CHECK(ir_builtin_lookup(NULL) == IR_BI_NONE);
  CHECK(ir_builtin_lookup("llvm.") == IR_BI_NONE);
  /* Every name of every row finds its own row, and names its builtin back. */
  for (int bi = IR_BI_NONE + 1; bi < IR_NUM_BUILTINS; bi++) {
    const char *n = ir_builtin_name((IrBuiltin)bi);
    if (bi == IR_BI_NONDET_ANY || bi == IR_BI_NONDET_UNMODELLED) CHECK(!strcmp(n, "?"));
    else CHECK(ir_builtin_lookup(n) == (IrBuiltin)bi);
  }
  CHECK(!strcmp(ir_builtin_name(IR_BI_MEMMOVE), "llvm.memmove"));
  CHECK(!strcmp(ir_builtin_name(IR_BI_NONE), "?"));
  /* Flags come from the rows. */
  CHECK(ir_builtin_flags(IR_BI_NONE) == 0 && ir_builtin_flags(IR_NUM_BUILTINS) == 0);
  CHECK(ir_builtin_flags(IR_BI_ABORT) == IR_BIF_NORETURN && ir_builtin_flags(IR_BI_EXIT) == IR_BIF_NORETURN);
  CHECK(ir_builtin_flags(IR_BI_REACH_ERROR) & IR_BIF_NORETURN);
  CHECK(ir_builtin_flags(IR_BI_MAKE_SYMBOLIC) == (IR_BIF_INPUT | IR_BIF_WRITES));
  CHECK(ir_builtin_flags(IR_BI_NONDET_ANY) == IR_BIF_INPUT && ir_builtin_flags(IR_BI_ASSUME) == IR_BIF_PATH);
  CHECK(ir_builtin_flags(IR_BI_REALLOC) == (IR_BIF_HEAP | IR_BIF_WRITES));
  CHECK(ir_builtin_flags(IR_BI_FPUTC) == IR_BIF_OUTPUT && ir_builtin_flags(IR_BI_LIFETIME_END) == 0);
  int noreturn = 0;
  for (int bi = IR_BI_NONE + 1; bi < IR_NUM_BUILTINS; bi++) noreturn += !!(ir_builtin_flags(bi) & IR_BIF_NORETURN);
  CHECK(noreturn == 9); /* silent_exit, unmodelled nondet, __assert_fail, abort, exit, _Exit, reach_error, trap, ubsantrap */
  CHECK(ir_builtin_flags(IR_BI_UNINIT) == IR_BIF_INPUT && ir_builtin_lookup("__symx_uninit.i32") == IR_BI_UNINIT);
  /* Other nondet names get their builtin from their return type (front.c). */
  CHECK(ir_builtin_lookup("__VERIFIER_nondet_u32") == IR_BI_NONE);
  CHECK(ir_is_nondet_name("__VERIFIER_nondet_u32"));
  CHECK(ir_is_nondet_name("__VERIFIER_nondet_"));
  CHECK(!ir_is_nondet_name("__VERIFIER_nondetx"));
  CHECK(!ir_is_nondet_name("nondet_u32"));
  CHECK(!ir_is_nondet_name(NULL));
}

static char *dupstr(const char *s) { return xstrdup(s); }

/* A module with one global and two functions:
 *   int f(int p) { switch (p) { case -1: ...; } ... } in IR form. */
static IrModule *build_module(void) {
  IrModule *m = xcalloc(1, sizeof *m);
  m->exprs = expr_table_new();
  addr_init(&m->layout, 64);
  m->nstrings = 2;
  m->strings = xcalloc(2, sizeof(char *));
  m->strings[0] = dupstr("t.c");
  m->strings[1] = dupstr("floating point");
  m->nlocs = 2;
  m->locs = xcalloc(2, sizeof(IrLoc));
  m->locs[1] = (IrLoc){m->strings[0], 7, 3};
  m->nglobals = 1;
  m->globals = xcalloc(1, sizeof(IrGlobal));
  m->globals[0] = (IrGlobal){dupstr("g"), 1, 4, 4, false, false, xcalloc(4, 1)};
  m->nfuncs = 2;
  m->funcs = xcalloc(2, sizeof(IrFunction));
  m->main_fn = 0;

  IrFunction *d = &m->funcs[1];
  d->name = dupstr("malloc");
  d->index = 1;
  d->obj_id = ir_function_obj_id(m, 1);
  d->builtin = ir_builtin_lookup("malloc");
  d->nparams = 1;
  d->nret = 1;

  IrFunction *f = &m->funcs[0];
  f->name = dupstr("f");
  f->index = 0;
  f->obj_id = ir_function_obj_id(m, 0);
  f->defined = true;
  f->nparams = 1;
  f->nret = 1;
  f->nconsts = 3;
  f->consts = xcalloc(3, sizeof(Val));
  f->consts[0].v = 1;
  f->consts[1].v = addr_static(&m->layout, 1);
  f->consts[2].e = expr_const(m->exprs, 128, (u128)1 << 100);
  /* registers: c0..c2, r3 = p, r4.. temporaries */
  f->nregs = 8;
  f->nextra = 2 + 4 + 2;
  f->extra = xcalloc(f->nextra, sizeof(uint32_t));
  uint32_t *x = f->extra;
  /* CALL list at 0: one argument (r3, w64) */
  x[0] = 3; x[1] = 64;
  /* SWITCH list at 2: default 6, case -1 (w32) -> 5 */
  x[2] = 6; x[3] = 0xffffffffu; x[4] = 0; x[5] = 5;
  /* PMOVE list at 6: r6 <- c0 */
  x[6] = 6; x[7] = 0;
  f->ncode = 8;
  f->code = xcalloc(f->ncode, sizeof(IrInst));
  IrInst *c = f->code;
  c[0] = (IrInst){.op = IR_ADD, .flags = IR_NSW, .width = 32, .awidth = 32, .dst = 4, .a = 3, .b = 0, .loc = 1};
  c[1] = (IrInst){.op = IR_STORE, .width = 32, .a = 1, .b = 4, .loc = 1};
  c[2] = (IrInst){.op = IR_CALL, .flags = IR_CALL_DIRECT, .width = 64, .awidth = 1, .dst = 5,
                  .u.list = {0, 1, 1}};
  c[3] = (IrInst){.op = IR_SWITCH, .width = 32, .awidth = 32, .a = 4, .u.list = {2, 1, 0}};
  c[4] = (IrInst){.op = IR_UNSUPPORTED, .u.imm = 1, .loc = 1};
  c[5] = (IrInst){.op = IR_PMOVE, .u.list = {6, 1, 0}};
  c[6] = (IrInst){.op = IR_BR, .width = 1, .a = 4, .u.br = {0, 7}};
  c[7] = (IrInst){.op = IR_RET, .width = 32, .a = 4};
  return m;
}

static void test_dump_and_free(void) {
  size_t before = util_bytes_in_use();
  IrModule *m = build_module();
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  ir_dump_function(f, m, &m->funcs[0]);
  ir_dump_function(f, m, &m->funcs[1]);
  fclose(f);
  CHECK(buf && strstr(buf, "function f"));
  CHECK(strstr(buf, "ADD") && strstr(buf, "nsw"));
  CHECK(strstr(buf, "t.c:7:3"));
  CHECK(strstr(buf, "call malloc(r3:w64)"));
  CHECK(strstr(buf, "-1 -> 5"));
  CHECK(strstr(buf, "default 6"));
  CHECK(strstr(buf, "\"floating point\""));
  CHECK(strstr(buf, "r6 <- c0=1"));
  CHECK(strstr(buf, "r4 ? 0 : 7"));
  CHECK(strstr(buf, "c2 = "));          /* wide constants listed */
  CHECK(strstr(buf, "function malloc") && strstr(buf, "(declared)"));
  CHECK(strstr(buf, "(malloc)"));
  /* One line per instruction. */
  int lines = 0;
  for (char *p = buf; *p; p++) lines += *p == '\n';
  CHECK(lines == 1 + 1 + 8 + 2);   /* header, c2, 8 insts, malloc header + builtin */
  free(buf);
  ir_module_free(m);
  ir_module_free(NULL);
  CHECK(util_bytes_in_use() == before);
}

int main(void) {
  test_op_names();
  test_builtins();
  test_dump_and_free();
  printf("test_ir: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
