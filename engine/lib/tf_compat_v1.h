// TensorFlow 1.x names (graph mode, for the talk's first slide): tf.Graph,
// tf.Session, tf.compat.v1.placeholder, global_variables_initializer,
// get_default_graph. The objects are the framework's (graph_objects.h,
// session.h); this file puts them in the tensorflow namespaces.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

// Adds Graph, Session, Operation, placeholder, global_variables_initializer,
// get_default_graph to `m` (tf and tf.compat.v1).
void install_tf1(Interpreter& in, Module& m);
// tf.compat.v1: a copy of tf plus the TF1 names. Call after tf is complete.
void install_tf_compat_v1(Interpreter& in, Module& tf, Module& compat);

}  // namespace minitf
