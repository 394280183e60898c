// The tracing half of dispatch_op: a tf op called while tracing becomes a
// graph node, with TF's names, instead of running its kernel.
#pragma once

#include <vector>

#include "framework/dispatch.h"
#include "framework/tracing.h"

namespace minitf {

// Adds `op` to the trace's current graph and returns its outputs as symbolic
// tensors. Inputs are taken from their Python sources: symbolic tensors as
// their Output, variables through a ReadVariableOp of the captured resource,
// eager tensors and converted Python values as constants named after the
// op's input argument ("add/y"). `name` is the binding's name scope or
// default name (see dispatch_op); the op type name when null.
std::vector<Value> trace_op(TraceContext& trace, OpId op, OpInputs& inputs, const Attrs& attrs,
                            const char* name);

// The resource placeholder of variable `v` in graph `g` (one per variable),
// named after the variable and outside any name scope.
Output capture_variable_resource(Graph& g, const VariableHandle& v);

// TF's error for a graph tensor reaching an eager op (a symbolic tensor that
// leaked out of its function).
[[noreturn]] void raise_graph_tensor_in_eager(Interpreter& in, const Object* source);

}  // namespace minitf
