/* options: the command-line options of symx's commands as tables. A
 * command's table gives each option's names, its value, its help text and
 * where it goes; the parser and `--help` both come from it, so an option is
 * one row. Arguments that are not options are the command's input files;
 * clang's flags (-I, -D, -U, -std=, -include, and the passthrough flags of
 * cflags.h) are gathered for the front end. */
#ifndef SYMX_CLI_OPTIONS_H
#define SYMX_CLI_OPTIONS_H

#include <stddef.h>
#include <stdio.h>

#include "base/util.h"

typedef enum OptKind {
  OPT_TRUE,     /* a flag: sets a bool */
  OPT_FALSE,    /* a flag: clears a bool */
  OPT_STRING,   /* a const char * (the argument itself) */
  OPT_SECONDS,  /* a double >= 0 (util_parse_nonneg: 0 means none) */
  OPT_U64,      /* a uint64_t */
  OPT_U32,      /* a uint32_t */
  OPT_CALL      /* the row's handler takes the option's values */
} OptKind;

typedef struct OptRow OptRow;
/* An OPT_CALL handler: `vals` holds the row's nvals values. Returns 0, or 2
 * after printing why the values are wrong. */
typedef int (*OptHandler)(void *args, const OptRow *row, char **vals);

struct OptRow {
  const char *names;    /* "--max-time", or two: "-o|--output" */
  OptKind kind;
  size_t offset;        /* where the value goes in the command's args struct */
  const char *values;   /* "S", "MIN MAX N"; NULL for a flag */
  const char *help;     /* `--help`'s text; '\n' starts a continuation line */
  OptHandler handle;    /* OPT_CALL */
  int nvals;            /* OPT_CALL: values taken (0: a flag) */
};

typedef struct OptTable {
  const char *command;  /* "symx run" (in messages) */
  const OptRow *rows;
  size_t nrows;
} OptTable;

typedef VEC(const char *) ArgList;

/* Parses argv[0..argc) into args with the table: options into their
 * fields, clang's flags into *cflags, anything else into *inputs. Returns 0,
 * or 2 after printing what is wrong (unknown option, a missing or bad
 * value, a refused clang flag). */
int opt_parse(const OptTable *t, int argc, char **argv, void *args, ArgList *inputs, ArgList *cflags);
/* The table's options as `--help` shows them, one per line (and its
 * continuation lines), indented by two spaces. */
void opt_help(FILE *f, const OptTable *t);
/* Prints "symx: MESSAGE (see symx --help)" on stderr; returns 2. */
int opt_error(const char *fmt, const char *arg);

#endif
