/* shape_array: the array abstraction of seed 000 (section 5.2, Algorithm 2
 * and Definition 5) on a shape (shape.h): an input array of numbers becomes
 * a head and a sorted list of cells, so that the list abstraction
 * (shape_abstract) summarises its runs of cells as it summarises list
 * segments. symx's input arrays have their cells at concrete indices
 * 0..cap-1 (lazy.h), so the list is sorted and consecutive by
 * construction; what Algorithm 2 asks of the solver (are two cells
 * adjacent? is the first index 0?) is known. Runs of uninitialised cells
 * become the paper's n* nodes; the index registers the user selects in the
 * paper are found here from the code (shape_index_regs). */
#include "engine/shape.h"

#include "base/util.h"

#ifndef NOREG
#define NOREG 0xFFFFFFFFu /* no operand (front/front_internal.h) */
#endif

/* ---- Index registers ----------------------------------------------------------------------- */

static bool is_cast(uint8_t op) { return op == IR_SEXT || op == IR_ZEXT || op == IR_TRUNC || op == IR_MOV; }

static bool mark(uint8_t *f, const IrFunction *fn, uint32_t r, uint8_t bit) {
  if (r == NOREG || r < fn->nconsts || r >= fn->nregs || (f[r] & bit)) return false;
  f[r] |= bit;
  return true;
}

enum { ADDR = 1, INDEX = 2 };

/* One backward pass over fn's code: addresses (what loads and stores use,
 * and what pointer arithmetic makes them from) and indices (what an address
 * is computed from by a cast, a scaling, or an addition of a narrower
 * value). True when a flag changed. */
static bool index_pass(const IrFunction *fn, uint8_t *f) {
  bool changed = false;
  unsigned pw = 64;
  for (uint32_t k = fn->ncode; k-- > 0;) {
    const IrInst *in = &fn->code[k];
    if (in->op == IR_LOAD || in->op == IR_STORE) changed |= mark(f, fn, in->a, ADDR);
    if (in->op == IR_PMOVE) /* phis: the index a loop carries is an index where it comes from */
      for (uint32_t i = 0; i < in->u.list.n; i++) {
        uint32_t d = fn->extra[in->u.list.first + 2 * i], src = fn->extra[in->u.list.first + 2 * i + 1];
        if (d < fn->nregs && (f[d] & INDEX)) changed |= mark(f, fn, src, INDEX);
      }
    if (in->dst == NOREG || in->dst >= fn->nregs) continue;
    uint8_t d = f[in->dst];
    if (!d) continue;
    bool cast = is_cast(in->op), arith = in->op == IR_ADD || in->op == IR_SUB;
    bool scale = in->op == IR_MUL || in->op == IR_SHL;
    if ((d & ADDR) && in->op == IR_MOV) changed |= mark(f, fn, in->a, ADDR);
    if ((d & ADDR) && arith) {
      changed |= mark(f, fn, in->a, ADDR) | mark(f, fn, in->b, ADDR);
      for (int i = 0; i < 2; i++) {
        uint32_t r = i ? in->b : in->a;
        if (r != NOREG && r < fn->nregs && fn->reg_width && fn->reg_width[r] && fn->reg_width[r] < pw)
          changed |= mark(f, fn, r, INDEX);
      }
    }
    if (cast && in->op != IR_MOV) changed |= mark(f, fn, in->a, INDEX);
    if (scale) changed |= mark(f, fn, in->a, INDEX) | (in->op == IR_MUL ? mark(f, fn, in->b, INDEX) : false);
    if ((d & INDEX) && (cast || arith)) changed |= mark(f, fn, in->a, INDEX) | (arith ? mark(f, fn, in->b, INDEX) : 0);
  }
  return changed;
}

uint8_t *shape_index_regs(const IrFunction *fn) {
  uint8_t *f = xcalloc(fn->nregs + 1, 1);
  for (int round = 0; round < 8 && index_pass(fn, f); round++) {
  }
  for (uint32_t r = 0; r < fn->nregs; r++) f[r] = (f[r] & INDEX) != 0;
  return f;
}

/* ---- Algorithm 2 --------------------------------------------------------------------------- */

typedef VEC(ShapeNode) NodeVec;
typedef VEC(ShapeVal) ValVec;

/* Per array node: the node index of each of its cells (-1 in a star run). */
typedef struct Cells {
  uint32_t node, cap, esize;
  int32_t *at;
} Cells;

static uint32_t cells_of(const Shape *sh, Cells **out) {
  uint32_t n = 0;
  for (size_t i = 0; i < sh->nodes.len; i++) n += sh->nodes.data[i].role == SN_ARRAY;
  *out = n ? xcalloc(n, sizeof **out) : NULL;
  n = 0;
  for (size_t i = 0; i < sh->nodes.len; i++) {
    const ShapeNode *nd = &sh->nodes.data[i];
    if (nd->role != SN_ARRAY) continue;
    uint32_t cap = (uint32_t)(nd->size / nd->esize);
    (*out)[n++] = (Cells){(uint32_t)i, cap, nd->esize, xcalloc(cap + 1, sizeof(int32_t))};
  }
  return n;
}

/* Whether value v names cell k of array c (a pointer into it past its
 * start, or an index register when c is the shape's one array). A pointer
 * to the start is the array's own: it points to the head, and names no
 * cell (Definition 5: the array variable does not interrupt). */
static bool names_cell(const ShapeVal *v, const Cells *c, uint32_t ncells, uint32_t *k) {
  if (v->kind == SV_PTR && v->node == c->node && v->off && v->off < (uint64_t)c->cap * c->esize) {
    *k = (uint32_t)(v->off / c->esize);
    return true;
  }
  if (v->kind == SV_NUM && v->index && !v->e && ncells == 1 && v->v < c->cap) {
    *k = (uint32_t)v->v;
    return true;
  }
  return false;
}

/* Marks the cells some value names (they are never folded into a star). */
static void named_cells(const Shape *sh, Cells *cs, uint32_t nc, bool **named) {
  for (uint32_t a = 0; a < nc; a++) named[a] = xcalloc(cs[a].cap + 1, 1);
  for (size_t i = 0; i < sh->roots.len + sh->slots.len; i++) {
    const ShapeVal *v = i < sh->roots.len ? &sh->roots.data[i] : &sh->slots.data[i - sh->roots.len];
    uint32_t k;
    for (uint32_t a = 0; a < nc; a++)
      if ((i < sh->roots.len || v->kind == SV_PTR) && names_cell(v, &cs[a], nc, &k)) named[a][k] = true;
  }
}

/* The head and the cells of array node c: into nodes and slots. */
static void build_cells(const Shape *sh, Cells *c, const bool *named, NodeVec *nodes, ValVec *slots,
                        unsigned ptr_bits) {
  const ShapeNode *nd = &sh->nodes.data[c->node];
  ShapeNode *head = &nodes->data[c->node];
  *head = *nd;
  head->role = SN_HEAD;
  head->first = (uint32_t)slots->len;
  for (uint32_t j = c->cap; j < nd->nslots; j++) { /* the length */
    ShapeVal v = sh->slots.data[nd->first + j];
    expr_inc(v.e);
    VEC_PUSH(*slots, v);
  }
  head->link = (int32_t)(slots->len - head->first);
  head->nslots = (uint32_t)(slots->len - head->first) + 1;
  VEC_PUSH(*slots, ((ShapeVal){.kind = SV_NUM, .width = (uint16_t)ptr_bits}));
  size_t prev_link = head->first + (uint32_t)head->link; /* the slot to point at the next cell */
  for (uint32_t k = 0; k < c->cap; k++) {
    const ShapeVal *v = &sh->slots.data[nd->first + k];
    bool star = v->pristine && !named[k];
    if (star && k && c->at[k - 1] < 0) { /* the star run goes on */
      c->at[k] = -1;
      continue;
    }
    ShapeNode cell = {nd->obj, nd->type, c->esize, (uint32_t)slots->len, 1, 1, 0, star ? SN_STAR : SN_CELL, 0};
    if (!star) {
      ShapeVal x = *v;
      expr_inc(x.e);
      VEC_PUSH(*slots, x);
      cell.link = 1;
      cell.nslots = 2;
    }
    VEC_PUSH(*slots, ((ShapeVal){.kind = SV_NUM, .width = (uint16_t)ptr_bits}));
    slots->data[prev_link] = (ShapeVal){.kind = SV_PTR, .node = (uint32_t)nodes->len};
    prev_link = slots->len - 1;
    c->at[k] = star ? -1 : (int32_t)nodes->len;
    VEC_PUSH(*nodes, cell);
  }
}

/* Value v (copied, its reference taken) with pointers into arrays and index
 * registers pointing to their cells. */
static ShapeVal redirect(ShapeVal v, const Cells *cs, uint32_t nc, bool root) {
  uint32_t k;
  for (uint32_t a = 0; a < nc; a++) {
    if (!(root || v.kind == SV_PTR) || !names_cell(&v, &cs[a], nc, &k) || cs[a].at[k] < 0) continue;
    if (v.kind == SV_PTR) {
      v.off %= cs[a].esize;
    } else {
      v.kind = SV_IDX;
      v.off = 0;
    }
    v.node = (uint32_t)cs[a].at[k];
    break;
  }
  if (v.kind != SV_IDX) expr_inc(v.e);
  else v.e = NULL;
  return v;
}

void shape_array_cells(Shape *sh, unsigned ptr_bits) {
  Cells *cs;
  uint32_t nc = cells_of(sh, &cs);
  if (!nc) return;
  bool **named = xcalloc(nc, sizeof *named);
  named_cells(sh, cs, nc, named);
  NodeVec nodes = {0};
  ValVec slots = {0};
  for (size_t i = 0; i < sh->nodes.len; i++) VEC_PUSH(nodes, sh->nodes.data[i]);
  for (uint32_t a = 0; a < nc; a++) build_cells(sh, &cs[a], named[a], &nodes, &slots, ptr_bits);
  for (size_t i = 0; i < sh->nodes.len; i++) { /* the other nodes' slots, redirected */
    if (sh->nodes.data[i].role == SN_ARRAY) continue;
    ShapeNode *nd = &nodes.data[i];
    uint32_t first = (uint32_t)slots.len;
    for (uint32_t j = 0; j < nd->nslots * nd->members; j++)
      VEC_PUSH(slots, redirect(sh->slots.data[nd->first + j], cs, nc, false));
    nd->first = first;
  }
  for (size_t i = 0; i < sh->roots.len; i++) {
    ShapeVal v = redirect(sh->roots.data[i], cs, nc, true);
    expr_dec(sh->roots.data[i].e);
    sh->roots.data[i] = v;
  }
  for (size_t i = 0; i < sh->slots.len; i++) expr_dec(sh->slots.data[i].e);
  VEC_FREE(sh->slots);
  VEC_FREE(sh->nodes);
  sh->slots.data = slots.data, sh->slots.len = slots.len, sh->slots.cap = slots.cap;
  sh->nodes.data = nodes.data, sh->nodes.len = nodes.len, sh->nodes.cap = nodes.cap;
  sh->cells = true;
  for (uint32_t a = 0; a < nc; a++) {
    xfree(named[a], cs[a].cap + 1);
    xfree(cs[a].at, (cs[a].cap + 1) * sizeof(int32_t));
  }
  xfree(named, nc * sizeof *named);
  xfree(cs, nc * sizeof *cs);
}
