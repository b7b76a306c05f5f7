/* clang: see clang.h. */
#include "front/clang.h"

void clang_common_args(ClangArgv *av, const char *clang, bool ilp32, const char *include_flag) {
  VEC_PUSH(*av, clang);
  static const char *const common[] = {"-g", "-O0", "-fno-stack-protector", "-D__SYMX__"};
  for (size_t i = 0; i < ARRAY_LEN(common); i++) VEC_PUSH(*av, common[i]);
  /* i386 defaults to x87 arithmetic with excess precision; SSE2 rounds every
   * float and double operation as x86-64 does, which is what symx computes. */
  if (ilp32) {
    VEC_PUSH(*av, "-m32");
    VEC_PUSH(*av, "-msse2");
    VEC_PUSH(*av, "-mfpmath=sse");
  }
  if (include_flag) VEC_PUSH(*av, include_flag);
}

void clang_one_source_args(ClangArgv *av, const char *const *mode, size_t nmode, const char *const *cflags,
                           int ncflags, const char *src, const char *out) {
  for (size_t i = 0; i < nmode; i++) VEC_PUSH(*av, mode[i]);
  for (int i = 0; i < ncflags; i++) VEC_PUSH(*av, cflags[i]);
  VEC_PUSH(*av, src);
  VEC_PUSH(*av, "-o");
  VEC_PUSH(*av, out);
  VEC_PUSH(*av, NULL);
}
