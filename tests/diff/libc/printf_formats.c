// printf_formats: printf's output and return value as glibc's, for
// narrowing length modifiers (hh h), 64-bit and pointer-sized ones (ll j z
// t), `*` widths and precisions anywhere in a spec, %n of every width, %c
// of 0, NULL %s and %p, and plain conversions of symbolic integers (whose
// printed length is an expression). The exit code depends on every return
// value and every %n, so a wrong length is a wrong exit code.
// DOMAIN: x=0,1,9,10,99,127,128,200,255 y=0..2
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "symx.h"

int main(void) {
  unsigned char x, y;
  symx_make_symbolic(&x, 1, "x");
  symx_make_symbolic(&y, 1, "y");
  long r = 0;
  int n = 0;
  signed char n8 = 0;
  short n16 = 0;
  long long n64 = 0;
  size_t nz = 0;
  /* concrete arguments, narrowed or widened as the modifiers say */
  r += printf("[%hhd|%hu|%hx|%hhx|%hhu|%hd]%n", 200, 70000, 70000, 0x1ff, -1, 40000, &n);
  r += printf("[%zu|%zx|%td|%jd|%lld|%llx]%hhn", (size_t)-1, (size_t)0x123456789ull, (ptrdiff_t)-5,
              (intmax_t)INT64_MIN, (long long)INT64_MIN, (unsigned long long)-2, &n8);
  r += printf("[%*d|%-*d|%.*d|%*.*s|%0*x|%-+*.*d]%hn", 6, 42, -6, 42, 4, 7, 8, 2, "hello", 5, 0xbeef, 9, 4,
              -17, &n16);
  r += printf("[%5.3s|%-7p|%p|%.2s|%s]%lln", "abcdef", (void *)0, (void *)0, (char *)0, (char *)0, &n64);
  r += printf("a%cb%c%3c%-3c|%%|%5%%zn", 0, 'z', 0, 'q', &nz);
  r += printf("[%#o|%#x|%#X|%+d|% d|%.0d|%#.0o|%08.3d|%-8.3x]", 8, 255, 255, 5, 5, 0, 0, -7, 26);
  /* symbolic arguments of plain conversions: lengths as expressions */
  r += printf("[%hhd|%hhu|%hd|%d|%u|%x|%o|%X]", x, x * 3, x * 300, x - 128, x * 1000000u, x * 77,
              x, x << 20);
  r += printf("[%lld|%llu|%c|%ld|%zu]", (long long)x * -1000000000LL, (unsigned long long)x << 40, x,
              (long)x * -99999, (size_t)x * 1000);
  if (y == 1) r += printf("%hhx", x + 1000);
  if (y == 2) r += printf("%i.%i", -(int)x, x / 3);
  printf("\n");
  return (int)((r + n + n8 + n16 + n64 + (long)nz) % 113);
}
