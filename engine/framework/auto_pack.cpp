#include "framework/auto_pack.h"

#include "framework/convert.h"
#include "framework/operators.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// Nesting deeper than a tensor's rank cannot pack into one tensor; the bound
// also keeps a self-containing list from recursing without end.
constexpr int kMaxPackDepth = Shape::kMaxRank + 1;

bool is_sequence(const Value& v) {
  return v.is_obj() && (v.as_obj()->type == types().list || v.as_obj()->type == types().tuple);
}

// The items, read in place by the walks that run no code.
const std::vector<Value>& items_in(const Value& v) {
  return v.as_obj()->type == types().list ? v.as<List>()->items : v.as<Tuple>()->items;
}

bool is_graph_leaf(Interpreter& in, const Value& v) {
  return is_symbolic_tensor(v) || (is_variable(v) && is_tracing(in));
}

bool holds(Interpreter& in, const Value& v, int depth) {
  if (depth > kMaxPackDepth) return false;
  for (const Value& x : items_in(v)) {
    if (is_graph_leaf(in, x)) return true;
    if (is_sequence(x) && holds(in, x, depth + 1)) return true;
  }
  return false;
}

// TF's _get_dtype_from_nested_lists: the dtype of the first tensor-like item.
std::optional<DType> first_tensor_dtype(const Value& v, int depth) {
  if (depth > kMaxPackDepth) return std::nullopt;
  for (const Value& x : items_in(v)) {
    if (const Tensor* t = tensor_operand(x)) return t->dtype();
    if (is_sequence(x)) {
      if (auto d = first_tensor_dtype(x, depth + 1)) return d;
    }
  }
  return std::nullopt;
}

Value pack(Interpreter& in, const Value& v, DType dtype, int depth) {
  if (depth > kMaxPackDepth)
    throw_value_error("minitf tensors have at most " + std::to_string(Shape::kMaxRank) +
                      " dimensions");
  // A copy: the ops dispatched below must not see the list change under them.
  std::vector<Value> items = items_in(v);
  std::vector<Value> parts;
  parts.reserve(items.size());
  for (const Value& x : items) {
    if (const Tensor* t = tensor_operand(x)) {
      if (t->dtype() == dtype) {
        parts.push_back(x);
      } else {
        OpInputs c;
        c.add(*t, x.as_obj());
        parts.push_back(dispatch_op(in, OpId::Cast, c, Attrs{{"DstT", dtype}}, "Cast/"));
      }
    } else if (is_sequence(x) && holds(in, x, depth + 1)) {
      parts.push_back(pack(in, x, dtype, depth + 1));
    } else {
      parts.push_back(x);
    }
  }
  OpInputs inputs;
  for (const Value& x : parts) add_tensor_input(in, inputs, x, dtype);
  return dispatch_op(in, OpId::Pack, inputs,
                     Attrs{{"axis", int64_t(0)}, {"N", int64_t(parts.size())}}, "packed");
}

}  // namespace

bool holds_graph_tensor(Interpreter& in, const Value& v) {
  return is_sequence(v) && holds(in, v, 0);
}

Value auto_pack(Interpreter& in, const Value& v, std::optional<DType> dtype) {
  MINITF_ASSERT(holds_graph_tensor(in, v), "auto_pack of a value without graph tensors");
  DType d = dtype ? *dtype : first_tensor_dtype(v, 0).value_or(DType::Float32);
  return pack(in, v, d, 0);
}

void add_packed_input(Interpreter& in, OpInputs& inputs, const Value& v,
                      std::optional<DType> dtype) {
  Value packed = auto_pack(in, v, dtype);
  inputs.add(tensor_of(packed), packed.as_obj());
  inputs.keep.push_back(std::move(packed));
}

}  // namespace minitf
