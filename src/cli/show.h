/* show: `symx show` — prints a run's results (summary.json, tests,
 * coverage.info) for people. */
#ifndef SYMX_SHOW_H
#define SYMX_SHOW_H

/* Arguments after `show`; returns the exit code (0, or 2 for bad usage or
 * unreadable files). */
int show_main(int argc, char **argv);

#endif
