/* ctypes: the C types the program declares, as its debug information gives
 * them, for the functions a driver asks about (symx run --entry): their
 * parameters' C types and, through pointers, the types they point to, at
 * any depth. LLVM's own types cannot say this (pointers are opaque, and a
 * struct field `struct node *next` is a plain `ptr`), clang's debug
 * information can. The program's global variables of pointer type are
 * recorded too. Typedefs, const and volatile are looked through.
 *
 * Type ids index IrCTypes.types; id 0 is CT_UNKNOWN ("cannot tell"). */
#ifndef SYMX_IR_CTYPES_H
#define SYMX_IR_CTYPES_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef enum CTypeKind {
  CT_UNKNOWN = 0,
  CT_VOID,
  CT_INT,      /* size; is_signed (bool, char and enum types included) */
  CT_FLOAT,    /* size */
  CT_PTR,      /* ref: the pointee (CT_VOID for void *) */
  CT_STRUCT,   /* fields; name: the tag, or NULL */
  CT_UNION,    /* fields (all at offset 0) */
  CT_ARRAY,    /* ref: the element type; count (0: unknown or flexible) */
  CT_FUNC,
} CTypeKind;

typedef struct CField {
  char *name;
  uint64_t offset;     /* bytes from the start of the struct */
  uint32_t type;
} CField;

typedef struct CType {
  uint8_t kind;        /* CTypeKind */
  bool is_signed;      /* CT_INT */
  bool is_bool;        /* CT_INT: _Bool */
  bool incomplete;     /* CT_STRUCT / CT_UNION declared without a body */
  uint64_t size;       /* bytes */
  char *name;          /* CT_STRUCT / CT_UNION tag (may be NULL) */
  uint32_t ref;        /* CT_PTR: pointee; CT_ARRAY: element */
  uint64_t count;      /* CT_ARRAY */
  CField *fields;
  uint32_t nfields;
} CType;

typedef struct CParam {
  char *name;          /* as declared, or "argN" */
  uint32_t type;
} CParam;

/* A function's signature. */
typedef struct CSig {
  char *fn;
  uint32_t ret;        /* CT_VOID for void */
  bool variadic;
  bool is_static;      /* internal linkage: no other file can call it */
  CParam *params;
  uint32_t nparams;
} CSig;

/* A global variable of pointer type the program defines (for
 * symx run --entry --lazy-global). */
typedef struct CGlobal {
  char *name;
  uint32_t type;       /* a CT_PTR */
  bool is_static;      /* internal linkage (or a function's static): no other file can set it */
  bool is_const;       /* the pointer itself is const */
} CGlobal;

typedef struct IrCTypes {
  CType *types;        /* types[0] is CT_UNKNOWN */
  uint32_t ntypes;
  CSig *sigs;
  uint32_t nsigs;
  CGlobal *globals;    /* the pointer globals of the modules ditypes read, in order */
  uint32_t nglobals;
} IrCTypes;

void ir_ctypes_free(IrCTypes *t);
/* The signature of function `fn`, or NULL when it has none recorded. */
const CSig *ir_ctypes_sig(const IrCTypes *t, const char *fn);
/* The pointer global `name` (the first of that name not static, else the
 * first), or NULL. */
const CGlobal *ir_ctypes_global(const IrCTypes *t, const char *name);
/* Writes a C spelling of type id as a declaration of `name` ("int x",
 * "void *p"): integers as intN_t/uintN_t, every pointer as void *. Returns
 * false when the type has no such spelling (structs and unions by value,
 * arrays, functions, unknown). */
bool ir_ctype_decl(FILE *f, const IrCTypes *t, uint32_t id, const char *name);
/* Prints every type and signature (symx dump-ir). */
void ir_ctypes_dump(FILE *f, const IrCTypes *t);

#endif
