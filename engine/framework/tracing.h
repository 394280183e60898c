// Tracing: the state of a @tf.function body being run with symbolic tensors.
//
// While a function traces, every tf op dispatched by the binding
// (dispatch_op in framework/dispatch.h) adds a node to the *current graph*
// instead of running its kernel, and returns a symbolic tensor: a Python
// object of type tf.Tensor (not EagerTensor) that stands for one graph
// Output. The current graph is the function's FuncGraph, or a branch / body
// sub-graph that AutoGraph pushed while it builds a tf.cond or tf.while_loop.
//
// This header is the contract with AutoGraph (engine/autograph):
//   (1) active_trace(in) says whether we are tracing and into which graph;
//       GraphScope pushes a sub-graph so ops dispatched while it is alive go
//       into it (tensors of outer graphs are captured automatically by
//       Graph::add_op / Graph::capture);
//   (2) make_symbolic_tensor / symbolic_output convert between graph Outputs
//       and the Python objects the script sees; graph_tensor turns any
//       tensor-like value (symbolic, eager, variable, Python number) into an
//       Output of the current graph;
//   (3) autograph_enabled(in) is the `autograph=` flag of the function being
//       traced (the conversion itself is installed in the function layer:
//       set_autograph_converter, function/function_state.h).
//
// Everything here is per interpreter: the active trace is found through a
// thread-local pointer that also records its interpreter, so the eager fast
// path of dispatch_op pays one load and one compare.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "framework/tensor_object.h"
#include "graph/graph.h"

namespace minitf {

// ---- symbolic tensors -------------------------------------------------------------

// The Python object of a graph tensor. Its type is tf.Tensor, so every
// value-independent method of tf.Tensor (operators, shape, dtype, indexing)
// works unchanged. `t` (inherited) is a stand-in with the right dtype and rank
// that the binding's wrappers may inspect before dispatching: the folded
// value when the graph knows it, else a tensor whose unknown dimensions are 0.
// Never read `t`'s elements: use `out` (and out.static_value()).
struct SymbolicTensor : TensorObj {
  Output out;
  // Keeps the graph that owns out.node alive while the object is (a symbolic
  // tensor may leak out of its function, e.g. appended to a global list).
  std::shared_ptr<Graph> keep;
  SymbolicTensor(Output o, std::shared_ptr<Graph> k);
};

// A new symbolic tensor for `out` (a tensor of a graph of the active trace).
Value make_symbolic_tensor(Interpreter& in, Output out);
// The same for several outputs (ops with several outputs).
std::vector<Value> make_symbolic_tensors(Interpreter& in, Node* node);
// Is v a symbolic tensor (type exactly tf.Tensor)?
bool is_symbolic_tensor(const Value& v);
// The graph Output a symbolic tensor stands for (v must be one).
const Output& symbolic_output(const Value& v);

// ---- the active trace -------------------------------------------------------------

// Why variable creation is being refused, which decides TF's error text.
enum class VariablePolicy : uint8_t {
  Allow,           // first trace of a function: creation allowed and recorded
  ForbidSecond,    // re-trace after the first trace created variables
  ForbidNonFirst,  // a later trace of a function whose first trace created none
};

class TraceContext {
 public:
  TraceContext(Interpreter& in, std::shared_ptr<Graph> root, std::string function_name,
               bool autograph, VariablePolicy policy);
  ~TraceContext();
  TraceContext(const TraceContext&) = delete;
  TraceContext& operator=(const TraceContext&) = delete;

  Interpreter& interpreter() const { return in_; }
  // The function's FuncGraph.
  Graph& root() const { return *root_; }
  const std::shared_ptr<Graph>& root_owner() const { return root_; }
  // Where ops go now: the root, or the innermost pushed sub-graph.
  Graph& graph() const { return *stack_.back(); }
  void push_graph(Graph* g) { stack_.push_back(g); }
  void pop_graph();
  size_t depth() const { return stack_.size(); }

  const std::string& function_name() const { return function_name_; }
  bool autograph() const { return autograph_; }
  VariablePolicy variable_policy() const { return policy_; }
  // Variables created by this trace (first traces only).
  int variables_created() const { return variables_created_; }
  void note_variable_created() { ++variables_created_; }
  // "name dtype[shape]" of each variable this trace created (explain's table).
  std::vector<std::string> created_variable_names;

  // The enclosing trace (a traced function called while tracing another one
  // runs inline in the outer graph), or null.
  TraceContext* outer() const { return outer_; }

  // The call's own argument values, by the root graph's placeholders, while
  // tracing for a call (not for get_concrete_function): a variable created on
  // the first trace may take its initial value from them, as TF initializes
  // it on the first call (the initializer then depends on the arguments).
  std::unordered_map<const Node*, Tensor> first_call_inputs;

  // TF1 graph mode (`with tf.Graph().as_default():`): where the graph's
  // variables and their initial values are recorded; null for tf.function.
  struct Tf1GraphState* tf1 = nullptr;

 private:
  Interpreter& in_;
  std::shared_ptr<Graph> root_;
  std::vector<Graph*> stack_;
  std::string function_name_;
  bool autograph_;
  VariablePolicy policy_;
  int variables_created_ = 0;
  TraceContext* outer_;
};

// The trace running in this interpreter on this thread, or null when eager.
TraceContext* active_trace(Interpreter& in);
inline bool is_tracing(Interpreter& in) { return active_trace(in) != nullptr; }
// The graph ops go into now (null when eager).
inline Graph* current_graph(Interpreter& in) {
  TraceContext* t = active_trace(in);
  return t ? &t->graph() : nullptr;
}

// tf.init_scope: leaves every trace of this thread, so that ops run eagerly,
// until resume_traces(the returned value) puts them back (a `with` block's
// __enter__ and __exit__).
TraceContext* suspend_traces();
void resume_traces(TraceContext* saved);

// Makes `g` (a sub-graph of the current graph, from Graph::new_subgraph) the
// current graph while alive. Requires an active trace.
class GraphScope {
 public:
  GraphScope(Interpreter& in, Graph* g);
  ~GraphScope();
  GraphScope(const GraphScope&) = delete;
  GraphScope& operator=(const GraphScope&) = delete;

 private:
  TraceContext* trace_;
};

// Any tensor-like value as an Output of the current graph: a symbolic tensor
// (captured when it belongs to an outer graph), an eager tensor or a Python
// value (a Const node, converted to `dtype` when given, with TF's conversion
// errors), or a variable (ReadVariableOp of its captured resource). Requires
// an active trace. `name` names a new constant ("Const" when empty).
Output graph_tensor(Interpreter& in, const Value& v, std::optional<DType> dtype = std::nullopt,
                    std::string_view name = {});

// TF's OperatorNotAllowedInGraphError for a symbolic tensor used where Python
// needs a concrete value. `what` is "bool" (a Python bool: `if t:`), "iterate"
// (`for x in t`). Texts follow the mode (talk TF 2.0 or modern).
[[noreturn]] void raise_operator_not_allowed(Interpreter& in, std::string_view what);

// ---- variables ----------------------------------------------------------------------

// tf.Variable(initial_value) while tracing: raises TF's ValueError when this
// trace may not create variables (the variable-free second trace), and
// returns the initial value as a concrete tensor (a symbolic one is evaluated
// now, as TF lifts variable initializers out of the function).
Tensor traced_variable_initial_value(Interpreter& in, const Value& init,
                                     std::optional<DType> dtype);
// Records that the trace created `variable` (a tf.Variable object).
void note_variable_created(Interpreter& in, const Value& variable);

// ---- AutoGraph ---------------------------------------------------------------------

// Is the function being traced converted by AutoGraph (its `autograph=` flag)?
// False when not tracing.
bool autograph_enabled(Interpreter& in);

}  // namespace minitf
