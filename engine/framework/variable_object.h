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
  VariableObj(TypeObject* t, std::shared_ptr<VariableSlot> s, std::string n)
      : Object(t), slot(std::move(s)), name(std::move(n)) {}
};

TypeObject* variable_type();  // tf.Variable (ResourceVariable)
inline bool is_variable(const Value& v) {
  return v.is_obj() && v.as_obj()->type == variable_type();
}
inline const Tensor& variable_value(const Value& v) { return v.as<VariableObj>()->slot->value; }

}  // namespace minitf
