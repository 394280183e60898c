// Ops along one axis or over a list: AddN (the sum of N tensors), Cumsum,
// TopKV2 (which tf.sort and tf.argsort are built on, as in TF's sort_ops.py)
// and LinSpace.
#include <algorithm>
#include <numeric>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

// ---- AddN ---------------------------------------------------------------------

void add_n_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, ctx.inputs.size());
  DType d = ctx.inputs[0].dtype;
  if (!dtype_is_numeric(d)) no_kernel(ctx.op, d);
  // AddN does not broadcast: every input has the one shape.
  Shape s = *ctx.inputs[0].shape;
  for (size_t i = 1; i < ctx.inputs.size(); ++i) {
    const Shape& si = *ctx.inputs[i].shape;
    if (!s.compatible_with(si)) {
      throw_invalid_argument(
          "Inputs to operation AddN of type AddN must have the same size and "
          "shape.  Input 0: " +
          s.debug_str() + " != input " + std::to_string(i) + ": " + si.debug_str());
    }
    if (!s.fully_defined() && si.fully_defined()) s = si;
  }
  add_output(out, d, s);
}

void add_n_kernel(const KernelContext& ctx, TensorList* out) {
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = r.num_elements();
  dispatch_dtype(r.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (is_real_number_v<T> || is_complex_v<T> || std::is_same_v<T, Half>) {
      T* pr = r.mutable_data<T>();
      const T* p0 = ctx.inputs[0].data<T>();
      for (int64_t i = 0; i < n; ++i) pr[i] = p0[i];
      for (size_t k = 1; k < ctx.inputs.size(); ++k) {
        const T* pk = ctx.inputs[k].data<T>();
        for (int64_t i = 0; i < n; ++i) {
          if constexpr (std::is_integral_v<T>) {
            pr[i] = static_cast<T>(wrapping(pr[i]) + wrapping(pk[i]));
          } else {
            pr[i] = from_compute<T>(to_compute(pr[i]) + to_compute(pk[i]));
          }
        }
      }
    }
  });
  out->push_back(std::move(r));
}

// ---- Cumsum -------------------------------------------------------------------

// The scan axis, normalized; -1 when it is not known yet.
int64_t scan_axis(const InputSpec& x, const InputSpec& axis) {
  std::vector<int64_t> a;
  if (!x.shape->known_rank() || !known_ints(axis, &a)) return -1;
  if (a.size() != 1) throw_invalid_argument("ScanOp: axis must be a scalar, not a vector");
  int rank = x.shape->rank();
  int64_t n;
  if (!normalize_axis(a[0], rank, &n)) {
    throw_invalid_argument("ScanOp: Expected scan axis in the range [" + std::to_string(-rank) +
                           ", " + std::to_string(rank) + "), but got " + std::to_string(a[0]));
  }
  return n;
}

void cumsum_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!dtype_is_numeric(x.dtype)) no_kernel(ctx.op, x.dtype);
  int_input_dtype_check(ctx, 1);
  scan_axis(x, ctx.inputs[1]);
  add_output(out, x.dtype, *x.shape);
}

void cumsum_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  InputSpec xs{x.dtype(), &x.shape(), &x},
      as{ctx.inputs[1].dtype(), &ctx.inputs[1].shape(), &ctx.inputs[1]};
  const int64_t axis = scan_axis(xs, as);
  const bool exclusive = ctx.attrs.get_bool("exclusive", false);
  const bool reverse = ctx.attrs.get_bool("reverse", false);
  Tensor r = alloc_output(ctx, 0);
  int64_t outer = 1, inner = 1, len = x.dim(static_cast<int>(axis));
  for (int d = 0; d < axis; ++d) outer *= x.dim(d);
  for (int d = static_cast<int>(axis) + 1; d < x.rank(); ++d) inner *= x.dim(d);
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (is_real_number_v<T> || is_complex_v<T> || std::is_same_v<T, Half>) {
      using C = typename ComputeType<T>::type;
      const T* px = x.data<T>();
      T* pr = r.mutable_data<T>();
      for (int64_t o = 0; o < outer; ++o) {
        for (int64_t i = 0; i < inner; ++i) {
          C acc = C(0);
          for (int64_t j = 0; j < len; ++j) {
            int64_t jj = reverse ? len - 1 - j : j;
            int64_t at = (o * len + jj) * inner + i;
            C v = to_compute(px[at]);
            if (exclusive) pr[at] = from_compute<T>(acc);
            if constexpr (std::is_integral_v<C>) {
              acc = static_cast<C>(wrapping(acc) + wrapping(v));
            } else {
              acc += v;
            }
            if (!exclusive) pr[at] = from_compute<T>(acc);
          }
        }
      }
    }
  });
  out->push_back(std::move(r));
}

// ---- TopKV2 -------------------------------------------------------------------

void top_k_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!dtype_is_numeric(x.dtype) || dtype_is_complex(x.dtype)) no_kernel(ctx.op, x.dtype);
  const Shape& in = *x.shape;
  std::vector<int64_t> kv;
  int64_t k = Shape::kUnknownDim;
  if (known_ints(ctx.inputs[1], &kv)) {
    if (kv.size() != 1 || ctx.inputs[1].shape->rank() != 0)
      throw_invalid_argument("k must be 0-D, got shape " + ctx.inputs[1].shape->debug_str());
    k = kv[0];
    if (k < 0) throw_invalid_argument("Need k >= 0, got " + std::to_string(k));
  }
  if (!in.known_rank()) {
    add_output(out, x.dtype, Shape::unknown_rank());
    add_output(out, DType::Int32, Shape::unknown_rank());
    return;
  }
  if (in.rank() < 1) throw_invalid_argument("input must be >= 1-D, got shape " + in.debug_str());
  int64_t cols = in[in.rank() - 1];
  if (k >= 0 && cols >= 0 && cols < k) {
    throw_invalid_argument("input must have at least k columns. Had " + std::to_string(cols) +
                           ", needed " + std::to_string(k));
  }
  Shape s = in;
  s.set_dim(in.rank() - 1, k);
  add_output(out, x.dtype, s);
  add_output(out, DType::Int32, s);
}

void top_k_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const int64_t k = ctx.inputs[1].element_as_int64(0);
  const int64_t cols = x.dim(x.rank() - 1);
  const int64_t rows = cols ? x.num_elements() / cols : 0;
  Tensor values = alloc_output(ctx, 0);
  Tensor indices = alloc_output(ctx, 1);
  int32_t* pi = indices.mutable_data<int32_t>();
  std::vector<int32_t> order(static_cast<size_t>(cols));
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (is_real_number_v<T> || std::is_same_v<T, Half>) {
      const T* px = x.data<T>();
      T* pv = values.mutable_data<T>();
      for (int64_t row = 0; row < rows; ++row) {
        const T* p = px + row * cols;
        std::iota(order.begin(), order.end(), 0);
        // Descending; equal values keep their index order, as TF's TopK.
        std::stable_sort(order.begin(), order.end(),
                         [p](int32_t a, int32_t b) { return to_compute(p[a]) > to_compute(p[b]); });
        for (int64_t j = 0; j < k; ++j) {
          pv[row * k + j] = p[order[static_cast<size_t>(j)]];
          pi[row * k + j] = order[static_cast<size_t>(j)];
        }
      }
    }
  });
  out->push_back(std::move(values));
  out->push_back(std::move(indices));
}

// ---- LinSpace -----------------------------------------------------------------

void lin_space_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& start = ctx.inputs[0];
  if (!dtype_is_floating(start.dtype)) no_kernel(ctx.op, start.dtype);
  check_same_dtype(ctx, 0, 2);
  DType nd = ctx.inputs[2].dtype;
  if (nd != DType::Int32 && nd != DType::Int64) no_kernel(ctx.op, nd, "Tidx");
  for (int i = 0; i < 2; ++i) {
    const Shape& s = *ctx.inputs[i].shape;
    if (s.known_rank() && s.rank() != 0) {
      throw_invalid_argument(std::string(i == 0 ? "start" : "stop") +
                             " must be a scalar, not shape " + s.debug_str());
    }
  }
  std::vector<int64_t> num;
  int64_t n = Shape::kUnknownDim;
  if (known_ints(ctx.inputs[2], &num)) {
    n = num.at(0);
    if (n <= 0) throw_invalid_argument("Requires num > 0: " + std::to_string(n));
  }
  add_output(out, start.dtype, Shape({n}));
}

void lin_space_kernel(const KernelContext& ctx, TensorList* out) {
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = r.num_elements();
  dispatch_dtype(r.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Half>) {
      using C = typename ComputeType<T>::type;
      const C start = to_compute(ctx.inputs[0].data<T>()[0]);
      const C stop = to_compute(ctx.inputs[1].data<T>()[0]);
      T* pr = r.mutable_data<T>();
      if (n == 1) {
        pr[0] = from_compute<T>(start);
      } else {
        // As TF's kernel: start + i * step, and the last one exactly stop.
        const C step = (stop - start) / static_cast<C>(n - 1);
        for (int64_t i = 0; i < n - 1; ++i) pr[i] = from_compute<T>(start + step * C(i));
        pr[n - 1] = from_compute<T>(stop);
      }
    }
  });
  out->push_back(std::move(r));
}

}  // namespace

void register_sequence_ops(OpTable& t) {
  t.define(OpId::AddN, add_n_infer, add_n_kernel, "inputs", 1, -1);
  t.define(OpId::Cumsum, cumsum_infer, cumsum_kernel, "x,axis", 2, 2);
  t.define(OpId::TopKV2, top_k_infer, top_k_kernel, "input,k", 2, 2);
  t.define(OpId::LinSpace, lin_space_infer, lin_space_kernel, "start,stop,num", 3, 3);
  t.set_type_attrs(OpId::Cumsum, "T=0,Tidx=1");
  t.set_type_attrs(OpId::LinSpace, "T=0,Tidx=2");
}

}  // namespace ops
}  // namespace minitf
