// StridedSlice: Python indexing (t[1], t[:, 0], t[::2], t[..., None], t[-1])
// with TF's sparse -> dense spec expansion and canonicalization
// (tensorflow/core/util/strided_slice_op.cc, ValidateStridedSliceOp).
#include <vector>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

constexpr int kNewAxis = -1;     // final-shape marker: a new size-1 axis
constexpr int kShrinkAxis = -2;  // final-shape marker: an axis indexed away
// Masks are 32-bit in TF, so a sparse spec has at most this many entries.
constexpr int kMaxSparseDims = 32;

struct SliceSpec {
  std::vector<int64_t> begin, end, strides;  // dense, canonical
  std::vector<int64_t> processing;           // per dense dim: element count
  Shape final_shape;
};

// indices_known: begin/end hold the indices (always at run time; while
// tracing, graph tensors among them leave every unmasked dimension unknown).
SliceSpec analyze(const Shape& input, const std::vector<int64_t>& sbegin,
                  const std::vector<int64_t>& send, const std::vector<int64_t>& sstrides,
                  const Attrs& attrs, bool indices_known = true) {
  int64_t begin_mask = attrs.get_int("begin_mask", 0), end_mask = attrs.get_int("end_mask", 0);
  int64_t ellipsis_mask = attrs.get_int("ellipsis_mask", 0);
  int64_t new_axis_mask = attrs.get_int("new_axis_mask", 0);
  int64_t shrink_mask = attrs.get_int("shrink_axis_mask", 0);
  int sparse_dims = static_cast<int>(sbegin.size());
  if (sparse_dims > kMaxSparseDims - 1) throw_invalid_argument("too many slice indices");
  if (ellipsis_mask & (ellipsis_mask - 1)) {
    throw_invalid_argument("Multiple ellipses in slice spec not allowed");
  }
  // Step 1: ellipsis and new axes; an implicit ellipsis ends a spec without one.
  bool ellipsis_seen = false;
  int add_after_ellipsis = 0;
  for (int i = 0; i < sparse_dims; ++i) {
    if (ellipsis_seen && ((1LL << i) & new_axis_mask)) ++add_after_ellipsis;
    if ((1LL << i) & ellipsis_mask) ellipsis_seen = true;
  }
  if (!ellipsis_seen) {
    ellipsis_mask |= (1LL << sparse_dims);
    ++sparse_dims;
  }
  // Step 2: dense spec.
  const int dims = input.rank();
  SliceSpec spec;
  spec.begin.assign(dims, 0);
  spec.end.assign(dims, 0);
  spec.strides.assign(dims, 1);
  int64_t dbegin_mask = 0, dend_mask = 0, dshrink = 0;
  std::vector<int> gather;
  int full = 0;
  for (int i = 0; i < sparse_dims; ++i) {
    if ((1LL << i) & ellipsis_mask) {
      int next = std::min(dims - (sparse_dims - i) + 1 + add_after_ellipsis, dims);
      for (; full < next; ++full) {
        dbegin_mask |= (1LL << full);
        dend_mask |= (1LL << full);
        gather.push_back(full);
      }
    } else if ((1LL << i) & new_axis_mask) {
      gather.push_back(kNewAxis);
    } else {
      if (full == dims) {
        throw_invalid_argument("Index out of range using input dim " + std::to_string(full) +
                               "; input has only " + std::to_string(dims) + " dims");
      }
      spec.begin[full] = sbegin[i];
      spec.end[full] = send[i];
      spec.strides[full] = sstrides[i];
      if (begin_mask & (1LL << i)) dbegin_mask |= (1LL << full);
      if (end_mask & (1LL << i)) dend_mask |= (1LL << full);
      if (shrink_mask & (1LL << i)) {
        gather.push_back(kShrinkAxis);
        dshrink |= (1LL << full);
      } else {
        gather.push_back(full);
      }
      ++full;
    }
  }
  // Step 3: canonical begin/end and the processing shape.
  spec.processing.assign(dims, 0);
  for (int i = 0; i < dims; ++i) {
    int64_t dim = input[i], stride = spec.strides[i];
    if (stride == 0) throw_invalid_argument("strides[" + std::to_string(i) + "] must be non-zero");
    bool shrink = dshrink & (1LL << i);
    bool bm = dbegin_mask & (1LL << i), em = dend_mask & (1LL << i);
    if (dim < 0 || (!indices_known && !(bm && em))) {
      spec.processing[i] = shrink ? 1 : -1;
      continue;
    }
    int64_t lo = stride > 0 ? 0 : -1, hi = stride > 0 ? dim : dim - 1;
    auto canonical = [&](int64_t x, bool masked, int c) {
      if (masked) return stride > 0 ? (c == 0 ? lo : hi) : (c == 0 ? hi : lo);
      int64_t fwd = x < 0 ? dim + x : x;
      return fwd < lo ? lo : (fwd > hi ? hi : fwd);
    };
    if (shrink && stride <= 0) {
      throw_invalid_argument("only stride 1 allowed on non-range indexing.");
    }
    int64_t& b = spec.begin[i];
    int64_t& e = spec.end[i];
    if (shrink) {
      int64_t fwd = b < 0 ? dim + b : b;
      b = fwd;
      e = b + 1;
      if (fwd < 0 || fwd >= dim) {
        throw_invalid_argument("slice index " + std::to_string(b) + " of dimension " +
                               std::to_string(i) + " out of bounds.");
      }
    } else {
      b = canonical(b, bm, 0);
      e = canonical(e, em, 1);
    }
    int64_t len = e - b, size;
    if (len == 0 || ((len < 0) != (stride < 0))) {
      size = 0;
    } else {
      size = len / stride + (len % stride != 0 ? 1 : 0);
    }
    spec.processing[i] = size;
  }
  // Step 4: final shape.
  for (int g : gather) {
    if (g >= 0) {
      spec.final_shape.push_back(spec.processing[g]);
    } else if (g == kNewAxis) {
      spec.final_shape.push_back(1);
    }
  }
  return spec;
}

void check_index_inputs(const InferContext& ctx) {
  DType d = ctx.inputs[1].dtype;
  if (d != DType::Int32 && d != DType::Int64) no_kernel(ctx.op, d, "Index");
  check_same_dtype(ctx, 1, 4);
  const Shape& b = *ctx.inputs[1].shape;
  const Shape& e = *ctx.inputs[2].shape;
  const Shape& s = *ctx.inputs[3].shape;
  if (b.known_rank() && e.known_rank() && s.known_rank() &&
      (b.rank() != 1 || e.rank() != 1 || s.rank() != 1 || b[0] != e[0] || b[0] != s[0])) {
    throw_invalid_argument(
        "Expected begin, end, and strides to be 1D equal size tensors, but got "
        "shapes " +
        b.debug_str() + ", " + e.debug_str() + ", and " + s.debug_str() + " instead.");
  }
}

void strided_slice_infer(const InferContext& ctx, SpecList* out) {
  check_index_inputs(ctx);
  const Shape& in = *ctx.inputs[0].shape;
  std::vector<int64_t> b, e, s;
  if (!in.known_rank() || !known_ints(ctx.inputs[3], &s)) {
    add_output(out, ctx.inputs[0].dtype, Shape::unknown_rank());
    return;
  }
  if (!known_ints(ctx.inputs[1], &b) || !known_ints(ctx.inputs[2], &e)) {
    // Indices from graph tensors (x[i] in a tf.range loop): the masks and
    // strides still give the rank and the dimensions they do not touch.
    std::vector<int64_t> zeros(s.size(), 0);
    add_output(out, ctx.inputs[0].dtype,
               analyze(in, zeros, zeros, s, ctx.attrs, false).final_shape);
    return;
  }
  add_output(out, ctx.inputs[0].dtype, analyze(in, b, e, s, ctx.attrs).final_shape);
}

void strided_slice_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  SliceSpec spec =
      analyze(x.shape(), ctx.inputs[1].to_int64_vector(), ctx.inputs[2].to_int64_vector(),
              ctx.inputs[3].to_int64_vector(), ctx.attrs);
  Tensor r = alloc_output(ctx, 0);
  const int dims = x.rank();
  int64_t in_strides[Shape::kMaxRank];
  row_major_strides(x.shape(), in_strides);
  int64_t step[Shape::kMaxRank];
  int64_t start = 0;
  for (int d = 0; d < dims; ++d) {
    step[d] = spec.strides[d] * in_strides[d];
    start += spec.begin[d] * in_strides[d];
  }
  const int64_t n = r.num_elements();
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* px = x.data<T>();
    T* pr = r.mutable_data<T>();
    int64_t idx[Shape::kMaxRank] = {};
    int64_t src = start;
    for (int64_t i = 0; i < n; ++i) {
      pr[i] = px[src];
      for (int d = dims - 1; d >= 0; --d) {
        src += step[d];
        if (++idx[d] < spec.processing[d]) break;
        src -= step[d] * spec.processing[d];
        idx[d] = 0;
      }
    }
  });
  out->push_back(std::move(r));
}

// StridedSliceGrad(shape, begin, end, strides, dy): a tensor of `shape`, zero
// except where StridedSlice with the same spec reads, which holds dy (the
// gradient of StridedSlice, scattering back what the slice gathered).
void strided_slice_grad_infer(const InferContext& ctx, SpecList* out) {
  std::vector<int64_t> dims;
  if (!known_ints(ctx.inputs[0], &dims)) {
    const Shape& s = *ctx.inputs[0].shape;
    Shape r = Shape::unknown_rank();
    if (s.known_rank() && s.rank() == 1 && s[0] >= 0 && s[0] <= Shape::kMaxRank)
      r = Shape(std::vector<int64_t>(size_t(s[0]), Shape::kUnknownDim));
    add_output(out, ctx.inputs[4].dtype, r);
    return;
  }
  add_output(out, ctx.inputs[4].dtype, Shape(dims));
}

void strided_slice_grad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& dy = ctx.inputs[4];
  const Shape& shape = ctx.outputs[0].shape;
  SliceSpec spec = analyze(shape, ctx.inputs[1].to_int64_vector(), ctx.inputs[2].to_int64_vector(),
                           ctx.inputs[3].to_int64_vector(), ctx.attrs);
  if (spec.final_shape.num_elements() != dy.num_elements()) {
    throw_invalid_argument("shape of dy was " + dy.shape().debug_str() + " instead of " +
                           spec.final_shape.debug_str());
  }
  Tensor r = Tensor::zeros(dy.dtype(), shape);
  const int dims = shape.rank();
  int64_t in_strides[Shape::kMaxRank];
  row_major_strides(shape, in_strides);
  int64_t step[Shape::kMaxRank];
  int64_t start = 0;
  for (int d = 0; d < dims; ++d) {
    step[d] = spec.strides[d] * in_strides[d];
    start += spec.begin[d] * in_strides[d];
  }
  const int64_t n = dy.num_elements();
  dispatch_dtype(dy.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* pd = dy.data<T>();
    T* pr = r.mutable_data<T>();
    int64_t idx[Shape::kMaxRank] = {};
    int64_t dst = start;
    for (int64_t i = 0; i < n; ++i) {
      pr[dst] = pd[i];
      for (int d = dims - 1; d >= 0; --d) {
        dst += step[d];
        if (++idx[d] < spec.processing[d]) break;
        dst -= step[d] * spec.processing[d];
        idx[d] = 0;
      }
    }
  });
  out->push_back(std::move(r));
}

}  // namespace

void register_slice_ops(OpTable& t) {
  t.define(OpId::StridedSlice, strided_slice_infer, strided_slice_kernel, "input,begin,end,strides",
           4, 4);
  t.define(OpId::StridedSliceGrad, strided_slice_grad_infer, strided_slice_grad_kernel,
           "shape,begin,end,strides,dy", 5, 5);
}

}  // namespace ops
}  // namespace minitf
