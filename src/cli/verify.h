/* verify: symx verify — each function with a contract (runtime/include/
 * symx.h: symx_requires, symx_ensures, symx_acc) checked against it by
 * symbolic execution over a heap of permission chunks (engine/contract.h).
 *
 * symx compiles a harness beside the program with one function per
 * contracted function F, which calls F with fresh inputs as arguments
 * (__symx_verify_arg; pointers bound to objects by their acc), and runs
 * each under mem_model_chunks; a function's verdict is `verified` when
 * every path ended without an error and the run was complete, `failed`
 * when a path ended in an error (each with its test, in DIR/F), else
 * `unknown`. */
#ifndef SYMX_CLI_VERIFY_H
#define SYMX_CLI_VERIFY_H

int verify_main(int argc, char **argv);

#endif
