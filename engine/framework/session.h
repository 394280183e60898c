// TensorFlow 1.x sessions (TF's python/client), for the talk's first slide:
// tf.Session().run(fetches, feed_dict) on a graph built under
// `with tf.Graph().as_default():` (graph_objects.h). A session runs, per
// distinct fetch list, a plan of only the nodes the fetches need, as TF1 does
// (no automatic control dependencies run unless fetched).
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

TypeObject* session_type();  // tf.compat.v1.Session

// tf.compat.v1.global_variables_initializer(): an operation that, run by a
// session, assigns their initial values to the variables of the default TF1
// graph (none outside `as_default`).
Value make_variables_initializer(Interpreter& in);

}  // namespace minitf
