// The gradient of a tf.function called eagerly under a tape (TF's backward
// function): a graph whose inputs are the call's inputs, the values its
// intermediate tensors had in the call, and the outputs' gradients, built by
// the same graph backprop as tf.gradients and run by the executor. Random
// and assignment ops need nothing replayed: the backward function reads what
// the call computed. Under an outer tape (a second derivative), a pure graph
// is instead replayed eagerly, through the ordinary dispatch, so the outer
// tape records every op of its gradient.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/graph_execution.h"
#include "framework/operators.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

using Variables = std::unordered_map<const void*, Value>;  // resource -> variable object

// Are the nodes of g (and of its branch and loop graphs) pure, so that an
// eager replay computes the values the call computed?
bool pure_graph(const Graph& g) {
  for (const auto& n : g.nodes()) {
    switch (n->kind) {
      case NodeKind::Op:
        if (n->op->stateful) return false;
        break;
      case NodeKind::If:
      case NodeKind::While:
        for (const auto& sub : n->subgraphs)
          if (!pure_graph(*sub)) return false;
        break;
      case NodeKind::Placeholder:
      case NodeKind::ResourcePlaceholder:
      case NodeKind::Const:
      case NodeKind::ReadVariable:
      case NodeKind::StringFormat:
      case NodeKind::PrintV2:
        break;
      default:
        return false;
    }
  }
  return true;
}

// A scalar predicate's truth (the replay is eager: its value is known).
bool truth(const Value& v) {
  const Tensor& t = *tensor_operand(v);
  return cast_tensor(t, DType::Bool).data<bool>()[0];
}

// Replays g's nodes on `params` (one per placeholder of g, in order) and
// returns the values of g's outputs.
std::vector<Value> replay(Interpreter& in, const Graph& g, const std::vector<Value>& params,
                          const Variables& variables) {
  std::unordered_map<const Node*, size_t> param_index;
  for (size_t i = 0; i < g.inputs().size(); ++i) param_index[g.inputs()[i]] = i;
  std::unordered_map<const Node*, std::vector<Value>> vals;
  auto value_of = [&](const Output& o) { return vals.at(o.node)[size_t(o.index)]; };
  for (const auto& up : g.nodes()) {
    const Node* n = up.get();
    switch (n->kind) {
      case NodeKind::Placeholder:
        vals[n] = {params.at(param_index.at(n))};
        break;
      case NodeKind::ResourcePlaceholder:
        vals[n] = {variables.at(n->resource.get())};
        break;
      case NodeKind::Const:
        vals[n] = {make_eager_tensor(n->value)};
        break;
      case NodeKind::ReadVariable:
        vals[n] = {value_of(n->inputs[0])};
        break;
      case NodeKind::Op: {
        OpInputs oi;
        for (const Output& o : n->inputs) add_tensor_input(in, oi, value_of(o));
        vals[n] = dispatch_op_n(in, n->op->id, oi, n->attrs);
        break;
      }
      case NodeKind::If: {
        std::vector<Value> captured;
        for (size_t i = 1; i < n->inputs.size(); ++i) captured.push_back(value_of(n->inputs[i]));
        const Graph& branch = *n->subgraphs[truth(value_of(n->inputs[0])) ? 0 : 1];
        vals[n] = replay(in, branch, captured, variables);
        break;
      }
      case NodeKind::While: {
        const size_t loop_vars = size_t(n->num_loop_vars);
        std::vector<Value> state;
        for (const Output& o : n->inputs) state.push_back(value_of(o));
        while (truth(replay(in, *n->subgraphs[0], state, variables)[0])) {
          std::vector<Value> next = replay(in, *n->subgraphs[1], state, variables);
          for (size_t i = 0; i < loop_vars; ++i) state[i] = next[i];
        }
        state.resize(loop_vars);
        vals[n] = state;
        break;
      }
      default:  // prints: not replayed
        break;
    }
  }
  std::vector<Value> outs;
  for (const Output& o : g.outputs()) outs.push_back(value_of(o));
  return outs;
}

// The gradient by eager replay, under a tape of its own.
std::vector<Value> replay_gradient(Interpreter& in, const Graph& g,
                                   const std::vector<Value>& inputs,
                                   const std::vector<Value>& out_grads) {
  const size_t params = g.inputs().size();
  Variables variables;
  for (size_t i = params; i < inputs.size(); ++i)
    variables[inputs[i].as<VariableObj>()->slot.get()] = inputs[i];
  auto tape = std::make_shared<Tape>(false, false);
  for (const Value& v : inputs) {
    // numpy arguments are no tensors to the tape: nothing to differentiate.
    const Tensor* t = tensor_operand(v);
    if (t && dtype_is_trainable(t->dtype())) tape->watch(v);
  }
  std::vector<Value> outs;
  push_tape(tape);
  try {
    outs = replay(in, g, std::vector<Value>(inputs.begin(), inputs.begin() + ptrdiff_t(params)),
                  variables);
  } catch (...) {
    pop_tape(tape.get());
    throw;
  }
  pop_tape(tape.get());
  std::vector<Value> targets, seeds;
  for (size_t i = 0; i < outs.size() && i < out_grads.size(); ++i) {
    if (out_grads[i].is_none()) continue;
    targets.push_back(outs[i]);
    seeds.push_back(out_grads[i]);
  }
  return tape_gradient(in, *tape, targets, inputs, seeds, false);
}

}  // namespace

struct BackwardFunction {
  std::shared_ptr<Graph> graph;
  std::unique_ptr<ExecutablePlan> plan;
  std::vector<size_t> wanted;  // the input each output is the gradient of
};

// A function traced for unknown dimensions sees new shapes (so builds a new
// backward function) per batch size; past this many the built ones are
// dropped rather than kept without bound.
constexpr size_t kMaxBackwardFunctions = 16;

struct BackwardFunctions {
  std::unordered_map<std::string, BackwardFunction> by_key;
};

std::shared_ptr<BackwardFunctions> new_backward_functions() {
  return std::make_shared<BackwardFunctions>();
}

namespace {

// The backward function of `call`'s graph for feeds of these dtypes and
// shapes (the call's inputs, intermediate values, then the outputs'
// gradients that are present), built by the graph backprop.
BackwardFunction build_backward(Interpreter& in, const FunctionCallRecord& call,
                                const std::vector<Value>& inputs,
                                const std::vector<Value>& out_grads, const TensorList& feeds) {
  const Graph& g = *call.graph;
  const size_t params = g.inputs().size();
  BackwardFunction f;
  f.graph = std::make_shared<Graph>("backward_" + g.name());
  Graph& bwd = *f.graph;
  size_t next = 0;
  auto placeholder = [&](const std::string& name) {
    const Tensor& t = feeds[next++];
    return bwd.add_placeholder(name, t.dtype(), t.shape());
  };
  {
    // Building is not recorded: the backward function runs as one call.
    PauseTapes pause;
    TraceContext trace(in, f.graph, bwd.name(), false, VariablePolicy::ForbidNonFirst);
    ForwardValues values;
    for (size_t i = 0; i < params; ++i)
      values[{g.inputs()[i], 0}] = placeholder(g.inputs()[i]->name);
    for (const Output& o : call.intermediates)
      values[graph_grad_key(o)] = placeholder(o.node->name);
    for (const auto& n : g.nodes())
      if (n->kind == NodeKind::Const) values[{n.get(), 0}] = bwd.add_const(n->value, n->name);
    GraphGrads grads;
    for (size_t i = 0; i < g.outputs().size() && i < out_grads.size(); ++i) {
      if (out_grads[i].is_none()) continue;
      accumulate_graph_grad(in, &grads, graph_grad_key(g.outputs()[i]),
                            make_symbolic_tensor(in, placeholder("grad")));
    }
    backprop_graph(in, g, 0, g.nodes().size(), "gradients", &grads, &values);
    std::vector<Output> outs;
    for (size_t i = 0; i < inputs.size(); ++i) {
      GraphGradKey k = i < params ? GraphGradKey{g.inputs()[i], 0}
                                  : GraphGradKey{inputs[i].as<VariableObj>()->slot.get(), -1};
      Value v = grads.get(in, k);
      if (v.is_none()) continue;
      outs.push_back(graph_tensor(in, v));
      f.wanted.push_back(i);
    }
    bwd.set_outputs(outs);
  }
  f.plan = std::make_unique<ExecutablePlan>(bwd);
  return f;
}

}  // namespace

std::vector<Value> function_call_gradient(Interpreter& in, const FunctionCallRecord& call,
                                          const std::vector<Value>& inputs,
                                          const std::vector<Value>& out_grads) {
  const Graph& g = *call.graph;
  if (tapes_recording() && pure_graph(g)) return replay_gradient(in, g, inputs, out_grads);
  TensorList feeds;
  for (const Tensor& t : call.inputs) feeds.push_back(t);
  for (const Tensor& t : call.values) feeds.push_back(t);
  std::string key;
  for (size_t i = 0; i < g.outputs().size() && i < out_grads.size(); ++i) {
    key += out_grads[i].is_none() ? '-' : '+';
    if (!out_grads[i].is_none()) feeds.push_back(*tensor_operand(out_grads[i]));
  }
  for (const Tensor& t : feeds) key += dtype_name(t.dtype()) + t.shape().str();
  auto& cache = call.backward->by_key;
  auto it = cache.find(key);
  if (it == cache.end()) {
    BackwardFunction f = build_backward(in, call, inputs, out_grads, feeds);
    if (cache.size() >= kMaxBackwardFunctions) cache.clear();
    it = cache.emplace(key, std::move(f)).first;
  }
  BackwardFunction& f = it->second;
  TensorList results;
  run_plan(in, *f.plan, Span<Tensor>(feeds.data(), feeds.size()), &results);
  std::vector<Value> grads(inputs.size());
  std::vector<Value> flat;
  for (size_t j = 0; j < f.wanted.size(); ++j) {
    grads[f.wanted[j]] = make_eager_tensor(std::move(results[j]));
    flat.push_back(grads[f.wanted[j]]);
  }
  // An outer tape cannot differentiate this call's gradient again: its
  // forward was not replayed where that tape could see it (TF's LookupError
  // when the gradient reaches these tensors, rather than a silent None).
  if (tapes_recording() && !flat.empty())
    record_function_call_on_tapes(in, list_value(flat), nullptr, nullptr, {});
  return grads;
}

}  // namespace minitf
