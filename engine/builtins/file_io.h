// open() and the os module's file operations share these (file_io.cpp).
#pragma once

#include <string>

#include "runtime/interpreter.h"

namespace minitf {

// Raises CPython's ValueError("embedded null byte") for a path the system
// calls would silently cut short.
void check_path(const std::string& path);

// Adds open() to the builtins module.
void install_file_io(Interpreter& in, Module& builtins);

}  // namespace minitf
