// Internal to the gradient files: the table they fill and shared helpers.
#pragma once

#include <unordered_map>
#include <utility>

#include "framework/gradients.h"
#include "framework/tape.h"

namespace minitf {

struct GradTable {
  GradEntry entries[static_cast<int>(OpId::kCount)];
  void fn(OpId id, GradFn f) {
    GradEntry& e = entries[static_cast<int>(id)];
    MINITF_ASSERT(e.kind == GradKind::Missing, "a gradient registered twice");
    e.kind = GradKind::Function;
    e.fn = f;
  }
  void not_differentiable(OpId id) {
    GradEntry& e = entries[static_cast<int>(id)];
    MINITF_ASSERT(e.kind == GradKind::Missing, "a gradient registered twice");
    e.kind = GradKind::NotDifferentiable;
  }
};

void register_math_gradients(GradTable& t);
void register_array_gradients(GradTable& t);
void register_nn_gradients(GradTable& t);
void register_index_gradients(GradTable& t);
void register_linalg_gradients(GradTable& t);
void register_py_func_gradient(GradTable& t);

// The gradients reaching each tensor during backprop, kept apart until the
// tensor's own gradient is read (when the op that made it is reached, or at
// the end), then summed once by grad::sum_n, as TF aggregates them (one AddN).
template <class Key, class Hash>
class GradSums {
 public:
  void add(const Key& k, const Value& v) { parts_[k].push_back(v); }
  bool has(const Key& k) const { return parts_.count(k) != 0; }
  // The sum for k; None when nothing reached k.
  Value get(Interpreter& in, const Key& k) {
    auto it = parts_.find(k);
    if (it == parts_.end()) return Value();
    if (it->second.size() > 1) {
      Value sum = grad::sum_n(in, it->second);
      it->second.assign(1, sum);
    }
    return it->second[0];
  }

 private:
  std::unordered_map<Key, std::vector<Value>, Hash> parts_;
};

// ---- graph backprop (gradients_graph.cpp, gradients_cond.cpp) --------------------

// A graph tensor (node, output) or a variable's resource (resource, -1).
using GraphGradKey = std::pair<const void*, int>;
struct GraphGradKeyHash {
  size_t operator()(const GraphGradKey& k) const {
    return std::hash<const void*>()(k.first) ^ size_t(uint64_t(k.second) * kIndexHashMultiplier);
  }
};
using GraphGrads = GradSums<GraphGradKey, GraphGradKeyHash>;
GraphGradKey graph_grad_key(const Output& o);
void accumulate_graph_grad(Interpreter& in, GraphGrads* grads, const GraphGradKey& k,
                           const Value& v);
// Where backprop_graph finds the values of another graph's tensors: the
// current graph's tensor standing for each (a backward function's inputs).
using ForwardValues = std::unordered_map<GraphGradKey, Output, GraphGradKeyHash>;
// Backprop over nodes [first, count) of g, backwards, from and into
// `grads`; the backward ops go into the current graph, those of node N under
// "<base>/N_grad/". The forward values are g's own tensors (g is the current
// graph), or, with `values`, the tensors they map to.
void backprop_graph(Interpreter& in, const Graph& g, size_t first, size_t count,
                    const std::string& base, GraphGrads* grads,
                    const ForwardValues* values = nullptr);
// Rebuilds the nodes of graph f that `map` does not map yet (its inputs,
// mapped by the caller) into g, the current graph; pure nodes only, nested
// conds and loops as copies sharing their graphs (`what` names the
// construct in the error for others).
void rebuild_nodes(const Graph& f, Graph& g, std::unordered_map<const Node*, Node*>* map,
                   const char* what);
// The gradient of an If node (TF's cond_v2 gradient): an If on the same
// predicate whose branches differentiate the forward branches, given the
// gradients of the node's results (None where missing). Returns the
// gradients of its inputs and of the variables its branches read.
std::vector<std::pair<GraphGradKey, Value>> cond_gradient(Interpreter& in, const Node& node,
                                                          const std::vector<Value>& out_grads);

// The gradient of a While node (TF's while_v2 gradient): a forward loop that
// also keeps each iteration's loop variables, then a backward loop that walks
// them in reverse through the body's gradient. Returns the gradients of the
// node's inputs (loop variables and captures) and of the variables its body reads.
std::vector<std::pair<GraphGradKey, Value>> while_gradient(Interpreter& in, const Node& node,
                                                           const std::vector<Value>& out_grads);

// The gradient of an eager tf.function call with respect to `inputs` (its
// placeholders' tensors, then the variables it reads), seeded with
// `out_grads` (one per graph output, None where missing): a backward
// function graph that reads the call's intermediate values, built and run.
std::vector<Value> function_call_gradient(Interpreter& in, const FunctionCallRecord& call,
                                          const std::vector<Value>& inputs,
                                          const std::vector<Value>& out_grads);

// The shape of a reduction's output with the reduced axes kept as 1, as an
// int32 tensor (the reduction axes must be known while building).
Value reduction_kept_shape(Interpreter& in, const Value& x, const Value& axes);
// The gradient of a sum over `axes` of x: g broadcast back to x's shape.
Value reduction_grad_broadcast(Interpreter& in, const Value& g, const Value& x, const Value& axes,
                               const Attrs& attrs);

}  // namespace minitf
