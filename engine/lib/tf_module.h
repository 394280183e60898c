// The `tensorflow` module factory.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

Ref<Module> make_tensorflow_module(Interpreter& in);

}  // namespace minitf
