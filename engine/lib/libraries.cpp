#include "lib/libraries.h"

#include <string>

#include "builtins/builtins.h"
#include "framework/errors.h"
#include "function/install.h"
#include "lib/embedded_py.h"
#include "lib/np_module.h"
#include "lib/tf_module.h"
#include "runtime/interpreter.h"

namespace minitf {

void install_libraries(Interpreter& in) {
  install_builtins(in);
  in.add_exception_translator(translate_tensor_error);
  in.register_module("tensorflow", make_tensorflow_module);
  in.register_module("numpy", make_numpy_module);
  install_function_library(in);
  // The library modules written in Python (engine/lib/py) run on first import,
  // under the name of their file ("_keras_layers" for _keras_layers.py).
  for (size_t i = 0; i < kNumLibEmbeddedModules; ++i) {
    const EmbeddedModule& em = kLibEmbeddedModules[i];
    in.register_module(em.name, [em](Interpreter& interp) {
      return interp.exec_module(em.name, em.source, std::string("<minitf ") + em.name + ">");
    });
  }
}

}  // namespace minitf
