// reach_error: SV-COMP style; reach_error() is not defined by the program
// (symx implements it; natively the replay runtime does).
// DOMAIN: nondet_int=-4..4 nondet_uchar=0,1,2,250,255
// EXPECT: error:reach-error exit:0
void reach_error(void);
int __VERIFIER_nondet_int(void);
unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  int a = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  if (a > 2 && c > 200)
    reach_error();
  if (a == -4)
    reach_error();
  return 0;
}
