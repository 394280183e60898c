// Ops that change a tensor's shape by repeating, padding or adding/removing
// dimensions of size 1: BroadcastTo, Tile, ExpandDims, Squeeze, Pad, PadV2
// and MirrorPad.
#include <string>

#include "ops/elementwise.h"

namespace minitf {
namespace ops {

namespace {

// The element index of `src` (whose dims map onto the last dims of `out`,
// each either equal or repeated) that feeds output element `idx`.
int64_t source_offset(const int64_t* idx, const Shape& out, const Shape& src,
                      const int64_t* src_strides, bool modulo) {
  int64_t off = 0;
  const int lead = out.rank() - src.rank();
  for (int d = 0; d < src.rank(); ++d) {
    int64_t i = idx[d + lead];
    off += (modulo ? i % src[d] : (src[d] == 1 ? 0 : i)) * src_strides[d];
  }
  return off;
}

// out[idx] = src[f(idx)] for every element, by the row-major walk.
template <class F>
void gather_walk(const Tensor& src, Tensor& out, F offset_of) {
  const int rank = out.rank();
  int64_t idx[Shape::kMaxRank] = {};
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    copy_elements(src, offset_of(idx), out, i, 1);
    for (int d = rank - 1; d >= 0; --d) {
      if (++idx[d] < out.dim(d)) break;
      idx[d] = 0;
    }
  }
}

// ---- BroadcastTo --------------------------------------------------------------

void broadcast_to_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  int_input_dtype_check(ctx, 1);
  std::vector<int64_t> dims;
  if (!known_ints(ctx.inputs[1], &dims)) {
    add_output(out, x.dtype, shape_from_unknown_shape_input(ctx.inputs[1]));
    return;
  }
  for (int64_t d : dims)
    if (d < 0) throw_invalid_argument("Dimension " + std::to_string(d) + " must be >= 0");
  Shape target = shape_from_dims(dims);
  const Shape& in = *x.shape;
  if (in.known_rank()) {
    Shape b;
    if (in.rank() > target.rank() || !try_broadcast_shapes(in, target, &b)) {
      throw_invalid_argument("Incompatible shapes: " + in.debug_str() + " vs. " +
                             target.debug_str());
    }
    if (b != target) {
      throw_invalid_argument("Unable to broadcast tensor of shape " + in.debug_str() +
                             " to tensor of shape " + target.debug_str());
    }
  }
  add_output(out, x.dtype, target);
}

void broadcast_to_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  int64_t strides[Shape::kMaxRank];
  row_major_strides(x.shape(), strides);
  gather_walk(x, r, [&](const int64_t* idx) {
    return source_offset(idx, r.shape(), x.shape(), strides, false);
  });
  out->push_back(std::move(r));
}

// ---- Tile ---------------------------------------------------------------------

void tile_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  DType md = ctx.inputs[1].dtype;
  if (md != DType::Int32 && md != DType::Int64) no_kernel(ctx.op, md, "Tmultiples");
  const Shape& in = *x.shape;
  std::vector<int64_t> m;
  if (!in.known_rank()) {
    add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  const Shape& ms = *ctx.inputs[1].shape;
  if (ms.known_rank() && ms.rank() == 1 && ms[0] >= 0 && ms[0] != in.rank()) {
    throw_invalid_argument("Expected multiples argument to be a vector of length " +
                           std::to_string(in.rank()) + " but got length " + std::to_string(ms[0]));
  }
  Shape s = in;
  if (known_ints(ctx.inputs[1], &m)) {
    for (int d = 0; d < in.rank(); ++d) {
      if (m[static_cast<size_t>(d)] < 0) {
        throw_invalid_argument("Expected multiples[" + std::to_string(d) + "] >= 0, but got " +
                               std::to_string(m[static_cast<size_t>(d)]));
      }
      if (in[d] >= 0) s.set_dim(d, checked_dim_product(in[d], m[static_cast<size_t>(d)]));
    }
  } else {
    for (int d = 0; d < in.rank(); ++d) s.set_dim(d, Shape::kUnknownDim);
  }
  add_output(out, x.dtype, s);
}

void tile_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  Tensor r = alloc_output(ctx, 0);
  if (r.num_elements() == 0) {
    out->push_back(std::move(r));
    return;
  }
  int64_t strides[Shape::kMaxRank];
  row_major_strides(x.shape(), strides);
  gather_walk(x, r, [&](const int64_t* idx) {
    return source_offset(idx, r.shape(), x.shape(), strides, true);
  });
  out->push_back(std::move(r));
}

// ---- ExpandDims, Squeeze ------------------------------------------------------

void expand_dims_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  int_input_dtype_check(ctx, 1);
  const Shape& in = *x.shape;
  std::vector<int64_t> dim;
  if (!in.known_rank() || !known_ints(ctx.inputs[1], &dim)) {
    add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  if (dim.size() != 1) {
    throw_invalid_argument("'dim' must be a tensor with a single value");
  }
  int64_t d = dim[0];
  if (d < -1 - in.rank() || d > in.rank()) {
    throw_invalid_argument("Tried to expand dim index " + std::to_string(d) + " for tensor with " +
                           std::to_string(in.rank()) + " dimensions.");
  }
  if (d < 0) d += in.rank() + 1;
  Shape s = in;
  s.insert(static_cast<int>(d), 1);
  add_output(out, x.dtype, s);
}

void reshape_kernel_like(const KernelContext& ctx, TensorList* out) {
  out->push_back(ctx.inputs[0].reshaped(ctx.outputs[0].shape));
}

void squeeze_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  const Shape& in = *x.shape;
  std::vector<int64_t> dims = ctx.attrs.get_ints("squeeze_dims");
  if (!in.known_rank()) {
    add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  bool drop[Shape::kMaxRank] = {};
  for (int64_t d : dims) {
    int64_t n;
    if (!normalize_axis(d, in.rank(), &n)) {
      throw_invalid_argument("Tried to squeeze dim index " + std::to_string(d) +
                             " for tensor with " + std::to_string(in.rank()) + " dimensions.");
    }
    drop[n] = true;
  }
  Shape s;
  for (int d = 0; d < in.rank(); ++d) {
    if (dims.empty()) {
      if (in[d] == 1) continue;
      // An unknown dim might be 1: the output's rank is then unknown.
      if (in[d] < 0) {
        add_output(out, x.dtype, Shape::unknown_rank());
        return;
      }
    } else if (drop[d]) {
      if (in[d] >= 0 && in[d] != 1) {
        throw_invalid_argument("Can not squeeze dim[" + std::to_string(d) +
                               "], expected a dimension of 1, got " + std::to_string(in[d]));
      }
      continue;
    }
    s.push_back(in[d]);
  }
  add_output(out, x.dtype, s);
}

// ---- Pad, PadV2, MirrorPad ----------------------------------------------------

// The [rank, 2] paddings, checked; false when not known.
bool paddings_of(const InferContext& ctx, const Shape& in, std::vector<int64_t>* pads) {
  DType pd = ctx.inputs[1].dtype;
  if (pd != DType::Int32 && pd != DType::Int64) no_kernel(ctx.op, pd, "Tpaddings");
  const Shape& ps = *ctx.inputs[1].shape;
  if (in.known_rank() && ps.fully_defined() &&
      (ps.rank() != 2 || ps[1] != 2 || ps[0] != in.rank())) {
    throw_invalid_argument("The first dimension of paddings must be the rank of inputs" +
                           ps.debug_str() + " " + in.debug_str());
  }
  if (!in.known_rank() || !known_ints(ctx.inputs[1], pads)) return false;
  for (int d = 0; d < in.rank(); ++d) {
    int64_t before = (*pads)[static_cast<size_t>(2 * d)];
    int64_t after = (*pads)[static_cast<size_t>(2 * d + 1)];
    if (before < 0 || after < 0) {
      throw_invalid_argument("Paddings must be non-negative: " + std::to_string(before) + " " +
                             std::to_string(after));
    }
  }
  return true;
}

template <int kMode>  // 0: constant, 1: REFLECT, 2: SYMMETRIC
void pad_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  const Shape& in = *x.shape;
  if (ctx.op.id == OpId::PadV2 && ctx.inputs[2].dtype != x.dtype) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 2, x.dtype, ctx.inputs[2].dtype));
    e.mismatch = {2, x.dtype, ctx.inputs[2].dtype};
    throw e;
  }
  std::vector<int64_t> pads;
  if (!paddings_of(ctx, in, &pads)) {
    add_output(out, x.dtype,
               in.known_rank()
                   ? Shape(std::vector<int64_t>(static_cast<size_t>(in.rank()), Shape::kUnknownDim))
                   : Shape::unknown_rank());
    return;
  }
  Shape s = in;
  for (int d = 0; d < in.rank(); ++d) {
    int64_t before = pads[static_cast<size_t>(2 * d)], after = pads[static_cast<size_t>(2 * d + 1)];
    if (kMode != 0 && in[d] >= 0) {
      int64_t limit = kMode == 1 ? in[d] - 1 : in[d];
      if (before > limit || after > limit) {
        throw_invalid_argument(
            std::string("paddings must be ") + (kMode == 2 ? "no greater" : "less") +
            " than the dimension size: " + std::to_string(before) + ", " + std::to_string(after) +
            " " + (kMode == 2 ? "greater" : "not less") + " than " + std::to_string(in[d]));
      }
    }
    if (in[d] >= 0) s.set_dim(d, checked_dim_sum(checked_dim_sum(in[d], before), after));
  }
  add_output(out, x.dtype, s);
}

template <int kMode>
void pad_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  std::vector<int64_t> pads = ctx.inputs[1].to_int64_vector();
  Tensor r = alloc_output(ctx, 0);
  Tensor fill = ctx.inputs.size() > 2 ? ctx.inputs[2] : Tensor::zeros(x.dtype(), Shape());
  int64_t strides[Shape::kMaxRank];
  row_major_strides(x.shape(), strides);
  const int rank = x.rank();
  int64_t idx[Shape::kMaxRank] = {};
  for (int64_t i = 0; i < r.num_elements(); ++i) {
    int64_t off = 0;
    bool inside = true;
    for (int d = 0; d < rank; ++d) {
      int64_t j = idx[d] - pads[static_cast<size_t>(2 * d)];
      const int64_t n = x.dim(d);
      if (j < 0 || j >= n) {
        if (kMode == 0) {
          inside = false;
          break;
        }
        // Mirror about the edge: REFLECT skips the edge element, SYMMETRIC repeats it.
        if (j < 0) j = kMode == 1 ? -j : -j - 1;
        if (j >= n) j = kMode == 1 ? 2 * (n - 1) - j : 2 * n - 1 - j;
      }
      off += j * strides[d];
    }
    if (inside) {
      copy_elements(x, off, r, i, 1);
    } else {
      copy_elements(fill, 0, r, i, 1);
    }
    for (int d = rank - 1; d >= 0; --d) {
      if (++idx[d] < r.dim(d)) break;
      idx[d] = 0;
    }
  }
  out->push_back(std::move(r));
}

void mirror_pad_infer(const InferContext& ctx, SpecList* out) {
  std::string mode = ctx.attrs.get_string("mode", "REFLECT");
  if (mode == "SYMMETRIC") {
    pad_infer<2>(ctx, out);
  } else {
    pad_infer<1>(ctx, out);
  }
}

void mirror_pad_kernel(const KernelContext& ctx, TensorList* out) {
  if (ctx.attrs.get_string("mode", "REFLECT") == "SYMMETRIC") {
    pad_kernel<2>(ctx, out);
  } else {
    pad_kernel<1>(ctx, out);
  }
}

}  // namespace

void register_shape_ops(OpTable& t) {
  t.define(OpId::BroadcastTo, broadcast_to_infer, broadcast_to_kernel, "input,shape", 2, 2);
  t.define(OpId::Tile, tile_infer, tile_kernel, "input,multiples", 2, 2);
  t.define(OpId::ExpandDims, expand_dims_infer, reshape_kernel_like, "input,dim", 2, 2);
  t.define(OpId::Squeeze, squeeze_infer, reshape_kernel_like, "input", 1, 1);
  t.define(OpId::Pad, pad_infer<0>, pad_kernel<0>, "input,paddings", 2, 2);
  t.define(OpId::PadV2, pad_infer<0>, pad_kernel<0>, "input,paddings,constant_values", 3, 3);
  t.define(OpId::MirrorPad, mirror_pad_infer, mirror_pad_kernel, "input,paddings", 2, 2);
  t.set_type_attrs(OpId::BroadcastTo, "T=0,Tidx=1");
  t.set_type_attrs(OpId::Tile, "T=0,Tmultiples=1");
  t.set_type_attrs(OpId::ExpandDims, "T=0,Tdim=1");
  for (OpId id : {OpId::Pad, OpId::PadV2, OpId::MirrorPad}) t.set_type_attrs(id, "T=0,Tpaddings=1");
}

}  // namespace ops
}  // namespace minitf
