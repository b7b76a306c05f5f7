/* front_internal: what the files of the front end share (front.c loads and
 * links, layout.c, intern.c, consts.c, lower.c and lower_inst.c lower).
 * Only front/ includes it. */
#ifndef SYMX_FRONT_INTERNAL_H
#define SYMX_FRONT_INTERNAL_H

#define _GNU_SOURCE
#include "front/front.h"
#include "expr/fp.h"
#include "base/proc.h"
#include "front/clang.h"
#include "front/map.h"
#include "front/typetab.h"
#include "ir/addr.h"
#include "ir/cfg.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <limits.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYMX_CLANG
#define SYMX_CLANG "clang"
#endif



#define CTAG 0x80000000u   /* constant register (pool index in the low bits) */
#define STAG 0x80000000u   /* branch target that is an edge stub */
#define NOREG 0xFFFFFFFFu  /* no operand */
#define LEAF_CAP 4096      /* larger aggregate SSA values are unsupported */
#define BYVAL_COPY_MAX 65536



/* Register layout of an LLVM type: its scalar leaves, their widths and their
 * byte offsets in memory. `problem` says why values of the type cannot be
 * handled (NULL if they can). */
typedef struct TypeInfo {
  uint32_t nleaves;
  const char *problem;
  uint16_t *lw;       /* leaf widths in bits (NULL if nleaves > LEAF_CAP) */
  uint64_t *loff;     /* leaf byte offsets */
  uint32_t cap;       /* allocated length of lw/loff */
} TypeInfo;

typedef struct Front {
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMTargetDataRef td;
  IrModule *m;
  VEC(IrLoc) locs;
  VEC(char *) strings;
  uint32_t *str_tab;  /* open addressing: string index + 1 */
  size_t str_cap;
  uint32_t *loc_tab;  /* open addressing: loc index + 1 */
  size_t loc_cap;
  Map gvar_id;        /* GlobalVariable -> object id */
  Map func_idx;       /* Function -> index */
  Map types;          /* Type -> index in tinfos */
  VEC(TypeInfo *) tinfos;
  const char *last_file;  /* cache for file-name interning */
  const char *last_dir;
  size_t last_file_len;
  uint32_t last_file_idx;
  unsigned kind_byval;
  TypeTab *tt;        /* the module's type table, being built */
  unsigned ptr_bits;  /* the data model's pointer width: 64 or 32 */
  char cwd[4096];     /* symx's working directory (file_of), read once */
} Front;


static inline u128 mask128(unsigned w) {
  return w >= 128 ? ~(u128)0 : (((u128)1 << w) - 1);
}

static inline u128 sext128(u128 v, unsigned w) {
  if (w == 0 || w >= 128) return v;
  unsigned s = 128 - w;
  return (u128)((__int128)(v << s) >> s);
}

typedef struct Stub {
  uint32_t pred, succ, loc;
} Stub;

typedef struct CSlot {
  uint64_t lo, hi;
  uint32_t w;      /* 0 for values of <= 64 bits */
  uint32_t idx1;   /* pool index + 1; 0 = empty */
} CSlot;

typedef struct Lower {
  Front *F;
  char err_buf[200];  /* a failure message made up here (fail_fmt); L->err may point to it */
  IrFunction *fn;
  LLVMValueRef llfn;
  VEC(IrInst) code;
  VEC(uint32_t) extra;
  VEC(Val) consts;
  CSlot *ctab;
  size_t ccap, cn;
  Map aggc;           /* aggregate constant -> first pool index */
  Map vals;           /* Argument / Instruction -> register */
  Map blocks;         /* BasicBlock -> index */
  uint32_t nblocks;
  LLVMBasicBlockRef *bbs;
  uint32_t *block_start;
  bool *has_phi;
  VEC(Stub) stubs;
  VEC(IrTypeNote) notes; /* element types of allocas and GEPs, by instruction */
  VEC(IrVarNote) vars;   /* C variables the debug information names (registers numbered at the end) */
  Map stubmap;        /* (pred << 32 | succ) + 1 -> stub index */
  uint32_t nregs;     /* non-constant registers */
  VEC(uint16_t) rwidth; /* per non-constant register: its width in bits, 0 while unknown */
  VEC(LLVMValueRef) var_ids; /* the distinct variables (DILocalVariable as values), numbered */
  uint32_t cur_loc;
  uint32_t cur_block;
  const char *err;    /* why the current instruction cannot be lowered */
} Lower;

/* layout.c */
unsigned fp_bits(LLVMTypeKind k);
unsigned scalar_width(const Front *F, LLVMTypeRef t);
TypeInfo *tinfo(Front *F, LLVMTypeRef t);

/* intern.c */
const char *file_of(Front *F, LLVMValueRef v);
uint32_t inst_loc(Front *F, LLVMValueRef inst);
uint32_t intern_msg(Front *F, const char *s);
uint32_t loc_intern(Front *F, const char *file, uint32_t line, uint32_t col);

/* consts.c */
bool const_eval(Front *F, LLVMValueRef c, u128 *out, int depth);
void write_const(Front *F, uint8_t *buf, uint64_t size, uint64_t off, LLVMValueRef c, int depth);

/* lower.c */
uint32_t addr_at(Lower *L, uint32_t ptr, uint64_t off);
uint8_t arith_flags(LLVMValueRef inst);

/* selects.c: small side-effect-free if/else shapes become selects (checked:
 * --check-overflow, whose nsw arithmetic and shifts are not folded). */
void fold_selects(LLVMModuleRef mod, bool checked);
uint32_t const_reg(Lower *L, unsigned width, u128 v);
uint32_t constp(Lower *L, uint64_t v);
uint32_t edge_target(Lower *L, LLVMBasicBlockRef succ);
IrInst *emit(Lower *L, IrOp op, unsigned width, uint32_t dst, uint32_t a, uint32_t b, uint32_t c);
void fail(Lower *L, const char *why);
void fail_fmt(Lower *L, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool has_prefix(const char *s, size_t len, const char *p);
const char *inst_type_problem(Front *F, LLVMValueRef inst);
IrModule *lower_module(Front *F);
uint32_t new_regs(Lower *L, uint32_t n);
uint32_t opnd(Lower *L, LLVMValueRef v);
uint32_t reg_of(Lower *L, LLVMValueRef inst);

/* lower_inst.c */
void lower_aggregate(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w);
void lower_atomic(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w);
void lower_call(Lower *L, LLVMValueRef inst);
void lower_control(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w);
void lower_float(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, unsigned w);
void lower_integer(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w);
void lower_memory(Lower *L, LLVMValueRef inst, LLVMOpcode op, uint32_t dst, TypeInfo *ti, unsigned w);

#endif
