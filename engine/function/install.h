// Entry points of the function layer for the library installer and the
// tensorflow module.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

// tf.function, tf.config.run_functions_eagerly, ...
void install_tf_function(Interpreter& in, Module& tf);
// The `function` builtin (the language's own decorator).
void install_function_library(Interpreter& in);

}  // namespace minitf
