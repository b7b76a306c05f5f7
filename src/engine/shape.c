/* shape: see shape.h. */
#include "engine/shape.h"

#include <stdlib.h>
#include <string.h>

#include "base/util.h"
#include "engine/lazy.h"

enum { MAX_SHAPE_NODES = 4096, MAX_STACK_OBJECT = 4096, MAX_GLOBAL_CHUNKS = 4096, MAX_HEAP_BLOCK = 4096 };

void shape_free(Shape *sh) {
  if (!sh) return;
  for (size_t i = 0; i < sh->roots.len; i++) expr_dec(sh->roots.data[i].e);
  for (size_t i = 0; i < sh->slots.len; i++) expr_dec(sh->slots.data[i].e);
  for (size_t i = 0; i < sh->pc.len; i++) expr_dec(sh->pc.data[i]);
  VEC_FREE(sh->roots);
  VEC_FREE(sh->nodes);
  VEC_FREE(sh->slots);
  VEC_FREE(sh->pc);
  VEC_FREE(sh->fixed);
  xfree(sh, sizeof *sh);
}

/* ---- Building a state's shape ------------------------------------------------------------ */

typedef struct Builder {
  Executor *ex;
  State *s;
  const LazyHeap *h;
  Shape *sh;
  VEC(uint32_t) queue;   /* object ids of the nodes, in the order found (= node index): lazy
                            initialisation's objects and the program's heap blocks */
  uint32_t heap_blocks;  /* alive heap blocks the program made (fixed_parts): all must be nodes */
  bool bad;              /* something a shape does not describe */
  bool abstract;
  VEC(const Expr *) ptrvars; /* abstract: the bytes of the pointer inputs (VAR nodes) */
  VEC(const Expr *) heldvars; /* abstract: the input bytes the path condition and the roots read */
  bool held;                  /* heldvars collected */
  const ShapeView *view;
} Builder;

/* Whether frame k is left out (ShapeView). */
static bool skipped(const Builder *b, uint32_t k) { return k >= b->view->skip_lo && k < b->view->skip_hi; }

/* Whether e reads one of the bytes in vars (true too when it is too big to look through). */
static bool reads_any(const Expr *e, const Expr *const *vars, size_t n) {
  VEC(const Expr *) stack = {0};
  VEC_PUSH(stack, e);
  bool found = false;
  for (unsigned budget = 4096; stack.len && !found; budget--) {
    const Expr *x = stack.data[--stack.len];
    if (!budget) found = true;
    if (x->kind == EXPR_VAR)
      for (size_t i = 0; i < n && !found; i++) found = vars[i] == x;
    for (unsigned i = 0; i < x->nkids; i++) VEC_PUSH(stack, x->kid[i]);
  }
  VEC_FREE(stack);
  return found;
}

static void collect_ptrvars(Builder *b) {
  for (size_t i = 0; b->h && i < b->h->ptrs.len; i++) {
    VEC(const Expr *) stack = {0};
    VEC_PUSH(stack, b->h->ptrs.data[i].value);
    while (stack.len) {
      const Expr *x = stack.data[--stack.len];
      if (x->kind == EXPR_VAR) VEC_PUSH(b->ptrvars, x);
      for (unsigned k = 0; k < x->nkids; k++) VEC_PUSH(stack, x->kid[k]);
    }
    VEC_FREE(stack);
  }
}

static bool frame_local(const State *s, uint32_t id);

static int lazy_obj_of(const LazyHeap *h, uint32_t id) {
  for (size_t i = 0; h && i < h->objs.len; i++)
    if (h->objs.data[i].id == id) return (int)i;
  return -1;
}

/* Whether o is a heap block the program made (malloc), small enough to be
 * a node: its bytes, 8 at a time, are its slots. */
static bool heap_block(const Builder *b, const Object *o) {
  return o->alive && o->kind == OBJ_HEAP && o->size <= MAX_HEAP_BLOCK && lazy_obj_of(b->h, o->id) < 0;
}

/* The node of object id (found now, or before). */
static uint32_t node_of(Builder *b, uint32_t id) {
  for (size_t i = 0; i < b->queue.len; i++)
    if (b->queue.data[i] == id) return (uint32_t)i;
  if (b->queue.len >= MAX_SHAPE_NODES) b->bad = true;
  VEC_PUSH(b->queue, id);
  return (uint32_t)(b->queue.len - 1);
}

/* A concrete value: a pointer into a lazy object, or a number. */
static ShapeVal concrete(Builder *b, uint64_t c, unsigned width) {
  ShapeVal r = {.kind = SV_NUM, .width = (uint16_t)width, .v = c};
  uint64_t off;
  if (width != b->ex->layout.ptr_bits || c == 0) return r;
  Object *o = mem_at(&b->s->mem, c, &off);
  if (!o || o == &mem_dangling || o->kind == OBJ_GLOBAL || o->kind == OBJ_EXTERN) return r;
  if (o->kind == OBJ_STACK && o->alive && frame_local(b->s, o->id)) return r; /* a fixed id */
  int j = lazy_obj_of(b->h, o->id);
  if (!o->alive && j < 0) return r; /* a dead object's (among the fixed parts): any use is an error */
  if ((j < 0 && !heap_block(b, o)) || !o->alive) {
    b->bad = true; /* into an object a shape has no node for */
    return r;
  }
  r.kind = SV_PTR;
  r.node = node_of(b, o->id);
  r.off = off;
  return r;
}

/* The shape value of v (width bits); takes no reference of v. */
static ShapeVal classify(Builder *b, const Val *v, unsigned width) {
  if (!v->e) return concrete(b, v->v & mask_bits(width), width);
  if (v->e->width > 64) {
    b->bad = true;
    return (ShapeVal){.kind = SV_NUM};
  }
  Expr *n = lazy_normalise(b->s, v->e);
  if (!n) {
    b->bad = true;
    return (ShapeVal){.kind = SV_NUM};
  }
  if (expr_is_const(n)) {
    uint64_t c = (uint64_t)expr_value(n);
    unsigned w = n->width;
    expr_dec(n);
    return concrete(b, c, w);
  }
  for (size_t i = 0; b->h && i < b->h->ptrs.len; i++) {
    const LazyPtr *p = &b->h->ptrs.data[i];
    if (p->value == n && p->target == LAZY_UNSET)
      return (ShapeVal){.kind = SV_CLOUD, .width = n->width, .node = (uint32_t)i, .type = p->pointee, .e = n};
  }
  bool ptrish = b->abstract && reads_any(n, b->ptrvars.data, b->ptrvars.len);
  return (ShapeVal){.kind = SV_NUM, .width = n->width, .ptrish = ptrish, .e = n};
}

static void push_slot(Builder *b, Object *o, uint64_t off, unsigned n) {
  Val v = mem_read(b->s->exprs, o, off, n, 8 * n);
  VEC_PUSH(b->sh->slots, classify(b, &v, 8 * n));
  expr_dec(v.e);
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Adds the input bytes e reads to v (a budget bounds the walk). */
static void vars_of(const Expr *e, void *vec) {
  VEC(const Expr *) *v = vec, stack = {0};
  VEC_PUSH(stack, e);
  for (unsigned budget = 1 << 16; stack.len && budget; budget--) {
    const Expr *x = stack.data[--stack.len];
    if (x->kind == EXPR_VAR) VEC_PUSH(*v, x);
    for (unsigned i = 0; i < x->nkids; i++) VEC_PUSH(stack, x->kid[i]);
  }
  VEC_FREE(stack);
}

/* Whether e is the input's own bytes first..first+n-1 of a (little-endian,
 * as a load makes them) and the path reads none of them elsewhere. */
static bool pristine(Builder *b, const Expr *e, const Array *a, uint32_t first, unsigned n) {
  if (!e) return false;
  if (!b->held) {
    b->held = true;
    for (size_t i = 0; i < b->s->pc.len; i++) vars_of(b->s->pc.data[i], &b->heldvars);
    for (size_t i = 0; i < b->sh->roots.len; i++)
      if (b->sh->roots.data[i].e) vars_of(b->sh->roots.data[i].e, &b->heldvars);
  }
  const Expr *stack[16];
  unsigned sp = 0, seen = 0;
  stack[sp++] = e;
  while (sp) { /* in order, high byte first */
    const Expr *x = stack[--sp];
    if (x->kind == EXPR_CONCAT && sp + 2 <= 16) {
      stack[sp++] = x->kid[1];
      stack[sp++] = x->kid[0];
      continue;
    }
    if (x->kind != EXPR_VAR || x->u.arr != a || x->aux != first + n - 1 - seen || seen >= n) return false;
    for (size_t i = 0; i < b->heldvars.len; i++)
      if (b->heldvars.data[i] == x) return false;
    seen++;
  }
  return seen == n;
}

/* Whether lazy object lo is an array of numbers (abstract shapes: its cells
 * become a list, engine/shape_array.c). */
static bool array_of_numbers(const Builder *b, const LazyObj *lo, uint32_t j) {
  if (!b->abstract || !lo->len || lo->esize > 8 || (lo->esize & (lo->esize - 1))) return false;
  for (size_t i = 0; i < b->h->ptrs.len; i++)
    if (b->h->ptrs.data[i].owner == (int32_t)j) return false;
  for (size_t i = 0; i < b->h->zeros.len; i++)
    if (b->h->zeros.data[i].obj == j) return false;
  return true;
}

/* The slots of an array of numbers: one per element, then its length. */
static void add_array_node(Builder *b, const LazyObj *lo, Object *o) {
  ShapeNode nd = {lo->id, lo->type, o->size, (uint32_t)b->sh->slots.len, 0, 1, -1, SN_ARRAY, (uint32_t)lo->esize};
  unsigned es = (unsigned)lo->esize;
  for (uint32_t k = 0; k < lo->cap; k++) {
    Val v = mem_read(b->s->exprs, o, (uint64_t)k * es, es, 8 * es);
    ShapeVal x = classify(b, &v, 8 * es);
    x.pristine = x.kind == SV_NUM && pristine(b, x.e, lo->contents, k * es, es);
    VEC_PUSH(b->sh->slots, x);
    expr_dec(v.e);
  }
  Val len = {0, lo->len};
  VEC_PUSH(b->sh->slots, classify(b, &len, 32));
  nd.nslots = (uint32_t)(b->sh->slots.len - nd.first);
  VEC_PUSH(b->sh->nodes, nd);
}

/* Heap block o as a node: its bytes in slots of a pointer's size (in both
 * states alike: blocks are matched only of one size), whatever they hold,
 * pointers included (classify tells them). */
static void add_block_node(Builder *b, Object *o) {
  ShapeNode nd = {o->id, SHAPE_HEAP_BLOCK, o->size, (uint32_t)b->sh->slots.len, 0, 1, -1, SN_PLAIN, 0};
  unsigned pb = b->ex->layout.ptr_bits / 8; /* a pointer's size: so that pointers stored aligned are slots */
  for (uint64_t off = 0; off < o->size && !b->bad;) {
    unsigned n = o->size - off < pb ? (unsigned)(o->size - off) : pb;
    while (n & (n - 1)) n &= n - 1; /* a power of two */
    push_slot(b, o, off, n);
    off += n;
  }
  nd.nslots = (uint32_t)(b->sh->slots.len - nd.first);
  VEC_PUSH(b->sh->nodes, nd);
}

/* The slots of object id (lazy initialisation's, or a heap block), as node `idx`. */
static void add_node(Builder *b, uint32_t idx, uint32_t id) {
  Object *o = mem_space_get(&b->s->mem, id);
  if (!o || o == &mem_dangling || !o->alive) {
    b->bad = true;
    return;
  }
  int lj = lazy_obj_of(b->h, id);
  if (lj < 0) {
    add_block_node(b, o);
    return;
  }
  uint32_t j = (uint32_t)lj;
  const LazyObj *lo = &b->h->objs.data[j];
  if (array_of_numbers(b, lo, j)) {
    add_array_node(b, lo, o);
    return;
  }
  unsigned pb = b->ex->layout.ptr_bits / 8;
  VEC(uint64_t) ptrs = {0};
  for (size_t i = 0; i < b->h->ptrs.len; i++)
    if (b->h->ptrs.data[i].owner == (int32_t)j) VEC_PUSH(ptrs, b->h->ptrs.data[i].offset);
  if (ptrs.len) qsort(ptrs.data, ptrs.len, sizeof *ptrs.data, cmp_u64);
  ShapeNode nd = {lo->id, lo->type, o->size, (uint32_t)b->sh->slots.len, 0, 1, -1, SN_PLAIN, 0};
  uint64_t off = 0;
  for (size_t k = 0; k <= ptrs.len; k++) {
    uint64_t end = k < ptrs.len ? ptrs.data[k] : o->size;
    while (off < end) { /* the bytes before the next pointer, at most 8 at a time, aligned */
      unsigned n = 8;
      while (n > 1 && (off % n || off + n > end)) n /= 2;
      push_slot(b, o, off, n);
      off += n;
    }
    if (k < ptrs.len && off + pb <= o->size) {
      nd.link = ptrs.len == 1 ? (int32_t)(b->sh->slots.len - nd.first) : -1;
      push_slot(b, o, off, pb);
      off += pb;
    }
  }
  VEC_FREE(ptrs);
  if (lo->len) {
    Val len = {0, lo->len};
    VEC_PUSH(b->sh->slots, classify(b, &len, 32));
  }
  nd.nslots = (uint32_t)(b->sh->slots.len - nd.first);
  (void)idx;
  VEC_PUSH(b->sh->nodes, nd);
}

/* Whether object id is a local (alloca) of one of s's frames. */
static bool frame_local(const State *s, uint32_t id) {
  for (uint32_t k = 0; k < s->nframes; k++)
    for (uint32_t i = 0; i < s->frames[k].nallocas; i++)
      if (s->frames[k].allocas[i] == id) return true;
  return false;
}

/* The contents of the frames' locals, after the registers: roots too (their
 * ids are among the fixed parts: the same in both states). */
static void locals_as_roots(Builder *b) {
  State *s = b->s;
  for (uint32_t k = 0; k < s->nframes && !b->bad; k++)
    for (uint32_t i = 0; i < s->frames[k].nallocas && !b->bad && !skipped(b, k); i++) {
      Object *o = mem_space_get(&s->mem, s->frames[k].allocas[i]);
      if (!o || o == &mem_dangling || !o->alive) continue;
      for (uint64_t off = 0; off < o->size && !b->bad; off += 8) {
        unsigned n = o->size - off < 8 ? (unsigned)(o->size - off) : 8;
        while (n & (n - 1)) n &= n - 1; /* a power of two */
        Val v = mem_read(s->exprs, o, off, n, 8 * n);
        VEC_PUSH(b->sh->roots, classify(b, &v, 8 * n));
        expr_dec(v.e);
        off -= 8 - n;
      }
    }
}

/* The symbolic bytes of the globals (the same objects in two states whose
 * fixed parts are equal, so the same positions), after the locals: roots
 * too, as their values are constrained by each state's path condition. */
static void globals_as_roots(Builder *b) {
  State *s = b->s;
  size_t count = 0;
  for (uint32_t slot = 0; slot < s->mem.cap && !b->bad; slot++) {
    Object *o = s->mem.objs[slot];
    if (!o || !(o->kind == OBJ_GLOBAL || o->kind == OBJ_EXTERN) || !o->alive) continue;
    if (!o->arr && !o->nsym && !o->unwritten) continue;
    for (uint64_t off = 0; off < o->size && !b->bad; off += 8) {
      unsigned n = o->size - off < 8 ? (unsigned)(o->size - off) : 8;
      while (n & (n - 1)) n &= n - 1;
      if (!mem_is_concrete(o, off, n)) {
        Val v = mem_read(s->exprs, o, off, n, 8 * n);
        VEC_PUSH(b->sh->roots, classify(b, &v, 8 * n));
        expr_dec(v.e);
        if (++count > MAX_GLOBAL_CHUNKS) b->bad = true;
      }
      off -= 8 - n;
    }
  }
}

/* Frames, program points and what lives outside the shape, which must be
 * equal in two states one of which subsumes the other; false when s has
 * what a shape does not describe. */
static bool fixed_parts(Builder *b) {
  State *s = b->s;
  Shape *sh = b->sh;
  VEC_PUSH(sh->fixed, s->nframes - (b->view->skip_hi - b->view->skip_lo));
  for (uint32_t k = 0; k < s->nframes; k++) {
    const Frame *f = &s->frames[k];
    if (f->varargs_id) return false;
    if (skipped(b, k)) continue;
    VEC_PUSH(sh->fixed, ((uint64_t)f->fn->index << 32) | f->pc);
    VEC_PUSH(sh->fixed, f->nallocas);
    if (!b->view->skip_hi) /* ids of locals: equal but for the frames left out */
      for (uint32_t i = 0; i < f->nallocas; i++) VEC_PUSH(sh->fixed, f->allocas[i]);
    VEC_PUSH(sh->fixed, f->atexit_handler); /* (rbase follows from the functions below it) */
  }
  VEC_PUSH(sh->fixed, ((uint64_t)s->exiting << 1) | s->goal_reached);
  if (!b->abstract) { /* the same ids for the objects still to be made */
    VEC_PUSH(sh->fixed, ((uint64_t)s->mem.next_id << 32) | s->mem.nfree);
    for (uint32_t i = 0; i < s->mem.nfree; i++) VEC_PUSH(sh->fixed, s->mem.free_slots[i]);
  }
  VEC_PUSH(sh->fixed, (uint64_t)s->exit_code);
  VEC_PUSH(sh->fixed, s->atexit_fns.len);
  for (size_t i = 0; i < s->atexit_fns.len; i++) VEC_PUSH(sh->fixed, s->atexit_fns.data[i]);
  for (uint32_t slot = 0; slot < s->mem.cap; slot++) {
    Object *o = s->mem.objs[slot];
    if (!o) continue;
    if (o->kind == OBJ_GLOBAL || o->kind == OBJ_EXTERN) { /* the same object: the same contents */
      VEC_PUSH(sh->fixed, slot);
      VEC_PUSH(sh->fixed, (uint64_t)(uintptr_t)o);
      continue;
    }
    if (o->alive && o->kind == OBJ_STACK && o->size <= MAX_STACK_OBJECT && frame_local(s, o->id)) continue;
    if (!o->alive && lazy_obj_of(b->h, o->id) < 0) { /* freed, or a returned frame's: the same ones */
      VEC_PUSH(sh->fixed, slot);
      VEC_PUSH(sh->fixed, ((uint64_t)o->id << 8) | o->kind);
      continue;
    }
    if (heap_block(b, o)) { /* the program's heap: each a node, reached from the roots */
      b->heap_blocks++;
      continue;
    }
    if (!o->alive || lazy_obj_of(b->h, o->id) < 0) return false; /* a freed input object, a big block */
  }
  return true;
}

Shape *shape_of(Executor *ex, State *s, bool abstract, const ShapeView *view) {
  Builder b = {ex, s, lazy_heap_of(s), xcalloc(1, sizeof(Shape)), {0}, 0, false, abstract, {0}, {0}, false, view};
  if (abstract) collect_ptrvars(&b);
  if (!fixed_parts(&b)) b.bad = true;
  for (uint32_t k = 0; k < s->nframes && !b.bad; k++) {
    const Frame *f = &s->frames[k];
    uint32_t end = k + 1 < s->nframes ? s->frames[k + 1].rbase : s->nregs;
    if (skipped(&b, k)) continue;
    uint32_t *bases = NULL;
    uint8_t *index = abstract && b.h && b.h->objs.len ? shape_index_regs(f->fn, &bases) : NULL;
    const uint64_t *live = k + 1 == s->nframes ? view->live : NULL;
    size_t first_root = b.sh->roots.len; /* register r's root: first_root + r - nconsts */
    for (uint32_t r = f->rbase + f->fn->nconsts; r < end && !b.bad; r++) {
      uint32_t i = r - f->rbase;
      if (live && !((live[i / 64] >> (i % 64)) & 1)) { /* dead: written before it is read */
        VEC_PUSH(b.sh->roots, ((ShapeVal){.kind = SV_NUM}));
        continue;
      }
      unsigned w = f->fn->reg_width && f->fn->reg_width[i] ? f->fn->reg_width[i] : 64;
      if (w > 64) w = 64;
      ShapeVal v = classify(&b, &s->regs[r], w);
      v.index = index && i < f->fn->nregs && index[i] && v.kind == SV_NUM;
      if (v.index && bases[i] >= f->fn->nconsts && bases[i] < f->fn->nregs)
        v.base = (uint32_t)(first_root + bases[i] - f->fn->nconsts) + 1;
      VEC_PUSH(b.sh->roots, v);
    }
    if (index) xfree(index, f->fn->nregs + 1), xfree(bases, (f->fn->nregs + 1) * sizeof *bases);
  }
  locals_as_roots(&b);
  globals_as_roots(&b);
  for (size_t i = 0; i < b.queue.len && !b.bad; i++) add_node(&b, (uint32_t)i, b.queue.data[i]);
  /* every object lazy initialisation made must be in the shape (aliasing
   * chooses among them all), and every heap block (the ids still to come
   * are equal only if the same blocks are alive) */
  if (b.queue.len != (b.h ? b.h->objs.len : 0) + b.heap_blocks) b.bad = true;
  VEC_FREE(b.queue);
  VEC_FREE(b.ptrvars);
  VEC_FREE(b.heldvars);
  if (b.bad) {
    shape_free(b.sh);
    return NULL;
  }
  for (size_t i = 0; i < s->pc.len; i++) VEC_PUSH(b.sh->pc, expr_inc(s->pc.data[i]));
  if (abstract) {
    shape_array_cells(b.sh, ex->layout.ptr_bits);
    shape_abstract(b.sh);
  }
  return b.sh;
}

/* ---- The list abstraction (seed 000, section 5.1) ------------------------------------------ */

/* Counts pointers into each node; pred: the last node pointing to it. */
static void in_degrees(const Shape *sh, uint32_t *indeg, int32_t *pred, bool *rooted) {
  for (size_t i = 0; i < sh->roots.len; i++)
    if (sh->roots.data[i].kind == SV_PTR || sh->roots.data[i].kind == SV_IDX) rooted[sh->roots.data[i].node] = true;
  for (size_t n = 0; n < sh->nodes.len; n++) {
    const ShapeNode *nd = &sh->nodes.data[n];
    for (uint32_t j = 0; j < nd->nslots * nd->members; j++) {
      const ShapeVal *v = &sh->slots.data[nd->first + j];
      if (v->kind != SV_PTR) continue;
      indeg[v->node]++;
      pred[v->node] = (int32_t)n;
    }
  }
}

/* Node n's successor through its link when that is a list node of a
 * segment (its start, offset 0, the same type), or -1. */
static int32_t list_next(const Shape *sh, uint32_t n, const bool *inner) {
  const ShapeNode *nd = &sh->nodes.data[n];
  if (nd->link < 0) return -1;
  const ShapeVal *v = &sh->slots.data[nd->first + (uint32_t)nd->link];
  if (v->kind != SV_PTR || v->off || !inner[v->node] || sh->nodes.data[v->node].type != nd->type ||
      sh->nodes.data[v->node].role != nd->role)
    return -1;
  return (int32_t)v->node;
}

void shape_abstract(Shape *sh) {
  size_t nn = sh->nodes.len;
  if (nn < 2) return;
  uint32_t *indeg = xcalloc(nn, sizeof *indeg);
  int32_t *pred = xcalloc(nn, sizeof *pred), *map = xcalloc(nn, sizeof *map);
  bool *rooted = xcalloc(nn, sizeof *rooted), *inner = xcalloc(nn, sizeof *inner), *gone = xcalloc(nn, sizeof *gone);
  in_degrees(sh, indeg, pred, rooted);
  /* Interruptions (Definition 3): NULL and clouds are not nodes; a node
   * pointed to by a root or by two pointers, or not a list node, is one. */
  for (size_t n = 0; n < nn; n++)
    inner[n] = !rooted[n] && indeg[n] == 1 && sh->nodes.data[n].link >= 0 && sh->nodes.data[n].members == 1 &&
               (sh->nodes.data[n].role == SN_PLAIN || sh->nodes.data[n].role == SN_CELL); /* stars interrupt */
  uint32_t *seg = xcalloc(nn, sizeof *seg); /* per segment head: its length */
  for (size_t n = 0; n < nn; n++) {
    bool head = inner[n] && !(inner[pred[n]] && list_next(sh, (uint32_t)pred[n], inner) == (int32_t)n);
    if (!head) continue;
    seg[n] = 1;
    for (int32_t m = list_next(sh, (uint32_t)n, inner); m >= 0 && seg[n] < nn && !gone[m];
         m = list_next(sh, (uint32_t)m, inner))
      seg[n]++;
    if (seg[n] < 2) continue;
    int32_t m = (int32_t)n;
    for (uint32_t k = 1; k < seg[n]; k++) gone[m = list_next(sh, (uint32_t)m, inner)] = true;
  }
  VEC(ShapeNode) nodes = {0};
  VEC(ShapeVal) slots = {0};
  for (size_t n = 0; n < nn; n++) {
    if (gone[n]) continue;
    const ShapeNode *nd = &sh->nodes.data[n];
    uint32_t members = seg[n];
    ShapeNode out = *nd;
    out.first = (uint32_t)slots.len;
    out.members = members >= 2 ? members : 1;
    uint32_t cur = (uint32_t)n;
    for (uint32_t k = 0; k < out.members; k++) {
      const ShapeNode *c = &sh->nodes.data[cur];
      for (uint32_t j = 0; j < c->nslots; j++) {
        ShapeVal v = sh->slots.data[c->first + j];
        if (k + 1 < out.members && (int32_t)j == c->link) v = (ShapeVal){.kind = SV_NUM}; /* inside the segment */
        else expr_inc(v.e);
        VEC_PUSH(slots, v);
      }
      if (k + 1 < out.members) cur = (uint32_t)list_next(sh, cur, inner);
    }
    if (out.members > 1) { /* member 0's link: the segment's way out */
      ShapeVal *l0 = &slots.data[out.first + (uint32_t)out.link];
      ShapeVal *ll = &slots.data[out.first + (out.members - 1) * out.nslots + (uint32_t)out.link];
      ShapeVal t = *l0;
      *l0 = *ll, *ll = t;
      sh->summaries = true;
    }
    map[n] = (int32_t)nodes.len;
    VEC_PUSH(nodes, out);
  }
  for (size_t i = 0; i < sh->slots.len; i++) expr_dec(sh->slots.data[i].e);
  VEC_FREE(sh->slots);
  VEC_FREE(sh->nodes);
  sh->slots.data = slots.data, sh->slots.len = slots.len, sh->slots.cap = slots.cap;
  sh->nodes.data = nodes.data, sh->nodes.len = nodes.len, sh->nodes.cap = nodes.cap;
  for (size_t i = 0; i < sh->roots.len; i++)
    if (sh->roots.data[i].kind == SV_PTR || sh->roots.data[i].kind == SV_IDX)
      sh->roots.data[i].node = (uint32_t)map[sh->roots.data[i].node];
  for (size_t i = 0; i < sh->slots.len; i++)
    if (sh->slots.data[i].kind == SV_PTR) sh->slots.data[i].node = (uint32_t)map[sh->slots.data[i].node];
  xfree(indeg, nn * sizeof *indeg), xfree(pred, nn * sizeof *pred), xfree(map, nn * sizeof *map);
  xfree(rooted, nn), xfree(inner, nn), xfree(gone, nn), xfree(seg, nn * sizeof *seg);
}

/* ---- Algorithm 1 ---------------------------------------------------------------------------- */

typedef struct Labels {
  int32_t *cur, *stored;        /* per node: its label, or -1 */
  VEC(uint32_t) wl_cur, wl_stored; /* the work lists, in step */
  VEC(uint32_t) cloud_cur, cloud_stored; /* clouds matched to each other, pairwise */
  int32_t next;
} Labels;

void shape_match_reset(ShapeMatch *m) {
  for (size_t i = 0; i < m->lhs.len; i++) expr_dec(m->lhs.data[i]);
  for (size_t i = 0; i < m->rhs.len; i++) expr_dec(m->rhs.data[i]);
  m->lhs.len = m->rhs.len = 0;
  m->used = 0;
  m->exact = true;
}

void shape_match_free(ShapeMatch *m) {
  shape_match_reset(m);
  VEC_FREE(m->lhs);
  VEC_FREE(m->rhs);
  VEC_FREE(m->pool);
}

/* A fresh F variable (64 bits; a new reference). */
static Expr *fresh_var(ShapeMatch *m) {
  if (m->used == m->pool.len) {
    char name[32];
    snprintf(name, sizeof name, "subsume.F%u", m->used);
    VEC_PUSH(m->pool, array_new(m->tab, name, 8));
  }
  Array *a = m->pool.data[m->used++];
  Expr *acc = expr_var(a, 7);
  for (int i = 6; i >= 0; i--) {
    Expr *b = expr_var(a, (uint32_t)i), *c = expr_concat(acc, b);
    expr_dec(b), expr_dec(acc);
    acc = c;
  }
  return acc;
}

/* F == v (64 bits; a new reference). */
static Expr *names(ShapeMatch *m, Expr *f, const ShapeVal *v) {
  Expr *x = v->e ? expr_inc(v->e) : expr_const(m->tab, v->width ? v->width : 64, v->v);
  Expr *x64 = x->width < 64 ? expr_zext(x, 64) : expr_inc(x);
  Expr *eq = expr_eq(f, x64);
  expr_dec(x), expr_dec(x64);
  return eq;
}

static void fact(ShapeMatch *m, const ShapeVal *cur, const ShapeVal *stored) {
  Expr *f = fresh_var(m);
  VEC_PUSH(m->lhs, names(m, f, cur));
  VEC_PUSH(m->rhs, names(m, f, stored));
  expr_dec(f);
}

static bool match_cloud(Labels *L, ShapeMatch *m, bool same_ids, const ShapeVal *a, const ShapeVal *b) {
  if (a->kind == SV_NUM && !a->e && a->v == 0) { /* NULL where stored has a cloud, which may be NULL */
    if (same_ids) fact(m, a, b);
    else m->exact = false;
    return true;
  }
  if (a->kind != SV_CLOUD || a->type != b->type) return false;
  for (size_t i = 0; i < L->cloud_cur.len; i++) {
    bool c = L->cloud_cur.data[i] == a->node, s = L->cloud_stored.data[i] == b->node;
    if (c || s) return c && s; /* one to one */
  }
  VEC_PUSH(L->cloud_cur, a->node);
  VEC_PUSH(L->cloud_stored, b->node);
  if (same_ids) fact(m, a, b);
  else m->exact = false;
  return true;
}

/* Matches value a of cur with value b of stored (Algorithm 1's step). */
static bool match_val(const Shape *st, const Shape *cu, bool same_ids, Labels *L, ShapeMatch *m,
                      const ShapeVal *a, const ShapeVal *b) {
  switch ((ShapeValKind)b->kind) {
  case SV_CLOUD: return match_cloud(L, m, same_ids, a, b);
  case SV_NUM:
    if (a->kind != SV_NUM) return false;
    if (!a->e && !b->e) return a->v == b->v;
    if (!same_ids && (a->ptrish || b->ptrish)) {
      m->exact = false;
      return true;
    }
    if ((a->e ? a->e->width : a->width) != (b->e ? b->e->width : b->width)) return false;
    fact(m, a, b);
    return true;
  case SV_IDX:
  case SV_PTR: {
    if (a->kind != b->kind || a->off != b->off) return false;
    int32_t lc = L->cur[a->node], ls = L->stored[b->node];
    if (lc >= 0 || ls >= 0) return lc == ls;
    const ShapeNode *nc = &cu->nodes.data[a->node], *ns = &st->nodes.data[b->node];
    if (nc->obj != ns->obj || nc->members > 1 || ns->members > 1) m->exact = false;
    if (same_ids && !m->exact) return false;
    L->cur[a->node] = L->stored[b->node] = L->next++;
    VEC_PUSH(L->wl_cur, a->node);
    VEC_PUSH(L->wl_stored, b->node);
    return true;
  }
  }
  return false;
}

/* A summary's values (or a node's, one member): the disjunction over its
 * members of the conjunction of F_j == slot j, over the slots other than
 * the link (a new reference; NULL when a slot there is not a number). */
static Expr *member_facts(ShapeMatch *m, const Shape *sh, const ShapeNode *nd, Expr *const *fs) {
  Expr *any = expr_bool(m->tab, false);
  for (uint32_t k = 0; k < nd->members && any; k++) {
    Expr *all = expr_bool(m->tab, true);
    for (uint32_t j = 0; j < nd->nslots && all; j++) {
      if ((int32_t)j == nd->link) continue;
      const ShapeVal *v = &sh->slots.data[nd->first + k * nd->nslots + j];
      if (v->kind != SV_NUM) {
        expr_dec(all);
        all = NULL;
        break;
      }
      Expr *eq = names(m, fs[j], v), *c = expr_and(all, eq);
      expr_dec(eq), expr_dec(all);
      all = c;
    }
    if (!all) {
      expr_dec(any);
      return NULL;
    }
    Expr *o = expr_or(any, all);
    expr_dec(any), expr_dec(all);
    any = o;
  }
  return any;
}

/* Matches nodes nc of cur and ns of stored, labelled alike. */
static bool match_nodes(const Shape *st, const Shape *cu, bool same_ids, Labels *L, ShapeMatch *m, uint32_t nc,
                        uint32_t ns) {
  const ShapeNode *a = &cu->nodes.data[nc], *b = &st->nodes.data[ns];
  if (a->type != b->type || a->size != b->size || a->nslots != b->nslots || a->link != b->link || a->role != b->role)
    return false;
  if (a->members == 1 && b->members == 1) {
    for (uint32_t j = 0; j < a->nslots; j++)
      if (!match_val(st, cu, same_ids, L, m, &cu->slots.data[a->first + j], &st->slots.data[b->first + j]))
        return false;
    return true;
  }
  uint32_t link = (uint32_t)a->link; /* a summary: its way out, then its values */
  if (!match_val(st, cu, same_ids, L, m, &cu->slots.data[a->first + link], &st->slots.data[b->first + link]))
    return false;
  Expr **fs = xcalloc(a->nslots, sizeof *fs);
  for (uint32_t j = 0; j < a->nslots; j++)
    if ((int32_t)j != a->link) fs[j] = fresh_var(m);
  Expr *l = member_facts(m, cu, a, fs), *r = member_facts(m, st, b, fs);
  for (uint32_t j = 0; j < a->nslots; j++) expr_dec(fs[j]);
  xfree(fs, a->nslots * sizeof *fs);
  if (!l || !r) {
    expr_dec(l), expr_dec(r);
    return false;
  }
  VEC_PUSH(m->lhs, l);
  VEC_PUSH(m->rhs, r);
  return true;
}

bool shape_match(const Shape *stored, const Shape *cur, bool same_ids, ShapeMatch *m) {
  shape_match_reset(m);
  if (stored->roots.len != cur->roots.len || stored->fixed.len != cur->fixed.len ||
      (cur->fixed.len && memcmp(stored->fixed.data, cur->fixed.data, cur->fixed.len * sizeof *cur->fixed.data)))
    return false;
  if (stored->summaries || cur->summaries || stored->cells || cur->cells || stored->stack || cur->stack)
    m->exact = false;
  if (same_ids && !m->exact) return false;
  Labels L = {0};
  L.cur = xcalloc(cur->nodes.len + 1, sizeof *L.cur);
  L.stored = xcalloc(stored->nodes.len + 1, sizeof *L.stored);
  memset(L.cur, 0xff, (cur->nodes.len + 1) * sizeof *L.cur);
  memset(L.stored, 0xff, (stored->nodes.len + 1) * sizeof *L.stored);
  bool ok = true;
  for (size_t i = 0; i < cur->roots.len && ok; i++)
    ok = match_val(stored, cur, same_ids, &L, m, &cur->roots.data[i], &stored->roots.data[i]);
  for (size_t k = 0; k < L.wl_cur.len && ok; k++)
    ok = match_nodes(stored, cur, same_ids, &L, m, L.wl_cur.data[k], L.wl_stored.data[k]);
  /* every node of both is reached from the roots: all are matched */
  ok = ok && L.wl_cur.len == cur->nodes.len && L.wl_stored.len == stored->nodes.len;
  xfree(L.cur, (cur->nodes.len + 1) * sizeof *L.cur);
  xfree(L.stored, (stored->nodes.len + 1) * sizeof *L.stored);
  VEC_FREE(L.wl_cur);
  VEC_FREE(L.wl_stored);
  VEC_FREE(L.cloud_cur);
  VEC_FREE(L.cloud_stored);
  return ok;
}
