/* leak: see leak.h. A mark-and-sweep over the state's memory: heap blocks
 * reached from the roots through concrete pointers are surely reachable on
 * every input of the path; through pointers that are symbolic, only in the
 * execution of the state's model. */
#include "engine/leak.h"

#include <string.h>

enum { UNMARKED = 0, MODEL = 1, SURE = 2 };

typedef struct Marker {
  const State *s;
  uint8_t *mark;               /* per slot */
  VEC(uint32_t) todo;          /* slots whose mark rose and must be scanned */
} Marker;

/* The pointer-sized word at off: concrete in *v (returns true), or its value
 * in the model (returns false). */
static bool word_at(const State *s, Object *o, uint64_t off, unsigned n, uint64_t *v) {
  if (!o->arr && !o->unwritten && (!o->sym || !o->nsym)) {
    *v = 0;
    memcpy(v, o->bytes + off, n);
    return true;
  }
  Val w = mem_read(s->exprs, o, off, n, n * 8);
  bool conc = w.e == NULL;
  *v = conc ? w.v : (uint64_t)expr_eval(w.e, s->model);
  expr_dec(w.e);
  return conc;
}

static void reach(Marker *m, uint64_t addr, int level) {
  uint64_t off;
  Object *o = mem_at(&m->s->mem, addr, &off);
  if (!o || o == &mem_dangling || o->kind != OBJ_HEAP || !o->alive || off > o->size) return;
  uint32_t slot = o->id & MEM_SLOT_MASK;
  if (m->mark[slot] >= level) return;
  m->mark[slot] = (uint8_t)level;
  VEC_PUSH(m->todo, slot);
}

static void scan(Marker *m, Object *o, int level) {
  unsigned n = addr_ptr_bytes(m->s->mem.layout);
  for (uint64_t off = 0; off + n <= o->size; off += n) {
    uint64_t v;
    bool conc = word_at(m->s, o, off, n, &v);
    reach(m, v, conc ? level : MODEL);
  }
}

static void scan_roots(Marker *m, uint32_t root_frames, bool with_regs) {
  const State *s = m->s;
  for (uint32_t i = 0; i < s->mem.cap; i++) {
    Object *o = s->mem.objs[i];
    if (o && o->alive && (o->kind == OBJ_GLOBAL || o->kind == OBJ_EXTERN)) scan(m, o, SURE);
  }
  for (uint32_t k = 0; k < root_frames && k < s->nframes; k++) {
    const Frame *f = &s->frames[k];
    for (uint32_t i = 0; i < f->nallocas; i++) {
      Object *o = mem_space_get(&s->mem, f->allocas[i]);
      if (o && o != &mem_dangling && o->alive) scan(m, o, SURE);
    }
    Object *va = f->varargs_id ? mem_space_get(&s->mem, f->varargs_id) : NULL;
    if (va && va != &mem_dangling && va->alive) scan(m, va, SURE);
    uint32_t end = k + 1 < s->nframes ? s->frames[k + 1].rbase : s->nregs;
    for (uint32_t r = f->rbase; with_regs && r < end; r++) {
      const Val *v = &s->regs[r];
      if (v->e) reach(m, (uint64_t)expr_eval(v->e, s->model), MODEL);
      else reach(m, v->v, SURE);
    }
  }
}

LeakVerdict leak_check(const State *s, LeakMode mode, uint32_t root_frames, bool with_regs,
                       const Object **block) {
  *block = NULL;
  if (mode == LEAK_OFF) return LEAK_NONE;
  if (mode == LEAK_CLEANUP) {
    for (uint32_t i = 0; i < s->mem.cap; i++) {
      Object *o = s->mem.objs[i];
      if (o && o->kind == OBJ_HEAP && o->alive && !o->tomb) {
        *block = o;
        return LEAK_FOUND;
      }
    }
    return LEAK_NONE;
  }
  Marker m = {.s = s, .mark = xcalloc(s->mem.cap ? s->mem.cap : 1, 1)};
  scan_roots(&m, root_frames, with_regs);
  while (m.todo.len) {
    uint32_t slot = m.todo.data[--m.todo.len];
    scan(&m, s->mem.objs[slot], m.mark[slot]);
  }
  LeakVerdict v = LEAK_NONE;
  for (uint32_t i = 0; i < s->mem.cap && v != LEAK_FOUND; i++) {
    Object *o = s->mem.objs[i];
    if (!o || o->kind != OBJ_HEAP || !o->alive || o->tomb || m.mark[i] == SURE) continue;
    v = m.mark[i] == UNMARKED ? LEAK_FOUND : LEAK_UNSURE;
    if (v == LEAK_FOUND) *block = o;
  }
  VEC_FREE(m.todo);
  xfree(m.mark, s->mem.cap ? s->mem.cap : 1);
  return v;
}
