// tf.TensorArray (tensor_array.cpp) and how converted control flow carries
// one: as its two tensors, the flat element buffer and the size.
#pragma once

#include <vector>

#include "runtime/interpreter.h"

namespace minitf {

Value make_tensor_array(Interpreter& in, CallArgs& a);
bool is_tensor_array(const Value& v);
// {buffer, size}
std::vector<Value> tensor_array_parts(const Value& ta);
// A TensorArray like `like` (dtype, element shape) holding these tensors.
Value tensor_array_with_parts(const Value& like, const Value& buffer, const Value& size);

// Control-flow state with each TensorArray replaced by its two tensors;
// `templates` records, per original position, the TensorArray (or None).
std::vector<Value> flatten_state(const std::vector<Value>& state, std::vector<Value>* templates);
std::vector<Value> unflatten_state(const std::vector<Value>& flat,
                                   const std::vector<Value>& templates);
// Which flat positions are TensorArray buffers (their length may change).
std::vector<bool> buffer_positions(const std::vector<Value>& templates);

}  // namespace minitf
