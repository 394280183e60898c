// The single door every tf op call goes through.
//
// Python-level wrappers (operators, tf.add, tf.reduce_sum, slicing, ...) convert
// their arguments to tensors, then call dispatch_op with the op, its inputs and
// attributes. Eager mode runs the registry's kernel at once and wraps the
// outputs as EagerTensors. While tracing (tf.function, or a TF1 graph set as
// default) it adds a graph node instead and returns symbolic tensors
// (trace_op.h).
#pragma once

#include <vector>

#include "framework/tensor_object.h"
#include "ops/registry.h"

namespace minitf {

// The inputs of one op call: each tensor's value, and the Python object it came
// from (a TensorObj or VariableObj), or null for a Python value converted on the
// way (a constant, for tracing).
struct OpInputs {
  SmallVector<Tensor, 4> values;
  SmallVector<const Object*, 4> sources;
  // Tensors made for this op's inputs (an autopacked list) that nothing else
  // holds: their objects must outlive the dispatch that reads `sources`.
  std::vector<Value> keep;
  void add(Tensor t, const Object* source = nullptr) {
    values.push_back(std::move(t));
    sources.push_back(source);
  }
  size_t size() const { return values.size(); }
};

// `name` is the op name TF 2.0's Python wrapper passes in eager mode: its name
// scope ("add/" for `+`, "MatMul/" for tf.matmul) or a plain default name
// ("stack"), or null. Eager errors end with " name: add/" in talk mode when
// there is one, and always with " name: " plus it in modern mode.
Value dispatch_op(Interpreter& in, OpId op, OpInputs& inputs, const Attrs& attrs = Attrs::none(),
                  const char* name = nullptr);
// For ops with several outputs (Split).
std::vector<Value> dispatch_op_n(Interpreter& in, OpId op, OpInputs& inputs,
                                 const Attrs& attrs = Attrs::none(), const char* name = nullptr);

// Input i of `inputs` as the Python tensor an op returning it unchanged gives
// (tf.cast to the same dtype, tf.round of integers): its source tensor, or
// (eager) a new EagerTensor / (tracing) its graph tensor.
Value tensor_input_value(Interpreter& in, const OpInputs& inputs, size_t i);

// Runs a kernel outside tf (numpy, conversions): errors become Python exceptions
// with TF's text and no " name:" suffix.
Tensor run_kernel(OpId op, Span<Tensor> inputs, const Attrs& attrs = Attrs::none());
// dtype conversion (the Cast kernel).
Tensor cast_tensor(const Tensor& t, DType to);

}  // namespace minitf
