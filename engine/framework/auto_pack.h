// TF's autopacking: while a function traces, a Python list or tuple that holds
// graph tensors (tf.fill([n], x), tf.reshape(t, [tf.shape(t)[0], -1]),
// tf.convert_to_tensor([a, b])) becomes a Pack op of its items, so the graph
// computes it each call. Converting it to a constant would freeze the stand-in
// values of the symbolic tensors (framework/tracing.h), which are not data.
#pragma once

#include <optional>

#include "framework/dispatch.h"

namespace minitf {

// Does v, a list or tuple at any depth, hold a symbolic tensor, or (while
// tracing) a variable, whose value only the graph knows?
bool holds_graph_tensor(Interpreter& in, const Value& v);

// The Pack op ("packed") of v's items, as TF's _autopacking_helper builds it:
// nested lists and tuples are packed in turn, Python values become constants
// of the dtype, and tensors of another dtype than `dtype` are cast to it.
// Without `dtype`, the dtype of the first tensor found is used. v must hold a
// graph tensor (holds_graph_tensor).
Value auto_pack(Interpreter& in, const Value& v, std::optional<DType> dtype = std::nullopt);

// Adds auto_pack(v, dtype) to `inputs`, which keeps the packed tensor alive
// until the op is dispatched.
void add_packed_input(Interpreter& in, OpInputs& inputs, const Value& v,
                      std::optional<DType> dtype = std::nullopt);

}  // namespace minitf
