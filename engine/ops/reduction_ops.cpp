// Reductions: Sum, Mean, Max, Min, Prod, and Any, All of bools, over
// `reduction_indices` (a tensor operand, as in TF) with the keep_dims attr;
// ArgMax / ArgMin over `dimension`.
// Accumulation is sequential in the element's compute type (float for
// float16/float32), like numpy's and Eigen's scalar paths for small inputs.
#include <cmath>
#include <limits>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

enum class Reduce { Sum, Mean, Max, Min, Prod, Any, All };

bool reduce_type_ok(Reduce r, DType d) {
  if (r == Reduce::Any || r == Reduce::All) return d == DType::Bool;
  if (d == DType::Bool || d == DType::String) return false;
  if ((r == Reduce::Max || r == Reduce::Min) && dtype_is_complex(d)) return false;
  return true;
}

// Which input dims are reduced; false when the axes are not known.
bool reduced_dims(const InferContext& ctx, int rank, bool mask[Shape::kMaxRank]) {
  std::vector<int64_t> axes;
  if (!known_ints(ctx.inputs[1], &axes)) return false;
  for (int i = 0; i < Shape::kMaxRank; ++i) mask[i] = false;
  for (int64_t a : axes) {
    int64_t n;
    if (!normalize_axis(a, rank, &n)) {
      throw_invalid_argument("Invalid reduction dimension (" + std::to_string(a) +
                             " for input with " + std::to_string(rank) + " dimension(s)");
    }
    mask[n] = true;
  }
  return true;
}

template <Reduce R>
void reduce_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if constexpr (R == Reduce::Any || R == Reduce::All) {
    // Any and All declare a bool input (no T attr): another dtype is a mismatch.
    if (x.dtype != DType::Bool) {
      TensorError e(TensorError::InvalidArgument,
                    dtype_mismatch_message(ctx.op.name, 0, DType::Bool, x.dtype));
      e.mismatch = {0, DType::Bool, x.dtype};
      throw e;
    }
  }
  if (!reduce_type_ok(R, x.dtype)) no_kernel(ctx.op, x.dtype);
  int_input_dtype_check(ctx, 1);
  bool keep = ctx.attrs.get_bool("keep_dims", false);
  const Shape& in = *x.shape;
  if (!in.known_rank()) {
    add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  bool mask[Shape::kMaxRank];
  if (!reduced_dims(ctx, in.rank(), mask)) {
    Shape s;
    if (keep) {
      for (int i = 0; i < in.rank(); ++i) s.push_back(Shape::kUnknownDim);
    } else {
      s = Shape::unknown_rank();
    }
    add_output(out, x.dtype, s);
    return;
  }
  Shape s;
  for (int i = 0; i < in.rank(); ++i) {
    if (!mask[i]) {
      s.push_back(in[i]);
    } else if (keep) {
      s.push_back(1);
    }
  }
  add_output(out, x.dtype, s);
}

// The stride in the output of each input dim (0 for reduced dims): where an
// input element's value is accumulated.
void output_strides(const Tensor& x, const bool* mask, int64_t* ostride) {
  int64_t s = 1;
  for (int d = x.rank() - 1; d >= 0; --d) {
    if (!mask[d]) {
      ostride[d] = s;
      s *= x.dim(d);
    }
  }
}

template <Reduce R, class T>
void reduce_typed(const Tensor& x, const bool* mask, Tensor& r) {
  using C = typename ComputeType<T>::type;
  const int rank = x.rank();
  const int64_t n_out = r.num_elements();
  std::vector<C> acc(static_cast<size_t>(n_out));
  C init;
  if constexpr (R == Reduce::Sum || R == Reduce::Mean) {
    init = C(0);
  } else if constexpr (R == Reduce::Prod) {
    init = C(1);
  } else if constexpr (R == Reduce::Max) {
    init = std::numeric_limits<C>::has_infinity ? -std::numeric_limits<C>::infinity()
                                                : std::numeric_limits<C>::lowest();
  } else {
    init = std::numeric_limits<C>::has_infinity ? std::numeric_limits<C>::infinity()
                                                : std::numeric_limits<C>::max();
  }
  std::fill(acc.begin(), acc.end(), init);
  int64_t ostride[Shape::kMaxRank] = {};
  output_strides(x, mask, ostride);
  const T* px = x.data<T>();
  const int64_t n = x.num_elements();
  int64_t n_walk = n;  // elements left to the general walk
  int64_t idx[Shape::kMaxRank] = {};
  int64_t o = 0;
  int64_t count = n_out ? n / n_out : 0;
  // Polls Ctrl-C once per kInterruptPollBytes of input (a mask test per element).
  static_assert((sizeof(T) & (sizeof(T) - 1)) == 0, "element sizes are powers of two");
  const int64_t poll_mask = int64_t(kInterruptPollBytes / sizeof(T)) - 1;
  // Leading dims reduced, trailing ones kept (a bias gradient's Sum over the
  // batch): row after row, each output adds its inputs in the very order of
  // the general walk below, but in a loop the compiler vectorizes.
  int lead = 0;
  while (lead < rank && mask[lead]) ++lead;
  bool leading_only = lead > 0 && n_out > 0;
  for (int d = lead; d < rank; ++d) leading_only = leading_only && !mask[d];
  if constexpr (R == Reduce::Sum || R == Reduce::Mean) {
    if (leading_only) {
      C* pa = acc.data();
      int64_t since_poll = poll_mask + 1;
      for (int64_t row = 0; row < n; row += n_out) {
        if ((since_poll += n_out) > poll_mask) {
          poll_interrupt();
          since_poll = 0;
        }
        const T* in = px + row;
        for (int64_t j = 0; j < n_out; ++j) {
          if constexpr (std::is_integral_v<C> && !std::is_same_v<C, bool>) {
            pa[j] = static_cast<C>(wrapping(pa[j]) + wrapping(to_compute(in[j])));
          } else {
            pa[j] += to_compute(in[j]);
          }
        }
      }
      n_walk = 0;
    }
  }
  for (int64_t i = 0; i < n_walk; ++i) {
    if ((i & poll_mask) == 0) poll_interrupt();
    C v = to_compute(px[i]);
    C& a = acc[static_cast<size_t>(o)];
    if constexpr ((R == Reduce::Sum || R == Reduce::Mean || R == Reduce::Prod) &&
                  std::is_integral_v<C> && !std::is_same_v<C, bool>) {
      a = static_cast<C>(R == Reduce::Prod ? wrapping(a) * wrapping(v) : wrapping(a) + wrapping(v));
    } else if constexpr (R == Reduce::Sum || R == Reduce::Mean) {
      a += v;
    } else if constexpr (R == Reduce::Prod) {
      a *= v;
    } else if constexpr (R == Reduce::Max) {
      if constexpr (std::is_floating_point_v<C>) {
        if (std::isnan(v) || std::isnan(a)) {
          a = std::numeric_limits<C>::quiet_NaN();
          goto next;
        }
      }
      if (v > a) a = v;
    } else {
      if constexpr (std::is_floating_point_v<C>) {
        if (std::isnan(v) || std::isnan(a)) {
          a = std::numeric_limits<C>::quiet_NaN();
          goto next;
        }
      }
      if (v < a) a = v;
    }
  next:
    for (int d = rank - 1; d >= 0; --d) {
      o += ostride[d];
      if (++idx[d] < x.dim(d)) break;
      o -= ostride[d] * x.dim(d);
      idx[d] = 0;
    }
  }
  T* pr = r.mutable_data<T>();
  for (int64_t i = 0; i < n_out; ++i) {
    C v = acc[static_cast<size_t>(i)];
    if constexpr (R == Reduce::Mean) {
      if constexpr (is_complex_v<C>) {
        v /= static_cast<typename C::value_type>(count);
      } else if constexpr (std::is_integral_v<C>) {
        v = count ? static_cast<C>(v / static_cast<C>(count)) : C(0);  // TF: integer mean truncates
      } else {
        v /= static_cast<C>(count);  // 0/0 = nan for an empty reduction, as TF
      }
    }
    pr[i] = from_compute<T>(v);
  }
}

// Any / All: a separate loop, since the accumulator of the others cannot be a
// std::vector<bool> element.
template <Reduce R>
void reduce_bool(const Tensor& x, const bool* mask, Tensor& r) {
  const int rank = x.rank();
  bool* pr = r.mutable_data<bool>();
  for (int64_t i = 0; i < r.num_elements(); ++i) pr[i] = R == Reduce::All;
  int64_t ostride[Shape::kMaxRank] = {};
  output_strides(x, mask, ostride);
  const bool* px = x.data<bool>();
  int64_t idx[Shape::kMaxRank] = {};
  int64_t o = 0;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    if (R == Reduce::Any) {
      pr[o] = pr[o] || px[i];
    } else {
      pr[o] = pr[o] && px[i];
    }
    for (int d = rank - 1; d >= 0; --d) {
      o += ostride[d];
      if (++idx[d] < x.dim(d)) break;
      o -= ostride[d] * x.dim(d);
      idx[d] = 0;
    }
  }
}

template <Reduce R>
void reduce_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  bool mask[Shape::kMaxRank] = {};
  for (int64_t a : ctx.inputs[1].to_int64_vector()) mask[a < 0 ? a + x.rank() : a] = true;
  Tensor r = alloc_output(ctx, 0);
  if constexpr (R == Reduce::Any || R == Reduce::All) {
    reduce_bool<R>(x, mask, r);
    out->push_back(std::move(r));
    return;
  }
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (R != Reduce::Any && R != Reduce::All && !std::is_same_v<T, bool> &&
                  !std::is_same_v<T, std::string>) {
      if constexpr (!((R == Reduce::Max || R == Reduce::Min) && is_complex_v<T>)) {
        reduce_typed<R, T>(x, mask, r);
      }
    }
  });
  out->push_back(std::move(r));
}

// ---- ArgMax / ArgMin ----------------------------------------------------------

template <bool kMax>
void arg_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!dtype_is_numeric(x.dtype) || dtype_is_complex(x.dtype)) no_kernel(ctx.op, x.dtype);
  int_input_dtype_check(ctx, 1);
  DType ot = ctx.attrs.get_dtype("output_type", DType::Int64);
  if (ot != DType::Int32 && ot != DType::Int64) no_kernel(ctx.op, ot, "output_type");
  const Shape& in = *x.shape;
  std::vector<int64_t> axis;
  if (!in.known_rank() || !known_ints(ctx.inputs[1], &axis)) {
    add_output(out, ot, Shape::unknown_rank());
    return;
  }
  if (axis.size() != 1) throw_invalid_argument("dimension must be a scalar");
  int64_t a;
  if (!normalize_axis(axis[0], in.rank(), &a)) {
    throw_invalid_argument("Expected dimension in the range [" + std::to_string(-in.rank()) + ", " +
                           std::to_string(in.rank()) + "), but got " + std::to_string(axis[0]));
  }
  if (in[static_cast<int>(a)] == 0) {
    throw_invalid_argument("Reduction axis " + std::to_string(a) + " is empty in shape " +
                           in.debug_str());
  }
  Shape s = in;
  s.erase(static_cast<int>(a));
  add_output(out, ot, s);
}

template <bool kMax>
void arg_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  int64_t axis = ctx.inputs[1].element_as_int64(0);
  if (axis < 0) axis += x.rank();
  int64_t outer = 1, inner = 1, len = x.dim(static_cast<int>(axis));
  for (int d = 0; d < axis; ++d) outer *= x.dim(d);
  for (int d = static_cast<int>(axis) + 1; d < x.rank(); ++d) inner *= x.dim(d);
  Tensor r = alloc_output(ctx, 0);
  std::vector<int64_t> best(static_cast<size_t>(outer * inner));
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_arithmetic_v<T> || std::is_same_v<T, Half>) {
      if constexpr (!std::is_same_v<T, bool>) {
        const T* px = x.data<T>();
        for (int64_t o = 0; o < outer; ++o) {
          for (int64_t i = 0; i < inner; ++i) {
            auto bv = to_compute(px[o * len * inner + i]);
            int64_t bj = 0;
            for (int64_t j = 1; j < len; ++j) {
              auto v = to_compute(px[(o * len + j) * inner + i]);
              if (kMax ? v > bv : v < bv) {  // first occurrence wins ties
                bv = v;
                bj = j;
              }
            }
            best[static_cast<size_t>(o * inner + i)] = bj;
          }
        }
      }
    }
  });
  for (int64_t i = 0; i < r.num_elements(); ++i) {
    if (r.dtype() == DType::Int32) {
      r.set<int32_t>(i, static_cast<int32_t>(best[static_cast<size_t>(i)]));
    } else {
      r.set<int64_t>(i, best[static_cast<size_t>(i)]);
    }
  }
  out->push_back(std::move(r));
}

}  // namespace

void register_reduction_ops(OpTable& t) {
  t.define(OpId::Sum, reduce_infer<Reduce::Sum>, reduce_kernel<Reduce::Sum>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::Mean, reduce_infer<Reduce::Mean>, reduce_kernel<Reduce::Mean>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::Max, reduce_infer<Reduce::Max>, reduce_kernel<Reduce::Max>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::Min, reduce_infer<Reduce::Min>, reduce_kernel<Reduce::Min>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::Prod, reduce_infer<Reduce::Prod>, reduce_kernel<Reduce::Prod>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::Any, reduce_infer<Reduce::Any>, reduce_kernel<Reduce::Any>,
           "input,reduction_indices", 2, 2);
  t.define(OpId::All, reduce_infer<Reduce::All>, reduce_kernel<Reduce::All>,
           "input,reduction_indices", 2, 2);
  // Any and All have no T: their input is declared bool.
  t.set_type_attrs(OpId::Any, "Tidx=1");
  t.set_type_attrs(OpId::All, "Tidx=1");
  t.define(OpId::ArgMax, arg_infer<true>, arg_kernel<true>, "input,dimension", 2, 2);
  t.define(OpId::ArgMin, arg_infer<false>, arg_kernel<false>, "input,dimension", 2, 2);
}

}  // namespace ops
}  // namespace minitf
