// EXPECT: false
// PROPERTY: unreach-call.prp
// reach_error is called by an atexit handler, when main returns.
extern void reach_error(void);
extern int atexit(void (*)(void));
extern int __VERIFIER_nondet_int(void);
int status;
void report(void) {
  if (status == 3) reach_error();
}
int main() {
  atexit(report);
  status = __VERIFIER_nondet_int();
  return 0;
}
