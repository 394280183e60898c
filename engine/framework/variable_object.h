// tf.Variable: a mutable tensor slot. Several Python objects may share one slot
// (the variable and the `UnreadVariable` that assign() returns), as TF's
// resource handle is shared; tracing will capture the slot by reference.
#pragma once

#include <memory>
#include <string>

#include "framework/tensor_object.h"
#include "graph/variable.h"

namespace minitf {

// The slot is the graph layer's VariableResource: the eager object and every
// graph that captures the variable share it (TF's resource handle).
using VariableSlot = VariableResource;

struct VariableObj : Object {
  std::shared_ptr<VariableSlot> slot;
  std::string name;  // "Variable:0", or "UnreadVariable" for assign()'s result
  // Keras 3's path of a Keras variable ("sequential/dense/kernel"); empty for
  // a tf.Variable.
  std::string path;
  VariableObj(TypeObject* t, std::shared_ptr<VariableSlot> s, std::string n)
      : Object(t), slot(std::move(s)), name(std::move(n)) {}
};

TypeObject* variable_type();  // tf.Variable (ResourceVariable)
// Keras 3's variable of the TensorFlow backend
// (keras.src.backend.tensorflow.core.Variable): the same resource under
// Keras' names (`name` "kernel", `path`, a str dtype, `value` the tf.Variable
// it wraps) and Keras 3.15's repr. Everything that takes a tf.Variable takes it.
TypeObject* keras_variable_type();
inline bool is_variable_type(const TypeObject* t) {
  return t == variable_type() || t == keras_variable_type();
}
inline bool is_variable(const Value& v) { return v.is_obj() && is_variable_type(v.as_obj()->type); }
// tf.Variable(...) with tf.Variable's arguments, making an object of `type`
// (variable_type() or keras_variable_type()).
Value create_variable_of(Interpreter& in, CallArgs& a, TypeObject* type);
inline const Tensor& variable_value(const Value& v) { return v.as<VariableObj>()->slot->value; }

}  // namespace minitf
