// Per-interpreter state of the function layer: the switches tf.config sets
// and the hooks other libraries install.
#pragma once

#include <cstdint>

#include "function/tracing.h"

namespace minitf {

struct FunctionState {
  // tf.config.run_functions_eagerly(True): every tf.function call runs its
  // Python function eagerly (no tracing), for debugging.
  bool run_eagerly = false;
  // AutoGraph's conversion (empty until the AutoGraph library installs it).
  AutographConverter autograph_converter;
};

// The state of `in`, created on first use and destroyed with the interpreter.
FunctionState& function_state(Interpreter& in);

}  // namespace minitf
