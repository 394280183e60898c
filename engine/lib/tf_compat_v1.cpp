#include "lib/tf_compat_v1.h"

#include "builtins/native.h"
#include "framework/dtypes.h"
#include "framework/graph_objects.h"
#include "framework/session.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// The graph a TF1 call builds into (RuntimeError when eager).
TraceContext& tf1_trace(Interpreter& in, const char* what) {
  TraceContext* tc = active_trace(in);
  if (!tc || !tc->tf1)
    throw_runtime_error(std::string(what) + " is not compatible with eager execution.");
  return *tc;
}

Value global_variables_initializer(I& in, A& a) {
  check_arity(a, 0, 0, "global_variables_initializer");
  return make_variables_initializer(in);
}

Value placeholder(I& in, A& a) {
  ArgParser p("placeholder", a, {"dtype", "shape", "name"}, 1);
  TraceContext& tc = tf1_trace(in, "tf.placeholder()");
  DType d = dtype_arg(in, *p.get(0));
  Shape s = p.has(1) ? shape_arg(in, *p.get(1)) : Shape::unknown_rank();
  std::string name = p.has(2) ? in.str(*p.get(2)) : "Placeholder";
  return make_symbolic_tensor(in, tc.graph().add_placeholder(name, d, s));
}

Value get_default_graph(I& in, A& a) {
  check_arity(a, 0, 0, "get_default_graph");
  TraceContext* tc = active_trace(in);
  if (!tc) throw_runtime_error("minitf: no default graph outside `with tf.Graph().as_default():`");
  Ref<GraphObj> g(
      new GraphObj(tc->tf1 ? graph_type() : func_graph_type(), &tc->root(), tc->root_owner()));
  return g.value();
}

const NativeDef kTf1Functions[] = {
    {"global_variables_initializer", global_variables_initializer, "()",
     "Returns an Op that initializes global variables."},
    {"placeholder", placeholder, "(dtype, shape=None, name=None)",
     "Inserts a placeholder for a tensor that will be always fed."},
    {"get_default_graph", get_default_graph, "()",
     "Returns the default graph for the current thread."},
};

}  // namespace

void install_tf1(Interpreter& in, Module& m) {
  m.set(in, "Graph", Value::object(graph_type()));
  m.set(in, "Session", Value::object(session_type()));
  m.set(in, "Operation", Value::object(operation_type()));
  add_functions(in, m, kTf1Functions);
}

void install_tf_compat_v1(Interpreter& in, Module& tf, Module& compat) {
  Ref<Module> v1 = add_submodule(in, compat, "v1");
  // tf.compat.v1 holds TF1's whole API: everything of tf, then TF1's own names.
  for (size_t i = 0; i < tf.slots.size(); ++i)
    if (tf.bound[i]) v1->set(in, tf.slot_names[i]->s, tf.slots[i]);
  install_tf1(in, *v1);
}

}  // namespace minitf
