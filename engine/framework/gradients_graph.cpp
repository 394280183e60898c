// tf.gradients (TF's gradients_util): symbolic differentiation of a graph
// being built, from its nodes instead of a tape. The same gradient functions
// run with the forward nodes' tensors; the backward ops are added to the
// current graph under "gradients/<op>_grad/", as TF names them.
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

GraphGradKey value_key(const Value& v) {
  if (is_variable(v)) return {v.as<VariableObj>()->slot.get(), -1};
  return graph_grad_key(symbolic_output(v));
}

// Enters "<scope>/" as is (TF's name_scope for a name ending in '/').
class NameScope {
 public:
  NameScope(Graph& g, const std::string& name) : g_(g) { g_.push_name_scope(name + "/"); }
  ~NameScope() { g_.pop_name_scope(); }
  NameScope(const NameScope&) = delete;
  NameScope& operator=(const NameScope&) = delete;

 private:
  Graph& g_;
};

}  // namespace

GraphGradKey graph_grad_key(const Output& o) {
  if (o.node->is_resource()) return {o.node->resource.get(), -1};
  return {o.node, o.index};
}

void accumulate_graph_grad(Interpreter&, GraphGrads* grads, const GraphGradKey& k, const Value& v) {
  grads->add(k, v);
}

void backprop_graph(Interpreter& in, const Graph& g, size_t first, size_t count,
                    const std::string& base, GraphGrads* grads, const ForwardValues* values) {
  auto accumulate = [&](const GraphGradKey& k, const Value& v) {
    accumulate_graph_grad(in, grads, k, v);
  };
  Graph& cur = *current_graph(in);
  auto value_of = [&](const Output& o) { return values ? values->at(graph_grad_key(o)) : o; };
  // Nodes are in creation order, a topological order: walk it backwards.
  // Indices, not iterators: the backward ops may be appended to the same graph.
  for (size_t j = count; j-- > first;) {
    Node* n = g.nodes()[j].get();
    std::vector<Value> out_grads(n->outputs.size());
    bool any = false;
    for (size_t i = 0; i < n->outputs.size(); ++i) {
      out_grads[i] = grads->get(in, {n, int(i)});
      any = any || !out_grads[i].is_none();
    }
    if (!any) continue;
    if (n->kind == NodeKind::ReadVariable) {
      accumulate(graph_grad_key(n->inputs[0]), out_grads[0]);
      continue;
    }
    if (n->kind == NodeKind::If || n->kind == NodeKind::While) {
      NameScope scope(cur, base + "/" + n->name + "_grad");
      const Node* node = n;
      // Another graph's node: a copy here on the values of its inputs, whose
      // gradient keys lead back to the forward inputs.
      std::unordered_map<GraphGradKey, GraphGradKey, GraphGradKeyHash> back;
      if (values) {
        std::vector<Output> ins;
        for (const Output& o : n->inputs) {
          ins.push_back(value_of(o));
          back[graph_grad_key(ins.back())] = graph_grad_key(o);
        }
        node = cur.copy_control_flow(*n, Span<Output>(ins.data(), ins.size()), n->name);
      }
      std::vector<std::pair<GraphGradKey, Value>> in_grads =
          n->kind == NodeKind::If ? cond_gradient(in, *node, out_grads)
                                  : while_gradient(in, *node, out_grads);
      for (const auto& kv : in_grads) {
        auto it = back.find(kv.first);
        accumulate(it == back.end() ? kv.first : it->second, kv.second);
      }
      continue;
    }
    if (n->kind != NodeKind::Op) continue;
    const GradEntry& ge = gradient_entry(n->op->id);
    if (ge.kind == GradKind::NotDifferentiable) continue;
    if (ge.kind == GradKind::Missing)
      throw_exc(types().LookupError,
                std::string("gradient registry has no entry for: ") + n->op->name);
    NameScope scope(cur, base + "/" + n->name + "_grad");
    std::vector<Value> inputs, outputs;
    for (const Output& o : n->inputs) inputs.push_back(make_symbolic_tensor(in, value_of(o)));
    for (size_t i = 0; i < n->outputs.size(); ++i) {
      outputs.push_back(make_symbolic_tensor(in, value_of(n->out(int(i)))));
      if (out_grads[i].is_none()) out_grads[i] = grad::op(in, OpId::ZerosLike, {outputs[i]});
    }
    std::vector<Value> in_grads = ge.fn(in, GradOp{*n->op, n->attrs, inputs, outputs}, out_grads);
    for (size_t i = 0; i < in_grads.size(); ++i) {
      if (in_grads[i].is_none() || !dtype_is_trainable(n->inputs[i].dtype())) continue;
      accumulate(graph_grad_key(n->inputs[i]), in_grads[i]);
    }
  }
}

std::vector<Value> graph_gradients(Interpreter& in, const std::vector<Value>& ys,
                                   const std::vector<Value>& xs, const std::vector<Value>& grad_ys,
                                   bool unconnected_zero) {
  TraceContext* trace = active_trace(in);
  MINITF_ASSERT(trace, "tf.gradients outside a graph");
  Graph& g = trace->graph();
  // A unique "gradients" scope ("gradients_1" for a second call), entered as is.
  std::string base = g.push_name_scope("gradients");
  g.pop_name_scope();
  NameScope outer(g, base);
  GraphGrads grads;
  for (size_t i = 0; i < ys.size(); ++i) {
    const Value& gy = i < grad_ys.size() ? grad_ys[i] : Value();
    accumulate_graph_grad(in, &grads, value_key(ys[i]),
                          gy.is_none() ? grad::op(in, OpId::OnesLike, {ys[i]}) : gy);
  }
  backprop_graph(in, g, 0, g.nodes().size(), base, &grads);
  std::vector<Value> result;
  for (const Value& x : xs) {
    Value g = grads.get(in, value_key(x));
    if (g.is_none() && unconnected_zero) g = grad::op(in, OpId::ZerosLike, {x});
    result.push_back(g);
  }
  return result;
}

}  // namespace minitf
