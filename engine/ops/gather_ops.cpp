// Ops that read or write by index: GatherV2, GatherNd, TensorScatterUpdate,
// Where (the coordinates of true elements) and OneHot. Index errors carry TF's
// texts ("indices[1] = 5 is not in [0, 3)").
#include <string>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

// TF's SliceDebugString: the multi-index of flat element `i` of `s`, "[1,0]",
// or "" for a scalar.
std::string slice_debug_string(const Shape& s, int64_t i) {
  if (s.rank() == 0) return "";
  std::vector<int64_t> idx(static_cast<size_t>(s.rank()));
  for (int d = s.rank() - 1; d >= 0; --d) {
    int64_t n = s[d];
    idx[static_cast<size_t>(d)] = n ? i % n : 0;
    i = n ? i / n : 0;
  }
  std::string out = "[";
  for (size_t d = 0; d < idx.size(); ++d) out += (d ? "," : "") + std::to_string(idx[d]);
  return out + "]";
}

DType index_dtype_check(const InferContext& ctx, size_t i) {
  DType d = ctx.inputs[i].dtype;
  if (d != DType::Int32 && d != DType::Int64) no_kernel(ctx.op, d, "Tindices");
  return d;
}

int64_t product(const Shape& s, int from, int to) {
  int64_t n = 1;
  for (int d = from; d < to; ++d) n *= s[d];
  return n;
}

// ---- GatherV2 -----------------------------------------------------------------

// GatherV2's batch_dims b (negative counts from indices' rank) and axis a
// (negative counts from params' rank) for these ranks, checked as TF's kernel
// checks them: the first b dims of params and indices are a batch, each batch
// gathering along its own a.
struct GatherDims {
  int batch = 0;
  int axis = 0;
};

GatherDims gather_dims(int64_t batch_dims, int64_t axis, int params_rank, int indices_rank) {
  GatherDims g;
  if (batch_dims != 0) {
    if (batch_dims < -indices_rank || batch_dims > indices_rank)
      throw_invalid_argument("Expected batch_dims in the range [" + std::to_string(-indices_rank) +
                             ", " + std::to_string(indices_rank) + "], but got " +
                             std::to_string(batch_dims));
    if (batch_dims < 0) batch_dims += indices_rank;
    if (batch_dims >= params_rank)
      throw_invalid_argument("batch_dims (" + std::to_string(batch_dims) +
                             ") must be less than rank(params) (" + std::to_string(params_rank) +
                             ").");
  }
  int64_t a;
  if (!normalize_axis(axis, params_rank, &a)) {
    throw_invalid_argument("Expected axis in the range [" + std::to_string(-params_rank) + ", " +
                           std::to_string(params_rank) + "), but got " + std::to_string(axis));
  }
  if (a < batch_dims)
    throw_invalid_argument("batch_dims (" + std::to_string(batch_dims) +
                           ") must be less than or equal to axis (" + std::to_string(a) + ").");
  g.batch = static_cast<int>(batch_dims);
  g.axis = static_cast<int>(a);
  return g;
}

void gather_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& params = ctx.inputs[0];
  const InputSpec& indices = ctx.inputs[1];
  index_dtype_check(ctx, 1);
  int_input_dtype_check(ctx, 2);
  std::vector<int64_t> axis;
  const Shape& ps = *params.shape;
  const Shape& is = *indices.shape;
  if (!ps.known_rank() || !is.known_rank() || !known_ints(ctx.inputs[2], &axis)) {
    add_output(out, params.dtype, Shape::unknown_rank());
    return;
  }
  if (axis.size() != 1) throw_invalid_argument("axis must be scalar");
  GatherDims g = gather_dims(ctx.attrs.get_int("batch_dims", 0), axis[0], ps.rank(), is.rank());
  for (int d = 0; d < g.batch; ++d) {
    if (ps[d] >= 0 && is[d] >= 0 && ps[d] != is[d])
      throw_invalid_argument("params.shape[" + std::to_string(d) + "]: " + std::to_string(ps[d]) +
                             " should be equal to indices.shape[" + std::to_string(d) +
                             "]: " + std::to_string(is[d]));
  }
  Shape s;
  for (int d = 0; d < g.axis; ++d) s.push_back(ps[d]);
  for (int d = g.batch; d < is.rank(); ++d) s.push_back(is[d]);
  for (int d = g.axis + 1; d < ps.rank(); ++d) s.push_back(ps[d]);
  add_output(out, params.dtype, s);
}

void gather_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& params = ctx.inputs[0];
  const Tensor& indices = ctx.inputs[1];
  GatherDims g = gather_dims(ctx.attrs.get_int("batch_dims", 0), ctx.inputs[2].element_as_int64(0),
                             params.rank(), indices.rank());
  const int64_t batches = product(params.shape(), 0, g.batch);
  const int64_t outer = product(params.shape(), g.batch, g.axis);  // per batch
  const int64_t limit = params.dim(g.axis);
  const int64_t inner = product(params.shape(), g.axis + 1, params.rank());
  const int64_t count = indices.num_elements();
  const int64_t n = batches ? count / batches : 0;  // indices per batch
  for (int64_t i = 0; i < count; ++i) {
    int64_t v = indices.element_as_int64(i);
    if (v < 0 || v >= limit) {
      throw_invalid_argument("indices" + slice_debug_string(indices.shape(), i) + " = " +
                             std::to_string(v) + " is not in [0, " + std::to_string(limit) + ")");
    }
  }
  Tensor r = alloc_output(ctx, 0);
  for (int64_t b = 0; b < batches; ++b) {
    for (int64_t o = 0; o < outer; ++o) {
      const int64_t row = b * outer + o;
      for (int64_t i = 0; i < n; ++i) {
        int64_t v = indices.element_as_int64(b * n + i);
        copy_elements(params, (row * limit + v) * inner, r, (row * n + i) * inner, inner);
      }
    }
  }
  out->push_back(std::move(r));
}

// ---- GatherNd, TensorScatterUpdate ---------------------------------------------

// The flat element offset of each index row (indices' last dim K indexes the
// first K dims of `shape`), checked against `shape`; `what` is "param shape"
// for GatherNd and "shape" for the scatter, as TF words them.
std::vector<int64_t> nd_offsets(const Tensor& indices, const Shape& shape, int64_t inner,
                                const char* what) {
  const int64_t k = indices.dim(indices.rank() - 1);
  const int64_t rows = k ? indices.num_elements() / k : 0;
  std::vector<int64_t> offsets(static_cast<size_t>(rows));
  for (int64_t row = 0; row < rows; ++row) {
    int64_t off = 0;
    bool bad = false;
    for (int64_t j = 0; j < k; ++j) {
      int64_t v = indices.element_as_int64(row * k + j);
      if (v < 0 || v >= shape[static_cast<int>(j)]) bad = true;
      off = off * shape[static_cast<int>(j)] + v;
    }
    if (bad) {
      std::string vals;
      for (int64_t j = 0; j < k; ++j)
        vals += (j ? ", " : "") + std::to_string(indices.element_as_int64(row * k + j));
      Shape row_shape = indices.shape();
      row_shape.erase(row_shape.rank() - 1);
      throw_invalid_argument("indices" + slice_debug_string(row_shape, row) + " = [" + vals +
                             "] does not index into " + what + " " + shape.debug_str());
    }
    offsets[static_cast<size_t>(row)] = off * inner;
  }
  return offsets;
}

void gather_nd_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& params = ctx.inputs[0];
  index_dtype_check(ctx, 1);
  const Shape& ps = *params.shape;
  const Shape& is = *ctx.inputs[1].shape;
  if (!ps.known_rank() || !is.known_rank() || (is.rank() > 0 && is[is.rank() - 1] < 0)) {
    add_output(out, params.dtype, Shape::unknown_rank());
    return;
  }
  if (is.rank() < 1) throw_invalid_argument("indices must be at least a vector");
  const int64_t k = is[is.rank() - 1];
  if (k > ps.rank()) {
    throw_invalid_argument("index innermost dimension length must be <= params rank; saw: " +
                           std::to_string(k) + " vs. " + std::to_string(ps.rank()));
  }
  Shape s;
  for (int d = 0; d < is.rank() - 1; ++d) s.push_back(is[d]);
  for (int d = static_cast<int>(k); d < ps.rank(); ++d) s.push_back(ps[d]);
  add_output(out, params.dtype, s);
}

void gather_nd_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& params = ctx.inputs[0];
  const Tensor& indices = ctx.inputs[1];
  const int k = static_cast<int>(indices.dim(indices.rank() - 1));
  const int64_t inner = product(params.shape(), k, params.rank());
  std::vector<int64_t> offsets = nd_offsets(indices, params.shape(), inner, "param shape");
  Tensor r = alloc_output(ctx, 0);
  for (size_t row = 0; row < offsets.size(); ++row)
    copy_elements(params, offsets[row], r, static_cast<int64_t>(row) * inner, inner);
  out->push_back(std::move(r));
}

void scatter_update_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& tensor = ctx.inputs[0];
  index_dtype_check(ctx, 1);
  if (ctx.inputs[2].dtype != tensor.dtype) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 2, tensor.dtype, ctx.inputs[2].dtype));
    e.mismatch = {2, tensor.dtype, ctx.inputs[2].dtype};
    throw e;
  }
  const Shape& ts = *tensor.shape;
  const Shape& is = *ctx.inputs[1].shape;
  const Shape& us = *ctx.inputs[2].shape;
  if (ts.fully_defined() && is.fully_defined() && us.fully_defined()) {
    if (is.rank() < 1) throw_invalid_argument("Indices shape must have rank at least one.");
    const int64_t k = is[is.rank() - 1];
    Shape want;
    for (int d = 0; d < is.rank() - 1; ++d) want.push_back(is[d]);
    for (int d = static_cast<int>(k); d < ts.rank(); ++d) want.push_back(ts[d]);
    if (k > ts.rank() || want != us) {
      throw_invalid_argument("Dimensions [" + std::to_string(std::min<int64_t>(k, ts.rank())) +
                             "," + std::to_string(ts.rank()) +
                             ") of input[shape=" + ts.debug_str() + "] = " + want.debug_str() +
                             " must match dimensions [" + std::to_string(is.rank() - 1) + "," +
                             std::to_string(us.rank()) + ") of updates[shape=" + us.debug_str() +
                             "] = " + us.debug_str());
    }
  }
  add_output(out, tensor.dtype, ts);
}

void scatter_update_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& tensor = ctx.inputs[0];
  const Tensor& indices = ctx.inputs[1];
  const Tensor& updates = ctx.inputs[2];
  const int k = static_cast<int>(indices.dim(indices.rank() - 1));
  const int64_t inner = product(tensor.shape(), k, tensor.rank());
  std::vector<int64_t> offsets = nd_offsets(indices, tensor.shape(), inner, "shape");
  Tensor r = alloc_output(ctx, 0);
  copy_elements(tensor, 0, r, 0, tensor.num_elements());
  for (size_t row = 0; row < offsets.size(); ++row)
    copy_elements(updates, static_cast<int64_t>(row) * inner, r, offsets[row], inner);
  out->push_back(std::move(r));
}

// ---- Where --------------------------------------------------------------------

bool element_true(const Tensor& t, int64_t i) {
  return dispatch_dtype(t.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, std::string>) {
      return false;
    } else if constexpr (is_complex_v<T>) {
      return t.data<T>()[i] != T(0);
    } else {
      return to_compute(t.data<T>()[i]) != decltype(to_compute(t.data<T>()[i]))(0);
    }
  });
}

void where_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (x.dtype == DType::String) no_kernel(ctx.op, x.dtype);
  const Shape& s = *x.shape;
  if (!s.known_rank()) {
    add_output(out, DType::Int64, Shape({Shape::kUnknownDim, Shape::kUnknownDim}));
    return;
  }
  // The number of true elements is data, not shape: unknown even for a
  // constant, as in TF's shape function; the kernel sizes its output.
  add_output(out, DType::Int64, Shape({Shape::kUnknownDim, s.rank()}));
}

void where_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  int64_t count = 0;
  for (int64_t i = 0; i < x.num_elements(); ++i) count += element_true(x, i);
  Tensor r = Tensor::empty(DType::Int64, Shape({count, x.rank()}));
  int64_t* pr = r.mutable_data<int64_t>();
  const int rank = x.rank();
  int64_t idx[Shape::kMaxRank] = {};
  int64_t row = 0;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    if (element_true(x, i)) {
      for (int d = 0; d < rank; ++d) pr[row * rank + d] = idx[d];
      ++row;
    }
    for (int d = rank - 1; d >= 0; --d) {
      if (++idx[d] < x.dim(d)) break;
      idx[d] = 0;
    }
  }
  out->push_back(std::move(r));
}

// ---- OneHot -------------------------------------------------------------------

void one_hot_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& indices = ctx.inputs[0];
  DType id = indices.dtype;
  if (id != DType::Int32 && id != DType::Int64 && id != DType::UInt8) no_kernel(ctx.op, id, "TI");
  if (ctx.inputs[1].dtype != DType::Int32) no_kernel(ctx.op, ctx.inputs[1].dtype, "depth");
  check_same_dtype(ctx, 2, 4);
  const Shape& is = *indices.shape;
  std::vector<int64_t> depth;
  int64_t dv = Shape::kUnknownDim;
  if (known_ints(ctx.inputs[1], &depth)) {
    dv = depth.at(0);
    if (dv < 0) throw_invalid_argument("depth must be non-negative, got: " + std::to_string(dv));
  }
  if (!is.known_rank()) {
    add_output(out, ctx.inputs[2].dtype, Shape::unknown_rank());
    return;
  }
  int64_t axis = ctx.attrs.get_int("axis", -1);
  if (axis < -1 || axis > is.rank())
    throw_invalid_argument("Expected axis to be -1 or between [0, " +
                           std::to_string(is.rank() + 1) +
                           ").  But received: " + std::to_string(axis));
  Shape s = is;
  s.insert(axis == -1 ? is.rank() : static_cast<int>(axis), dv);
  add_output(out, ctx.inputs[2].dtype, s);
}

void one_hot_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& indices = ctx.inputs[0];
  const int64_t depth = ctx.inputs[1].element_as_int64(0);
  int64_t axis = ctx.attrs.get_int("axis", -1);
  if (axis == -1) axis = indices.rank();
  const int64_t outer = product(indices.shape(), 0, static_cast<int>(axis));
  const int64_t inner = product(indices.shape(), static_cast<int>(axis), indices.rank());
  Tensor r = alloc_output(ctx, 0);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t d = 0; d < depth; ++d) {
      for (int64_t i = 0; i < inner; ++i) {
        bool on = indices.element_as_int64(o * inner + i) == d;
        copy_elements(ctx.inputs[on ? 2 : 3], 0, r, (o * depth + d) * inner + i, 1);
      }
    }
  }
  out->push_back(std::move(r));
}

}  // namespace

void register_gather_ops(OpTable& t) {
  t.define(OpId::GatherV2, gather_infer, gather_kernel, "params,indices,axis", 3, 3);
  t.define(OpId::GatherNd, gather_nd_infer, gather_nd_kernel, "params,indices", 2, 2);
  t.define(OpId::TensorScatterUpdate, scatter_update_infer, scatter_update_kernel,
           "tensor,indices,updates", 3, 3);
  t.define(OpId::Where, where_infer, where_kernel, "input", 1, 1);
  t.define(OpId::OneHot, one_hot_infer, one_hot_kernel, "indices,depth,on_value,off_value", 4, 4);
  t.set_type_attrs(OpId::GatherV2, "Tparams=0,Tindices=1,Taxis=2");
  t.set_type_attrs(OpId::GatherNd, "Tparams=0,Tindices=1");
  t.set_type_attrs(OpId::TensorScatterUpdate, "T=0,Tindices=1");
  t.set_type_attrs(OpId::OneHot, "T=2,TI=0");
}

}  // namespace ops
}  // namespace minitf
