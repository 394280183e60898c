// Gradients of the indexing and shape ops main's documentation examples use
// (TF's array_grad.py): AddN, Cumsum, GatherV2, GatherNd,
// TensorScatterUpdate, BroadcastTo, Tile, ExpandDims, Squeeze, the pads and
// TopKV2. Scatters of a gradient are written densely, as a one-hot matrix
// times the gradient (TF uses UnsortedSegmentSum / ScatterNd), so they need
// the shapes involved while the graph is built.
#include "framework/gradients_impl.h"

namespace minitf {

namespace {

using grad::op;
using V = std::vector<Value>;
using I = Interpreter;

// The rank of v; a clear error naming `what` when unknown.
int64_t static_rank(const Value& v, const char* what) {
  const Shape& s = grad::shape_of(v);
  if (!s.known_rank())
    throw_not_implemented(std::string("minitf: the gradient of ") + what +
                          " needs the ranks of its inputs while the graph is built");
  return s.rank();
}

// The static dimensions of v; a clear error naming `what` when unknown.
std::vector<int64_t> static_dims(const Value& v, const char* what) {
  const Shape& s = grad::shape_of(v);
  if (!s.fully_defined())
    throw_not_implemented(std::string("minitf: the gradient of ") + what +
                          " needs the shapes of its inputs while the graph is built");
  return s.dim_vector();
}

std::vector<int64_t> known(const Value& v, const char* what) {
  std::vector<int64_t> r;
  if (!grad::known_ints(v, &r))
    throw_not_implemented(std::string("minitf: the gradient of ") + what +
                          " needs its index arguments while the graph is built");
  return r;
}

int64_t product(const std::vector<int64_t>& d, size_t from, size_t to) {
  int64_t p = 1;
  for (size_t i = from; i < to; ++i) p *= d[i];
  return p;
}

std::vector<int64_t> inverse_perm(const std::vector<int64_t>& perm) {
  std::vector<int64_t> inv(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inv[size_t(perm[i])] = int64_t(i);
  return inv;
}

// Rows of `g2` ([q, r]) summed into the rows `idx` ([q] integers) name of a
// [depth, r] result: one_hot(idx, depth)^T @ g2.
Value scatter_rows(I& in, const Value& idx, int64_t depth, const Value& g2) {
  DType d = grad::dtype_of(g2);
  Value oh = op(in, OpId::OneHot,
                {idx, make_eager_tensor(Tensor::scalar<int32_t>(int32_t(depth))),
                 grad::scalar(1, d), grad::scalar(0, d)},
                Attrs{{"axis", int64_t(-1)}});
  return op(in, OpId::MatMul, {oh, g2}, Attrs{{"transpose_a", true}, {"transpose_b", false}});
}

V add_n_grad(I&, const GradOp& o, const V& g) { return V(o.inputs.size(), g[0]); }

// Cumsum: the cumulative sum of the gradient in the other direction.
V cumsum_grad(I& in, const GradOp& o, const V& g) {
  Attrs a{{"exclusive", o.attrs.get_bool("exclusive", false)},
          {"reverse", !o.attrs.get_bool("reverse", false)}};
  return {op(in, OpId::Cumsum, {g[0], o.inputs[1]}, a), Value()};
}

// GatherV2 along `axis`: the gradient's index dimensions are moved to the
// front and flattened, and its rows are summed into the gathered positions.
// The indices' dimensions may be unknown (a batch of ids); params' may not.
V gather_grad(I& in, const GradOp& o, const V& g) {
  std::vector<int64_t> p = static_dims(o.inputs[0], "GatherV2");
  const int64_t r = int64_t(p.size()), ni = static_rank(o.inputs[1], "GatherV2");
  int64_t a = known(o.inputs[2], "GatherV2").at(0);
  if (a < 0) a += r;
  std::vector<int64_t> perm;
  for (int64_t i = a; i < a + ni; ++i) perm.push_back(i);
  for (int64_t i = 0; i < a; ++i) perm.push_back(i);
  for (int64_t i = a + ni; i < r - 1 + ni; ++i) perm.push_back(i);
  const int64_t q = -1;  // however many indices there are
  const int64_t rest = product(p, 0, size_t(a)) * product(p, size_t(a) + 1, p.size());
  Value g2 = op(in, OpId::Reshape,
                {op(in, OpId::Transpose, {g[0], grad::ints(perm)}), grad::ints({q, rest})});
  Value idx = op(in, OpId::Reshape, {o.inputs[1], grad::ints({q})});
  Value s = scatter_rows(in, idx, p[size_t(a)], g2);
  // [p[a]] + p[:a] + p[a+1:], then the axis back in its place.
  std::vector<int64_t> moved = {p[size_t(a)]}, back;
  for (int64_t i = 0; i < r; ++i)
    if (i != a) moved.push_back(p[size_t(i)]);
  for (int64_t i = 0; i < r; ++i) back.push_back(i < a ? i + 1 : (i == a ? 0 : i));
  Value m = op(in, OpId::Reshape, {s, grad::ints(moved)});
  return {op(in, OpId::Transpose, {m, grad::ints(back)}), Value(), Value()};
}

// GatherNd: each index tuple becomes a flat position in params' leading
// dimensions, and the gradient's rows are summed there (params' shape
// known, the number of index tuples may not be).
V gather_nd_grad(I& in, const GradOp& o, const V& g) {
  std::vector<int64_t> p = static_dims(o.inputs[0], "GatherNd");
  const Shape& is = grad::shape_of(o.inputs[1]);
  if (!is.known_rank() || is.rank() == 0 || is[is.rank() - 1] < 0)
    throw_not_implemented(
        "minitf: the gradient of GatherNd needs the length of its index tuples while the graph "
        "is built");
  const size_t depth_dims = size_t(is[is.rank() - 1]);
  std::vector<int64_t> strides(depth_dims, 1);
  for (size_t i = depth_dims; i-- > 1;) strides[i - 1] = strides[i] * p[i];
  DType it = grad::dtype_of(o.inputs[1]);
  Value st = op(in, OpId::Cast, {grad::ints(strides)}, Attrs{{"DstT", it}});
  Value flat = op(in, OpId::Sum, {op(in, OpId::Mul, {o.inputs[1], st}), grad::ints({-1})},
                  Attrs{{"keep_dims", false}});
  const int64_t q = -1;  // however many index tuples there are
  Value idx = op(in, OpId::Reshape, {flat, grad::ints({q})});
  Value g2 = op(in, OpId::Reshape, {g[0], grad::ints({q, product(p, depth_dims, p.size())})});
  Value s = scatter_rows(in, idx, product(p, 0, depth_dims), g2);
  return {op(in, OpId::Reshape, {s, grad::ints(p)}), Value()};
}

// TensorScatterUpdate: the updated positions get no gradient in the tensor;
// the updates get the gradient at their positions.
V scatter_update_grad(I& in, const GradOp& o, const V& g) {
  Value zeros = op(in, OpId::ZerosLike, {o.inputs[2]});
  return {op(in, OpId::TensorScatterUpdate, {g[0], o.inputs[1], zeros}), Value(),
          op(in, OpId::GatherNd, {g[0], o.inputs[1]})};
}

V broadcast_to_grad(I& in, const GradOp& o, const V& g) {
  return {grad::unbroadcast(in, g[0], o.inputs[0]), Value()};
}

// Tile: the gradient as [m0, d0, m1, d1, ...] summed over the copies (the
// input's dimensions may be known only when the graph runs).
V tile_grad(I& in, const GradOp& o, const V& g) {
  const int64_t r = static_rank(o.inputs[0], "Tile");
  if (r == 0) return {g[0], Value()};
  Value multiples = op(in, OpId::Cast, {o.inputs[1]}, Attrs{{"DstT", DType::Int32}});
  Value pairs = op(in, OpId::Pack, {multiples, grad::shape_tensor(in, o.inputs[0])},
                   Attrs{{"axis", int64_t(1)}, {"N", int64_t(2)}});
  Value split = op(in, OpId::Reshape, {pairs, grad::ints({-1})});
  std::vector<int64_t> copies;
  for (int64_t i = 0; i < r; ++i) copies.push_back(2 * i);
  Value s = op(in, OpId::Reshape, {g[0], split});
  return {op(in, OpId::Sum, {s, grad::ints(copies)}, Attrs{{"keep_dims", false}}), Value()};
}

V expand_dims_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Reshape, {g[0], grad::shape_tensor(in, o.inputs[0])}), Value()};
}

V squeeze_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Reshape, {g[0], grad::shape_tensor(in, o.inputs[0])})};
}

// Pad and PadV2: the gradient's slice where the input sits (the input's
// dimensions may be known only when the graph runs; the paddings may not).
V pad_grad(I& in, const GradOp& o, const V& g) {
  const int64_t r = static_rank(o.inputs[0], "Pad");
  std::vector<int64_t> pads = known(o.inputs[1], "Pad");
  std::vector<int64_t> begin;
  for (int64_t i = 0; i < r; ++i) begin.push_back(pads[size_t(2 * i)]);
  Value end = op(in, OpId::AddV2, {grad::ints(begin), grad::shape_tensor(in, o.inputs[0])});
  Value x = op(in, OpId::StridedSlice,
               {g[0], grad::ints(begin), end, grad::ints(std::vector<int64_t>(size_t(r), 1))});
  V out = {x, Value()};
  if (o.inputs.size() == 3) out.push_back(Value());  // PadV2's constant_values: none, as TF
  return out;
}

// MirrorPad is separable: along each padded dimension, output position j
// copies input position src(j), so the gradient is summed back with a
// [out, in] 0/1 matrix, one dimension at a time.
V mirror_pad_grad(I& in, const GradOp& o, const V& g) {
  std::vector<int64_t> d = static_dims(o.inputs[0], "MirrorPad");
  std::vector<int64_t> pads = known(o.inputs[1], "MirrorPad");
  const bool symmetric = o.attrs.get_string("mode", "REFLECT") == "SYMMETRIC";
  const int64_t r = int64_t(d.size());
  std::vector<int64_t> cur;  // the current shape of the gradient
  for (int64_t i = 0; i < r; ++i)
    cur.push_back(pads[size_t(2 * i)] + d[size_t(i)] + pads[size_t(2 * i + 1)]);
  Value x = g[0];
  for (int64_t k = 0; k < r; ++k) {
    const int64_t n = d[size_t(k)], before = pads[size_t(2 * k)], out_n = cur[size_t(k)];
    if (out_n == n) continue;
    std::vector<double> mat(size_t(out_n * n), 0.0);
    for (int64_t j = 0; j < out_n; ++j) {
      int64_t p = j - before;
      if (p < 0) p = symmetric ? -p - 1 : -p;
      if (p >= n) p = symmetric ? 2 * n - 1 - p : 2 * (n - 1) - p;
      mat[size_t(j * n + p)] = 1.0;
    }
    Value m = op(in, OpId::Cast, {make_eager_tensor(Tensor::from_vector(mat, Shape({out_n, n})))},
                 Attrs{{"DstT", grad::dtype_of(g[0])}});
    std::vector<int64_t> perm, permuted;
    for (int64_t i = 0; i < r; ++i)
      if (i != k) perm.push_back(i);
    perm.push_back(k);
    for (int64_t i : perm) permuted.push_back(cur[size_t(i)]);
    Value t = op(in, OpId::Reshape,
                 {op(in, OpId::Transpose, {x, grad::ints(perm)}),
                  grad::ints({product(permuted, 0, permuted.size() - 1), out_n})});
    Value folded = op(in, OpId::MatMul, {t, m});
    permuted.back() = n;
    x = op(in, OpId::Transpose,
           {op(in, OpId::Reshape, {folded, grad::ints(permuted)}), grad::ints(inverse_perm(perm))});
    cur[size_t(k)] = n;
  }
  return {x, Value()};
}

// TopKV2: each value's gradient goes back to the position it came from
// (a one-hot over the last axis per index, weighted and summed).
V top_k_grad(I& in, const GradOp& o, const V& g) {
  const Shape& xs = grad::shape_of(o.inputs[0]);
  if (!xs.known_rank() || xs.rank() == 0 || xs[xs.rank() - 1] < 0)
    throw_not_implemented(
        "minitf: the gradient of TopKV2 needs its input's last dimension while the graph is "
        "built");
  const int64_t n = xs[xs.rank() - 1];
  DType d = grad::dtype_of(g[0]);
  Value oh = op(in, OpId::OneHot,
                {o.outputs[1], make_eager_tensor(Tensor::scalar<int32_t>(int32_t(n))),
                 grad::scalar(1, d), grad::scalar(0, d)},
                Attrs{{"axis", int64_t(-1)}});
  Value ge = op(in, OpId::ExpandDims, {g[0], grad::ints({-1})});
  return {op(in, OpId::Sum, {op(in, OpId::Mul, {ge, oh}), grad::ints({-2})},
             Attrs{{"keep_dims", false}}),
          Value()};
}

}  // namespace

void register_index_gradients(GradTable& t) {
  t.fn(OpId::AddN, add_n_grad);
  t.fn(OpId::Cumsum, cumsum_grad);
  t.fn(OpId::GatherV2, gather_grad);
  t.fn(OpId::GatherNd, gather_nd_grad);
  t.fn(OpId::TensorScatterUpdate, scatter_update_grad);
  t.fn(OpId::BroadcastTo, broadcast_to_grad);
  t.fn(OpId::Tile, tile_grad);
  t.fn(OpId::ExpandDims, expand_dims_grad);
  t.fn(OpId::Squeeze, squeeze_grad);
  t.fn(OpId::Pad, pad_grad);
  t.fn(OpId::PadV2, pad_grad);
  t.fn(OpId::MirrorPad, mirror_pad_grad);
  t.fn(OpId::TopKV2, top_k_grad);
  // TF's ops.NotDifferentiable: Where, OneHot, LinSpace, StringToNumber,
  // StringToHashBucketFast;
  // the other string ops take and give strings, which a tape never watches.
  for (OpId id : {OpId::Where, OpId::OneHot, OpId::LinSpace, OpId::StringLength, OpId::StringJoin,
                  OpId::AsString, OpId::StringToNumber, OpId::StringToHashBucketFast})
    t.not_differentiable(id);
}

}  // namespace minitf
