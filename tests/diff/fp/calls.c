// calls: floats and doubles through variadic arguments (va_arg), a struct
// returned by value with a float and a double field, an array of doubles in
// memory and a select, all on one symbolic float.
// DOMAIN: f=0,0x80000000,0x41100000,0x41100001,0xc0000000,0xc0000001,0x7fc00000,0x7f800000,0xff800000
#include <stdarg.h>
#include "symx.h"

static double sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

struct pair { float a; double b; };

static struct pair make(float a) {
  struct pair p = {a, a * 2.0};
  return p;
}

int main(void) {
  float f;
  symx_make_symbolic(&f, sizeof f, "f");
  double s = sum(3, 1.0, (double)f, -0.5);
  struct pair p = make(f);
  double arr[3] = {p.b, s, p.a};
  double m = arr[0] > arr[1] ? arr[0] : arr[1];
  if (s > 9.5) return 1;
  if (p.b < -4.0) return 2;
  if (m != m) return 3;
  return arr[2] == 0 ? 4 : 0;
}
