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

#include <string.h>

#include "base/util.h"

#ifndef NOREG
#define NOREG 0xFFFFFFFFu /* no operand (front/front_internal.h) */
#endif

/* ---- Index registers ----------------------------------------------------------------------- */

static bool is_cast(uint8_t op) { return op == IR_SEXT || op == IR_ZEXT || op == IR_TRUNC || op == IR_MOV; }

static bool is_reg(const IrFunction *fn, uint32_t r) { return r != NOREG && r >= fn->nconsts && r < fn->nregs; }

static bool mark(uint8_t *f, const IrFunction *fn, uint32_t r, uint8_t bit) {
  if (!is_reg(fn, r) || (f[r] & bit)) return false;
  f[r] |= bit;
  return true;
}

enum { ADDR = 1, INDEX = 2 };

/* Whether r is a constant: the divisor of a halving, a shift's amount. */
static bool const_operand(const IrFunction *fn, uint32_t r) { return r != NOREG && r < fn->nconsts; }

/* The operands of in that an index it computes is computed from (into
 * out[0..]), as a position: the source of a cast; the unscaled factor of a
 * scaling; both sides of an addition or subtraction; the dividend of a
 * division or right shift by a constant (binary search's mid = (lo + hi) / 2:
 * lo and hi are positions too); both values of a select. */
static unsigned index_sources(const IrFunction *fn, const IrInst *in, uint32_t *out) {
  switch ((IrOp)in->op) {
  case IR_SEXT: case IR_ZEXT: case IR_TRUNC: case IR_MOV: out[0] = in->a; return 1;
  case IR_ADD: case IR_SUB: out[0] = in->a, out[1] = in->b; return 2;
  case IR_SHL: out[0] = in->a; return 1;
  case IR_MUL: out[0] = in->a, out[1] = in->b; return 2;
  case IR_SDIV: case IR_UDIV: case IR_LSHR: case IR_ASHR:
    out[0] = in->a;
    return const_operand(fn, in->b) ? 1 : 0;
  case IR_SELECT: out[0] = in->b, out[1] = in->c; return 2;
  default: return 0;
  }
}

/* One backward pass over fn's code: addresses (what loads and stores use,
 * and what pointer arithmetic makes them from) and indices (what an address
 * is computed from by a cast, a scaling, or an addition of a narrower
 * value, or the offset the front end adds to a pointer unscaled: a char
 * array's index of any width). True when a flag changed. */
static bool index_pass(const IrFunction *fn, uint8_t *f, const uint8_t *defop) {
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
      /* a getelementptr's addition (front/lower_inst.c: base + offset): an
       * offset no scaling made is an index of 1-byte elements */
      if (in->op == IR_ADD && is_reg(fn, in->b) && defop[in->b] != IR_MUL && defop[in->b] != IR_SHL)
        changed |= mark(f, fn, in->b, INDEX);
    }
    if (cast && in->op != IR_MOV) changed |= mark(f, fn, in->a, INDEX);
    if (scale) changed |= mark(f, fn, in->a, INDEX) | (in->op == IR_MUL ? mark(f, fn, in->b, INDEX) : false);
    if (d & INDEX) {
      uint32_t src[2];
      unsigned n = index_sources(fn, in, src);
      for (unsigned i = 0; i < n; i++) changed |= mark(f, fn, src[i], INDEX);
    }
  }
  return changed;
}

enum { BASE_UNSET = 0xFFFFFFFFu, BASE_MANY = 0xFFFFFFFEu };

static bool set_base(uint32_t *base, uint32_t r, uint32_t p) {
  uint32_t now = base[r], want = now == BASE_UNSET || now == p ? p : BASE_MANY;
  if (now == want) return false;
  base[r] = want;
  return true;
}

/* One backward pass: the pointer each index is added to (a getelementptr's
 * base), carried from an address's offset back to the indices it is
 * computed from, along the edges index_pass follows. */
static bool base_pass(const IrFunction *fn, const uint8_t *f, uint32_t *base) {
  bool changed = false;
  for (uint32_t k = fn->ncode; k-- > 0;) {
    const IrInst *in = &fn->code[k];
    if (in->op == IR_PMOVE)
      for (uint32_t i = 0; i < in->u.list.n; i++) {
        uint32_t d = fn->extra[in->u.list.first + 2 * i], src = fn->extra[in->u.list.first + 2 * i + 1];
        if (d < fn->nregs && (f[d] & INDEX) && is_reg(fn, src) && base[d] != BASE_UNSET)
          changed |= set_base(base, src, base[d]);
      }
    if (in->dst == NOREG || in->dst >= fn->nregs) continue;
    if (in->op == IR_ADD && (f[in->dst] & ADDR) && is_reg(fn, in->a) && is_reg(fn, in->b) && !(f[in->a] & INDEX))
      changed |= set_base(base, in->b, in->a);
    uint32_t b = base[in->dst];
    if (b == BASE_UNSET || !(f[in->dst] & (INDEX | ADDR)) || (in->op == IR_ADD && (f[in->dst] & ADDR) && !(f[in->dst] & INDEX)))
      continue;
    uint32_t src[2];
    unsigned n = index_sources(fn, in, src);
    for (unsigned i = 0; i < n; i++)
      if (is_reg(fn, src[i]) && (f[src[i]] & INDEX)) changed |= set_base(base, src[i], b);
  }
  return changed;
}

uint8_t *shape_index_regs(const IrFunction *fn, uint32_t **bases) {
  uint8_t *f = xcalloc(fn->nregs + 1, 1), *defop = xcalloc(fn->nregs + 1, 1);
  for (uint32_t k = 0; k < fn->ncode; k++)
    if (fn->code[k].dst != NOREG && fn->code[k].dst < fn->nregs && fn->code[k].op != IR_CALL)
      defop[fn->code[k].dst] = fn->code[k].op;
  for (int round = 0; round < 8 && index_pass(fn, f, defop); round++) {
  }
  if (bases) {
    uint32_t *base = xcalloc(fn->nregs + 1, sizeof *base);
    for (uint32_t r = 0; r <= fn->nregs; r++) base[r] = BASE_UNSET;
    for (int round = 0; round < 8 && base_pass(fn, f, base); round++) {
    }
    for (uint32_t r = 0; r <= fn->nregs; r++)
      if (base[r] == BASE_MANY || !(f[r] & INDEX)) base[r] = BASE_UNSET;
    *bases = base;
  }
  for (uint32_t r = 0; r < fn->nregs; r++) f[r] = (f[r] & INDEX) != 0;
  xfree(defop, fn->nregs + 1);
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

/* Whether value v names cell k of array c: a pointer into it past its
 * start, or an index register, of the array its base root (in roots, the
 * shape's roots as they were before this abstraction) points into — the
 * base's cell plus the index — or, its base not known, of the shape's one
 * array. A pointer to the start is the array's own: it points to the head,
 * and names no cell (Definition 5: the array variable does not interrupt). */
static bool names_cell(const ShapeVal *roots, const ShapeVal *v, const Cells *c, uint32_t ncells, uint32_t *k) {
  if (v->kind == SV_PTR && v->node == c->node && v->off && v->off < (uint64_t)c->cap * c->esize) {
    *k = (uint32_t)(v->off / c->esize);
    return true;
  }
  if (v->kind != SV_NUM || !v->index || v->e) return false;
  const ShapeVal *b = v->base ? &roots[v->base - 1] : NULL;
  if (b && b->kind == SV_PTR) { /* the pointer it is added to */
    if (b->node != c->node || b->off % c->esize || b->off / c->esize + v->v >= c->cap) return false;
    *k = (uint32_t)(b->off / c->esize + v->v);
    return true;
  }
  if (ncells == 1 && v->v < c->cap) {
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
      if ((i < sh->roots.len || v->kind == SV_PTR) && names_cell(sh->roots.data, v, &cs[a], nc, &k))
        named[a][k] = true;
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
static ShapeVal redirect(const ShapeVal *roots, ShapeVal v, const Cells *cs, uint32_t nc, bool root) {
  uint32_t k;
  for (uint32_t a = 0; a < nc; a++) {
    if (!(root || v.kind == SV_PTR) || !names_cell(roots, &v, &cs[a], nc, &k) || cs[a].at[k] < 0) continue;
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
      VEC_PUSH(slots, redirect(sh->roots.data, sh->slots.data[nd->first + j], cs, nc, false));
    nd->first = first;
  }
  ShapeVal *before = xcalloc(sh->roots.len + 1, sizeof *before); /* the bases, as they were (no references) */
  memcpy(before, sh->roots.data, sh->roots.len * sizeof *before);
  for (size_t i = 0; i < sh->roots.len; i++) {
    ShapeVal v = redirect(before, sh->roots.data[i], cs, nc, true);
    expr_dec(sh->roots.data[i].e);
    sh->roots.data[i] = v;
  }
  xfree(before, (sh->roots.len + 1) * sizeof *before);
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
