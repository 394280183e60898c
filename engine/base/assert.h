// MINITF_ASSERT: invariants the code relies on, written where they hold.
//
// Checked in builds without NDEBUG (the sanitizer configuration builds that
// way, so the whole test suite runs with them on); compiled to nothing in
// Release builds, so hot paths pay nothing for them. A failed assertion is a
// bug in minitf, never in the user's program: user errors are Python
// exceptions. It reports the place and the condition and aborts, so the
// sanitizer run shows the stack.
#pragma once

#ifdef NDEBUG
// The condition is not evaluated, but it is still compiled, so it cannot rot.
#define MINITF_ASSERT(cond, msg) ((void)sizeof(!(cond)))
#else
#include <cstdio>
#include <cstdlib>
#define MINITF_ASSERT(cond, msg)                                                               \
  ((cond) ? (void)0                                                                            \
          : (std::fprintf(stderr, "%s:%d: minitf internal error: assertion '%s' failed: %s\n", \
                          __FILE__, __LINE__, #cond, msg),                                     \
             std::abort()))
#endif
