/* map: a hash map from nonzero 64-bit keys to 32-bit values (open
 * addressing), keyed by LLVM object pointers in the front end. Inline: the
 * lowering looks values up in its inner loops. */
#ifndef SYMX_FRONT_MAP_H
#define SYMX_FRONT_MAP_H

#include <stdint.h>
#include <string.h>

#include "base/util.h"

typedef struct Map {
  uint64_t *keys;
  uint32_t *vals;
  size_t cap, n;
} Map;

static inline uint32_t *map_find(const Map *mp, uint64_t key) {
  if (!mp->cap) return NULL;
  size_t mask = mp->cap - 1;
  for (size_t i = hash_mix(0, key) & mask;; i = (i + 1) & mask) {
    if (mp->keys[i] == key) return &mp->vals[i];
    if (mp->keys[i] == 0) return NULL;
  }
}

static inline void map_put(Map *mp, uint64_t key, uint32_t val) {
  if (2 * (mp->n + 1) > mp->cap) {
    size_t ncap = mp->cap ? 2 * mp->cap : 64;
    uint64_t *ok = mp->keys;
    uint32_t *ov = mp->vals;
    size_t ocap = mp->cap;
    mp->keys = xcalloc(ncap, sizeof(uint64_t));
    mp->vals = xcalloc(ncap, sizeof(uint32_t));
    mp->cap = ncap;
    mp->n = 0;
    for (size_t i = 0; i < ocap; i++)
      if (ok[i]) map_put(mp, ok[i], ov[i]);
    xfree(ok, ocap * sizeof(uint64_t));
    xfree(ov, ocap * sizeof(uint32_t));
  }
  size_t mask = mp->cap - 1;
  for (size_t i = hash_mix(0, key) & mask;; i = (i + 1) & mask) {
    if (mp->keys[i] == key) { mp->vals[i] = val; return; }
    if (mp->keys[i] == 0) {
      mp->keys[i] = key;
      mp->vals[i] = val;
      mp->n++;
      return;
    }
  }
}

static inline void map_free(Map *mp) {
  xfree(mp->keys, mp->cap * sizeof(uint64_t));
  xfree(mp->vals, mp->cap * sizeof(uint32_t));
  memset(mp, 0, sizeof *mp);
}

static inline uint64_t pkey(const void *p) { return (uint64_t)(uintptr_t)p; }

#endif
