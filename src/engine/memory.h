/* memory: the memory model seam — how the executor finds the object a
 * pointer points into, reads and writes it, and makes and frees objects.
 *
 * The engine reaches these operations only through the Executor's table
 * (Executor.memory; exec.h's exec_resolve, exec_read, exec_write,
 * exec_alloc, exec_free), which engine_new takes from ExecOptions.memory or,
 * when a driver gives none, makes the default, mem_model_flat (exec_mem.c):
 * the model symx has always had, objects at segments of the state's address
 * space (mem.h) with every access checked.
 *
 * Every model keeps its objects as mem.h's Objects in the state's AddrSpace,
 * so that what the engine does around the table still holds for them:
 *  - the interpreter's fast path (mem_load_fast / mem_store_fast in mem.h)
 *    does a concrete access of concrete bytes in bounds of a live object
 *    without asking the model; the model sees every other load and store;
 *  - a returning frame (state_pop_frame) and llvm.stackrestore kill their
 *    stack objects on the address space directly (mem_kill): they are not
 *    frees of the program's;
 *  - the module's globals are installed at their static addresses before
 *    the run (exec.c, initial_state), not allocated;
 *  - the engine fills objects it has just made (argv, stdin, variadic
 *    argument areas) directly, and the byte-range builtins (memcpy,
 *    memset, making memory symbolic) resolve through the model and then
 *    work on the resolved object's bytes.
 * A new model is a MemoryOps table of a driver's own, usually wrapping
 * mem_model_flat's operations (tests/unit/test_engine.c counts its calls). */
#ifndef SYMX_ENGINE_MEMORY_H
#define SYMX_ENGINE_MEMORY_H

#include "engine/state.h"

struct Executor;

typedef struct MemoryOps {
  const char *name;
  /* The object a pointer points into, for an access of n bytes, and the
   * offset in it: concrete in *off, or symbolic in *soff (a new reference;
   * NULL when concrete). May fork s (states for other objects, error paths
   * for the out-of-bounds cases) and end it: NULL when s has ended. For a
   * write the object returned is writable (unshared). */
  Object *(*resolve)(struct Executor *ex, State *s, const Val *ptr, uint64_t n, bool write,
                     uint64_t *off, Expr **soff);
  /* n bytes (a value of `width` bits) at offset off of an object resolve
   * gave, or at soff when it is not NULL (borrowed; in bounds). */
  Val (*read)(struct Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
              unsigned width);
  void (*write)(struct Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n,
                unsigned width, const Val *v);
  /* A new zero-filled object of `size` bytes; NULL when there is no room
   * (the caller ends the path as unsupported). */
  Object *(*alloc)(struct Executor *ex, State *s, uint64_t size, ObjKind kind);
  /* Frees the live heap object `id` (the caller has checked that the
   * program may free it): pointers into it now find a dead object. */
  void (*free)(struct Executor *ex, State *s, uint32_t id);
  /* The interpreter's fast path is off: the model sees every load and store
   * (contract.c: each access needs a permission). The engine then runs the
   * driven copy of its loop (exec.c), so the plain one pays nothing. */
  bool every_access;
} MemoryOps;

/* The default: pointers resolved with their checks and forks (exec_mem.c). */
extern const MemoryOps mem_model_flat;
/* Its reading, writing, making and freeing, for models that keep them (a
 * table's initialiser cannot take them from mem_model_flat's fields). */
Val mem_flat_read(struct Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n, unsigned width);
void mem_flat_write(struct Executor *ex, State *s, Object *o, uint64_t off, Expr *soff, unsigned n, unsigned width,
                    const Val *v);
Object *mem_flat_alloc(struct Executor *ex, State *s, uint64_t size, ObjKind kind);
void mem_flat_free(struct Executor *ex, State *s, uint32_t id);

#endif
