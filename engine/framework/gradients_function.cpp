// The gradient of a tf.function called eagerly under a tape: the graph's
// ops are replayed eagerly, through the ordinary dispatch, under a tape of
// their own, and differentiated there (TF builds a backward function graph
// instead). A cond replays the branch its predicate picks, a while loop its
// iterations, so the tape records what ran. Only pure graphs are replayed
// (tape.cpp decides), so the replay computes the values the call computed;
// prints are not replayed.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/operators.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

using Variables = std::unordered_map<const void*, Value>;  // resource -> variable object

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

}  // namespace

std::vector<Value> function_call_gradient(Interpreter& in, const Graph& g,
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

}  // namespace minitf
