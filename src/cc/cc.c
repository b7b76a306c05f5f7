/* cc: see cc.h. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <llvm-c/Analysis.h>

#include "base/proc.h"
#include "cc/cc.h"
#include "cc/cc_internal.h"
#include "front/clang.h"

static int run(const CcOptions *o, const ClangArgv *av) {
  if (o->verbose) {
    fputs("symx cc:", stderr);
    for (size_t i = 0; av->data[i]; i++) fprintf(stderr, " %s", av->data[i]);
    fputc('\n', stderr);
  }
  ProcSpec ps = {av->data[0], (char *const *)av->data, false, NULL, NULL, NULL};
  pid_t pid = proc_spawn(&ps, "symx cc");
  if (pid <= 0) return 2;
  bool stopped;
  int st = proc_wait(pid, o->deadline, o->interrupt, &stopped);
  return !stopped && st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : 2;
}

/* clang: a C file to bitcode. */
static int compile(const CcOptions *o, const char *src, const char *out) {
  char inc[PATH_MAX + 32];
  snprintf(inc, sizeof inc, "-I%s/runtime/include", o->home);
  ClangArgv av = {0};
  clang_common_args(&av, SYMX_CLANG, false, inc);
  /* optnone off so that mem2reg, then the native compilation's optimiser,
   * may run; and no licence for that optimiser to compute differently from
   * the -O0 program (symx run's semantics, replay's build) on overflow,
   * aliasing or null pointers; nor to replace the C library's functions
   * by others (strcmp by bcmp once a length is known: glibc's would then
   * read the bytes, not symx's models, instrumented with the program) */
  static const char *const mode[] = {"-c", "-emit-llvm", "-Xclang", "-disable-O0-optnone", "-fwrapv",
                                     "-fno-strict-aliasing", "-fno-delete-null-pointer-checks", "-fno-builtin"};
  clang_one_source_args(&av, mode, ARRAY_LEN(mode), o->cflags, o->ncflags, src, out);
  int rc = run(o, &av);
  VEC_FREE(av);
  if (rc) fprintf(stderr, "symx cc: clang could not compile %s\n", src);
  return rc;
}

static LLVMModuleRef load(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    fprintf(stderr, "symx cc: %s: %s\n", path, msg ? msg : "cannot read");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  bool bad = LLVMParseBitcodeInContext2(ctx, buf, &mod);
  LLVMDisposeMemoryBuffer(buf);
  if (bad) fprintf(stderr, "symx cc: %s: invalid bitcode\n", path);
  return bad ? NULL : mod;
}

static int run_passes(LLVMModuleRef mod, const char *passes) {
  LLVMPassBuilderOptionsRef popts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(mod, passes, NULL, popts);
  LLVMDisposePassBuilderOptions(popts);
  if (!err) return 0;
  char *msg = LLVMGetErrorMessage(err);
  fprintf(stderr, "symx cc: internal error running %s: %s\n", passes, msg);
  LLVMDisposeErrorMessage(msg);
  return 2;
}

/* Every __VERIFIER_nondet_X that the program declares, returns an integer of
 * 8 to 64 bits and the runtime lacks (runtime/concolic/api.c) gets a body:
 * an input named nondet_X of the result's size, as symx run makes it; one
 * returning _Bool, the runtime's byte that is 0 or 1 named so. */
static void define_nondets(LLVMModuleRef mod) {
  static const char *const known[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                                      "longlong", "ulonglong", "size_t", "unsigned", "bool", "loff_t",
                                      "pthread_t", "sector_t", "u8", "u16", "u32", "u64", "s8", "s16", "s32",
                                      "s64", "i8", "i16", "i32", "i64", "int128", "uint128", "float", "double"};
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i64 = LLVMInt64TypeInContext(ctx);
  LLVMTypeRef mk_params[] = {ptr, i64, ptr};
  LLVMTypeRef mk_type = LLVMFunctionType(LLVMVoidTypeInContext(ctx), mk_params, 3, 0);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));
    if (LLVMCountBasicBlocks(f) || strncmp(name, "__VERIFIER_nondet_", 18) != 0 ||
        LLVMGetTypeKind(rt) != LLVMIntegerTypeKind || (LLVMGetIntTypeWidth(rt) % 8 && LLVMGetIntTypeWidth(rt) != 1) ||
        LLVMGetIntTypeWidth(rt) > 64 || LLVMCountParams(f))
      continue;
    bool is_known = false;
    for (size_t i = 0; i < ARRAY_LEN(known); i++) is_known |= !strcmp(name + 18, known[i]);
    if (is_known) continue;
    LLVMValueRef mk = LLVMGetNamedFunction(mod, "symx_make_symbolic");
    if (!mk) mk = LLVMAddFunction(mod, "symx_make_symbolic", mk_type);
    char input[300];
    snprintf(input, sizeof input, "nondet_%.280s", name + 18);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, f, "entry"));
    if (LLVMGetIntTypeWidth(rt) == 1) {
      LLVMTypeRef bool_type = LLVMFunctionType(rt, &ptr, 1, 0);
      LLVMValueRef nb = LLVMGetNamedFunction(mod, "__symx_cc_nondet_bool");
      if (!nb) nb = LLVMAddFunction(mod, "__symx_cc_nondet_bool", bool_type);
      LLVMValueRef arg = LLVMBuildGlobalStringPtr(b, input, "");
      LLVMBuildRet(b, LLVMBuildCall2(b, bool_type, nb, &arg, 1, ""));
      LLVMSetLinkage(f, LLVMInternalLinkage);
      continue;
    }
    LLVMValueRef slot = LLVMBuildAlloca(b, rt, "");
    LLVMValueRef args[] = {slot, LLVMConstInt(i64, LLVMGetIntTypeWidth(rt) / 8, 0),
                           LLVMBuildGlobalStringPtr(b, input, "")};
    LLVMBuildCall2(b, mk_type, mk, args, 3, "");
    LLVMBuildRet(b, LLVMBuildLoad2(b, rt, slot, ""));
    LLVMSetLinkage(f, LLVMInternalLinkage);
  }
  LLVMDisposeBuilder(b);
}

/* symx's <string.h> models (runtime/libc/string.c, as symx run executes
 * them) linked into the program, those it calls only, so that the bytes
 * they read stay tracked instead of being read by glibc; a function the
 * program defines itself is its own. They become internal to the program:
 * the runtime and libz3 keep glibc's. */
static int link_models(const CcOptions *o, LLVMContextRef ctx, LLVMModuleRef mod) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/build/concolic/models.bc", o->home);
  LLVMModuleRef models = load(ctx, path);
  if (!models) return 2;
  VEC(char *) names = {0};
  LLVMValueRef next;
  for (LLVMValueRef f = LLVMGetFirstFunction(models); f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f) || LLVMGetLinkage(f) == LLVMInternalLinkage) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    LLVMValueRef mine = LLVMGetNamedFunction(mod, name);
    if (mine && !LLVMIsDeclaration(mine)) {
      LLVMSetLinkage(f, LLVMLinkOnceAnyLinkage); /* the program's definition wins */
      continue;
    }
    VEC_PUSH(names, xstrdup(name));
    LLVMSetLinkage(f, LLVMLinkOnceAnyLinkage); /* linked only if called */
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(models); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g) && LLVMGetLinkage(g) != LLVMInternalLinkage &&
        LLVMGetLinkage(g) != LLVMPrivateLinkage)
      LLVMSetLinkage(g, LLVMLinkOnceAnyLinkage);
  int rc = LLVMLinkModules2(mod, models) ? 2 : 0;
  if (rc) fprintf(stderr, "symx cc: cannot link the string models\n");
  /* each call gets a copy of its own (inlined before instrumentation), so
   * that the branches of strncmp(s, "null", 4) and strncmp(s, "true", 4)
   * are different edges: a search scored by new edges sees each byte that
   * matches (symx fuzz; with one copy only the first call's did) */
  unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  for (size_t i = 0; i < names.len; i++) {
    LLVMValueRef f = LLVMGetNamedFunction(mod, names.data[i]);
    if (f && !LLVMIsDeclaration(f)) {
      LLVMSetLinkage(f, LLVMInternalLinkage);
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
    }
    xstrfree(names.data[i]);
  }
  VEC_FREE(names);
  /* the strtod model's native fallbacks, weak in the model (absent where
   * it runs natively), are the runtime's (runtime/concolic/numbers.c): a
   * strong reference takes them from the runtime's archive */
  static const char *const natives[] = {"__symx_native_strtod", "__symx_native_strtold",
                                       "symx_strtod_outside_exact_range"};
  for (size_t i = 0; i < ARRAY_LEN(natives); i++) {
    LLVMValueRef f = LLVMGetNamedFunction(mod, natives[i]);
    if (f && LLVMIsDeclaration(f)) LLVMSetLinkage(f, LLVMExternalLinkage);
  }
  return rc;
}

/* The C library's functions that open and read files: the program's calls
 * go to the concolic runtime's wrappers (runtime/concolic/io.c, named
 * __symx_cc_w_NAME), which call them and give the bytes read from standard
 * input or the file of `symx fuzz --stdin | --file` their shadows. A
 * function the program defines itself is its own. */
static void wrap_io(LLVMModuleRef mod) {
  static const char *const wrapped[] = {
      "open", "open64", "fopen", "fopen64", "close", "fclose", "read", "fread", "fread_unlocked", "fgetc",
      "getc", "fgetc_unlocked", "getc_unlocked", "getchar", "getchar_unlocked", "fgets", "getline",
      "getdelim", "scanf", "__isoc99_scanf", "fscanf", "__isoc99_fscanf",
      /* and the heap's (runtime/concolic/heap.c), whose blocks loads at a symbolic index may read */
      "malloc", "calloc", "realloc", "free",
      /* and case mapping (runtime/concolic/ctype.c), whose result is a table's entry */
      "tolower", "toupper"};
  for (size_t i = 0; i < ARRAY_LEN(wrapped); i++) {
    LLVMValueRef f = LLVMGetNamedFunction(mod, wrapped[i]);
    if (!f || !LLVMIsDeclaration(f)) continue;
    char name[64];
    snprintf(name, sizeof name, "__symx_cc_w_%s", wrapped[i]);
    LLVMSetValueName2(f, name, strlen(name));
  }
}

/* The program's bitcode files and the hooks, linked, promoted and
 * instrumented, written to `out`. */
static int instrument_files(const CcOptions *o, char **bcs, int n, const char *out) {
  LLVMContextRef ctx = LLVMContextCreate();
  char hooks[PATH_MAX + 32];
  snprintf(hooks, sizeof hooks, "%s/build/concolic/hooks.bc", o->home);
  LLVMModuleRef mod = load(ctx, hooks);
  int rc = mod ? 0 : 2;
  if (!mod) fprintf(stderr, "symx cc: the hooks %s are missing (run make)\n", hooks);
  for (int i = 0; i < n && !rc; i++) {
    LLVMModuleRef m = load(ctx, bcs[i]);
    if (!m || LLVMLinkModules2(mod, m)) {
      fprintf(stderr, "symx cc: cannot link %s\n", o->inputs[i]);
      rc = 2;
    }
  }
  if (!rc) rc = link_models(o, ctx, mod);
  if (!rc) define_nondets(mod);
  if (!rc) wrap_io(mod);
  if (!rc) rc = run_passes(mod, "always-inline,mem2reg");
  FILE *lines = !rc && o->lines ? fopen(o->lines, "w") : NULL;
  if (!rc && o->lines && !lines) {
    fprintf(stderr, "symx cc: cannot write %s: %s\n", o->lines, strerror(errno));
    rc = 2;
  }
  if (!rc) rc = cc_instrument(mod, lines);
  if (!rc) cc_stack_objects(mod);
  if (lines && fclose(lines) != 0 && !rc) {
    fprintf(stderr, "symx cc: cannot write %s\n", o->lines);
    rc = 2;
  }
  char *msg = NULL;
  if (!rc && LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(stderr, "symx cc: internal error: the instrumented module is invalid: %.400s\n", msg ? msg : "");
    rc = 2;
  }
  if (msg) LLVMDisposeMessage(msg);
  if (!rc && LLVMWriteBitcodeToFile(mod, out)) {
    fprintf(stderr, "symx cc: cannot write %s\n", out);
    rc = 2;
  }
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return rc;
}

/* clang: the instrumented bitcode to the executable. */
static int link_program(const CcOptions *o, const char *bc) {
  char lib[PATH_MAX + 32];
  snprintf(lib, sizeof lib, "%s/build/libsymx-concolic.a", o->home);
  if (access(lib, R_OK) != 0) {
    fprintf(stderr, "symx cc: the concolic runtime %s is missing (run make)\n", lib);
    return 2;
  }
  ClangArgv av = {0};
  VEC_PUSH(av, SYMX_CLANG);
  VEC_PUSH(av, o->opt_level ? o->opt_level : "-O2");
  const char *rest[] = {"-g", "-fno-stack-protector", "-Wno-override-module", bc, lib, "-lz3", "-lstdc++",
                        "-lpthread", "-lm", "-o", o->output, NULL};
  for (size_t i = 0; i < ARRAY_LEN(rest); i++) VEC_PUSH(av, rest[i]);
  int rc = run(o, &av);
  VEC_FREE(av);
  if (rc) fprintf(stderr, "symx cc: cannot link %s\n", o->output);
  return rc;
}

int cc_build(const CcOptions *o) {
  const char *t = getenv("TMPDIR");
  char tmp[PATH_MAX];
  snprintf(tmp, sizeof tmp, "%s/symx-cc-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(tmp)) {
    fprintf(stderr, "symx cc: cannot create a scratch directory: %s\n", strerror(errno));
    return 2;
  }
  char **bcs = xcalloc((size_t)o->ninputs + 1, sizeof *bcs);
  int rc = 0;
  for (int i = 0; i < o->ninputs && !rc; i++) {
    bcs[i] = xmalloc(PATH_MAX + 32);
    snprintf(bcs[i], PATH_MAX + 32, "%s/%d.bc", tmp, i);
    rc = compile(o, o->inputs[i], bcs[i]);
  }
  char out[PATH_MAX + 32];
  snprintf(out, sizeof out, "%s/instrumented.bc", tmp);
  if (!rc) rc = instrument_files(o, bcs, o->ninputs, out);
  if (!rc && o->keep_bc && rename(out, o->keep_bc) != 0 && link(out, o->keep_bc) != 0) {
    fprintf(stderr, "symx cc: cannot write %s: %s\n", o->keep_bc, strerror(errno));
    rc = 2;
  }
  if (!rc) rc = link_program(o, o->keep_bc ? o->keep_bc : out);
  for (int i = 0; i < o->ninputs; i++)
    if (bcs[i]) xfree(bcs[i], PATH_MAX + 32);
  xfree(bcs, ((size_t)o->ninputs + 1) * sizeof *bcs);
  util_remove_tree(tmp);
  return rc;
}

static const char usage[] =
    "usage: symx cc [options] FILE...     compile C files into a concolic executable\n"
    "\n"
    "Like clang, plus symbolic tracking: the program's inputs (symx_make_symbolic,\n"
    "symx_int, klee_*, __VERIFIER_nondet_*) take their values from the file named by\n"
    "SYMX_CC_INPUT (0 past its end, all 0 without it) and are followed as expressions\n"
    "beside the concrete run; SYMX_CC_OUT names the file where the run reports its\n"
    "inputs, symbolic branches and branch coverage (runtime/concolic/runtime.c).\n"
    "`symx fuzz` builds and drives such programs.\n"
    "options:\n"
    "  -o FILE                 the executable (default a.out)\n"
    "  -O0 | -O1 | -O2 | -O3   optimisation of the native code (default -O2)\n"
    "  -v                      print the commands run\n"
    "  --keep-bc FILE          also keep the instrumented LLVM bitcode in FILE\n"
    "  -I DIR, -D NAME[=VAL], -U NAME, -std=STD, -include FILE   passed to clang\n";

CcArg cc_classify_arg(const char *tool, const char *a) {
  if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) || !strncmp(a, "-U", 2) || !strncmp(a, "-std=", 5))
    return CC_ARG_FLAG;
  if (a[0] == '-') {
    fprintf(stderr, "%s: unknown option '%s' (see %s --help)\n", tool, a, tool);
    return CC_ARG_BAD;
  }
  size_t len = strlen(a);
  if (len < 3 || strcmp(a + len - 2, ".c") != 0 || access(a, R_OK) != 0) {
    fprintf(stderr, "%s: %s: %s\n", tool, a, access(a, R_OK) ? "cannot read the file" : "not a .c file");
    return CC_ARG_BAD;
  }
  return CC_ARG_SOURCE;
}

int cc_main(int argc, char **argv) {
  CcOptions o;
  memset(&o, 0, sizeof o);
  o.output = "a.out";
  VEC(const char *) files = {0}, flags = {0};
  char home[PATH_MAX];
  int rc = 0;
  for (int i = 0; i < argc && !rc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
      fputs(usage, stdout);
      goto done;
    } else if (!strcmp(a, "-o") || !strcmp(a, "--keep-bc") || !strcmp(a, "-include") || !strcmp(a, "-I") ||
               !strcmp(a, "-D") || !strcmp(a, "-U")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "symx cc: %s needs a value (see symx cc --help)\n", a);
        rc = 2;
      } else if (!strcmp(a, "-o")) {
        o.output = argv[++i];
      } else if (!strcmp(a, "--keep-bc")) {
        o.keep_bc = argv[++i];
      } else {
        VEC_PUSH(flags, a);
        VEC_PUSH(flags, argv[++i]);
      }
    } else if (!strcmp(a, "-O0") || !strcmp(a, "-O1") || !strcmp(a, "-O2") || !strcmp(a, "-O3")) {
      o.opt_level = a;
    } else if (!strcmp(a, "-v")) {
      o.verbose = true;
    } else {
      CcArg k = cc_classify_arg("symx cc", a);
      if (k == CC_ARG_FLAG) VEC_PUSH(flags, a);
      else if (k == CC_ARG_SOURCE) VEC_PUSH(files, a);
      else rc = 2;
    }
  }
  if (!rc && !files.len) {
    fprintf(stderr, "symx cc: no input files (see symx cc --help)\n");
    rc = 2;
  }
  if (!rc && !util_find_home(home, sizeof home)) {
    fprintf(stderr, "symx cc: cannot find symx's runtime directory (set SYMX_HOME)\n");
    rc = 2;
  }
  if (!rc) {
    o.inputs = files.data;
    o.ninputs = (int)files.len;
    o.cflags = flags.data;
    o.ncflags = (int)flags.len;
    o.home = home;
    rc = cc_build(&o);
  }
done:
  VEC_FREE(files);
  VEC_FREE(flags);
  return rc;
}
