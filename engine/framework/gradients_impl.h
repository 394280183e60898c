// Internal to the gradient files: the table they fill and shared helpers.
#pragma once

#include "framework/gradients.h"
#include "framework/tape.h"

namespace minitf {

struct GradTable {
  GradEntry entries[static_cast<int>(OpId::kCount)];
  void fn(OpId id, GradFn f) {
    GradEntry& e = entries[static_cast<int>(id)];
    MINITF_ASSERT(e.kind == GradKind::Missing, "a gradient registered twice");
    e.kind = GradKind::Function;
    e.fn = f;
  }
  void not_differentiable(OpId id) {
    GradEntry& e = entries[static_cast<int>(id)];
    MINITF_ASSERT(e.kind == GradKind::Missing, "a gradient registered twice");
    e.kind = GradKind::NotDifferentiable;
  }
};

void register_math_gradients(GradTable& t);
void register_array_gradients(GradTable& t);
void register_nn_gradients(GradTable& t);

// The shape of a reduction's output with the reduced axes kept as 1, as an
// int32 tensor (the reduction axes must be known while building).
Value reduction_kept_shape(Interpreter& in, const Value& x, const Value& axes);
// The gradient of a sum over `axes` of x: g broadcast back to x's shape.
Value reduction_grad_broadcast(Interpreter& in, const Value& g, const Value& x, const Value& axes,
                               const Attrs& attrs);

}  // namespace minitf
