// The tf functions that run ops (tf_ops.cpp: math; tf_array_ops.cpp: arrays,
// creation and shapes; tf_index_ops.cpp: indexing, padding, sorting;
// tf_linalg.cpp: tf.linalg; tf_strings.cpp: tf.strings; tf_random.cpp: random).
#pragma once

#include "framework/dispatch.h"

namespace minitf {

// tf.cast(x, d): x itself when it already has dtype d.
Value tf_cast(Interpreter& in, const Value& x, DType d);

void install_tf_math(Interpreter& in, Module& tf, Module& math);
void install_tf_array_ops(Interpreter& in, Module& tf);
void install_tf_random(Interpreter& in, Module& tf);
void install_tf_print(Interpreter& in, Module& tf);
// tf.GradientTape, tf.UnconnectedGradients, tf.stop_gradient (tf_gradient_tape.cpp).
void install_tf_gradient_tape(Interpreter& in, Module& tf);
// tf.nn (tf_nn.cpp); after tf.random, whose uniform dropout draws with.
void install_tf_nn(Interpreter& in, Module& tf);
void install_tf_index_ops(Interpreter& in, Module& tf, Module& math);
void install_tf_linalg(Interpreter& in, Module& tf, Module& linalg);
void install_tf_strings(Interpreter& in, Module& tf);
// tf.init_scope, tf.device, tf.TensorSpec.from_tensor (tf_context.cpp).
void install_tf_context(Interpreter& in, Module& tf);
// tf.py_function (tf_py_function.cpp).
void install_tf_py_function(Interpreter& in, Module& tf);
// The Assert and CheckNumerics ops as _assert_op and _check_numerics of
// `impl`, the Python module of tf.debugging (tf_debugging.cpp).
void install_tf_debugging_ops(Interpreter& in, Module& impl);

}  // namespace minitf
