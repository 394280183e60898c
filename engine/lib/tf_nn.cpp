// tf.nn: activations, softmax, the cross-entropies, bias_add, l2_loss,
// dropout and moments. Ops TF defines as ops dispatch them (each has its
// gradient in framework/gradients_nn.cpp); what TF writes in Python on top of
// ops (gelu, sigmoid_cross_entropy_with_logits, dropout, moments) composes
// the same ops here, so its gradients come from theirs.
#include <cctype>
#include <cmath>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/gradients.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using I = Interpreter;
using A = CallArgs;

Value tensor_arg(I& in, const Value& v, std::optional<DType> d = std::nullopt) {
  // Tensors and variables of the dtype pass as they are (a variable stays
  // one, so a tape sees it read); anything else is converted.
  if (const Tensor* t = tensor_operand(v)) {
    if (!d || t->dtype() == *d) return v;
    return make_eager_tensor(cast_tensor(*t, *d));
  }
  return make_eager_tensor(convert_to_tensor(in, v, d));
}

std::vector<Value> op_n(I& in, OpId id, std::initializer_list<Value> xs, const Attrs& attrs,
                        const char* name = nullptr) {
  OpInputs oi;
  for (const Value& v : xs) add_tensor_input(in, oi, v);
  return dispatch_op_n(in, id, oi, attrs, name);
}

Value op(I& in, OpId id, std::initializer_list<Value> xs, const Attrs& attrs = Attrs::none(),
         const char* name = nullptr) {
  OpInputs oi;
  for (const Value& v : xs) add_tensor_input(in, oi, v);
  return dispatch_op(in, id, oi, attrs, name);
}

Value scalar_like(double v, const Value& x) {
  return make_eager_tensor(cast_tensor(Tensor::scalar(v), tensor_operand(x)->dtype()));
}

Value ints(const std::vector<int64_t>& v) {
  std::vector<int32_t> w(v.begin(), v.end());
  return make_eager_tensor(Tensor::from_vector(w));
}

// Tensors and variables alike (a variable stays one, so the tape sees it read).
const Shape& shape_of(const Value& v) { return grad::shape_of(v); }
DType dtype_of(const Value& v) { return grad::dtype_of(v); }

// A Python number, numpy scalar or scalar tensor as a double.
double number(I& in, const Value& v) {
  if (v.is_int()) return double(v.as_int());
  if (v.is_float()) return v.as_float();
  return convert_to_tensor(in, v, DType::Float64).item<double>();
}

Value unary(I& in, A& a, const char* fname, const char* arg, OpId id) {
  ArgParser p(fname, a, {arg, "name"}, 1);
  return op(in, id, {tensor_arg(in, *p.get(0))});
}

// The softmax axis: the last only (TF transposes others to the end).
void check_last_axis(I& in, const Value* axis, const Value& x, const char* fname) {
  if (!axis || axis->is_none()) return;
  int64_t a = int_arg(in, *axis, "axis");
  int rank = shape_of(x).rank();
  if (a == -1 || (rank >= 0 && a == rank - 1)) return;
  throw_not_implemented(std::string("minitf: tf.nn.") + fname +
                        " over an axis other than the last is not supported");
}

Value nn_softmax(I& in, A& a, const char* fname, OpId id) {
  ArgParser p(fname, a, {"logits", "axis", "name"}, 1);
  Value x = tensor_arg(in, *p.get(0));
  check_last_axis(in, p.get(1), x, fname);
  return op(in, id, {x});
}

Value nn_leaky_relu(I& in, A& a) {
  ArgParser p("leaky_relu", a, {"features", "alpha", "name"}, 1);
  double alpha = p.has(1) ? number(in, *p.get(1)) : 0.2;
  return op(in, OpId::LeakyRelu, {tensor_arg(in, *p.get(0))}, Attrs{{"alpha", alpha}});
}

Value nn_gelu(I& in, A& a) {
  ArgParser p("gelu", a, {"features", "approximate", "name"}, 1);
  Value x = tensor_arg(in, *p.get(0));
  bool approximate = p.has(1) && in.truthy(*p.get(1));
  Value inner;
  if (approximate) {
    // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
    Value cube = op(in, OpId::Pow, {x, scalar_like(3, x)});
    Value t = op(in, OpId::AddV2, {x, op(in, OpId::Mul, {scalar_like(0.044715, x), cube})});
    inner = op(in, OpId::Tanh, {op(in, OpId::Mul, {scalar_like(0.7978845608028654, x), t})});
  } else {
    // 0.5 x (1 + erf(x / sqrt(2)))
    inner = op(in, OpId::Erf, {op(in, OpId::RealDiv, {x, scalar_like(1.4142135623730951, x)})});
  }
  Value half_x = op(in, OpId::Mul, {scalar_like(0.5, x), x});
  return op(in, OpId::Mul, {half_x, op(in, OpId::AddV2, {scalar_like(1, x), inner})});
}

Value nn_bias_add(I& in, A& a) {
  ArgParser p("bias_add", a, {"value", "bias", "data_format", "name"}, 2);
  if (p.has(2)) {
    std::string f = in.str(*p.get(2));
    if (f != "NHWC" && f != "N...C")
      throw_not_implemented("minitf: tf.nn.bias_add supports channels-last data only");
  }
  Value v = tensor_arg(in, *p.get(0));
  return op(in, OpId::BiasAdd, {v, tensor_arg(in, *p.get(1), dtype_of(v))});
}

Value nn_sparse_xent(I& in, A& a) {
  ArgParser p("sparse_softmax_cross_entropy_with_logits", a, {"labels", "logits", "name"}, 0);
  if (!p.has(0) || !p.has(1)) throw_value_error("Both labels and logits must be provided.");
  Value logits = tensor_arg(in, *p.get(1));
  Value labels = tensor_arg(in, *p.get(0));
  const Shape& ls = shape_of(labels);
  const Shape& gs = shape_of(logits);
  if (ls.known_rank() && gs.known_rank() && ls.rank() != gs.rank() - 1)
    throw_value_error("Rank mismatch: Rank of labels (received " + std::to_string(ls.rank()) +
                      ") should equal rank of logits minus 1 (received " +
                      std::to_string(gs.rank()) + ").");
  if (gs.known_rank() && gs.rank() == 2)
    return op_n(in, OpId::SparseSoftmaxCrossEntropyWithLogits, {logits, labels}, Attrs())[0];
  // Other ranks: as a batch of rows, then the labels' shape back.
  if (!gs.known_rank() || !ls.fully_defined() || gs[gs.rank() - 1] < 0)
    throw_not_implemented("minitf: sparse_softmax_cross_entropy_with_logits needs known shapes");
  Value l2 = op(in, OpId::Reshape, {logits, ints({-1, gs[gs.rank() - 1]})});
  Value lab = op(in, OpId::Reshape, {labels, ints({-1})});
  Value loss = op_n(in, OpId::SparseSoftmaxCrossEntropyWithLogits, {l2, lab}, Attrs())[0];
  return op(in, OpId::Reshape, {loss, ints(ls.dim_vector())});
}

Value nn_xent(I& in, A& a) {
  ArgParser p("softmax_cross_entropy_with_logits", a, {"labels", "logits", "axis", "name"}, 2);
  Value logits = tensor_arg(in, *p.get(1));
  Value labels = tensor_arg(in, *p.get(0), dtype_of(logits));
  check_last_axis(in, p.get(2), logits, "softmax_cross_entropy_with_logits");
  const Shape& gs = shape_of(logits);
  if (gs.known_rank() && gs.rank() == 2)
    return op_n(in, OpId::SoftmaxCrossEntropyWithLogits, {logits, labels}, Attrs())[0];
  if (!gs.fully_defined())
    throw_not_implemented("minitf: softmax_cross_entropy_with_logits needs known shapes");
  std::vector<int64_t> batch = gs.dim_vector();
  int64_t classes = batch.back();
  batch.pop_back();
  Value l2 = op(in, OpId::Reshape, {logits, ints({-1, classes})});
  Value b2 = op(in, OpId::Reshape, {labels, ints({-1, classes})});
  Value loss = op_n(in, OpId::SoftmaxCrossEntropyWithLogits, {l2, b2}, Attrs())[0];
  return op(in, OpId::Reshape, {loss, ints(batch)});
}

// max(x, 0) - x * z + log(1 + exp(-abs(x))), as TF writes it.
Value nn_sigmoid_xent(I& in, A& a) {
  ArgParser p("sigmoid_cross_entropy_with_logits", a, {"labels", "logits", "name"}, 0);
  if (!p.has(0) || !p.has(1)) throw_value_error("Both labels and logits must be provided.");
  Value x = tensor_arg(in, *p.get(1));
  Value z = tensor_arg(in, *p.get(0), dtype_of(x));
  if (shape_of(x).fully_defined() && shape_of(z).fully_defined() && shape_of(x) != shape_of(z))
    throw_value_error("logits and labels must have the same shape (" + shape_of(x).str() + " vs " +
                      shape_of(z).str() + ")");
  Value zeros = op(in, OpId::ZerosLike, {x});
  Value cond = op(in, OpId::GreaterEqual, {x, zeros});
  Value relu_logits = op(in, OpId::SelectV2, {cond, x, zeros});
  Value neg_abs = op(in, OpId::SelectV2, {cond, op(in, OpId::Neg, {x}), x});
  Value lhs = op(in, OpId::Sub, {relu_logits, op(in, OpId::Mul, {x, z})});
  Value log1p =
      op(in, OpId::Log, {op(in, OpId::AddV2, {scalar_like(1, x), op(in, OpId::Exp, {neg_abs})})});
  return op(in, OpId::AddV2, {lhs, log1p});
}

Value nn_l2_loss(I& in, A& a) { return unary(in, a, "l2_loss", "t", OpId::L2Loss); }

Value nn_moments(I& in, A& a) {
  ArgParser p("moments", a, {"x", "axes", "shift", "keepdims", "name"}, 2);
  Value x = tensor_arg(in, *p.get(0));
  std::vector<int64_t> axes = int_list_arg(in, *p.get(1), "axes");
  bool keep = p.has(3) && in.truthy(*p.get(3));
  Value ax = ints(axes);
  Attrs kd{{"keep_dims", true}};
  Value mean = op(in, OpId::Mean, {x, ax}, kd);
  Value centered = op(in, OpId::Sub, {x, op(in, OpId::StopGradient, {mean})});
  Value var = op(in, OpId::Mean, {op(in, OpId::Square, {centered}), ax}, kd);
  if (!keep) {
    const Shape& s = shape_of(x);
    if (!s.fully_defined())
      throw_not_implemented("minitf: tf.nn.moments without keepdims needs a known shape");
    std::vector<bool> reduced(size_t(s.rank()), false);
    for (int64_t k : axes) reduced[size_t(k < 0 ? k + s.rank() : k)] = true;
    std::vector<int64_t> out;
    for (int i = 0; i < s.rank(); ++i)
      if (!reduced[size_t(i)]) out.push_back(s[i]);
    mean = op(in, OpId::Reshape, {mean, ints(out)});
    var = op(in, OpId::Reshape, {var, ints(out)});
  }
  return tuple_value({mean, var});
}

// strides / ksize: an int, or 1, 2 or 4 ints, as the NHWC list [1, h, w, 1].
std::vector<int64_t> nhwc_window(I& in, const Value& v, const char* what) {
  std::vector<int64_t> s = int_list_arg(in, v, what);
  if (s.size() == 1) return {1, s[0], s[0], 1};
  if (s.size() == 2) return {1, s[0], s[1], 1};
  if (s.size() == 4) return s;
  throw_value_error(std::string("`") + what + "` should be of length 1, 2 or 4. Received: " + what +
                    "=" + in.repr(v) + " of length " + std::to_string(s.size()));
}

std::string padding_arg(I& in, const Value& v) {
  if (!is_type_exact(v, types().str))
    throw_not_implemented(
        "minitf: explicit padding lists are not supported; use 'SAME' or 'VALID'");
  std::string p = in.str(v);
  for (char& ch : p) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  if (p != "SAME" && p != "VALID")
    throw_value_error("`padding` must be one of 'SAME' or 'VALID'. Received: padding=" +
                      in.repr(v));
  return p;
}

void check_nhwc(I& in, const Value* data_format) {
  if (data_format && !data_format->is_none() && in.str(*data_format) != "NHWC")
    throw_not_implemented("minitf: only the NHWC data format is supported");
}

Value nn_conv2d(I& in, A& a) {
  ArgParser p("conv2d", a,
              {"input", "filters", "strides", "padding", "data_format", "dilations", "name"}, 4);
  check_nhwc(in, p.get(4));
  if (p.has(5)) {
    for (int64_t d : int_list_arg(in, *p.get(5), "dilations"))
      if (d != 1) throw_not_implemented("minitf: dilated convolutions are not supported");
  }
  Value x = tensor_arg(in, *p.get(0));
  Value f = tensor_arg(in, *p.get(1), dtype_of(x));
  Attrs attrs{{"strides", nhwc_window(in, *p.get(2), "strides")},
              {"padding", padding_arg(in, *p.get(3))},
              {"data_format", std::string("NHWC")}};
  return op(in, OpId::Conv2D, {x, f}, attrs);
}

// TF's conv2d_transpose is the gradient of conv2d with respect to its input:
// the op Conv2DBackpropInput, with the output's shape as its first input.
Value nn_conv2d_transpose(I& in, A& a) {
  ArgParser p("conv2d_transpose", a,
              {"input", "filters", "output_shape", "strides", "padding", "data_format", "dilations",
               "name"},
              4);
  check_nhwc(in, p.get(5));
  if (p.has(6)) {
    for (int64_t d : int_list_arg(in, *p.get(6), "dilations"))
      if (d != 1) throw_not_implemented("minitf: dilated convolutions are not supported");
  }
  Value x = tensor_arg(in, *p.get(0));
  Value f = tensor_arg(in, *p.get(1), dtype_of(x));
  Value sizes = tensor_arg(in, *p.get(2), DType::Int32);
  Value padding = p.has(4) ? *p.get(4) : str_value("SAME");
  Attrs attrs{{"strides", nhwc_window(in, *p.get(3), "strides")},
              {"padding", padding_arg(in, padding)},
              {"data_format", std::string("NHWC")}};
  return op(in, OpId::Conv2DBackpropInput, {sizes, f, x}, attrs);
}

Value nn_pool(I& in, A& a, const char* fname, OpId id) {
  ArgParser p(fname, a, {"input", "ksize", "strides", "padding", "data_format", "name"}, 4);
  check_nhwc(in, p.get(4));
  Value x = tensor_arg(in, *p.get(0));
  Attrs attrs{{"ksize", nhwc_window(in, *p.get(1), "ksize")},
              {"strides", nhwc_window(in, *p.get(2), "strides")},
              {"padding", padding_arg(in, *p.get(3))},
              {"data_format", std::string("NHWC")}};
  return op(in, id, {x}, attrs);
}

}  // namespace

void install_tf_nn(Interpreter& in, Module& tf) {
  Ref<Module> nn = add_submodule(in, tf, "nn");
  Value uniform = *tf.get("random")->as<Module>()->get("uniform");
  MINITF_ASSERT(!uniform.is_none(), "tf.nn installed before tf.random");
  struct Unary {
    const char* name;
    const char* arg;
    OpId op;
  };
  static const Unary kUnary[] = {
      {"relu", "features", OpId::Relu},         {"relu6", "features", OpId::Relu6},
      {"elu", "features", OpId::Elu},           {"selu", "features", OpId::Selu},
      {"softplus", "features", OpId::Softplus},
  };
  for (const Unary& u : kUnary) {
    NativeFn fn = [&u](I& in, A& a) { return unary(in, a, u.name, u.arg, u.op); };
    add_function(in, *nn, u.name, fn, "(features, name=None)");
  }
  // TF exports one function under both names: tf.nn.sigmoid is
  // tf.math.sigmoid, tf.nn.tanh is tf.math.tanh, tf.math.softplus is
  // tf.nn.softplus.
  Module& math = *tf.get("math")->as<Module>();
  for (const char* name : {"sigmoid", "tanh"}) nn->set(in, name, *math.get(name));
  math.set(in, "softplus", *nn->get("softplus"));
  add_function(
      in, *nn, "softmax", [](I& in, A& a) { return nn_softmax(in, a, "softmax", OpId::Softmax); },
      "(logits, axis=None, name=None)");
  add_function(
      in, *nn, "log_softmax",
      [](I& in, A& a) { return nn_softmax(in, a, "log_softmax", OpId::LogSoftmax); },
      "(logits, axis=None, name=None)");
  static const NativeDef kFns[] = {
      {"leaky_relu", nn_leaky_relu, "(features, alpha=0.2, name=None)"},
      {"gelu", nn_gelu, "(features, approximate=False, name=None)"},
      {"bias_add", nn_bias_add, "(value, bias, data_format=None, name=None)"},
      {"sparse_softmax_cross_entropy_with_logits", nn_sparse_xent,
       "(labels=None, logits=None, name=None)"},
      {"softmax_cross_entropy_with_logits", nn_xent, "(labels, logits, axis=-1, name=None)"},
      {"sigmoid_cross_entropy_with_logits", nn_sigmoid_xent,
       "(labels=None, logits=None, name=None)"},
      {"l2_loss", nn_l2_loss, "(t, name=None)"},
      {"moments", nn_moments, "(x, axes, shift=None, keepdims=False, name=None)"},
  };
  add_functions(in, *nn, kFns);
  add_function(in, *nn, "conv2d", nn_conv2d,
               "(input, filters, strides, padding, data_format='NHWC', dilations=None, name=None)");
  add_function(in, *nn, "conv2d_transpose", nn_conv2d_transpose,
               "(input, filters, output_shape, strides, padding='SAME', data_format='NHWC', "
               "dilations=None, name=None)");
  for (const char* name : {"max_pool2d", "max_pool"})
    add_function(
        in, *nn, name, [](I& in, A& a) { return nn_pool(in, a, "max_pool2d", OpId::MaxPool); },
        "(input, ksize, strides, padding, data_format='NHWC', name=None)");
  for (const char* name : {"avg_pool2d", "avg_pool"})
    add_function(
        in, *nn, name, [](I& in, A& a) { return nn_pool(in, a, "avg_pool2d", OpId::AvgPool); },
        "(input, ksize, strides, padding, data_format='NHWC', name=None)");
  // dropout: x * 1/(1 - rate) where a uniform draw >= rate, else 0 (TF's _dropout).
  add_function(
      in, *nn, "dropout",
      [uniform](I& in, A& a) {
        ArgParser p("dropout", a, {"x", "rate", "noise_shape", "seed", "name"}, 2);
        Value x = tensor_arg(in, *p.get(0));
        const Value& rv = *p.get(1);
        bool is_number = rv.is_int() || rv.is_float();
        double rate = is_number ? number(in, rv) : 0;
        if (is_number && (rate < 0 || rate >= 1))
          throw_value_error(
              "`rate` must be a scalar tensor or a float in the range [0, 1). Received: rate=" +
              in.repr(rv));
        if (is_number && rate == 0) return x;
        Value r = tensor_arg(in, rv, dtype_of(x));
        Value shape = p.has(2) ? *p.get(2) : ints(shape_of(x).dim_vector());
        Value seed = p.has(3) ? *p.get(3) : Value();
        Value draw = in.call(uniform, {shape, Value::integer(0), Value::integer(1),
                                       tf_dtype_value(dtype_of(x)), seed});
        Value keep = op(in, OpId::GreaterEqual, {draw, r});
        Value scale =
            op(in, OpId::RealDiv, {scalar_like(1, x), op(in, OpId::Sub, {scalar_like(1, x), r})});
        Value mask = op(in, OpId::Cast, {keep}, Attrs{{"DstT", dtype_of(x)}});
        return op(in, OpId::Mul, {op(in, OpId::Mul, {x, scale}), mask});
      },
      "(x, rate, noise_shape=None, seed=None, name=None)");
}

}  // namespace minitf
