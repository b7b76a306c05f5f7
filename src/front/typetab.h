/* typetab: builds the module's type table (ir/types.h) from LLVM types:
 * one IrType per distinct LLVM type, with the layout LLVM's data layout
 * gives (sizes, alignments, field offsets). */
#ifndef SYMX_FRONT_TYPETAB_H
#define SYMX_FRONT_TYPETAB_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "ir/types.h"

typedef struct TypeTab TypeTab;

TypeTab *typetab_new(LLVMTargetDataRef td);
/* The id of t in the table (added, with the types it is made of, on first
 * sight). */
uint32_t typetab_id(TypeTab *T, LLVMTypeRef t);
/* Moves the table into *out and frees the builder. */
void typetab_finish(TypeTab *T, IrTypeTable *out);

#endif
