// clocks: every reading of time, gettimeofday, clock_gettime and clock is
// an input, recorded in the test and handed back to the native program by
// replay. The monotonic clock and clock() never go back; the wall clock may.
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

int main(void) {
  time_t t0 = time(NULL), t1;
  time(&t1);
  if (t0 < 0 || t1 < 0) abort(); /* never */
  if (t1 < t0) return 1; /* the wall clock was set back */
  struct timeval tv;
  gettimeofday(&tv, NULL);
  if (tv.tv_usec < 0 || tv.tv_usec >= 1000000) abort(); /* never */
  if (tv.tv_sec == t1 + 10) return 2;
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  clock_gettime(CLOCK_MONOTONIC, &b);
  if (b.tv_sec < a.tv_sec || (b.tv_sec == a.tv_sec && b.tv_nsec < a.tv_nsec)) abort(); /* never */
  if (b.tv_sec - a.tv_sec > 5) return 3;
  clock_t c0 = clock(), c1 = clock();
  if (c1 < c0) abort(); /* never */
  if (c1 - c0 > CLOCKS_PER_SEC) return 4;
  if (t1 - t0 > 60) return 5;
  if (a.tv_nsec == 999999999) return 6;
  return 0;
}
