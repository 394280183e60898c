// The importable library modules written in C++: `tensorflow` (eager tf) and a
// small, exact `numpy`. The Interpreter constructor calls install_libraries()
// so that `import tensorflow as tf` / `import numpy as np` work in scripts.
#pragma once

namespace minitf {

class Interpreter;

// Registers the module factories ("tensorflow", "numpy"); each module is built
// on its first import, per interpreter.
void install_libraries(Interpreter& in);

}  // namespace minitf
