/* leak: which heap blocks a state still holds when its path ends, for
 * SV-COMP's valid-memtrack (a block no pointer reaches any more is lost) and
 * valid-memcleanup (any block still allocated). See README ("SV-COMP") for
 * what counts as a root. */
#ifndef SYMX_LEAK_H
#define SYMX_LEAK_H

#include "engine/state.h"

typedef enum LeakMode { LEAK_OFF, LEAK_TRACK, LEAK_CLEANUP } LeakMode;

typedef enum LeakVerdict {
  LEAK_NONE,   /* every live heap block is reachable (TRACK) / none is live (CLEANUP) */
  LEAK_FOUND,  /* *block is lost (TRACK, in the execution of the state's model) / live */
  LEAK_UNSURE  /* TRACK: a block is reached only through a symbolic pointer */
} LeakVerdict;

/* Roots are the globals and, of the frames 0 .. root_frames-1, the stack
 * objects, variadic-argument areas and (with_regs) registers. A pointer to
 * any byte of a block, or just past it, reaches it (as LeakSanitizer treats
 * interior pointers); memory is scanned in aligned pointer-sized words.
 * Registers hold mem2reg's SSA values, which may be dead (a variable
 * assigned since): a block reached only through one is not known to be
 * reachable, nor known to be lost. */
LeakVerdict leak_check(const State *s, LeakMode mode, uint32_t root_frames, bool with_regs,
                       const Object **block);

#endif
