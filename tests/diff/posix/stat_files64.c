// stat_files64: stat_files.c built with -D_FILE_OFFSET_BITS=64, where glibc's
// headers call stat64, lstat64 and fstat64 (in the ILP32 pass: a different
// struct from stat's).
// ARGS: --sym-files 2 5 -D_FILE_OFFSET_BITS=64
// EXPECT: exit:1 exit:2 exit:3 exit:4 exit:5 exit:6
#include "stat_files.c"
