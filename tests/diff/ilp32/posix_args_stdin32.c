// (ILP32 copy of tests/diff/posix/args_stdin.c) Arguments and standard input together: "-r" reverses the reading order of
// the first two bytes (ungetc puts one back); only "-r" with a '!' second
// byte reaches the assertion. Uses feof and clearerr at the end of input.
// ARGS: --sym-args 0 1 2 --sym-stdin 3 --data-model ILP32
// EXPECT: exit:0 exit:1 exit:2 error:assertion
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  int rev = argc > 1 && strcmp(argv[1], "-r") == 0;
  int a = getchar(), b = getchar();
  if (rev) {
    ungetc(a, stdin);
    assert(b != '!');
  }
  while (getchar() != EOF) {
  }
  if (!feof(stdin)) return 9;
  clearerr(stdin);
  if (feof(stdin)) return 8;
  return rev ? 1 : argc > 1 ? 2 : 0;
}
