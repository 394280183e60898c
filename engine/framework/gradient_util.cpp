// The builders gradient functions are written with: each dispatches one
// ordinary op (so it runs eagerly, or adds a node to the graph being traced),
// and the shape arithmetic that undoes broadcasting and reductions.
#include <algorithm>

#include "framework/convert.h"
#include "framework/gradients.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {
namespace grad {

namespace {

void add_input(Interpreter& in, OpInputs& inputs, const Value& v) {
  if (const Tensor* t = tensor_operand(v)) {
    inputs.add(*t, v.as_obj());
  } else {
    MINITF_ASSERT(false, "a gradient builder given a non-tensor input");
    inputs.add(convert_to_tensor(in, v));
  }
}

}  // namespace

Value op(Interpreter& in, OpId id, std::initializer_list<Value> inputs, const Attrs& attrs) {
  OpInputs oi;
  for (const Value& v : inputs) add_input(in, oi, v);
  return dispatch_op(in, id, oi, attrs);
}

std::vector<Value> op_n(Interpreter& in, OpId id, const std::vector<Value>& inputs,
                        const Attrs& attrs) {
  OpInputs oi;
  for (const Value& v : inputs) add_input(in, oi, v);
  return dispatch_op_n(in, id, oi, attrs);
}

Value sum_n(Interpreter& in, const std::vector<Value>& parts) {
  MINITF_ASSERT(!parts.empty(), "summing no gradients");
  if (parts.size() == 1) return parts[0];
  bool same = true;
  for (const Value& v : parts)
    same = same && shape_of(v) == shape_of(parts[0]) && dtype_of(v) == dtype_of(parts[0]);
  if (same) return op_n(in, OpId::AddN, parts, Attrs{{"N", int64_t(parts.size())}})[0];
  Value sum = parts[0];
  for (size_t i = 1; i < parts.size(); ++i) sum = op(in, OpId::AddV2, {sum, parts[i]});
  return sum;
}

Value ints(const std::vector<int64_t>& v) {
  std::vector<int32_t> w(v.begin(), v.end());
  return make_eager_tensor(Tensor::from_vector(w));
}

Value scalar(double v, DType d) { return make_eager_tensor(cast_tensor(Tensor::scalar(v), d)); }

const Shape& shape_of(const Value& v) {
  if (is_variable(v)) return v.as<VariableObj>()->slot->shape;
  return static_shape(v);
}

DType dtype_of(const Value& v) { return tensor_operand(v)->dtype(); }

bool known_ints(const Value& v, std::vector<int64_t>* out) {
  if (is_symbolic_tensor(v)) {
    const Tensor* t = symbolic_output(v).static_value();
    if (!t) return false;
    *out = t->to_int64_vector();
    return true;
  }
  *out = tensor_operand(v)->to_int64_vector();
  return true;
}

Value shape_tensor(Interpreter& in, const Value& x) {
  const Shape& s = shape_of(x);
  if (s.fully_defined()) return ints(s.dim_vector());
  return op(in, OpId::Shape, {x}, Attrs{{"out_type", DType::Int32}});
}

Value unbroadcast(Interpreter& in, const Value& g, const Value& x) {
  const Shape& gs = shape_of(g);
  const Shape& xs = shape_of(x);
  if (gs.fully_defined() && xs.fully_defined()) {
    if (gs == xs) return g;
    // The leading axes x lacks, and those where x has 1 and g does not.
    std::vector<int64_t> axes;
    const int lead = gs.rank() - xs.rank();
    for (int i = 0; i < gs.rank(); ++i)
      if (i < lead || (xs[i - lead] == 1 && gs[i] != 1)) axes.push_back(i);
    Value r = g;
    if (!axes.empty()) r = op(in, OpId::Sum, {g, ints(axes)}, Attrs{{"keep_dims", false}});
    if (shape_of(r) != xs) r = op(in, OpId::Reshape, {r, ints(xs.dim_vector())});
    return r;
  }
  // Shapes known only when the graph runs: TF's BroadcastGradientArgs.
  Value sx = shape_tensor(in, x);
  Value sg = shape_tensor(in, g);
  std::vector<Value> r = op_n(in, OpId::BroadcastGradientArgs, {sx, sg});
  Value sum = op(in, OpId::Sum, {g, r[0]}, Attrs{{"keep_dims", false}});
  return op(in, OpId::Reshape, {sum, sx});
}

Value broadcast_like(Interpreter& in, const Value& x, const Value& like) {
  if (shape_of(x) == shape_of(like) && shape_of(x).fully_defined()) return x;
  if (shape_of(x).rank() == 0 && shape_of(like).fully_defined())
    return op(in, OpId::Fill, {ints(shape_of(like).dim_vector()), x});
  // Multiplying by ones broadcasts with the kernel's own rules and keeps the
  // result differentiable (a second derivative sees an ordinary Mul).
  return op(in, OpId::Mul, {x, op(in, OpId::OnesLike, {like})});
}

}  // namespace grad
}  // namespace minitf
