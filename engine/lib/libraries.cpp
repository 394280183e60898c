#include "lib/libraries.h"

#include <string>

#include "builtins/builtins.h"
#include "builtins/native.h"
#include "framework/errors.h"
#include "framework/tensor_object.h"
#include "function/explain.h"
#include "function/install.h"
#include "lib/display_native.h"
#include "lib/docs.h"
#include "lib/embedded_py.h"
#include "lib/keras_native.h"
#include "lib/np_module.h"
#include "lib/plot_canvas.h"
#include "lib/tf_module.h"
#include "runtime/interpreter.h"

namespace minitf {

namespace {

Value minitf_set_mode(Interpreter& in, CallArgs& a) {
  ArgParser p("set_mode", a, {"mode"}, 1);
  const Value& v = *p.get(0);
  std::string mode = is_type_exact(v, types().str) ? v.as<Str>()->s : "";
  if (mode != "talk" && mode != "modern")
    throw_value_error(
        "set_mode() takes 'talk' (TensorFlow 2.0, as in the talk) or 'modern' "
        "(TensorFlow 2.x), not " +
        in.repr(v));
  set_tf_mode(in, mode == "modern");
  return Value();
}

Value minitf_get_mode(Interpreter& in, CallArgs& a) {
  check_arity(a, 0, 0, "get_mode");
  return str_value(in.options().modern_tf ? "modern" : "talk");
}

const NativeDef kModeFunctions[] = {
    {"set_mode", minitf_set_mode, "(mode)",
     "'talk' (TensorFlow 2.0, as in the talk) or 'modern' (TensorFlow 2.x): minitf's switch, "
     "not TensorFlow's API."},
    {"get_mode", minitf_get_mode, "()", "The current mode: 'talk' or 'modern'."},
};

// Keras' public module names and the embedded modules behind them: `import
// keras.layers` is _keras_layers_api.py.
const char* const kKerasSubmodules[][2] = {
    {"", "_keras"},
    {".layers", "_keras_layers_api"},
    {".models", "_keras_models"},
    {".initializers", "_keras_initializers"},
    {".activations", "_keras_activations"},
    {".losses", "_keras_losses"},
    {".metrics", "_keras_metrics_api"},
    {".optimizers", "_keras_optimizers"},
    {".callbacks", "_keras_callbacks"},
    {".utils", "_keras_utils"},
    {".backend", "_keras_backend"},
    {".datasets", "_keras_datasets"},
    {".regularizers", "_keras_regularizers"},
    {".constraints", "_keras_constraints"},
    {".ops", "_keras_ops"},
    {".ops.numpy", "_keras_ops_numpy"},
    {".ops.nn", "_keras_ops_nn"},
};

// IPython's and matplotlib's module names and the embedded modules behind them.
const char* const kPublicModules[][2] = {
    {"IPython", "_ipython"},
    {"IPython.display", "_ipython_display"},
    {"IPython.core.display", "_ipython_display"},
    {"matplotlib", "_matplotlib"},
    {"matplotlib.pyplot", "_mpl_pyplot"},
    {"matplotlib.colors", "_mpl_colors"},
    {"matplotlib.cm", "_mpl_cm"},
    {"matplotlib.ticker", "_mpl_ticker"},
    {"matplotlib.figure", "_mpl_figure"},
    {"matplotlib.axes", "_mpl_axes"},
};

// The public name of an embedded Keras module ("keras.layers" for
// _keras_layers), or "" for a module that is only Keras' internals.
std::string keras_public_name(const std::string& internal) {
  for (const auto& sub : kKerasSubmodules)
    if (internal == sub[1]) return std::string("keras") + sub[0];
  return "";
}

bool is_keras_public_module(const std::string& name) {
  for (const auto& sub : kKerasSubmodules)
    if (name == std::string("keras") + sub[0]) return true;
  return false;
}

// dir() of a public Keras module: its names, less the modules it imports for
// its own use (tf, np, backend): Keras' API modules hold only their public
// names and their public submodules (keras.ops.numpy). It is native, so Tab
// completion uses it too (builtins/dotted.h).
void install_keras_dir(Interpreter& in, Module& m, const std::string& internal) {
  std::string public_name = keras_public_name(internal);
  if (public_name.empty()) return;
  add_function(
      in, m, "__dir__",
      [internal, public_name](Interpreter& in, CallArgs& a) {
        check_arity(a, 0, 0, "__dir__");
        Ref<Module> mod = in.import_module(internal);
        std::vector<Value> names;
        for (size_t i = 0; i < mod->slots.size(); ++i) {
          if (!mod->bound[i]) continue;
          const std::string& name = mod->slot_names[i]->s;
          const Value& v = mod->slots[i];
          bool is_module = v.is_obj() && v.as_obj()->type == types().module;
          if (is_module && !is_keras_public_module(public_name + "." + name)) continue;
          names.push_back(str_value(name));
        }
        return list_value(std::move(names));
      },
      "()", "The public names of this Keras module.");
}

Ref<Module> make_minitf_module_with_mode(Interpreter& in) {
  Ref<Module> m = make_minitf_module(in);
  add_functions(in, *m, kModeFunctions);
  return m;
}

}  // namespace

void install_libraries(Interpreter& in) {
  install_builtins(in);
  in.add_exception_translator(translate_tensor_error);
  in.register_module("tensorflow", make_tensorflow_module);
  in.register_module("numpy", make_numpy_module);
  in.register_module("_numpy_native", make_numpy_native_module);
  install_function_library(in);
  // The `minitf` module, with the mode switch that only this layer can make.
  in.register_module("minitf", make_minitf_module_with_mode);
  // The library modules written in Python (engine/lib/py) run on first import,
  // under the name of their file ("_keras_layers" for _keras_layers.py).
  for (size_t i = 0; i < kNumLibEmbeddedModules; ++i) {
    const EmbeddedModule& em = kLibEmbeddedModules[i];
    in.register_module(em.name, [em](Interpreter& interp) {
      Ref<Module> m =
          interp.exec_module(em.name, em.source, std::string("<minitf ") + em.name + ">");
      install_keras_dir(interp, *m, em.name);
      std::string public_name = keras_public_name(em.name);
      if (!public_name.empty()) apply_library_docs(interp, m.value(), public_name);
      return m;
    });
  }
  // Keras, under each name a program imports it by: `import keras`, `import
  // tensorflow.keras`, `from tensorflow.keras import layers` (tf.keras itself
  // is the tensorflow module's __getattr__). Each name is the same module.
  in.register_module("_keras_native", make_keras_native_module);
  for (const auto& sub : kKerasSubmodules) {
    std::string target = sub[1];
    auto alias = [target](Interpreter& interp) { return interp.import_module(target); };
    in.register_module(std::string("keras") + sub[0], alias);
    in.register_module(std::string("tensorflow.keras") + sub[0], alias);
  }
  // IPython.display (the rich display protocol) on its native side.
  in.register_module("_minitf_display", make_display_native_module);
  in.register_module("_minitf_canvas", make_canvas_module);
  for (const auto& [name, target] : kPublicModules) {
    // The first public name of a module is its __name__, as error messages
    // say it ("module 'matplotlib.pyplot' has no attribute 'annotate'").
    bool canonical = true;
    for (const auto& [other, other_target] : kPublicModules) {
      if (other == name) break;
      if (std::string(other_target) == target) canonical = false;
    }
    in.register_module(name, [name = std::string(name), target = std::string(target),
                              canonical](Interpreter& interp) {
      Ref<Module> m = interp.import_module(target);
      if (canonical) m->name = name;
      return m;
    });
  }
}

}  // namespace minitf
