// tf.linalg (and its top-level aliases): inv, det, norm, matvec, diag,
// diag_part, trace, eye and einsum, as TF's Python composes them from ops.
#include <cmath>

#include "base/assert.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

Value op1(I& in, OpId op, const Value& x, const Attrs& attrs = Attrs::none()) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  return dispatch_op(in, op, inputs, attrs);
}

Value inv(I& in, A& a) {
  ArgParser p("inv", a, {"input", "adjoint", "name"}, 1);
  bool adjoint = p.has(1) && in.truthy(*p.get(1));
  return op1(in, OpId::MatrixInverse, *p.get(0), Attrs{{"adjoint", adjoint}});
}

Value det(I& in, A& a) {
  ArgParser p("det", a, {"input", "name"}, 1);
  return op1(in, OpId::MatrixDeterminant, *p.get(0));
}

// A reduction over `axes` (all of them when empty and `all`), keeping dims.
Value reduce_keep(I& in, OpId op, const Value& x, const std::vector<int64_t>& axes) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  std::vector<int32_t> ax;
  if (axes.empty()) {
    for (int i = 0; i < inputs.values[0].rank(); ++i) ax.push_back(i);
  } else {
    for (int64_t v : axes) ax.push_back(static_cast<int32_t>(v));
  }
  inputs.add(Tensor::from_vector(ax));
  return dispatch_op(in, op, inputs, Attrs{{"keep_dims", true}});
}

// TF's norm: 'euclidean' (and 'fro' over two axes) is sqrt(sum(x * x));
// ord 1 the sum of |x| and inf the max of |x|, over a vector axis; over two
// axes, ord 1, 2 and inf are the induced matrix norms.
Value norm(I& in, A& a) {
  ArgParser p("norm", a, {"tensor", "ord", "axis", "keepdims", "name"}, 1);
  OpInputs x_in;
  add_tensor_input(in, x_in, *p.get(0));
  Value x = tensor_input_value(in, x_in, 0);
  std::vector<int64_t> axes;
  if (p.has(2)) axes = int_list_arg(in, *p.get(2), "axis");
  bool keep = p.has(3) && in.truthy(*p.get(3));
  std::string ord = "euclidean";
  if (p.has(1)) {
    const Value& o = *p.get(1);
    if (is_type_exact(o, types().str)) {
      ord = in.str(o);
    } else if (o.is_number()) {
      double v = o.to_double();
      ord = std::isinf(v) && v > 0 ? "inf" : v == 1 ? "1" : v == 2 ? "2" : "other";
    } else {
      ord = "other";
    }
  }
  bool matrix = axes.size() == 2;
  if (axes.size() > 2 || (matrix && axes[0] == axes[1])) {
    throw_value_error("'axis' must be None, an integer, or a tuple of 2 unique integers, got " +
                      in.repr(*p.get(2)));
  }
  if ((ord == "fro" && !matrix) ||
      (ord != "euclidean" && ord != "fro" && ord != "1" && ord != "2" && ord != "inf")) {
    throw_value_error("'ord' must be a supported vector norm, got " + in.repr(*p.get(1)));
  }
  Value r;
  if (matrix && ord == "2") {
    // The largest singular value, as TF: the two axes moved last, Svd without
    // u and v, the max of |s| kept as a 1x1 matrix, moved back.
    int rank = x_in.values[0].rank();
    // TF takes each axis as floormod(axis + rank, rank), so 5 is axis 1 of a
    // matrix (the transpose below then rejects a repeated axis), and a scalar
    // gets FloorMod's division by zero. Unwrapped, an out-of-range axis
    // indexed past the permutations (found by fuzz_source).
    if (rank == 0) {
      OpInputs fm;
      fm.add(Tensor::scalar<int32_t>(static_cast<int32_t>(axes[0])));
      fm.add(Tensor::scalar<int32_t>(0));
      dispatch_op(in, OpId::FloorMod, fm);
    }
    MINITF_ASSERT(rank > 0, "FloorMod by zero raises");
    std::vector<int32_t> pos;
    for (int64_t v : axes) {
      int64_t m = v % rank;
      pos.push_back(static_cast<int32_t>(m < 0 ? m + rank : m));
    }
    std::vector<int32_t> before;
    for (int32_t i = 0; i < rank; ++i)
      if (i != pos[0] && i != pos[1]) before.push_back(i);
    before.push_back(pos[0]);
    before.push_back(pos[1]);
    std::vector<int32_t> after(before.size());
    for (size_t i = 0; i < before.size(); ++i)
      after[static_cast<size_t>(before[i])] = static_cast<int32_t>(i);
    OpInputs t;
    add_tensor_input(in, t, x);
    t.add(Tensor::from_vector(before));
    // Each op's result is held in a local: OpInputs records the Python
    // object of an input without owning it.
    Value moved = dispatch_op(in, OpId::Transpose, t);
    OpInputs sv;
    add_tensor_input(in, sv, moved);
    Value s =
        dispatch_op_n(in, OpId::Svd, sv, Attrs{{"compute_uv", false}, {"full_matrices", false}})[0];
    Value largest = reduce_keep(in, OpId::Max, op1(in, OpId::Abs, s), {-1});
    OpInputs e;
    add_tensor_input(in, e, largest);
    e.add(Tensor::scalar<int32_t>(-1));
    Value expanded = dispatch_op(in, OpId::ExpandDims, e);
    OpInputs back;
    add_tensor_input(in, back, expanded);
    back.add(Tensor::from_vector(after));
    r = dispatch_op(in, OpId::Transpose, back);
  } else if (matrix && (ord == "1" || ord == "inf")) {
    // The largest column sum of |x| (ord 1) or row sum (inf), as TF: a sum
    // over one axis, then a max over the other, both keeping dims.
    int64_t sum_axis = ord == "1" ? axes[0] : axes[1];
    int64_t max_axis = ord == "1" ? axes[1] : axes[0];
    r = reduce_keep(in, OpId::Max, reduce_keep(in, OpId::Sum, op1(in, OpId::Abs, x), {sum_axis}),
                    {max_axis});
  } else if (ord == "1") {
    r = reduce_keep(in, OpId::Sum, op1(in, OpId::Abs, x), axes);
  } else if (ord == "inf") {
    r = reduce_keep(in, OpId::Max, op1(in, OpId::Abs, x), axes);
  } else {
    OpInputs m;
    add_tensor_input(in, m, x);
    add_tensor_input(in, m, x);
    r = op1(in, OpId::Sqrt, reduce_keep(in, OpId::Sum, dispatch_op(in, OpId::Mul, m), axes));
  }
  if (keep) return r;
  return op1(in, OpId::Squeeze, r, Attrs{{"squeeze_dims", axes}});
}

Value matvec(I& in, A& a) {
  ArgParser p("matvec", a,
              {"a", "b", "transpose_a", "adjoint_a", "a_is_sparse", "b_is_sparse", "name"}, 2);
  OpInputs inputs;
  const Value* ab[2] = {p.get(0), p.get(1)};
  add_matching_inputs(in, inputs, ab, 2);
  OpInputs e;
  e.add(inputs.values[1], inputs.sources[1]);
  e.add(Tensor::scalar<int32_t>(-1));
  Value col = dispatch_op(in, OpId::ExpandDims, e);
  OpInputs mm;
  mm.add(inputs.values[0], inputs.sources[0]);
  add_tensor_input(in, mm, col);
  bool ta = (p.has(2) && in.truthy(*p.get(2))) || (p.has(3) && in.truthy(*p.get(3)));
  Value prod = dispatch_op(in, OpId::MatMul, mm,
                           ta ? Attrs{{"transpose_a", true}, {"transpose_b", false}} : Attrs());
  return op1(in, OpId::Squeeze, prod, Attrs{{"squeeze_dims", std::vector<int64_t>{-1}}});
}

// The diagonal offset k: one int, or a band [low, high] (diag_part only).
void add_diag_k(I& in, OpInputs& inputs, const Value* k, bool band) {
  if (!k || k->is_none()) {
    inputs.add(Tensor::scalar<int32_t>(0));
    return;
  }
  if (is_type_exact(*k, types().list) || is_type_exact(*k, types().tuple) ||
      (tensor_operand(*k) && tensor_operand(*k)->rank() > 0)) {
    if (!band)
      throw_not_implemented("minitf's tf.linalg.diag takes one diagonal k, not a band [low, high]");
    // A Python list converts to int32, as TF converts k.
    add_tensor_input(in, inputs, *k,
                     tensor_operand(*k) ? std::nullopt : std::optional<DType>(DType::Int32));
    return;
  }
  inputs.add(Tensor::scalar<int32_t>(static_cast<int32_t>(int_arg(in, *k, "k"))));
}

Value diag(I& in, A& a) {
  ArgParser p("diag", a,
              {"diagonal", "name", "k", "num_rows", "num_cols", "padding_value", "align"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  DType d = inputs.values[0].dtype();
  add_diag_k(in, inputs, p.get(2), false);
  inputs.add(Tensor::scalar<int32_t>(
      static_cast<int32_t>(p.has(3) ? int_arg(in, *p.get(3), "num_rows") : -1)));
  inputs.add(Tensor::scalar<int32_t>(
      static_cast<int32_t>(p.has(4) ? int_arg(in, *p.get(4), "num_cols") : -1)));
  add_tensor_input(in, inputs, p.has(5) ? *p.get(5) : Value::integer(0), d);
  std::string align = p.has(6) ? in.str(*p.get(6)) : "RIGHT_LEFT";
  return dispatch_op(in, OpId::MatrixDiagV3, inputs, Attrs{{"align", align}}, "diag");
}

Value diag_part_value(I& in, const Value& x, const Value* k, const Value* padding,
                      std::string align) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  DType d = inputs.values[0].dtype();
  add_diag_k(in, inputs, k, true);
  add_tensor_input(in, inputs, padding ? *padding : Value::integer(0), d);
  return dispatch_op(in, OpId::MatrixDiagPartV3, inputs, Attrs{{"align", std::move(align)}},
                     "diag_part");
}

Value diag_part(I& in, A& a) {
  ArgParser p("diag_part", a, {"input", "name", "k", "padding_value", "align"}, 1);
  return diag_part_value(in, *p.get(0), p.get(2), p.has(3) ? p.get(3) : nullptr,
                         p.has(4) ? in.str(*p.get(4)) : "RIGHT_LEFT");
}

Value trace(I& in, A& a) {
  ArgParser p("trace", a, {"x", "name"}, 1);
  Value dp = diag_part_value(in, *p.get(0), nullptr, nullptr, "RIGHT_LEFT");
  OpInputs inputs;
  add_tensor_input(in, inputs, dp);
  inputs.add(Tensor::scalar<int32_t>(-1));
  return dispatch_op(in, OpId::Sum, inputs, Attrs{{"keep_dims", false}});
}

Value eye(I& in, A& a) {
  ArgParser p("eye", a, {"num_rows", "num_columns", "batch_shape", "dtype", "name"}, 1);
  int64_t rows = int_arg(in, *p.get(0), "num_rows");
  int64_t cols = p.has(1) ? int_arg(in, *p.get(1), "num_columns") : rows;
  std::vector<int64_t> shape;
  if (p.has(2)) shape = int_list_arg(in, *p.get(2), "batch_shape");
  shape.push_back(std::min(rows, cols));
  DType d = p.has(3) ? dtype_arg(in, *p.get(3)) : DType::Float32;
  OpInputs ones;
  ones.add(Tensor::from_vector(shape));
  ones.add(convert_to_tensor(in, d == DType::Bool ? Value::boolean(true) : Value::integer(1), d));
  Value diagonal = dispatch_op(in, OpId::Fill, ones, Attrs::none(), "ones");
  OpInputs inputs;
  add_tensor_input(in, inputs, diagonal);
  inputs.add(Tensor::scalar<int32_t>(0));
  inputs.add(Tensor::scalar<int32_t>(static_cast<int32_t>(rows)));
  inputs.add(Tensor::scalar<int32_t>(static_cast<int32_t>(cols)));
  inputs.add(
      convert_to_tensor(in, d == DType::Bool ? Value::boolean(false) : Value::integer(0), d));
  return dispatch_op(in, OpId::MatrixDiagV3, inputs, Attrs{{"align", std::string("RIGHT_LEFT")}});
}

Value einsum(I& in, A& a) {
  if (a.pos.empty())
    throw_type_error("einsum() missing 1 required positional argument: 'equation'");
  for (auto& [k, v] : a.kw) {
    if (k->s != "name") throw_type_error("Invalid keyword arguments for this function: " + k->s);
  }
  std::string eq = in.str(a.pos[0]);
  OpInputs inputs;
  for (size_t i = 1; i < a.pos.size(); ++i) add_tensor_input(in, inputs, a.pos[i]);
  return dispatch_op(in, OpId::Einsum, inputs,
                     Attrs{{"equation", eq}, {"N", int64_t(inputs.size())}});
}

const NativeDef kLinalgOnly[] = {
    {"inv", inv, "(input, adjoint=False, name=None)"},
    {"det", det, "(input, name=None)"},
    {"matvec", matvec,
     "(a, b, transpose_a=False, adjoint_a=False, a_is_sparse=False, b_is_sparse=False, "
     "name=None)"},
    {"diag", diag,
     "(diagonal, name='diag', k=0, num_rows=-1, num_cols=-1, padding_value=0, "
     "align='RIGHT_LEFT')"},
    {"diag_part", diag_part, "(input, name='diag_part', k=0, padding_value=0, align='RIGHT_LEFT')"},
    {"trace", trace, "(x, name=None)"},
};

// In tf and tf.linalg.
const NativeDef kBoth[] = {
    {"norm", norm, "(tensor, ord='euclidean', axis=None, keepdims=None, name=None)"},
    {"eye", eye, "(num_rows, num_columns=None, batch_shape=None, dtype=tf.float32, name=None)"},
    {"einsum", einsum, "(equation, *inputs, **kwargs)"},
};

}  // namespace

void install_tf_linalg(Interpreter& in, Module& tf, Module& linalg) {
  add_functions(in, linalg, kLinalgOnly);
  add_functions(in, linalg, kBoth);
  // The same function objects in tf, as TF exports one function under both names.
  for (const NativeDef& d : kBoth) tf.set(in, d.name, *linalg.get(d.name));
}

}  // namespace minitf
