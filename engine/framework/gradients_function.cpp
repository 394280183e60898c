// The gradient of a tf.function called eagerly under a tape: the graph's
// ops are replayed eagerly, through the ordinary dispatch, under a tape of
// their own, and differentiated there (TF builds a backward function graph
// instead). Only pure graphs are replayed (tape.cpp decides), so the replay
// computes the values the call computed; prints are not replayed.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/operators.h"
#include "framework/variable_object.h"

namespace minitf {

std::vector<Value> function_call_gradient(Interpreter& in, const Graph& g,
                                          const std::vector<Value>& inputs,
                                          const std::vector<Value>& out_grads) {
  const size_t params = g.inputs().size();
  std::unordered_map<const Node*, size_t> param_index;
  for (size_t i = 0; i < params; ++i) param_index[g.inputs()[i]] = i;
  std::unordered_map<const void*, Value> variables;  // resource -> variable object
  for (size_t i = params; i < inputs.size(); ++i)
    variables[inputs[i].as<VariableObj>()->slot.get()] = inputs[i];
  auto tape = std::make_shared<Tape>(false, false);
  for (const Value& v : inputs) {
    // numpy arguments are no tensors to the tape: nothing to differentiate.
    const Tensor* t = tensor_operand(v);
    if (t && dtype_is_trainable(t->dtype())) tape->watch(v);
  }
  std::unordered_map<const Node*, std::vector<Value>> vals;
  push_tape(tape);
  try {
    for (const auto& up : g.nodes()) {
      const Node* n = up.get();
      switch (n->kind) {
        case NodeKind::Placeholder:
          vals[n] = {inputs[param_index.at(n)]};
          break;
        case NodeKind::ResourcePlaceholder:
          vals[n] = {variables.at(n->resource.get())};
          break;
        case NodeKind::Const:
          vals[n] = {make_eager_tensor(n->value)};
          break;
        case NodeKind::ReadVariable:
          vals[n] = {vals.at(n->inputs[0].node)[0]};
          break;
        case NodeKind::Op: {
          OpInputs oi;
          for (const Output& o : n->inputs)
            add_tensor_input(in, oi, vals.at(o.node)[size_t(o.index)]);
          vals[n] = dispatch_op_n(in, n->op->id, oi, n->attrs);
          break;
        }
        default:  // prints: not replayed
          break;
      }
    }
  } catch (...) {
    pop_tape(tape.get());
    throw;
  }
  pop_tape(tape.get());
  std::vector<Value> targets, seeds;
  for (size_t i = 0; i < g.outputs().size() && i < out_grads.size(); ++i) {
    if (out_grads[i].is_none()) continue;
    const Output& o = g.outputs()[i];
    targets.push_back(vals.at(o.node)[size_t(o.index)]);
    seeds.push_back(out_grads[i]);
  }
  return tape_gradient(in, *tape, targets, inputs, seeds, false);
}

}  // namespace minitf
