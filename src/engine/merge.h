/* merge: two states at the same place joined into one (seed 001 §6.1's
 * join; what makes symx bmc one formula over the paths up to its bound
 * rather than one path at a time).
 *
 * The merged state's path condition is prefix ∧ (A ∨ B), where prefix is
 * what both paths share and A, B the rest of each; every register and memory
 * byte on which they differ becomes ite(A, a's value, b's value). It stands
 * for exactly the executions of the two: a model of A's side satisfies it
 * (so it keeps a's model), and under A (resp. B) it reads as a (resp. b).
 * States are mergeable only where that is exact and cheap to say: the same
 * call stack and instruction, the same inputs made in the same order, the
 * same objects at the same addresses (contents may differ), the same
 * program-end state; anything else stays two states. */
#ifndef SYMX_ENGINE_MERGE_H
#define SYMX_ENGINE_MERGE_H

#include "engine/state.h"

/* Can b be merged into a? */
bool state_mergeable(const State *a, const State *b);
/* Merges b into a (state_mergeable(a, b) must hold); b is unchanged, the
 * caller frees it. */
void state_merge(State *a, const State *b);

#endif
