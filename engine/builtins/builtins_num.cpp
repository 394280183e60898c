// Number builtins: abs, round, divmod, pow, chr, ord, bin, hex, oct, hash,
// id, callable, format.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <charconv>
#include <cmath>
#include <cstring>

#include "builtins/builtins_impl.h"
#include "builtins/format_impl.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

// round(x, n) returns x unchanged past this many digits (a double has at most
// 17 significant and 1074 fractional binary digits; CPython uses the same cut
// as NDIGITS_MAX = 323 decimal places for its dtoa buffer).
constexpr int64_t kRoundMaxDigits = 323;

int64_t index_of(Interpreter& in, const Value& v) {
  if (v.is_intlike()) return v.as_int();
  if (is_bigint(v)) throw_overflow("Python int too large to convert to C ssize_t");
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) return in.to_index(v);
  throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
}

Value b_abs(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "abs", ArgStyle::OneArg);
  const Value& x = a.pos[0];
  if (x.is_intlike()) {
    int64_t v = x.as_int();
    if (v >= 0) return Value::integer(v);
    return in.unaryop(UnaryOpKind::USub, Value::integer(v));  // INT64_MIN overflows there
  }
  if (x.is_float()) return Value::floating(std::fabs(x.as_float()));
  if (is_bigint(x)) return int_value(x.as<BigInt>()->n.magnitude());
  if (is_type(x, types().complex)) {
    const Complex& c = *x.as<Complex>();
    double r = std::hypot(c.re, c.im);
    if (std::isinf(r) && std::isfinite(c.re) && std::isfinite(c.im))
      throw_overflow("absolute value too large");
    return Value::floating(r);
  }
  if (x.is_obj() && x.as_obj()->type->lookup("__abs__"))
    return in.call(in.getattr(x, "__abs__"), std::vector<Value>{});
  throw_type_error("bad operand type for abs(): '" + type_name(x) + "'");
}

// Rounds a double to n decimal places with correct rounding of its exact
// binary value (round(2.675, 2) == 2.67, as CPython).
double round_double(double x, int64_t n) {
  if (!std::isfinite(x) || x == 0) return x;
  if (n > kRoundMaxDigits) return x;
  if (n < -kRoundMaxDigits) return 0.0 * x;
  if (n >= 0) {
    char buf[1400];
    auto r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::fixed, int(n));
    double y = 0;
    std::from_chars(buf, r.ptr, y);
    return y;
  }
  double p = std::pow(10.0, double(-n));
  double y = std::nearbyint(x / p) * p;  // half-even in the default rounding mode
  if (std::isinf(y)) throw_overflow("rounded value too large to represent");
  return y;
}

// round(int, n) for n < 0: half-even on the integer itself.
Value round_int(const BigNum& v, int64_t n) {
  if (n >= 0) return int_value(v);
  // Past the number's own digits every rounding gives 0.
  if (uint64_t(-n) > v.decimal_digits_estimate() + 1) return Value::integer(0);
  BigNum p = BigNum::pow(BigNum(int64_t{10}), uint64_t(-n)), q, r;
  BigNum::divmod(v, p, q, r);
  int c = BigNum::compare(BigNum::add(r, r), p);
  if (c > 0 || (c == 0 && !BigNum::bit_and(q, BigNum(int64_t{1})).is_zero()))
    q = BigNum::add(q, BigNum(int64_t{1}));
  return int_value(BigNum::mul(q, p));
}

Value b_round(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"number", "ndigits"}, "round");
  const Value* x = arg_or_kw(a, 0, "number");
  if (!x) throw_type_error("round() missing required argument 'number' (pos 1)");
  check_total_args(a, 2, "round");
  const Value* nd = arg_or_kw(a, 1, "ndigits");
  bool has_nd = nd && !nd->is_none();
  int64_t n = has_nd ? index_of(in, *nd) : 0;
  if (x->is_intlike())
    return has_nd ? round_int(BigNum(x->as_int()), n) : Value::integer(x->as_int());
  if (is_bigint(*x)) return has_nd ? round_int(x->as<BigInt>()->n, n) : *x;
  if (x->is_float()) {
    double d = x->as_float();
    if (has_nd) return Value::floating(round_double(d, n));
    if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
    if (std::isinf(d)) throw_overflow("cannot convert float infinity to integer");
    double r = std::nearbyint(d);
    if (r >= 9223372036854775808.0 || r < -9223372036854775808.0)
      return int_value(BigNum::from_double(r));
    return Value::integer(int64_t(r));
  }
  if (x->is_obj() && x->as_obj()->type->lookup("__round__")) {
    std::vector<Value> args;
    if (nd) args.push_back(*nd);
    return in.call(in.getattr(*x, "__round__"), std::move(args));
  }
  throw_type_error("type " + type_name(*x) + " doesn't define __round__ method");
}

Value b_divmod(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "divmod", ArgStyle::Expected);
  const Value &x = a.pos[0], &y = a.pos[1];
  if ((x.is_number() || is_bigint(x)) && (y.is_number() || is_bigint(y))) {
    if ((x.is_float() || y.is_float()) && y.to_double() == 0) throw_zero_division("float divmod()");
  } else if (!(x.is_obj() && x.as_obj()->type->lookup("__divmod__")) &&
             !(y.is_obj() && y.as_obj()->type->lookup("__rdivmod__")) &&
             !(x.is_obj() && x.as_obj()->type->lookup("__floordiv__"))) {
    throw_type_error("unsupported operand type(s) for divmod(): '" + type_name(x) + "' and '" +
                     type_name(y) + "'");
  }
  if (x.is_obj() && x.as_obj()->type->lookup("__divmod__"))
    return in.call(in.getattr(x, "__divmod__"), std::vector<Value>{y});
  if (y.is_obj() && y.as_obj()->type->lookup("__rdivmod__"))
    return in.call(in.getattr(y, "__rdivmod__"), std::vector<Value>{x});
  return tuple_value({in.binop(BinOpKind::FloorDiv, x, y), in.binop(BinOpKind::Mod, x, y)});
}

// Python's modulo (the result has the sign of m).
int64_t py_mod(__int128 v, int64_t m) {
  __int128 r = v % m;
  if (r != 0 && ((r < 0) != (m < 0))) r += m;
  return int64_t(r);
}

// Modular inverse by the extended Euclidean algorithm, or -1.
bool mod_inverse(int64_t b, int64_t m, int64_t& out) {
  __int128 t = 0, nt = 1, r = m, nr = py_mod(b, m);
  while (nr != 0) {
    __int128 q = r / nr, tmp = t - q * nt;
    t = nt;
    nt = tmp;
    tmp = r - q * nr;
    r = nr;
    nr = tmp;
  }
  if (r != 1) return false;
  out = py_mod(t, m);
  return true;
}

// pow(b, e, m) when any of them is past int64.
Value big_pow_mod(const Value& bv, const Value& ev, const Value& mv) {
  BigNum b = bignum_of(bv), e = bignum_of(ev), m = bignum_of(mv);
  if (m.is_zero()) throw_value_error("pow() 3rd argument cannot be 0");
  if (e.is_negative()) {
    // The inverse of b modulo |m| by the extended Euclidean algorithm.
    BigNum am = m.magnitude(), q, t(int64_t{0}), nt(int64_t{1}), rr = am, nr;
    BigNum::divmod(b, am, q, nr);
    while (!nr.is_zero()) {
      BigNum quot, rem;
      BigNum::divmod(rr, nr, quot, rem);
      BigNum tmp = BigNum::sub(t, BigNum::mul(quot, nt));
      t = nt;
      nt = tmp;
      rr = nr;
      nr = rem;
    }
    if (BigNum::compare(rr, BigNum(int64_t{1})) != 0)
      throw_value_error("base is not invertible for the given modulus");
    b = t;
    e = e.negated();
  }
  return int_value(BigNum::pow_mod(b, e, m));
}

Value b_pow(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"base", "exp", "mod"}, "pow");
  const Value* b = arg_or_kw(a, 0, "base");
  const Value* e = arg_or_kw(a, 1, "exp");
  const Value* m = arg_or_kw(a, 2, "mod");
  check_total_args(a, 3, "pow");
  if (!b) throw_type_error("pow() missing required argument 'base' (pos 1)");
  if (!e) throw_type_error("pow() missing required argument 'exp' (pos 2)");
  if (!m || m->is_none()) return in.binop(BinOpKind::Pow, *b, *e);
  if (!is_int_value(*b) || !is_int_value(*e) || !is_int_value(*m))
    throw_type_error("pow() 3rd argument not allowed unless all arguments are integers");
  if (is_bigint(*b) || is_bigint(*e) || is_bigint(*m)) return big_pow_mod(*b, *e, *m);
  int64_t mod = m->as_int(), exp = e->as_int(), base = b->as_int();
  if (mod == 0) throw_value_error("pow() 3rd argument cannot be 0");
  if (exp < 0) {
    int64_t amod = mod < 0 ? -mod : mod;
    if (!mod_inverse(base, amod, base))
      throw_value_error("base is not invertible for the given modulus");
    exp = -exp;
  }
  int64_t absm = mod < 0 ? -mod : mod;
  __int128 result = 1 % absm, x = py_mod(base, absm);
  while (exp > 0) {
    if (exp & 1) result = result * x % absm;
    x = x * x % absm;
    exp >>= 1;
  }
  return Value::integer(py_mod(result, mod));
}

Value b_chr(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "chr", ArgStyle::OneArg);
  int64_t c = index_of(in, a.pos[0]);
  if (c < 0 || c > 0x10FFFF) throw_value_error("chr() arg not in range(0x110000)");
  std::string s;
  text::append_utf8(s, char32_t(c));
  return new_str(std::move(s));
}

Value b_ord(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "ord", ArgStyle::OneArg);
  const Value& x = a.pos[0];
  if (!is_str(x))
    throw_type_error("ord() expected string of length 1, but " + type_name(x) + " found");
  const std::string& s = str_of(x);
  size_t n = text::length(s);
  if (n != 1)
    throw_type_error("ord() expected a character, but string of length " + std::to_string(n) +
                     " found");
  size_t i = 0;
  return Value::integer(int64_t(text::decode_at(s, i)));
}

Value radix(Interpreter& in, CallArgs& a, const char* name, int base, const char* prefix) {
  check_args(a, 1, 1, name, ArgStyle::OneArg);
  if (is_bigint(a.pos[0])) {
    std::string digits = a.pos[0].as<BigInt>()->n.to_string(base);
    if (digits[0] == '-') return new_str("-" + std::string(prefix) + digits.substr(1));
    return new_str(prefix + digits);
  }
  int64_t v = index_of(in, a.pos[0]);
  uint64_t m = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
  return new_str(std::string(v < 0 ? "-" : "") + prefix + int_digits(m, base, false));
}

bool is_callable(const Value& v) {
  if (!v.is_obj()) return false;
  const BuiltinTypes& T = types();
  TypeObject* t = v.as_obj()->type;
  if (t == T.function || t == T.builtin_function || t == T.method) return true;
  if (t->is_subclass_of(T.type)) return true;
  return t->lookup("__call__") != nullptr;
}

Value b_bin(Interpreter& in, CallArgs& a) { return radix(in, a, "bin", 2, "0b"); }
Value b_oct(Interpreter& in, CallArgs& a) { return radix(in, a, "oct", 8, "0o"); }
Value b_hex(Interpreter& in, CallArgs& a) { return radix(in, a, "hex", 16, "0x"); }

Value b_hash(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "hash", ArgStyle::OneArg);
  return Value::integer(in.hash(a.pos[0]));
}

Value b_id(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "id", ArgStyle::OneArg);
  const Value& v = a.pos[0];
  if (v.is_obj()) return Value::integer(int64_t(reinterpret_cast<uintptr_t>(v.as_obj())));
  // Inline values have no address; equal values give equal ids, as
  // CPython's cached small ints and singletons do.
  uint64_t payload;
  if (v.is_float()) {
    double f = v.as_float();
    std::memcpy(&payload, &f, sizeof payload);
  } else {
    payload = uint64_t(v.as_int());
  }
  uint64_t tag = uint64_t(v.tag()) + 1;
  return Value::integer(int64_t(((tag << 56) ^ payload) & 0x7fffffffffffffffull));
}

Value b_callable(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "callable", ArgStyle::OneArg);
  return Value::boolean(is_callable(a.pos[0]));
}

// format(value, format_spec='', /): the protocol's format_value, which calls
// type(value).__format__.
Value b_format(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "format");
  check_arity(a, 1, 2, "format", ArgStyle::Expected);
  const Value* spec = a.pos.size() > 1 ? &a.pos[1] : nullptr;
  if (spec && !is_str(*spec))
    throw_type_error("format() argument 2 must be str, not " + type_name(*spec));
  return new_str(format_value(in, a.pos[0], spec ? std::string_view(str_of(*spec)) : ""));
}

const NativeDef kNumberBuiltins[] = {
    {"abs", b_abs, "(x, /)", "Return the absolute value of the argument."},
    {"round", b_round, "(number, ndigits=None)",
     "Round a number to a given precision in decimal digits."},
    {"divmod", b_divmod, "(x, y, /)", "Return the tuple (x//y, x%y)."},
    {"pow", b_pow, "(base, exp, mod=None)",
     "Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments"},
    {"chr", b_chr, "(i, /)", "Return a Unicode string of one character with ordinal i."},
    {"ord", b_ord, "(c, /)", "Return the Unicode code point for a one-character string."},
    {"bin", b_bin, "(number, /)", "Return the binary representation of an integer."},
    {"oct", b_oct, "(number, /)", "Return the octal representation of an integer."},
    {"hex", b_hex, "(number, /)", "Return the hexadecimal representation of an integer."},
    {"hash", b_hash, "(obj, /)", "Return the hash value for the given object."},
    {"id", b_id, "(obj, /)", "Return the identity of an object."},
    {"callable", b_callable, "(obj, /)",
     "Return whether the object is callable (i.e., some kind of function)."},
    {"format", b_format, "(value, format_spec='', /)", "Return value.__format__(format_spec)"},
};

}  // namespace

void install_number_builtins(Interpreter& in, Module& m) { add_functions(in, m, kNumberBuiltins); }

}  // namespace minitf
