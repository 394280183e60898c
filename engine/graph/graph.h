// The graph IR: what tracing a @tf.function produces and the executor runs.
//
// A Graph is TF's FuncGraph: nodes in creation order (which is always a
// topological order, since a node's inputs exist before it), TF-style names
// ("x", "add", "add_1", "cond/Identity"), placeholders for parameters and
// captured outer tensors, and the function's outputs. Registry ops ("AddV2")
// are nodes holding their OpDef; the few operations whose "kernel" is the
// executor or touches state outside tensors are node kinds of their own:
// placeholders, constants, variable resources and their ops, StringFormat /
// PrintV2, and the functional control flow ops If and While, which own their
// branch / cond / body graphs.
//
// Every stateful node (variable reads and updates, PrintV2, random ops, and
// control flow containing any of them) gets an automatic control dependency
// on the previous stateful node of its graph, so program order is kept even
// when no data flows between them (TF's automatic control dependencies).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "graph/variable.h"
#include "ops/registry.h"

namespace minitf {

class Graph;
struct Node;

// One output of a node: a symbolic tensor, named "add:0".
struct Output {
  Node* node = nullptr;
  int index = 0;

  std::string name() const;
  const TensorSpec& spec() const;
  DType dtype() const { return spec().dtype; }
  const Shape& shape() const { return spec().shape; }
  // The value when known while building (constants and what folds from
  // them); null otherwise. Inference of later ops reads it.
  const Tensor* static_value() const;
  // An int vector known in part while building (TF's ConstantPartialShape):
  // -1 where unknown; null when nothing is known.
  const std::vector<int64_t>* partial_value() const;
  bool operator==(const Output& o) const { return node == o.node && index == o.index; }
  bool operator!=(const Output& o) const { return !(*this == o); }
};

enum class NodeKind : uint8_t {
  Placeholder,          // a graph input: parameter or captured outer tensor
  ResourcePlaceholder,  // a captured variable, bound to its resource while building
  Const,                // a constant or a captured eager tensor (by value)
  Op,                   // a registry op
  ReadVariable,         // ReadVariableOp(resource)
  AssignVariable,       // AssignVariableOp(resource, value)
  AssignAddVariable,    // AssignAddVariableOp(resource, value)
  AssignSubVariable,    // AssignSubVariableOp(resource, value)
  StringFormat,         // StringFormat(inputs...) -> string scalar
  PrintV2,              // PrintV2(string scalar): writes through the run's print sink
  If,                   // If/StatelessIf(pred, inputs...): then/else graphs
  While,                // While/StatelessWhile(loop vars..., captures...): cond/body graphs
};

struct Node {
  std::string name;
  NodeKind kind = NodeKind::Op;
  const char* type = "";       // TF's op type: "AddV2", "Placeholder", "StatelessIf"
  const OpDef* op = nullptr;   // NodeKind::Op only
  Graph* graph = nullptr;      // the graph that owns this node
  int id = 0;                  // position in the graph's node list
  std::vector<Output> inputs;  // data inputs
  std::vector<Node*> control_inputs;
  Attrs attrs;
  std::vector<TensorSpec> outputs;
  bool stateful = false;
  // Const: the value. Other nodes: the value folded while building, when
  // has_static_value (small pure ops of known inputs, Shape of a known shape).
  Tensor value;
  bool has_static_value = false;
  // The partial value of an int vector output (Shape of a partly known shape,
  // Pack of scalars some of which are known, ConcatV2 of such vectors).
  std::vector<int64_t> partial;
  bool has_partial_value = false;
  VariableHandle resource;  // ResourcePlaceholder
  // If: then, else. While: cond, body. Shared: a pruned copy of the graph
  // (tf.Session's) runs the same branch and body graphs.
  std::vector<std::shared_ptr<Graph>> subgraphs;
  int num_loop_vars = 0;  // While: outputs; inputs past it are captures
  // While: the loop whose loop variables this loop re-runs and stacks for a
  // gradient (a while-loop gradient's forward loop), else null. Its gradient
  // is that loop's, given the stacks' gradients too (higher orders).
  const Node* stacks_loop = nullptr;

  Output out(int i = 0) { return Output{this, i}; }
  bool is_resource() const { return kind == NodeKind::ResourcePlaceholder; }
};

struct GraphOptions {
  // TF 2.0 (the talk's release) emitted If/While for every cond and while loop
  // and worded trace-time shape errors "for 'add' (op: 'AddV2')"; later
  // releases emit StatelessIf/StatelessWhile when no stateful op is inside
  // and say "for '{{node add}} = AddV2[T=DT_FLOAT](x, y)'".
  bool tf2_0 = false;
};

class Graph {
 public:
  explicit Graph(std::string name = "graph", GraphOptions options = {});
  ~Graph();
  Graph(const Graph&) = delete;
  Graph& operator=(const Graph&) = delete;

  const std::string& name() const { return name_; }
  const GraphOptions& options() const { return options_; }
  Graph* outer() const { return outer_; }

  // ---- naming (naming.cpp) --------------------------------------------------
  // TF's Graph.unique_name: the current name scope is prefixed; a used name
  // (compared case-insensitively) gets "_1", "_2", ..., skipping suffixed
  // names already in use; the result keeps the given capitalization.
  std::string unique_name(std::string_view name, bool mark_as_used = true);
  // TF's name_scope: enters the unique scope for `name` and returns it
  // ("cond", then "cond_1"); a name ending in '/' is entered as is.
  std::string push_name_scope(std::string_view name);
  void pop_name_scope();
  const std::string& name_scope() const { return scope_stack_.back(); }
  // The name a builder gives a node asked to be called `name` (`fallback`
  // when empty): unique_name(name), except that a name ending in '/' (a scope
  // push_name_scope returned, plus '/') is taken as is, without the slash, as
  // TF's create_op does. That is how `x + 1.0` gets "add" for the op and
  // "add/y" for the constant made inside its scope.
  std::string node_name(std::string_view name, std::string_view fallback);

  // ---- nodes -----------------------------------------------------------------
  const std::vector<std::unique_ptr<Node>>& nodes() const { return nodes_; }
  Node* find_node(std::string_view name) const;  // by exact name; null if none
  // The graph's inputs in order: parameters, then captured outer tensors.
  const std::vector<Node*>& inputs() const { return inputs_; }
  const std::vector<Output>& outputs() const { return outputs_; }
  bool has_stateful_nodes() const { return last_stateful_ != nullptr; }

  // ---- building (graph.cpp) -----------------------------------------------
  // Inputs from an enclosing graph are captured automatically (see capture).
  Output add_placeholder(std::string_view name, DType dtype, const Shape& shape);
  Output add_const(Tensor value, std::string_view name = "Const");
  // A registry op named node_name(name, op type). Runs the
  // op's inference: a dtype mismatch throws TensorError(Type) with TF's graph
  // text; other inference errors throw TensorError(Value) with TF's
  // shape-function wording.
  Node* add_op(const OpDef& op, Span<Output> inputs, Attrs attrs = {}, std::string_view name = {});
  Output add_op1(const OpDef& op, Span<Output> inputs, Attrs attrs = {},
                 std::string_view name = {}) {
    return add_op(op, inputs, std::move(attrs), name)->out(0);
  }
  Output add_identity(Output x, std::string_view name = "Identity");
  // Makes `node` run after `dep` (both in this graph, `dep` created first).
  void add_control_input(Node* node, Node* dep);
  void set_outputs(std::vector<Output> outputs);
  // TF's FuncGraph convention: each returned tensor passes through an
  // Identity node ("Identity", "Identity_1", ...), which become the outputs.
  std::vector<Output> add_function_outputs(Span<Output> outputs);

  // ---- captures (graph.cpp) -----------------------------------------------
  // `outer` as seen from this graph: itself when it belongs here; otherwise a
  // placeholder standing for it (for a constant too, keeping its value for
  // inference), created once per outer tensor, through every graph in
  // between. A tensor from a graph that does not enclose this one throws
  // TensorError(Value) with TF's InaccessibleTensorError text.
  Output capture(Output outer);
  // The placeholders standing for outer tensors: (outer tensor, placeholder).
  const std::vector<std::pair<Output, Node*>>& captures() const { return captures_; }
  // A variable captured by reference: one resource placeholder per variable.
  Output capture_variable(const VariableHandle& v, std::string_view name = "Variable");

  // ---- variables (variable_ops.cpp) ------------------------------------------
  Output read_variable(Output resource, std::string_view name = "ReadVariableOp");
  // kind: AssignVariable, AssignAddVariable or AssignSubVariable.
  Node* assign_variable(NodeKind kind, Output resource, Output value, std::string_view name = {});

  // ---- print (print_ops.cpp) -----------------------------------------------
  // StringFormat: `tmpl` with each `placeholder` replaced by the summary of the
  // next input (tf_summarize_value), as a string scalar.
  Output add_string_format(Span<Output> inputs, std::string tmpl, std::string placeholder = "{}",
                           int64_t summarize = 3, std::string_view name = "StringFormat");
  // PrintV2: writes the string scalar then `end` to `output_stream` ("stderr",
  // "stdout") through the run's print sink.
  Node* add_print(Output text, std::string output_stream = "stderr", std::string end = "\n",
                  std::string_view name = "PrintV2");

  // ---- control flow (control_flow.cpp) ---------------------------------------
  // A fresh graph nested in this one; tensors of this graph (and its outer
  // graphs) used while building it are captured.
  std::unique_ptr<Graph> new_subgraph(std::string name);
  // Keeps `g`, a sub-graph that no node took (a loop test's scratch graph, a
  // branch whose staging failed), as long as this graph: a symbolic tensor of
  // it keeps only its trace's root graph alive, so the root holds it.
  void retain(std::unique_ptr<Graph> g);
  // tf.cond: branch graphs built with new_subgraph, taking no parameters (all
  // they use is captured) and with the same number and dtypes of outputs.
  // Adds the If node (named unique_name(name)) whose inputs are the predicate
  // then the union of both branches' captures, and returns its outputs through
  // "cond/Identity", "cond/Identity_1", ... Shapes that differ between the
  // branches become unknown.
  std::vector<Output> add_cond(Output pred, std::unique_ptr<Graph> then_graph,
                               std::unique_ptr<Graph> else_graph, std::string_view name = "cond");
  // tf.while_loop: cond and body graphs whose first loop_vars.size()
  // placeholders are the loop variables (their shapes are the loop's shape
  // invariants); cond returns a bool scalar, body the next loop variables.
  // Captures of either are passed to both, unchanged by iterations.
  std::vector<Output> add_while(Span<Output> loop_vars, std::unique_ptr<Graph> cond_graph,
                                std::unique_ptr<Graph> body_graph, std::string_view name = "while");
  // A copy of the If or While node `like` (of another graph) on `inputs`,
  // this graph's tensors standing for its inputs, sharing its branch or
  // cond/body graphs: how tf.Session's pruned copy of a TF1 graph runs them.
  Node* copy_control_flow(const Node& like, Span<Output> inputs, std::string_view name);

  // ---- text (graph_text.cpp) -------------------------------------------------
  // One line per node, as graph.get_operations() lists them, with inputs,
  // control inputs and output specs; sub-graphs indented below their node.
  std::string to_text() const;
  // str(graph.as_graph_def()), lite: node { name op input attr } blocks, and
  // the branch/body graphs in a library section as FunctionDefs.
  std::string to_graph_def_text() const;
  // str(FunctionDef) of this graph as the function `fn_name`, as TF's
  // graph_to_functiondef builds it: arguments and outputs named after their
  // nodes, body inputs as "node:arg:index", ret, and the arguments' attrs.
  // A stateful graph is marked is_stateful; its control outputs (control_ret)
  // are not modelled.
  std::string to_function_def_text(const std::string& fn_name) const;
  // Graphviz: data edges labelled with dtype and shape, control edges dashed,
  // sub-graphs as clusters.
  std::string to_dot() const;

 private:
  Node* new_node(NodeKind kind, std::string name, const char* type);
  void chain_stateful(Node* node);
  Output resolve(Output x);  // capture(x), and rejects resources where a tensor is needed
  void fold(Node* node);
  bool fold_partial(Node* node);
  bool fold_shape_element(Node* node);
  bool fold_partial_slice(Node* node);
  Node* placeholder_node(std::string_view name, DType dtype, const Shape& shape);
  void unify_captures(const std::vector<Graph*>& graphs, size_t first_capture,
                      std::vector<Output>* outer_inputs);

  std::string name_;
  GraphOptions options_;
  Graph* outer_ = nullptr;
  std::vector<std::unique_ptr<Node>> nodes_;
  std::vector<Node*> inputs_;
  std::vector<Output> outputs_;
  std::vector<std::pair<Output, Node*>> captures_;
  std::unordered_map<const Node*, std::vector<Node*>> capture_index_;  // outer node -> per index
  std::unordered_map<const VariableResource*, Node*> variables_;
  std::unordered_map<std::string, int> names_in_use_;
  std::vector<std::string> scope_stack_{std::string()};
  Node* last_stateful_ = nullptr;
  std::vector<std::unique_ptr<Graph>> retained_;
};

// str() and repr() of a symbolic tensor, as printed while tracing:
// Tensor("add:0", shape=(2, 2), dtype=float32) and
// <tf.Tensor 'add:0' shape=(2, 2) dtype=float32>. A variable's resource
// tensor shows dtype=resource.
std::string graph_tensor_str(const Output& t);
std::string graph_tensor_repr(const Output& t);

}  // namespace minitf
