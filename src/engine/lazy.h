/* lazy: lazy initialisation of pointer inputs (symx run --entry), a memory
 * model (memory.h) wrapping mem_model_flat, after Anand, Pasareanu and
 * Visser (seed 000, section 2 and 3).
 *
 * A pointer input (a parameter of the entry function, a global pointer
 * variable the user names (--lazy-global), or a pointer field of an object
 * made this way) is a symbolic value of its own, so comparisons
 * with NULL and between pointers fork as for any input. The first access
 * through an expression that contains such a value materialises it: the
 * state forks over
 *   - NULL (the access then fails as a null dereference),
 *   - each object already materialised on the path with the same pointee
 *     type (aliasing: shared and cyclic structures), and
 *   - a fresh object of the pointee type (at most ExecOptions.max_heap per
 *     path; past it the path ends unsupported, the run is incomplete),
 * each fork adding `pointer == that address` to its path condition, then
 * re-executes the access. A fresh object's bytes are a new input; its
 * pointer fields, at any depth (nested structs, arrays of pointers), are
 * pointer inputs in turn. A struct or union pointee is one object; any
 * other (int, char, void, a pointer) is an array of ExecOptions.lazy_array
 * elements with a symbolic length L in [1, lazy_array]: an access past L
 * is an out-of-bounds error (of the input whose array has L elements), an
 * access past lazy_array elements, or before the start, ends unsupported.
 * Function pointers in objects are NULL (the run is then incomplete), as
 * are unions that hold pointers.
 *
 * What a path assumed is kept per state (State.memdata, copy on write) and
 * read by the test drivers' writer (cli/entry.c) through lazy_heap_of. */
#ifndef SYMX_ENGINE_LAZY_H
#define SYMX_ENGINE_LAZY_H

#include "engine/exec.h"

enum { LAZY_UNSET = -1, LAZY_NULL = -2 };
/* LazyPtr.owner of a pointer input that no object holds. */
enum { LAZY_OWNER_ARG = -1, LAZY_OWNER_GLOBAL = -2 };

/* A pointer input. */
typedef struct LazyPtr {
  char *name;          /* "l", "obj1.next" */
  Expr *value;         /* its value (the input's bytes), ptr_bits wide */
  uint32_t pointee;    /* ctype id (ir/ctypes.h) */
  int32_t target;      /* LAZY_UNSET, LAZY_NULL, or the index of its object */
  int32_t owner;       /* the object holding it (index), LAZY_OWNER_ARG or LAZY_OWNER_GLOBAL */
  uint64_t offset;     /* its offset in the owner; an argument's index; a global's (its
                          place in the harness's list, --lazy-global) */
  Array *arr;          /* an argument's or a global's input (its bytes), or NULL */
} LazyPtr;

/* An object made by lazy initialisation. */
typedef struct LazyObj {
  char *name;          /* "obj1" */
  uint32_t id;         /* its object id (mem.h) */
  uint64_t base;
  uint32_t type;       /* ctype of an element */
  uint64_t esize;      /* bytes per element */
  uint32_t cap;        /* elements it has room for */
  Array *contents;     /* its initial bytes (cap * esize), an input */
  Array *len_input;    /* its length in elements (4 bytes), or NULL: exactly cap */
  Expr *len;           /* that length as a 32-bit value, or NULL */
} LazyObj;

/* Bytes of an object that start as 0 instead of input (function pointers,
 * unions holding pointers). */
typedef struct LazyZero {
  uint32_t obj;
  uint64_t offset, size;
} LazyZero;

typedef struct LazyHeap {
  MemData md;
  VEC(LazyPtr) ptrs;
  VEC(LazyObj) objs;
  VEC(LazyZero) zeros;
} LazyHeap;

extern const MemoryOps mem_model_lazy;

/* A new pointer input, argument `index` of the entry function (owner
 * LAZY_OWNER_ARG: the builtin __symx_lazy_arg) or global `index` of the
 * harness's list (LAZY_OWNER_GLOBAL: __symx_lazy_global, which stores it in
 * the global), named `name`, pointing to ctype `pointee`: its value, a new
 * reference. */
Expr *lazy_new_input(Executor *ex, State *s, uint32_t pointee, int32_t owner, uint32_t index, const char *name);
/* Before a builtin reads argument v: materialises the pointer inputs v
 * holds (false: s forked, each fork re-executes the call) and replaces
 * those materialised by their addresses. */
bool lazy_settle(Executor *ex, State *s, Val *v);
/* symx_assume_valid(p, size): the path goes on only where p points to
 * `size` bytes it may access (an input array long enough); sizes past the
 * room lazy initialisation gives end unsupported (the run is incomplete).
 * p has been settled (lazy_settle). False when s ended. */
bool lazy_assume_valid(Executor *ex, State *s, const Val *p, const Val *size);
/* Whether object `id` of s is an input array of symbolic length (whose
 * size symx's object does not say: realloc cannot copy it). */
bool lazy_input_array(const State *s, uint32_t id);
/* What s's path assumed of its lazy inputs, or NULL when s has none. */
const LazyHeap *lazy_heap_of(const State *s);

/* e with each materialised pointer input of s replaced by its address (a
 * new reference; NULL when e is too deep to rebuild): the one form of a
 * value that engine/shape.c compares between states. */
Expr *lazy_normalise(const State *s, Expr *e);


#endif
