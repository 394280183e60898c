// The gradient of tf.cond (TF's cond_v2): an If node on the same predicate
// whose branches differentiate the forward branches. Each gradient branch
// rebuilds its forward branch's nodes (the branch's forward values exist
// only inside the forward If, and TF instead adds them as extra outputs of
// it), then backprops through them with the same gradient functions. The
// rebuilt branch is pure, so it computes the same values.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/tape.h"
#include "framework/trace_op.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

// The variables the branches read, in first-read order.
std::vector<VariableHandle> branch_variables(const Node& node) {
  std::vector<VariableHandle> vars;
  for (const auto& b : node.subgraphs)
    for (const auto& n : b->nodes())
      if (n->kind == NodeKind::ResourcePlaceholder) {
        bool seen = false;
        for (const auto& v : vars) seen = seen || v == n->resource;
        if (!seen) vars.push_back(n->resource);
      }
  return vars;
}

// Rebuilds `fb`'s nodes in `gb` (the current graph): its parameters are the
// If node's inputs, captured. Returns the rebuilt node of each forward node.
std::unordered_map<const Node*, Node*> rebuild_branch(const Node& node, const Graph& fb,
                                                      Graph& gb) {
  std::unordered_map<const Node*, Node*> map;
  for (size_t k = 0; k < fb.inputs().size(); ++k)
    map[fb.inputs()[k]] = gb.capture(node.inputs[k + 1]).node;
  rebuild_nodes(fb, gb, &map, "tf.cond");
  return map;
}

}  // namespace

void rebuild_nodes(const Graph& f, Graph& g, std::unordered_map<const Node*, Node*>* map,
                   const char* what) {
  for (const auto& up : f.nodes()) {
    const Node* n = up.get();
    if (map->count(n)) continue;
    auto mapped = [&](const Output& o) { return Output{map->at(o.node), o.index}; };
    switch (n->kind) {
      case NodeKind::Const:
        (*map)[n] = g.add_const(n->value, n->name).node;
        break;
      case NodeKind::ResourcePlaceholder:
        (*map)[n] = capture_variable_resource(g, n->resource).node;
        break;
      case NodeKind::ReadVariable:
        (*map)[n] = g.read_variable(mapped(n->inputs[0])).node;
        break;
      case NodeKind::Op: {
        if (n->op->stateful)
          throw_not_implemented(std::string("minitf: the gradient of a ") + what + " that runs " +
                                n->op->name + " (a stateful op) is not supported");
        std::vector<Output> ins;
        for (const Output& o : n->inputs) ins.push_back(mapped(o));
        (*map)[n] = g.add_op(*n->op, Span<Output>(ins.data(), ins.size()), n->attrs, n->name);
        break;
      }
      case NodeKind::If:
      case NodeKind::While: {
        // A cond or loop nested here: a copy on the mapped inputs, running
        // the same branch or body graphs (their gradients rebuild those).
        if (n->stateful)
          throw_not_implemented(std::string("minitf: the gradient of a ") + what +
                                " that runs a stateful op inside a nested " + n->type +
                                " is not supported");
        std::vector<Output> ins;
        for (const Output& o : n->inputs) ins.push_back(mapped(o));
        (*map)[n] = g.copy_control_flow(*n, Span<Output>(ins.data(), ins.size()), n->name);
        break;
      }
      default:
        throw_not_implemented(std::string("minitf: the gradient of a ") + what + " that has a " +
                              n->type + " node is not supported");
    }
  }
}

std::vector<std::pair<GraphGradKey, Value>> cond_gradient(Interpreter& in, const Node& node,
                                                          const std::vector<Value>& out_grads) {
  TraceContext* trace = active_trace(in);
  MINITF_ASSERT(trace, "a cond gradient outside a graph");
  Graph& cur = trace->graph();
  std::vector<VariableHandle> vars = branch_variables(node);
  const size_t n_inputs = node.inputs.size() - 1;
  std::unique_ptr<Graph> branches[2];
  for (int b = 0; b < 2; ++b) {
    const Graph& fb = *node.subgraphs[size_t(b)];
    branches[b] = cur.new_subgraph(b == 0 ? "cond_grad_true" : "cond_grad_false");
    Graph& gb = *branches[b];
    GraphScope scope(in, &gb);
    std::unordered_map<const Node*, Node*> map = rebuild_branch(node, fb, gb);
    size_t count = gb.nodes().size();
    GraphGrads grads;
    for (size_t i = 0; i < fb.outputs().size() && i < out_grads.size(); ++i) {
      const Output& o = fb.outputs()[i];
      if (out_grads[i].is_none() || !dtype_is_trainable(o.dtype())) continue;
      accumulate_graph_grad(in, &grads, {map.at(o.node), o.index}, out_grads[i]);
    }
    backprop_graph(in, gb, 0, count, "grad", &grads);
    std::vector<Output> outs;
    for (size_t k = 0; k < n_inputs; ++k) {
      if (!dtype_is_trainable(node.inputs[k + 1].dtype())) continue;
      Output p = map.at(fb.inputs()[k])->out();
      Value g = grads.get(in, {p.node, p.index});
      if (g.is_none()) g = grad::op(in, OpId::ZerosLike, {make_symbolic_tensor(in, p)});
      outs.push_back(graph_tensor(in, g));
    }
    for (const VariableHandle& v : vars) {
      Value g = grads.get(in, {v.get(), -1});
      if (g.is_none()) {
        Output r = gb.read_variable(capture_variable_resource(gb, v));
        g = grad::op(in, OpId::ZerosLike, {make_symbolic_tensor(in, r)});
      }
      outs.push_back(graph_tensor(in, g));
    }
    gb.set_outputs(outs);
  }
  std::vector<Output> res =
      cur.add_cond(node.inputs[0], std::move(branches[0]), std::move(branches[1]), "If");
  // An outer tape differentiates this If in turn (higher-order gradients).
  record_control_flow_on_tapes(in, res);
  std::vector<std::pair<GraphGradKey, Value>> result;
  size_t j = 0;
  for (size_t k = 0; k < n_inputs; ++k) {
    if (!dtype_is_trainable(node.inputs[k + 1].dtype())) continue;
    result.push_back({graph_grad_key(node.inputs[k + 1]), make_symbolic_tensor(in, res[j++])});
  }
  for (const VariableHandle& v : vars)
    result.push_back({{v.get(), -1}, make_symbolic_tensor(in, res[j++])});
  return result;
}

}  // namespace minitf
