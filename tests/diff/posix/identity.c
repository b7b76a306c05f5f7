// identity: getpid, getppid, getuid, geteuid, getgid, getegid are inputs of
// their first call, the same value after, handed back to the native program
// by replay. The outcome says which ids meet which conditions.
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5
#include <stdlib.h>
#include <unistd.h>

int main(void) {
  pid_t pid = getpid();
  if (pid <= 0 || getpid() != pid) abort(); /* never */
  if (getuid() == 0) {
    if (geteuid() != 0) return 1; /* a setuid-root program, run by someone else */
    return 2;
  }
  if (getgid() != getegid()) return 3;
  if (getppid() == 1) return 4;
  if (pid % 2) return 5;
  return 0;
}
