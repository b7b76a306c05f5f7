/* shape: the heap shape of a symbolic state and Algorithm 1 of Anand,
 * Pasareanu and Visser (seed 000, section 4): subsumption of heap shapes by
 * a labelling built by traversing two shapes at the same time from their
 * roots; with the list abstraction of their section 5.1 (a maximal
 * uninterrupted list segment becomes one summary node whose values are the
 * disjunction of its members'). engine/subsume.c uses it at loop headers.
 *
 * A shape is a graph: its roots are every register of every frame (constants
 * excepted), in order; its nodes the objects lazy initialisation made
 * (lazy.h) reachable from them, numbered as a breadth-first traversal finds
 * them, and the heap blocks the program made (malloc) reachable from them;
 * a node's slots its fields in offset order, a pointer field of the
 * object one slot, the bytes between pointer fields slots of at most 8
 * bytes, and an input array's symbolic length a last slot (a heap block's
 * slots: its bytes, 8 at a time, aligned). A value is
 *   - SV_PTR: a pointer into a node, at an offset;
 *   - SV_CLOUD: a pointer input not yet materialised (the paper's "uninit"
 *     node: it becomes NULL, an alias or a fresh object at its first use);
 *   - SV_NUM: anything else (an integer, NULL, a global's address).
 * A state with what a shape cannot describe (stack objects that are not
 * its frames' locals, heap blocks over 4096 bytes or not reachable from
 * the roots, freed input objects, variadic areas, an
 * address made of a pointer input in a way other than a plain value) has
 * none: it is never subsumed, and never stored. */
#ifndef SYMX_ENGINE_SHAPE_H
#define SYMX_ENGINE_SHAPE_H

#include "engine/exec.h"
#include "ir/live.h"

typedef enum ShapeValKind { SV_NUM, SV_PTR, SV_CLOUD, SV_IDX } ShapeValKind;

typedef struct ShapeVal {
  uint8_t kind;      /* ShapeValKind */
  uint16_t width;    /* SV_NUM: bits */
  bool index;        /* SV_NUM root: a register the function uses as an array index (abstract
                        shapes: engine/shape_array.c may make it an SV_IDX) */
  uint32_t base;     /* index roots: 1 + the root holding the pointer the index is added to
                        (shape_index_regs), or 0: not known */
  bool pristine;     /* SV_NUM slot of an array node's cell: the input's own bytes, read by
                        nothing the path assumed or holds (an uninitialised cell) */
  bool ptrish;       /* SV_NUM: reads the bytes of a pointer input (abstract shapes: such
                        values compare addresses, which differ between states matched
                        whatever their ids, so they are left out, as the paper leaves out
                        references from the valuation) */
  uint32_t node;     /* SV_PTR: node index; SV_IDX: the cell node an index register's value
                        names (abstract shapes); SV_CLOUD: its pointer input (index in the state's LazyHeap) */
  uint32_t type;     /* SV_CLOUD: the ctype it points to */
  uint64_t off;      /* SV_PTR: offset in the node's object */
  uint64_t v;        /* SV_NUM: the value when e is NULL */
  Expr *e;           /* SV_NUM: the value, or NULL when concrete; SV_CLOUD: the input's value (a reference) */
} ShapeVal;

/* ShapeNode.type of a heap block the program made (no C type is known). */
#define SHAPE_HEAP_BLOCK 0xFFFFFFFFu

typedef struct ShapeNode {
  uint32_t obj;      /* the object's id in its state (of the first member) */
  uint32_t type;     /* ctype of the object, or SHAPE_HEAP_BLOCK */
  uint64_t size;
  uint32_t first;    /* its slots: slots[first + m * nslots + j] is slot j of member m */
  uint32_t nslots;
  uint32_t members;  /* 1, or the nodes a summary node stands for */
  int32_t link;      /* the one pointer slot of a list node (its `next`), or -1 */
  uint8_t role;      /* ShapeRole */
  uint32_t esize;    /* SN_ARRAY before shape_array_cells: bytes per element (slots: one per
                        element, then the length) */
} ShapeNode;

/* What a node is: an object (or a summary of list nodes); and, in abstract
 * shapes, an input array of numbers before Algorithm 2 (SN_ARRAY), then its
 * head (the length and a link to the first cell), its cells (a value and a
 * link, summarised as list nodes are) and its runs of uninitialised cells
 * (the paper's n*, a link only). */
typedef enum ShapeRole { SN_PLAIN, SN_ARRAY, SN_HEAD, SN_CELL, SN_STAR } ShapeRole;

typedef struct Shape {
  VEC(ShapeVal) roots;
  VEC(ShapeNode) nodes;
  VEC(ShapeVal) slots;
  VEC(Expr *) pc;        /* the state's path condition (references) */
  VEC(uint64_t) fixed;   /* what must be equal: frames, pcs, globals' objects, the address space */
  bool summaries;        /* the list abstraction made a summary node */
  bool cells;            /* the array abstraction made an array a list of cells */
  bool stack;            /* frames were left out (ShapeView: the stack abstraction) */
} Shape;

/* What of a state its shape shows: live (may be NULL), a bitset of the
 * top frame's registers live at its pc (ir_live_before), the dead ones left
 * out (roots that match anything); frames [skip_lo, skip_hi) left out
 * altogether (their registers, locals and program points: the stack
 * abstraction at recursive calls, abstract only; none when equal). */
typedef struct ShapeView {
  const uint64_t *live;
  uint32_t skip_lo, skip_hi;
} ShapeView;

/* The shape of s (abstract: with the array and list abstractions) as view
 * shows it, or NULL when s has something a shape does not describe. */
Shape *shape_of(Executor *ex, State *s, bool abstract, const ShapeView *view);
void shape_free(Shape *sh);
/* The list abstraction: each maximal uninterrupted segment of two or more
 * list nodes (a node of one pointer slot, pointed to once, by no root) is
 * replaced by a summary node. */
void shape_abstract(Shape *sh);

/* The array abstraction (seed 000, section 5.2; engine/shape_array.c):
 * each SN_ARRAY node becomes a head and a sorted list of cells, one per
 * element, runs of uninitialised cells (pristine, no pointer into them)
 * one SN_STAR node each; pointers into the array point to their cell, and
 * an index register (ShapeVal.index) whose concrete value is a cell's index
 * becomes an SV_IDX to it: a position, not a number. Its array is the one
 * its base root points into (the cell: the base's cell plus the index), or,
 * its base unknown, the shape's one array. shape_abstract then summarises runs of cells that no root
 * names (Definition 5: stars, NULL and named cells interrupt). */
void shape_array_cells(Shape *sh, unsigned ptr_bits);
/* Per register of fn (nregs flags, the caller frees with xfree): whether
 * it is an index, a value that an address is computed from (scaled, cast,
 * added to a pointer, halved: binary search's lo and hi, whose mid is one)
 * other than the pointer itself. bases (when not NULL) gets, per register
 * (nregs + 1 entries, xfree), the register holding the pointer its index is
 * added to when that is one register, else 0xFFFFFFFF: which array it is
 * an index of. */
uint8_t *shape_index_regs(const IrFunction *fn, uint32_t **bases);

/* A labelling in progress and the numeric facts it gives: each matched
 * value (or summary's values) is named by a fresh 64-bit variable F (an
 * input array of 8 bytes from `pool`, reused from one check to the next),
 * and lhs (of `cur`) and rhs (of `stored`) get `F == value`. */
typedef struct ShapeMatch {
  ExprTable *tab;
  VEC(Array *) pool;     /* the F variables' arrays, made as needed */
  uint32_t used;         /* of them, used by this match */
  VEC(Expr *) lhs, rhs;  /* references */
  bool exact;            /* the labelling matched objects of the same ids and no summary nodes,
                            and left no value out */
} ShapeMatch;

/* Algorithm 1: does `stored` subsume `cur`? Both shapes' roots, node by
 * node from them, must match: a pointer of cur where stored has one, into
 * nodes matched to each other (labels), at the same offset; a cloud of
 * stored matches a cloud of cur (one to one, the same type) or NULL; equal
 * concrete values; other values become facts of m. same_ids: matched
 * objects must have the same ids (exact subsumption: then addresses are
 * equal, so nothing the program does with them differs). Without it
 * (abstract subsumption) the values of clouds and the values that read a
 * pointer input's bytes are left out (m->exact is then false). On true, m->lhs
 * and m->rhs hold the facts to check: lhs ∧ pc(cur) ⇒ ∃. rhs ∧ pc(stored). */
bool shape_match(const Shape *stored, const Shape *cur, bool same_ids, ShapeMatch *m);
void shape_match_reset(ShapeMatch *m);
void shape_match_free(ShapeMatch *m);

#endif
