// Helpers shared by the op definition files (not part of the public API).
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "ops/registry.h"

namespace minitf {
namespace ops {

class OpTable {
 public:
  void define(OpId id, InferFn infer, KernelFn kernel, const char* inputs, int min_inputs,
              int max_inputs, bool stateful = false);
  OpDef defs[static_cast<int>(OpId::kCount)];
};

// One registration function per family file (static libraries drop unreferenced
// self-registering objects, so the registry calls these explicitly).
void register_math_ops(OpTable& t);
void register_matmul_ops(OpTable& t);
void register_reduction_ops(OpTable& t);
void register_array_ops(OpTable& t);
void register_slice_ops(OpTable& t);
void register_random_ops(OpTable& t);
void register_gradient_ops(OpTable& t);
void register_nn_ops(OpTable& t);
void register_conv_ops(OpTable& t);

// "Could not find device for node: {{node AddV2}} = AddV2[T=DT_BOOL]": TF's
// error for an op that has no kernel for the dtype.
[[noreturn]] void no_kernel(const OpDef& op, DType dtype, const char* attr = "T");
// Inputs [first, last) must all have the dtype of input `first`.
void check_same_dtype(const InferContext& ctx, size_t first, size_t last);
// A known integer input's values (shape, axis, perm operands); null when unknown.
bool known_ints(const InputSpec& in, std::vector<int64_t>* out);
DType int_input_dtype_check(const InferContext& ctx, size_t index);  // int32/int64 or error

inline void add_output(SpecList* out, DType d, const Shape& s) { out->push_back(TensorSpec{d, s}); }
inline Tensor alloc_output(const KernelContext& ctx, size_t i) {
  return Tensor::empty(ctx.outputs[i].dtype, ctx.outputs[i].shape);
}

// Row-major strides of a shape.
inline void row_major_strides(const Shape& s, int64_t* strides) {
  int64_t acc = 1;
  for (int i = s.rank() - 1; i >= 0; --i) {
    strides[i] = acc;
    acc *= s[i];
  }
}

// Normalizes an axis in [-rank, rank) to [0, rank); false when out of range.
inline bool normalize_axis(int64_t axis, int rank, int64_t* out) {
  if (axis < -rank || axis >= rank) return false;
  *out = axis < 0 ? axis + rank : axis;
  return true;
}

// Integers wrap on overflow in TF's kernels (two's complement). Computing in
// an unsigned type at least as wide as int makes that defined behaviour:
// static_cast<T>(wrapping(a) + wrapping(b)).
template <class T>
auto wrapping(T v) {
  using U = std::conditional_t<(sizeof(T) <= 4), uint32_t, uint64_t>;
  return static_cast<U>(v);
}

// Half computes in float (as Eigen::half does); every other type in itself.
template <class T>
struct ComputeType {
  using type = T;
};
template <>
struct ComputeType<Half> {
  using type = float;
};
template <class T>
inline typename ComputeType<T>::type to_compute(T v) {
  return static_cast<typename ComputeType<T>::type>(v);
}
template <class T, class C>
inline T from_compute(C v) {
  if constexpr (std::is_same_v<T, Half>) {
    return Half(static_cast<float>(v));
  } else {
    return static_cast<T>(v);
  }
}

}  // namespace ops
}  // namespace minitf
