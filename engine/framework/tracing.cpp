// The tracing context, symbolic tensors and the conversions between Python
// values and graph tensors (see tracing.h).
#include "framework/tracing.h"

#include <algorithm>

#include "framework/convert.h"
#include "framework/errors.h"
#include "framework/mode.h"
#include "framework/tensor_object.h"
#include "framework/trace_op.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

// The innermost trace of the thread. A trace belongs to one interpreter; a
// second interpreter on the same thread (rare: tests) sees no trace.
thread_local TraceContext* g_active = nullptr;
// The traces tf.init_scope blocks have left, innermost last (see suspend_traces).
thread_local std::vector<TraceContext*> g_suspended;

// Stand-ins above this many elements are allocated but not zeroed: their
// pages are never touched (nothing reads a stand-in's elements), so a traced
// 1000x1000 tensor costs no memory traffic.
constexpr int64_t kZeroedStandInElements = 4096;

// The stand-in tensor `t` of a symbolic tensor (see SymbolicTensor).
Tensor stand_in(const Output& o) {
  if (const Tensor* v = o.static_value()) return *v;
  const TensorSpec& spec = o.spec();
  Shape s;
  if (spec.shape.known_rank()) {
    s = spec.shape;
    for (int i = 0; i < s.rank(); ++i)
      if (s[i] < 0) s.set_dim(i, 0);
  }
  if (spec.dtype == DType::String || s.num_elements() <= kZeroedStandInElements)
    return Tensor::zeros(spec.dtype, s);
  return Tensor::empty(spec.dtype, s);
}

}  // namespace

// ---- symbolic tensors -----------------------------------------------------------

SymbolicTensor::SymbolicTensor(Output o, std::shared_ptr<Graph> k)
    : TensorObj(tf_tensor_type(), stand_in(o)), out(o), keep(std::move(k)) {}

Value make_symbolic_tensor(Interpreter& in, Output out) {
  TraceContext* t = active_trace(in);
  std::shared_ptr<Graph> keep = t ? t->root_owner() : nullptr;
  return Value::object(new SymbolicTensor(out, std::move(keep)));
}

std::vector<Value> make_symbolic_tensors(Interpreter& in, Node* node) {
  std::vector<Value> out;
  out.reserve(node->outputs.size());
  for (size_t i = 0; i < node->outputs.size(); ++i)
    out.push_back(make_symbolic_tensor(in, node->out(static_cast<int>(i))));
  return out;
}

bool is_symbolic_tensor(const Value& v) { return is_type_exact(v, tf_tensor_type()); }

const Output& symbolic_output(const Value& v) { return v.as<SymbolicTensor>()->out; }

// ---- the trace context ----------------------------------------------------------

TraceContext::TraceContext(Interpreter& in, std::shared_ptr<Graph> root, std::string function_name,
                           bool autograph, VariablePolicy policy)
    : in_(in),
      root_(std::move(root)),
      function_name_(std::move(function_name)),
      autograph_(autograph),
      policy_(policy),
      outer_(g_active) {
  stack_.push_back(root_.get());
  g_active = this;
}

TraceContext::~TraceContext() {
  g_active = outer_;
  g_suspended.erase(std::remove(g_suspended.begin(), g_suspended.end(), this), g_suspended.end());
}

void TraceContext::pop_graph() {
  // The root stays: popping it would be a caller bug.
  if (stack_.size() > 1) stack_.pop_back();
}

TraceContext* active_trace(Interpreter& in) {
  TraceContext* t = g_active;
  return t && &t->interpreter() == &in ? t : nullptr;
}

TraceContext* suspend_traces() {
  TraceContext* saved = g_active;
  g_suspended.push_back(saved);
  g_active = nullptr;
  return saved;
}

void resume_traces(TraceContext* saved) {
  // Only a trace that is still alive comes back: a context object exited
  // after its trace ended (a script calling __exit__ by hand) restores nothing.
  for (size_t i = g_suspended.size(); i-- > 0;) {
    if (g_suspended[i] == saved) {
      g_suspended.erase(g_suspended.begin() + static_cast<std::ptrdiff_t>(i));
      g_active = saved;
      return;
    }
  }
}

GraphScope::GraphScope(Interpreter& in, Graph* g) : trace_(active_trace(in)) {
  if (!trace_) throw_runtime_error("GraphScope needs an active trace");
  trace_->push_graph(g);
}

GraphScope::~GraphScope() { trace_->pop_graph(); }

// ---- conversions ------------------------------------------------------------------

Output graph_tensor(Interpreter& in, const Value& v, std::optional<DType> dtype,
                    std::string_view name) {
  TraceContext* t = active_trace(in);
  if (!t) throw_runtime_error("graph_tensor needs an active trace");
  Graph& g = t->graph();
  if (is_symbolic_tensor(v)) {
    Output o = symbolic_output(v);
    if (dtype && o.dtype() != *dtype) {
      throw_value_error(std::string("Tensor conversion requested dtype ") + dtype_name(*dtype) +
                        " for Tensor with dtype " + dtype_name(o.dtype()) + ": " +
                        graph_tensor_str(o));
    }
    return o.node->graph == &g ? o : g.capture(o);
  }
  if (is_variable(v)) {
    const VariableObj& var = *v.as<VariableObj>();
    if (dtype && var.slot->dtype != *dtype) {
      throw_value_error(std::string("Incompatible type conversion requested to type '") +
                        dtype_name(*dtype) + "' for variable of type '" +
                        dtype_name(var.slot->dtype) + "'");
    }
    return g.read_variable(capture_variable_resource(g, var.slot));
  }
  Tensor value = convert_to_tensor(in, v, dtype);
  return g.add_const(std::move(value), name.empty() ? std::string_view("Const") : name);
}

[[noreturn]] void raise_operator_not_allowed(Interpreter& in, std::string_view what) {
  std::string text;
  bool autograph = autograph_enabled(in);
  if (what == "iterate") {
    if (modern_tf(in)) {
      text = autograph ? "Iterating over a symbolic `tf.Tensor` is not allowed: AutoGraph did "
                         "convert this function. This might indicate you are trying to use an "
                         "unsupported feature."
                       : "Iterating over a symbolic `tf.Tensor` is not allowed: AutoGraph is "
                         "disabled in this function. Try decorating it directly with "
                         "@tf.function.";
    } else {
      text =
          "iterating over `tf.Tensor` is not allowed in Graph execution. Use Eager execution "
          "or decorate this function with @tf.function.";
    }
  } else {
    if (modern_tf(in)) {
      text = autograph ? "Using a symbolic `tf.Tensor` as a Python `bool` is not allowed: "
                         "AutoGraph did convert this function. This might indicate you are "
                         "trying to use an unsupported feature."
                       : "Using a symbolic `tf.Tensor` as a Python `bool` is not allowed: "
                         "AutoGraph is disabled in this function. Try decorating it directly "
                         "with @tf.function.";
    } else {
      text =
          "using a `tf.Tensor` as a Python `bool` is not allowed in Graph execution. Use "
          "Eager execution or decorate this function with @tf.function.";
    }
  }
  throw_exc(tf_errors().OperatorNotAllowedInGraph, text);
}

// ---- AutoGraph -----------------------------------------------------------------------

bool autograph_enabled(Interpreter& in) {
  TraceContext* t = active_trace(in);
  return t && t->autograph();
}

}  // namespace minitf
