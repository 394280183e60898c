// Gradients of the tf.nn ops (TF's nn_grad.py), each written once in
// ordinary ops.
#include <cmath>

#include "framework/gradients_impl.h"

namespace minitf {

namespace {

using grad::op;
using V = std::vector<Value>;
using I = Interpreter;

// SELU's constants, as the forward kernel uses them (ops/nn_ops.cpp).
constexpr double kSeluScale = 1.0507009873554804934193349852946;
constexpr double kSeluAlpha = 1.6732632423543772848170429916717;

Value c(double v, const Value& like) { return grad::scalar(v, grad::dtype_of(like)); }

V relu_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::ReluGrad, {g[0], o.outputs[0]})};
}

// ReluGrad(gradients, features): linear in `gradients`, piecewise constant in features.
V relu_grad_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::ReluGrad, {g[0], o.inputs[1]}), op(in, OpId::ZerosLike, {o.inputs[1]})};
}

V relu6_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0];
  Value inside = op(in, OpId::LogicalAnd,
                    {op(in, OpId::Greater, {x, c(0, x)}), op(in, OpId::Less, {x, c(6, x)})});
  return {op(in, OpId::SelectV2, {inside, g[0], op(in, OpId::ZerosLike, {g[0]})})};
}

V elu_grad(I& in, const GradOp& o, const V& g) {
  Value y = o.outputs[0];
  Value neg = op(in, OpId::Less, {y, c(0, y)});
  Value scaled = op(in, OpId::Mul, {g[0], op(in, OpId::AddV2, {y, c(1, y)})});
  return {op(in, OpId::SelectV2, {neg, scaled, g[0]})};
}

V selu_grad(I& in, const GradOp& o, const V& g) {
  Value y = o.outputs[0];
  Value neg = op(in, OpId::Less, {y, c(0, y)});
  Value below = op(in, OpId::Mul, {g[0], op(in, OpId::AddV2, {y, c(kSeluScale * kSeluAlpha, y)})});
  Value above = op(in, OpId::Mul, {g[0], c(kSeluScale, y)});
  return {op(in, OpId::SelectV2, {neg, below, above})};
}

V leaky_relu_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0];
  double alpha = o.attrs.get_float("alpha", 0.2);
  Value pos = op(in, OpId::Greater, {x, c(0, x)});
  return {op(in, OpId::SelectV2, {pos, g[0], op(in, OpId::Mul, {g[0], c(alpha, x)})})};
}

V softplus_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Mul, {g[0], op(in, OpId::Sigmoid, {o.inputs[0]})})};
}

V erf_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0];
  Value e = op(in, OpId::Exp, {op(in, OpId::Neg, {op(in, OpId::Square, {x})})});
  return {op(in, OpId::Mul, {g[0], op(in, OpId::Mul, {c(2 / std::sqrt(M_PI), x), e})})};
}

Value sum_last(I& in, const Value& x) {
  return op(in, OpId::Sum, {x, grad::ints({-1})}, Attrs{{"keep_dims", true}});
}

V softmax_grad(I& in, const GradOp& o, const V& g) {
  Value s = o.outputs[0];
  Value dot = sum_last(in, op(in, OpId::Mul, {g[0], s}));
  return {op(in, OpId::Mul, {op(in, OpId::Sub, {g[0], dot}), s})};
}

V log_softmax_grad(I& in, const GradOp& o, const V& g) {
  Value p = op(in, OpId::Exp, {o.outputs[0]});
  return {op(in, OpId::Sub, {g[0], op(in, OpId::Mul, {sum_last(in, g[0]), p})})};
}

V bias_add_grad(I& in, const GradOp& o, const V& g) {
  const Shape& s = grad::shape_of(g[0]);
  if (!s.known_rank()) throw_not_implemented("minitf: the gradient of BiasAdd needs its rank");
  std::vector<int64_t> axes;
  for (int i = 0; i + 1 < s.rank(); ++i) axes.push_back(i);
  return {g[0], op(in, OpId::Sum, {g[0], grad::ints(axes)}, Attrs{{"keep_dims", false}})};
}

V l2_loss_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Mul, {o.inputs[0], g[0]})};
}

// g [batch] as [batch, 1], times m [batch, classes].
Value broadcast_mul(I& in, const Value& g, const Value& m) {
  Value col = op(in, OpId::Reshape, {g, grad::ints({-1, 1})});
  return op(in, OpId::Mul, {col, m});
}

// The loss's gradient only: the backprop output is not differentiated (TF's
// prevent_gradient would raise for a second derivative through it).
V sparse_xent_grad(I& in, const GradOp& o, const V& g) {
  return {broadcast_mul(in, g[0], o.outputs[1]), Value()};
}

V xent_grad(I& in, const GradOp& o, const V& g) {
  Value neg_log_p = op(in, OpId::Neg, {op(in, OpId::LogSoftmax, {o.inputs[0]})});
  return {broadcast_mul(in, g[0], o.outputs[1]), broadcast_mul(in, g[0], neg_log_p)};
}

// Conv2D and its backprops: each is linear in each operand, so the gradient
// of one is another with the same strides and padding (TF's nn_grad.py).
V conv2d_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0], f = o.inputs[1];
  return {op(in, OpId::Conv2DBackpropInput, {grad::shape_tensor(in, x), f, g[0]}, o.attrs),
          op(in, OpId::Conv2DBackpropFilter, {x, grad::shape_tensor(in, f), g[0]}, o.attrs)};
}

V conv2d_backprop_input_grad(I& in, const GradOp& o, const V& g) {
  Value f = o.inputs[1], dy = o.inputs[2];
  return {Value(),
          op(in, OpId::Conv2DBackpropFilter, {g[0], grad::shape_tensor(in, f), dy}, o.attrs),
          op(in, OpId::Conv2D, {g[0], f}, o.attrs)};
}

V conv2d_backprop_filter_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0], dy = o.inputs[2];
  return {op(in, OpId::Conv2DBackpropInput, {grad::shape_tensor(in, x), g[0], dy}, o.attrs),
          Value(), op(in, OpId::Conv2D, {x, g[0]}, o.attrs)};
}

V max_pool_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::MaxPoolGrad, {o.inputs[0], o.outputs[0], g[0]}, o.attrs)};
}

// MaxPoolGrad is linear in its gradient input and piecewise constant in the
// others (TF's _MaxPoolGradGrad), and MaxPoolGradGrad likewise.
V max_pool_grad_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0], y = o.inputs[1];
  return {op(in, OpId::ZerosLike, {x}), op(in, OpId::ZerosLike, {y}),
          op(in, OpId::MaxPoolGradGrad, {x, y, g[0]}, o.attrs)};
}

V max_pool_grad_grad_grad(I& in, const GradOp& o, const V& g) {
  Value x = o.inputs[0], y = o.inputs[1];
  return {op(in, OpId::ZerosLike, {x}), op(in, OpId::ZerosLike, {y}),
          op(in, OpId::MaxPoolGrad, {x, y, g[0]}, o.attrs)};
}

V avg_pool_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::AvgPoolGrad, {grad::shape_tensor(in, o.inputs[0]), g[0]}, o.attrs)};
}

V avg_pool_grad_grad(I& in, const GradOp& o, const V& g) {
  return {Value(), op(in, OpId::AvgPool, {g[0]}, o.attrs)};
}

}  // namespace

void register_nn_gradients(GradTable& t) {
  t.fn(OpId::Conv2D, conv2d_grad);
  t.fn(OpId::Conv2DBackpropInput, conv2d_backprop_input_grad);
  t.fn(OpId::Conv2DBackpropFilter, conv2d_backprop_filter_grad);
  t.fn(OpId::MaxPool, max_pool_grad);
  t.fn(OpId::MaxPoolGrad, max_pool_grad_grad);
  t.fn(OpId::MaxPoolGradGrad, max_pool_grad_grad_grad);
  t.fn(OpId::AvgPool, avg_pool_grad);
  t.fn(OpId::AvgPoolGrad, avg_pool_grad_grad);
  t.fn(OpId::Relu, relu_grad);
  t.fn(OpId::ReluGrad, relu_grad_grad);
  t.fn(OpId::Relu6, relu6_grad);
  t.fn(OpId::Elu, elu_grad);
  t.fn(OpId::Selu, selu_grad);
  t.fn(OpId::LeakyRelu, leaky_relu_grad);
  t.fn(OpId::Softplus, softplus_grad);
  t.fn(OpId::Erf, erf_grad);
  t.fn(OpId::Softmax, softmax_grad);
  t.fn(OpId::LogSoftmax, log_softmax_grad);
  t.fn(OpId::BiasAdd, bias_add_grad);
  t.fn(OpId::L2Loss, l2_loss_grad);
  t.fn(OpId::SparseSoftmaxCrossEntropyWithLogits, sparse_xent_grad);
  t.fn(OpId::SoftmaxCrossEntropyWithLogits, xent_grad);
}

}  // namespace minitf
