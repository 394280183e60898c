// The `tensorflow` module: eager TF 2 (tf.function and AutoGraph plug in later).
//
// Mode switch: `tf.compat.set_version("2.0")` selects talk-faithful TF 2.0
// (Tensor `==` is identity, TF 2.0 error texts) and `tf.compat.set_version("2.x")`
// modern TF 2.x (elementwise `==`, unhashable tensors, modern texts). It sets
// the interpreter option that the command line's --mode/--modern sets too.
#include "lib/tf_module.h"

#include "autograph/runtime.h"
#include "function/install.h"
#include "function/tracing.h"

#include "lib/tf_errors.h"
#include "lib/tf_ops.h"
#include "lib/tf_shape.h"
#include "lib/tf_util.h"
#include "lib/tf_variable.h"

namespace minitf {

namespace {

constexpr const char* kTalkVersion = "2.0.0";
constexpr const char* kModernVersion = "2.15.0";

void set_mode(Interpreter& in, Module& tf, bool modern) {
  in.options().modern_tf = modern;
  tf.set(in, "__version__", str_value(modern ? kModernVersion : kTalkVersion));
}

}  // namespace

Ref<Module> make_tensorflow_module(Interpreter& in) {
  Ref<Module> tf(new Module("tensorflow"));
  Module& m = *tf;
  m.set(in, "__version__", str_value(modern_tf(in) ? kModernVersion : kTalkVersion));
  install_tf_dtypes(in, m);
  Ref<Module> dtypes = add_submodule(in, m, "dtypes");
  install_tf_dtypes(in, *dtypes);
  m.set(in, "Tensor", Value::object(tf_tensor_type()));
  install_tf_shape(in, m);
  install_tf_variable(in, m);
  Ref<Module> math = add_submodule(in, m, "math");
  install_tf_math(in, m, *math);
  if (const Value* cast = m.get("cast")) dtypes->set(in, "cast", *cast);
  install_tf_array_ops(in, m);
  install_tf_random(in, m);
  install_tf_print(in, m);
  Ref<Module> errors = add_submodule(in, m, "errors");
  install_tf_errors(in, *errors);
  m.set(in, "newaxis", Value());
  add_function(
      in, m, "executing_eagerly",
      [](Interpreter& in, CallArgs& a) {
        check_arity(a, 0, 0, "executing_eagerly");
        return Value::boolean(!is_tracing(in));
      },
      "()", "Checks whether the current thread has eager execution enabled.");

  install_tf_function(in, m);
  install_autograph(in, m);
  Ref<Module> compat = add_submodule(in, m, "compat");
  Module* tfp = tf.get();
  add_function(
      in, *compat, "set_version",
      [tfp](Interpreter& in, CallArgs& a) {
        ArgParser p("set_version", a, {"version"}, 1);
        const Value& v = *p.get(0);
        std::string s = is_type_exact(v, types().str) ? v.as<Str>()->s : "";
        if (s == "2.0") {
          set_mode(in, *tfp, false);
        } else if (s == "2.x") {
          set_mode(in, *tfp, true);
        } else {
          throw_value_error(
              "set_version() takes '2.0' (the talk's TF 2.0) or '2.x' (modern TF 2.x), not " +
              in.repr(v));
        }
        return Value();
      },
      "(version)", "minitf: '2.0' for talk-faithful TF 2.0, '2.x' for modern TF 2.x behaviour.");
  add_function(
      in, *compat, "get_version",
      [](Interpreter& in, CallArgs& a) {
        check_arity(a, 0, 0, "get_version");
        return str_value(modern_tf(in) ? "2.x" : "2.0");
      },
      "()", "minitf: the TF behaviour in use, '2.0' or '2.x'.");
  install_tf_compat_v1(in, m, *compat);
  return tf;
}

}  // namespace minitf
