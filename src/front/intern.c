/* intern: the module's interned strings (UNSUPPORTED messages, file names)
 * and source locations. */
#include "front/front_internal.h"

/* ---- strings and locations ------------------------------------------------ */

static uint32_t intern(Front *F, const char *s, size_t len) {
  if (2 * (F->strings.len + 1) > F->str_cap) {
    size_t ncap = F->str_cap ? 2 * F->str_cap : 64;
    xfree(F->str_tab, F->str_cap * sizeof(uint32_t));
    F->str_tab = xcalloc(ncap, sizeof(uint32_t));
    F->str_cap = ncap;
    for (size_t i = 0; i < F->strings.len; i++) {
      const char *t = F->strings.data[i];
      size_t j = hash_bytes(t, strlen(t)) & (ncap - 1);
      while (F->str_tab[j]) j = (j + 1) & (ncap - 1);
      F->str_tab[j] = (uint32_t)i + 1;
    }
  }
  size_t mask = F->str_cap - 1;
  size_t j = hash_bytes(s, len) & mask;
  for (;; j = (j + 1) & mask) {
    uint32_t e = F->str_tab[j];
    if (!e) break;
    const char *t = F->strings.data[e - 1];
    if (strlen(t) == len && memcmp(t, s, len) == 0) return e - 1;
  }
  char *copy = xmalloc(len + 1);
  memcpy(copy, s, len);
  copy[len] = 0;
  F->str_tab[j] = (uint32_t)F->strings.len + 1;
  VEC_PUSH(F->strings, copy);
  return (uint32_t)F->strings.len - 1;
}

uint32_t intern_msg(Front *F, const char *s) { return intern(F, s, strlen(s)); }

static uint64_t loc_hash(const char *file, uint32_t line, uint32_t col) {
  return hash_mix(hash_mix(pkey(file), line), col);
}

uint32_t loc_intern(Front *F, const char *file, uint32_t line, uint32_t col) {
  if (2 * (F->locs.len + 1) > F->loc_cap) {
    size_t ncap = F->loc_cap ? 2 * F->loc_cap : 256;
    xfree(F->loc_tab, F->loc_cap * sizeof(uint32_t));
    F->loc_tab = xcalloc(ncap, sizeof(uint32_t));
    F->loc_cap = ncap;
    for (size_t i = 1; i < F->locs.len; i++) {
      IrLoc *l = &F->locs.data[i];
      size_t j = loc_hash(l->file, l->line, l->col) & (ncap - 1);
      while (F->loc_tab[j]) j = (j + 1) & (ncap - 1);
      F->loc_tab[j] = (uint32_t)i + 1;
    }
  }
  size_t mask = F->loc_cap - 1;
  size_t j = loc_hash(file, line, col) & mask;
  for (;; j = (j + 1) & mask) {
    uint32_t e = F->loc_tab[j];
    if (!e) break;
    IrLoc *l = &F->locs.data[e - 1];
    if (l->file == file && l->line == line && l->col == col) return e - 1;
  }
  IrLoc l = {file, line, col};
  F->loc_tab[j] = (uint32_t)F->locs.len + 1;
  VEC_PUSH(F->locs, l);
  return (uint32_t)F->locs.len - 1;
}

/* Interned file name of a value's debug location (NULL if none). Only
 * strings that never move are returned: the string array may grow, but
 * the strings themselves do not. Clang names a file relative to the
 * directory it shares with its working directory (/a/x/f.c compiled in /a/y
 * is x/f.c in /a); such a name is joined with that directory unless it is
 * symx's own working directory, so that every name opens from here. */
const char *file_of(Front *F, LLVMValueRef v) {
  char *cwd = F->cwd;
  unsigned len = 0, dlen = 0;
  const char *s = LLVMGetDebugLocFilename(v, &len);
  if (!s || len == 0) return NULL;
  const char *d = s[0] != '/' ? LLVMGetDebugLocDirectory(v, &dlen) : NULL;
  if (s == F->last_file && len == F->last_file_len && d == F->last_dir)
    return F->strings.data[F->last_file_idx];
  if (!cwd[0] && !getcwd(cwd, sizeof F->cwd)) cwd[0] = 0;
  uint32_t idx;
  if (d && dlen && (dlen != strlen(cwd) || memcmp(d, cwd, dlen) != 0)) {
    size_t n = (size_t)dlen + 1 + len + 1;
    char *full = xmalloc(n);
    snprintf(full, n, "%.*s/%.*s", (int)dlen, d, (int)len, s);
    idx = intern(F, full, n - 1);
    xfree(full, n);
  } else {
    idx = intern(F, s, len);
  }
  F->last_file = s;
  F->last_dir = d;
  F->last_file_len = len;
  F->last_file_idx = idx;
  return F->strings.data[idx];
}

/* Location index of an instruction, or 0 if it has none. */
uint32_t inst_loc(Front *F, LLVMValueRef inst) {
  unsigned line = LLVMGetDebugLocLine(inst);
  if (line == 0) return 0;
  return loc_intern(F, file_of(F, inst), line, LLVMGetDebugLocColumn(inst));
}
