// The `builtins` module and the built-in standard modules.
#pragma once

namespace minitf {

class Interpreter;
struct Module;

// Fills the builtins module: print, len, range, isinstance, sorted, ... and
// the built-in types and exception classes by name.
void install_builtins(Interpreter& in, Module& builtins);

// Registers the importable native modules: time, math, random, os, sys.
void register_stdlib_modules(Interpreter& in);

}  // namespace minitf
