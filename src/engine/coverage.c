/* coverage: see coverage.h. */
#include "engine/coverage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_line(const void *a, const void *b) {
  const CovLine *x = a, *y = b;
  int c = strcmp(x->file, y->file);
  if (c) return c;
  return x->line < y->line ? -1 : x->line > y->line;
}

static uint32_t find_line(const Coverage *c, const IrLoc *l) {
  CovLine key = {l->file, l->line};
  CovLine *hit = bsearch(&key, c->lines, c->nlines, sizeof key, cmp_line);
  return hit ? (uint32_t)(hit - c->lines) : UINT32_MAX;
}

static bool user_inst(const IrModule *m, const IrFunction *fn, uint32_t pc) {
  const IrLoc *l = &m->locs[fn->code[pc].loc];
  return fn->code[pc].loc && l->file && l->line;
}

void cov_init(Coverage *c, const IrModule *m) {
  memset(c, 0, sizeof *c);
  c->mod = m;
  VEC(CovLine) all = {0};
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunction *fn = &m->funcs[i];
    if (!fn->defined || fn->is_model) continue;
    for (uint32_t pc = 0; pc < fn->ncode; pc++) {
      if (!user_inst(m, fn, pc)) continue;
      const IrLoc *l = &m->locs[fn->code[pc].loc];
      CovLine cl = {l->file, l->line};
      VEC_PUSH(all, cl);
    }
  }
  if (all.len) qsort(all.data, all.len, sizeof(CovLine), cmp_line);
  size_t n = 0;
  for (size_t i = 0; i < all.len; i++)
    if (!n || cmp_line(&all.data[n - 1], &all.data[i])) all.data[n++] = all.data[i];
  c->nlines = (uint32_t)n;
  c->lines = xmalloc((n ? n : 1) * sizeof(CovLine));
  memcpy(c->lines, all.data, n * sizeof(CovLine));
  VEC_FREE(all);
  c->line_of = xcalloc(m->nfuncs ? m->nfuncs : 1, sizeof(uint32_t *));
  for (uint32_t i = 0; i < m->nfuncs; i++) {
    const IrFunction *fn = &m->funcs[i];
    if (!fn->defined || fn->is_model) continue;
    c->line_of[i] = xcalloc(fn->ncode ? fn->ncode : 1, sizeof(uint32_t));
    for (uint32_t pc = 0; pc < fn->ncode; pc++)
      if (user_inst(m, fn, pc)) c->line_of[i][pc] = find_line(c, &m->locs[fn->code[pc].loc]) + 1;
  }
}

void cov_free(Coverage *c) {
  for (uint32_t i = 0; c->line_of && i < c->mod->nfuncs; i++)
    if (c->line_of[i]) xfree(c->line_of[i], (c->mod->funcs[i].ncode ? c->mod->funcs[i].ncode : 1) * sizeof(uint32_t));
  if (c->line_of) xfree(c->line_of, (c->mod->nfuncs ? c->mod->nfuncs : 1) * sizeof(uint32_t *));
  xfree(c->lines, (c->nlines ? c->nlines : 1) * sizeof(CovLine));
  memset(c, 0, sizeof *c);
}

void cov_lines(const Coverage *c, uint64_t *const *hits, uint32_t *covered, uint32_t *total) {
  *total = c->nlines;
  *covered = 0;
  if (!c->nlines) return;
  uint8_t *seen = xcalloc(c->nlines, 1);
  for (uint32_t i = 0; i < c->mod->nfuncs; i++) {
    if (!c->line_of[i]) continue;
    for (uint32_t pc = 0; pc < c->mod->funcs[i].ncode; pc++) {
      uint32_t l = c->line_of[i][pc];
      if (l && hits[i][pc] && !seen[l - 1]) {
        seen[l - 1] = 1;
        ++*covered;
      }
    }
  }
  xfree(seen, c->nlines);
}

/* Calls f(c, fn, pc, line index, branch number, taken) for every branch edge
 * of the program's code. */
typedef void (*EdgeFn)(void *ctx, uint32_t fi, uint32_t pc, uint32_t line, uint32_t branch, bool taken);

static void each_edge(const Coverage *c, uint8_t *const *edges, EdgeFn f, void *ctx) {
  const IrModule *m = c->mod;
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    const IrFunction *fn = &m->funcs[fi];
    if (!c->line_of[fi]) continue;
    const uint8_t *e = edges[fi];
    for (uint32_t pc = 0; pc < fn->ncode; pc++) {
      uint32_t line = c->line_of[fi][pc];
      if (!line) continue;
      const IrInst *in = &fn->code[pc];
      if (in->op == IR_BR) {
        f(ctx, fi, pc, line - 1, 0, e[pc] & 1);
        f(ctx, fi, pc, line - 1, 1, (e[pc] >> 1) & 1);
      } else if (in->op == IR_SWITCH) {
        uint32_t first = in->u.list.first, n = in->u.list.n, nb = 0;
        for (uint32_t k = 0; k <= n; k++) {
          uint32_t pos = k == 0 ? first : first + 3 * k; /* default, then case k-1's target */
          uint32_t target = fn->extra[pos];
          bool dup = false, taken = false;
          for (uint32_t j = 0; j <= n; j++) {
            uint32_t pj = j == 0 ? first : first + 3 * j;
            if (fn->extra[pj] != target) continue;
            if (j < k) dup = true;
            taken |= e[fn->ncode + pj] != 0;
          }
          if (!dup) f(ctx, fi, pc, line - 1, nb++, taken);
        }
      }
    }
  }
}

typedef struct Count { uint32_t covered, total; } Count;

static void count_edge(void *ctx, uint32_t fi, uint32_t pc, uint32_t line, uint32_t branch, bool taken) {
  Count *k = ctx;
  k->total++;
  k->covered += taken;
}

void cov_branches(const Coverage *c, uint8_t *const *edges, uint32_t *covered, uint32_t *total) {
  Count k = {0, 0};
  each_edge(c, edges, count_edge, &k);
  *covered = k.covered;
  *total = k.total;
}

typedef struct Brda {
  uint32_t line, block, branch;
  bool taken;
} Brda;

typedef struct LcovCtx {
  VEC(Brda) v;
  uint32_t last_fi, last_pc, block;
  bool any;
} LcovCtx;

static void collect_edge(void *ctx, uint32_t fi, uint32_t pc, uint32_t line, uint32_t branch, bool taken) {
  LcovCtx *x = ctx;
  if (!x->any || x->last_fi != fi || x->last_pc != pc) x->block++;
  x->any = true;
  x->last_fi = fi;
  x->last_pc = pc;
  Brda b = {line, x->block, branch, taken};
  VEC_PUSH(x->v, b);
}

bool cov_write_lcov(const Coverage *c, uint64_t *const *hits, uint8_t *const *edges, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) {
    return false;
  }
  const IrModule *m = c->mod;
  /* Per line: the largest execution count of its instructions. */
  uint64_t *count = xcalloc(c->nlines ? c->nlines : 1, sizeof(uint64_t));
  for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
    if (!c->line_of[fi]) continue;
    for (uint32_t pc = 0; pc < m->funcs[fi].ncode; pc++) {
      uint32_t l = c->line_of[fi][pc];
      if (l && hits[fi][pc] > count[l - 1]) count[l - 1] = hits[fi][pc];
    }
  }
  LcovCtx x;
  memset(&x, 0, sizeof x);
  each_edge(c, edges, collect_edge, &x);
  fputs("TN:\n", f);
  for (uint32_t i = 0; i < c->nlines;) {
    const char *file = c->lines[i].file;
    uint32_t end = i;
    while (end < c->nlines && !strcmp(c->lines[end].file, file)) end++;
    char *abs = realpath(file, NULL);
    fprintf(f, "SF:%s\n", abs ? abs : file);
    free(abs);
    uint32_t fnf = 0, fnh = 0;
    for (uint32_t fi = 0; fi < m->nfuncs; fi++) {
      const IrFunction *fn = &m->funcs[fi];
      if (!c->line_of[fi] || !fn->ncode) continue;
      const IrLoc *l = &m->locs[fn->loc];
      if (!fn->loc || !l->file || strcmp(l->file, file)) continue;
      fprintf(f, "FN:%u,%s\n", l->line, fn->name);
      fprintf(f, "FNDA:%llu,%s\n", (unsigned long long)hits[fi][0], fn->name);
      fnf++;
      fnh += hits[fi][0] > 0;
    }
    fprintf(f, "FNF:%u\nFNH:%u\n", fnf, fnh);
    uint32_t brf = 0, brh = 0;
    for (size_t k = 0; k < x.v.len; k++) {
      const Brda *b = &x.v.data[k];
      if (b->line < i || b->line >= end) continue;
      fprintf(f, "BRDA:%u,%u,%u,%s\n", c->lines[b->line].line, b->block, b->branch, b->taken ? "1" : "0");
      brf++;
      brh += b->taken;
    }
    fprintf(f, "BRF:%u\nBRH:%u\n", brf, brh);
    uint32_t lh = 0;
    for (uint32_t k = i; k < end; k++) {
      fprintf(f, "DA:%u,%llu\n", c->lines[k].line, (unsigned long long)count[k]);
      lh += count[k] > 0;
    }
    fprintf(f, "LF:%u\nLH:%u\nend_of_record\n", end - i, lh);
    i = end;
  }
  VEC_FREE(x.v);
  xfree(count, (c->nlines ? c->nlines : 1) * sizeof(uint64_t));
  /* errno tells the caller why, on failure */
  bool ok = fflush(f) == 0 && !ferror(f);
  return fclose(f) == 0 && ok;
}
