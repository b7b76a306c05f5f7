// A binary header read with fread (magic byte, payload length), then the
// payload with read(0) into a 3-byte buffer: a length over 3 with enough
// bytes left overflows it. getchar and read(0) share one position.
// ARGS: --sym-stdin 7
// EXPECT: exit:0 exit:1 exit:2 exit:3 error:out-of-bounds
#include <stdio.h>
#include <unistd.h>

int main(void) {
  unsigned char hdr[2];
  if (fread(hdr, 1, 2, stdin) != 2) return 0;
  if (hdr[0] != 'S') return 1;
  if (getchar() != ':') return 2;
  char buf[3];
  ssize_t n = read(0, buf, hdr[1]);
  return n == 3 ? 3 : 0;
}
