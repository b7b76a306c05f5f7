// A concrete infinite loop (one state that never forks) is cut by
// --max-time too: incomplete, exit 3, and no path has ended.
// ARGS: --max-time 1
// EXIT: 3
// COMPLETE: false
// PATHS: 0
// TESTS: 0
// TIMEOUT: 30
int main(void) {
  volatile unsigned long n = 0;
  for (;;)
    n++;
  return 0;
}
