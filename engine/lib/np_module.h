// The `numpy` module factory.
#pragma once

#include "runtime/interpreter.h"
#include "tensor/tensor.h"

namespace minitf {

Ref<Module> make_numpy_module(Interpreter& in);
// Fills numpy.random (np_random.cpp).
void install_numpy_random(Interpreter& in, Module& np);
// `_numpy_native`, the primitives of numpy's Python-level functions (np_native.cpp).
Ref<Module> make_numpy_native_module(Interpreter& in);
// Its .npy/.npz file functions (np_io.cpp).
void install_numpy_io_natives(Interpreter& in, Module& native);
// Its PCG64 Generator stream (np_generator.cpp).
void install_numpy_generator_natives(Interpreter& in, Module& native);
// A new, uninitialized array for a numpy function: past the session's memory
// budget it is numpy's _ArrayMemoryError ("Unable to allocate 7.28 TiB for an
// array with shape (1000000000000,) and data type float64").
Tensor numpy_empty(DType d, const Shape& s);

}  // namespace minitf
