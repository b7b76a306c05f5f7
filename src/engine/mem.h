/* mem: memory objects and per-state address spaces.
 *
 * An Object is one allocation (global, stack, heap, variadic-argument area)
 * at address `base` (see addr.h for the layout). Its contents are either
 *  - byte mode (arr == NULL): `bytes` holds concrete bytes and `sym`, when
 *    non-NULL, holds a symbolic 8-bit Expr for each byte that is symbolic
 *    (NULL entries are concrete); or
 *  - array mode (arr != NULL): after a write at a symbolic offset, the whole
 *    contents are the array expression `arr`; bytes/sym are unused.
 * Objects are shared between forked states copy-on-write: `refs` counts the
 * address spaces holding it; mem_writable() copies a shared object first.
 */
#ifndef SYMX_MEM_H
#define SYMX_MEM_H

#include <string.h>

#include "ir/addr.h"
#include "ir/ir.h"

typedef enum ObjKind { OBJ_GLOBAL, OBJ_STACK, OBJ_HEAP, OBJ_VARARGS, OBJ_EXTERN } ObjKind;

typedef struct Object {
  uint32_t refs;
  uint32_t id;        /* segment: generation << MEM_SLOT_BITS | slot */
  uint64_t base;      /* its address (see addr.h) */
  uint64_t size;
  uint8_t kind;       /* ObjKind */
  bool alive;         /* false once freed, out of scope, or its frame returned */
  bool tomb;          /* a freed object's stand-in: its slot may be reused */
  bool readonly;
  uint32_t nsym;      /* number of non-NULL entries in sym */
  uint8_t *bytes;     /* size bytes (byte mode) */
  Expr **sym;         /* NULL or size entries (byte mode) */
  Expr *arr;          /* array mode contents, or NULL */
  Expr *arr_cache;    /* byte mode: cached array view of the contents, or NULL */
  const char *name;   /* globals: the variable's name (borrowed from the module) */
  const char *site_file; /* heap: where it was allocated (leak reports), or NULL */
  uint32_t site_line;
  /* Lazily uninitialised (mem_uninit_lazy): byte i, while its bit in
   * `unwritten` is set, is the input byte uninit[i]; it becomes that
   * expression (in sym) when first read, or concrete when written. */
  uint8_t *unwritten;
  uint64_t nunwritten;  /* bits still set */
  Array *uninit;
} Object;

/* A state's view of memory: objects indexed by slot. An address's segment
 * (its high 32 bits) is a generation and a slot: when an object dies its slot
 * is reused by a later allocation with the next generation, so memory stays
 * bounded by the live objects while a dangling pointer (old generation) is
 * still recognised. Globals and functions have generation 0. */
#define MEM_SLOT_BITS 20
#define MEM_SLOT_MASK ((1u << MEM_SLOT_BITS) - 1)
#define MEM_GEN_MASK 0xfffu
typedef struct AddrSpace {
  Object **objs;      /* objs[slot], NULL where no object */
  uint32_t cap;
  uint32_t next_id;   /* the next never-used slot */
  uint32_t *free_slots; /* slots of dead objects, reused last-in first-out */
  uint32_t nfree, free_cap;
  AddrLayout *layout;   /* the engine's, shared by every state's space */
} AddrSpace;

/* Stands for an object whose slot now holds a newer one: a dangling pointer.
 * Read-only (shared by every engine): callers test for it before touching
 * an object, and it is never installed in a space, so never written. */
extern const Object mem_dangling;

Object *mem_object_new(uint32_t id, uint64_t size, ObjKind kind);
void mem_object_release(Object *o);

void mem_space_init(AddrSpace *as, uint32_t first_dynamic_id, AddrLayout *layout);
void mem_space_copy(AddrSpace *dst, const AddrSpace *src);   /* shares objects */
void mem_space_free(AddrSpace *as);
/* Installs o (taking the caller's reference) at o->id. */
void mem_space_put(AddrSpace *as, Object *o);
/* The object of segment `seg` (generation and slot): NULL when there
 * is none, &mem_dangling when the slot was reused since. */
static inline Object *mem_space_get(const AddrSpace *as, uint64_t seg) {
  uint64_t slot = seg & MEM_SLOT_MASK;
  if (slot >= as->cap) return NULL;
  Object *o = as->objs[slot];
  if (UNLIKELY(o && o->id != seg)) return (Object *)&mem_dangling;
  return o;
}
/* The object an address points into and the offset in it: NULL when there
 * is none (or, ILP32, the address belongs to an object of another state),
 * &mem_dangling when the object's slot was reused since. The offset may be
 * past the object's end. */
static inline Object *mem_at(const AddrSpace *as, uint64_t addr, uint64_t *off) {
  uint64_t id;
  if (!addr_decode(as->layout, addr, &id, off)) return NULL;
  Object *o = mem_space_get(as, id);
  /* The object must be the one the address was made for: always so in LP64
   * (the id is in the address); in ILP32 the id's slot may hold an object of
   * this state that was never placed there. */
  if (UNLIKELY(o && o != &mem_dangling && o->base != addr - *off)) return NULL;
  return o;
}
/* Returns a version of object `id` that this space owns alone (copying it
 * if it is shared), so it may be modified. */
Object *mem_writable(AddrSpace *as, uint32_t id);
/* Allocates a fresh zero-filled object in the space; NULL when every slot is
 * taken by a live object. */
Object *mem_alloc(AddrSpace *as, uint64_t size, ObjKind kind);
/* Frees a live object: its contents are released and its slot becomes
 * reusable; pointers into it now find a dead object (use-after-free). */
void mem_kill(AddrSpace *as, uint32_t id);

/* Makes o's contents the input array `a` (o->size bytes) without creating
 * an expression per byte: bytes are materialised as they are read. */
void mem_uninit_lazy(Object *o, Array *a);
/* Marks [off, off+n) as written (the caller writes them directly). */
void mem_written(Object *o, uint64_t off, uint64_t n);
/* Materialises the lazily uninitialised bytes of [off, off+n). */
void mem_materialize(Object *o, uint64_t off, uint64_t n);

/* Expressions: those made for concrete bytes and values are made in t (the
 * engine's table, State.exprs); at a symbolic offset, in the offset's. */

/* Reads n bytes at a concrete offset, assembled little-endian into a value
 * of `width` bits. Returns a concrete Val when every byte is concrete. */
Val mem_read(ExprTable *t, Object *o, uint64_t off, unsigned n, unsigned width);
/* Writes the low n bytes of v (width bits) at a concrete offset. o must be writable. */
void mem_write(ExprTable *t, Object *o, uint64_t off, unsigned n, unsigned width, const Val *v);
/* Reads/writes at a symbolic 64-bit offset expression (in bounds is the caller's job). */
Val mem_read_sym(Object *o, Expr *off, unsigned n, unsigned width);
void mem_write_sym(Object *o, Expr *off, unsigned n, unsigned width, const Val *v);
/* The byte at a concrete offset as an expression (new reference). */
Expr *mem_byte_expr(ExprTable *t, Object *o, uint64_t off);
/* Sets one byte to an expression (o writable; e borrowed). */
void mem_set_byte_expr(Object *o, uint64_t off, Expr *e);
/* True when every byte in [off, off+n) is concrete. */
bool mem_is_concrete(const Object *o, uint64_t off, uint64_t n);

/* Helpers on register values. */
static inline void val_set_conc(Val *r, uint64_t v) {
  if (UNLIKELY(r->e != NULL)) { expr_dec(r->e); r->e = NULL; }
  r->v = v;
}
/* Stores e (taking ownership); a constant of width <= 64 becomes concrete. */
void val_set_expr(Val *r, Expr *e);
/* The value as an expression of `width` bits (new reference; a constant is
 * made in t). */
Expr *val_expr(ExprTable *t, const Val *v, unsigned width);
/* Copies a register value (adds a reference). */
static inline void val_copy(Val *dst, const Val *src) {
  if (dst == src) return;
  Expr *old = dst->e;
  dst->v = src->v;
  dst->e = expr_inc(src->e);
  expr_dec(old);
}

/* The interpreter's fast path of the memory model, whichever model the run
 * has (the rest is the model's, memory.h; the default's is exec_mem.c:
 * resolution with its checks, symbolic bytes and offsets, copy-on-write).
 * A load of `width` bits (at most 64) of concrete bytes through a concrete
 * pointer in bounds of a live object, into *dst: false, with nothing done,
 * when the slow path must do it. */
static inline bool mem_load_fast(const AddrSpace *as, Val ptr, unsigned width, Val *dst) {
  unsigned n = (width + 7) / 8;
  if (ptr.e || width > 64) return false;
  uint64_t off;
  Object *o = mem_at(as, ptr.v, &off);
  if (!(o && o->alive && off + n <= o->size && !o->nsym && !o->arr && !o->unwritten && o->kind != OBJ_EXTERN))
    return false;
  uint64_t x = 0;
  memcpy(&x, o->bytes + off, n);
  val_set_conc(dst, x & mask_bits(width));
  return true;
}
/* A store of a concrete value into an unshared, writable, concrete object. */
static inline bool mem_store_fast(AddrSpace *as, Val ptr, unsigned width, Val v) {
  unsigned n = (width + 7) / 8;
  if (ptr.e || v.e || width > 64) return false;
  uint64_t off;
  Object *o = mem_at(as, ptr.v, &off);
  if (!(o && o->refs == 1 && o->alive && off + n <= o->size && !o->nsym && !o->arr && !o->arr_cache &&
        !o->unwritten && !o->readonly && o->kind != OBJ_EXTERN))
    return false;
  memcpy(o->bytes + off, &v.v, n);
  return true;
}

#endif
