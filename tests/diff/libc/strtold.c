// strtold: long double from text as glibc converts it (correctly rounded
// to 64 bits), inside the model's exact range (one x87 operation) and
// outside it (glibc's strtold run natively: 20 digits, huge and tiny
// exponents with ERANGE, hexadecimal, nan(...)), and sscanf's %Lf of the
// same text, on each path; then one
// symbolic digit whose value the solver decides through the 80-bit
// arithmetic. The value's 80 bits, the end and errno go into the exit code.
// DOMAIN: i=0..13 c='0'..'9',0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "symx.h"

static const char *const texts[14] = {
    "0.1", "-2.5e-3xyz", "3.14159265358979323846264", "1e4000", "0x1.8p3", "-nan", "  Infinity",
    "9999999999999999999", "1e-4940", "7e-27", "123456789012345678901234567890", "nan(0x123)", "abc", "1e-5000"};

int main(void) {
  unsigned char i;
  char c;
  symx_make_symbolic(&i, 1, "i");
  symx_make_symbolic(&c, 1, "c");
  if (i > 13) return 0;
  const char *t = 0;
  for (unsigned char k = 0; k < 14; k++)
    if (i == k) t = texts[k];
  char *end;
  errno = 0;
  long double v = strtold(t, &end);
  unsigned long long sig;
  unsigned short se;
  memcpy(&sig, &v, 8);
  memcpy(&se, (char *)&v + 8, 2);
  unsigned long long h = sig ^ (unsigned long long)se << 40 ^ (unsigned long long)(end - t) << 20 ^ (errno == ERANGE);
  long double sv = -1;
  int n = sscanf(t, "%Lf", &sv);
  memcpy(&sig, &sv, 8);
  memcpy(&se, (char *)&sv + 8, 2);
  h = (h ^ sig ^ (unsigned long long)se << 16 ^ (unsigned long long)(n + 1) << 60) * 0x100000001b3ull;
  unsigned r = (unsigned)((h ^ h >> 13 ^ h >> 29 ^ h >> 43 ^ h >> 57) % 40);   /* exits 0..199: never 121, the runner's "does not fit" */
  if (c < '0' || c > '9') return (int)r;
  char d[8] = {'2', '.', c, '5', 'e', '-', '3', 0};   /* 2.c5e-3: 20 + c tenths, divided by 10^5 */
  long double w = strtold(d, 0);
  if (w > 0.0027L) return (int)r + 40;
  if (w == 0.00205L) return (int)r + 80;
  return (int)r + 160;
}
