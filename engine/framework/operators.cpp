// Python operators on tensors and variables, as TF 2.0's math_ops
// binary_op_wrapper: the non-tensor operand is converted to the tensor's dtype
// (TypeError "Cannot convert 1.5 to EagerTensor of dtype int32" when it does
// not fit), then the op runs; two tensors of different dtypes fail in the
// kernel with InvalidArgumentError. `==`/`!=` follow the mode: identity in
// talk mode (TF 2.0.0-alpha), elementwise tf.math.equal in modern mode.
#include "framework/operators.h"

#include "builtins/native.h"
#include "framework/auto_pack.h"
#include "framework/convert.h"
#include "framework/graph_objects.h"
#include "framework/mode.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {

const Tensor* tensor_operand(const Value& v) {
  if (!v.is_obj()) return nullptr;
  if (is_tf_tensor(v)) return &tensor_of(v);
  if (is_variable(v)) return &variable_value(v);
  return nullptr;
}

void add_tensor_input(Interpreter& in, OpInputs& inputs, const Value& v,
                      std::optional<DType> dtype) {
  if (const Tensor* t = tensor_operand(v)) {
    if (!dtype || t->dtype() == *dtype) {
      inputs.add(*t, v.as_obj());
      return;
    }
  }
  if (holds_graph_tensor(in, v)) return add_packed_input(in, inputs, v, dtype);
  inputs.add(convert_to_tensor(in, v, dtype));
}

void add_matching_inputs(Interpreter& in, OpInputs& inputs, const Value* const* args, size_t n,
                         std::optional<DType> default_dtype) {
  std::optional<DType> d = default_dtype;
  if (!d) {
    for (size_t i = 0; i < n; ++i) {
      if (const Tensor* t = tensor_operand(*args[i])) {
        d = t->dtype();
        break;
      }
    }
  }
  for (size_t i = 0; i < n; ++i) {
    const Value& v = *args[i];
    if (const Tensor* t = tensor_operand(v)) {
      // A tensor of another dtype reaches the kernel, which reports TF's
      // "cannot compute ... as input #1" error.
      inputs.add(*t, v.as_obj());
    } else if (holds_graph_tensor(in, v)) {
      add_packed_input(in, inputs, v, d);
    } else {
      inputs.add(convert_to_tensor(in, v, d));
    }
    if (!d) d = inputs.values[inputs.size() - 1].dtype();
  }
}

namespace {

// The rank an op input has when the graph runs: a symbolic tensor's static
// rank (unknown: -1), else its value's.
int input_rank(const OpInputs& inputs, size_t i) {
  const Object* src = inputs.sources[i];
  if (src && src->type == tf_tensor_type()) {
    const Shape& s = static_shape(Value::object(const_cast<Object*>(src)));
    return s.known_rank() ? s.rank() : -1;
  }
  return inputs.values[i].rank();
}

}  // namespace

Value tf_matmul(Interpreter& in, OpInputs& inputs, bool ta, bool tb, const char* scope) {
  int ra = input_rank(inputs, 0), rb = input_rank(inputs, 1);
  if ((ra >= 0 && ra <= 2) && (rb >= 0 && rb <= 2)) {
    Attrs attrs = (ta || tb) ? Attrs{{"transpose_a", ta}, {"transpose_b", tb}} : Attrs();
    return dispatch_op(in, OpId::MatMul, inputs, attrs, scope);
  }
  // TF's math_ops.matmul: BatchMatMul takes adjoints, so a transpose is the
  // adjoint of the conjugate (for real dtypes, the transpose itself).
  if ((ta || tb) && dtype_is_complex(inputs.values[0].dtype()))
    throw_not_implemented("minitf's tf.matmul transposes batches of real matrices only");
  Attrs attrs{{"adj_x", ta}, {"adj_y", tb}};
  if (modern_tf(in)) {
    attrs.set("Tout", inputs.values[0].dtype());
    return dispatch_op(in, OpId::BatchMatMulV3, inputs, attrs, scope);
  }
  return dispatch_op(in, OpId::BatchMatMulV2, inputs, attrs, scope);
}

namespace {

// The tensor operators: X(kind, dunder, reflected dunder or null (comparisons:
// Python reflects them itself), op, TF 2.0's name scope or null).
// clang-format off
#define MINITF_TENSOR_BINOPS(X)                                        \
  X(Add, "__add__", "__radd__", AddV2, "add/")                         \
  X(Sub, "__sub__", "__rsub__", Sub, "sub/")                           \
  X(Mul, "__mul__", "__rmul__", Mul, "mul/")                           \
  X(TrueDiv, "__truediv__", "__rtruediv__", RealDiv, "truediv/")       \
  X(FloorDiv, "__floordiv__", "__rfloordiv__", FloorDiv, "floordiv/")  \
  X(Mod, "__mod__", "__rmod__", FloorMod, "mod/")                      \
  X(Pow, "__pow__", "__rpow__", Pow, "pow/")                           \
  X(MatMul, "__matmul__", "__rmatmul__", MatMul, "matmul/")            \
  X(And, "__and__", "__rand__", LogicalAnd, "and/")                    \
  X(Or, "__or__", "__ror__", LogicalOr, "or/")                         \
  X(Lt, "__lt__", nullptr, Less, nullptr)                              \
  X(Le, "__le__", nullptr, LessEqual, nullptr)                         \
  X(Gt, "__gt__", nullptr, Greater, nullptr)                           \
  X(Ge, "__ge__", nullptr, GreaterEqual, nullptr)
// clang-format on

enum class Bin {
#define X(kind, ...) kind,
  MINITF_TENSOR_BINOPS(X)
#undef X
};

struct BinInfo {
  const char* dunder;
  const char* rdunder;
  OpId op;
  const char* scope;
};

const BinInfo& info(Bin k) {
  static const BinInfo table[] = {
#define X(kind, dunder, rdunder, op, scope) {dunder, rdunder, OpId::op, scope},
      MINITF_TENSOR_BINOPS(X)
#undef X
  };
  return table[int(k)];
}

// The other operand converted to `self`'s dtype. A TypeError becomes
// NotImplemented when the other type can do the operation itself (TF's
// binary_op_wrapper does the same), so Python tries its reflected method.
bool convert_other(Interpreter& in, const Value& other, DType d, const char* rdunder, Tensor* out) {
  try {
    *out = convert_to_tensor(in, other, d);
    return true;
  } catch (PyException& e) {
    if (rdunder && e.exc->type->is_subclass_of(types().TypeError) && other.is_obj() &&
        in.type_of(other)->lookup(rdunder))
      return false;
    throw;
  }
}

Value binary(Interpreter& in, Bin k, const Value& self, const Value& other, bool reflected) {
  const BinInfo& bi = info(k);
  const Tensor& x = *tensor_operand(self);
  OpInputs inputs;
  const Tensor* y = tensor_operand(other);
  Tensor converted;
  if (!y) {
    if (!convert_other(in, other, x.dtype(), reflected ? nullptr : bi.rdunder, &converted))
      return not_implemented();
    y = &converted;
  }
  const Object* ysrc = y == &converted ? nullptr : other.as_obj();
  if (k == Bin::TrueDiv) {
    Value yv = y == &converted ? make_eager_tensor(converted) : other;
    return reflected ? tf_truediv(in, yv, self, bi.scope) : tf_truediv(in, self, yv, bi.scope);
  }
  if (reflected) {
    inputs.add(*y, ysrc);
    inputs.add(x, self.as_obj());
  } else {
    inputs.add(x, self.as_obj());
    inputs.add(*y, ysrc);
  }
  if (k == Bin::MatMul) return tf_matmul(in, inputs, false, false, bi.scope);
  return dispatch_op(in, bi.op, inputs, Attrs::none(), bi.scope);
}

// Modern `==` / `!=`: tf.math.equal with incompatible_shape_error=False, so
// shapes that do not broadcast compare as a scalar False (True for !=).
Value modern_equality(Interpreter& in, const Value& self, const Value& other, bool eq) {
  if (other.is_none()) return Value::boolean(!eq);
  const Tensor& x = *tensor_operand(self);
  OpInputs inputs;
  inputs.add(x, self.as_obj());
  add_tensor_input(in, inputs, other,
                   tensor_operand(other) ? std::nullopt : std::optional<DType>(x.dtype()));
  Shape s;
  auto shape = [&](size_t i) -> const Shape& {
    const Object* src = inputs.sources[i];
    return src && src->type == tf_tensor_type() ? static_cast<const TensorObj*>(src)->t.shape()
                                                : inputs.values[i].shape();
  };
  Value a = Value::object(const_cast<Object*>(inputs.sources[0]));
  Value b = inputs.sources[1] ? Value::object(const_cast<Object*>(inputs.sources[1])) : Value();
  const Shape& sa = is_tf_tensor(a) ? static_shape(a) : shape(0);
  const Shape& sb = is_tf_tensor(b) ? static_shape(b) : shape(1);
  if (!try_broadcast_shapes(sa, sb, &s) && inputs.values[0].dtype() == inputs.values[1].dtype())
    return make_eager_tensor(Tensor::scalar<bool>(!eq));
  return dispatch_op(in, eq ? OpId::Equal : OpId::NotEqual, inputs);
}

Value unary(Interpreter& in, OpId op, const Value& self, const char* scope) {
  OpInputs inputs;
  inputs.add(*tensor_operand(self), self.as_obj());
  return dispatch_op(in, op, inputs, Attrs::none(), scope);
}

const char* kind_name(const Value& self) { return is_variable(self) ? "Variable" : "Tensor"; }

}  // namespace

Value tf_truediv(Interpreter& in, const Value& x, const Value& y, const char* scope) {
  OpInputs inputs;
  add_tensor_input(in, inputs, x);
  if (modern_tf(in) && !tensor_operand(y)) {
    // Modern TF converts y with x's dtype as a hint (TF 2.0 converted it alone).
    try {
      inputs.add(convert_to_tensor(in, y, inputs.values[0].dtype()));
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
      add_tensor_input(in, inputs, y);
    }
  } else {
    add_tensor_input(in, inputs, y);
  }
  DType dx = inputs.values[0].dtype(), dy = inputs.values[1].dtype();
  if (dx != dy) {
    std::string a = std::string("tf.") + dtype_name(dx), b = std::string("tf.") + dtype_name(dy);
    if (modern_tf(in))
      throw_type_error("`x` and `y` must have the same dtype, got " + a + " != " + b + ".");
    throw_type_error("x and y must have the same dtype, got " + a + " != " + b);
  }
  // TF's _TRUEDIV_TABLE: small integers divide in float32, large in float64.
  std::optional<DType> to;
  switch (dx) {
    case DType::Int8:
    case DType::Int16:
    case DType::UInt8:
    case DType::UInt16:
      to = DType::Float32;
      break;
    case DType::Int32:
    case DType::Int64:
      to = DType::Float64;
      break;
    case DType::Bool:
    case DType::String:
      throw_type_error(std::string("Invalid dtype tf.") + dtype_name(dx) + " in __truediv__");
    default:
      break;
  }
  Value cast[2];  // keeps the cast tensors alive: they are the inputs' sources
  if (to) {
    for (size_t i = 0; i < 2; ++i) {
      OpInputs c;
      c.add(inputs.values[i], inputs.sources[i]);
      cast[i] = dispatch_op(in, OpId::Cast, c, Attrs{{"DstT", *to}}, "Cast/");
      inputs.values[i] = tensor_of(cast[i]);
      inputs.sources[i] = cast[i].as_obj();
    }
  }
  return dispatch_op(in, OpId::RealDiv, inputs, Attrs::none(), scope);
}

namespace {

using A = CallArgs;
using I = Interpreter;

Value tensor_op_eq(I& in, A& a) {
  check_arity(a, 2, 2, "__eq__");
  if (modern_tf(in)) return modern_equality(in, a.pos[0], a.pos[1], true);
  return Value::boolean(a.pos[0].is(a.pos[1]));
}

Value tensor_op_ne(I& in, A& a) {
  check_arity(a, 2, 2, "__ne__");
  if (modern_tf(in)) return modern_equality(in, a.pos[0], a.pos[1], false);
  return Value::boolean(!a.pos[0].is(a.pos[1]));
}

Value tensor_op_hash(I& in, A& a) {
  // A tensor of a TF1 graph (not one a function builds) hashes by identity
  // in modern TF too, as TF's Tensor.__hash__: feed_dict keys.
  bool tf1_tensor = is_symbolic_tensor(a.pos[0]) &&
                    tf1_state_of(symbolic_output(a.pos[0]).node->graph) != nullptr;
  if (modern_tf(in) && !tf1_tensor) {
    std::string k = kind_name(a.pos[0]);
    std::string lower = k == "Variable" ? "variable" : "tensor";
    throw_type_error(k + " is unhashable. Instead, use " + lower + ".ref() as the key.");
  }
  return Value::integer(int64_t(reinterpret_cast<uintptr_t>(a.pos[0].as_obj()) >> 4));
}

const NativeDef kTensorUnaryMethods[] = {
    {"__neg__", [](I& in, A& a) { return unary(in, OpId::Neg, a.pos[0], nullptr); }},
    {"__abs__", [](I& in, A& a) { return unary(in, OpId::Abs, a.pos[0], "Abs/"); }},
    {"__invert__", [](I& in, A& a) { return unary(in, OpId::LogicalNot, a.pos[0], nullptr); }},
    {"__eq__", tensor_op_eq},
    {"__ne__", tensor_op_ne},
    {"__hash__", tensor_op_hash},
};
}  // namespace

void install_tensor_operators(TypeObject* t) {
  for (int i = 0; i <= int(Bin::Ge); ++i) {
    Bin k = Bin(i);
    const BinInfo& bi = info(k);
    add_method(t, bi.dunder, [k](I& in, A& a) {
      check_arity(a, 2, 2, info(k).dunder);
      return binary(in, k, a.pos[0], a.pos[1], false);
    });
    if (bi.rdunder) {
      add_method(t, bi.rdunder, [k](I& in, A& a) {
        check_arity(a, 2, 2, info(k).rdunder);
        return binary(in, k, a.pos[0], a.pos[1], true);
      });
    }
  }
  add_methods(t, kTensorUnaryMethods);
}

}  // namespace minitf
