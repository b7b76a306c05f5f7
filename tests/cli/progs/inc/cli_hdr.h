/* Reached only through -I: see flags.c. */
#define HDR_BASE 37
