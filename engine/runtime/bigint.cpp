// Python's int past 64 bits: the BigInt object and the operators on it.
//
// The inline int paths (protocol_ops.cpp) handle int64 operands and hand an
// overflowing result here; an operation with a BigInt operand reaches the
// int type's operator slots below. Results come back through int_value, so
// they are inline again whenever they fit.
#include <cmath>

#include "runtime/interp_impl.h"

namespace minitf {

BigInt::BigInt(BigNum v) : Object(types_unchecked().int_), n(std::move(v)) {}

bool is_bigint(const Value& v) { return v.is_obj() && v.as_obj()->type == types().int_; }

Value int_value(const BigNum& n) {
  int64_t i;
  if (n.to_i64(i)) return Value::integer(i);
  return Value::object(new BigInt(n));
}

BigNum bignum_of(const Value& v) {
  if (v.is_intlike()) return BigNum(v.as_int());
  MINITF_ASSERT(is_bigint(v), "bignum_of: not an int");
  return v.as<BigInt>()->n;
}

double bigint_to_double(const BigNum& n) {
  bool overflow;
  double d = n.to_double(overflow);
  if (overflow) throw_overflow("int too large to convert to float");
  return d;
}

std::string bigint_decimal(const BigNum& n) {
  uint64_t digits = n.decimal_digits_estimate();
  if (digits > kMaxIntStrDigits)
    throw_value_error("Exceeds the limit (" + std::to_string(kMaxIntStrDigits) +
                      " digits) for integer string conversion; use "
                      "sys.set_int_max_str_digits() to increase the limit");
  return n.to_string(10);
}

namespace {

uint64_t shift_count(const BigNum& n) {
  if (n.is_negative()) throw_value_error("negative shift count");
  int64_t c;
  if (!n.to_i64(c)) return UINT64_MAX;
  return uint64_t(c);
}

Value int_int_binop(BinOpKind op, const BigNum& x, const BigNum& y) {
  switch (op) {
    case BinOpKind::Add:
      return int_value(BigNum::add(x, y));
    case BinOpKind::Sub:
      return int_value(BigNum::sub(x, y));
    case BinOpKind::Mult:
      return int_value(BigNum::mul(x, y));
    case BinOpKind::Div: {
      if (y.is_zero()) throw_zero_division("division by zero");
      bool overflow;
      double d = BigNum::true_divide(x, y, overflow);
      if (overflow) throw_overflow("integer division result too large for a float");
      return Value::floating(d);
    }
    case BinOpKind::FloorDiv:
    case BinOpKind::Mod: {
      if (y.is_zero())
        throw_zero_division(op == BinOpKind::Mod ? "integer modulo by zero"
                                                 : "integer division or modulo by zero");
      BigNum q, r;
      BigNum::divmod(x, y, q, r);
      return int_value(op == BinOpKind::Mod ? r : q);
    }
    case BinOpKind::Pow: {
      if (y.is_negative()) {
        if (x.is_zero()) throw_zero_division("0.0 cannot be raised to a negative power");
        double b = bigint_to_double(x), e = bigint_to_double(y);
        return Value::floating(std::pow(b, e));
      }
      int64_t e;
      if (!y.to_i64(e)) {
        // Only 0, 1 and -1 have powers this large that fit in memory.
        if (x.bit_length() > 1) check_memory(UINT64_MAX / 2);
        if (x.is_zero()) return Value::integer(0);
        bool odd = !BigNum::bit_and(y, BigNum(int64_t{1})).is_zero();
        return Value::integer(x.is_negative() && odd ? -1 : 1);
      }
      return int_value(BigNum::pow(x, uint64_t(e)));
    }
    case BinOpKind::LShift: {
      uint64_t n = shift_count(y);
      if (x.is_zero()) return Value::integer(0);
      if (n == UINT64_MAX) check_memory(UINT64_MAX / 2);
      return int_value(BigNum::shift_left(x, n));
    }
    case BinOpKind::RShift:
      return int_value(BigNum::shift_right(x, shift_count(y)));
    case BinOpKind::BitAnd:
      return int_value(BigNum::bit_and(x, y));
    case BinOpKind::BitOr:
      return int_value(BigNum::bit_or(x, y));
    case BinOpKind::BitXor:
      return int_value(BigNum::bit_xor(x, y));
    case BinOpKind::MatMult:
      break;
  }
  return Value::undef();
}

// The int type's operator slot: a BigInt with an int, a bool, a BigInt or a
// float (ints and floats mix as in Python: the int becomes a float).
Value bigint_binop_slot(Interpreter& in, BinOpKind op, const Value& a, const Value& b) {
  if (is_int_value(a) && is_int_value(b)) return int_int_binop(op, bignum_of(a), bignum_of(b));
  if ((is_int_value(a) && b.is_float()) || (a.is_float() && is_int_value(b))) {
    Value fa = a.is_float() ? a : Value::floating(bigint_to_double(bignum_of(a)));
    Value fb = b.is_float() ? b : Value::floating(bigint_to_double(bignum_of(b)));
    return in.binop(op, fa, fb);
  }
  return Value::undef();
}

// Exact comparison of an int with an int or a float (never through a
// rounded float: 2**53 + 1 > 2.0**53).
int compare_int_with(const Value& a, const Value& b, bool& ok) {
  ok = true;
  if (is_int_value(b)) return BigNum::compare(bignum_of(a), bignum_of(b));
  if (b.is_float()) {
    if (std::isnan(b.as_float())) {
      ok = false;  // every comparison with NaN is false
      return 0;
    }
    return BigNum::compare_double(bignum_of(a), b.as_float());
  }
  ok = false;
  return 0;
}

Value bigint_compare_slot(Interpreter&, CmpOpKind op, const Value& a, const Value& b) {
  bool ok;
  int c;
  if (is_int_value(a)) {
    c = compare_int_with(a, b, ok);
  } else if (is_int_value(b)) {
    c = -compare_int_with(b, a, ok);
    if (!ok && !(a.is_float() && std::isnan(a.as_float()))) return Value::undef();
  } else {
    return Value::undef();
  }
  if (!ok) {
    if (a.is_float() || b.is_float()) return Value::boolean(op == CmpOpKind::NotEq);
    return Value::undef();
  }
  switch (op) {
    case CmpOpKind::Lt:
      return Value::boolean(c < 0);
    case CmpOpKind::LtE:
      return Value::boolean(c <= 0);
    case CmpOpKind::Gt:
      return Value::boolean(c > 0);
    case CmpOpKind::GtE:
      return Value::boolean(c >= 0);
    case CmpOpKind::Eq:
      return Value::boolean(c == 0);
    case CmpOpKind::NotEq:
      return Value::boolean(c != 0);
    default:
      return Value::undef();
  }
}

}  // namespace

Value int_overflow_binop(BinOpKind op, int64_t x, int64_t y) {
  return int_int_binop(op, BigNum(x), BigNum(y));
}

bool bigint_eq(const Value& a, const Value& b, bool& decided) {
  decided = false;
  if (!is_bigint(a) && !is_bigint(b)) return false;
  const Value& big = is_bigint(a) ? a : b;
  const Value& other = is_bigint(a) ? b : a;
  if (!is_int_value(other) && !other.is_float()) return false;
  decided = true;
  bool ok;
  int c = compare_int_with(big, other, ok);
  return ok && c == 0;
}

void install_bigint_slots(TypeObject* int_type) {
  int_type->binop_slot = bigint_binop_slot;
  int_type->compare_slot = bigint_compare_slot;
}

}  // namespace minitf
