// Errors of the graph layer.
//
// Building errors are TensorErrors with TF's graph-mode texts (TypeError for a
// dtype mismatch, ValueError for shape functions). Running errors are
// GraphExecutionError: the kernel's TensorError plus the failing node, which
// the function layer renders as TF does ("...\n\t [[node add]]"). An
// interrupt (Ctrl-C) while a graph runs is ExecutionInterrupted, deliberately
// not a TensorError, so that only KeyboardInterrupt can come of it.
#pragma once

#include <exception>
#include <string>

#include "base/limits.h"  // ExecutionInterrupted
#include "graph/graph.h"

namespace minitf {

struct GraphExecutionError : TensorError {
  std::string node_name;   // the node whose kernel failed ("add")
  std::string graph_name;  // the graph holding it ("f", or a branch such as "cond_true")
  GraphExecutionError(const TensorError& e, std::string node, std::string graph)
      : TensorError(e), node_name(std::move(node)), graph_name(std::move(graph)) {}
};

// A misuse of the builder API (a bug in the caller, not in the user's program).
[[noreturn]] void throw_graph_error(const std::string& message);

// Rethrows an inference error of `op` named `node_name` in TF's graph wording:
// a dtype mismatch as TypeError "Input 'y' of 'AddV2' Op has type int32 that
// does not match type float32 of argument 'x'.", anything else as ValueError
// "<shape function text> for '{{node add}} = AddV2[T=DT_FLOAT](x, y)' with
// input shapes: [2], [3]." (TF 2.0: "for 'add' (op: 'AddV2') with ...").
[[noreturn]] void throw_inference_error(const TensorError& e, const OpDef& op,
                                        const std::string& node_name, Span<Output> inputs,
                                        bool tf2_0);

// A node input as a GraphDef lists it: "add" for output 0, "split:1" otherwise.
std::string graph_def_input(const Output& x);

}  // namespace minitf
