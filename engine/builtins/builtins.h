// The `builtins` module and the built-in standard modules.
#pragma once

#include <string>

#include "runtime/value.h"

namespace minitf {

class Interpreter;
struct Module;

// Fills the builtins module: print, len, range, isinstance, sorted, ... and
// the built-in types and exception classes by name.
void install_builtins(Interpreter& in, Module& builtins);

// Registers the importable native modules: time, math, random, os, sys.
void register_stdlib_modules(Interpreter& in);

// What help(v) prints, pydoc-style: the "Help on ..." heading, the signature
// and the documentation. Front ends' inspection shows it without printing it.
std::string help_text(Interpreter& in, const Value& v);

}  // namespace minitf
