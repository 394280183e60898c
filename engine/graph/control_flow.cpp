// Functional control flow in graphs: If (tf.cond) and While (tf.while_loop),
// built as TF 2's cond_v2/while_v2 build them: one node owning its branch or
// cond/body graphs, inputs made of the outer tensors those graphs capture,
// outputs through Identity nodes in the op's name scope. The executor runs
// them natively (plan.cpp).
#include <algorithm>

#include "graph/graph_errors.h"

namespace minitf {

namespace {

// Graph names of branch functions: TF's "cond_true_<uid>" without the uid, so
// listings are deterministic.
std::string function_name(const std::string& scope, const char* suffix) {
  std::string s = scope;
  std::replace(s.begin(), s.end(), '/', '_');
  return s + "_" + suffix;
}

// The most specific shape both branches' shapes fit (TF's
// most_specific_compatible_shape).
Shape merge_shapes(const Shape& a, const Shape& b) {
  if (a == b) return a;
  if (!a.known_rank() || !b.known_rank() || a.rank() != b.rank()) return Shape::unknown_rank();
  Shape out = a;
  for (int i = 0; i < a.rank(); ++i)
    if (a[i] != b[i]) out.set_dim(i, Shape::kUnknownDim);
  return out;
}

bool any_stateful(const std::vector<std::shared_ptr<Graph>>& graphs) {
  for (const auto& g : graphs)
    if (g->has_stateful_nodes()) return true;
  return false;
}

}  // namespace

std::unique_ptr<Graph> Graph::new_subgraph(std::string name) {
  auto g = std::make_unique<Graph>(std::move(name), options_);
  g->outer_ = this;
  return g;
}

void Graph::retain(std::unique_ptr<Graph> g) {
  if (g) retained_.push_back(std::move(g));
}

// Gives every graph of `graphs` (sub-graphs of this one) a placeholder for
// every outer tensor any of them captured, after their first `first_capture`
// inputs (parameters) and in one common order, which it returns as the
// node's extra inputs.
void Graph::unify_captures(const std::vector<Graph*>& graphs, size_t first_capture,
                           std::vector<Output>* outer_inputs) {
  std::vector<Output> all;
  for (Graph* g : graphs) {
    if (g->outer_ != this)
      throw_graph_error("'" + g->name() + "' is not a sub-graph of '" + name_ + "'");
    if (g->inputs_.size() < first_capture + g->captures_.size())
      throw_graph_error("'" + g->name() + "' lacks its loop-variable placeholders");
    for (size_t i = 0; i < first_capture; ++i)
      for (const auto& c : g->captures_)
        if (c.second == g->inputs_[i])
          throw_graph_error("'" + g->name() + "': loop-variable placeholders must come first");
    for (const auto& c : g->captures_)
      if (std::find(all.begin(), all.end(), c.first) == all.end()) all.push_back(c.first);
  }
  for (Graph* g : graphs) {
    std::vector<Node*> inputs(g->inputs_.begin(),
                              g->inputs_.begin() + static_cast<std::ptrdiff_t>(first_capture));
    for (const Output& o : all) inputs.push_back(g->capture(o).node);
    g->inputs_ = std::move(inputs);
  }
  outer_inputs->insert(outer_inputs->end(), all.begin(), all.end());
}

std::vector<Output> Graph::add_cond(Output pred, std::unique_ptr<Graph> then_graph,
                                    std::unique_ptr<Graph> else_graph, std::string_view name) {
  pred = resolve(pred);
  if (pred.shape().known_rank() && pred.shape().rank() != 0) {
    throw TensorError(TensorError::Value,
                      "Shape must be rank 0 but is rank " + std::to_string(pred.shape().rank()) +
                          " for the predicate of a cond: " + graph_tensor_str(pred));
  }
  const auto& then_out = then_graph->outputs();
  const auto& else_out = else_graph->outputs();
  if (then_out.size() != else_out.size()) {
    throw TensorError(TensorError::Value,
                      "true_fn and false_fn arguments to tf.cond must have the same number, type, "
                      "and overall structure of return values.\n\ntrue_fn output: " +
                          std::to_string(then_out.size()) + " tensors\nfalse_fn output: " +
                          std::to_string(else_out.size()) + " tensors");
  }
  std::vector<TensorSpec> specs;
  for (size_t i = 0; i < then_out.size(); ++i) {
    DType a = then_out[i].dtype(), b = else_out[i].dtype();
    if (a != b || then_out[i].node->is_resource() || else_out[i].node->is_resource()) {
      throw TensorError(TensorError::Type, "Output " + std::to_string(i) +
                                               " of the cond has dtype " + dtype_name(a) +
                                               " in the true branch, but dtype " + dtype_name(b) +
                                               " in the false branch");
    }
    specs.push_back(TensorSpec{a, merge_shapes(then_out[i].shape(), else_out[i].shape())});
  }
  std::vector<Output> inputs{pred};
  unify_captures({then_graph.get(), else_graph.get()}, 0, &inputs);

  std::string scope = push_name_scope(name);
  Node* n = new_node(NodeKind::If, scope, "If");
  n->inputs = std::move(inputs);
  n->outputs = std::move(specs);
  then_graph->name_ = function_name(scope, "true");
  else_graph->name_ = function_name(scope, "false");
  n->subgraphs.push_back(std::move(then_graph));
  n->subgraphs.push_back(std::move(else_graph));
  bool stateful = any_stateful(n->subgraphs);
  if (stateful) chain_stateful(n);
  if (!stateful && !options_.tf2_0) n->type = "StatelessIf";
  std::vector<Output> results;
  for (size_t i = 0; i < n->outputs.size(); ++i)
    results.push_back(add_identity(n->out(static_cast<int>(i))));
  pop_name_scope();
  return results;
}

std::vector<Output> Graph::add_while(Span<Output> loop_vars, std::unique_ptr<Graph> cond_graph,
                                     std::unique_ptr<Graph> body_graph, std::string_view name) {
  std::vector<Output> inputs;
  for (const Output& x : loop_vars) inputs.push_back(resolve(x));
  const size_t n_vars = inputs.size();
  const auto& params = body_graph->inputs();
  if (params.size() < n_vars || cond_graph->inputs().size() < n_vars)
    throw_graph_error("while: the cond and body graphs need one placeholder per loop variable");
  for (size_t i = 0; i < n_vars; ++i) {
    for (const Graph* g : {cond_graph.get(), body_graph.get()}) {
      const TensorSpec& p = g->inputs()[i]->outputs[0];
      if (p.dtype != inputs[i].dtype() || !p.shape.compatible_with(inputs[i].shape()))
        throw_graph_error("while: placeholder " + std::to_string(i) + " of '" + g->name() +
                          "' does not fit loop variable " + graph_tensor_str(inputs[i]));
    }
  }
  const auto& cond_out = cond_graph->outputs();
  if (cond_out.size() != 1 ||
      (cond_out[0].shape().known_rank() && cond_out[0].shape().rank() != 0)) {
    throw TensorError(TensorError::Value,
                      "the condition of a while loop must return a single scalar; it returned " +
                          std::to_string(cond_out.size()) + " tensors" +
                          (cond_out.size() == 1 ? " of shape " + cond_out[0].shape().str() : ""));
  }
  const auto& body_out = body_graph->outputs();
  if (body_out.size() != n_vars) {
    throw TensorError(TensorError::Value, "the body of a while loop must return " +
                                              std::to_string(n_vars) + " loop variables, not " +
                                              std::to_string(body_out.size()));
  }
  std::vector<TensorSpec> specs;
  for (size_t i = 0; i < n_vars; ++i) {
    const TensorSpec& p = params[i]->outputs[0];
    if (body_out[i].dtype() != p.dtype) {
      throw TensorError(TensorError::Type, "Loop variable " + std::to_string(i) +
                                               " enters the loop with type " + dtype_name(p.dtype) +
                                               ", but has type " + dtype_name(body_out[i].dtype()) +
                                               " after one iteration.");
    }
    if (!p.shape.compatible_with(body_out[i].shape()) ||
        (p.shape.known_rank() && body_out[i].shape().known_rank() &&
         body_out[i].shape().rank() != p.shape.rank())) {
      throw TensorError(TensorError::Value,
                        "Input tensor '" + inputs[i].name() + "' enters the loop with shape " +
                            p.shape.str() + ", but has shape " + body_out[i].shape().str() +
                            " after one iteration. To allow the shape to vary across iterations, "
                            "use the `shape_invariants` argument of tf.while_loop to specify a "
                            "less-specific shape.");
    }
    specs.push_back(p);
  }
  unify_captures({cond_graph.get(), body_graph.get()}, n_vars, &inputs);

  std::string scope = push_name_scope(name);
  Node* n = new_node(NodeKind::While, scope, "While");
  n->inputs = std::move(inputs);
  n->outputs = std::move(specs);
  n->num_loop_vars = static_cast<int>(n_vars);
  cond_graph->name_ = function_name(scope, "cond");
  body_graph->name_ = function_name(scope, "body");
  n->subgraphs.push_back(std::move(cond_graph));
  n->subgraphs.push_back(std::move(body_graph));
  bool stateful = any_stateful(n->subgraphs);
  if (stateful) chain_stateful(n);
  if (!stateful && !options_.tf2_0) n->type = "StatelessWhile";
  std::vector<Output> results;
  for (size_t i = 0; i < n_vars; ++i) results.push_back(add_identity(n->out(static_cast<int>(i))));
  pop_name_scope();
  return results;
}

Node* Graph::copy_control_flow(const Node& like, Span<Output> inputs, std::string_view name) {
  MINITF_ASSERT(like.kind == NodeKind::If || like.kind == NodeKind::While,
                "copy_control_flow of a node that is neither If nor While");
  MINITF_ASSERT(inputs.size() == like.inputs.size(), "copy_control_flow's input count");
  std::vector<Output> ins;
  for (const Output& x : inputs) ins.push_back(resolve(x));
  Node* n = new_node(like.kind, node_name(name, like.type), like.type);
  n->inputs = std::move(ins);
  n->outputs = like.outputs;
  n->attrs = like.attrs;
  n->num_loop_vars = like.num_loop_vars;
  n->subgraphs = like.subgraphs;
  if (like.stateful) chain_stateful(n);
  return n;
}

}  // namespace minitf
