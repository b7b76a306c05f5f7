/* subsume: state subsumption at loop headers (symx run --subsumption),
 * after Anand, Pasareanu and Visser (seed 000, sections 4 and 5).
 *
 * When a state arrives at the header of a loop (the first instruction of a
 * block that heads a natural loop of its function, ir/cfg.h), its shape
 * (engine/shape.h) is compared with those stored there before: it is
 * dropped when a stored one subsumes it — Algorithm 1 matches the shapes,
 * and the numeric facts of the matched values imply the stored state's,
 * its own values existentially quantified (solver_implies): every path
 * from the dropped state is a path from the stored one, renamed. Otherwise
 * its shape is stored (at most MAX_STORED per header).
 *   - exact: matched objects must have the same ids and there is no
 *     abstraction: a dropped state is truly subsumed, so a run stays
 *     complete (`subsumed`);
 *   - abstract: shapes go through the list abstraction first (and objects
 *     are matched whatever their ids): the run explores an
 *     under-approximation — every error it finds is real, but a run that
 *     dropped a state so (`abstract-subsumed`) is never complete. A drop
 *     whose match needed neither counts as `subsumed`.
 * Engine-internal: engine_new installs the jump hook when
 * ExecOptions.subsumption is set and the driver has no hooks of its own. */
#ifndef SYMX_ENGINE_SUBSUME_H
#define SYMX_ENGINE_SUBSUME_H

#include "engine/exec.h"

typedef struct Subsumer Subsumer;

Subsumer *subsume_new(SubsumeMode mode);
void subsume_free(Subsumer *sub);
/* The jump hook (ExecHooks.jump; ctx is the Subsumer). */
HookAction subsume_jump(void *ctx, Executor *ex, State *s, uint32_t from);
/* The call hook: at a call of a recursive function (one that can call
 * itself through direct calls), the caller's state is compared as at a
 * loop header (its point: the call instruction). abstract only: when the
 * same call is on the stack below (deeper recursion), the frames from that
 * one up to the caller are left out (the stack abstraction: the state is
 * compared with the shallower ones, whose returns it would repeat), an
 * under-approximation as the other abstractions. Drops here count in
 * at_calls (subsume_reasons). */
HookAction subsume_call(void *ctx, Executor *ex, State *s, const IrFunction *callee);
/* Headers where a state was compared, states stored, and comparisons that
 * could not be decided (shapes that matched, a solver that did not answer). */
void subsume_stats(const Subsumer *sub, uint64_t *checked, uint64_t *stored, uint64_t *undecided);
/* Why abstract drops were made: those whose shapes had list summary nodes,
 * those whose shapes had arrays as lists of cells (a drop may count in
 * both); and the index registers split into their values (abstract). */
void subsume_reasons(const Subsumer *sub, uint64_t *by_list, uint64_t *by_array, uint64_t *splits,
                     uint64_t *at_calls);

#endif
