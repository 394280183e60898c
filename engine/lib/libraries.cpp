#include "lib/libraries.h"

#include "builtins/builtins.h"
#include "framework/errors.h"
#include "function/install.h"
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
}

}  // namespace minitf
