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

// A placeholder of the backward graph fed with `value`, standing for `name`.
Output feed(Graph& g, const std::string& name, const Tensor& value, TensorList* feeds) {
  feeds->push_back(value);
  return g.add_placeholder(name, value.dtype(), value.shape());
}

}  // namespace

std::vector<Value> function_call_gradient(Interpreter& in, const FunctionCallRecord& call,
                                          const std::vector<Value>& inputs,
                                          const std::vector<Value>& out_grads) {
  const Graph& g = *call.graph;
  if (tapes_recording() && pure_graph(g)) return replay_gradient(in, g, inputs, out_grads);
  const size_t params = g.inputs().size();
  auto bwd = std::make_shared<Graph>("backward_" + g.name());
  TensorList feeds;
  std::vector<size_t> wanted;  // indices into inputs, one per backward output
  {
    // Building is not recorded: the backward function runs as one call.
    PauseTapes pause;
    TraceContext trace(in, bwd, bwd->name(), false, VariablePolicy::ForbidNonFirst);
    ForwardValues values;
    for (size_t i = 0; i < params; ++i)
      values[{g.inputs()[i], 0}] = feed(*bwd, g.inputs()[i]->name, call.inputs[i], &feeds);
    for (size_t k = 0; k < call.intermediates.size(); ++k) {
      const Output& o = call.intermediates[k];
      values[graph_grad_key(o)] = feed(*bwd, o.node->name, call.values[k], &feeds);
    }
    for (const auto& n : g.nodes())
      if (n->kind == NodeKind::Const) values[{n.get(), 0}] = bwd->add_const(n->value, n->name);
    GraphGrads grads;
    for (size_t i = 0; i < g.outputs().size() && i < out_grads.size(); ++i) {
      if (out_grads[i].is_none()) continue;
      Output seed = feed(*bwd, "grad", *tensor_operand(out_grads[i]), &feeds);
      accumulate_graph_grad(in, &grads, graph_grad_key(g.outputs()[i]),
                            make_symbolic_tensor(in, seed));
    }
    backprop_graph(in, g, 0, g.nodes().size(), "gradients", &grads, &values);
    std::vector<Output> outs;
    for (size_t i = 0; i < inputs.size(); ++i) {
      GraphGradKey k = i < params ? GraphGradKey{g.inputs()[i], 0}
                                  : GraphGradKey{inputs[i].as<VariableObj>()->slot.get(), -1};
      Value v = grads.get(in, k);
      if (v.is_none()) continue;
      outs.push_back(graph_tensor(in, v));
      wanted.push_back(i);
    }
    bwd->set_outputs(outs);
  }
  ExecutablePlan plan(*bwd);
  TensorList results;
  run_plan(in, plan, Span<Tensor>(feeds.data(), feeds.size()), &results);
  std::vector<Value> grads(inputs.size());
  std::vector<Value> flat;
  for (size_t j = 0; j < wanted.size(); ++j) {
    grads[wanted[j]] = make_eager_tensor(std::move(results[j]));
    flat.push_back(grads[wanted[j]]);
  }
  // An outer tape cannot differentiate this call's gradient again: its
  // forward was not replayed where that tape could see it (TF's LookupError
  // when the gradient reaches these tensors, rather than a silent None).
  if (tapes_recording() && !flat.empty())
    record_function_call_on_tapes(in, list_value(flat), nullptr, nullptr, {});
  return grads;
}

}  // namespace minitf
