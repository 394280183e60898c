// The _keras_native module: signature facts for Keras' Python (see
// keras_native.cpp).
#pragma once

#include "runtime/object.h"

namespace minitf {

class Interpreter;

Ref<Module> make_keras_native_module(Interpreter& in);

}  // namespace minitf
