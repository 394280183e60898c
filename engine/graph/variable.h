// Variables as resources: the mutable state behind a tf.Variable, shared by
// reference between the eager Python object and every graph that captures it
// (TF's resource handle). Tensors stay immutable; a variable update replaces
// the tensor the resource holds, so a value read earlier never changes.
//
// The four TF resource ops (ReadVariableOp, AssignVariableOp,
// AssignAddVariableOp, AssignSubVariableOp) are defined once, here, as plain
// functions: eager code calls them directly and the graph executor calls the
// same functions for the graph's variable nodes.
#pragma once

#include <memory>
#include <string>

#include "tensor/tensor.h"

namespace minitf {

struct VariableResource {
  Tensor value;
  DType dtype = DType::Float32;
  Shape shape;  // the variable's declared shape; may be partially known (shape=None)
  bool trainable = true;
  std::string name;  // "Variable:0": for error texts and graph listings
};
using VariableHandle = std::shared_ptr<VariableResource>;

// A new resource holding `initial` (dtype and shape taken from it).
VariableHandle make_variable(Tensor initial, std::string name = "Variable:0");

// ReadVariableOp: the current value (shares storage; tensors are immutable).
inline const Tensor& read_variable(const VariableResource& v) { return v.value; }
// AssignVariableOp. TensorError(InvalidArgument) with TF's runtime texts when
// the dtype differs or the shape is incompatible with the variable's shape.
void assign_variable(VariableResource& v, Tensor value);
// AssignAddVariableOp / AssignSubVariableOp: value + delta / value - delta
// through the registry's AddV2/Sub kernels; the delta must have the variable's
// dtype and exactly its current shape, as TF requires.
// When no other tensor holds the variable's buffer, the update is made in it,
// in place (nobody can see the old value change); otherwise it goes to a new
// buffer, as TF's copy-on-write does.
void assign_add_variable(VariableResource& v, const Tensor& delta);
void assign_sub_variable(VariableResource& v, const Tensor& delta);
// The checks AssignAdd/AssignSubVariableOp make before updating, with their
// texts: a delta of dtype `d` and shape `s` must have the variable's dtype and
// exactly its current shape.
void check_variable_update(const VariableResource& v, DType d, const Shape& s);

}  // namespace minitf
