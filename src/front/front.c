/* front: C sources -> clang -> LLVM bitcode -> link runtime models -> mem2reg
 * -> symx IR (front.h). This file loads, compiles and links; the lowering to
 * ir.h's IR is in lower.c and lower_inst.c, with layout.c (types), intern.c
 * (strings, locations) and consts.c (constants); front_internal.h is what
 * they share. With typetab.c, the only files that include llvm-c.
 *
 * Ownership: the IrModule and everything it points to is allocated with
 * util.h's allocator at exact sizes (arrays are shrunk to their length before
 * they are stored), so ir_module_free releases it all. File names of source
 * locations are interned in module->strings (next to the UNSUPPORTED
 * messages); IrLoc.file points into that array. */
#include "front/front_internal.h"
#include "front/ditypes.h"

/* ---- loading, compiling, linking ------------------------------------------ */

typedef struct Diag {
  char msg[1024];
  bool have;
} Diag;

static void diag_handler(LLVMDiagnosticInfoRef di, void *ctx) {
  Diag *d = ctx;
  if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || d->have) return;
  char *s = LLVMGetDiagInfoDescription(di);
  snprintf(d->msg, sizeof d->msg, "%s", s ? s : "unknown error");
  LLVMDisposeMessage(s);
  d->have = true;
}

/* The first line of a message. */
static const char *first_line(char *s) {
  char *nl = strchr(s, '\n');
  if (nl) *nl = 0;
  return s;
}

static const char *ext_of(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(path, '.');
  if (!dot || (slash && dot < slash)) return "";
  return dot;
}

/* Runs clang on `src`, writing bitcode to `out`. Returns 0 on success,
 * FRONT_STOPPED when stopped by the deadline or an interrupt. */
/* Whether mem2reg will promote the alloca a: every use a load from it, a
 * store to it (not of it), or a lifetime marker (which mem2reg drops). */
static bool promotable(LLVMValueRef a) {
  for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user)) continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != a) continue;
    LLVMValueRef callee = LLVMIsACallInst(user) ? LLVMGetCalledValue(user) : NULL;
    if (callee && !strncmp(LLVMGetValueName(callee), "llvm.lifetime.", 14)) continue;
    return false;
  }
  return true;
}

/* See FrontOptions.uninit_locals: seeds the promotable scalar allocas of the
 * user's functions, after the entry block's allocas. */
static void seed_uninit_locals(LLVMContextRef ctx, LLVMModuleRef mod) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  unsigned other = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    LLVMBasicBlockRef entry = LLVMCountBasicBlocks(f) ? LLVMGetEntryBasicBlock(f) : NULL;
    if (!entry) continue;
    LLVMValueRef at = LLVMGetFirstInstruction(entry);
    while (at && LLVMIsAAllocaInst(at)) at = LLVMGetNextInstruction(at);
    if (!at) continue;
    /* the seeds go before `at`: the walk stops at the first non-alloca */
    for (LLVMValueRef i = LLVMGetFirstInstruction(entry); i && LLVMIsAAllocaInst(i); i = LLVMGetNextInstruction(i)) {
      LLVMTypeRef t = LLVMGetAllocatedType(i);
      LLVMTypeKind k = LLVMGetTypeKind(t);
      bool scalar = k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind || k == LLVMFloatTypeKind ||
                    k == LLVMDoubleTypeKind || k == LLVMX86_FP80TypeKind;
      if (!scalar || !LLVMIsConstant(LLVMGetOperand(i, 0)) || !promotable(i)) continue;
      char name[64];
      if (k == LLVMIntegerTypeKind) snprintf(name, sizeof name, "__symx_uninit.i%u", LLVMGetIntTypeWidth(t));
      else snprintf(name, sizeof name, "__symx_uninit.other.%u", other++);
      LLVMTypeRef ft = LLVMFunctionType(t, NULL, 0, false);
      LLVMValueRef callee = LLVMGetNamedFunction(mod, name);
      if (!callee) callee = LLVMAddFunction(mod, name, ft);
      LLVMPositionBuilderBefore(b, at);
      LLVMValueRef v = LLVMBuildCall2(b, ft, callee, NULL, 0, "");
      LLVMBuildStore(b, v, i);
    }
  }
  LLVMDisposeBuilder(b);
}

/* After mem2reg: removes the seeds whose value no read uses. */
static void drop_unused_seeds(LLVMModuleRef mod) {
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
    const char *fname = LLVMGetValueName(f);
    if (strncmp(fname, "__symx_uninit.", 14) != 0) continue;
    LLVMUseRef u = LLVMGetFirstUse(f);
    while (u) {
      LLVMValueRef call = LLVMGetUser(u);
      u = LLVMGetNextUse(u);
      if (LLVMIsACallInst(call) && !LLVMGetFirstUse(call)) LLVMInstructionEraseFromParent(call);
    }
  }
}

static int run_clang(const FrontOptions *o, const char *src, const char *out) {
  const char *clang = o->clang ? o->clang : SYMX_CLANG;
  char *inc = NULL;
  if (o->include_dir) {
    size_t len = strlen(o->include_dir) + 3;
    inc = xmalloc(len);
    snprintf(inc, len, "-I%s", o->include_dir);
  }
  ClangArgv av = {0};
  clang_common_args(&av, clang, o->ilp32, inc);
  /* Bitcode as written: nothing inlined or unrolled, every function kept
   * (optnone off so that mem2reg may run). Lifetime markers: clang emits
   * them at -O0 only for ASan's use-after-scope check; -disable-llvm-passes
   * keeps the instrumentation itself out. */
  static const char *const mode[] = {"-c", "-emit-llvm", "-Xclang", "-disable-O0-optnone", "-fno-inline",
                                     "-fno-unroll-loops", "-fsanitize=address",
                                     "-fsanitize-address-use-after-scope", "-Xclang", "-disable-llvm-passes"};
  clang_one_source_args(&av, mode, ARRAY_LEN(mode), o->cflags, o->ncflags, src, out);
  ProcSpec ps = {clang, (char *const *)av.data, false, NULL, NULL, NULL}; /* diagnostics to the user */
  pid_t pid = proc_spawn(&ps, "symx");
  int result = 1;
  if (pid > 0) {
    bool stopped;
    int status = proc_wait(pid, o->deadline, o->interrupt, &stopped);
    if (stopped) result = FRONT_STOPPED;
    else if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) result = 0;
    else if (status != -1 && WIFSIGNALED(status))
      fprintf(stderr, "symx: clang crashed (signal %d, %s) compiling %s\n", WTERMSIG(status),
              strsignal(WTERMSIG(status)), src);
  }
  VEC_FREE(av);
  if (inc) xstrfree(inc);
  return result;
}

/* Loads a .bc or .ll file into ctx. Prints one line and returns NULL on error. */
static LLVMModuleRef load_file(LLVMContextRef ctx, Diag *diag, const char *path, const char *shown, bool text) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    fprintf(stderr, "symx: %s: %s\n", shown, msg ? first_line(msg) : "cannot read");
    if (msg) LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  diag->have = false;
  if (text) {
    if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {   /* takes the buffer */
      fprintf(stderr, "symx: %s\n", msg ? first_line(msg) : "invalid LLVM assembly");
      if (msg) LLVMDisposeMessage(msg);
      return NULL;
    }
  } else {
    bool bad = LLVMParseBitcodeInContext2(ctx, buf, &mod);
    LLVMDisposeMemoryBuffer(buf);
    if (bad) {
      fprintf(stderr, "symx: %s: invalid bitcode: %s\n", shown, diag->have ? first_line(diag->msg) : "cannot parse");
      return NULL;
    }
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    fprintf(stderr, "symx: %s: invalid LLVM module: %s\n", shown, msg ? first_line(msg) : "");
    if (msg) LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    return NULL;
  }
  if (msg) LLVMDisposeMessage(msg);
  return mod;
}

static bool is_local_linkage(LLVMLinkage l) {
  return l == LLVMInternalLinkage || l == LLVMPrivateLinkage;
}

/* frem is C's fmod, which x86 computes by calling libm: a program with a
 * frem of a double (float) gets a declaration of fmod (fmodf), so that the
 * linker brings in the model that lowering calls in its place. */
static void declare_frem_callees(LLVMContextRef ctx, LLVMModuleRef mod) {
  bool need[2] = {false, false};   /* float, double */
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMGetInstructionOpcode(i) != LLVMFRem) continue;
        LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(i));
        if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind) need[k == LLVMDoubleTypeKind] = true;
      }
  for (int d = 0; d < 2; d++) {
    const char *name = d ? "fmod" : "fmodf";
    if (!need[d] || LLVMGetNamedFunction(mod, name)) continue;
    LLVMTypeRef t = d ? LLVMDoubleTypeInContext(ctx) : LLVMFloatTypeInContext(ctx);
    LLVMTypeRef args[2] = {t, t};
    LLVMAddFunction(mod, name, LLVMFunctionType(t, args, 2, false));
  }
}

/* Prepares the runtime module for linking: marks its functions as models and
 * turns its copies of symbols the user defines into declarations. */
static void prepare_runtime(LLVMContextRef ctx, LLVMModuleRef user, LLVMModuleRef rt) {
  LLVMAttributeRef mark = LLVMCreateStringAttribute(ctx, "symx-model", 10, "", 0);
  LLVMValueRef next;
  for (LLVMValueRef f = LLVMGetFirstFunction(rt); f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f)) continue;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    LLVMValueRef uf = is_local_linkage(LLVMGetLinkage(f)) ? NULL : LLVMGetNamedFunction(user, name);
    if (uf && !LLVMIsDeclaration(uf) && !is_local_linkage(LLVMGetLinkage(uf))) {
      /* Replace the definition by a fresh declaration of the same name. */
      char *saved = xmalloc(len + 1);
      memcpy(saved, name, len + 1);
      LLVMValueRef decl = LLVMAddFunction(rt, "symx.tmp.decl", LLVMGlobalGetValueType(f));
      LLVMReplaceAllUsesWith(f, decl);
      LLVMDeleteFunction(f);
      LLVMSetValueName2(decl, saved, len);
      xfree(saved, len + 1);
      continue;
    }
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, mark);
    /* Linked only when something uses it: the models a program does not
     * call are neither linked nor lowered. */
    if (!is_local_linkage(LLVMGetLinkage(f))) LLVMSetLinkage(f, LLVMLinkOnceAnyLinkage);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(rt); g; g = LLVMGetNextGlobal(g)) {
    if (LLVMIsDeclaration(g) || is_local_linkage(LLVMGetLinkage(g))) continue;
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    LLVMValueRef ug = LLVMGetNamedGlobal(user, name);
    if (ug && !LLVMIsDeclaration(ug) && !is_local_linkage(LLVMGetLinkage(ug))) {
      LLVMSetInitializer(g, NULL);
      LLVMSetLinkage(g, LLVMExternalLinkage);
    } else {
      LLVMSetLinkage(g, LLVMLinkOnceAnyLinkage); /* as the functions: only when used */
    }
  }
}

/* Every input exists and is C or LLVM; *need_clang when one is C. */
static int check_inputs(const FrontOptions *o, bool *need_clang) {
  if (o->ninputs <= 0) {
    fprintf(stderr, "symx: no input files\n");
    return 2;
  }
  *need_clang = false;
  for (int i = 0; i < o->ninputs; i++) {
    const char *path = o->inputs[i];
    struct stat st;
    if (stat(path, &st) != 0) {
      fprintf(stderr, "symx: %s: %s\n", path, strerror(errno));
      return 2;
    }
    const char *e = ext_of(path);
    if (strcmp(e, ".c") == 0 || strcmp(e, ".i") == 0) {
      *need_clang = true;
    } else if (strcmp(e, ".bc") != 0 && strcmp(e, ".ll") != 0) {
      fprintf(stderr, "symx: %s: not a C or LLVM file\n", path);
      return 2;
    }
  }
  return 0;
}

/* The directory clang's bitcode goes to: the caller's, or a fresh one
 * (*own: remove it afterwards). NULL when it cannot be made. */
static char *make_tmp_dir(const FrontOptions *o, bool *own) {
  *own = false;
  if (o->tmp_dir) return xstrdup(o->tmp_dir);
  const char *base = getenv("TMPDIR");
  if (!base || !*base) base = "/tmp";
  size_t len = strlen(base) + 32;
  char *t = xmalloc(len);
  snprintf(t, len, "%s/symx-XXXXXX", base);
  char *tmp = NULL;
  if (mkdtemp(t)) {
    tmp = xstrdup(t);
    *own = true;
  } else {
    fprintf(stderr, "symx: cannot create a temporary directory in %s: %s\n", base, strerror(errno));
  }
  xfree(t, len);
  return tmp;
}

/* One input as a module: compiled by clang into tmp when it is C. */
static LLVMModuleRef load_input(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, const char *tmp, int i,
                                int *rc) {
  const char *path = o->inputs[i];
  const char *e = ext_of(path);
  LLVMModuleRef part = NULL;
  if (strcmp(e, ".c") == 0 || strcmp(e, ".i") == 0) {
    size_t len = strlen(tmp) + 32;
    char *bc = xmalloc(len);
    snprintf(bc, len, "%s/input%d.bc", tmp, i);
    int crc = run_clang(o, path, bc);
    if (crc == FRONT_STOPPED) {
      *rc = FRONT_STOPPED;
    } else if (crc != 0) {
      fprintf(stderr, "symx: cannot compile %s\n", path);
      *rc = 2;
    } else {
      part = load_file(ctx, diag, bc, path, false);
      if (!part) *rc = 2;
    }
    unlink(bc);
    xfree(bc, len);
  } else {
    part = load_file(ctx, diag, path, path, strcmp(e, ".ll") == 0);
    if (!part) *rc = 2;
  }
  return part;
}

/* All inputs linked into *mod. */
static int link_inputs(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, const char *tmp,
                       LLVMModuleRef *mod) {
  int rc = 0;
  for (int i = 0; i < o->ninputs && rc == 0; i++) {
    LLVMModuleRef part = load_input(o, ctx, diag, tmp, i, &rc);
    if (!part) break;
    if (!*mod) {
      *mod = part;
      continue;
    }
    diag->have = false;
    if (LLVMLinkModules2(*mod, part)) { /* destroys part */
      fprintf(stderr, "symx: cannot link %s: %s\n", o->inputs[i], diag->have ? first_line(diag->msg) : "link error");
      rc = 2;
    }
  }
  return rc;
}

static int link_runtime(const FrontOptions *o, LLVMContextRef ctx, Diag *diag, LLVMModuleRef mod) {
  if (!o->runtime_bc || access(o->runtime_bc, R_OK) != 0) return 0;
  LLVMModuleRef rt = load_file(ctx, diag, o->runtime_bc, o->runtime_bc, false);
  if (!rt) return 2;
  declare_frem_callees(ctx, mod);
  prepare_runtime(ctx, mod, rt);
  diag->have = false;
  if (LLVMLinkModules2(mod, rt)) {
    fprintf(stderr, "symx: cannot link the runtime models: %s\n", diag->have ? first_line(diag->msg) : "link error");
    return 2;
  }
  return 0;
}

static int promote_registers(const FrontOptions *o, LLVMModuleRef mod) {
  /* Bitcode compiled at -O0 elsewhere carries optnone, which mem2reg respects. */
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
  LLVMPassBuilderOptionsRef popts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(mod, "mem2reg", NULL, popts);
  LLVMDisposePassBuilderOptions(popts);
  if (!err && o->uninit_locals) drop_unused_seeds(mod);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    fprintf(stderr, "symx: internal error running mem2reg: %s\n", msg);
    LLVMDisposeErrorMessage(msg);
    return 2;
  }
  return 0;
}

/* The linked, promoted module lowered to *out. */
static int lower_loaded(const FrontOptions *o, LLVMContextRef ctx, LLVMModuleRef mod, IrModule **out) {
  int rc = 0;
  Front F;
  memset(&F, 0, sizeof F);
  F.ctx = ctx;
  F.mod = mod;
  F.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
  F.kind_byval = LLVMGetEnumAttributeKindForName("byval", 5);
  unsigned pbits = 8 * LLVMPointerSize(F.td);
  if (pbits != (o->ilp32 ? 32u : 64u)) {
    fprintf(stderr, "symx: the program is compiled for %u-bit pointers but the data model is %s%s\n",
            pbits, o->ilp32 ? "ILP32" : "LP64", o->ilp32 ? "" : " (use --data-model ILP32 for 32-bit code)");
    rc = 2;
  } else {
    F.ptr_bits = pbits;
    *out = lower_module(&F);
  }
  LLVMDisposeTargetData(F.td);
  for (size_t i = 0; i < F.tinfos.len; i++) {
    TypeInfo *ti = F.tinfos.data[i];
    xfree(ti->lw, ti->cap * sizeof(uint16_t));
    xfree(ti->loff, ti->cap * sizeof(uint64_t));
    xfree(ti, sizeof *ti);
  }
  VEC_FREE(F.tinfos);
  map_free(&F.types);
  map_free(&F.gvar_id);
  map_free(&F.func_idx);
  xfree(F.str_tab, F.str_cap * sizeof(uint32_t));
  xfree(F.loc_tab, F.loc_cap * sizeof(uint32_t));
  return rc;
}

int front_load(const FrontOptions *o, IrModule **out) {
  *out = NULL;
  bool need_clang = false, own_tmp = false;
  int rc = check_inputs(o, &need_clang); /* every input checked before any work */
  if (rc) return rc;
  char *tmp = NULL;
  if (need_clang && !(tmp = make_tmp_dir(o, &own_tmp))) return 2;
  LLVMContextRef ctx = LLVMContextCreate();
  Diag diag;
  memset(&diag, 0, sizeof diag);
  LLVMContextSetDiagnosticHandler(ctx, diag_handler, &diag);
  LLVMModuleRef mod = NULL;
  rc = link_inputs(o, ctx, &diag, tmp, &mod);
  if (own_tmp) util_remove_tree(tmp);
  if (tmp) xstrfree(tmp);
  if (rc == 0 && o->uninit_locals) seed_uninit_locals(ctx, mod); /* the user's code only */
  IrCTypes ctypes;
  memset(&ctypes, 0, sizeof ctypes);
  if (rc == 0 && o->nsig_fns) ditypes_read(mod, o->sig_fns, o->nsig_fns, &ctypes); /* before the runtime */
  if (rc == 0) rc = link_runtime(o, ctx, &diag, mod);
  if (rc == 0) rc = promote_registers(o, mod);
  if (rc == 0 && !o->keep_branches) fold_selects(mod, o->check_overflow);
  if (rc == 0) rc = lower_loaded(o, ctx, mod, out);
  if (rc == 0) (*out)->ctypes = ctypes;
  else ir_ctypes_free(&ctypes);
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  return rc;
}
