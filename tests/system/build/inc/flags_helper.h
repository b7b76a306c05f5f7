/* Found only through -I: see define_flags.c. */
#define HELPER_BASE 10
