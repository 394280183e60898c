// Gradients of the element-wise math ops, MatMul and the reductions (TF's
// math_grad.py), each written once in ordinary ops.
#include "framework/gradients.h"
#include "framework/gradients_impl.h"

namespace minitf {

namespace {

using grad::op;
using grad::unbroadcast;
using V = std::vector<Value>;
using I = Interpreter;

Value x0(const GradOp& o) { return o.inputs[0]; }
Value x1(const GradOp& o) { return o.inputs[1]; }
Value y0(const GradOp& o) { return o.outputs[0]; }
Value one(const Value& like) { return grad::scalar(1.0, grad::dtype_of(like)); }

// ---- binary ------------------------------------------------------------------

V add_grad(I& in, const GradOp& o, const V& g) {
  return {unbroadcast(in, g[0], x0(o)), unbroadcast(in, g[0], x1(o))};
}

V sub_grad(I& in, const GradOp& o, const V& g) {
  return {unbroadcast(in, g[0], x0(o)), unbroadcast(in, op(in, OpId::Neg, {g[0]}), x1(o))};
}

V mul_grad(I& in, const GradOp& o, const V& g) {
  return {unbroadcast(in, op(in, OpId::Mul, {g[0], x1(o)}), x0(o)),
          unbroadcast(in, op(in, OpId::Mul, {x0(o), g[0]}), x1(o))};
}

V real_div_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o), y = x1(o);
  Value gx = op(in, OpId::RealDiv, {g[0], y});
  // -x / y / y, as TF writes it.
  Value q = op(in, OpId::RealDiv, {op(in, OpId::RealDiv, {op(in, OpId::Neg, {x}), y}), y});
  Value gy = op(in, OpId::Mul, {g[0], q});
  return {unbroadcast(in, gx, x), unbroadcast(in, gy, y)};
}

V floor_mod_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o), y = x1(o);
  Value gy = op(in, OpId::Mul, {g[0], op(in, OpId::Neg, {op(in, OpId::FloorDiv, {x, y})})});
  return {unbroadcast(in, g[0], x), unbroadcast(in, gy, y)};
}

V pow_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o), y = x1(o), z = y0(o);
  // x ** y: y * x ** (y - 1), and z * log(x) where x > 0 (0 elsewhere).
  Value ym1 = op(in, OpId::Sub, {y, one(y)});
  Value gx = op(in, OpId::Mul, {op(in, OpId::Mul, {g[0], y}), op(in, OpId::Pow, {x, ym1})});
  Value zero = grad::scalar(0.0, grad::dtype_of(x));
  Value mask = op(in, OpId::Greater, {x, zero});
  Value safe_x = op(in, OpId::SelectV2, {mask, x, op(in, OpId::OnesLike, {x})});
  Value log_x =
      op(in, OpId::SelectV2, {mask, op(in, OpId::Log, {safe_x}), op(in, OpId::ZerosLike, {x})});
  Value gy = op(in, OpId::Mul, {op(in, OpId::Mul, {g[0], z}), log_x});
  return {unbroadcast(in, gx, x), unbroadcast(in, gy, y)};
}

template <OpId kSelector>
V min_max_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o), y = x1(o);
  Value zeros = op(in, OpId::ZerosLike, {g[0]});
  Value xmask = op(in, kSelector, {x, y});
  Value gx = op(in, OpId::SelectV2, {xmask, g[0], zeros});
  Value gy = op(in, OpId::SelectV2, {xmask, zeros, g[0]});
  return {unbroadcast(in, gx, x), unbroadcast(in, gy, y)};
}

// ---- unary -------------------------------------------------------------------

V neg_grad(I& in, const GradOp&, const V& g) { return {op(in, OpId::Neg, {g[0]})}; }
V abs_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Mul, {g[0], op(in, OpId::Sign, {x0(o)})})};
}
V square_grad(I& in, const GradOp& o, const V& g) {
  Value two = grad::scalar(2.0, grad::dtype_of(x0(o)));
  return {op(in, OpId::Mul, {g[0], op(in, OpId::Mul, {two, x0(o)})})};
}
V exp_grad(I& in, const GradOp& o, const V& g) { return {op(in, OpId::Mul, {g[0], y0(o)})}; }
V log_grad(I& in, const GradOp& o, const V& g) { return {op(in, OpId::RealDiv, {g[0], x0(o)})}; }
V sqrt_grad(I& in, const GradOp& o, const V& g) {
  Value half = grad::scalar(0.5, grad::dtype_of(y0(o)));
  return {op(in, OpId::RealDiv, {op(in, OpId::Mul, {g[0], half}), y0(o)})};
}
V tanh_grad(I& in, const GradOp& o, const V& g) {
  Value y = y0(o);
  return {op(in, OpId::Mul, {g[0], op(in, OpId::Sub, {one(y), op(in, OpId::Square, {y})})})};
}
V sigmoid_grad(I& in, const GradOp& o, const V& g) {
  Value y = y0(o);
  Value d = op(in, OpId::Mul, {y, op(in, OpId::Sub, {one(y), y})});
  return {op(in, OpId::Mul, {g[0], d})};
}
// The trigonometric and hyperbolic functions, log1p, expm1, rsqrt and
// reciprocal, each as TF's math_grad.py writes it (Softplus and Erf are with
// the activations, gradients_nn.cpp).
V mulx(I& in, const Value& g, const Value& d) { return {op(in, OpId::Mul, {g, d})}; }
V sin_grad(I& in, const GradOp& o, const V& g) {
  return mulx(in, g[0], op(in, OpId::Cos, {x0(o)}));
}
V cos_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Neg, {op(in, OpId::Mul, {g[0], op(in, OpId::Sin, {x0(o)})})})};
}
V tan_grad(I& in, const GradOp& o, const V& g) {
  Value sec = op(in, OpId::Reciprocal, {op(in, OpId::Cos, {x0(o)})});
  return mulx(in, g[0], op(in, OpId::Square, {sec}));
}
// 1 / sqrt(1 - x^2), shared by Asin and Acos.
Value inv_sqrt_one_minus_sq(I& in, const Value& x) {
  return op(in, OpId::Rsqrt, {op(in, OpId::Sub, {one(x), op(in, OpId::Square, {x})})});
}
V asin_grad(I& in, const GradOp& o, const V& g) {
  return mulx(in, g[0], inv_sqrt_one_minus_sq(in, x0(o)));
}
V acos_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Neg, {op(in, OpId::Mul, {g[0], inv_sqrt_one_minus_sq(in, x0(o))})})};
}
V atan_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o);
  return mulx(in, g[0],
              op(in, OpId::Reciprocal, {op(in, OpId::AddV2, {one(x), op(in, OpId::Square, {x})})}));
}
V sinh_grad(I& in, const GradOp& o, const V& g) {
  return mulx(in, g[0], op(in, OpId::Cosh, {x0(o)}));
}
V cosh_grad(I& in, const GradOp& o, const V& g) {
  return mulx(in, g[0], op(in, OpId::Sinh, {x0(o)}));
}
V log1p_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o);
  return mulx(in, g[0], op(in, OpId::Reciprocal, {op(in, OpId::AddV2, {one(x), x})}));
}
V expm1_grad(I& in, const GradOp& o, const V& g) {
  return mulx(in, g[0], op(in, OpId::Exp, {x0(o)}));
}
// Rsqrt: -y^3 / 2 (TF's RsqrtGrad); Reciprocal: -y^2 (ReciprocalGrad).
V rsqrt_grad(I& in, const GradOp& o, const V& g) {
  Value y = y0(o);
  Value y3 = op(in, OpId::Mul, {op(in, OpId::Square, {y}), y});
  return mulx(in, g[0], op(in, OpId::Mul, {y3, grad::scalar(-0.5, grad::dtype_of(y))}));
}
V reciprocal_grad(I& in, const GradOp& o, const V& g) {
  return {op(in, OpId::Neg, {op(in, OpId::Mul, {g[0], op(in, OpId::Square, {y0(o)})})})};
}
V sign_grad(I& in, const GradOp& o, const V&) { return {op(in, OpId::ZerosLike, {x0(o)})}; }
// Floor, Ceil and Round: TF's gradient functions return None.
V none_grad(I&, const GradOp& o, const V&) { return V(o.inputs.size()); }
V identity_grad(I&, const GradOp&, const V& g) { return {g[0]}; }
// CheckNumerics: the gradient checked too (TF's _CheckNumericsGrad).
V check_numerics_grad(I& in, const GradOp& o, const V& g) {
  std::string message = o.attrs.get_string("message", "");
  return {
      op(in, OpId::CheckNumerics, {g[0]},
         Attrs{{"message",
                "Not a number (NaN) or infinity (Inf) values detected in gradient. " + message}})};
}

// ---- MatMul ------------------------------------------------------------------

Attrs mm(bool ta, bool tb) { return Attrs{{"transpose_a", ta}, {"transpose_b", tb}}; }

// The two products (left, right, transpose or adjoint of each) that give the
// gradients of a = x . y's inputs, for each pair of flags on x and y: TF's
// _MatMulGrad and _BatchMatMulV2 share this table.
struct Product {
  Value l, r;
  bool tl, tr;
};
std::pair<Product, Product> product_grads(const Value& x, const Value& y, const Value& d, bool tx,
                                          bool ty) {
  if (!tx && !ty) return {{d, y, false, true}, {x, d, true, false}};
  if (!tx && ty) return {{d, y, false, false}, {d, x, true, false}};
  if (tx && !ty) return {{y, d, false, true}, {x, d, false, false}};
  return {{y, d, true, true}, {d, x, true, true}};
}

V matmul_grad(I& in, const GradOp& o, const V& g) {
  bool ta = o.attrs.get_bool("transpose_a", false), tb = o.attrs.get_bool("transpose_b", false);
  auto [ga, gb] = product_grads(x0(o), x1(o), g[0], ta, tb);
  auto product = [&](const Product& p) { return op(in, OpId::MatMul, {p.l, p.r}, mm(p.tl, p.tr)); };
  return {o.need(0) ? product(ga) : Value(), o.need(1) ? product(gb) : Value()};
}

// TF's _BatchMatMulV2 gradient: the same products with adjoints, each reduced
// over the batch dimensions its input was broadcast along.
V batch_matmul_grad(I& in, const GradOp& o, const V& g) {
  bool ax = o.attrs.get_bool("adj_x", false), ay = o.attrs.get_bool("adj_y", false);
  Value x = x0(o), y = x1(o);
  auto [gx, gy] = product_grads(x, y, g[0], ax, ay);
  auto product = [&](const Product& p, const Value& like) {
    Value r = op(in, o.op.id, {p.l, p.r}, Attrs{{"adj_x", p.tl}, {"adj_y", p.tr}});
    return grad::unbroadcast(in, r, like);
  };
  return {o.need(0) ? product(gx, x) : Value(), o.need(1) ? product(gy, y) : Value()};
}

// ---- reductions --------------------------------------------------------------

V sum_grad(I& in, const GradOp& o, const V& g) {
  return {reduction_grad_broadcast(in, g[0], x0(o), x1(o), o.attrs), Value()};
}

V mean_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o), y = y0(o);
  Value s = reduction_grad_broadcast(in, g[0], x, x1(o), o.attrs);
  DType d = grad::dtype_of(x);
  const Shape& xs = grad::shape_of(x);
  const Shape& ys = grad::shape_of(y);
  Value count;
  if (xs.fully_defined() && ys.fully_defined()) {
    int64_t ny = ys.num_elements();
    count = grad::scalar(double(ny ? xs.num_elements() / ny : 0), d);
  } else {
    Value sx = op(in, OpId::Size, {x}, Attrs{{"out_type", DType::Int32}});
    Value sy = op(in, OpId::Size, {y}, Attrs{{"out_type", DType::Int32}});
    count = op(in, OpId::Cast, {op(in, OpId::FloorDiv, {sx, sy})}, Attrs{{"DstT", d}});
  }
  return {op(in, OpId::RealDiv, {s, count}), Value()};
}

// Max and Min: the gradient is split evenly between the elements that equal
// the extreme (TF's _MinOrMaxGrad).
V min_max_reduce_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o);
  Value kept = reduction_kept_shape(in, x, x1(o));
  Value y = op(in, OpId::Reshape, {y0(o), kept});
  Value gk = op(in, OpId::Reshape, {g[0], kept});
  Value eq = op(in, OpId::Cast, {op(in, OpId::Equal, {y, x})}, Attrs{{"DstT", grad::dtype_of(x)}});
  Value num =
      op(in, OpId::Reshape, {op(in, OpId::Sum, {eq, x1(o)}, Attrs{{"keep_dims", false}}), kept});
  return {op(in, OpId::Mul, {op(in, OpId::RealDiv, {eq, num}), gk}), Value()};
}

// Prod: each element's gradient is the product of the others in its
// reduction, computed without dividing (exact with zeros): the reduced
// elements laid out as [R, K], repeated as [R, R, K] with the diagonal set
// to 1, and multiplied along the middle axis. TF uses exclusive cumprods;
// this costs R times the memory, fine for the sizes a teaching tape sees.
V prod_grad(I& in, const GradOp& o, const V& g) {
  Value x = x0(o);
  const Shape& xs = grad::shape_of(x);
  std::vector<int64_t> axes;
  if (!xs.fully_defined() || !grad::known_ints(x1(o), &axes))
    throw_not_implemented(
        "minitf: the gradient of Prod needs its input's shape and its axes while the graph is "
        "built");
  const int rank = xs.rank();
  std::vector<bool> reduced(size_t(rank), false);
  for (int64_t a : axes) reduced[size_t(a < 0 ? a + rank : a)] = true;
  std::vector<int64_t> perm, permuted;
  int64_t r = 1, k = 1;
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < rank; ++i)
      if (reduced[size_t(i)] == (pass == 0)) {
        perm.push_back(i);
        permuted.push_back(xs[i]);
        (pass == 0 ? r : k) *= xs[i];
      }
  std::vector<int64_t> inverse(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inverse[size_t(perm[i])] = int64_t(i);
  DType d = grad::dtype_of(x);
  Value rows = op(in, OpId::Reshape,
                  {op(in, OpId::Transpose, {x, grad::ints(perm)}), grad::ints({1, r, k})});
  Value ones = op(in, OpId::Fill, {grad::ints({r, r, k}), grad::scalar(1, d)});
  Value repeated = op(in, OpId::Mul, {rows, ones});
  std::vector<bool> eye(size_t(r * r), false);
  for (int64_t i = 0; i < r; ++i) eye[size_t(i * r + i)] = true;
  Value diagonal = make_eager_tensor(Tensor::from_bools(eye, Shape({r, r, 1})));
  Value masked = op(in, OpId::SelectV2, {diagonal, grad::scalar(1, d), repeated});
  Value others = op(in, OpId::Prod, {masked, grad::ints({1})}, Attrs{{"keep_dims", false}});
  Value back = op(in, OpId::Transpose,
                  {op(in, OpId::Reshape, {others, grad::ints(permuted)}), grad::ints(inverse)});
  Value gx = reduction_grad_broadcast(in, g[0], x, x1(o), o.attrs);
  return {op(in, OpId::Mul, {gx, back}), Value()};
}

}  // namespace

void register_math_gradients(GradTable& t) {
  t.fn(OpId::Prod, prod_grad);
  t.fn(OpId::AddV2, add_grad);
  t.fn(OpId::Sub, sub_grad);
  t.fn(OpId::Mul, mul_grad);
  t.fn(OpId::RealDiv, real_div_grad);
  t.fn(OpId::FloorDiv, none_grad);
  t.fn(OpId::FloorMod, floor_mod_grad);
  t.fn(OpId::Pow, pow_grad);
  t.fn(OpId::Maximum, min_max_grad<OpId::GreaterEqual>);
  t.fn(OpId::Minimum, min_max_grad<OpId::LessEqual>);
  for (OpId id : {OpId::Greater, OpId::GreaterEqual, OpId::Less, OpId::LessEqual, OpId::Equal,
                  OpId::NotEqual, OpId::LogicalAnd, OpId::LogicalOr, OpId::LogicalNot})
    t.not_differentiable(id);
  t.fn(OpId::Neg, neg_grad);
  t.fn(OpId::Abs, abs_grad);
  t.fn(OpId::Square, square_grad);
  t.fn(OpId::Exp, exp_grad);
  t.fn(OpId::Log, log_grad);
  t.fn(OpId::Sqrt, sqrt_grad);
  t.fn(OpId::Tanh, tanh_grad);
  t.fn(OpId::Sigmoid, sigmoid_grad);
  t.fn(OpId::Sign, sign_grad);
  t.fn(OpId::Round, none_grad);
  t.fn(OpId::Floor, none_grad);
  t.fn(OpId::Ceil, none_grad);
  t.fn(OpId::Identity, identity_grad);
  t.fn(OpId::Sin, sin_grad);
  t.fn(OpId::Cos, cos_grad);
  t.fn(OpId::Tan, tan_grad);
  t.fn(OpId::Asin, asin_grad);
  t.fn(OpId::Acos, acos_grad);
  t.fn(OpId::Atan, atan_grad);
  t.fn(OpId::Sinh, sinh_grad);
  t.fn(OpId::Cosh, cosh_grad);
  t.fn(OpId::Log1p, log1p_grad);
  t.fn(OpId::Expm1, expm1_grad);
  t.fn(OpId::Rsqrt, rsqrt_grad);
  t.fn(OpId::Reciprocal, reciprocal_grad);
  t.fn(OpId::CheckNumerics, check_numerics_grad);
  // Bool results: TF's ops.NotDifferentiable("IsFinite"); Any and All take
  // and give bools, which a tape never watches.
  for (OpId id : {OpId::IsFinite, OpId::Any, OpId::All}) t.not_differentiable(id);
  t.fn(OpId::MatMul, matmul_grad);
  t.fn(OpId::BatchMatMulV2, batch_matmul_grad);
  t.fn(OpId::BatchMatMulV3, batch_matmul_grad);
  t.fn(OpId::Sum, sum_grad);
  t.fn(OpId::Mean, mean_grad);
  t.fn(OpId::Max, min_max_reduce_grad);
  t.fn(OpId::Min, min_max_reduce_grad);
  for (OpId id : {OpId::ArgMax, OpId::ArgMin}) t.not_differentiable(id);
}

}  // namespace minitf
