// TensorFlow 1.x graph mode, for the talk's first slide: tf.Graph() /
// g.as_default(), tf.compat.v1.placeholder, tf.Variable in a graph,
// tf.global_variables_initializer() and tf.Session().run(fetches, feed_dict).
// A graph is built by the same tracing machinery as tf.function (the graph
// is the trace's root while `as_default` is active); a session runs, per
// distinct fetch list, a plan of only the nodes the fetches need, as TF1
// does (no automatic control dependencies run unless fetched).
#pragma once

#include <vector>

#include "graph/variable.h"
#include "runtime/interpreter.h"

namespace minitf {

struct Tf1GraphState {
  std::vector<std::pair<VariableHandle, Tensor>> variables;  // (resource, initial value)
};

void tf1_record_variable(Tf1GraphState& state, const Value& variable);

// Adds Graph, Session, placeholder, global_variables_initializer,
// get_default_graph to `m` (tf and tf.compat.v1).
void install_tf1(Interpreter& in, Module& m);

}  // namespace minitf
