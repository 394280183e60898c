// tf.Variable inside a trace: TF's creation rules, and initial values lifted
// out of the graph (evaluated now, once, as TF's init_scope does).
#include <unordered_map>

#include "framework/convert.h"
#include "framework/graph_objects.h"
#include "framework/mode.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "graph/graph_errors.h"

namespace minitf {

namespace {

// Evaluates `o` from constants, variable reads and pure (or random) ops; a
// value that depends on the function's arguments cannot be lifted.
Tensor evaluate(const Output& o, std::unordered_map<const Node*, TensorList>& memo,
                const std::unordered_map<const Node*, Tensor>& feeds) {
  if (const Tensor* v = o.static_value()) return *v;
  Node* n = o.node;
  auto it = memo.find(n);
  if (it != memo.end()) return it->second[static_cast<size_t>(o.index)];
  TensorList out;
  auto fed = feeds.find(n);
  switch (fed != feeds.end() ? NodeKind::Const : n->kind) {
    case NodeKind::Const:
      out.push_back(fed != feeds.end() ? fed->second : n->value);
      break;
    case NodeKind::ReadVariable:
      out.push_back(n->inputs[0].node->resource->value);
      break;
    case NodeKind::Op: {
      TensorList args;
      for (const Output& x : n->inputs) args.push_back(evaluate(x, memo, feeds));
      out = run_op(*n->op, Span<Tensor>(args.data(), args.size()), n->attrs);
      break;
    }
    default:
      throw TensorError(TensorError::Value,
                        "minitf: a tf.Variable created inside a tf.function needs an initial "
                        "value computed from constants, variables and the first call's "
                        "arguments (it is computed once, outside the graph); '" +
                            o.name() + "' is not");
  }
  Tensor r = out[static_cast<size_t>(o.index)];
  memo.emplace(n, std::move(out));
  return r;
}

}  // namespace

Tensor traced_variable_initial_value(Interpreter& in, const Value& init,
                                     std::optional<DType> dtype) {
  TraceContext* t = active_trace(in);
  if (t && t->variable_policy() == VariablePolicy::ForbidSecond) {
    if (modern_tf(in))
      throw_value_error(
          "tf.function only supports singleton tf.Variables created on the first call. Make "
          "sure the tf.Variable is only created once or created outside tf.function. See "
          "https://www.tensorflow.org/guide/function#creating_tfvariables for more "
          "information.");
    throw_value_error(
        "tf.function-decorated function tried to create variables on non-first call.");
  }
  if (is_symbolic_tensor(init)) {
    std::unordered_map<const Node*, TensorList> memo;
    static const std::unordered_map<const Node*, Tensor> kNoFeeds;
    // On the first call, the initial value may use the call's arguments: TF
    // runs such an initializer in the first call's graph, with those values.
    Tensor v = evaluate(symbolic_output(init), memo, t ? t->first_call_inputs : kNoFeeds);
    if (dtype && v.dtype() != *dtype) return convert_to_tensor(in, make_eager_tensor(v), dtype);
    return v;
  }
  return convert_to_tensor(in, init, dtype);
}

void note_variable_created(Interpreter& in, const Value& variable) {
  TraceContext* t = active_trace(in);
  if (!t) return;
  t->note_variable_created();
  if (is_variable(variable)) {
    const VariableObj& v = *variable.as<VariableObj>();
    t->created_variable_names.push_back(v.name + " " + dtype_name(v.slot->dtype) +
                                        v.slot->value.shape().debug_str());
  }
  if (t->tf1) tf1_record_variable(*t->tf1, variable);
}

}  // namespace minitf
