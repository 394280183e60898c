// The ops under tf.debugging: the Assert and CheckNumerics ops, given to the
// Python module _tf_debugging (engine/lib/py), which holds the API (TF's
// check_ops.py and numerics.py) and installs tf.debugging and tf.Assert.
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/operators.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// _assert_op(condition, data, summarize, name): the Assert op on a boolean
// scalar and a list of tensors (strings and numbers are converted).
Value assert_op(I& in, A& a) {
  ArgParser p("_assert_op", a, {"condition", "data", "summarize", "name"}, 4);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  for (const Value& v : in.to_vector(*p.get(1))) add_tensor_input(in, inputs, v);
  const Value& summarize = *p.get(2);
  Attrs attrs;
  if (!summarize.is_none()) attrs.set("summarize", int_arg(in, summarize, "summarize"));
  std::string name = p.get(3)->is_none() ? "" : in.str(*p.get(3));
  dispatch_op_n(in, OpId::Assert, inputs, attrs, name.empty() ? nullptr : name.c_str());
  return Value();
}

// _check_numerics(tensor, message, name): the CheckNumerics op.
Value check_numerics_op(I& in, A& a) {
  ArgParser p("_check_numerics", a, {"tensor", "message", "name"}, 3);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  std::string name = p.get(2)->is_none() ? "" : in.str(*p.get(2));
  return dispatch_op(in, OpId::CheckNumerics, inputs, Attrs{{"message", in.str(*p.get(1))}},
                     name.empty() ? nullptr : name.c_str());
}

}  // namespace

void install_tf_debugging_ops(Interpreter& in, Module& impl) {
  add_function(in, impl, "_assert_op", assert_op, "(condition, data, summarize, name)",
               "The Assert op.");
  add_function(in, impl, "_check_numerics", check_numerics_op, "(tensor, message, name)",
               "The CheckNumerics op.");
}

}  // namespace minitf
