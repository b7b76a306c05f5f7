/* types: the module's type table, for analyses that need to know what
 * memory holds (struct layouts, array shapes, what a pointer points to).
 * The interpreter never reads it: the IR's instructions carry their widths
 * and byte offsets already.
 *
 * LLVM 16 pointers are opaque, so a pointer type says nothing about its
 * pointee; the element types clang does give are recorded where they
 * appear: a global's value type (IrGlobal.type), the type an ALLOCA
 * allocates and the source element type of a getelementptr (per
 * instruction, IrFunction.type_notes).
 *
 * Type ids index IrTypeTable.types; id 0 is IR_TY_UNKNOWN ("no type
 * recorded"). Types are unique per LLVM type: one id for each struct. */
#ifndef SYMX_IR_TYPES_H
#define SYMX_IR_TYPES_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef enum IrTypeKind {
  IR_TY_UNKNOWN = 0,
  IR_TY_VOID,
  IR_TY_INT,     /* bits */
  IR_TY_PTR,     /* bits; the pointee is not part of the type (opaque pointers) */
  IR_TY_FLOAT,   /* bits */
  IR_TY_STRUCT,  /* fields; name; opaque when declared without a body */
  IR_TY_ARRAY,   /* elem, count */
  IR_TY_VECTOR,  /* elem, count */
  IR_TY_FUNC,
  IR_TY_OTHER,   /* labels, tokens, metadata, x86 MMX/AMX */
} IrTypeKind;

typedef struct IrField {
  uint64_t offset;     /* byte offset in the struct */
  uint32_t type;       /* its size is types[type].size */
} IrField;

typedef struct IrType {
  uint8_t kind;        /* IrTypeKind */
  bool packed;         /* STRUCT: no padding between fields */
  bool opaque;         /* STRUCT: no body (its layout is unknown) */
  uint32_t bits;       /* INT, PTR, FLOAT: width in bits */
  uint64_t size;       /* ABI size in bytes (allocation size, padding included); 0 if unsized */
  uint32_t align;      /* ABI alignment in bytes; 0 if unsized */
  char *name;          /* STRUCT: as clang names it ("struct.point"); NULL for literal structs */
  uint32_t elem;       /* ARRAY, VECTOR: element type */
  uint64_t count;      /* ARRAY, VECTOR: number of elements */
  IrField *fields;     /* STRUCT */
  uint32_t nfields;
} IrType;

typedef struct IrTypeTable {
  IrType *types;       /* types[0] is IR_TY_UNKNOWN */
  uint32_t ntypes;
} IrTypeTable;

/* A type clang gives for one instruction of a function: for an ALLOCA the
 * allocated type, for the instruction writing a getelementptr's result the
 * GEP's source element type (the type its first index steps over). */
typedef struct IrTypeNote {
  uint32_t inst;       /* instruction index; notes are sorted by it */
  uint32_t type;
} IrTypeNote;

void ir_types_free(IrTypeTable *t);
/* The type noted for instruction `inst`, or 0. */
uint32_t ir_type_note_of(const IrTypeNote *notes, uint32_t n, uint32_t inst);
/* The struct type named `name` ("struct.point"), or 0. */
uint32_t ir_type_find_struct(const IrTypeTable *t, const char *name);
/* Writes a short description of type id (i32, ptr, [4 x i8], %struct.point). */
void ir_type_print(FILE *f, const IrTypeTable *t, uint32_t id);
/* Prints every struct type with its layout (offset, size, type of each field). */
void ir_types_dump(FILE *f, const IrTypeTable *t);

#endif
