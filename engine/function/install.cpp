// Installs the function layer: the `function` builtin, tf.function,
// tf.config's eager switch, tf.compat.v1 (TF1 graph mode).
#include "function/install.h"

#include "function/concrete_function.h"
#include "function/function_object.h"
#include "function/graph_objects.h"
#include "function/tf1_session.h"
#include "lib/tf_util.h"

#include <cctype>

namespace minitf {

namespace {

// tf.Module: a base class for objects that own variables and tf.functions
// (S11's Count(tf.Module)). Instances are ordinary Python instances.
TypeObject* tf_module_base() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("Module", types().object, Layout::Instance,
                                     "tensorflow.python.module.module");
    add_method(t, "__init__", [](Interpreter& in, CallArgs& a) {
      ArgParser p("__init__", a, {"name"}, 0, true);
      std::string name = p.has(0) ? in.str(*p.get(0)) : "";
      if (name.empty()) {
        // TF: the class name in snake_case.
        const std::string& cls = in.type_of(a.pos[0])->name;
        for (size_t i = 0; i < cls.size(); ++i) {
          char c = cls[i];
          if (std::isupper(static_cast<unsigned char>(c))) {
            if (i) name += '_';
            name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
          } else {
            name += c;
          }
        }
      }
      in.setattr(a.pos[0], "_name", str_value(name));
      return Value();
    });
    add_property(t, "name", [](Interpreter& in, CallArgs& a) { return in.getattr(a.pos[0], "_name"); });
    return t;
  }();
  return t;
}

}  // namespace

void install_tf_function(Interpreter& in, Module& tf) {
  tf.set(in, "Module", Value::object(tf_module_base()));
  tf.set(in, "function",
         builtin_value("function", tf_function_decorator,
                       "(func=None, input_signature=None, autograph=True, "
                       "experimental_relax_shapes=False, reduce_retracing=False)",
                       "Compiles a function into a callable TensorFlow graph."));
  Ref<Module> config = add_submodule(in, tf, "config");
  NativeFn set_eager = [](Interpreter& in, CallArgs& a) {
    ArgParser p("run_functions_eagerly", a, {"run_eagerly"}, 1);
    function_state(in).run_eagerly = in.truthy(*p.get(0));
    return Value();
  };
  add_function(in, *config, "run_functions_eagerly", set_eager, "(run_eagerly)",
                "Enables / disables eager execution of tf.functions.");
  Ref<Module> experimental = add_submodule(in, *config, "experimental");
  add_function(in, *experimental, "run_functions_eagerly", set_eager, "(run_eagerly)",
                "Enables / disables eager execution of tf.functions (TF 2.0 name).");
  add_function(in, *config, "experimental_run_functions_eagerly", set_eager, "(run_eagerly)",
                "Enables / disables eager execution of tf.functions (TF 2.0-2.2 name).");
  add_function(
      in, *config, "functions_run_eagerly",
      [](Interpreter& in, CallArgs& a) {
        check_arity(a, 0, 0, "functions_run_eagerly");
        return Value::boolean(function_state(in).run_eagerly);
      },
      "()", "Returns the value of the run_functions_eagerly setting.");
  tf.set(in, "Graph", Value::object(graph_type()));
  install_tf1(in, tf);
}

void install_tf_compat_v1(Interpreter& in, Module& tf, Module& compat) {
  Ref<Module> v1 = add_submodule(in, compat, "v1");
  // tf.compat.v1 holds TF1's whole API: everything of tf, then TF1's own names.
  for (size_t i = 0; i < tf.slots.size(); ++i)
    if (tf.bound[i]) v1->set(in, tf.slot_names[i]->s, tf.slots[i]);
  install_tf1(in, *v1);
}

void install_function_library(Interpreter& in) { install_function_builtin(in); }

}  // namespace minitf
