// EagerPyFunc, the op of tf.py_function: its kernel runs a Python function,
// which only the layers above know how to call. They install the hook; the
// op stores the function's token (an attr) and its output dtypes ("Tout").
#pragma once

#include <cstdint>

#include "ops/registry.h"

namespace minitf {

// Runs the function of `token` on `inputs`, appending one tensor per output
// of the Tout dtypes; throws TensorError when the function fails.
using PyFuncHook = void (*)(int64_t token, Span<Tensor> inputs, TensorList* outputs);
void set_py_func_hook(PyFuncHook hook);

}  // namespace minitf
