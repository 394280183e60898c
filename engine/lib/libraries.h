// The importable library modules written in C++: `tensorflow` (eager tf) and a
// small, exact `numpy`. install_libraries() is the one installer the front
// ends call on a new Interpreter: the builtins first, then the libraries, so
// that `import tensorflow as tf` / `import numpy as np` work in scripts.
#pragma once

namespace minitf {

class Interpreter;

// Installs the builtins (builtins/builtins.h), then registers the module
// factories ("tensorflow", "numpy"); each module is built on its first
// import, per interpreter. Call it once per interpreter, before running code.
void install_libraries(Interpreter& in);

}  // namespace minitf
