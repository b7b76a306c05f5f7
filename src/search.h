/* search: the set of states waiting to run, and the order in which they run. */
#ifndef SYMX_SEARCH_H
#define SYMX_SEARCH_H

#include "state.h"

typedef enum SearchKind { SEARCH_DFS, SEARCH_BFS, SEARCH_RANDOM_STATE } SearchKind;

typedef struct Searcher {
  SearchKind kind;
  VEC(State *) states;
  size_t head;          /* BFS: index of the oldest state */
  uint64_t rng;
} Searcher;

void search_init(Searcher *s, SearchKind kind, uint64_t seed);
void search_add(Searcher *s, State *st);
/* Removes and returns the next state to run, or NULL when none is left. */
State *search_next(Searcher *s);
size_t search_size(const Searcher *s);
/* Frees every state still waiting. */
void search_free(Searcher *s);
/* Parses "dfs", "bfs", "random-state"; false if unknown. */
bool search_parse(const char *name, SearchKind *out);

#endif
