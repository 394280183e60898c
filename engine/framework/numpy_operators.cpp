// numpy arithmetic and comparisons: numpy 1.24's type promotion (value-based
// for Python scalars and 0-d operands), then the op registry's kernels — the
// same ones tf uses, so there is one implementation of every operation.
#include <cmath>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dispatch.h"
#include "framework/numpy_types.h"
#include "framework/tensor_object.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

// A dtype as numpy's promotion sees it. numpy has uint32/uint64, which minitf
// tensors lack; they can appear while promoting and are refused at the end.
struct NumType {
  int cat;  // numpy's "simplified kind ordering": 0 bool, 1 integer, 2 float/complex
  bool complex = false;
  bool is_unsigned = false;
  int bits = 0;  // element bits (complex: both parts)
  // numpy's "small unsigned": a non-negative scalar that also fits the signed
  // type of the same size, so int8 array * 2 stays int8.
  bool small_unsigned = false;
};

NumType num_type(DType d) {
  switch (d) {
    case DType::Bool:
      return {0, false, false, 8};
    case DType::Int8:
      return {1, false, false, 8};
    case DType::Int16:
      return {1, false, false, 16};
    case DType::Int32:
      return {1, false, false, 32};
    case DType::Int64:
      return {1, false, false, 64};
    case DType::UInt8:
      return {1, false, true, 8};
    case DType::UInt16:
      return {1, false, true, 16};
    case DType::Float16:
      return {2, false, false, 16};
    case DType::Float32:
      return {2, false, false, 32};
    case DType::Float64:
      return {2, false, false, 64};
    case DType::Complex64:
      return {2, true, false, 64};
    case DType::Complex128:
      return {2, true, false, 128};
    case DType::String:
      break;
  }
  throw_type_error("ufunc not supported for the input types (object arrays)");
}

// The smallest float width holding every value of an integer type (numpy's
// promote_types: int8 + float16 -> float16, int16 -> float32, int32 -> float64).
int float_bits_for_int(int bits) { return bits <= 8 ? 16 : bits <= 16 ? 32 : 64; }

NumType promote_plain(const NumType& a, const NumType& b);

// numpy's promote_types with the small-unsigned rule: a small unsigned scalar
// type meets a signed (or float) type as the signed type of its size.
NumType promote(NumType a, NumType b) {
  bool small = a.small_unsigned && b.small_unsigned;
  auto signed_like = [](NumType t) {
    t.is_unsigned = false;
    return t;
  };
  if (a.small_unsigned && b.cat != 0 && !(b.cat == 1 && b.is_unsigned)) a = signed_like(a);
  if (b.small_unsigned && a.cat != 0 && !(a.cat == 1 && a.is_unsigned)) b = signed_like(b);
  NumType r = promote_plain(a, b);
  r.small_unsigned = small && r.cat == 1 && r.is_unsigned;
  return r;
}

NumType promote_plain(const NumType& a, const NumType& b) {
  if (a.cat == 0) return b;
  if (b.cat == 0) return a;
  if (a.cat == 1 && b.cat == 1) {
    if (a.is_unsigned == b.is_unsigned) return a.bits >= b.bits ? a : b;
    const NumType& s = a.is_unsigned ? b : a;
    const NumType& u = a.is_unsigned ? a : b;
    if (s.bits > u.bits) return s;
    if (u.bits >= 64) return {2, false, false, 64};  // int64 + uint64 -> float64
    return {1, false, false, u.bits * 2};
  }
  if (a.cat == 1 || b.cat == 1) {
    const NumType& i = a.cat == 1 ? a : b;
    const NumType& f = a.cat == 1 ? b : a;
    int need = float_bits_for_int(i.bits);
    if (f.complex) return {2, true, false, std::max(f.bits, 2 * need)};
    return {2, false, false, std::max(f.bits, need)};
  }
  if (a.complex || b.complex) {
    int fa = a.complex ? a.bits / 2 : a.bits, fb = b.complex ? b.bits / 2 : b.bits;
    return {2, true, false, 2 * std::max(fa, fb)};
  }
  return a.bits >= b.bits ? a : b;
}

DType to_dtype(const NumType& t) {
  if (t.cat == 0) return DType::Bool;
  if (t.cat == 2) {
    if (t.complex) return t.bits <= 64 ? DType::Complex64 : DType::Complex128;
    return t.bits <= 16 ? DType::Float16 : t.bits <= 32 ? DType::Float32 : DType::Float64;
  }
  if (t.is_unsigned) {
    if (t.bits == 8) return DType::UInt8;
    if (t.bits == 16) return DType::UInt16;
    throw_not_implemented("minitf's numpy has no uint" + std::to_string(t.bits) + " arrays");
  }
  return t.bits == 8    ? DType::Int8
         : t.bits == 16 ? DType::Int16
         : t.bits == 32 ? DType::Int32
                        : DType::Int64;
}

// numpy.min_scalar_type for an integer value.
NumType min_int_type(int64_t v) {
  if (v >= 0) {
    int bits = v < (1 << 8) ? 8 : v < (1 << 16) ? 16 : v < (int64_t(1) << 32) ? 32 : 64;
    bool small = bits == 64 || v < (int64_t(1) << (bits - 1));
    return {1, false, true, bits, small};
  }
  int bits = v >= INT8_MIN ? 8 : v >= INT16_MIN ? 16 : v >= INT32_MIN ? 32 : 64;
  return {1, false, false, bits};
}

// numpy.min_scalar_type for a float value (range, not precision, decides).
constexpr double kFloat16Max = 65504.0;
constexpr double kFloat32Max = 3.4028234663852886e38;
int min_float_bits(double v) {
  double a = std::fabs(v);
  if (!std::isfinite(v) || a <= kFloat16Max) return 16;
  return a <= kFloat32Max ? 32 : 64;
}

struct Operand {
  NumType type;      // its own dtype
  NumType min_type;  // numpy.min_scalar_type (scalars only)
  bool scalar;
};

Operand classify(const Value& v) {
  if (v.is_bool()) return {{0, false, false, 8}, {0, false, false, 8}, true};
  if (v.is_int()) return {{1, false, false, 64}, min_int_type(v.as_int()), true};
  if (v.is_float())
    return {{2, false, false, 64}, {2, false, false, min_float_bits(v.as_float())}, true};
  if (is_type_exact(v, types().complex)) {
    auto* c = v.as<Complex>();
    int bits = std::max(min_float_bits(c->re), min_float_bits(c->im));
    return {{2, true, false, 128}, {2, true, false, std::max(64, 2 * bits)}, true};
  }
  if (is_numpy_value(v)) {
    const Tensor& t = tensor_of(v);
    NumType own = num_type(t.dtype());
    if (t.rank() > 0) return {own, own, false};
    NumType m = own;
    if (own.cat == 1) {
      m = min_int_type(t.element_as_int64(0));
    } else if (own.cat == 2 && !own.complex) {
      m.bits = std::min(own.bits, min_float_bits(t.element_as_double(0)));
    }
    return {own, m, true};
  }
  throw_type_error("unsupported operand type for numpy: '" + type_name(v) + "'");
}

}  // namespace

DType numpy_result_dtype(Interpreter& in, const Value* operands, size_t n) {
  std::vector<Operand> ops(n);  // any number: np.concatenate and np.result_type take many
  int max_scalar = -1, max_array = -1;
  for (size_t i = 0; i < n; ++i) {
    ops[i] = classify(operands[i]);
    int& m = ops[i].scalar ? max_scalar : max_array;
    m = std::max(m, ops[i].type.cat);
  }
  bool use_min_scalar = max_array >= 0 && max_array >= max_scalar;
  NumType r = use_min_scalar && ops[0].scalar ? ops[0].min_type : ops[0].type;
  for (size_t i = 1; i < n; ++i)
    r = promote(r, use_min_scalar && ops[i].scalar ? ops[i].min_type : ops[i].type);
  return to_dtype(r);
}

Tensor numpy_operand(Interpreter& in, const Value& v, DType d) {
  if (is_numpy_value(v)) return cast_tensor(tensor_of(v), d);
  return convert_to_numpy(in, v, d);
}

namespace {

// numpy's operators: X(kind, dunder, reflected dunder or null, op, numpy's
// ufunc name for error texts).
// clang-format off
#define MINITF_NUMPY_BINOPS(X)                                            \
  X(Add, "__add__", "__radd__", AddV2, "add")                             \
  X(Sub, "__sub__", "__rsub__", Sub, "subtract")                          \
  X(Mul, "__mul__", "__rmul__", Mul, "multiply")                          \
  X(TrueDiv, "__truediv__", "__rtruediv__", RealDiv, "divide")            \
  X(FloorDiv, "__floordiv__", "__rfloordiv__", FloorDiv, "floor_divide")  \
  X(Mod, "__mod__", "__rmod__", FloorMod, "remainder")                    \
  X(Pow, "__pow__", "__rpow__", Pow, "power")                             \
  X(MatMul, "__matmul__", "__rmatmul__", MatMul, "matmul")                \
  X(And, "__and__", "__rand__", LogicalAnd, "bitwise_and")                \
  X(Or, "__or__", "__ror__", LogicalOr, "bitwise_or")                     \
  X(Lt, "__lt__", "__gt__", Less, "less")                                 \
  X(Le, "__le__", "__ge__", LessEqual, "less_equal")                      \
  X(Gt, "__gt__", "__lt__", Greater, "greater")                           \
  X(Ge, "__ge__", "__le__", GreaterEqual, "greater_equal")                \
  X(Eq, "__eq__", "__eq__", Equal, "equal")                               \
  X(Ne, "__ne__", "__ne__", NotEqual, "not_equal")
// clang-format on

enum class NpOp {
#define X(kind, ...) kind,
  MINITF_NUMPY_BINOPS(X)
#undef X
};

struct NpOpInfo {
  const char* dunder;
  const char* rdunder;
  OpId op;
  const char* ufunc;
};

const NpOpInfo& info(NpOp k) {
  static const NpOpInfo table[] = {
#define X(kind, dunder, rdunder, op, ufunc) {dunder, rdunder, OpId::op, ufunc},
      MINITF_NUMPY_BINOPS(X)
#undef X
  };
  return table[int(k)];
}

bool is_comparison(NpOp k) { return k >= NpOp::Lt; }

// Operands numpy leaves to the other side: tf tensors and variables define
// __array_priority__, so numpy returns NotImplemented and TF's reflected
// operator runs (np.array(...) + tensor is a tf.Tensor).
bool defers_to_other(const Value& v) { return is_tf_tensor(v) || is_variable(v); }

bool numpy_operand_ok(const Value& v) {
  return v.is_number() || is_type_exact(v, types().complex) || is_numpy_value(v) ||
         is_type_exact(v, types().list) || is_type_exact(v, types().tuple);
}

Value numpy_binary(Interpreter& in, NpOp k, const Value& a, const Value& b) {
  const NpOpInfo& oi = info(k);
  Value operands[2] = {a, b};
  // Lists and tuples take part as arrays.
  for (Value& v : operands)
    if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple))
      v = make_ndarray(convert_to_numpy(in, v));
  DType d = numpy_result_dtype(in, operands, 2);
  DType compute = d;
  if (k == NpOp::TrueDiv && (dtype_is_integer(d) || d == DType::Bool)) compute = DType::Float64;
  if ((k == NpOp::And || k == NpOp::Or) && d != DType::Bool)
    throw_not_implemented(std::string("minitf's numpy supports ") + oi.ufunc +
                          " on bool arrays only");
  Tensor x[2] = {numpy_operand(in, operands[0], compute), numpy_operand(in, operands[1], compute)};
  if (k == NpOp::Pow && dtype_is_integer(compute)) {
    for (int64_t i = 0; i < x[1].num_elements(); ++i)
      if (x[1].element_as_int64(i) < 0)
        throw_value_error("Integers to negative integer powers are not allowed.");
  }
  if (k == NpOp::MatMul && (x[0].rank() == 0 || x[1].rank() == 0))
    throw_value_error("matmul: Input operand " + std::string(x[0].rank() == 0 ? "0" : "1") +
                      " does not have enough dimensions (has 0, gufunc core with signature "
                      "(n?,k),(k,m?)->(n?,m?) requires 1)");
  if (k == NpOp::MatMul && (x[0].rank() != 2 || x[1].rank() != 2))
    throw_not_implemented("minitf's numpy matmul takes 2-D arrays");
  if (is_comparison(k) && (k == NpOp::Eq || k == NpOp::Ne)) {
    Shape s;
    // numpy 1.24: `==` of shapes that do not broadcast is a plain False (with
    // a DeprecationWarning).
    if (!try_broadcast_shapes(x[0].shape(), x[1].shape(), &s)) return Value::boolean(k == NpOp::Ne);
  }
  if (!is_comparison(k)) {
    Shape s;
    if (!try_broadcast_shapes(x[0].shape(), x[1].shape(), &s) && k != NpOp::MatMul)
      throw_value_error("operands could not be broadcast together with shapes " +
                        numpy_shape_text(x[0].shape()) + " " + numpy_shape_text(x[1].shape()) +
                        " ");
  }
  Tensor r = run_kernel(oi.op, Span<Tensor>(x, 2));
  return numpy_result(std::move(r));
}

Value numpy_unary(Interpreter& in, OpId op, const Value& a) {
  Tensor x[1] = {tensor_of(a)};
  if (op == OpId::Neg && x[0].dtype() == DType::Bool)
    throw_type_error(
        "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or "
        "the "
        "logical_not function instead.");
  return numpy_result(run_kernel(op, Span<Tensor>(x, 1)));
}

Value numpy_op_invert(Interpreter& in, CallArgs& a) {
  if (tensor_of(a.pos[0]).dtype() != DType::Bool)
    throw_not_implemented("minitf's numpy supports ~ on bool arrays only");
  return numpy_unary(in, OpId::LogicalNot, a.pos[0]);
}

// numpy's exception for an in-place result its array cannot hold.
TypeObject* ufunc_type_error() {
  static TypeObject* t = new_builtin_type("UFuncTypeError", types().TypeError, Layout::Exception,
                                          "numpy.core._exceptions");
  return t;
}

// numpy's 'same_kind' casting: bool < unsigned < signed < float < complex,
// and any cast down that order is refused.
int kind_rank(DType d) {
  if (d == DType::Bool) return 0;
  if (d == DType::UInt8 || d == DType::UInt16) return 1;
  if (dtype_is_integer(d)) return 2;
  if (dtype_is_complex(d)) return 4;
  return 3;
}

// a += b and friends on an ndarray: the result goes into a's own elements
// (every name bound to a sees it), cast to a's dtype by numpy's rule.
Value numpy_inplace(Interpreter& in, NpOp k, const Value& self, const Value& other) {
  Value r = numpy_binary(in, k, self, other);
  const Tensor& rt = tensor_of(r);
  Tensor& t = self.as<TensorObj>()->t;
  if (!(rt.shape() == t.shape())) {
    Shape s;
    try_broadcast_shapes(t.shape(), rt.shape(), &s);
    throw_value_error("non-broadcastable output operand with shape " + numpy_shape_text(t.shape()) +
                      " doesn't match the broadcast shape " + numpy_shape_text(s));
  }
  if (kind_rank(rt.dtype()) > kind_rank(t.dtype()))
    throw_exc(ufunc_type_error(), std::string("Cannot cast ufunc '") + info(k).ufunc +
                                      "' output from dtype('" + dtype_numpy_name(rt.dtype()) +
                                      "') to dtype('" + dtype_numpy_name(t.dtype()) +
                                      "') with casting rule 'same_kind'");
  t = cast_tensor(rt, t.dtype());
  numpy_write_through(in, self);
  return self;
}

const NativeDef kNumpyUnaryMethods[] = {
    {"__neg__", [](Interpreter& in, CallArgs& a) { return numpy_unary(in, OpId::Neg, a.pos[0]); }},
    {"__pos__", [](Interpreter& in, CallArgs& a) { return numpy_result(tensor_of(a.pos[0])); }},
    {"__abs__", [](Interpreter& in, CallArgs& a) { return numpy_unary(in, OpId::Abs, a.pos[0]); }},
    {"__invert__", numpy_op_invert},
};

}  // namespace

void install_numpy_operators(TypeObject* t) {
  for (int i = 0; i <= int(NpOp::Ne); ++i) {
    NpOp k = NpOp(i);
    const NpOpInfo& oi = info(k);
    add_method(t, oi.dunder, [k](Interpreter& in, CallArgs& a) -> Value {
      check_arity(a, 2, 2, info(k).dunder);
      if (defers_to_other(a.pos[1]) || !numpy_operand_ok(a.pos[1])) return not_implemented();
      return numpy_binary(in, k, a.pos[0], a.pos[1]);
    });
    if (!is_comparison(k) && k != NpOp::MatMul) {
      // __iadd__ from __add__: only arrays change in place (scalars rebind).
      std::string idunder = std::string("__i") + (oi.dunder + 2);
      add_method(t, idunder.c_str(), [k](Interpreter& in, CallArgs& a) -> Value {
        check_arity(a, 2, 2, "in-place operator");
        if (!is_ndarray(a.pos[0]) || defers_to_other(a.pos[1]) || !numpy_operand_ok(a.pos[1]))
          return not_implemented();
        return numpy_inplace(in, k, a.pos[0], a.pos[1]);
      });
    }
    if (!is_comparison(k)) {
      add_method(t, oi.rdunder, [k](Interpreter& in, CallArgs& a) -> Value {
        check_arity(a, 2, 2, info(k).rdunder);
        if (defers_to_other(a.pos[1]) || !numpy_operand_ok(a.pos[1])) return not_implemented();
        return numpy_binary(in, k, a.pos[1], a.pos[0]);
      });
    }
  }
  add_methods(t, kNumpyUnaryMethods);
}

}  // namespace minitf
