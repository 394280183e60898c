// Conversions between Python values and tensors: TF's convert_to_tensor and
// numpy's array(), the way back (item(), tolist()), and integer arguments
// that may be given as tensors.
#pragma once

#include <optional>
#include <vector>

#include "framework/tensor_object.h"

namespace minitf {

// Python int/float/bool/complex/str, nested lists/tuples of them, numpy values,
// tensors and variables -> Tensor, with TF's inference (int -> int32, float ->
// float32, ...) when `dtype` is not given, and TF's conversion errors
// ("Cannot convert 1.5 to EagerTensor of dtype int32") when it is.
Tensor convert_to_tensor(Interpreter& in, const Value& v,
                         std::optional<DType> dtype = std::nullopt);
// convert_to_tensor(v, d) for one Python int or float and a dtype that
// scalar_fn_covers (ops/registry.h): writes the scalar's bytes to `out` (8
// bytes) and returns true; false where convert_to_tensor would raise, or for
// any other value, so that callers fall back to it.
bool python_scalar_as(const Value& v, DType d, void* out);
// Same inference with numpy's defaults (int -> int64, float -> float64).
Tensor convert_to_numpy(Interpreter& in, const Value& v, std::optional<DType> dtype = std::nullopt);
// The dtype TF infers for a Python value without converting it (int32 for 1).
// Returns false for values that are not plain Python scalars.
bool python_scalar_dtype(const Value& v, DType* out);
// Element `i` of t as a Python object: int, float, bool, complex or str
// (numpy's .item() / .tolist() leaves; bytes print as str here).
Value element_to_python(const Tensor& t, int64_t i);
// A nested Python list of the elements (ndarray.tolist()).
Value tensor_to_list(const Tensor& t);

// Integer argument (Python int/bool, numpy integer scalar, integer scalar tensor).
int64_t int_arg(Interpreter& in, const Value& v, const char* what);
// A list of ints from an int, a list/tuple of ints, or an integer tensor/array.
std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what);

}  // namespace minitf
