// Internals shared by the files of tf.function (function_*.cpp).
#pragma once

#include <string>
#include <vector>

#include "framework/tracing.h"
#include "function/function_object.h"

namespace minitf {

// A call's arguments bound to the Python function's parameters: one value per
// named parameter (defaults filled in), then *args as "args_0", "args_1", ...
// and **kwargs by key, in that order; and how to call the function with them.
struct BoundArgs {
  std::vector<Value> values;
  std::vector<std::string> names;
  size_t num_positional = 0;  // values[0..num_positional) are passed positionally
  // The rest are passed as keywords named names[i].
  std::vector<ArgKind> kinds;  // per value (TF's FunctionType parameter kinds)
};

// Modern TF binds a tf.function call to the Python function's signature
// itself (inspect.Signature.bind): a call that does not fit raises its
// "Binding inputs to tf.function `f` failed due to ..." TypeError.
void check_call_binding(Interpreter& in, const FunctionObj& f, const CallArgs& a, size_t first);

// Binds a call (a.pos from `first` on, a.kw) as Python would.
BoundArgs bind_arguments(Interpreter& in, const FunctionObj& f, const CallArgs& a, size_t first);
// The parameter names (for signatures when the fast path skipped binding).
std::vector<std::string> parameter_names(const FunctionObj& f, size_t count);

// Calls the function body (AutoGraph-converted when autograph is on and a
// converter is installed) with `args`, the instance prepended for methods.
Value call_body(Interpreter& in, FunctionObj& f, const BoundArgs& args);

// Traces one concrete function for `args` described by `sig` (tensor leaves
// become placeholders of sig's shapes). Emits the trace event. `call`: the
// arguments of the call being traced for (null for get_concrete_function);
// a variable created on the first trace may take its initial value from them.
std::shared_ptr<ConcreteFunction> trace_concrete(Interpreter& in, FunctionObj& f,
                                                 const BoundArgs& args, const Signature& sig,
                                                 VariablePolicy policy, const std::string& reason,
                                                 const std::string& lesson,
                                                 const BoundArgs* call = nullptr);

// The tensors `args` feed a graph traced for `sig`, in placeholder order.
void collect_inputs(Interpreter& in, const BoundArgs& args, InputTensors& out);

// The signature of bound arguments.
Signature describe_arguments(Interpreter& in, const BoundArgs& args);

// Looks up or traces the concrete function for a call (the miss path of
// calls, and get_concrete_function). Runs nothing.
std::shared_ptr<ConcreteFunction> concrete_for(Interpreter& in, FunctionObj& f, BoundArgs& args,
                                               bool for_call, bool* nonfirst_created);

// Converts arguments for an input_signature (TF's error when incompatible).
void apply_input_signature(Interpreter& in, const FunctionObj& f, BoundArgs& args);

// The whole call.
Value call_function_object(Interpreter& in, FunctionObj& f, CallArgs& a, size_t first);

}  // namespace minitf
