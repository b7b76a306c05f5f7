// stat_names: stat and lstat of a name that is not one of the symbolic
// files: the file system's answer is an input (an errno, or a struct stat
// with a file type and a size that is not negative, a link for lstat only);
// replay hands it back to the native program. Each outcome says what came.
// EXPECT: exit:0 exit:1 exit:2 exit:3 exit:4 exit:5 exit:6 exit:7
#include <errno.h>
#include <sys/stat.h>

int main(void) {
  struct stat st;
  if (stat("symx-stat-config", &st) != 0) {
    if (errno == ENOENT) return 1;
    if (errno == EACCES) return 2;
    return 3;
  }
  if (S_ISLNK(st.st_mode) || st.st_size < 0) return 50; /* never */
  if (S_ISDIR(st.st_mode)) return 4;
  if (!S_ISREG(st.st_mode)) return 5;
  if (st.st_size > 4096) return 6;
  if (lstat("symx-stat-link", &st) == 0 && S_ISLNK(st.st_mode)) return 7;
  return 0;
}
