/* libm_protocol.h — the records src/engine/math32.c and libm_server.c
 * exchange (fixed size, the same layout in the x86-64 and the i386 build):
 * a Request names libm's function and its signature (the result's and
 * each parameter's letter: 'd' double, 'f' float, 'i' 32-bit, 'L' 64-bit
 * integer) and carries up to 4 arguments as 64-bit patterns (a float's in
 * the low 32 bits); a Reply the result's pattern, errno, and whether the
 * call could be made. */
#ifndef SYMX_LIBM_PROTOCOL_H
#define SYMX_LIBM_PROTOCOL_H

#include <stdint.h>

typedef struct Request {
  char name[24];
  char sig[8]; /* result, then each parameter */
  uint64_t arg[4];
} __attribute__((aligned(8))) Request;

typedef struct Reply {
  uint64_t result;
  int32_t err;
  int32_t ok;
} __attribute__((aligned(8))) Reply;

#endif
