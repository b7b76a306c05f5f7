/* search: see search.h. */
#include "search.h"

#include <string.h>

void search_init(Searcher *s, SearchKind kind, uint64_t seed) {
  memset(s, 0, sizeof *s);
  s->kind = kind;
  s->rng = seed * 0x9e3779b97f4a7c15ull + 1;
}

void search_add(Searcher *s, State *st) { VEC_PUSH(s->states, st); }

size_t search_size(const Searcher *s) { return s->states.len - s->head; }

static uint64_t rng_next(uint64_t *x) {
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

State *search_next(Searcher *s) {
  if (search_size(s) == 0) return NULL;
  switch (s->kind) {
  case SEARCH_BFS: {
    State *st = s->states.data[s->head++];
    if (s->head == s->states.len) s->head = s->states.len = 0;
    return st;
  }
  case SEARCH_RANDOM_STATE: {
    size_t i = rng_next(&s->rng) % s->states.len;
    State *st = s->states.data[i];
    s->states.data[i] = s->states.data[--s->states.len];
    return st;
  }
  case SEARCH_DFS:
  default:
    return s->states.data[--s->states.len];
  }
}

void search_free(Searcher *s) {
  for (size_t i = s->head; i < s->states.len; i++) state_free(s->states.data[i]);
  VEC_FREE(s->states);
  s->head = 0;
}

bool search_parse(const char *name, SearchKind *out) {
  if (!strcmp(name, "dfs")) *out = SEARCH_DFS;
  else if (!strcmp(name, "bfs")) *out = SEARCH_BFS;
  else if (!strcmp(name, "random-state")) *out = SEARCH_RANDOM_STATE;
  else return false;
  return true;
}
