// The `numpy` module factory.
#pragma once

#include "runtime/interpreter.h"

namespace minitf {

Ref<Module> make_numpy_module(Interpreter& in);
// Fills numpy.random (np_random.cpp).
void install_numpy_random(Interpreter& in, Module& np);

}  // namespace minitf
