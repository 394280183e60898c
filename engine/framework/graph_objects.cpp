#include "framework/graph_objects.h"

#include <unordered_map>

#include "builtins/native.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "graph/graph_errors.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

GraphObj& self_graph(const A& a) { return *a.pos[0].as<GraphObj>(); }
OperationObj& self_op(const A& a) { return *a.pos[0].as<OperationObj>(); }

// ---- NodeDef and GraphDef ------------------------------------------------------------

// A read-only record with named fields (NodeDef, GraphDef): an instance of a
// small library type whose attributes live in a dict.
struct RecordObj : Object {
  Ref<Dict> fields;
  explicit RecordObj(TypeObject* t) : Object(t), fields(make_dict()) {}
};

TypeObject* make_record_type(const char* name, const char* module,
                             std::initializer_list<const char*> fields) {
  TypeObject* t = new_builtin_type(name, types().object, Layout::Native, module);
  for (const char* f : fields) {
    std::string key = f;
    add_property(t, f, [key](I&, A& a) -> Value {
      Value* v = a.pos[0].as<RecordObj>()->fields->table.find_str(key);
      return v ? *v : Value();
    });
  }
  return t;
}

Value node_def_str(I& in, A& a) {
  auto* r = a.pos[0].as<RecordObj>();
  std::string out = "name: \"" + in.str(*r->fields->table.find_str("name")) + "\"\n";
  out += "op: \"" + in.str(*r->fields->table.find_str("op")) + "\"\n";
  for (const Value& x : r->fields->table.find_str("input")->as<List>()->items)
    out += "input: \"" + in.str(x) + "\"\n";
  return str_value(out);
}

TypeObject* node_def_type() {
  static TypeObject* t = [] {
    TypeObject* t = make_record_type("NodeDef", "tensorflow.core.framework.node_def_pb2",
                                     {"name", "op", "input", "device"});
    add_method(t, "__str__", node_def_str);
    return t;
  }();
  return t;
}

TypeObject* graph_def_type() {
  static TypeObject* t = [] {
    TypeObject* t = make_record_type("GraphDef", "tensorflow.core.framework.graph_pb2", {"node"});
    add_method(t, "__str__",
               [](I&, A& a) { return *a.pos[0].as<RecordObj>()->fields->table.find_str("text"); });
    return t;
  }();
  return t;
}

Value node_def(const Node& n) {
  Ref<RecordObj> r(new RecordObj(node_def_type()));
  std::vector<Value> inputs;
  for (const Output& x : n.inputs) inputs.push_back(str_value(graph_def_input(x)));
  for (const Node* c : n.control_inputs) inputs.push_back(str_value("^" + c->name));
  r->fields->table.set_str(str_value("name"), str_value(n.name));
  r->fields->table.set_str(str_value("op"), str_value(n.type));
  r->fields->table.set_str(str_value("input"), list_value(std::move(inputs)));
  r->fields->table.set_str(str_value("device"), str_value(""));
  return r.value();
}

TypeObject* function_def_type() {
  static TypeObject* t = [] {
    TypeObject* t = make_record_type("FunctionDef", "tensorflow.core.framework.function_pb2", {});
    add_method(t, "__str__",
               [](I&, A& a) { return *a.pos[0].as<RecordObj>()->fields->table.find_str("text"); });
    return t;
  }();
  return t;
}

Value graph_def(const Graph& g) {
  Ref<RecordObj> r(new RecordObj(graph_def_type()));
  std::vector<Value> nodes;
  for (const auto& n : g.nodes()) nodes.push_back(node_def(*n));
  r->fields->table.set_str(str_value("node"), list_value(std::move(nodes)));
  r->fields->table.set_str(str_value("text"), str_value(g.to_graph_def_text()));
  return r.value();
}

// ---- TF1 graphs ----------------------------------------------------------------------

// The TF1 state of each graph made with tf.Graph(), so a session bound to a
// graph finds its variables (to report uninitialized ones).
std::unordered_map<const Graph*, std::weak_ptr<Tf1GraphState>>& tf1_states() {
  static std::unordered_map<const Graph*, std::weak_ptr<Tf1GraphState>> states;
  return states;
}

// `with g.as_default():` — a trace whose root is g, active until __exit__.
struct GraphContextObj : Object {
  Value graph;
  std::unique_ptr<TraceContext> trace;
  explicit GraphContextObj(TypeObject* t) : Object(t) {}
};

Value graph_context_enter(I& in, A& a) {
  auto& c = *a.pos[0].as<GraphContextObj>();
  GraphObj& g = *c.graph.as<GraphObj>();
  c.trace = std::make_unique<TraceContext>(in, g.keep, "graph", false, VariablePolicy::Allow);
  c.trace->tf1 = g.tf1.get();
  return c.graph;
}

Value graph_context_exit(I&, A& a) {
  a.pos[0].as<GraphContextObj>()->trace.reset();
  return Value::boolean(false);
}

TypeObject* graph_context_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("_GraphContext", types().object, Layout::Native,
                                     "tensorflow.python.framework.ops");
    static const NativeDef kMethods[] = {
        {"__enter__", graph_context_enter},
        {"__exit__", graph_context_exit},
    };
    add_methods(t, kMethods);
    return t;
  }();
  return t;
}

// tf.Graph(): a TF1 graph, empty.
Value new_tf1_graph(I&, A& a) {
  check_arity(a, 0, 0, "Graph");
  auto g = std::make_shared<Graph>("graph");
  Ref<GraphObj> obj(new GraphObj(graph_type(), g.get(), g));
  obj->tf1 = std::make_shared<Tf1GraphState>();
  tf1_states()[g.get()] = obj->tf1;
  return obj.value();
}

// ---- tf.Graph ---------------------------------------------------------------------------

Value graph_as_default(I&, A& a) {
  ArgParser("as_default", a, {}, 0, true);
  if (!a.pos[0].as<GraphObj>()->tf1)
    throw_not_implemented("minitf: as_default() is for graphs made with tf.Graph()");
  Ref<GraphContextObj> c(new GraphContextObj(graph_context_type()));
  c->graph = a.pos[0];
  return c.value();
}

Value graph_get_operations(I& in, A& a) {
  ArgParser("get_operations", a, {}, 0, true);
  GraphObj& g = self_graph(a);
  std::vector<Value> ops;
  for (const auto& n : g.graph->nodes()) ops.push_back(make_operation_value(in, n.get(), g.keep));
  return list_value(std::move(ops));
}

Value graph_get_operation_by_name(I& in, A& a) {
  ArgParser p("get_operation_by_name", a, {"name"}, 1, true);
  GraphObj& g = self_graph(a);
  std::string name = in.str(*p.get(0));
  if (Node* n = g.graph->find_node(name)) return make_operation_value(in, n, g.keep);
  throw_key_error(str_value("The name '" + name + "' refers to an Operation not in the graph."));
}

Value graph_get_tensor_by_name(I& in, A& a) {
  ArgParser p("get_tensor_by_name", a, {"name"}, 1, true);
  GraphObj& g = self_graph(a);
  std::string name = in.str(*p.get(0));
  size_t colon = name.rfind(':');
  if (colon != std::string::npos) {
    if (Node* n = g.graph->find_node(name.substr(0, colon))) {
      int index = std::atoi(name.c_str() + colon + 1);
      if (index >= 0 && size_t(index) < n->outputs.size())
        return output_value(in, n->out(index), g.keep);
    }
  }
  throw_key_error(str_value("The name '" + name + "' refers to a Tensor which does not exist."));
}

Value graph_inputs(I& in, A& a) {
  GraphObj& g = self_graph(a);
  std::vector<Value> v;
  for (Node* n : g.graph->inputs()) v.push_back(output_value(in, n->out(), g.keep));
  return list_value(std::move(v));
}

Value graph_outputs(I& in, A& a) {
  GraphObj& g = self_graph(a);
  std::vector<Value> v;
  for (const Output& o : g.graph->outputs()) v.push_back(output_value(in, o, g.keep));
  return list_value(std::move(v));
}

const NativeDef kGraphMethods[] = {
    {"get_operations", graph_get_operations},
    {"get_operation_by_name", graph_get_operation_by_name},
    {"get_tensor_by_name", graph_get_tensor_by_name},
    {"as_graph_def", [](I&, A& a) { return graph_def(*self_graph(a).graph); }},
    // minitf: the graph as a listing (one line per operation, with shapes).
    {"to_text", [](I&, A& a) { return str_value(self_graph(a).graph->to_text()); }},
    {"to_dot", [](I&, A& a) { return str_value(self_graph(a).graph->to_dot()); }},
    {"as_default", graph_as_default},
};

const NativeDef kGraphProperties[] = {
    {"inputs", graph_inputs},
    {"outputs", graph_outputs},
    {"name", [](I&, A& a) { return str_value(self_graph(a).graph->name()); }},
};

TypeObject* make_graph_type() {
  TypeObject* t =
      new_builtin_type("Graph", types().object, Layout::Native, "tensorflow.python.framework.ops");
  t->construct = new_tf1_graph;
  add_methods(t, kGraphMethods);
  add_properties(t, kGraphProperties);
  return t;
}

// ---- tf.Operation -----------------------------------------------------------------------

Value op_inputs(I& in, A& a) {
  OperationObj& op = self_op(a);
  std::vector<Value> v;
  for (const Output& x : op.node->inputs) v.push_back(output_value(in, x, op.keep));
  return tuple_value(std::move(v));
}

Value op_outputs(I& in, A& a) {
  OperationObj& op = self_op(a);
  std::vector<Value> v;
  for (size_t i = 0; i < op.node->outputs.size(); ++i)
    v.push_back(output_value(in, op.node->out(static_cast<int>(i)), op.keep));
  return list_value(std::move(v));
}

Value op_control_inputs(I& in, A& a) {
  OperationObj& op = self_op(a);
  std::vector<Value> v;
  for (Node* c : op.node->control_inputs) v.push_back(make_operation_value(in, c, op.keep));
  return list_value(std::move(v));
}

const NativeDef kOperationProperties[] = {
    {"name", [](I&, A& a) { return str_value(self_op(a).node->name); }},
    {"type", [](I&, A& a) { return str_value(self_op(a).node->type); }},
    {"inputs", op_inputs},
    {"outputs", op_outputs},
    {"control_inputs", op_control_inputs},
    {"graph",
     [](I& in, A& a) {
       OperationObj& op = self_op(a);
       return make_graph_value(in, op.node->graph, op.keep);
     }},
    {"device", [](I&, A&) { return str_value(""); }},
    {"node_def", [](I&, A& a) { return node_def(*self_op(a).node); }},
};

const NativeDef kOperationMethods[] = {
    {"__repr__",
     [](I&, A& a) {
       const Node& n = *self_op(a).node;
       return str_value("<tf.Operation '" + n.name + "' type=" + n.type + ">");
     }},
    {"__str__", [](I& in, A& a) { return str_value(in.str(node_def(*self_op(a).node))); }},
};

TypeObject* make_operation_type() {
  TypeObject* t = new_builtin_type("Operation", types().object, Layout::Native,
                                   "tensorflow.python.framework.ops");
  add_properties(t, kOperationProperties);
  add_methods(t, kOperationMethods);
  return t;
}

}  // namespace

TypeObject* graph_type() {
  static TypeObject* t = make_graph_type();
  return t;
}

TypeObject* func_graph_type() {
  static TypeObject* t = new_builtin_type("FuncGraph", graph_type(), Layout::Native,
                                          "tensorflow.python.framework.func_graph");
  return t;
}

TypeObject* operation_type() {
  static TypeObject* t = make_operation_type();
  return t;
}

Value make_graph_value(Interpreter&, Graph* g, std::shared_ptr<Graph> keep) {
  return Value::object(new GraphObj(func_graph_type(), g, std::move(keep)));
}

Value make_operation_value(Interpreter&, Node* n, std::shared_ptr<Graph> keep) {
  return Value::object(new OperationObj(operation_type(), n, std::move(keep)));
}

Value output_value(Interpreter&, Output o, const std::shared_ptr<Graph>& keep) {
  return Value::object(new SymbolicTensor(o, keep));
}

void tf1_record_variable(Tf1GraphState& state, const Value& variable) {
  const VariableObj& v = *variable.as<VariableObj>();
  state.variables.emplace_back(v.slot, v.slot->value);
}

std::shared_ptr<Tf1GraphState> tf1_state_of(const Graph* g) {
  auto it = tf1_states().find(g);
  return it == tf1_states().end() ? nullptr : it->second.lock();
}

Value function_def_value(const Graph& g, const std::string& name) {
  if (g.has_stateful_nodes())
    throw_not_implemented(
        "minitf does not show the FunctionDef of a function with stateful "
        "operations (their control outputs are not modelled)");
  Ref<RecordObj> r(new RecordObj(function_def_type()));
  r->fields->table.set_str(str_value("text"), str_value(g.to_function_def_text(name)));
  return r.value();
}

}  // namespace minitf
