// The methods of int, float and complex, and the int() / float() / complex()
// constructors.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <cfloat>
#include <cmath>
#include <cstring>

#include "builtins/builtins_impl.h"
#include "builtins/format_impl.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

// 2**63 as a double: the first value outside int64.
constexpr double kTwo63 = 9223372036854775808.0;

Value float_to_int(double d) {
  if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
  if (std::isinf(d)) throw_overflow("cannot convert float infinity to integer");
  double t = std::trunc(d);
  if (t >= kTwo63 || t < -kTwo63) return int_value(BigNum::from_double(t));
  return Value::integer(int64_t(t));
}

// Calls a conversion hook (__int__, __float__, ...) if obj's type has one.
bool call_hook(Interpreter& in, const Value& obj, const char* hook, Value& out) {
  if (!obj.is_obj() || !obj.as_obj()->type->lookup(hook)) return false;
  out = in.call(in.getattr(obj, hook), std::vector<Value>{});
  return true;
}

Value construct_int(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"base"}, "int");
  check_total_args(a, 2, "int");
  const Value* base = arg_or_kw(a, 1, "base");
  if (a.pos.empty()) {
    if (base) throw_type_error("int() missing string argument");
    return Value::integer(0);
  }
  const Value& x = a.pos[0];
  if (base) {
    if (!base->is_intlike())
      throw_type_error("'" + type_name(*base) + "' object cannot be interpreted as an integer");
    if (!is_str(x)) throw_type_error("int() can't convert non-string with explicit base");
    return parse_int(str_of(x), int(base->as_int()));
  }
  if (x.is_intlike()) return Value::integer(x.as_int());
  if (is_bigint(x)) return x;
  if (x.is_float()) return float_to_int(x.as_float());
  if (is_str(x)) return parse_int(str_of(x), 10);
  Value r;
  for (const char* hook : {"__int__", "__index__", "__trunc__"}) {
    if (call_hook(in, x, hook, r)) {
      if (!is_int_value(r))
        throw_type_error(std::string(hook) + " returned non-int (type " + type_name(r) + ")");
      return r.is_intlike() ? Value::integer(r.as_int()) : r;
    }
  }
  throw_type_error("int() argument must be a string, a bytes-like object or a real number, not '" +
                   type_name(x) + "'");
}

Value construct_float(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "float", ArgStyle::Expected);
  if (a.pos.empty()) return Value::floating(0.0);
  const Value& x = a.pos[0];
  if (x.is_number()) return Value::floating(x.to_double());
  if (is_bigint(x)) return Value::floating(bigint_to_double(x.as<BigInt>()->n));
  if (is_str(x)) return Value::floating(parse_float(str_of(x)));
  Value r;
  if (call_hook(in, x, "__float__", r)) {
    if (!r.is_float())
      throw_type_error(type_name(x) + ".__float__ returned non-float (type " + type_name(r) + ")");
    return r;
  }
  if (call_hook(in, x, "__index__", r) && is_int_value(r))
    return Value::floating(r.is_intlike() ? double(r.as_int()) : bigint_to_double(bignum_of(r)));
  throw_type_error("float() argument must be a string or a real number, not '" + type_name(x) +
                   "'");
}

// ---- complex ---------------------------------------------------------------------

// Length of the longest float literal at s[i...] (sign, digits, '.', exponent,
// or inf/infinity/nan), 0 if none.
size_t float_prefix(std::string_view s, size_t i) {
  size_t k = i;
  if (k < s.size() && (s[k] == '+' || s[k] == '-')) ++k;
  for (const char* word : {"infinity", "inf", "nan"}) {
    size_t n = std::strlen(word);
    if (s.size() - k >= n) {
      bool eq = true;
      for (size_t j = 0; j < n; ++j)
        if (char(s[k + j] | 0x20) != word[j]) eq = false;
      if (eq) return k + n - i;
    }
  }
  size_t digits = 0;
  while (k < s.size() && (std::isdigit(static_cast<unsigned char>(s[k])) || s[k] == '_'))
    ++k, ++digits;
  if (k < s.size() && s[k] == '.') {
    ++k;
    while (k < s.size() && (std::isdigit(static_cast<unsigned char>(s[k])) || s[k] == '_'))
      ++k, ++digits;
  }
  if (digits == 0) return 0;
  if (k < s.size() && (s[k] == 'e' || s[k] == 'E')) {
    size_t e = k + 1;
    if (e < s.size() && (s[e] == '+' || s[e] == '-')) ++e;
    size_t d0 = e;
    while (e < s.size() && std::isdigit(static_cast<unsigned char>(s[e]))) ++e;
    if (e > d0) k = e;
  }
  return k - i;
}

void parse_complex(std::string_view original, double& re, double& im) {
  auto fail = [] { throw_value_error("complex() arg is a malformed string"); };
  std::string_view s = original;
  auto trim = [](std::string_view v) {
    while (!v.empty() && text::is_space(static_cast<unsigned char>(v.front()))) v.remove_prefix(1);
    while (!v.empty() && text::is_space(static_cast<unsigned char>(v.back()))) v.remove_suffix(1);
    return v;
  };
  s = trim(s);
  if (!s.empty() && s.front() == '(') {
    if (s.back() != ')') fail();
    s = trim(s.substr(1, s.size() - 2));
  }
  if (s.empty()) fail();
  re = im = 0;
  auto num = [&](std::string_view t) {
    try {
      return parse_float(t);
    } catch (PyException&) {
      fail();
    }
    return 0.0;
  };
  size_t n = float_prefix(s, 0);
  auto is_j = [&](size_t k) { return k < s.size() && (s[k] == 'j' || s[k] == 'J'); };
  if (n == 0) {
    // "j", "+j", "-j"
    size_t k = 0;
    double sign = 1;
    if (k < s.size() && (s[k] == '+' || s[k] == '-')) sign = s[k++] == '-' ? -1 : 1;
    if (!is_j(k) || k + 1 != s.size()) fail();
    im = sign;
    return;
  }
  double x = num(s.substr(0, n));
  if (n == s.size()) {
    re = x;
    return;
  }
  if (is_j(n) && n + 1 == s.size()) {
    im = x;
    return;
  }
  if (s[n] != '+' && s[n] != '-') fail();
  re = x;
  size_t m = float_prefix(s, n);
  if (m == 0) {
    if (!is_j(n + 1) || n + 2 != s.size()) fail();
    im = s[n] == '-' ? -1 : 1;
    return;
  }
  if (!is_j(n + m) || n + m + 1 != s.size()) fail();
  im = num(s.substr(n, m));
}

// A number operand of complex(): (re, im), or false if not a number.
bool complex_parts(Interpreter& in, const Value& v, double& re, double& im) {
  if (v.is_number()) {
    re = v.to_double();
    im = 0;
    return true;
  }
  if (is_type(v, types().complex)) {
    re = v.as<Complex>()->re;
    im = v.as<Complex>()->im;
    return true;
  }
  Value r;
  if (call_hook(in, v, "__complex__", r) && is_type(r, types().complex)) {
    re = r.as<Complex>()->re;
    im = r.as<Complex>()->im;
    return true;
  }
  if (call_hook(in, v, "__float__", r) && r.is_float()) {
    re = r.as_float();
    im = 0;
    return true;
  }
  return false;
}

Value construct_complex(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"real", "imag"}, "complex");
  check_total_args(a, 2, "complex");
  const Value* r = arg_or_kw(a, 0, "real");
  const Value* i = arg_or_kw(a, 1, "imag");
  double re = 0, im = 0;
  if (r && is_str(*r)) {
    if (i) throw_type_error("complex() can't take second arg if first is a string");
    parse_complex(str_of(*r), re, im);
    return complex_value(re, im);
  }
  if (r && !complex_parts(in, *r, re, im))
    throw_type_error("complex() first argument must be a string or a number, not '" +
                     type_name(*r) + "'");
  if (i) {
    if (is_str(*i)) throw_type_error("complex() second arg can't be a string");
    double ire, iim;
    if (!complex_parts(in, *i, ire, iim))
      throw_type_error("complex() second argument must be a number, not '" + type_name(*i) + "'");
    // complex(a, b) == a + b*1j
    re -= iim;
    im += ire;
  }
  return complex_value(re, im);
}

// float.hex(), as CPython's float_hex.
std::string float_hex(double x) {
  if (std::isnan(x) || std::isinf(x)) return float_repr(x);
  if (x == 0) return std::signbit(x) ? "-0x0.0p+0" : "0x0.0p+0";
  int e;
  double m = std::frexp(std::fabs(x), &e);
  int shift = 1 - std::max(DBL_MIN_EXP - e, 0);
  m = std::ldexp(m, shift);
  e -= shift;
  const char* hexd = "0123456789abcdef";
  std::string s;
  s.push_back(hexd[int(m)]);
  m -= int(m);
  s.push_back('.');
  for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; ++i) {
    m *= 16.0;
    s.push_back(hexd[int(m)]);
    m -= int(m);
  }
  std::string out =
      (x < 0 ? "-0x" : "0x") + s + "p" + (e < 0 ? "-" : "+") + std::to_string(std::abs(e));
  return out;
}

Value float_ratio(double x) {
  if (std::isinf(x)) throw_overflow("cannot convert Infinity to integer ratio");
  if (std::isnan(x)) throw_value_error("cannot convert NaN to integer ratio");
  // x = mant * 2**e with a 53-bit integer mantissa, reduced to lowest terms.
  int e;
  double m = std::frexp(x, &e);
  auto mant = int64_t(std::ldexp(m, DBL_MANT_DIG));
  e -= DBL_MANT_DIG;
  if (mant == 0) return tuple_value({Value::integer(0), Value::integer(1)});
  while ((mant & 1) == 0) {
    mant >>= 1;
    ++e;
  }
  if (e >= 0)
    return tuple_value(
        {int_value(BigNum::shift_left(BigNum(mant), uint64_t(e))), Value::integer(1)});
  return tuple_value(
      {Value::integer(mant), int_value(BigNum::shift_left(BigNum(int64_t{1}), uint64_t(-e)))});
}

int64_t self_int(const CallArgs& a) { return a.pos[0].as_int(); }
uint64_t self_magnitude(const CallArgs& a) {
  int64_t v = self_int(a);
  return v < 0 ? 0 - uint64_t(v) : uint64_t(v);
}

using I = Interpreter;
using A = CallArgs;

// ---- int --------------------------------------------------------------------------------

Value int_bit_length(I&, A& a) {
  check_method_args(a, 0, 0, "int.bit_length", ArgStyle::NoArgs);
  if (is_bigint(a.pos[0])) return Value::integer(int64_t(a.pos[0].as<BigInt>()->n.bit_length()));
  int n = 0;
  for (uint64_t m = self_magnitude(a); m; m >>= 1) ++n;
  return Value::integer(n);
}

Value int_bit_count(I&, A& a) {
  check_method_args(a, 0, 0, "int.bit_count", ArgStyle::NoArgs);
  if (is_bigint(a.pos[0])) return Value::integer(int64_t(a.pos[0].as<BigInt>()->n.bit_count()));
  return Value::integer(__builtin_popcountll(self_magnitude(a)));
}

Value int_conjugate(I&, A& a) {
  check_method_args(a, 0, 0, "int.conjugate", ArgStyle::NoArgs);
  if (is_bigint(a.pos[0])) return a.pos[0];
  return Value::integer(self_int(a));
}

Value int_as_integer_ratio(I&, A& a) {
  check_method_args(a, 0, 0, "int.as_integer_ratio", ArgStyle::NoArgs);
  if (is_bigint(a.pos[0])) return tuple_value({a.pos[0], Value::integer(1)});
  return tuple_value({Value::integer(self_int(a)), Value::integer(1)});
}

// int.__index__: what sequences and index() call; a BigInt reaches it when
// used as an index, and the protocol then reports it as past every length.
Value int_index(I&, A& a) {
  check_method_args(a, 0, 0, "int.__index__", ArgStyle::NoArgs);
  return is_bigint(a.pos[0]) ? a.pos[0] : Value::integer(self_int(a));
}

const NativeDef kIntMethods[] = {
    {"__index__", int_index, "(self, /)",
     "Return self converted to an integer, if self is suitable for use as an index into a list."},
    {"__format__", int_format_method, "(self, format_spec, /)",
     "Convert to a string according to format_spec."},
    {"bit_length", int_bit_length, "(self, /)",
     "Number of bits necessary to represent self in binary."},
    {"bit_count", int_bit_count, "(self, /)",
     "Number of ones in the binary representation of the absolute value of self."},
    {"conjugate", int_conjugate, "(self, /)", "Returns self, the complex conjugate of any int."},
    {"as_integer_ratio", int_as_integer_ratio, "(self, /)", "Return integer ratio."},
};

// ---- float ------------------------------------------------------------------------------

Value float_is_integer(I&, A& a) {
  check_method_args(a, 0, 0, "float.is_integer", ArgStyle::NoArgs);
  double d = a.pos[0].as_float();
  return Value::boolean(std::isfinite(d) && d == std::floor(d));
}

Value float_conjugate(I&, A& a) {
  check_method_args(a, 0, 0, "float.conjugate", ArgStyle::NoArgs);
  return a.pos[0];
}

Value float_hex_method(I&, A& a) {
  check_method_args(a, 0, 0, "float.hex", ArgStyle::NoArgs);
  return new_str(float_hex(a.pos[0].as_float()));
}

Value float_as_integer_ratio(I&, A& a) {
  check_method_args(a, 0, 0, "float.as_integer_ratio", ArgStyle::NoArgs);
  return float_ratio(a.pos[0].as_float());
}

const NativeDef kFloatMethods[] = {
    {"__format__", float_format_method, "(self, format_spec, /)",
     "Formats the float according to format_spec."},
    {"is_integer", float_is_integer, "(self, /)", "Return True if the float is an integer."},
    {"conjugate", float_conjugate, "(self, /)", "Return self, the complex conjugate of any float."},
    {"hex", float_hex_method, "(self, /)",
     "Return a hexadecimal representation of a floating-point number."},
    {"as_integer_ratio", float_as_integer_ratio, "(self, /)", "Return integer ratio."},
};

// ---- complex ----------------------------------------------------------------------------

Value complex_conjugate(I&, A& a) {
  check_method_args(a, 0, 0, "complex.conjugate", ArgStyle::NoArgs);
  const Complex& c = *a.pos[0].as<Complex>();
  return complex_value(c.re, -c.im);
}

const NativeDef kComplexMethods[] = {
    {"conjugate", complex_conjugate, "(self, /)",
     "Return the complex conjugate of its argument. (3-4j).conjugate() == 3+4j."},
};

}  // namespace

void init_int_methods(TypeObject* t) {
  t->construct = construct_int;
  add_methods(t, kIntMethods);
}

void init_float_methods(TypeObject* t) {
  t->construct = construct_float;
  add_methods(t, kFloatMethods);
}

void init_complex_methods(TypeObject* t) {
  t->construct = construct_complex;
  add_methods(t, kComplexMethods);
}

}  // namespace minitf
