/* ir: op names, builtin lookup, freeing and dumping of modules. See ir.h. */
#include "ir/ir.h"

#include <string.h>

#include "ir/cfg.h"

const char *const ir_op_names[IR_NUM_OPS] = {
#define X(name) #name,
    IR_OPS(X)
#undef X
};

/* Each builtin's names (IR_BUILTINS), NULL-terminated. */
static const char *const *const builtin_names[IR_NUM_BUILTINS] = {
#define X(kind, handler, flags, ...) [IR_BI_##kind] = (const char *const[]){__VA_ARGS__, NULL},
    IR_BUILTINS(X)
#undef X
};

static const uint8_t builtin_flags[IR_NUM_BUILTINS] = {
#define X(kind, handler, flags, ...) [IR_BI_##kind] = (flags),
    IR_BUILTINS(X)
#undef X
};

unsigned ir_builtin_flags(IrBuiltin bi) {
  return bi > IR_BI_NONE && bi < IR_NUM_BUILTINS ? builtin_flags[bi] : 0;
}

const char *ir_builtin_name(IrBuiltin bi) {
  return bi > IR_BI_NONE && bi < IR_NUM_BUILTINS && builtin_names[bi][0] ? builtin_names[bi][0] : "?";
}

/* Does `name` stand for the builtin name b? llvm.* names: b followed by
 * nothing or by a '.'-suffix (type mangling such as .p0.p0.i64, or
 * .inline); the element-wise atomic variants have a different signature
 * and are not matched. */
static bool builtin_name_matches(const char *name, const char *b, bool llvm) {
  if (!llvm) return strcmp(name, b) == 0;
  size_t n = strlen(b);
  if (strncmp(name, b, n) != 0) return false;
  return name[n] == '\0' || (name[n] == '.' && strncmp(name + n, ".element", 8) != 0);
}

IrBuiltin ir_builtin_lookup(const char *name) {
  if (!name) return IR_BI_NONE;
  /* llvm.* and front.c's __symx_uninit.iN: any '.'-suffix */
  bool llvm = strncmp(name, "llvm.", 5) == 0 || strncmp(name, "__symx_uninit.", 14) == 0;
  for (int bi = IR_BI_NONE + 1; bi < IR_NUM_BUILTINS; bi++)
    for (const char *const *n = builtin_names[bi]; *n; n++)
      if (builtin_name_matches(name, *n, llvm)) return (IrBuiltin)bi;
  return IR_BI_NONE;
}

bool ir_is_nondet_name(const char *name) {
  return name && strncmp(name, "__VERIFIER_nondet_", 18) == 0;
}

static void function_free(IrFunction *fn) {
  xstrfree(fn->name);
  for (uint32_t i = 0; i < fn->nconsts; i++) expr_dec(fn->consts[i].e);
  xfree(fn->consts, (size_t)fn->nconsts * sizeof(Val));
  xfree(fn->code, (size_t)fn->ncode * sizeof(IrInst));
  xfree(fn->extra, (size_t)fn->nextra * sizeof(uint32_t));
  xfree(fn->type_notes, (size_t)fn->ntype_notes * sizeof(IrTypeNote));
  for (uint32_t i = 0; i < fn->nvar_notes; i++) xstrfree(fn->var_notes[i].name);
  if (fn->var_notes) xfree(fn->var_notes, fn->nvar_notes * sizeof(IrVarNote));
  if (fn->reg_width) xfree(fn->reg_width, (size_t)(fn->nregs ? fn->nregs : 1) * sizeof(uint16_t));
  ir_cfg_free(fn->cfg);
  if (fn->sig) xfree(fn->sig, (size_t)fn->nparams + 1);
}

void ir_module_free(IrModule *m) {
  if (!m) return;
  addr_free(&m->layout);
  for (uint32_t i = 0; i < m->nfuncs; i++) function_free(&m->funcs[i]);
  xfree(m->funcs, (size_t)m->nfuncs * sizeof(IrFunction));
  for (uint32_t i = 0; i < m->nglobals; i++) {
    xstrfree(m->globals[i].name);
    xfree(m->globals[i].init, m->globals[i].size);
  }
  xfree(m->globals, (size_t)m->nglobals * sizeof(IrGlobal));
  /* locs[i].file points into strings: freed with them. */
  xfree(m->locs, (size_t)m->nlocs * sizeof(IrLoc));
  for (uint32_t i = 0; i < m->nstrings; i++) xstrfree(m->strings[i]);
  xfree(m->strings, (size_t)m->nstrings * sizeof(char *));
  ir_types_free(&m->types);
  ir_ctypes_free(&m->ctypes);
  expr_table_free(m->exprs);
  xfree(m, sizeof(IrModule));
}

/* ---- dumping ------------------------------------------------------------ */

static void print_val(FILE *f, const Val *v) {
  if (v->e)
    expr_print(f, v->e);
  else
    fprintf(f, "%llu (0x%llx)", (unsigned long long)v->v, (unsigned long long)v->v);
}

/* A register operand: r<N>, with the constant value for constant registers. */
static void print_reg(FILE *f, const IrFunction *fn, uint32_t r) {
  if (r < fn->nconsts) {
    const Val *v = &fn->consts[r];
    if (v->e)
      fprintf(f, "c%u", r);
    else if (v->v < 65536)
      fprintf(f, "c%u=%llu", r, (unsigned long long)v->v);
    else
      fprintf(f, "c%u=0x%llx", r, (unsigned long long)v->v);
  } else {
    fprintf(f, "r%u", r);
  }
}

static void print_loc(FILE *f, const IrModule *m, uint32_t loc) {
  if (loc == 0 || loc >= m->nlocs) return;
  const IrLoc *l = &m->locs[loc];
  fprintf(f, "    ; %s:%u:%u", l->file ? l->file : "?", l->line, l->col);
}

static bool extra_ok(const IrFunction *fn, uint32_t first, uint64_t words) {
  return (uint64_t)first + words <= fn->nextra;
}

void ir_dump_function(FILE *f, const IrModule *m, const IrFunction *fn) {
  fprintf(f, "function %s #%u obj %u%s%s%s: %u params, %u results, %u consts, %u regs, %u insts\n",
          fn->name, fn->index, fn->obj_id, fn->defined ? "" : " (declared)",
          fn->is_model ? " (model)" : "", fn->vararg ? " (vararg)" : "", fn->nparams,
          fn->nret, fn->nconsts, fn->nregs, fn->ncode);
  if (fn->builtin != IR_BI_NONE) {
    const char *bname = fn->builtin == IR_BI_NONDET_ANY          ? "nondet integer"
                        : fn->builtin == IR_BI_NONDET_UNMODELLED ? "nondet, unmodelled"
                                                                 : "?";
    if (!strcmp(bname, "?")) bname = ir_builtin_name(fn->builtin);
    fprintf(f, "  builtin %d (%s)", (int)fn->builtin, bname);
    static const char *const flag_names[] = {"noreturn", "input", "path", "heap", "writes", "output"};
    unsigned fl = ir_builtin_flags(fn->builtin);
    for (unsigned k = 0; k < ARRAY_LEN(flag_names); k++)
      if (fl & (1u << k)) fprintf(f, " %s", flag_names[k]);
    fputc('\n', f);
  }
  for (uint32_t i = 0; i < fn->nconsts; i++) {
    if (!fn->consts[i].e) continue;   /* small constants are shown inline */
    fprintf(f, "  c%u = ", i);
    print_val(f, &fn->consts[i]);
    fputc('\n', f);
  }
  for (uint32_t i = 0; i < fn->nvar_notes; i++)
    fprintf(f, "  r%u: C variable %s #%u%s from %u\n", fn->var_notes[i].reg, fn->var_notes[i].name,
            fn->var_notes[i].var, fn->var_notes[i].addr ? " (its address)" : "", fn->var_notes[i].pc);
  for (uint32_t i = 0; i < fn->ncode; i++) {
    const IrInst *in = &fn->code[i];
    const char *name = in->op < IR_NUM_OPS ? ir_op_names[in->op] : "?";
    fprintf(f, "  %4u: %-11s", i, name);
    if (in->width) fprintf(f, " w%u", in->width);
    switch (in->op) {
    case IR_STORE:
      fputs(" [", f); print_reg(f, fn, in->a); fputs("] = ", f); print_reg(f, fn, in->b);
      break;
    case IR_LOAD:
      fputc(' ', f); print_reg(f, fn, in->dst); fputs(" = [", f); print_reg(f, fn, in->a); fputc(']', f);
      break;
    case IR_ALLOCA:
      fputc(' ', f); print_reg(f, fn, in->dst);
      fprintf(f, " = alloca %llu x ", (unsigned long long)in->u.imm);
      print_reg(f, fn, in->a);
      fprintf(f, " (aw%u)", in->awidth);
      break;
    case IR_BR:
      fputc(' ', f); print_reg(f, fn, in->a);
      fprintf(f, " ? %u : %u", in->u.br.t, in->u.br.f);
      break;
    case IR_JMP:
      fprintf(f, " %u", in->u.br.t);
      break;
    case IR_SWITCH:
      fputc(' ', f); print_reg(f, fn, in->a);
      if (!extra_ok(fn, in->u.list.first, 1 + 3ull * in->u.list.n)) { fputs(" <bad list>", f); break; }
      fprintf(f, " default %u", fn->extra[in->u.list.first]);
      for (uint32_t k = 0; k < in->u.list.n; k++) {
        const uint32_t *c = &fn->extra[in->u.list.first + 1 + 3 * k];
        uint64_t v = (uint64_t)c[0] | ((uint64_t)c[1] << 32);
        fprintf(f, ", %lld -> %u", (long long)sext64(v, in->width ? in->width : 64), c[2]);
      }
      break;
    case IR_RET:
      if (fn->nret) { fputc(' ', f); print_reg(f, fn, in->a); if (fn->nret > 1) fprintf(f, "..+%u", fn->nret); }
      break;
    case IR_CALL:
      if (in->awidth) {
        fputc(' ', f); print_reg(f, fn, in->dst);
        if (in->awidth > 1) fprintf(f, "..+%u", in->awidth);
        fputs(" =", f);
      }
      fputs(" call ", f);
      if (in->flags & IR_CALL_DIRECT) {
        if (in->u.list.callee < m->nfuncs)
          fprintf(f, "%s", m->funcs[in->u.list.callee].name);
        else
          fprintf(f, "<bad callee %u>", in->u.list.callee);
      } else {
        fputc('*', f); print_reg(f, fn, in->a);
      }
      fputc('(', f);
      if (!extra_ok(fn, in->u.list.first, 2ull * in->u.list.n)) { fputs("<bad list>)", f); break; }
      for (uint32_t k = 0; k < in->u.list.n; k++) {
        if (k) fputs(", ", f);
        print_reg(f, fn, fn->extra[in->u.list.first + 2 * k]);
        fprintf(f, ":w%u", fn->extra[in->u.list.first + 2 * k + 1]);
      }
      fputc(')', f);
      break;
    case IR_PMOVE:
      if (!extra_ok(fn, in->u.list.first, 2ull * in->u.list.n)) { fputs(" <bad list>", f); break; }
      for (uint32_t k = 0; k < in->u.list.n; k++) {
        fputs(k ? ", " : " ", f);
        print_reg(f, fn, fn->extra[in->u.list.first + 2 * k]);
        fputs(" <- ", f);
        print_reg(f, fn, fn->extra[in->u.list.first + 2 * k + 1]);
      }
      break;
    case IR_UNREACHABLE:
      break;
    case IR_UNSUPPORTED:
      fprintf(f, " \"%s\"", in->u.imm < m->nstrings ? m->strings[in->u.imm] : "?");
      break;
    case IR_SELECT: case IR_FSHL: case IR_FSHR: case IR_FFMA:
      fputc(' ', f); print_reg(f, fn, in->dst); fputs(" = ", f);
      print_reg(f, fn, in->a); fputs(", ", f); print_reg(f, fn, in->b); fputs(", ", f);
      print_reg(f, fn, in->c);
      break;
    case IR_ZEXT: case IR_SEXT: case IR_TRUNC: case IR_MOV:
    case IR_CTPOP: case IR_CTLZ: case IR_CTTZ: case IR_BSWAP: case IR_ABS:
    case IR_FSQRT: case IR_FRINT: case IR_FPTOSI: case IR_FPTOUI: case IR_SITOFP: case IR_UITOFP:
    case IR_FPEXT: case IR_FPTRUNC:
      fputc(' ', f); print_reg(f, fn, in->dst); fputs(" = ", f); print_reg(f, fn, in->a);
      if (in->awidth) fprintf(f, " (aw%u)", in->awidth);
      if (in->op == IR_FRINT) fprintf(f, " round %llu", (unsigned long long)in->u.imm);
      break;
    case IR_FCMP: /* the predicate: LLVM's mask of equal, greater, less, unordered */
      fputc(' ', f); print_reg(f, fn, in->dst); fputs(" = ", f); print_reg(f, fn, in->a); fputs(", ", f);
      print_reg(f, fn, in->b);
      fprintf(f, " (aw%u) pred %llu", in->awidth, (unsigned long long)in->u.imm);
      break;
    default: /* binary operations, comparisons, overflow intrinsics */
      fputc(' ', f); print_reg(f, fn, in->dst);
      if (in->op >= IR_SADD_OVF && in->op <= IR_UMUL_OVF) fputs(",+1", f);
      fputs(" = ", f); print_reg(f, fn, in->a); fputs(", ", f); print_reg(f, fn, in->b);
      if (in->awidth && in->awidth != in->width) fprintf(f, " (aw%u)", in->awidth);
      break;
    }
    if (in->flags & IR_NSW) fputs(" nsw", f);
    if (in->flags & IR_EXACT) fputs(" exact", f);
    uint32_t ty = ir_type_note_of(fn->type_notes, fn->ntype_notes, i);
    if (ty) {
      fputs(" : ", f);
      ir_type_print(f, &m->types, ty);
    }
    print_loc(f, m, in->loc);
    fputc('\n', f);
  }
}
