// The Python faces of graphs: tf.Graph / FuncGraph, tf.Operation, and the
// GraphDef / NodeDef views that TF's guide prints (node.input -> node.name).
#pragma once

#include <memory>

#include "graph/graph.h"
#include "runtime/interpreter.h"

namespace minitf {

struct Tf1GraphState;

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
Value make_operation_value(Interpreter& in, Node* n, std::shared_ptr<Graph> keep);
inline bool is_graph_obj(const Value& v) {
  return v.is_obj() &&
         (v.as_obj()->type == graph_type() || v.as_obj()->type == func_graph_type());
}
inline bool is_operation(const Value& v) {
  return v.is_obj() && v.as_obj()->type == operation_type();
}

// Output i of a node as the Python tensor a script sees (symbolic).
Value output_value(Interpreter& in, Output o, const std::shared_ptr<Graph>& keep);

}  // namespace minitf
