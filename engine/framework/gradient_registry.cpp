// The gradient registry: built once, from the families' registration functions.
#include "base/assert.h"
#include "framework/gradients_impl.h"
#include "framework/tracing.h"

namespace minitf {

const GradEntry& gradient_entry(OpId id) {
  static const GradTable table = [] {
    GradTable t;
    register_math_gradients(t);
    register_array_gradients(t);
    register_nn_gradients(t);
    register_index_gradients(t);
    register_linalg_gradients(t);
    register_py_func_gradient(t);
    return t;
  }();
  return table.entries[static_cast<int>(id)];
}

Value reduction_kept_shape(Interpreter& in, const Value& x, const Value& axes) {
  const Shape& xs = grad::shape_of(x);
  std::vector<int64_t> ax;
  if (!xs.known_rank() || !grad::known_ints(axes, &ax))
    throw_not_implemented(
        "minitf: the gradient of a reduction needs its axes and its input's rank while the "
        "graph is built");
  std::vector<bool> reduced(size_t(xs.rank()), false);
  for (int64_t a : ax) {
    int64_t k = a < 0 ? a + xs.rank() : a;
    if (k >= 0 && k < xs.rank()) reduced[size_t(k)] = true;
  }
  if (xs.fully_defined()) {
    std::vector<int64_t> kept = xs.dim_vector();
    for (size_t i = 0; i < kept.size(); ++i)
      if (reduced[i]) kept[i] = 1;
    return grad::ints(kept);
  }
  // Unknown dimensions: 1 where reduced, else the dimension when the graph runs.
  std::vector<int64_t> ones(size_t(xs.rank()), 1);
  Value mask = make_eager_tensor(Tensor::from_bools(reduced));
  return grad::op(in, OpId::SelectV2, {mask, grad::ints(ones), grad::shape_tensor(in, x)});
}

Value reduction_grad_broadcast(Interpreter& in, const Value& g, const Value& x, const Value& axes,
                               const Attrs&) {
  if (grad::shape_of(g).rank() == 0 && grad::shape_of(x).fully_defined())
    return grad::broadcast_like(in, g, x);
  Value gk = grad::op(in, OpId::Reshape, {g, reduction_kept_shape(in, x, axes)});
  return grad::broadcast_like(in, gk, x);
}

}  // namespace minitf
