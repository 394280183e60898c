// Array ops: Identity, Const, Cast, Reshape, Transpose, Fill, ZerosLike,
// OnesLike, Range, Pack, ConcatV2, Split, Select, SelectV2, Shape, Size, Rank.
#include <cmath>
#include <cstring>
#include <limits>

#include "ops/elementwise.h"

namespace minitf {
namespace ops {

Tensor broadcast_to(const Tensor& src, const Shape& shape) {
  Tensor r = Tensor::empty(src.dtype(), shape);
  Tensor dummy = Tensor::empty(src.dtype(), Shape());
  dispatch_dtype(src.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    binary_loop<T, T>(src, dummy, r, [](const T& x, const T&) { return x; });
  });
  return r;
}

void copy_elements(const Tensor& src, int64_t src_off, Tensor& dst, int64_t dst_off, int64_t n) {
  if (n <= 0) return;
  if (src.dtype() == DType::String) {
    const std::string* s = src.data<std::string>() + src_off;
    std::string* d = dst.mutable_data<std::string>() + dst_off;
    for (int64_t i = 0; i < n; ++i) d[i] = s[i];
    return;
  }
  size_t es = dtype_size(src.dtype());
  std::memcpy(static_cast<char*>(dst.mutable_raw_data()) + dst_off * es,
              static_cast<const char*>(src.raw_data()) + src_off * es, static_cast<size_t>(n) * es);
}

namespace {

// TF's TensorShape::AddDimWithStatus error for a product of sizes past int64
// (MultiplyWithoutOverflow gives -1).
[[noreturn]] void shape_overflow(int64_t product, int64_t size) {
  throw_invalid_argument("Encountered overflow when multiplying " + std::to_string(product) +
                         " with " + std::to_string(size) + ", result: -1");
}

// ---- Identity, Const ----------------------------------------------------------

void identity_infer(const InferContext& ctx, SpecList* out) {
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[0].shape);
}
void identity_kernel(const KernelContext& ctx, TensorList* out) { out->push_back(ctx.inputs[0]); }

void const_infer(const InferContext& ctx, SpecList* out) {
  const Tensor& v = ctx.attrs.get_tensor("value");
  add_output(out, v.dtype(), v.shape());
}
void const_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(ctx.attrs.get_tensor("value"));
}

// ---- Cast ---------------------------------------------------------------------

template <class To, class From>
To cast_value(const From& v) {
  if constexpr (std::is_same_v<To, From>) {
    return v;
  } else if constexpr (is_complex_v<From>) {
    if constexpr (is_complex_v<To>) {
      return To(static_cast<typename To::value_type>(v.real()),
                static_cast<typename To::value_type>(v.imag()));
    } else {
      return cast_value<To>(v.real());  // TF's Cast drops the imaginary part
    }
  } else if constexpr (std::is_same_v<From, Half>) {
    return cast_value<To>(static_cast<float>(v));
  } else if constexpr (std::is_same_v<To, Half>) {
    return Half(static_cast<float>(v));
  } else if constexpr (is_complex_v<To>) {
    return To(static_cast<typename To::value_type>(v), 0);
  } else if constexpr (std::is_same_v<To, bool>) {
    return v != From(0);
  } else if constexpr (std::is_integral_v<To> && std::is_floating_point_v<From>) {
    // Out-of-range and NaN conversions are undefined in C++; give what x86's
    // truncating conversion (and so TF on x86) gives: the most negative value
    // for 32/64-bit, the low bits of the int32 conversion for narrow types.
    if constexpr (sizeof(To) >= 4) {
      if (std::isnan(v) || v < static_cast<From>(std::numeric_limits<To>::min()) ||
          v >=
              -static_cast<From>(std::numeric_limits<To>::min()) * (std::is_signed_v<To> ? 1 : 2)) {
        return std::is_signed_v<To> ? std::numeric_limits<To>::min() : To(0);
      }
      return static_cast<To>(v);
    } else {
      int32_t i = cast_value<int32_t>(v);
      return static_cast<To>(i);
    }
  } else {
    return static_cast<To>(v);
  }
}

void cast_infer(const InferContext& ctx, SpecList* out) {
  DType to = ctx.attrs.get_dtype("DstT", DType::Float32);
  DType from = ctx.inputs[0].dtype;
  if ((from == DType::String) != (to == DType::String)) {
    throw TensorError(TensorError::Unimplemented, std::string("Cast ") + dtype_kernel_name(from) +
                                                      " to " + dtype_kernel_name(to) +
                                                      " is not supported");
  }
  add_output(out, to, *ctx.inputs[0].shape);
}

void cast_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  DType to = ctx.outputs[0].dtype;
  if (to == x.dtype()) {
    out->push_back(x);
    return;
  }
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = x.num_elements();
  dispatch_dtype(x.dtype(), [&](auto ftag) {
    using F = typename decltype(ftag)::type;
    dispatch_dtype(to, [&](auto ttag) {
      using T = typename decltype(ttag)::type;
      if constexpr (!std::is_same_v<F, std::string> && !std::is_same_v<T, std::string>) {
        const F* px = x.data<F>();
        T* pr = r.mutable_data<T>();
        for (int64_t i = 0; i < n; ++i) pr[i] = cast_value<T>(px[i]);
      }
    });
  });
  out->push_back(std::move(r));
}

// ---- Reshape ------------------------------------------------------------------

// Resolves a requested shape (with at most one -1) against `n` elements.
Shape resolve_reshape(const std::vector<int64_t>& req, int64_t n, bool n_known) {
  int unknown = -1;
  int64_t product = 1;
  for (size_t i = 0; i < req.size(); ++i) {
    if (req[i] == -1) {
      if (unknown >= 0) {
        throw_invalid_argument("Only one input size may be -1, not both " +
                               std::to_string(unknown) + " and " + std::to_string(i));
      }
      unknown = static_cast<int>(i);
    } else if (req[i] < 0) {
      throw_invalid_argument("Size " + std::to_string(i) + " must be non-negative, not " +
                             std::to_string(req[i]));
    } else {
      int64_t next;
      if (__builtin_mul_overflow(product, req[i], &next)) shape_overflow(product, req[i]);
      product = next;
    }
  }
  Shape s(req);
  if (!n_known) return s;
  if (unknown >= 0) {
    if (product == 0) {
      throw_invalid_argument(
          "Reshape cannot infer the missing input size for an empty tensor unless all specified "
          "input sizes are non-zero");
    }
    if (n % product != 0) {
      throw_invalid_argument("Input to reshape is a tensor with " + std::to_string(n) +
                             " values, but the requested shape requires a multiple of " +
                             std::to_string(product));
    }
    s.set_dim(unknown, n / product);
  } else if (product != n) {
    throw_invalid_argument("Input to reshape is a tensor with " + std::to_string(n) +
                           " values, but the requested shape has " + std::to_string(product));
  }
  return s;
}

void reshape_infer(const InferContext& ctx, SpecList* out) {
  int_input_dtype_check(ctx, 1);
  std::vector<int64_t> req;
  const Shape& in = *ctx.inputs[0].shape;
  if (!known_ints(ctx.inputs[1], &req)) {
    Shape s = shape_from_unknown_shape_input(ctx.inputs[1]);
    // TF's reshape shape function: a fully known input fills the one
    // unknown dimension of a partially known shape.
    int unknown = -1, count = 0;
    int64_t known = 1;
    if (s.known_rank()) {
      for (int i = 0; i < s.rank(); ++i) {
        if (s[i] < 0) {
          unknown = i;
          ++count;
        } else {
          known *= s[i];
        }
      }
    }
    if (count == 1 && in.fully_defined() && known > 0 && in.num_elements() % known == 0) {
      std::vector<int64_t> dims = s.dim_vector();
      dims[size_t(unknown)] = in.num_elements() / known;
      s = Shape(dims);
    }
    add_output(out, ctx.inputs[0].dtype, s);
    return;
  }
  if (ctx.inputs[1].shape->rank() > 1) {
    throw_invalid_argument("shape must be a vector of {int32,int64}, got shape " +
                           ctx.inputs[1].shape->debug_str());
  }
  int64_t n = in.num_elements();
  add_output(out, ctx.inputs[0].dtype, resolve_reshape(req, n, n >= 0));
}

void reshape_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(ctx.inputs[0].reshaped(ctx.outputs[0].shape));
}

// ---- Transpose ----------------------------------------------------------------

void transpose_infer(const InferContext& ctx, SpecList* out) {
  int_input_dtype_check(ctx, 1);
  const Shape& in = *ctx.inputs[0].shape;
  std::vector<int64_t> perm;
  if (!in.known_rank() || !known_ints(ctx.inputs[1], &perm)) {
    add_output(out, ctx.inputs[0].dtype,
               in.known_rank() ? Shape(std::vector<int64_t>(in.rank(), -1)) : in);
    return;
  }
  if (static_cast<int>(perm.size()) != in.rank()) {
    throw_invalid_argument("transpose expects a vector of size " + std::to_string(in.rank()) +
                           ". But input(1) is a vector of size " + std::to_string(perm.size()));
  }
  std::vector<bool> seen(perm.size(), false);
  Shape s;
  for (size_t i = 0; i < perm.size(); ++i) {
    int64_t p = perm[i];
    if (p < 0 || p >= in.rank() || seen[static_cast<size_t>(p)]) {
      throw_invalid_argument(std::to_string(p) + " is missing from {" + [&] {
        std::string list;
        for (size_t j = 0; j < perm.size(); ++j) list += (j ? "," : "") + std::to_string(perm[j]);
        return list;
      }() + "}.");
    }
    seen[static_cast<size_t>(p)] = true;
    s.push_back(in[static_cast<int>(p)]);
  }
  add_output(out, ctx.inputs[0].dtype, s);
}

void transpose_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  std::vector<int64_t> perm = ctx.inputs[1].to_int64_vector();
  Tensor r = alloc_output(ctx, 0);
  const int rank = x.rank();
  int64_t in_strides[Shape::kMaxRank], src_stride[Shape::kMaxRank];
  row_major_strides(x.shape(), in_strides);
  for (int d = 0; d < rank; ++d) src_stride[d] = in_strides[perm[d]];
  const int64_t n = r.num_elements();
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* px = x.data<T>();
    T* pr = r.mutable_data<T>();
    int64_t idx[Shape::kMaxRank] = {};
    int64_t src = 0;
    // Chunks run in order, carrying idx and src, and poll Ctrl-C between them.
    for_chunks(n, sizeof(T), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) {
        pr[i] = px[src];
        for (int d = rank - 1; d >= 0; --d) {
          src += src_stride[d];
          if (++idx[d] < r.dim(d)) break;
          src -= src_stride[d] * r.dim(d);
          idx[d] = 0;
        }
      }
    });
  });
  out->push_back(std::move(r));
}

// ---- Fill, ZerosLike, OnesLike --------------------------------------------------

void fill_infer(const InferContext& ctx, SpecList* out) {
  int_input_dtype_check(ctx, 0);
  if (ctx.inputs[1].shape->known_rank() && ctx.inputs[1].shape->rank() != 0) {
    throw_invalid_argument("value must be a scalar, got shape " + ctx.inputs[1].shape->debug_str());
  }
  std::vector<int64_t> dims;
  if (!known_ints(ctx.inputs[0], &dims)) {
    add_output(out, ctx.inputs[1].dtype, shape_from_unknown_shape_input(ctx.inputs[0]));
    return;
  }
  for (int64_t d : dims) {
    if (d < 0) throw_invalid_argument("dims must be non-negative, got " + std::to_string(d));
  }
  add_output(out, ctx.inputs[1].dtype, shape_from_dims(dims));
}

void fill_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(broadcast_to(ctx.inputs[1], ctx.outputs[0].shape));
}

template <int kValue>
void like_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_same_v<T, std::string>) {
      T v = cast_value<T>(kValue);
      T* pr = r.mutable_data<T>();
      for_chunks(r.num_elements(), sizeof(T), [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i) pr[i] = v;
      });
    }
  });
  out->push_back(std::move(r));
}

void like_infer(const InferContext& ctx, SpecList* out) {
  if (ctx.inputs[0].dtype == DType::String) no_kernel(ctx.op, DType::String);
  add_output(out, ctx.inputs[0].dtype, *ctx.inputs[0].shape);
}

// ---- Range ----------------------------------------------------------------------

// 2**63, the first double past int64's range: sizes at or above it are not counts.
constexpr double kTwoTo63 = 9223372036854775808.0;

void range_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, 3);
  DType d = ctx.inputs[0].dtype;
  if (!(d == DType::Float32 || d == DType::Float64 || d == DType::Int32 || d == DType::Int64)) {
    no_kernel(ctx.op, d, "Tidx");
  }
  for (int i = 0; i < 3; ++i) {
    if (ctx.inputs[i].shape->known_rank() && ctx.inputs[i].shape->rank() != 0) {
      static const char* kNames[] = {"start", "limit", "delta"};
      throw_invalid_argument(std::string(kNames[i]) + " must be a scalar, not shape " +
                             ctx.inputs[i].shape->debug_str());
    }
  }
  if (!ctx.inputs[0].value || !ctx.inputs[1].value || !ctx.inputs[2].value) {
    add_output(out, d, Shape({-1}));
    return;
  }
  double start = ctx.inputs[0].value->element_as_double(0);
  double limit = ctx.inputs[1].value->element_as_double(0);
  double delta = ctx.inputs[2].value->element_as_double(0);
  auto num = [](double v) {
    std::string s = std::to_string(v);
    if (v == std::floor(v) && std::fabs(v) < 1e15) s = std::to_string(static_cast<int64_t>(v));
    return s;
  };
  // Written so that a NaN fails them, as TF's OP_REQUIRES(start <= limit) does.
  if (!(delta != 0)) throw_invalid_argument("Requires delta != 0: " + num(delta));
  if (delta > 0 && !(start <= limit)) {
    throw_invalid_argument("Requires start <= limit when delta > 0: " + num(start) + "/" +
                           num(limit));
  }
  if (delta < 0 && !(start >= limit)) {
    throw_invalid_argument("Requires start >= limit when delta < 0: " + num(start) + "/" +
                           num(limit));
  }
  const std::string too_many = "Requires ((limit - start) / delta) <= " +
                               std::to_string(std::numeric_limits<int64_t>::max());
  int64_t size;
  if (dtype_is_integer(d)) {
    // 128-bit, so that a span such as 2**63 (start -2**62, limit 2**62) is exact.
    __int128 s = ctx.inputs[0].value->element_as_int64(0),
             l = ctx.inputs[1].value->element_as_int64(0),
             dl = ctx.inputs[2].value->element_as_int64(0);
    __int128 span = l > s ? l - s : s - l, step = dl > 0 ? dl : -dl;
    __int128 n = (span + step - 1) / step;  // ceil(|span| / |delta|)
    if (n > std::numeric_limits<int64_t>::max()) throw_invalid_argument(too_many);
    size = static_cast<int64_t>(n);
  } else {
    double n = std::ceil(std::fabs((limit - start) / delta));
    // An infinite or NaN quotient (limit inf, or inf - inf) fails here too.
    if (!(n < kTwoTo63)) throw_invalid_argument(too_many);
    size = static_cast<int64_t>(n);
  }
  add_output(out, d, Shape({size}));
}

void range_kernel(const KernelContext& ctx, TensorList* out) {
  Tensor r = alloc_output(ctx, 0);
  const int64_t n = r.num_elements();
  dispatch_dtype(r.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
      T start = ctx.inputs[0].data<T>()[0], delta = ctx.inputs[2].data<T>()[0];
      T* pr = r.mutable_data<T>();
      // Accumulates like TF's kernel (val += delta), adding only between the
      // elements: one more step past the last could overflow an integer.
      T v = start;
      for_chunks(n, sizeof(T), [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i) {
          if (i > 0) v += delta;
          pr[i] = v;
        }
      });
    }
  });
  out->push_back(std::move(r));
}

// ---- Pack, ConcatV2, Split --------------------------------------------------------

void pack_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, ctx.inputs.size());
  const Shape& first = *ctx.inputs[0].shape;
  for (size_t i = 1; i < ctx.inputs.size(); ++i) {
    const Shape& s = *ctx.inputs[i].shape;
    if (!s.compatible_with(first)) {
      throw_invalid_argument(
          "Shapes of all inputs must match: values[0].shape = " + first.debug_str() +
          " != values[" + std::to_string(i) + "].shape = " + s.debug_str());
    }
  }
  if (!first.known_rank()) {
    add_output(out, ctx.inputs[0].dtype, Shape::unknown_rank());
    return;
  }
  int64_t axis = ctx.attrs.get_int("axis", 0), a;
  if (!normalize_axis(axis, first.rank() + 1, &a)) {
    throw_invalid_argument("axis = " + std::to_string(axis) + " not in [" +
                           std::to_string(-(first.rank() + 1)) + ", " +
                           std::to_string(first.rank() + 1) + ")");
  }
  Shape s = first;
  s.insert(static_cast<int>(a), static_cast<int64_t>(ctx.inputs.size()));
  add_output(out, ctx.inputs[0].dtype, s);
}

// Concatenates `parts` along `axis` of the output shape (Pack: parts reshaped
// with the new axis of size 1).
Tensor concat_along(const std::vector<const Tensor*>& parts, const Shape& out_shape, int axis) {
  Tensor r = Tensor::empty(parts[0]->dtype(), out_shape);
  int64_t outer = 1;
  for (int d = 0; d < axis; ++d) outer *= out_shape[d];
  int64_t inner = 1;
  for (int d = axis + 1; d < out_shape.rank(); ++d) inner *= out_shape[d];
  int64_t out_row = out_shape[axis] * inner;
  int64_t col = 0;
  for (const Tensor* p : parts) {
    int64_t part_row = p->num_elements() / (outer ? outer : 1);
    for (int64_t o = 0; o < outer; ++o)
      copy_elements(*p, o * part_row, r, o * out_row + col, part_row);
    col += part_row;
  }
  return r;
}

void pack_kernel(const KernelContext& ctx, TensorList* out) {
  std::vector<const Tensor*> parts;
  for (const Tensor& t : ctx.inputs) parts.push_back(&t);
  int64_t axis = ctx.attrs.get_int("axis", 0);
  if (axis < 0) axis += ctx.inputs[0].rank() + 1;
  out->push_back(concat_along(parts, ctx.outputs[0].shape, static_cast<int>(axis)));
}

void concat_infer(const InferContext& ctx, SpecList* out) {
  size_t n = ctx.inputs.size() - 1;  // last input is the axis
  const InputSpec& axis_in = ctx.inputs[n];
  if (axis_in.dtype != DType::Int32 && axis_in.dtype != DType::Int64)
    no_kernel(ctx.op, axis_in.dtype, "Tidx");
  check_same_dtype(ctx, 0, n);
  const Shape& first = *ctx.inputs[0].shape;
  std::vector<int64_t> axis_v;
  if (!first.known_rank() || !known_ints(axis_in, &axis_v)) {
    add_output(out, ctx.inputs[0].dtype,
               first.known_rank() ? Shape(std::vector<int64_t>(first.rank(), -1)) : first);
    return;
  }
  int64_t axis;
  if (!normalize_axis(axis_v[0], first.rank(), &axis)) {
    throw_invalid_argument("ConcatOp : Expected concatenating dimensions in the range [" +
                           std::to_string(-first.rank()) + ", " + std::to_string(first.rank()) +
                           "), but got " + std::to_string(axis_v[0]));
  }
  Shape s = first;
  for (size_t i = 1; i < n; ++i) {
    const Shape& si = *ctx.inputs[i].shape;
    if (si.rank() != first.rank()) {
      throw_invalid_argument(
          "ConcatOp : Ranks of all input tensors should match: shape[0] = " + first.debug_str() +
          " vs. shape[" + std::to_string(i) + "] = " + si.debug_str());
    }
    for (int d = 0; d < first.rank(); ++d) {
      if (d == axis) continue;
      if (si[d] >= 0 && first[d] >= 0 && si[d] != first[d]) {
        throw_invalid_argument("ConcatOp : Dimension " + std::to_string(d) +
                               " in both shapes must be equal: shape[0] = " + first.debug_str() +
                               " vs. shape[" + std::to_string(i) + "] = " + si.debug_str());
      }
    }
    int64_t a = s[static_cast<int>(axis)];
    s.set_dim(static_cast<int>(axis), (a < 0 || si[static_cast<int>(axis)] < 0)
                                          ? -1
                                          : checked_dim_sum(a, si[static_cast<int>(axis)]));
  }
  add_output(out, ctx.inputs[0].dtype, s);
}

void concat_kernel(const KernelContext& ctx, TensorList* out) {
  size_t n = ctx.inputs.size() - 1;
  std::vector<const Tensor*> parts;
  for (size_t i = 0; i < n; ++i) parts.push_back(&ctx.inputs[i]);
  int64_t axis = ctx.inputs[n].element_as_int64(0);
  if (axis < 0) axis += ctx.inputs[0].rank();
  out->push_back(concat_along(parts, ctx.outputs[0].shape, static_cast<int>(axis)));
}

void split_infer(const InferContext& ctx, SpecList* out) {
  if (ctx.inputs[0].dtype != DType::Int32) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 0, DType::Int32, ctx.inputs[0].dtype));
    e.mismatch = {0, DType::Int32, ctx.inputs[0].dtype};
    throw e;
  }
  int64_t num = ctx.attrs.get_int("num_split", 1);
  if (num <= 0) throw_invalid_argument("num_split must be positive, got " + std::to_string(num));
  const Shape& in = *ctx.inputs[1].shape;
  DType d = ctx.inputs[1].dtype;
  std::vector<int64_t> axis_v;
  if (!in.known_rank() || !known_ints(ctx.inputs[0], &axis_v)) {
    for (int64_t i = 0; i < num; ++i) {
      add_output(out, d, in.known_rank() ? Shape(std::vector<int64_t>(in.rank(), -1)) : in);
    }
    return;
  }
  int64_t axis;
  if (!normalize_axis(axis_v[0], in.rank(), &axis)) {
    throw_invalid_argument("-input rank(-" + std::to_string(in.rank()) +
                           ") <= split_dim < input rank (" + std::to_string(in.rank()) +
                           "), but got " + std::to_string(axis_v[0]));
  }
  int64_t size = in[static_cast<int>(axis)];
  if (size >= 0 && size % num != 0) {
    throw_invalid_argument(
        "Number of ways to split should evenly divide the split dimension, but got "
        "split_dim " +
        std::to_string(axis) + " (size = " + std::to_string(size) + ") and num_split " +
        std::to_string(num));
  }
  Shape s = in;
  s.set_dim(static_cast<int>(axis), size < 0 ? -1 : size / num);
  for (int64_t i = 0; i < num; ++i) add_output(out, d, s);
}

void split_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[1];
  int64_t axis = ctx.inputs[0].element_as_int64(0);
  if (axis < 0) axis += x.rank();
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < axis; ++d) outer *= x.dim(d);
  for (int d = static_cast<int>(axis) + 1; d < x.rank(); ++d) inner *= x.dim(d);
  int64_t in_row = x.dim(static_cast<int>(axis)) * inner;
  for (size_t k = 0; k < ctx.outputs.size(); ++k) {
    Tensor r = alloc_output(ctx, k);
    int64_t part_row = r.dim(static_cast<int>(axis)) * inner;
    for (int64_t o = 0; o < outer; ++o) {
      copy_elements(x, o * in_row + static_cast<int64_t>(k) * part_row, r, o * part_row, part_row);
    }
    out->push_back(std::move(r));
  }
}

// ---- Select, SelectV2 ---------------------------------------------------------

void check_condition(const InferContext& ctx) {
  if (ctx.inputs[0].dtype != DType::Bool) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 0, DType::Bool, ctx.inputs[0].dtype));
    e.mismatch = {0, DType::Bool, ctx.inputs[0].dtype};
    throw e;
  }
  check_same_dtype(ctx, 1, 3);
}

void select_infer(const InferContext& ctx, SpecList* out) {
  check_condition(ctx);
  const Shape& c = *ctx.inputs[0].shape;
  const Shape& t = *ctx.inputs[1].shape;
  const Shape& e = *ctx.inputs[2].shape;
  if (!t.compatible_with(e)) {
    throw_invalid_argument("'then' and 'else' must have the same size.  but received: " +
                           t.debug_str() + " vs. " + e.debug_str());
  }
  bool ok =
      c.compatible_with(t) || c.rank() == 0 ||
      (c.rank() == 1 && t.known_rank() && t.rank() >= 1 && (c[0] < 0 || t[0] < 0 || c[0] == t[0]));
  if (!ok) {
    throw_invalid_argument(
        "'cond' and 'then' must have the same size or 'cond' must be a vector "
        "matching the first dim of 'then': " +
        c.debug_str() + " vs. " + t.debug_str());
  }
  add_output(out, ctx.inputs[1].dtype, t);
}

void select_v2_infer(const InferContext& ctx, SpecList* out) {
  check_condition(ctx);
  Shape s = broadcast_shapes(*ctx.inputs[1].shape, *ctx.inputs[2].shape);
  s = broadcast_shapes(*ctx.inputs[0].shape, s);
  add_output(out, ctx.inputs[1].dtype, s);
}

void select_kernel_impl(const KernelContext& ctx, TensorList* out, bool v2) {
  const Shape& shape = ctx.outputs[0].shape;
  Tensor cond = ctx.inputs[0];
  if (!v2 && cond.rank() == 1 && shape.rank() > 1) {
    // Select's vector condition picks whole rows: expand it to [n, 1, 1, ...].
    Shape cs({cond.dim(0)});
    for (int d = 1; d < shape.rank(); ++d) cs.push_back(1);
    cond = cond.reshaped(cs);
  }
  Tensor c = cond.shape() == shape ? cond : broadcast_to(cond, shape);
  Tensor t = ctx.inputs[1].shape() == shape ? ctx.inputs[1] : broadcast_to(ctx.inputs[1], shape);
  Tensor e = ctx.inputs[2].shape() == shape ? ctx.inputs[2] : broadcast_to(ctx.inputs[2], shape);
  Tensor r = alloc_output(ctx, 0);
  const bool* pc = c.data<bool>();
  dispatch_dtype(r.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* pt = t.data<T>();
    const T* pe = e.data<T>();
    T* pr = r.mutable_data<T>();
    for (int64_t i = 0; i < r.num_elements(); ++i) pr[i] = pc[i] ? pt[i] : pe[i];
  });
  out->push_back(std::move(r));
}

void select_kernel(const KernelContext& ctx, TensorList* out) {
  select_kernel_impl(ctx, out, false);
}
void select_v2_kernel(const KernelContext& ctx, TensorList* out) {
  select_kernel_impl(ctx, out, true);
}

// ---- Shape, Size, Rank ----------------------------------------------------------

DType out_type(const InferContext& ctx) {
  DType d = ctx.attrs.get_dtype("out_type", DType::Int32);
  if (d != DType::Int32 && d != DType::Int64) no_kernel(ctx.op, d, "out_type");
  return d;
}

void shape_infer(const InferContext& ctx, SpecList* out) {
  const Shape& s = *ctx.inputs[0].shape;
  add_output(out, out_type(ctx), s.known_rank() ? Shape({s.rank()}) : Shape({-1}));
}
void size_infer(const InferContext& ctx, SpecList* out) { add_output(out, out_type(ctx), Shape()); }
void rank_infer(const InferContext& ctx, SpecList* out) { add_output(out, DType::Int32, Shape()); }

Tensor int_tensor(DType d, const std::vector<int64_t>& v, const Shape& shape) {
  Tensor r = Tensor::empty(d, shape);
  for (size_t i = 0; i < v.size(); ++i) {
    if (d == DType::Int32) {
      r.set<int32_t>(static_cast<int64_t>(i), static_cast<int32_t>(v[i]));
    } else {
      r.set<int64_t>(static_cast<int64_t>(i), v[i]);
    }
  }
  return r;
}

void shape_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(
      int_tensor(ctx.outputs[0].dtype, ctx.inputs[0].shape().dim_vector(), ctx.outputs[0].shape));
}
void size_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(int_tensor(ctx.outputs[0].dtype, {ctx.inputs[0].num_elements()}, Shape()));
}
void rank_kernel(const KernelContext& ctx, TensorList* out) {
  out->push_back(Tensor::scalar<int32_t>(ctx.inputs[0].rank()));
}

}  // namespace

void register_array_ops(OpTable& t) {
  t.define(OpId::Identity, identity_infer, identity_kernel, "input", 1, 1);
  t.define(OpId::Const, const_infer, const_kernel, "", 0, 0);
  t.define(OpId::Cast, cast_infer, cast_kernel, "x", 1, 1);
  t.define(OpId::Reshape, reshape_infer, reshape_kernel, "tensor,shape", 2, 2);
  t.define(OpId::Transpose, transpose_infer, transpose_kernel, "x,perm", 2, 2);
  t.define(OpId::Fill, fill_infer, fill_kernel, "dims,value", 2, 2);
  t.define(OpId::ZerosLike, like_infer, like_kernel<0>, "x", 1, 1);
  t.define(OpId::OnesLike, like_infer, like_kernel<1>, "x", 1, 1);
  t.define(OpId::Range, range_infer, range_kernel, "start,limit,delta", 3, 3);
  t.define(OpId::Pack, pack_infer, pack_kernel, "values", 1, -1);
  t.define(OpId::ConcatV2, concat_infer, concat_kernel, "values,axis", 2, -1);
  t.define(OpId::Split, split_infer, split_kernel, "split_dim,value", 2, 2);
  t.define(OpId::Select, select_infer, select_kernel, "condition,t,e", 3, 3);
  t.define(OpId::SelectV2, select_v2_infer, select_v2_kernel, "condition,t,e", 3, 3);
  t.define(OpId::Shape, shape_infer, shape_kernel, "input", 1, 1);
  t.define(OpId::Size, size_infer, size_kernel, "input", 1, 1);
  t.define(OpId::Rank, rank_infer, rank_kernel, "input", 1, 1);
}

}  // namespace ops
}  // namespace minitf
