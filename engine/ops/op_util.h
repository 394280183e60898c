// Helpers shared by the op definition files (not part of the public API).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "base/limits.h"
#include "ops/registry.h"
#include "tensor/tensor_size.h"

namespace minitf {
namespace ops {

class OpTable {
 public:
  void define(OpId id, InferFn infer, KernelFn kernel, const char* inputs, int min_inputs,
              int max_inputs, bool stateful = false);
  // Sets the op's OpDef::type_attrs (after define).
  void set_type_attrs(OpId id, const char* spec) { defs[static_cast<int>(id)].type_attrs = spec; }
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
void register_sequence_ops(OpTable& t);
void register_gather_ops(OpTable& t);
void register_shape_ops(OpTable& t);
void register_linalg_ops(OpTable& t);
void register_string_ops(OpTable& t);
void register_py_func_ops(OpTable& t);
void register_assert_ops(OpTable& t);

// Copies n elements of any dtype (strings element-wise, others by bytes) from
// flat offset src_off of src to flat offset dst_off of dst.
void copy_elements(const Tensor& src, int64_t src_off, Tensor& dst, int64_t dst_off, int64_t n);

// "Could not find device for node: {{node AddV2}} = AddV2[T=DT_BOOL]": TF's
// error for an op that has no kernel for the dtype.
[[noreturn]] void no_kernel(const OpDef& op, DType dtype, const char* attr = "T");
// Inputs [first, last) must all have the dtype of input `first`.
void check_same_dtype(const InferContext& ctx, size_t first, size_t last);
// A known integer input's values (shape, axis, perm operands); null when unknown.
bool known_ints(const InputSpec& in, std::vector<int64_t>* out);
// The shape a shape operand asks for when its value is unknown: its partial
// value's dims (TF's MakeShapeFromShapeTensor), else as many unknown dims as
// a vector of known length has, else an unknown rank.
Shape shape_from_unknown_shape_input(const InputSpec& in);
DType int_input_dtype_check(const InferContext& ctx, size_t index);  // int32/int64 or error

// Runs body(begin, end) over [0, n) in chunks of about kInterruptPollBytes of
// output (elements of `element_bytes`), polling the session's interrupt flag
// before each, so that Ctrl-C stops a long fill or kernel between chunks
// (ExecutionInterrupted, which the interpreter turns into KeyboardInterrupt).
template <class Body>
void for_chunks(int64_t n, size_t element_bytes, Body body) {
  const int64_t chunk = std::max<int64_t>(
      1, static_cast<int64_t>(kInterruptPollBytes / std::max<size_t>(1, element_bytes)));
  for (int64_t begin = 0; begin < n; begin += chunk) {
    poll_interrupt();
    body(begin, std::min(n, begin + chunk));
  }
}

// Every op's inference reports its outputs here, so every inferred shape is
// size-checked (tensor/tensor_size.h) before a kernel computes with its dims:
// a shape whose element count overflows int64 is TF's InvalidArgumentError.
inline void add_output(SpecList* out, DType d, const Shape& s) {
  check_shape_size(s);
  out->push_back(TensorSpec{d, s});
}
inline Tensor alloc_output(const KernelContext& ctx, size_t i) {
  return Tensor::empty(ctx.outputs[i].dtype, ctx.outputs[i].shape);
}
// Output `i` in input `in`'s buffer where the caller allows it (see
// KernelContext::forwardable) and dtype and shape agree; a fresh buffer
// otherwise. Only for kernels that read each element before writing the
// output element at the same index.
inline bool can_forward(const KernelContext& ctx, size_t i, size_t in) {
  const Tensor& t = ctx.inputs[in];
  return in < 32 && ((ctx.forwardable >> in) & 1u) && !t.is_inline() && t.storage_holders() == 1 &&
         t.dtype() == ctx.outputs[i].dtype && t.shape() == ctx.outputs[i].shape;
}
inline Tensor forward_or_alloc_output(const KernelContext& ctx, size_t i, size_t in) {
  return can_forward(ctx, i, in) ? ctx.inputs[in] : alloc_output(ctx, i);
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

// Calls f(TypeTag<T>) for the float types only (float16/32/64): the kernels of
// ops that TF defines for floats alone (the nn and conv ops).
template <class F>
void dispatch_float(DType d, F&& f) {
  dispatch_dtype(d, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half>)
      f(tag);
  });
}

}  // namespace ops
}  // namespace minitf
