// tf.TensorShape and tf.TensorSpec objects.
#pragma once

#include "framework/tensor_object.h"

namespace minitf {

struct ShapeObj : Object {
  Shape shape;
  ShapeObj(TypeObject* t, Shape s) : Object(t), shape(std::move(s)) {}
};

// tf.TensorSpec(shape, dtype, name): what input_signature holds.
struct TensorSpecObj : Object {
  Shape shape;
  DType dtype;
  Value name;  // None or a str
  TensorSpecObj(TypeObject* t, Shape s, DType d, Value n)
      : Object(t), shape(std::move(s)), dtype(d), name(std::move(n)) {}
};

TypeObject* tensor_shape_type();
TypeObject* tensor_spec_type();
Value make_shape_value(const Shape& s);
inline bool is_shape_obj(const Value& v) { return is_type_exact(v, tensor_shape_type()); }
inline bool is_tensor_spec(const Value& v) { return is_type_exact(v, tensor_spec_type()); }

// A shape argument as TF's as_shape accepts it: TensorShape, None (unknown
// rank), an int, or a list/tuple of ints and Nones.
Shape shape_arg(Interpreter& in, const Value& v);
// TensorShape.__repr__: TensorShape([2, None]), TensorShape(None).
std::string shape_repr(const Shape& s);

}  // namespace minitf
