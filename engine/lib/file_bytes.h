// Whole files as bytes, for the library modules that read and write pictures
// (IPython.display.Image, matplotlib's savefig). Both ask the interpreter's
// sandbox first, as open() does, and raise CPython's OSError subclasses.
#pragma once

#include <string>

namespace minitf {

class Interpreter;

// The file's bytes; at most `max_bytes` (a larger file raises ValueError).
std::string read_file_bytes(Interpreter& in, const std::string& path, size_t max_bytes);
// Creates or truncates `path` and writes `bytes` to it.
void write_file_bytes(Interpreter& in, const std::string& path, const std::string& bytes);

}  // namespace minitf
