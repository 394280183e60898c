// The Python face of tensors, shared by the tensorflow and numpy modules.
//
// One C++ layout, TensorObj, is every tensor-like value a script sees: an eager
// tf.Tensor (type EagerTensor), a symbolic tf.Tensor while tracing
// (SymbolicTensor, tracing.h), a numpy ndarray, or a numpy scalar
// (numpy.float32, numpy.int64, ...): the Python type says which. A value is one
// heap allocation: the Tensor inside keeps scalars and small vectors inline.
//
// Nothing here assumes that a TensorObj of type tf.Tensor holds data except
// the eager-only methods, which live on EagerTensor.
#pragma once

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "tensor/tensor.h"

namespace minitf {

struct TensorObj : Object {
  Tensor t;
  TensorObj(TypeObject* type, Tensor tensor) : Object(type), t(std::move(tensor)) {}
};

// ---- the types ---------------------------------------------------------------

TypeObject* tf_tensor_type();         // tf.Tensor (tensorflow.python.framework.ops.Tensor)
TypeObject* eager_tensor_type();      // EagerTensor, a tf.Tensor with a value
TypeObject* ndarray_type();           // numpy.ndarray
TypeObject* np_scalar_type(DType d);  // numpy.float32, numpy.int64, numpy.bool_, numpy.bytes_ ...

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

// bool() of a tensor or array: its one element's truth (a string: non-empty);
// more than one element is numpy's ambiguity ValueError.
Value truth_of_tensor(const Tensor& x);
// int() of a tensor's single element: floats truncate, NaN and infinity raise
// as CPython's int() does; a complex element raises TypeError(complex_error).
Value int_of_element(const Value& element, const char* complex_error);
// __index__ of a tensor or array: an integer or bool scalar as a Python int.
Value index_of_tensor(const Tensor& x);
inline bool is_numpy_value(const Value& v) { return is_ndarray(v) || is_np_scalar(v); }
// A graph tensor of a tf.function where numpy needs values (np.asarray(x),
// __array__): TF's NotImplementedError, never the tensor's stand-in zeros.
[[noreturn]] void raise_symbolic_to_numpy(const Value& v);
inline const Tensor& tensor_of(const Value& v) { return v.as<TensorObj>()->t; }

}  // namespace minitf
