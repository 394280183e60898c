// The gradient registry (TF's ops.RegisterGradient): one gradient function
// per op, keyed by the op, written above the dispatch so that it emits its
// backward ops as ordinary ops. The same function therefore runs eagerly and
// inside a trace, and its ops are recorded by an outer tape (higher-order
// derivatives) like any other.
#pragma once

#include <initializer_list>
#include <memory>
#include <vector>

#include "framework/dispatch.h"

namespace minitf {

// What a gradient function sees of the forward op (TF's op argument).
struct GradOp {
  const OpDef& op;
  const Attrs& attrs;
  const std::vector<Value>& inputs;   // tensors (eager or symbolic)
  const std::vector<Value>& outputs;  // tensors
  // Which inputs' gradients are wanted (null: all). TF's skip_input_indices:
  // a tape skips inputs it does not watch, so MatMul of a constant batch does
  // not compute the batch's gradient.
  const std::vector<bool>* needed = nullptr;
  bool need(size_t i) const { return !needed || (*needed)[i]; }
};

// One gradient per input, None where the input gets none. `grads` has one
// gradient per output (zeros where the output's gradient is missing).
using GradFn = std::vector<Value> (*)(Interpreter& in, const GradOp& op,
                                      const std::vector<Value>& grads);

enum class GradKind : uint8_t {
  Missing,            // no entry: TF's LookupError
  NotDifferentiable,  // TF's ops.NotDifferentiable: no gradient flows through
  Function,
};

struct GradEntry {
  GradKind kind = GradKind::Missing;
  GradFn fn = nullptr;
};

// The entry of op `id` (the registry is built on first use).
const GradEntry& gradient_entry(OpId id);

// tf.gradients: the gradients of the sum of `ys` (graph tensors of the graph
// being built) with respect to `xs` (graph tensors or variables), seeded with
// `grad_ys` (None: ones), from the graph's nodes. Requires an active trace.
std::vector<Value> graph_gradients(Interpreter& in, const std::vector<Value>& ys,
                                   const std::vector<Value>& xs, const std::vector<Value>& grad_ys,
                                   bool unconnected_zero);

// tf.py_function run eagerly while a tape records: the tape its function ran
// under (watching `inputs`, its argument tensors) and its results (None where
// a result was not a tensor), kept by the op's token until its gradient is
// taken (TF's tape_cache).
class Tape;
struct PyFuncTape {
  std::shared_ptr<Tape> tape;
  std::vector<Value> inputs, outputs;
};
void stash_py_func_tape(int64_t token, PyFuncTape t);
bool py_func_tape_stashed(int64_t token);

// ---- builders for gradient functions (gradient_util.cpp) -------------------------
namespace grad {

// Op `id` on `inputs` (tensors, variables, or eager/host tensors) through
// dispatch_op; the op's type name names it in a graph ("Mul", "Sum").
Value op(Interpreter& in, OpId id, std::initializer_list<Value> inputs,
         const Attrs& attrs = Attrs::none());
std::vector<Value> op_n(Interpreter& in, OpId id, const std::vector<Value>& inputs,
                        const Attrs& attrs = Attrs::none());
// An int32 vector / a scalar of dtype d, as host values for op inputs.
Value ints(const std::vector<int64_t>& v);
Value scalar(double v, DType d);
// The static shape and dtype of a tensor or variable.
const Shape& shape_of(const Value& v);
DType dtype_of(const Value& v);
// The shape of x as an int32 tensor: a constant when fully known, else a Shape op.
Value shape_tensor(Interpreter& in, const Value& x);
// `g` (of the broadcast shape of an elementwise op) summed back to the shape
// of the op's input `x` (TF's _ReduceGradientArgs / BroadcastGradientArgs).
Value unbroadcast(Interpreter& in, const Value& g, const Value& x);
// x broadcast to the shape of `like` (TF's broadcast_to for a gradient).
Value broadcast_like(Interpreter& in, const Value& x, const Value& like);
// The input's values when known now (eager, or a constant in a graph); false otherwise.
bool known_ints(const Value& v, std::vector<int64_t>* out);
// The sum of the gradients that reached one tensor (non-empty): the one
// gradient itself, else one AddN as TF aggregates (AddV2 where the shapes
// differ, which AddN does not broadcast).
Value sum_n(Interpreter& in, const std::vector<Value>& parts);

}  // namespace grad

}  // namespace minitf
