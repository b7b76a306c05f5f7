/* clang: see clang.h. */
#include "front/clang.h"

void clang_common_args(ClangArgv *av, const char *clang, bool ilp32, const char *include_flag) {
  VEC_PUSH(*av, clang);
  static const char *const common[] = {"-g", "-O0", "-fno-stack-protector", "-D__SYMX__"};
  for (size_t i = 0; i < ARRAY_LEN(common); i++) VEC_PUSH(*av, common[i]);
  if (ilp32) VEC_PUSH(*av, "-m32");
  if (include_flag) VEC_PUSH(*av, include_flag);
}
