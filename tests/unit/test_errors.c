/* The engine's failures kept apart (util.h): fail_path() always returns to
 * the recovery point; die() does so only in a release build, and aborts in
 * the strict build (SYMX_STRICT, the sanitizer build of `make asan-test`);
 * assert() is on in every build. Each case runs in a child process. */
#include <assert.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include "base/util.h"
#include "check.h"

enum { RECOVERED = 7 };

/* Runs f with a recovery point set, in a child; returns its wait status. */
static int in_child(void (*f)(void)) {
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    int devnull = open("/dev/null", 1);
    if (devnull >= 0) dup2(devnull, 2); /* the "internal error" line */
    static sigjmp_buf r;
    if (sigsetjmp(r, 1)) _exit(RECOVERED);
    util_set_recovery(&r);
    f();
    _exit(0);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  return st;
}

static void call_die(void) { die("misuse of an internal API"); }
static void call_fail_path(void) { fail_path("injected fault"); }
static void broken_invariant(void) {
  int frames = 0;
  assert(frames > 0);
}

static bool recovered(int st) { return WIFEXITED(st) && WEXITSTATUS(st) == RECOVERED; }
static bool aborted(int st) { return WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT; }

int main(void) {
  CHECK(recovered(in_child(call_fail_path)));
  int st = in_child(call_die);
  if (util_strict()) CHECK(aborted(st));
  else CHECK(recovered(st));
  CHECK(aborted(in_child(broken_invariant)));
  printf("test_errors: the %s build\n", util_strict() ? "strict" : "release");
  printf("test_errors: %d passed, %d failed\n", passed, failed);
  return failed != 0;
}
