// Entry points of the function layer for the library installer and the
// tensorflow module.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

// tf.function, tf.config.run_functions_eagerly, tf.Graph, tf.Session, ...
void install_tf_function(Interpreter& in, Module& tf);
// tf.compat.v1: a copy of tf plus the TF1 names. Call after tf is complete.
void install_tf_compat_v1(Interpreter& in, Module& tf, Module& compat);
// The `function` builtin (the language's own decorator).
void install_function_library(Interpreter& in);

}  // namespace minitf
