// Tracebacks coloured as IPython colours them in a notebook: ANSI escapes in
// the `traceback` lines of error messages, which Jupyter front ends draw in
// colour, so that an error stands out from a program's plain stderr (such as
// tf.print's). Only the kernel's error messages are coloured; the session's
// tracebacks (and the REPL's) stay plain text.
#pragma once

#include <string>
#include <vector>

namespace minitf {

// IPython's colours (its default "Linux"/"Neutral" schemes): the exception's
// name red, file names and line numbers green, function names cyan.
constexpr const char* kAnsiExceptionName = "\x1b[0;31m";
constexpr const char* kAnsiLocation = "\x1b[0;32m";
constexpr const char* kAnsiFunction = "\x1b[0;36m";
constexpr const char* kAnsiReset = "\x1b[0m";

// The lines of a Python-style traceback ("Traceback ...", `  File "f", line
// N, in g`, the source line, "Name: message") with ANSI colours added; any
// other line is left as it is.
std::vector<std::string> colour_traceback(const std::vector<std::string>& lines);

}  // namespace minitf
