// tf's math functions: elementwise ops, comparisons, matmul, reductions,
// argmax/argmin and cast. Each converts its arguments as TF's Python wrapper
// does and goes through dispatch_op.
#include "lib/tf_ops.h"

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/mode.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

Value binary_fn(I& in, A& a, const char* fname, OpId op, const char* scope) {
  ArgParser p(fname, a, {"x", "y", "name"}, 2);
  OpInputs inputs;
  const Value* args[2] = {p.get(0), p.get(1)};
  add_matching_inputs(in, inputs, args, 2);
  return dispatch_op(in, op, inputs, Attrs::none(), scope);
}

Value unary_fn(I& in, A& a, const char* fname, OpId op, const char* scope) {
  ArgParser p(fname, a, {"x", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  return dispatch_op(in, op, inputs, Attrs::none(), scope);
}

// The reduction axes: all of them for None (TF's _ReductionDims builds
// range(rank)), else the given int or list, as an int32 tensor.
// `keep` holds a graph constant made for the axes alive until the op is built.
void add_axis_input(Interpreter& in, OpInputs& inputs, const Value* axis, Value* keep) {
  int rank = inputs.values[0].rank();
  // A symbolic tensor's stand-in value has a shape; its static shape may not.
  if (inputs.sources[0]) {
    Value x = Value::object(const_cast<Object*>(inputs.sources[0]));
    if (is_tf_tensor(x)) rank = static_shape(x).rank();
  }
  if ((!axis || axis->is_none()) && rank < 0) {
    // A symbolic input of unknown rank: TF's _ReductionDims reduces over
    // range(0, rank(x)), computed in the graph when it runs.
    OpInputs r;
    r.add(inputs.values[0], inputs.sources[0]);
    Value rk = dispatch_op(in, OpId::Rank, r, Attrs(), "Rank/");
    OpInputs range;
    range.add(Tensor::scalar<int32_t>(0));
    range.add(tensor_of(rk), rk.as_obj());
    range.add(Tensor::scalar<int32_t>(1));
    Value dims = dispatch_op(in, OpId::Range, range, Attrs::none(), "range/");
    inputs.add(tensor_of(dims), dims.as_obj());
    *keep = std::move(dims);
    return;
  }
  if (!axis || axis->is_none()) {
    std::vector<int32_t> all;
    for (int i = 0; i < rank; ++i) all.push_back(i);
    if (is_tracing(in)) {
      // TF's _ReductionDims makes the range a constant before the op's name
      // scope opens: a node "Const", not "Sum/reduction_indices".
      OpInputs none;
      Tensor t = Tensor::from_vector(all);
      Value c = dispatch_op(in, OpId::Const, none, Attrs{{"value", t}, {"dtype", DType::Int32}});
      inputs.add(tensor_of(c), c.as_obj());
      *keep = std::move(c);
      return;
    }
    inputs.add(Tensor::from_vector(all));
    return;
  }
  if (const Tensor* t = tensor_operand(*axis)) {
    inputs.add(*t, axis->as_obj());
    return;
  }
  if (axis->is_intlike()) {
    inputs.add(Tensor::scalar<int32_t>(int32_t(axis->as_int())));
    return;
  }
  std::vector<int64_t> v = int_list_arg(in, *axis, "axis");
  std::vector<int32_t> w(v.begin(), v.end());
  inputs.add(Tensor::from_vector(w));
}

Value reduce_fn(I& in, A& a, const char* fname, OpId op) {
  ArgParser p(fname, a, {"input_tensor", "axis", "keepdims", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  Value axes;
  add_axis_input(in, inputs, p.get(1), &axes);
  bool keep = p.has(2) && in.truthy(*p.get(2));
  return dispatch_op(in, op, inputs, Attrs{{"keep_dims", keep}});
}

Value arg_fn(I& in, A& a, const char* fname, OpId op) {
  ArgParser p(fname, a, {"input", "axis", "output_type", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  if (p.has(1)) {
    add_tensor_input(in, inputs, *p.get(1),
                     tensor_operand(*p.get(1)) ? std::nullopt : std::optional<DType>(DType::Int32));
  } else {
    inputs.add(Tensor::scalar<int32_t>(0));
  }
  DType out = p.has(2) ? dtype_arg(in, *p.get(2)) : DType::Int64;
  return dispatch_op(in, op, inputs, Attrs{{"output_type", out}});
}

}  // namespace

Value tf_cast(Interpreter& in, const Value& x, DType d) {
  // TF returns a tensor that already has the dtype unchanged.
  if (is_tf_tensor(x) && tensor_of(x).dtype() == d) return x;
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  if (inputs.values[0].dtype() == d) return tensor_input_value(in, inputs, 0);
  return dispatch_op(in, OpId::Cast, inputs, Attrs{{"DstT", d}}, "Cast/");
}

namespace {

// The element-wise ops: the same wrapper around each op, as TF generates them.
struct ElementwiseDef {
  const char* name;
  OpId op;
  const char* scope;
  bool top;  // also exported as tf.<name>
};

const ElementwiseDef kBinary[] = {
    {"add", OpId::AddV2, nullptr, true},
    {"subtract", OpId::Sub, nullptr, true},
    {"multiply", OpId::Mul, nullptr, true},
    {"floordiv", OpId::FloorDiv, "floordiv/", false},
    {"floormod", OpId::FloorMod, nullptr, false},
    {"mod", OpId::FloorMod, nullptr, false},
    {"pow", OpId::Pow, "Pow/", true},
    {"maximum", OpId::Maximum, nullptr, true},
    {"minimum", OpId::Minimum, nullptr, true},
    {"equal", OpId::Equal, nullptr, true},
    {"not_equal", OpId::NotEqual, nullptr, true},
    {"greater", OpId::Greater, nullptr, true},
    {"greater_equal", OpId::GreaterEqual, nullptr, true},
    {"less", OpId::Less, nullptr, true},
    {"less_equal", OpId::LessEqual, nullptr, true},
    {"logical_and", OpId::LogicalAnd, nullptr, true},
    {"logical_or", OpId::LogicalOr, nullptr, true},
};

const ElementwiseDef kUnary[] = {
    {"negative", OpId::Neg, nullptr, true},
    {"abs", OpId::Abs, "Abs/", true},
    {"exp", OpId::Exp, nullptr, true},
    {"log", OpId::Log, nullptr, false},
    {"sqrt", OpId::Sqrt, nullptr, true},
    {"square", OpId::Square, nullptr, true},
    {"tanh", OpId::Tanh, nullptr, true},
    {"sigmoid", OpId::Sigmoid, "Sigmoid/", true},
    {"floor", OpId::Floor, nullptr, true},
    {"ceil", OpId::Ceil, nullptr, false},
    {"logical_not", OpId::LogicalNot, nullptr, true},
    {"sin", OpId::Sin, nullptr, true},
    {"cos", OpId::Cos, nullptr, true},
    {"tan", OpId::Tan, nullptr, true},
    {"asin", OpId::Asin, nullptr, true},
    {"acos", OpId::Acos, nullptr, true},
    {"atan", OpId::Atan, nullptr, true},
    {"sinh", OpId::Sinh, nullptr, true},
    {"cosh", OpId::Cosh, nullptr, true},
    {"log1p", OpId::Log1p, nullptr, false},
    {"expm1", OpId::Expm1, nullptr, false},
    {"rsqrt", OpId::Rsqrt, nullptr, false},
    {"reciprocal", OpId::Reciprocal, nullptr, false},
    {"sign", OpId::Sign, nullptr, true},
    {"erf", OpId::Erf, nullptr, false},
    {"is_finite", OpId::IsFinite, nullptr, false},
};

struct ReductionDef {
  const char* name;
  OpId op;
};

const ReductionDef kReductions[] = {{"reduce_sum", OpId::Sum},   {"reduce_mean", OpId::Mean},
                                    {"reduce_max", OpId::Max},   {"reduce_min", OpId::Min},
                                    {"reduce_prod", OpId::Prod}, {"reduce_any", OpId::Any},
                                    {"reduce_all", OpId::All}};
const ReductionDef kArgReductions[] = {{"argmax", OpId::ArgMax}, {"argmin", OpId::ArgMin}};

// round: integers are returned as they are (TF's math_ops.round).
Value math_round(I& in, A& a) {
  ArgParser p("round", a, {"x", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  if (dtype_is_integer(inputs.values[0].dtype())) return tensor_input_value(in, inputs, 0);
  return dispatch_op(in, OpId::Round, inputs);
}

Value math_divide(I& in, A& a) {
  ArgParser p("divide", a, {"x", "y", "name"}, 2);
  const Value& x = *p.get(0);
  const Value& y = *p.get(1);
  // TF 2.0 ran `x / y` as is (so divide(1, 2) is the Python 0.5); modern TF
  // first makes x a tensor, of y's dtype when y is one.
  if (modern_tf(in) && !tensor_operand(x)) {
    const Tensor* yt = tensor_operand(y);
    Value xt = make_eager_tensor(
        convert_to_tensor(in, x, yt ? std::optional<DType>(yt->dtype()) : std::nullopt));
    return in.binop(BinOpKind::Div, xt, y);
  }
  return in.binop(BinOpKind::Div, x, y);
}

Value math_truediv(I& in, A& a) {
  ArgParser p("truediv", a, {"x", "y", "name"}, 2);
  return tf_truediv(in, *p.get(0), *p.get(1), "truediv/");
}

Value math_matmul(I& in, A& a) {
  ArgParser p("matmul", a, {"a", "b", "transpose_a", "transpose_b", "name"}, 2);
  OpInputs inputs;
  const Value* args[2] = {p.get(0), p.get(1)};
  add_matching_inputs(in, inputs, args, 2);
  bool ta = p.has(2) && in.truthy(*p.get(2)), tb = p.has(3) && in.truthy(*p.get(3));
  return tf_matmul(in, inputs, ta, tb, "MatMul/");
}

// One reduction op of `x` over `axis` (a Python value or None).
Value reduce_value(I& in, OpId op, const Value& x, const Value* axis, bool keep) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  Value axes;
  add_axis_input(in, inputs, axis, &axes);
  return dispatch_op(in, op, inputs, Attrs{{"keep_dims", keep}});
}

Value op2(I& in, OpId op, const Value& x, const Value& y) {
  OpInputs inputs;
  const Value* args[2] = {&x, &y};
  add_matching_inputs(in, inputs, args, 2);
  return dispatch_op(in, op, inputs);
}

Value op1(I& in, OpId op, const Value& x) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  return dispatch_op(in, op, inputs);
}

// TF's reduce_variance: the mean of the squared deviations from the mean;
// integer inputs are a TypeError (their mean truncates).
Value reduce_variance_value(I& in, A& a, const char* fname) {
  ArgParser p(fname, a, {"input_tensor", "axis", "keepdims", "name"}, 1);
  bool keep = p.has(2) && in.truthy(*p.get(2));
  OpInputs x_in;
  add_tensor_input(in, x_in, *p.get(0));
  Value x = tensor_input_value(in, x_in, 0);
  DType d = x_in.values[0].dtype();
  Value means = reduce_value(in, OpId::Mean, x, p.get(1), true);  // bool: Mean's NotFoundError
  if (dtype_is_integer(d)) {
    throw_type_error(std::string("Input must be either real or complex. Received integer type ") +
                     "<dtype: '" + dtype_name(d) + "'>.");
  }
  Value sq = op1(in, OpId::Square, op2(in, OpId::Sub, x, means));
  return reduce_value(in, OpId::Mean, sq, p.get(1), keep);
}

Value reduce_std(I& in, A& a) {
  return op1(in, OpId::Sqrt, reduce_variance_value(in, a, "reduce_std"));
}

// TF's reduce_logsumexp: log(sum(exp(x - max))) + max, with the max kept as
// 0 where it is not finite (so that all -inf gives -inf, not nan).
Value reduce_logsumexp(I& in, A& a) {
  ArgParser p("reduce_logsumexp", a, {"input_tensor", "axis", "keepdims", "name"}, 1);
  bool keep = p.has(2) && in.truthy(*p.get(2));
  OpInputs x_in;
  add_tensor_input(in, x_in, *p.get(0));
  Value x = tensor_input_value(in, x_in, 0);
  Value raw_max = reduce_value(in, OpId::Max, x, p.get(1), true);
  // OpInputs records each input's Python object without owning it, so the
  // IsFinite result must outlive `sel` (a temporary was freed before the op).
  Value finite = op1(in, OpId::IsFinite, raw_max);
  OpInputs sel;
  add_tensor_input(in, sel, finite);
  add_tensor_input(in, sel, raw_max);
  sel.add(Tensor::zeros(x_in.values[0].dtype(), Shape()));
  Value my_max = dispatch_op(in, OpId::SelectV2, sel);
  Value sum = reduce_value(in, OpId::Sum, op1(in, OpId::Exp, op2(in, OpId::Sub, x, my_max)),
                           p.get(1), keep);
  Value result = op1(in, OpId::Log, sum);
  if (!keep) {
    OpInputs r_in;
    add_tensor_input(in, r_in, my_max);
    OpInputs s_in;
    add_tensor_input(in, s_in, result);
    Value shape = dispatch_op(in, OpId::Shape, s_in, Attrs{{"out_type", DType::Int32}});
    add_tensor_input(in, r_in, shape);
    my_max = dispatch_op(in, OpId::Reshape, r_in);
  }
  return op2(in, OpId::AddV2, result, my_max);
}

Value math_cast(I& in, A& a) {
  ArgParser p("cast", a, {"x", "dtype", "name"}, 2);
  return tf_cast(in, *p.get(0), dtype_arg(in, *p.get(1)));
}

// In both tf and tf.math.
const NativeDef kMathFunctions[] = {
    {"round", math_round, "(x, name=None)"},
    {"divide", math_divide, "(x, y, name=None)"},
    {"truediv", math_truediv, "(x, y, name=None)"},
};

// In tf, tf.math and tf.linalg.
const NativeDef kMatmul[] = {
    {"matmul", math_matmul, "(a, b, transpose_a=False, transpose_b=False, name=None)"},
};

// In tf and tf.math.
const NativeDef kComposedReductions[] = {
    {"reduce_variance", [](I& in, A& a) { return reduce_variance_value(in, a, "reduce_variance"); },
     "(input_tensor, axis=None, keepdims=False, name=None)"},
    {"reduce_std", reduce_std, "(input_tensor, axis=None, keepdims=False, name=None)"},
    {"reduce_logsumexp", reduce_logsumexp, "(input_tensor, axis=None, keepdims=False, name=None)"},
};

const NativeDef kTfOnlyFunctions[] = {
    {"cast", math_cast, "(x, dtype, name=None)"},
};

}  // namespace

void install_tf_math(Interpreter& in, Module& tf, Module& math) {
  // The element-wise ops and reductions are closures over their table entry.
  for (const ElementwiseDef& b : kBinary) {
    NativeFn fn = [&b](I& in, A& a) { return binary_fn(in, a, b.name, b.op, b.scope); };
    add_function(in, math, b.name, fn, "(x, y, name=None)");
    if (b.top) tf.set(in, b.name, *math.get(b.name));  // one function object, as in TF
  }
  for (const ElementwiseDef& u : kUnary) {
    NativeFn fn = [&u](I& in, A& a) { return unary_fn(in, a, u.name, u.op, u.scope); };
    add_function(in, math, u.name, fn, "(x, name=None)");
    if (u.top) tf.set(in, u.name, *math.get(u.name));
  }
  add_functions(in, math, kMathFunctions);
  add_functions(in, tf, kMathFunctions);
  for (const ReductionDef& r : kReductions) {
    NativeFn fn = [&r](I& in, A& a) { return reduce_fn(in, a, r.name, r.op); };
    add_function(in, math, r.name, fn, "(input_tensor, axis=None, keepdims=False, name=None)");
    add_function(in, tf, r.name, fn, "(input_tensor, axis=None, keepdims=False, name=None)");
  }
  for (const ReductionDef& r : kArgReductions) {
    NativeFn fn = [&r](I& in, A& a) { return arg_fn(in, a, r.name, r.op); };
    add_function(in, math, r.name, fn, "(input, axis=None, output_type=tf.int64, name=None)");
    add_function(in, tf, r.name, fn, "(input, axis=None, output_type=tf.int64, name=None)");
  }
  add_functions(in, math, kComposedReductions);
  add_functions(in, tf, kComposedReductions);
  add_functions(in, tf, kMatmul);
  add_functions(in, math, kMatmul);
  Ref<Module> linalg = add_submodule(in, tf, "linalg");
  add_functions(in, *linalg, kMatmul);
  add_functions(in, tf, kTfOnlyFunctions);
}

}  // namespace minitf
