// tf.DType objects (tf.float32 ...) and dtype arguments as TF and numpy accept
// them.
#pragma once

#include <optional>

#include "runtime/interpreter.h"
#include "tensor/dtype.h"

namespace minitf {

TypeObject* dtype_type();  // tf.DType
// The DType object of tf (tf.float32): one immortal object per dtype.
Value tf_dtype_value(DType d);
bool is_tf_dtype(const Value& v);
DType tf_dtype_of(const Value& v);  // v must be a tf.DType

// A dtype argument as TF accepts it: tf.float32, np.float32, np.dtype('float32'),
// "float32", and the Python types float/int/bool/complex/str. `numpy_flavor`
// maps the Python types as numpy does (float -> float64, int -> int64).
DType dtype_arg(Interpreter& in, const Value& v, bool numpy_flavor = false);
// Same, but None (or a null pointer) gives nullopt.
std::optional<DType> optional_dtype_arg(Interpreter& in, const Value* v, bool numpy_flavor = false);

}  // namespace minitf
