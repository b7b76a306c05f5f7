// fsops: access, mkdir, rename, unlink, rmdir and remove answer with an
// outcome that is an input of each call (success, or an errno the function
// can meet); replay hands the recorded outcomes to the native program
// without touching the file system. The outcome says which answers came.
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
  if (access("symx-fsops-config", R_OK) == 0) return 1;
  if (errno != ENOENT) return 2;
  if (mkdir("symx-fsops-dir", 0755) != 0) {
    if (errno == EEXIST) return 3;
    return 4;
  }
  if (rename("symx-fsops-dir", "symx-fsops-new") != 0) return 5;
  if (rmdir("symx-fsops-new") != 0 || unlink("symx-fsops-file") != 0 || remove("symx-fsops-x") != 0) return 6;
  return 0;
}
