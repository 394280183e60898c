// Which TensorFlow the framework imitates: TF 2.0 as the talk showed it (the
// default), or modern TF 2.x (tf.compat.set_version("2.x"), --mode modern).
// The few behaviours that differ (Tensor ==, error texts, retracing warnings)
// ask here.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

inline bool modern_tf(Interpreter& in) { return in.options().modern_tf; }

}  // namespace minitf
