/* getopt.c — GNU getopt for programs under symx: short options, as glibc's
 * behaves (getopt_long and "W;" are not modelled: unsupported).
 *
 * Options are read from argv[optind] on; an element that starts with '-'
 * and is more than "-" holds options. A letter in optstring followed by ':'
 * takes an argument (the rest of the element, or the next element), by "::"
 * an optional one (the rest of the element only). An unknown letter gives
 * '?' (optopt = it), a missing argument '?' or, when optstring starts with
 * ':', ':' — with glibc's messages on stderr when opterr is set and
 * optstring does not start with ':'. "--" ends the options.
 *
 * The order of argv, as GNU's: by default non-options are skipped and, as
 * options are found after them, moved past those options, so that when
 * getopt returns -1 the non-options are argv[optind..argc). A '+' first in
 * optstring stops at the first non-option instead; a '-' returns each
 * non-option as the option 1 with optarg pointing at it. The environment
 * variable POSIXLY_CORRECT (which would also stop at the first
 * non-option) is taken to be unset: the replay runtime unsets it.
 * optind = 0 starts a new scan. */
#include <stdio.h>

#define SYMX_MODEL __attribute__((weak))

extern void symx_getopt_long_options(void) __attribute__((weak));

SYMX_MODEL char *optarg;
SYMX_MODEL int optind = 1, opterr = 1, optopt = '?';

static char *next_char;            /* the rest of the element being scanned */
static int first_nonopt = 1, last_nonopt = 1; /* non-options skipped so far */

static int is_nonoption(char *const *argv, int i) { return argv[i][0] != '-' || argv[i][1] == 0; }

/* Moves the skipped non-options [first_nonopt, last_nonopt) past the
 * options found after them, [last_nonopt, optind). */
static void exchange(char **argv) {
  int nonopts = last_nonopt - first_nonopt, opts = optind - last_nonopt;
  for (int k = 0; k < opts; k++) { /* each option element moves down past the block */
    char *o = argv[last_nonopt + k];
    for (int i = last_nonopt + k; i > first_nonopt + k; i--) argv[i] = argv[i - 1];
    argv[first_nonopt + k] = o;
  }
  first_nonopt += opts;
  last_nonopt = optind;
  (void)nonopts;
}

/* Moves to the next element with options; -1 when there is none (optind
 * then at the first non-option), 1 for a non-option returned in order. */
static int advance(int argc, char **argv, int order) {
  if (order == 0) { /* permute */
    if (last_nonopt > optind) last_nonopt = optind;
    if (first_nonopt > optind) first_nonopt = optind;
    if (first_nonopt != last_nonopt && last_nonopt != optind) exchange(argv);
    else if (last_nonopt != optind) first_nonopt = optind;
    while (optind < argc && is_nonoption(argv, optind)) optind++;
    last_nonopt = optind;
  }
  if (optind != argc && argv[optind][0] == '-' && argv[optind][1] == '-' && argv[optind][2] == 0) {
    optind++;
    if (first_nonopt != last_nonopt && last_nonopt != optind) exchange(argv);
    else if (first_nonopt == last_nonopt) first_nonopt = optind;
    last_nonopt = argc;
    optind = argc;
  }
  if (optind == argc) {
    if (first_nonopt != last_nonopt) optind = first_nonopt;
    return -1;
  }
  if (is_nonoption(argv, optind)) {
    if (order == 1) return -1; /* '+': stop here */
    optarg = argv[optind++];
    return 1;
  }
  next_char = argv[optind] + 1;
  return 0;
}

/* The argument of option c (temp: its place in optstring); the result. */
static int take_argument(int argc, char **argv, const char *temp, int c, int colon, int print) {
  if (temp[2] == ':') { /* optional: only what is left in this element */
    optarg = *next_char ? next_char : 0;
    if (*next_char) optind++;
  } else if (*next_char) {
    optarg = next_char;
    optind++;
  } else if (optind == argc) {
    if (print) fprintf(stderr, "%s: option requires an argument -- '%c'\n", argv[0], c);
    optopt = c;
    c = colon ? ':' : '?';
  } else {
    optarg = argv[optind++];
  }
  next_char = 0;
  return c;
}

SYMX_MODEL int getopt(int argc, char *const *cargv, const char *optstring) {
  char **argv = (char **)cargv;
  if (argc < 1) return -1;
  if (optind == 0) optind = 1, next_char = 0, first_nonopt = last_nonopt = 1;
  int order = 0; /* 0 permute, 1 require order ('+'), 2 return in order ('-') */
  if (*optstring == '+' || *optstring == '-') order = *optstring++ == '+' ? 1 : 2;
  int colon = *optstring == ':', print = opterr && !colon;
  optarg = 0;
  if (!next_char || !*next_char) {
    int r = advance(argc, argv, order);
    if (r) return r;
  }
  int c = (unsigned char)*next_char++;
  const char *temp = 0;
  for (const char *p = optstring; *p; p++)
    if (*p == c) {
      temp = p;
      break;
    }
  if (!*next_char) optind++;
  if (!temp || c == ':' || c == ';') {
    if (print) fprintf(stderr, "%s: invalid option -- '%c'\n", argv[0], c);
    optopt = c;
    return '?';
  }
  if (temp[0] == 'W' && temp[1] == ';') {
    if (symx_getopt_long_options) symx_getopt_long_options();
    return -1;
  }
  if (temp[1] == ':') return take_argument(argc, argv, temp, c, colon, print);
  return c;
}
