// Per-interpreter state of the function layer: the switches tf.config sets
// and the hooks other libraries install.
#pragma once

#include <functional>
#include <memory>
#include <unordered_map>

#include "runtime/interpreter.h"

namespace minitf {

// Converts a Python function for tracing (AutoGraph's to_graph): returns the
// callable the trace runs instead of `python_function`. Installed once per
// interpreter by the AutoGraph library; tracing calls it only for functions
// with autograph=True, once per function object (the result is cached).
struct TraceWatch;  // function/teaching.h

using AutographConverter = std::function<Value(Interpreter& in, const Value& python_function)>;

struct FunctionState {
  // tf.config.run_functions_eagerly(True): every tf.function call runs its
  // Python function eagerly (no tracing), for debugging.
  bool run_eagerly = false;
  // AutoGraph's conversion (empty until the AutoGraph library installs it).
  AutographConverter autograph_converter;
  // The last uid given to a trace: TF names a trace's function
  // __inference_<name>_<uid> (ops.uid()), as its run-time errors show.
  int64_t last_trace_uid = 0;
  // TF's CAPTURED_DEFAULT_VALUE: the object() a tf.function's signature shows
  // for every default value (made on first use).
  Value captured_default_value;
  // The trace running now, for the teaching notes (function/teaching.h).
  TraceWatch* watch = nullptr;
  // How many tf.function objects have traced each Python function (by its
  // definition): a second one is named as the cause of its first trace. The
  // weak pointer to the definition's parsed code tells a live definition from
  // a new one that reuses a freed one's address.
  struct WrapperCount {
    std::weak_ptr<const void> code;
    int count = 0;
  };
  std::unordered_map<const void*, WrapperCount> wrappers_traced;
};

// The state of `in`, created on first use and destroyed with the interpreter.
FunctionState& function_state(Interpreter& in);

// Installs AutoGraph's conversion for `in`.
void set_autograph_converter(Interpreter& in, AutographConverter converter);

}  // namespace minitf
