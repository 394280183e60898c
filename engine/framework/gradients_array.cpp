// Gradients of the array ops: casts, shapes, stacking and slicing (TF's
// array_grad.py), each written once in ordinary ops.
#include "framework/gradients_impl.h"

namespace minitf {

namespace {

using grad::op;
using V = std::vector<Value>;
using I = Interpreter;

V cast_grad(I& in, const GradOp& o, const V& g) {
  DType src = grad::dtype_of(o.inputs[0]);
  DType dst = grad::dtype_of(o.outputs[0]);
  if (!dtype_is_trainable(src) || !dtype_is_trainable(dst)) return {Value()};
  return {op(in, OpId::Cast, {g[0]}, Attrs{{"DstT", src}})};
}

V reshape_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Reshape, {g[0], grad::shape_tensor(in, o.inputs[0])}), Value()};
}

V transpose_grad(I& in, const GradOp& o, const V& g) {
  std::vector<int64_t> perm;
  if (!grad::known_ints(o.inputs[1], &perm))
    throw_not_implemented(
        "minitf: the gradient of Transpose needs its permutation while the graph is built");
  std::vector<int64_t> inv(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inv[size_t(perm[i])] = int64_t(i);
  return {op(in, OpId::Transpose, {g[0], grad::ints(inv)}), Value()};
}

V fill_grad(I& in, const GradOp&, const V& g) {
  const Shape& s = grad::shape_of(g[0]);
  if (!s.known_rank())
    throw_not_implemented("minitf: the gradient of Fill needs its output's rank");
  std::vector<int64_t> all;
  for (int i = 0; i < s.rank(); ++i) all.push_back(i);
  return {Value(), op(in, OpId::Sum, {g[0], grad::ints(all)}, Attrs{{"keep_dims", false}})};
}

V pack_grad(I& in, const GradOp& o, const V& g) {
  int64_t n = int64_t(o.inputs.size());
  int64_t axis = o.attrs.get_int("axis", 0);
  if (axis < 0) axis += grad::shape_of(g[0]).rank();
  Value split_dim = make_eager_tensor(Tensor::scalar<int32_t>(int32_t(axis)));
  V parts = grad::op_n(in, OpId::Split, {split_dim, g[0]}, Attrs{{"num_split", n}});
  V out;
  // Each part keeps the stacked axis as 1: reshaped to the input's shape.
  for (size_t i = 0; i < parts.size(); ++i)
    out.push_back(op(in, OpId::Reshape, {parts[i], grad::shape_tensor(in, o.inputs[i])}));
  return out;
}

V concat_grad(I& in, const GradOp& o, const V& g) {
  size_t n = o.inputs.size() - 1;
  std::vector<int64_t> axis_v;
  const Shape& gs = grad::shape_of(g[0]);
  if (!grad::known_ints(o.inputs[n], &axis_v) || !gs.known_rank())
    throw_not_implemented(
        "minitf: the gradient of ConcatV2 needs its axis while the graph is built");
  int64_t axis = axis_v[0] < 0 ? axis_v[0] + gs.rank() : axis_v[0];
  V out;
  int64_t offset = 0;
  for (size_t i = 0; i < n; ++i) {
    const Shape& xs = grad::shape_of(o.inputs[i]);
    if (!xs.known_rank() || xs[int(axis)] < 0)
      throw_not_implemented(
          "minitf: the gradient of ConcatV2 needs the sizes of its inputs along the axis");
    // g[..., offset:offset + size, ...] along the axis, everything elsewhere.
    std::vector<int64_t> begin(size_t(gs.rank()), 0), end(size_t(gs.rank()), 0),
        strides(size_t(gs.rank()), 1);
    begin[size_t(axis)] = offset;
    end[size_t(axis)] = offset + xs[int(axis)];
    int64_t mask = ((int64_t(1) << gs.rank()) - 1) & ~(int64_t(1) << axis);
    out.push_back(op(in, OpId::StridedSlice,
                     {g[0], grad::ints(begin), grad::ints(end), grad::ints(strides)},
                     Attrs{{"begin_mask", mask}, {"end_mask", mask}}));
    offset += xs[int(axis)];
  }
  out.push_back(Value());
  return out;
}

V split_grad(I& in, const GradOp& o, const V& g) {
  V parts = g;
  parts.push_back(o.inputs[0]);
  return {Value(), grad::op_n(in, OpId::ConcatV2, parts, Attrs{{"N", int64_t(g.size())}})[0]};
}

V select_grad(I& in, const GradOp& o, const V& g) {
  Value c = o.inputs[0];
  Value zeros = op(in, OpId::ZerosLike, {g[0]});
  return {Value(), op(in, OpId::Select, {c, g[0], zeros}), op(in, OpId::Select, {c, zeros, g[0]})};
}

V select_v2_grad(I& in, const GradOp& o, const V& g) {
  Value c = o.inputs[0];
  Value zeros = op(in, OpId::ZerosLike, {g[0]});
  Value gt = op(in, OpId::SelectV2, {c, g[0], zeros});
  Value ge = op(in, OpId::SelectV2, {c, zeros, g[0]});
  return {Value(), grad::unbroadcast(in, gt, o.inputs[1]), grad::unbroadcast(in, ge, o.inputs[2])};
}

V strided_slice_grad(I& in, const GradOp& o, const V& g) {
  Value shape = grad::shape_tensor(in, o.inputs[0]);
  return {
      op(in, OpId::StridedSliceGrad, {shape, o.inputs[1], o.inputs[2], o.inputs[3], g[0]}, o.attrs),
      Value(), Value(), Value()};
}

V strided_slice_grad_grad(I& in, const GradOp& o, const V& g) {
  return {Value(), Value(), Value(), Value(),
          op(in, OpId::StridedSlice, {g[0], o.inputs[1], o.inputs[2], o.inputs[3]}, o.attrs)};
}

}  // namespace

void register_array_gradients(GradTable& t) {
  t.fn(OpId::Cast, cast_grad);
  t.fn(OpId::Reshape, reshape_grad);
  t.fn(OpId::Transpose, transpose_grad);
  t.fn(OpId::Fill, fill_grad);
  t.fn(OpId::Pack, pack_grad);
  t.fn(OpId::ConcatV2, concat_grad);
  t.fn(OpId::Split, split_grad);
  t.fn(OpId::Select, select_grad);
  t.fn(OpId::SelectV2, select_v2_grad);
  t.fn(OpId::StridedSlice, strided_slice_grad);
  t.fn(OpId::StridedSliceGrad, strided_slice_grad_grad);
  for (OpId id : {OpId::ZerosLike, OpId::OnesLike, OpId::Range, OpId::Shape, OpId::Size, OpId::Rank,
                  OpId::Const, OpId::RandomUniform, OpId::RandomStandardNormal, OpId::StopGradient,
                  OpId::BroadcastGradientArgs, OpId::Assert})
    t.not_differentiable(id);
}

}  // namespace minitf
