// Operators: arithmetic, comparison, equality, hashing and truth, with
// Python's numeric semantics and dunder dispatch for user and library types.
#include <cmath>

#include "runtime/dictview.h"
#include "runtime/dunders.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

bool is_str(const Value& v) { return v.is_obj() && v.as_obj()->type == types().str; }
bool is_type_of(const Value& v, TypeObject* t) { return v.is_obj() && v.as_obj()->type == t; }
bool is_setlike(const Value& v) {
  return v.is_obj() && (v.as_obj()->type == types().set || v.as_obj()->type == types().frozenset);
}

int64_t floordiv_int(int64_t x, int64_t y) {
  if (y == 0) throw_zero_division("integer division or modulo by zero");
  int64_t q = x / y;
  if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
  return q;
}

int64_t mod_int(int64_t x, int64_t y) {
  if (y == 0) throw_zero_division("integer modulo by zero");
  if (y == -1) return 0;
  int64_t r = x % y;
  if (r != 0 && ((r < 0) != (y < 0))) r += y;
  return r;
}

double mod_float(double x, double y) {
  if (y == 0) throw_zero_division("float modulo");
  double r = std::fmod(x, y);
  if (r != 0) {
    if ((r < 0) != (y < 0)) r += y;
  } else {
    r = std::copysign(0.0, y);
  }
  return r;
}

double floordiv_float(double x, double y) {
  if (y == 0) throw_zero_division("float floor division by zero");
  double r = std::fmod(x, y);
  double q = (x - r) / y;
  if (r != 0 && ((r < 0) != (y < 0))) q -= 1.0;
  double fq = std::floor(q);
  if (q - fq > 0.5) fq += 1.0;
  return q == 0 ? std::copysign(0.0, x / y) : fq;
}

Value pow_int(int64_t base, int64_t exp) {
  if (exp < 0) {
    if (base == 0) throw_zero_division("0.0 cannot be raised to a negative power");
    return Value::floating(std::pow(double(base), double(exp)));
  }
  int64_t result = 1;
  int64_t b = base;
  for (int64_t e = exp; e > 0;) {
    if (e & 1) {
      if (__builtin_mul_overflow(result, b, &result))
        return int_overflow_binop(BinOpKind::Pow, base, exp);
    }
    e >>= 1;
    if (e > 0 && __builtin_mul_overflow(b, b, &b))
      return int_overflow_binop(BinOpKind::Pow, base, exp);
  }
  return Value::integer(result);
}

Value numeric_binop(BinOpKind op, const Value& a, const Value& b) {
  if (a.is_intlike() && b.is_intlike()) {
    int64_t x = a.as_int(), y = b.as_int(), z;
    switch (op) {
      case BinOpKind::Add:
        if (__builtin_add_overflow(x, y, &z)) return int_overflow_binop(op, x, y);
        return Value::integer(z);
      case BinOpKind::Sub:
        if (__builtin_sub_overflow(x, y, &z)) return int_overflow_binop(op, x, y);
        return Value::integer(z);
      case BinOpKind::Mult:
        if (__builtin_mul_overflow(x, y, &z)) return int_overflow_binop(op, x, y);
        return Value::integer(z);
      case BinOpKind::Div:
        if (y == 0) throw_zero_division("division by zero");
        return Value::floating(double(x) / double(y));
      case BinOpKind::FloorDiv:
        if (x == INT64_MIN && y == -1) return int_overflow_binop(op, x, y);
        return Value::integer(floordiv_int(x, y));
      case BinOpKind::Mod:
        return Value::integer(mod_int(x, y));
      case BinOpKind::Pow:
        return pow_int(x, y);
      case BinOpKind::LShift:
        if (y < 0) throw_value_error("negative shift count");
        if (y >= 63 || (x != 0 && (x > (INT64_MAX >> y) || x < (INT64_MIN >> y)))) {
          if (x == 0) return Value::integer(0);
          return int_overflow_binop(op, x, y);
        }
        return Value::integer(int64_t(uint64_t(x) << y));
      case BinOpKind::RShift:
        if (y < 0) throw_value_error("negative shift count");
        return Value::integer(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
      case BinOpKind::BitAnd:
        if (a.is_bool() && b.is_bool()) return Value::boolean(x & y);
        return Value::integer(x & y);
      case BinOpKind::BitOr:
        if (a.is_bool() && b.is_bool()) return Value::boolean(x | y);
        return Value::integer(x | y);
      case BinOpKind::BitXor:
        if (a.is_bool() && b.is_bool()) return Value::boolean(x ^ y);
        return Value::integer(x ^ y);
      case BinOpKind::MatMult:
        return Value::undef();
    }
  }
  if (op == BinOpKind::MatMult) return Value::undef();
  double x = a.to_double(), y = b.to_double();
  switch (op) {
    case BinOpKind::Add:
      return Value::floating(x + y);
    case BinOpKind::Sub:
      return Value::floating(x - y);
    case BinOpKind::Mult:
      return Value::floating(x * y);
    case BinOpKind::Div:
      if (y == 0) throw_zero_division("float division by zero");
      return Value::floating(x / y);
    case BinOpKind::FloorDiv:
      return Value::floating(floordiv_float(x, y));
    case BinOpKind::Mod:
      return Value::floating(mod_float(x, y));
    case BinOpKind::Pow: {
      if (x == 0 && y < 0) throw_zero_division("0.0 cannot be raised to a negative power");
      if (x < 0 && y != std::floor(y) && std::isfinite(y)) {
        // A negative base with a fractional exponent gives a complex result.
        double mag = std::pow(-x, y);
        double ang = M_PI * y;
        return complex_value(mag * std::cos(ang), mag * std::sin(ang));
      }
      double r = std::pow(x, y);
      if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
        throw_overflow("(34, 'Numerical result out of range')");
      return Value::floating(r);
    }
    default:
      return Value::undef();
  }
}

bool as_complex(const Value& v, double& re, double& im) {
  if (v.is_number()) {
    re = v.to_double();
    im = 0;
    return true;
  }
  if (is_bigint(v)) {
    re = bigint_to_double(v.as<BigInt>()->n);
    im = 0;
    return true;
  }
  if (is_type_of(v, types().complex)) {
    re = v.as<Complex>()->re;
    im = v.as<Complex>()->im;
    return true;
  }
  return false;
}

Value complex_binop(BinOpKind op, double a, double b, double c, double d) {
  switch (op) {
    case BinOpKind::Add:
      return complex_value(a + c, b + d);
    case BinOpKind::Sub:
      return complex_value(a - c, b - d);
    case BinOpKind::Mult:
      return complex_value(a * c - b * d, a * d + b * c);
    case BinOpKind::Div: {
      double den = c * c + d * d;
      if (den == 0) throw_zero_division("complex division by zero");
      return complex_value((a * c + b * d) / den, (b * c - a * d) / den);
    }
    case BinOpKind::Pow: {
      if (c == 0 && d == 0) return complex_value(1, 0);
      if (a == 0 && b == 0) {
        if (d != 0 || c < 0) throw_zero_division("0.0 to a negative or complex power");
        return complex_value(0, 0);
      }
      double logr = std::log(std::hypot(a, b)), th = std::atan2(b, a);
      double mag = std::exp(c * logr - d * th), ang = d * logr + c * th;
      return complex_value(mag * std::cos(ang), mag * std::sin(ang));
    }
    default:
      return Value::undef();
  }
}

// s * n by doubling (each step a memcpy), polling Ctrl-C between steps: a
// budget-sized string takes a second or two to build.
std::string repeat_text(Interpreter& in, const std::string& s, size_t n) {
  const size_t total = s.size() * n;
  if (total == 0) return std::string();
  std::string out;
  out.reserve(total);
  out = s;
  while (out.size() * 2 <= total) {
    in.check_interrupt();
    out.append(out);
  }
  out.append(out, 0, total - out.size());
  return out;
}

std::vector<Value> repeat(const std::vector<Value>& items, int64_t n) {
  std::vector<Value> out;
  if (n <= 0 || items.empty()) return out;
  uint64_t count;
  if (__builtin_mul_overflow(uint64_t(items.size()), uint64_t(n), &count))
    throw_exc(types().MemoryError, "");
  check_memory(count, sizeof(Value));
  out.reserve(count);
  for (int64_t i = 0; i < n; ++i) out.insert(out.end(), items.begin(), items.end());
  return out;
}

}  // namespace

TypeObject* Interpreter::type_of(const Value& v) const {
  switch (v.tag()) {
    case Tag::None:
      return types().none;
    case Tag::Bool:
      return types().bool_;
    case Tag::Int:
      return types().int_;
    case Tag::Float:
      return types().float_;
    case Tag::Obj:
      return v.as_obj()->type;
    case Tag::Undef:
      return types().none;
  }
  return types().object;
}

// Calls a dunder found on the type of `self` (user classes and library types).
static bool call_dunder(Interpreter& in, const Value& self, const StrKey& name, const Value& other,
                        Value& out) {
  if (!self.is_obj()) return false;
  TypeObject* t = self.as_obj()->type;
  if (t->builtin && t->layout != Layout::Native) return false;
  Value* m = t->lookup(name);
  if (!m) return false;
  const Value args[2] = {self, other};  // no vector: operators are hot
  out = in.impl().call_positional(*m, args, 2);
  return !out.is(not_implemented());
}

// The type whose operator slots (TypeObject::binop_slot) apply to `a op b`:
// a's, or b's when a is a Python number, whose own operators know no library
// type (so Python would go to b's reflected dunder next anyway).
static TypeObject* slot_type(const Value& a, const Value& b) {
  if (a.is_obj()) return a.as_obj()->type;
  if (a.is_number() && b.is_obj()) return b.as_obj()->type;
  return nullptr;
}

Value Interpreter::binop(BinOpKind op, const Value& a, const Value& b, bool inplace) {
  if (a.is_number() && b.is_number()) {
    Value r = numeric_binop(op, a, b);
    if (!r.is_undef()) return r;
  }
  if (TypeObject* st = slot_type(a, b)) {
    if (TypeObject::BinopSlot slot = st->binop_slot) {
      Value r = slot(*this, op, a, b);
      if (!r.is_undef()) return r;
    }
  }
  if (op == BinOpKind::Mult && (is_bigint(a) || is_bigint(b))) {
    const Value& seq = is_bigint(a) ? b : a;
    // A repeat count past int64 is past any memory; CPython says the same.
    if (is_str(seq) || is_type_of(seq, types().list) || is_type_of(seq, types().tuple))
      throw_overflow("cannot fit 'int' into an index-sized integer");
  }
  double ar, ai, br, bi;
  if ((is_type_of(a, types().complex) || is_type_of(b, types().complex)) && as_complex(a, ar, ai) &&
      as_complex(b, br, bi)) {
    Value r = complex_binop(op, ar, ai, br, bi);
    if (!r.is_undef()) return r;
  }
  if (is_str(a)) {
    const std::string& s = a.as<Str>()->s;
    if (op == BinOpKind::Add) {
      if (is_str(b)) {
        check_memory(uint64_t(s.size()) + b.as<Str>()->s.size());
        return str_concat(*a.as<Str>(), *b.as<Str>());
      }
      throw_type_error("can only concatenate str (not \"" + type_name(b) + "\") to str");
    }
    if (op == BinOpKind::Mult && b.is_intlike()) {
      int64_t n = b.as_int();
      if (n <= 0) return str_value("");
      check_memory(uint64_t(s.size()), uint64_t(n));
      return str_value(repeat_text(*this, s, size_t(n)));
    }
  }
  if (is_str(b) && op == BinOpKind::Mult && a.is_intlike()) return binop(op, b, a);
  bool a_list = is_type_of(a, types().list), a_tuple = is_type_of(a, types().tuple);
  if (a_list || a_tuple) {
    const auto& items = a_list ? a.as<List>()->items : a.as<Tuple>()->items;
    if (op == BinOpKind::Add) {
      if (is_type_of(b, a.as_obj()->type)) {
        const auto& more = a_list ? b.as<List>()->items : b.as<Tuple>()->items;
        std::vector<Value> out = items;
        out.insert(out.end(), more.begin(), more.end());
        return a_list ? list_value(std::move(out)) : tuple_value(std::move(out));
      }
      throw_type_error(std::string("can only concatenate ") + (a_list ? "list" : "tuple") +
                       " (not \"" + type_name(b) + "\") to " + (a_list ? "list" : "tuple"));
    }
    if (op == BinOpKind::Mult) {
      if (b.is_intlike()) {
        auto out = repeat(items, b.as_int());
        return a_list ? list_value(std::move(out)) : tuple_value(std::move(out));
      }
      if (!b.is_obj() || b.as_obj()->type->builtin)
        throw_type_error("can't multiply sequence by non-int of type '" + type_name(b) + "'");
    }
  }
  if (op == BinOpKind::Mult && a.is_intlike() &&
      (is_type_of(b, types().list) || is_type_of(b, types().tuple)))
    return binop(op, b, a);
  if (is_setlike(a) && is_setlike(b) &&
      (op == BinOpKind::BitOr || op == BinOpKind::BitAnd || op == BinOpKind::Sub ||
       op == BinOpKind::BitXor)) {
    Ref<Set> out(new Set());
    out->frozen = a.as_obj()->type == types().frozenset;
    if (out->frozen) out->type = types().frozenset;
    auto& ta = a.as<Set>()->table;
    auto& tb = b.as<Set>()->table;
    auto has = [&](DictTable& t, const Value& k) { return t.find(*this, k, hash(k)) != nullptr; };
    auto add = [&](const Value& k) { out->table.set(*this, k, hash(k), Value()); };
    switch (op) {
      case BinOpKind::BitOr:
        ta.for_each([&](const Value& k, const Value&) { add(k); });
        tb.for_each([&](const Value& k, const Value&) { add(k); });
        break;
      case BinOpKind::BitAnd:
        ta.for_each([&](const Value& k, const Value&) {
          if (has(tb, k)) add(k);
        });
        break;
      case BinOpKind::Sub:
        ta.for_each([&](const Value& k, const Value&) {
          if (!has(tb, k)) add(k);
        });
        break;
      default:
        ta.for_each([&](const Value& k, const Value&) {
          if (!has(tb, k)) add(k);
        });
        tb.for_each([&](const Value& k, const Value&) {
          if (!has(ta, k)) add(k);
        });
        break;
    }
    return out.value();
  }
  if (op == BinOpKind::BitOr && is_type_of(a, types().dict) && is_type_of(b, types().dict)) {
    Ref<Dict> out = make_dict();
    for (const Value* d : {&a, &b})
      d->as<Dict>()->table.for_each(
          [&](const Value& k, const Value& v) { out->table.set(*this, k, hash(k), v); });
    return out.value();
  }
  Value r;
  if (call_dunder(*this, a, binop_key(op), b, r)) return r;
  if (call_dunder(*this, b, binop_rkey(op), a, r)) return r;
  // int | None: type's own __or__ (types.UnionType lives in the types module).
  auto unionable = [](const Value& v) {
    return v.is_none() || (v.is_obj() && v.as_obj()->type->is_subclass_of(types().type));
  };
  if (op == BinOpKind::BitOr && unionable(a) && unionable(b) && !(a.is_none() && b.is_none())) {
    if (const Value* u = import_module("types")->get("_union")) {
      r = call(*u, std::vector<Value>{a, b});
      if (!r.is(not_implemented())) return r;
    }
  }
  std::string sym = binop_symbol(op);
  if (inplace)
    sym += "=";
  else if (op == BinOpKind::Pow)
    sym = "** or pow()";
  throw_type_error("unsupported operand type(s) for " + sym + ": '" + type_name(a) + "' and '" +
                   type_name(b) + "'");
}

Value Interpreter::unaryop(UnaryOpKind op, const Value& v) {
  switch (op) {
    case UnaryOpKind::Not:
      return Value::boolean(!truthy(v));
    case UnaryOpKind::USub:
      if (v.is_intlike()) {
        if (v.as_int() == INT64_MIN) return int_value(BigNum(v.as_int()).negated());
        return Value::integer(-v.as_int());
      }
      if (is_bigint(v)) return int_value(v.as<BigInt>()->n.negated());
      if (v.is_float()) return Value::floating(-v.as_float());
      if (is_type_of(v, types().complex))
        return complex_value(-v.as<Complex>()->re, -v.as<Complex>()->im);
      break;
    case UnaryOpKind::UAdd:
      if (v.is_intlike()) return Value::integer(v.as_int());
      if (v.is_float() || is_type_of(v, types().complex) || is_bigint(v)) return v;
      break;
    case UnaryOpKind::Invert:
      if (v.is_intlike()) return Value::integer(~v.as_int());
      if (is_bigint(v)) return int_value(BigNum::bit_not(v.as<BigInt>()->n));
      break;
  }
  if (v.is_obj() && !(v.as_obj()->type->builtin && v.as_obj()->type->layout != Layout::Native)) {
    if (Value* m = v.as_obj()->type->lookup(unaryop_key(op)))
      return call(*m, std::vector<Value>{v});
  }
  throw_type_error(std::string("bad operand type for unary ") +
                   (op == UnaryOpKind::USub   ? "-"
                    : op == UnaryOpKind::UAdd ? "+"
                                              : "~") +
                   ": '" + type_name(v) + "'");
}

namespace {

// Three-way comparison of sequences by Python's rules; returns the result of
// `op` on the first differing element (or on the lengths).
Value compare_sequences(Interpreter& in, CmpOpKind op, const std::vector<Value>& a,
                        const std::vector<Value>& b) {
  // Sizes are read again and the items held at each step: an item's __eq__
  // may change either list (CPython's list_richcompare does the same).
  if ((op == CmpOpKind::Eq || op == CmpOpKind::NotEq) && a.size() != b.size())
    return Value::boolean(op == CmpOpKind::NotEq);
  size_t i = 0;
  for (; i < a.size() && i < b.size(); ++i) {
    Value x = a[i], y = b[i];
    if (!(x.is(y) || in.eq(x, y))) break;
  }
  // Once an item differs, the lists may have shrunk under its __eq__: then
  // the sizes decide; else the items now at i, by the operator itself.
  if (i < a.size() && i < b.size()) {
    if (op == CmpOpKind::Eq) return Value::boolean(false);
    if (op == CmpOpKind::NotEq) return Value::boolean(true);
    Value x = a[i], y = b[i];
    return in.compare(op, x, y);
  }
  int64_t x = int64_t(a.size()), y = int64_t(b.size());
  switch (op) {
    case CmpOpKind::Eq:
      return Value::boolean(x == y);
    case CmpOpKind::NotEq:
      return Value::boolean(x != y);
    case CmpOpKind::Lt:
      return Value::boolean(x < y);
    case CmpOpKind::LtE:
      return Value::boolean(x <= y);
    case CmpOpKind::Gt:
      return Value::boolean(x > y);
    default:
      return Value::boolean(x >= y);
  }
}

template <class T>
bool order(CmpOpKind op, const T& x, const T& y) {
  switch (op) {
    case CmpOpKind::Lt:
      return x < y;
    case CmpOpKind::LtE:
      return x <= y;
    case CmpOpKind::Gt:
      return x > y;
    case CmpOpKind::GtE:
      return x >= y;
    case CmpOpKind::Eq:
      return x == y;
    default:
      return x != y;
  }
}

}  // namespace

Value Interpreter::compare(CmpOpKind op, const Value& a, const Value& b) {
  switch (op) {
    case CmpOpKind::Is:
      return Value::boolean(a.is(b));
    case CmpOpKind::IsNot:
      return Value::boolean(!a.is(b));
    case CmpOpKind::In:
      return Value::boolean(contains(b, a));
    case CmpOpKind::NotIn:
      return Value::boolean(!contains(b, a));
    default:
      break;
  }
  if (a.is_number() && b.is_number()) {
    if (a.is_intlike() && b.is_intlike()) return Value::boolean(order(op, a.as_int(), b.as_int()));
    if (a.is_float() && b.is_float()) return Value::boolean(order(op, a.as_float(), b.as_float()));
    // An int and a float compare exactly; every comparison with NaN is false.
    double d = a.is_float() ? a.as_float() : b.as_float();
    if (std::isnan(d)) return Value::boolean(op == CmpOpKind::NotEq);
    int c = a.is_float() ? -compare_int_double(b.as_int(), d) : compare_int_double(a.as_int(), d);
    return Value::boolean(order(op, c, 0));
  }
  if (is_str(a) && is_str(b)) return Value::boolean(order(op, a.as<Str>()->s, b.as<Str>()->s));
  if (TypeObject* st = slot_type(a, b)) {
    if (TypeObject::CompareSlot slot = st->compare_slot) {
      Value r = slot(*this, op, a, b);
      if (!r.is_undef()) return r;
    }
  }
  bool eqop = op == CmpOpKind::Eq || op == CmpOpKind::NotEq;
  // User classes and library types first (their dunders may build tensors).
  Value r;
  if (call_dunder(*this, a, cmpop_key(op), b, r)) return r;
  if (call_dunder(*this, b, cmpop_rkey(op), a, r)) return r;
  if (a.is_obj() && b.is_obj() && a.as_obj()->type == b.as_obj()->type) {
    TypeObject* t = a.as_obj()->type;
    if (t == types().list)
      return compare_sequences(*this, op, a.as<List>()->items, b.as<List>()->items);
    if (t == types().tuple)
      return compare_sequences(*this, op, a.as<Tuple>()->items, b.as<Tuple>()->items);
  }
  if (eqop) {
    bool e = eq(a, b);
    return Value::boolean(op == CmpOpKind::Eq ? e : !e);
  }
  if (is_setlike(a) && is_setlike(b)) {
    auto& ta = a.as<Set>()->table;
    auto& tb = b.as<Set>()->table;
    auto subset = [&](DictTable& x, DictTable& y) {
      bool ok = true;
      x.for_each([&](const Value& k, const Value&) {
        if (ok && !y.find(*this, k, hash(k))) ok = false;
      });
      return ok;
    };
    switch (op) {
      case CmpOpKind::LtE:
        return Value::boolean(subset(ta, tb));
      case CmpOpKind::Lt:
        return Value::boolean(ta.size() < tb.size() && subset(ta, tb));
      case CmpOpKind::GtE:
        return Value::boolean(subset(tb, ta));
      default:
        return Value::boolean(ta.size() > tb.size() && subset(tb, ta));
    }
  }
  throw_type_error(std::string("'") + cmpop_symbol(op) + "' not supported between instances of '" +
                   type_name(a) + "' and '" + type_name(b) + "'");
}

bool Interpreter::eq(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_intlike() && b.is_intlike()) return a.as_int() == b.as_int();
    if (a.is_float() && b.is_float()) return a.as_float() == b.as_float();
    double d = a.is_float() ? a.as_float() : b.as_float();
    return !std::isnan(d) && compare_int_double(a.is_float() ? b.as_int() : a.as_int(), d) == 0;
  }
  if (a.is(b) && !a.is_float()) return true;
  if (!a.is_obj() && !b.is_obj()) return a.is(b);
  if (is_str(a) && is_str(b)) return a.as<Str>()->s == b.as<Str>()->s;
  bool decided;
  bool big_equal = bigint_eq(a, b, decided);
  if (decided) return big_equal;
  Value r;
  if (call_dunder(*this, a, dunders().eq, b, r)) return truthy(r);
  if (call_dunder(*this, b, dunders().eq, a, r)) return truthy(r);
  if (!a.is_obj() || !b.is_obj()) {
    double ar, ai, br, bi;
    if (as_complex(a, ar, ai) && as_complex(b, br, bi)) return ar == br && ai == bi;
    return false;
  }
  TypeObject* ta = a.as_obj()->type;
  TypeObject* tb = b.as_obj()->type;
  if (ta == types().complex || tb == types().complex) {
    double ar, ai, br, bi;
    if (as_complex(a, ar, ai) && as_complex(b, br, bi)) return ar == br && ai == bi;
    return false;
  }
  if (is_setlike(a) && is_setlike(b)) {
    auto& x = a.as<Set>()->table;
    auto& y = b.as<Set>()->table;
    if (x.size() != y.size()) return false;
    bool ok = true;
    x.for_each([&](const Value& k, const Value&) {
      if (ok && !y.find(*this, k, hash(k))) ok = false;
    });
    return ok;
  }
  if (ta != tb) return false;
  if (ta == types().list)
    return truthy(
        compare_sequences(*this, CmpOpKind::Eq, a.as<List>()->items, b.as<List>()->items));
  if (ta == types().tuple)
    return truthy(
        compare_sequences(*this, CmpOpKind::Eq, a.as<Tuple>()->items, b.as<Tuple>()->items));
  if (ta == types().dict) {
    auto& x = a.as<Dict>()->table;
    auto& y = b.as<Dict>()->table;
    if (x.size() != y.size()) return false;
    bool ok = true;
    x.for_each([&](const Value& k, const Value& v) {
      if (!ok) return;
      Value* w = y.find(*this, k, hash(k));
      if (!w) {
        ok = false;
        return;
      }
      Value other = *w;  // held: eq may change y
      if (!(other.is(v) || eq(other, v))) ok = false;
    });
    return ok;
  }
  if (ta == types().range) {
    auto* x = a.as<Range>();
    auto* y = b.as<Range>();
    uint64_t n = x->count();
    if (n != y->count()) return false;
    if (n == 0) return true;
    if (x->start != y->start) return false;
    return n == 1 || x->step == y->step;
  }
  if (ta == types().slice) {
    auto* x = a.as<Slice>();
    auto* y = b.as<Slice>();
    return eq(x->start, y->start) && eq(x->stop, y->stop) && eq(x->step, y->step);
  }
  if (ta == types().method) {
    auto* x = a.as<BoundMethod>();
    auto* y = b.as<BoundMethod>();
    return x->self.is(y->self) && x->func.is(y->func);
  }
  return false;
}

bool Interpreter::lt(const Value& a, const Value& b) {
  return truthy(compare(CmpOpKind::Lt, a, b));
}

int64_t python_float_hash(double v) {
  constexpr int kBits = 61;  // _PyHASH_BITS on 64-bit builds
  constexpr uint64_t kModulus = (uint64_t(1) << kBits) - 1;
  constexpr int64_t kInfHash = 314159;  // _PyHASH_INF
  if (std::isinf(v)) return v > 0 ? kInfHash : -kInfHash;
  if (std::isnan(v)) return 0;
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m) {
    x = ((x << 28) & kModulus) | x >> (kBits - 28);
    m *= 268435456.0;  // 2**28
    e -= 28;
    uint64_t y = uint64_t(m);
    m -= double(y);
    x += y;
    if (x >= kModulus) x -= kModulus;
  }
  e = e >= 0 ? e % kBits : kBits - 1 - ((-1 - e) % kBits);
  x = ((x << e) & kModulus) | x >> (kBits - e);
  x = x * uint64_t(int64_t(sign));
  if (x == uint64_t(-1)) x = uint64_t(-2);
  return int64_t(x);
}

int64_t Interpreter::hash(const Value& v) {
  switch (v.tag()) {
    case Tag::None:
      return 0x5f3759df;
    case Tag::Bool:
    case Tag::Int: {
      // CPython's: the value modulo 2**61 - 1 (so 2**61 and 2.0**61 hash alike).
      int64_t i = v.as_int();
      constexpr uint64_t kModulus = (uint64_t{1} << 61) - 1;
      uint64_t mag = i < 0 ? uint64_t(0) - uint64_t(i) : uint64_t(i);
      if (mag >= kModulus) {
        auto r = int64_t(mag % kModulus);
        i = i < 0 ? -r : r;
      }
      return i == -1 ? -2 : i;
    }
    case Tag::Float:
      return python_float_hash(v.as_float());
    case Tag::Undef:
      return 0;
    case Tag::Obj:
      break;
  }
  Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().str) return static_cast<Str*>(o)->hash();
  if (t == types().int_) return static_cast<BigInt*>(o)->n.hash();
  if (t == types().tuple) {
    uint64_t h = 0x345678;
    for (auto& x : static_cast<Tuple*>(o)->items) h = (h ^ uint64_t(hash(x))) * 1000003u;
    int64_t r = int64_t(h >> 1);
    return r == -1 ? -2 : r;
  }
  if (t == types().complex) {
    auto* c = static_cast<Complex*>(o);
    uint64_t h = uint64_t(python_float_hash(c->re)) + 1000003u * uint64_t(python_float_hash(c->im));
    int64_t r = int64_t(h);
    return r == -1 ? -2 : r;
  }
  if (t == types().list || t == types().dict || t == types().set)
    throw_type_error("unhashable type: '" + t->name + "'");
  if (t == types().frozenset) {
    // From the hashes the table stored with its keys (no recursion into
    // nested frozensets), and cached: a frozenset never changes.
    auto* s = static_cast<Set*>(o);
    if (s->hash_cache != -1) return s->hash_cache;
    uint64_t h = 0;
    for (const DictTable::Entry& e : s->table.entries)
      if (e.live) h ^= uint64_t(e.hash) * 2654435761u;
    s->hash_cache = int64_t(h >> 1);
    return s->hash_cache;
  }
  if (!(t->builtin && t->layout != Layout::Native)) {
    if (Value* m = t->lookup(dunders().hash)) {
      if (m->is_none()) throw_type_error("unhashable type: '" + t->name + "'");
      Value r = call(*m, std::vector<Value>{v});
      // CPython keeps a result that fits the machine word as it is, reduces
      // a larger int as int's own hash does, and keeps -1 for errors.
      int64_t h;
      if (r.is_intlike())
        h = r.as_int();
      else if (is_bigint(r))
        h = r.as<BigInt>()->n.hash();
      else
        throw_type_error("__hash__ method should return an integer");
      return h == -1 ? -2 : h;
    }
    // A class that defines __eq__ without __hash__ is unhashable.
    if (!t->builtin && t->lookup(dunders().eq))
      throw_type_error("unhashable type: '" + t->name + "'");
  }
  return int64_t(reinterpret_cast<uintptr_t>(o) >> 4);
}

bool Interpreter::truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::None:
      return false;
    case Tag::Bool:
    case Tag::Int:
      return v.as_int() != 0;
    case Tag::Float:
      return v.as_float() != 0;
    case Tag::Undef:
      return false;
    case Tag::Obj:
      break;
  }
  Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().str) return !static_cast<Str*>(o)->s.empty();
  if (t == types().list) return !static_cast<List*>(o)->items.empty();
  if (t == types().tuple) return !static_cast<Tuple*>(o)->items.empty();
  if (t == types().dict) return static_cast<Dict*>(o)->table.size() != 0;
  if (t == types().set || t == types().frozenset) return static_cast<Set*>(o)->table.size() != 0;
  if (t == types().range) return static_cast<Range*>(o)->count() != 0;
  if (t == types().complex)
    return static_cast<Complex*>(o)->re != 0 || static_cast<Complex*>(o)->im != 0;
  if (is_dictview(v)) return static_cast<DictView*>(o)->size() != 0;
  if (!(t->builtin && t->layout != Layout::Native)) {
    if (Value* m = t->lookup(dunders().bool_)) {
      Value r = call(*m, std::vector<Value>{v});
      if (!r.is_bool()) throw_type_error("__bool__ should return bool, returned " + type_name(r));
      return r.as_bool();
    }
    if (Value* m = t->lookup(dunders().len)) {
      Value r = call(*m, std::vector<Value>{v});
      return truthy(r);
    }
  }
  return true;
}

}  // namespace minitf
