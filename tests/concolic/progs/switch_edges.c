/* Eight branches (on in[0]), then a switch of sixteen cases (on in[1]):
 * each case must be an edge of its own in symx fuzz's coverage map (a
 * switch's edges once shared the map's cells with the branches' before it,
 * so cases whose cells the branches had set were never new coverage and got
 * no test). symx fuzz must write a test for every case. */
#include "symx.h"
int main(void) {
  unsigned char in[2];
  symx_make_symbolic(in, sizeof in, "in");
  int r = 0;
  if (in[0] == 'a') r = 1;
  else if (in[0] == 'b') r = 2;
  else if (in[0] == 'c') r = 3;
  else if (in[0] == 'd') r = 4;
  else if (in[0] == 'e') r = 5;
  else if (in[0] == 'f') r = 6;
  else if (in[0] == 'g') r = 7;
  else if (in[0] == 'h') r = 8;
  switch (in[1]) {
  case 'A': return r + 1;
  case 'B': return r + 2;
  case 'C': return r + 3;
  case 'D': return r + 4;
  case 'E': return r + 5;
  case 'F': return r + 6;
  case 'G': return r + 7;
  case 'H': return r + 8;
  case 'I': return r + 9;
  case 'J': return r + 10;
  case 'K': return r + 11;
  case 'L': return r + 12;
  case 'M': return r + 13;
  case 'N': return r + 14;
  case 'O': return r + 15;
  case 'P': return r + 16;
  default: return r;
  }
}
