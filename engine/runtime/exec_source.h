// Running a piece of source text in a module other than __main__: what the
// stdlib needs to compile code it is handed as a string (timeit's stmt and
// setup), as CPython's exec(code, namespace) does.
#pragma once

#include <string>

#include "runtime/interpreter.h"

namespace minitf {

// Parses, resolves and runs `source` as the top-level code of module m.
// A syntax error becomes a Python SyntaxError ("msg (filename, line N)");
// exceptions propagate with the source's frame in their traceback.
void exec_source_in_module(Interpreter& in, const std::string& source, const std::string& filename,
                           Module& m);

}  // namespace minitf
