// The builtins layer: what every program sees. The builtin functions, the
// methods and constructors of the built-in types, formatting, and the small
// standard library (math, time, random, os, sys), all on the native-function
// toolkit of native.h. The runtime below knows none of it: an Interpreter
// starts with an empty `builtins` module until this is installed.
#pragma once

namespace minitf {

class Interpreter;

// Installs the builtins into `in`: once per process (thread-safe) the methods
// and constructors of the built-in types; then this interpreter's `builtins`
// module (print, len, range, the built-in types and exception classes by
// name) and the factories of the standard modules. Call it once per
// interpreter, before running code; front ends call lib's install_libraries,
// which calls this first.
void install_builtins(Interpreter& in);

}  // namespace minitf
