// Installs the function layer: the `function` builtin, tf.function and
// tf.config's eager switch.
#include "function/install.h"

#include "builtins/native.h"
#include "function/explain.h"
#include "function/function_object.h"
#include "function/function_state.h"
#include "function/teaching.h"

namespace minitf {

namespace {

Value run_functions_eagerly(Interpreter& in, CallArgs& a) {
  ArgParser p("run_functions_eagerly", a, {"run_eagerly"}, 1);
  function_state(in).run_eagerly = in.truthy(*p.get(0));
  return Value();
}

Value functions_run_eagerly(Interpreter& in, CallArgs& a) {
  check_arity(a, 0, 0, "functions_run_eagerly");
  return Value::boolean(function_state(in).run_eagerly);
}

const NativeDef kConfigFunctions[] = {
    {"run_functions_eagerly", run_functions_eagerly, "(run_eagerly)",
     "Enables / disables eager execution of tf.functions."},
    {"experimental_run_functions_eagerly", run_functions_eagerly, "(run_eagerly)",
     "Enables / disables eager execution of tf.functions (TF 2.0-2.2 name)."},
    {"functions_run_eagerly", functions_run_eagerly, "()",
     "Returns the value of the run_functions_eagerly setting."},
};

const NativeDef kConfigExperimentalFunctions[] = {
    {"run_functions_eagerly", run_functions_eagerly, "(run_eagerly)",
     "Enables / disables eager execution of tf.functions (TF 2.0 name)."},
};

}  // namespace

void install_tf_function(Interpreter& in, Module& tf) {
  Value function = builtin_value("function", tf_function_decorator,
                                 "(func=None, input_signature=None, autograph=True, "
                                 "experimental_relax_shapes=False, reduce_retracing=False)",
                                 "Compiles a function into a callable TensorFlow graph.");
  // tf's, as every function of the module is (help and `tf.function?` say so).
  function.as<BuiltinFunction>()->module = tf.name;
  tf.set(in, "function", function);
  Ref<Module> config = add_submodule(in, tf, "config");
  add_functions(in, *config, kConfigFunctions);
  Ref<Module> experimental = add_submodule(in, *config, "experimental");
  add_functions(in, *experimental, kConfigExperimentalFunctions);
}

void install_function_library(Interpreter& in) {
  install_function_builtin(in);
  install_teaching_hooks(in);
  install_minitf_module(in);
}

}  // namespace minitf
