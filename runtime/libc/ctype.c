/* ctype.c — C-locale <ctype.h> for programs under symx.
 *
 * glibc's <ctype.h> expands isalpha(c) and friends to a lookup in the table
 * returned by __ctype_b_loc(), and tolower/toupper to the tables returned by
 * __ctype_tolower_loc()/__ctype_toupper_loc(). These tables are indexed from
 * -128 to 255; the pointers returned point at the entry for 0. The tables
 * come from runtime/gen_ctype.py (ctype_tables.h). The functions are defined
 * too, for programs that call them as functions. */
#include <stdint.h>

#include "ctype_tables.h"

/* Models are weak so that a program defining a function of the same name
 * overrides the model instead of clashing with it. */
#define SYMX_MODEL __attribute__((weak))

/* glibc's class bits (little-endian layout of _ISbit in <ctype.h>). */
#define SYMX_ISBIT(bit) ((bit) < 8 ? ((1 << (bit)) << 8) : ((1 << (bit)) >> 8))
#define SYMX_UPPER SYMX_ISBIT(0)
#define SYMX_LOWER SYMX_ISBIT(1)
#define SYMX_ALPHA SYMX_ISBIT(2)
#define SYMX_DIGIT SYMX_ISBIT(3)
#define SYMX_XDIGIT SYMX_ISBIT(4)
#define SYMX_SPACE SYMX_ISBIT(5)
#define SYMX_PRINT SYMX_ISBIT(6)
#define SYMX_GRAPH SYMX_ISBIT(7)
#define SYMX_BLANK SYMX_ISBIT(8)
#define SYMX_CNTRL SYMX_ISBIT(9)
#define SYMX_PUNCT SYMX_ISBIT(10)
#define SYMX_ALNUM SYMX_ISBIT(11)

static const unsigned short *symx_ctype_b = symx_ctype_b_table + 128;
static const int32_t *symx_ctype_tolower = symx_ctype_tolower_table + 128;
static const int32_t *symx_ctype_toupper = symx_ctype_toupper_table + 128;

SYMX_MODEL const unsigned short **__ctype_b_loc(void) { return &symx_ctype_b; }
SYMX_MODEL const int32_t **__ctype_tolower_loc(void) { return &symx_ctype_tolower; }
SYMX_MODEL const int32_t **__ctype_toupper_loc(void) { return &symx_ctype_toupper; }

/* Like glibc, the class functions return the masked table entry and index
 * the table with C directly: C must be EOF or a value of (un)signed char;
 * anything else reads outside the table, as it would in glibc. */
SYMX_MODEL int isalnum(int c) { return symx_ctype_b[c] & SYMX_ALNUM; }
SYMX_MODEL int isalpha(int c) { return symx_ctype_b[c] & SYMX_ALPHA; }
SYMX_MODEL int isblank(int c) { return symx_ctype_b[c] & SYMX_BLANK; }
SYMX_MODEL int iscntrl(int c) { return symx_ctype_b[c] & SYMX_CNTRL; }
SYMX_MODEL int isdigit(int c) { return symx_ctype_b[c] & SYMX_DIGIT; }
SYMX_MODEL int isgraph(int c) { return symx_ctype_b[c] & SYMX_GRAPH; }
SYMX_MODEL int islower(int c) { return symx_ctype_b[c] & SYMX_LOWER; }
SYMX_MODEL int isprint(int c) { return symx_ctype_b[c] & SYMX_PRINT; }
SYMX_MODEL int ispunct(int c) { return symx_ctype_b[c] & SYMX_PUNCT; }
SYMX_MODEL int isspace(int c) { return symx_ctype_b[c] & SYMX_SPACE; }
SYMX_MODEL int isupper(int c) { return symx_ctype_b[c] & SYMX_UPPER; }
SYMX_MODEL int isxdigit(int c) { return symx_ctype_b[c] & SYMX_XDIGIT; }

/* Values outside -128..255 are returned unchanged, as glibc does. */
SYMX_MODEL int tolower(int c) {
  if (c >= -128 && c < 256)
    return symx_ctype_tolower[c];
  return c;
}

SYMX_MODEL int toupper(int c) {
  if (c >= -128 && c < 256)
    return symx_ctype_toupper[c];
  return c;
}
