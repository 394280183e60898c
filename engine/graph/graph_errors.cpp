#include "graph/graph_errors.h"

namespace minitf {

void throw_graph_error(const std::string& message) {
  throw TensorError(TensorError::InvalidArgument, "graph: " + message);
}

std::string graph_def_input(const Output& x) {
  if (x.index == 0) return x.node->name;
  return x.node->name + ":" + std::to_string(x.index);
}

namespace {

// TF's broadcasting shape function reports the first pair of dimensions
// (from the right) that neither equal each other nor 1.
std::string broadcast_message(const Shape& a, const Shape& b) {
  for (int i = 1; i <= a.rank() && i <= b.rank(); ++i) {
    int64_t x = a[a.rank() - i], y = b[b.rank() - i];
    if (x != y && x != 1 && y != 1 && x >= 0 && y >= 0)
      return "Dimensions must be equal, but are " + std::to_string(x) + " and " + std::to_string(y);
  }
  return "Incompatible shapes: " + a.debug_str() + " vs. " + b.debug_str();
}

}  // namespace

void throw_inference_error(const TensorError& e, const OpDef& op, const std::string& node_name,
                           Span<Output> inputs, bool tf2_0) {
  if (e.mismatch.input_index >= 0) {
    throw TensorError(TensorError::Type,
                      graph_dtype_mismatch_message(op, e.mismatch.input_index, e.mismatch.expected,
                                                   e.mismatch.actual));
  }
  std::string text = e.message;
  if (text.rfind("Incompatible shapes", 0) == 0 && inputs.size() == 2 &&
      inputs[0].shape().known_rank() && inputs[1].shape().known_rank()) {
    text = broadcast_message(inputs[0].shape(), inputs[1].shape());
  }
  if (tf2_0) {
    text += " for '" + node_name + "' (op: '" + op.name + "')";
  } else {
    text += " for '{{node " + node_name + "}} = " + op.name;
    if (!inputs.empty()) text += "[T=" + dtype_enum_name(inputs[0].dtype()) + "]";
    text += "(";
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (i) text += ", ";
      text += graph_def_input(inputs[i]);
    }
    text += ")'";
  }
  text += " with input shapes: ";
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (i) text += ", ";
    text += inputs[i].shape().debug_str();
  }
  text += ".";
  throw TensorError(TensorError::Value, text);
}

}  // namespace minitf
