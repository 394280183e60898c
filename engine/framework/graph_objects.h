// The Python faces of graphs: tf.Graph / FuncGraph, tf.Operation, and the
// GraphDef / NodeDef views that TF's guide prints (node.input -> node.name).
//
// TF1 graph mode (the talk's first slide) builds a graph made with tf.Graph()
// under `with g.as_default():` with the same tracing machinery as tf.function:
// the graph is the root of a trace while `as_default` is active.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "graph/graph.h"
#include "graph/variable.h"
#include "runtime/interpreter.h"

namespace minitf {

// What a TF1 graph records beyond its nodes: the variables created in it,
// with their initial values (for global_variables_initializer and the
// session's check for uninitialized variables).
struct Tf1GraphState {
  std::vector<std::pair<VariableHandle, Tensor>> variables;  // (resource, initial value)
};

// Records tf.Variable `variable`, created while `state`'s graph is the default.
void tf1_record_variable(Tf1GraphState& state, const Value& variable);
// The TF1 state of a graph made with tf.Graph(), or null (another graph, or
// one that is gone).
std::shared_ptr<Tf1GraphState> tf1_state_of(const Graph* g);

// A tf.Graph (TF1 graph mode) or a FuncGraph (a traced function's graph).
// `keep` owns the root graph that `graph` belongs to (graph may be a branch).
struct GraphObj : Object {
  Graph* graph;
  std::shared_ptr<Graph> keep;
  std::shared_ptr<Tf1GraphState> tf1;  // TF1 graphs: variables and initializers
  GraphObj(TypeObject* t, Graph* g, std::shared_ptr<Graph> k)
      : Object(t), graph(g), keep(std::move(k)) {}
};

struct OperationObj : Object {
  Node* node;
  std::shared_ptr<Graph> keep;
  OperationObj(TypeObject* t, Node* n, std::shared_ptr<Graph> k)
      : Object(t), node(n), keep(std::move(k)) {}
};

TypeObject* graph_type();       // tf.Graph
TypeObject* func_graph_type();  // FuncGraph, a tf.Graph
TypeObject* operation_type();   // tf.Operation

Value make_graph_value(Interpreter& in, Graph* g, std::shared_ptr<Graph> keep);
// A FunctionDef of `g` as the function `name` (its str is the protobuf text);
// NotImplementedError for a graph with stateful nodes.
Value function_def_value(const Graph& g, const std::string& name);
Value make_operation_value(Interpreter& in, Node* n, std::shared_ptr<Graph> keep);
inline bool is_graph_obj(const Value& v) {
  return v.is_obj() && (v.as_obj()->type == graph_type() || v.as_obj()->type == func_graph_type());
}
inline bool is_operation(const Value& v) {
  return v.is_obj() && v.as_obj()->type == operation_type();
}

// Output i of a node as the Python tensor a script sees (symbolic).
Value output_value(Interpreter& in, Output o, const std::shared_ptr<Graph>& keep);

}  // namespace minitf
