// The `tensorflow` module: the framework's objects (tf.Tensor, tf.Variable,
// tf.DType, tf.errors ...), the functions of tf and its submodules, and what
// the function and AutoGraph layers install (tf.function, tf.cond ...).
//
// Mode switch (set_tf_mode; minitf.set_mode in programs, `%mode` in the
// kernel): talk-faithful TF 2.0 (Tensor `==` is identity, TF 2.0 error texts)
// or modern TF 2.x (elementwise `==`, unhashable tensors, modern texts). It
// sets the interpreter option that the command line's --mode sets too.
// `tf.compat.set_version("2.0" | "2.x")` is the older spelling of the same
// switch; it is not TensorFlow's API, so the notebooks no longer use it.
#include "lib/tf_module.h"

#include <cctype>

#include "autograph/runtime.h"
#include "builtins/native.h"
#include "framework/dtypes.h"
#include "framework/errors.h"
#include "framework/graph_objects.h"
#include "framework/mode.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "function/install.h"
#include "lib/docs.h"
#include "lib/tf_compat_v1.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

constexpr const char* kTalkVersion = "2.0.0";
// Modern mode is TF 2.16+ with Keras 3 (tf.keras is Keras 3): TF 2.20's pip
// metadata requires keras >= 3.10, which keras.__version__ (3.15.1) meets.
constexpr const char* kModernVersion = "2.20.0";

void set_mode(Interpreter& in, Module& tf, bool modern) {
  in.options().modern_tf = modern;
  tf.set(in, "__version__", str_value(modern ? kModernVersion : kTalkVersion));
}

// tf.float32 ..., tf.DType and tf.as_dtype (in tf and tf.dtypes).
void install_tf_dtypes(Interpreter& in, Module& m) {
#define MINITF_X(E, T, tf, np, k, f) m.set(in, tf, tf_dtype_value(DType::E));
  MINITF_DTYPES(MINITF_X)
#undef MINITF_X
  m.set(in, "half", tf_dtype_value(DType::Float16));
  m.set(in, "double", tf_dtype_value(DType::Float64));
  m.set(in, "DType", Value::object(dtype_type()));
  m.set(in, "as_dtype",
        builtin_value(
            "as_dtype",
            [](Interpreter& in, CallArgs& a) {
              check_arity(a, 1, 1, "as_dtype");
              return tf_dtype_value(dtype_arg(in, a.pos[0]));
            },
            "(type_value)", "Converts the given type_value to a tf.DType."));
}

// The tf.errors submodule.
void install_tf_errors(Interpreter& in, Module& m) {
  const TfErrorTypes& t = tf_errors();
  m.set(in, "OpError", Value::object(t.OpError));
#define MINITF_X(f, n) m.set(in, n, Value::object(t.f));
  MINITF_TF_ERRORS(MINITF_X)
#undef MINITF_X
  m.set(in, "OperatorNotAllowedInGraphError", Value::object(t.OperatorNotAllowedInGraph));
}

// tf.Module: a base class for objects that own variables and tf.functions
// (S11's Count(tf.Module)). Instances are ordinary Python instances.
Value module_init(Interpreter& in, CallArgs& a) {
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
}

TypeObject* tf_module_base() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("Module", types().object, Layout::Instance,
                                     "tensorflow.python.module.module");
    add_method(t, "__init__", module_init);
    add_property(t, "name",
                 [](Interpreter& in, CallArgs& a) { return in.getattr(a.pos[0], "_name"); });
    return t;
  }();
  return t;
}

// tf.data: the Python module _tf_data (engine/lib/py) holds the API; it
// cannot import tensorflow while tensorflow is being built, so it is given
// the module here.
void install_tf_data(Interpreter& in, Module& tf) {
  Ref<Module> impl = in.import_module("_tf_data");
  impl->set(in, "tf", Value::object(&tf));
  // tf.data shows the names of _tf_data's __all__, tf.data.experimental
  // those of its __experimental__.
  auto copy_names = [&](Module& to, const char* list) {
    const Value* names = impl->get(list);
    MINITF_ASSERT(names != nullptr, "_tf_data defines its lists of public names");
    for (const Value& name : in.to_vector(*names)) {
      std::string n = in.str(name);
      const Value* v = impl->get(n);
      MINITF_ASSERT(v != nullptr, "_tf_data defines each name of its lists");
      to.set(in, n, *v);
    }
  };
  Ref<Module> data = add_submodule(in, tf, "data");
  copy_names(*data, "__all__");
  copy_names(*add_submodule(in, *data, "experimental"), "__experimental__");
}

// `parent.name`, an existing submodule or a new one.
Ref<Module> submodule(Interpreter& in, Module& parent, const char* name) {
  if (const Value* v = parent.get(name))
    if (Module* m = v->as<Module>()) return Ref<Module>(m);
  return add_submodule(in, parent, name);
}

// Copies the names that `impl` lists in `list` into `to`.
void copy_py_names(Interpreter& in, Module& impl, const char* list, Module& to) {
  const Value* names = impl.get(list);
  MINITF_ASSERT(names != nullptr, "a tf submodule's implementation lists its names");
  for (const Value& n : in.to_vector(*names)) {
    std::string s = in.str(n);
    const Value* v = impl.get(s);
    MINITF_ASSERT(v != nullptr, "a tf submodule's implementation defines each name it lists");
    to.set(in, s, *v);
  }
}

// Submodules of tf written in minitf's Python (engine/lib/py), with `tf`
// given to them as to _tf_data: tf.nest, and tf.config's device calls
// beside the run_functions_eagerly switch that the function layer put there,
// and tf.debugging (with tf.Assert and the assert_* names tf has too).
void install_py_submodules(Interpreter& in, Module& tf) {
  Ref<Module> nest = in.import_module("_tf_nest");
  nest->set(in, "tf", Value::object(&tf));
  copy_py_names(in, *nest, "__all__", *submodule(in, tf, "nest"));
  Ref<Module> config_impl = in.import_module("_tf_config");
  Ref<Module> config = submodule(in, tf, "config");
  copy_py_names(in, *config_impl, "__all__", *config);
  copy_py_names(in, *config_impl, "__experimental__", *submodule(in, *config, "experimental"));
  copy_py_names(in, *config_impl, "__threading__", *submodule(in, *config, "threading"));
  Ref<Module> debugging = in.import_module("_tf_debugging");
  debugging->set(in, "tf", Value::object(&tf));
  install_tf_debugging_ops(in, *debugging);
  copy_py_names(in, *debugging, "__all__", *submodule(in, tf, "debugging"));
  copy_py_names(in, *debugging, "__toplevel__", tf);
  Ref<Module> composed = in.import_module("_tf_composed");
  composed->set(in, "tf", Value::object(&tf));
  copy_py_names(in, *composed, "__all__", tf);
  copy_py_names(in, *composed, "__random__", *submodule(in, tf, "random"));
}

// tf.function is a Python function in TensorFlow: _tf_function (engine/lib/py)
// defines it with TensorFlow's signature over the native decorator that
// install_tf_function put in the module.
void install_tf_function_def(Interpreter& in, Module& tf) {
  Ref<Module> impl = in.import_module("_tf_function");
  const Value* native = tf.get("function");
  MINITF_ASSERT(native != nullptr, "install_tf_function defines tf.function first");
  impl->set(in, "_function", *native);
  const Value* def = impl->get("function");
  MINITF_ASSERT(def != nullptr, "_tf_function defines function");
  tf.set(in, "function", *def);
}

}  // namespace

void set_tf_mode(Interpreter& in, bool modern) {
  set_mode(in, *in.import_module("tensorflow"), modern);
}

Ref<Module> make_tensorflow_module(Interpreter& in) {
  Ref<Module> tf(new Module("tensorflow"));
  Module& m = *tf;
  m.set(in, "__version__", str_value(modern_tf(in) ? kModernVersion : kTalkVersion));
  install_tf_dtypes(in, m);
  Ref<Module> dtypes = add_submodule(in, m, "dtypes");
  install_tf_dtypes(in, *dtypes);
  m.set(in, "Tensor", Value::object(tf_tensor_type()));
  m.set(in, "TensorShape", Value::object(tensor_shape_type()));
  m.set(in, "TensorSpec", Value::object(tensor_spec_type()));
  m.set(in, "Variable", Value::object(variable_type()));
  Ref<Module> math = add_submodule(in, m, "math");
  install_tf_math(in, m, *math);
  if (const Value* cast = m.get("cast")) dtypes->set(in, "cast", *cast);
  install_tf_array_ops(in, m);
  install_tf_index_ops(in, m, *math);
  if (Value* linalg = const_cast<Value*>(m.get("linalg")))
    install_tf_linalg(in, m, *linalg->as<Module>());
  install_tf_strings(in, m);
  install_tf_context(in, m);
  install_tf_py_function(in, m);
  install_tf_random(in, m);
  install_tf_print(in, m);
  install_tf_gradient_tape(in, m);
  install_tf_nn(in, m);
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

  m.set(in, "Module", Value::object(tf_module_base()));
  install_tf_function(in, m);
  install_tf_function_def(in, m);
  m.set(in, "Graph", Value::object(graph_type()));
  install_tf1(in, m);
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
  install_tf_data(in, m);
  install_py_submodules(in, m);
  // PEP 562: tf.keras is imported on first use, since Keras' Python imports
  // tensorflow itself.
  add_function(
      in, m, "__getattr__",
      [tfp](Interpreter& in, CallArgs& a) {
        check_arity(a, 1, 1, "__getattr__");
        std::string name = in.str(a.pos[0]);
        if (name == "keras") {
          Value keras = in.import_module("tensorflow.keras").value();
          tfp->set(in, "keras", keras);
          return keras;
        }
        throw_attribute_error("module 'tensorflow' has no attribute '" + name + "'");
      },
      "(name)", "Imports tf.keras on first use.");
  // dir(tf) and Tab name tf.keras before its first import, as TensorFlow's
  // own lazy loader lists it.
  add_function(
      in, m, "__dir__",
      [](Interpreter& in, CallArgs& a) {
        check_arity(a, 0, 0, "__dir__");
        Ref<Module> tf = in.import_module("tensorflow");
        std::vector<Value> names;
        bool keras = false;
        for (size_t i = 0; i < tf->slots.size(); ++i) {
          if (!tf->bound[i]) continue;
          const std::string& name = tf->slot_names[i]->s;
          keras = keras || name == "keras";
          names.push_back(str_value(name));
        }
        if (!keras) names.push_back(str_value("keras"));
        return list_value(std::move(names));
      },
      "()", "The names of the tensorflow module, tf.keras included before its first import.");
  apply_library_docs(in, tf.value(), "tf");
  return tf;
}

}  // namespace minitf
