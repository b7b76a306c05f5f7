/* svcomp: `symx sv-comp`, SV-COMP's unreach-call property with a verdict on
 * the last line of stdout and a violation witness for `false`. */
#ifndef SYMX_SVCOMP_H
#define SYMX_SVCOMP_H

int svcomp_main(int argc, char **argv);

#endif
