// Globals with initializers: scalars, arrays, strings, pointers to globals,
// to array elements and to functions, and a struct holding pointers.
// Paths: x < 3 (then the call through a pointer is concrete) / x >= 3 = 2.
// EXIT: 0
// COMPLETE: true
// PATHS: 2
// OUTCOMES: exit:0=1 exit:1=1
#include "symx.h"
#include <assert.h>

static int twice(int v) { return 2 * v; }

int g = 5;
int arr[3] = {10, 20, 30};
int *gp = &g;
int *mid = &arr[1];
const char *msg = "hello";
char text[] = "xyz";
int (*fp)(int) = twice;
struct config {
  int *value;
  int (*op)(int);
  const char *name;
} cfg = {&arr[2], twice, "cfg"};
static int counter;

int main(void) {
  assert(*gp == 5 & mid[-1] == 10 & mid[1] == 30);
  assert(msg[0] == 'h' & msg[5] == 0 & text[2] == 'z' & sizeof text == 4);
  assert(fp(21) == 42);
  assert(cfg.op(*cfg.value) == 60);
  assert(cfg.name[2] == 'g');
  assert(counter == 0);
  *gp = 6;
  counter++;
  assert(g == 6 & counter == 1);
  unsigned char x;
  symx_make_symbolic(&x, 1, "x");
  if (x < 3) {
    assert(fp(arr[x]) == 20 * (x + 1));
    return 0;
  }
  return 1;
}
