// Which TensorFlow the framework imitates: modern TF 2.x (the default), or
// TF 2.0 as the talk showed it (tf.compat.set_version("2.0"), --mode talk).
// The few behaviours that differ (Tensor ==, error texts, retracing warnings)
// ask here.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

inline bool modern_tf(Interpreter& in) { return in.options().modern_tf; }

}  // namespace minitf
