/* coverage: line and branch coverage of the program's own code (functions
 * that are not runtime models), from the executor's per-instruction
 * execution counts and the branch edges paths took. */
#ifndef SYMX_COVERAGE_H
#define SYMX_COVERAGE_H

#include "ir/ir.h"

typedef struct CovLine {
  const char *file;
  uint32_t line;
} CovLine;

typedef struct Coverage {
  const IrModule *mod;
  CovLine *lines;       /* distinct source lines of the program's code, sorted */
  uint32_t nlines;
  uint32_t **line_of;   /* per function index, per instruction: line index + 1, 0 = none */
} Coverage;

void cov_init(Coverage *c, const IrModule *m);
void cov_free(Coverage *c);
/* Lines with at least one executed instruction, and all lines. */
void cov_lines(const Coverage *c, uint64_t *const *hits, uint32_t *covered, uint32_t *total);
/* Branch edges taken, and all: two per conditional branch, one per distinct
 * target of a switch. edges[f] holds, for function f, one byte per
 * instruction (a BR's bit 0: its true edge taken, bit 1: its false edge)
 * followed by one byte per word of f->extra (a SWITCH target word: taken). */
void cov_branches(const Coverage *c, uint8_t *const *edges, uint32_t *covered, uint32_t *total);
/* Writes an lcov tracefile; false (after saying why) if it cannot. */
bool cov_write_lcov(const Coverage *c, uint64_t *const *hits, uint8_t *const *edges, const char *path);

#endif
