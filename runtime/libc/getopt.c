/* getopt.c — GNU getopt, getopt_long and getopt_long_only for programs
 * under symx, as glibc's behave ("W;" in optstring is not modelled:
 * unsupported).
 *
 * Options are read from argv[optind] on; an element that starts with '-'
 * and is more than "-" holds options. A letter in optstring followed by ':'
 * takes an argument (the rest of the element, or the next element), by "::"
 * an optional one (the rest of the element only). An unknown letter gives
 * '?' (optopt = it), a missing argument '?' or, when optstring starts with
 * ':', ':' — with glibc's messages on stderr when opterr is set and
 * optstring does not start with ':'. "--" ends the options.
 *
 * Long options: an element "--name" or "--name=value" (and, for
 * getopt_long_only, "-name" unless it is one short option letter) names the
 * option of longopts whose name is exactly that, else the only one it
 * abbreviates (several that abbreviate it but agree in has_arg, flag and val
 * count as one; getopt_long_only finds any two ambiguous). The value: after
 * '=', or the next element for a required argument; "=value" on an option
 * without one is an error, as are unknown and ambiguous names (optopt 0).
 * A found option sets *longind to its index and returns val, or stores val
 * in *flag and returns 0. For getopt_long_only, a "-name" that matches no
 * long option is read as short options when its first letter is one.
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

/* glibc's struct option. */
struct symx_option {
  const char *name;
  int has_arg; /* 0 none, 1 required, 2 optional */
  int *flag;
  int val;
};

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

static int same_text(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i] || !a[i]) return 0;
  return 1;
}

static size_t text_length(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

static int has_letter(const char *s, int c) {
  for (; *s; s++)
    if (*s == c) return 1;
  return 0;
}

/* The option of longopts named by next_char's first `len` characters:
 * exactly, or else the first one they abbreviate; *ambiguous says whether
 * another abbreviated one differs from it (in anything, for long_only). */
static int find_long(const struct symx_option *longopts, size_t len, int long_only, int *ambiguous) {
  int found = -1;
  *ambiguous = 0;
  for (int i = 0; longopts[i].name; i++)
    if (same_text(longopts[i].name, next_char, len) && text_length(longopts[i].name) == len) return i;
  for (int i = 0; longopts[i].name; i++) {
    if (!same_text(longopts[i].name, next_char, len)) continue;
    const struct symx_option *f = &longopts[found < 0 ? i : found];
    if (found < 0) found = i;
    else if (long_only || f->has_arg != longopts[i].has_arg || f->flag != longopts[i].flag || f->val != longopts[i].val)
      *ambiguous = 1;
  }
  return found;
}

/* glibc's message for an ambiguous name: every option it abbreviates that
 * differs from the first one, and the first. */
static void print_ambiguous(char **argv, const struct symx_option *longopts, size_t len, int first, int long_only,
                            const char *prefix) {
  const struct symx_option *f = &longopts[first];
  fprintf(stderr, "%s: option '%s%s' is ambiguous; possibilities:", argv[0], prefix, next_char);
  for (int i = 0; longopts[i].name; i++) {
    const struct symx_option *o = &longopts[i];
    if (!same_text(o->name, next_char, len)) continue;
    if (i == first || long_only || f->has_arg != o->has_arg || f->flag != o->flag || f->val != o->val)
      fprintf(stderr, " '%s%s'", prefix, o->name);
  }
  fputc('\n', stderr);
}

/* The long option at next_char (after prefix "--" or "-"); -1 when
 * getopt_long_only should read the element as short options instead. */
static int long_option(int argc, char **argv, const char *optstring, const struct symx_option *longopts,
                       int *longind, int long_only, int print, const char *prefix) {
  const char *end = next_char;
  while (*end && *end != '=') end++;
  size_t len = (size_t)(end - next_char);
  int ambiguous, i = find_long(longopts, len, long_only, &ambiguous);
  if (i >= 0 && ambiguous) {
    if (print) print_ambiguous(argv, longopts, len, i, long_only, prefix);
    next_char = 0, optind++, optopt = 0;
    return '?';
  }
  if (i < 0) {
    if (long_only && prefix[1] != '-' && has_letter(optstring, *next_char)) return -1;
    if (print) fprintf(stderr, "%s: unrecognized option '%s%s'\n", argv[0], prefix, next_char);
    next_char = 0, optind++, optopt = 0;
    return '?';
  }
  const struct symx_option *o = &longopts[i];
  optind++, next_char = 0;
  if (*end) {
    if (!o->has_arg) {
      if (print) fprintf(stderr, "%s: option '%s%s' doesn't allow an argument\n", argv[0], prefix, o->name);
      optopt = o->val;
      return '?';
    }
    optarg = (char *)end + 1;
  } else if (o->has_arg == 1) {
    if (optind >= argc) {
      if (print) fprintf(stderr, "%s: option '%s%s' requires an argument\n", argv[0], prefix, o->name);
      optopt = o->val;
      return optstring[0] == ':' ? ':' : '?';
    }
    optarg = argv[optind++];
  }
  if (longind) *longind = i;
  if (o->flag) {
    *o->flag = o->val;
    return 0;
  }
  return o->val;
}

/* A new element with options starts at next_char (after its '-'): its long
 * option's result, or -1 when it holds short options. */
static int start_element(int argc, char **argv, const char *optstring, const struct symx_option *longopts,
                         int *longind, int long_only, int print) {
  char *e = argv[optind];
  if (!longopts) return -1;
  if (e[1] == '-') {
    next_char = e + 2;
    return long_option(argc, argv, optstring, longopts, longind, long_only, print, "--");
  }
  if (long_only && (e[2] || !has_letter(optstring, e[1]))) {
    int r = long_option(argc, argv, optstring, longopts, longind, long_only, print, "-");
    if (r != -1) return r;
  }
  next_char = e + 1;
  return -1;
}

static int scan(int argc, char *const *cargv, const char *optstring, const struct symx_option *longopts,
                int *longind, int long_only) {
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
    r = start_element(argc, argv, optstring, longopts, longind, long_only, print);
    if (r != -1) return r;
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

SYMX_MODEL int getopt(int argc, char *const *argv, const char *optstring) {
  return scan(argc, argv, optstring, 0, 0, 0);
}

SYMX_MODEL int getopt_long(int argc, char *const *argv, const char *optstring, const struct symx_option *longopts,
                           int *longind) {
  return scan(argc, argv, optstring, longopts, longind, 0);
}

SYMX_MODEL int getopt_long_only(int argc, char *const *argv, const char *optstring,
                                const struct symx_option *longopts, int *longind) {
  return scan(argc, argv, optstring, longopts, longind, 1);
}
