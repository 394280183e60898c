// A binary operator on a 0-d EagerTensor and another 0-d EagerTensor of the
// same dtype, or a Python int or float, runs here instead of through the
// dunder protocol (operators.cpp): no method lookup or call, no
// OpInputs, no shape inference, no kernel loop, one allocation. The result is
// the one the dunder path gives: the same op (AddV2 for +, Less for <, ...) on
// the same converted operands, through the op's own ScalarFn, so the same
// bits. Anything else (tracing, broadcasting, other dtypes, conversions that
// would raise, an integer division by zero, == and != whose meaning depends
// on the mode) declines, and the dunder path runs and explains itself.
#include "framework/operator_slots.h"

#include "framework/convert.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "ops/registry.h"
#include "syntax/ast.h"

namespace minitf {

namespace {

// The bytes of one operand as the op on dtype `d` sees it: a scalar
// EagerTensor of that dtype as is, a Python int or float converted as
// convert_to_tensor would; null to decline.
const void* operand_bytes(const Value& v, TypeObject* eager, DType d, void* buf) {
  if (v.is_obj()) {
    if (v.as_obj()->type != eager) return nullptr;
    const Tensor& t = tensor_of(v);
    return t.dtype() == d && t.is_scalar() ? t.raw_data() : nullptr;
  }
  return python_scalar_as(v, d, buf) ? buf : nullptr;
}

// A new scalar EagerTensor: `op` on dtype `d` for the operands' bytes;
// Undef to decline (tracing, or an element the kernel would fail on).
// Inlined: a call of its own costs the scalar op 4%.
[[gnu::always_inline]] inline Value scalar_result(Interpreter& in, OpId op, DType d, const void* pa,
                                                  const void* pb, TypeObject* eager) {
  // Tracing adds nodes, and a recording tape must see the op: both decline.
  if (active_trace(in) || tapes_recording()) return Value::undef();
  Ref<TensorObj> r(new TensorObj(eager, Tensor()));
  if (!op_def(op).scalar(d, pa, pb, &r->t)) return Value::undef();
  return r.value();
}

// `op` on dtype `d` for operands a and b (each a scalar EagerTensor of type
// `eager` and dtype `d`, or a Python number); Undef to decline.
Value scalar_op(Interpreter& in, OpId op, DType d, const Value& a, const Value& b,
                TypeObject* eager) {
  if (!scalar_fn_covers(d)) return Value::undef();
  alignas(8) unsigned char abuf[8], bbuf[8];
  const void* pa = operand_bytes(a, eager, d, abuf);
  const void* pb = pa ? operand_bytes(b, eager, d, bbuf) : nullptr;
  if (!pb) return Value::undef();
  return scalar_result(in, op, d, pa, pb, eager);
}

// The dtype of the operator's tensor operand: `a`, or `b` when the slot was
// found through the right operand (a Python number on the left).
DType tensor_dtype(const Value& a, const Value& b) { return tensor_of(a.is_obj() ? a : b).dtype(); }

// TF's truediv on two scalar tensors of one dtype: floats divide as they are,
// int32/int64 in float64 (its _TRUEDIV_TABLE). A Python operand declines:
// TF 2.0 and modern TF convert it differently (tf_truediv knows how).
Value scalar_truediv(Interpreter& in, const Value& a, const Value& b, TypeObject* eager) {
  if (!a.is_obj() || !b.is_obj() || b.as_obj()->type != eager) return Value::undef();
  const Tensor& x = tensor_of(a);
  const Tensor& y = tensor_of(b);
  DType d = x.dtype();
  if (y.dtype() != d || !x.is_scalar() || !y.is_scalar()) return Value::undef();
  if (d == DType::Int32 || d == DType::Int64) {
    double fx = d == DType::Int32 ? x.item<int32_t>() : double(x.item<int64_t>());
    double fy = d == DType::Int32 ? y.item<int32_t>() : double(y.item<int64_t>());
    return scalar_result(in, OpId::RealDiv, DType::Float64, &fx, &fy, eager);
  }
  return scalar_op(in, OpId::RealDiv, d, a, b, eager);
}

// The op behind each operator, as in operators.cpp's table.
OpId binop_op(BinOpKind op) {
  switch (op) {
    case BinOpKind::Add:
      return OpId::AddV2;
    case BinOpKind::Sub:
      return OpId::Sub;
    case BinOpKind::Mult:
      return OpId::Mul;
    case BinOpKind::FloorDiv:
      return OpId::FloorDiv;
    case BinOpKind::Mod:
      return OpId::FloorMod;
    case BinOpKind::Pow:
      return OpId::Pow;
    default:
      return OpId::kCount;
  }
}

OpId compare_op(CmpOpKind op) {
  switch (op) {
    case CmpOpKind::Lt:
      return OpId::Less;
    case CmpOpKind::LtE:
      return OpId::LessEqual;
    case CmpOpKind::Gt:
      return OpId::Greater;
    case CmpOpKind::GtE:
      return OpId::GreaterEqual;
    default:
      return OpId::kCount;  // == and !=: identity in TF 2.0, tf.equal in modern TF
  }
}

Value eager_binop_slot(Interpreter& in, BinOpKind op, const Value& a, const Value& b) {
  if (op == BinOpKind::Div) return scalar_truediv(in, a, b, eager_tensor_type());
  OpId id = binop_op(op);
  if (id == OpId::kCount) return Value::undef();
  return scalar_op(in, id, tensor_dtype(a, b), a, b, eager_tensor_type());
}

Value eager_compare_slot(Interpreter& in, CmpOpKind op, const Value& a, const Value& b) {
  OpId id = compare_op(op);
  if (id == OpId::kCount) return Value::undef();
  return scalar_op(in, id, tensor_dtype(a, b), a, b, eager_tensor_type());
}

}  // namespace

void install_eager_operator_slots(TypeObject* eager) {
  eager->binop_slot = eager_binop_slot;
  eager->compare_slot = eager_compare_slot;
}

}  // namespace minitf
