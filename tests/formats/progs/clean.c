/* No errors. */
#include "symx.h"
int main(void) {
  int x = symx_int("x");
  return x > 3;
}
