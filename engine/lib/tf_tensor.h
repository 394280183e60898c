// The Python face of tensors, shared by the tensorflow and numpy modules.
//
// One C++ layout, TensorObj, is every tensor-like value a script sees: an eager
// tf.Tensor (type EagerTensor), a numpy ndarray, or a numpy scalar (numpy.float32,
// numpy.int64, ...): the Python type says which. A value is one heap allocation:
// the Tensor inside keeps scalars and small vectors inline.
//
// Symbolic (graph) tensors, when tracing lands, will be TensorObjs of type
// tf.Tensor with a graph-node pointer and no data; nothing here assumes that a
// TensorObj of type tf.Tensor holds data except the eager-only methods, which
// live on EagerTensor.
#pragma once

#include <optional>
#include <string>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "tensor/tensor.h"

namespace minitf {

struct TensorObj : Object {
  Tensor t;
  TensorObj(TypeObject* type, Tensor tensor) : Object(type), t(std::move(tensor)) {}
};


// A new immortal, built-in, Native-layout type with its own dict.
TypeObject* new_lib_type(const char* name, const char* module, TypeObject* base);

// ---- the types ---------------------------------------------------------------

TypeObject* tf_tensor_type();         // tf.Tensor (tensorflow.python.framework.ops.Tensor)
TypeObject* eager_tensor_type();      // EagerTensor, a tf.Tensor with a value
TypeObject* ndarray_type();           // numpy.ndarray
TypeObject* np_scalar_type(DType d);  // numpy.float32, numpy.int64, numpy.bool_, numpy.bytes_ ...
// The DType object of tf (tf.float32) and the numpy dtype instance (dtype('float32')).
Value tf_dtype_value(DType d);
Value np_dtype_value(DType d);

inline Value make_eager_tensor(Tensor t) {
  return Value::object(new TensorObj(eager_tensor_type(), std::move(t)));
}
inline Value make_ndarray(Tensor t) {
  return Value::object(new TensorObj(ndarray_type(), std::move(t)));
}
// What numpy returns for a result: a numpy scalar for 0-d, else an ndarray.
Value numpy_result(Tensor t);

inline bool is_type_exact(const Value& v, TypeObject* t) {
  return v.is_obj() && v.as_obj()->type == t;
}
inline bool is_eager_tensor(const Value& v) { return is_type_exact(v, eager_tensor_type()); }
// Any tf.Tensor: eager, or symbolic (a graph tensor while tracing).
bool is_tf_tensor(const Value& v);
// The static shape of a tf.Tensor (of a TensorObj): a symbolic tensor's may be
// partially known, unlike its stand-in value's.
const Shape& static_shape(const Value& v);
inline bool is_ndarray(const Value& v) { return is_type_exact(v, ndarray_type()); }
bool is_np_scalar(const Value& v);
inline bool is_numpy_value(const Value& v) { return is_ndarray(v) || is_np_scalar(v); }
inline const Tensor& tensor_of(const Value& v) { return v.as<TensorObj>()->t; }

// ---- dtype arguments ---------------------------------------------------------

// A dtype argument as TF accepts it: tf.float32, np.float32, np.dtype('float32'),
// "float32", and the Python types float/int/bool/complex/str. `numpy_flavor`
// maps the Python types as numpy does (float -> float64, int -> int64).
DType dtype_arg(Interpreter& in, const Value& v, bool numpy_flavor = false);
// Same, but None (or a null pointer) gives nullopt.
std::optional<DType> optional_dtype_arg(Interpreter& in, const Value* v, bool numpy_flavor = false);
bool is_tf_dtype(const Value& v);
DType tf_dtype_of(const Value& v);  // v must be a tf.DType

// ---- conversions -------------------------------------------------------------

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

// ---- errors ------------------------------------------------------------------

// Raises the Python exception for a tensor-core error: tf.errors.* for TF's
// error classes, TypeError/ValueError/IndexError for the Python ones.
[[noreturn]] void raise_tensor_error(const TensorError& e);

// True in modern-TF mode (tf.compat.set_version("2.x") or --modern).
inline bool modern_tf(Interpreter& in) { return in.options().modern_tf; }

}  // namespace minitf
