// EXPECT: true
// PROPERTY: unreach-call.prp
// _Exit and _exit end the program without running the atexit handlers;
// exit() runs them (here only when no error would follow).
extern void reach_error(void);
extern void exit(int);
extern void _Exit(int);
extern void _exit(int);
extern int atexit(void (*)(void));
extern int __VERIFIER_nondet_int(void);
int armed;
void check(void) {
  if (armed) reach_error();
}
int main() {
  atexit(check);
  armed = 1;
  int x = __VERIFIER_nondet_int();
  if (x == 1) _Exit(0);
  if (x == 2) _exit(0);
  armed = 0;
  if (x == 3) exit(0);
  return 0;
}
