// The `numpy` module factory.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

Ref<Module> make_numpy_module(Interpreter& in);

}  // namespace minitf
