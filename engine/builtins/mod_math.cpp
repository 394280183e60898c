// The math module, with CPython's error rules (ValueError "math domain
// error", OverflowError "math range error") and its exact fsum.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <cmath>
#include <limits>

#include "builtins/format_impl.h"
#include "builtins/mod_math_gamma.h"
#include "builtins/stdlib_impl.h"

namespace minitf {

namespace {

// 20! is the largest factorial an int64 holds.

[[noreturn]] void domain_error() { throw_value_error("math domain error"); }
[[noreturn]] void range_error() { throw_overflow("math range error"); }

// CPython's math_1: a NaN from a non-NaN input is a domain error; an infinity
// from a finite input is a range error (if the function can overflow) or a
// domain error (a pole, like log(0)).
double checked(double x, double r, bool can_overflow) {
  if (std::isnan(r) && !std::isnan(x)) domain_error();
  if (std::isinf(r) && std::isfinite(x)) {
    if (can_overflow) range_error();
    domain_error();
  }
  return r;
}

int64_t int_arg(Interpreter& in, const Value& v) {
  if (v.is_intlike()) return v.as_int();
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) return in.to_index(v);
  throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
}

// The one real argument of a function of x, with its arity checked.
double real_x(Interpreter& in, CallArgs& a, const char* qualname) {
  check_args(a, 1, 1, qualname);
  return real_arg(in, a.pos[0]);
}

Value to_int(double d) {
  if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
  if (std::isinf(d)) throw_overflow("cannot convert float infinity to integer");
  if (d >= 9223372036854775808.0 || d < -9223372036854775808.0)
    return int_value(BigNum::from_double(d));
  return Value::integer(int64_t(d));
}

// An integer argument of any size (ints, BigInts, objects with __index__).
BigNum big_int_arg(Interpreter& in, const Value& v) {
  if (is_int_value(v)) return bignum_of(v);
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) {
    Value r = in.call(in.getattr(v, "__index__"), std::vector<Value>{});
    if (is_int_value(r)) return bignum_of(r);
  }
  throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
}

// lo * (lo + 1) * ... * (hi - 1), split in halves so the products stay
// balanced (the big multiplications then use Karatsuba).
BigNum range_product(int64_t lo, int64_t hi) {
  if (hi - lo <= 8) {
    BigNum r(int64_t{1});
    for (int64_t i = lo; i < hi; ++i) r = BigNum::mul(r, BigNum(i));
    return r;
  }
  int64_t mid = lo + (hi - lo) / 2;
  return BigNum::mul(range_product(lo, mid), range_product(mid, hi));
}

// floor/ceil/trunc: ints unchanged, floats to int, else the __floor__-style hook.
Value rounding(Interpreter& in, CallArgs& a, const char* qual, const char* hook,
               double (*f)(double)) {
  check_args(a, 1, 1, qual);
  const Value& x = a.pos[0];
  if (x.is_intlike()) return Value::integer(x.as_int());
  if (is_bigint(x)) return x;
  if (x.is_float()) return to_int(f(x.as_float()));
  if (x.is_obj() && x.as_obj()->type->lookup(hook))
    return in.call(in.getattr(x, hook), std::vector<Value>{});
  if (std::string(hook) == "__trunc__")
    throw_type_error("type " + type_name(x) + " doesn't define __trunc__ method");
  return to_int(f(real_arg(in, x)));
}

// Shewchuk's exact summation, as CPython's math_fsum.
double fsum(Interpreter& in, const Value& iterable) {
  std::vector<double> partials;
  double special_sum = 0.0, inf_sum = 0.0;
  in.for_each(iterable, [&](const Value& v) {
    double x = real_arg(in, v);
    double xsave = x;
    size_t i = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y;
      double lo = y - (hi - x);
      if (lo != 0.0) partials[i++] = lo;
      x = hi;
    }
    partials.resize(i);
    if (x != 0.0) {
      if (!std::isfinite(x)) {
        if (std::isfinite(xsave)) throw_overflow("intermediate overflow in fsum");
        if (std::isinf(xsave)) inf_sum += xsave;
        special_sum += xsave;
        partials.clear();
      } else {
        partials.push_back(x);
      }
    }
    return true;
  });
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) throw_value_error("-inf + inf in fsum");
    return special_sum;
  }
  size_t n = partials.size();
  double hi = 0.0, lo = 0.0;
  if (n > 0) {
    hi = partials[--n];
    while (n > 0) {
      double x = hi, y = partials[--n];
      hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) break;
    }
    if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
      double y = lo * 2.0;
      double x = hi + y;
      double yr = x - hi;
      if (y == yr) hi = x;
    }
  }
  return hi;
}

// f(v) for a logarithm f, ints of any size included: past a double's range
// log(m * 2**k) = f(m) + k * f(2), with m the top 64 bits (CPython's
// loghelper does the same).
double log_with(Interpreter& in, const Value& v, double (*f)(double)) {
  if (is_bigint(v)) {
    const BigNum& n = v.as<BigInt>()->n;
    if (n.is_negative()) domain_error();
    uint64_t k = n.bit_length() > 64 ? n.bit_length() - 64 : 0;
    return f(bigint_to_double(BigNum::shift_right(n, k))) + double(k) * f(2.0);
  }
  double x = real_arg(in, v);
  if (std::isnan(x)) return x;
  if (x <= 0) domain_error();
  return f(x);
}

double log_of(Interpreter& in, const Value& v) {
  return log_with(in, v, [](double x) { return std::log(x); });
}

// ---- functions of x ---------------------------------------------------------------

// How a function's infinite or NaN result is reported.
enum ResultCheck { kDomain, kOverflow, kUnchecked };

double result_of(double x, double r, ResultCheck check) {
  return check == kUnchecked ? r : checked(x, r, check == kOverflow);
}

// X(name, result for x, ResultCheck, doc). Infinite inputs of the
// trigonometric functions are domain errors (NaN results).
// clang-format off
#define MINITF_MATH_UNARY(X)                                                                  \
  X(sqrt, std::sqrt(x), kDomain, "Return the square root of x.")                              \
  X(exp, std::exp(x), kOverflow, "Return e raised to the power of x.")                        \
  X(exp2, std::exp2(x), kOverflow, "Return 2 raised to the power of x.")                      \
  X(expm1, std::expm1(x), kOverflow, "Return exp(x)-1.")                                      \
  X(log1p, x <= -1 ? std::nan("") : std::log1p(x), kDomain,                                   \
    "Return the natural logarithm of 1+x (base e).")                                          \
  X(sin, std::sin(x), kDomain, "Return the sine of x (measured in radians).")                 \
  X(cos, std::cos(x), kDomain, "Return the cosine of x (measured in radians).")               \
  X(tan, std::tan(x), kDomain, "Return the tangent of x (measured in radians).")              \
  X(asin, std::asin(x), kDomain, "Return the arc sine (measured in radians) of x.")           \
  X(acos, std::acos(x), kDomain, "Return the arc cosine (measured in radians) of x.")         \
  X(atan, std::atan(x), kDomain, "Return the arc tangent (measured in radians) of x.")        \
  X(sinh, std::sinh(x), kOverflow, "Return the hyperbolic sine of x.")                        \
  X(cosh, std::cosh(x), kOverflow, "Return the hyperbolic cosine of x.")                      \
  X(tanh, std::tanh(x), kDomain, "Return the hyperbolic tangent of x.")                       \
  X(asinh, std::asinh(x), kDomain, "Return the inverse hyperbolic sine of x.")                \
  X(acosh, std::acosh(x), kDomain, "Return the inverse hyperbolic cosine of x.")              \
  X(atanh, std::atanh(x), kDomain, "Return the inverse hyperbolic tangent of x.")             \
  X(fabs, std::fabs(x), kDomain, "Return the absolute value of the float x.")                 \
  X(erf, std::erf(x), kDomain, "Error function at x.")                                        \
  X(erfc, std::erfc(x), kDomain, "Complementary error function at x.")                        \
  X(cbrt, std::cbrt(x), kDomain, "Return the cube root of x.")                                \
  X(degrees, x * (180.0 / M_PI), kUnchecked, "Convert angle x from radians to degrees.")      \
  X(radians, x * (M_PI / 180.0), kUnchecked, "Convert angle x from degrees to radians.")
// clang-format on

#define X(name, result, check, doc)                      \
  Value math_##name(Interpreter& in, CallArgs& a) {      \
    double x = real_x(in, a, "math." #name);             \
    return Value::floating(result_of(x, result, check)); \
  }
MINITF_MATH_UNARY(X)
#undef X

Value gamma_of(Interpreter& in, CallArgs& a, bool log) {
  double x = real_x(in, a, log ? "math.lgamma" : "math.gamma");
  bool domain, range;
  double r = log ? pymath::lgamma(x, domain, range) : pymath::tgamma(x, domain, range);
  if (domain) domain_error();
  if (range) range_error();
  return Value::floating(r);
}

Value math_log(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "log");
  if (a.pos.empty() || a.pos.size() > 2) throw_type_error("math.log requires 1 to 2 arguments");
  double num = log_of(in, a.pos[0]);
  if (a.pos.size() == 1) return Value::floating(num);
  double den = log_of(in, a.pos[1]);
  if (den == 0) throw_zero_division("float division by zero");
  return Value::floating(num / den);
}

Value math_log2(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "math.log2");
  return Value::floating(log_with(in, a.pos[0], [](double x) { return std::log2(x); }));
}

Value math_log10(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "math.log10");
  return Value::floating(log_with(in, a.pos[0], [](double x) { return std::log10(x); }));
}

Value math_frexp(Interpreter& in, CallArgs& a) {
  double x = real_x(in, a, "math.frexp");
  int e = 0;
  double mant = std::isfinite(x) ? std::frexp(x, &e) : x;
  return tuple_value({Value::floating(mant), Value::integer(e)});
}

Value math_modf(Interpreter& in, CallArgs& a) {
  double x = real_x(in, a, "math.modf");
  if (std::isinf(x))
    return tuple_value({Value::floating(std::copysign(0.0, x)), Value::floating(x)});
  double ip;
  double fp = std::modf(x, &ip);
  return tuple_value({Value::floating(fp), Value::floating(ip)});
}

Value math_floor(Interpreter& in, CallArgs& a) {
  return rounding(in, a, "math.floor", "__floor__", [](double x) { return std::floor(x); });
}

Value math_ceil(Interpreter& in, CallArgs& a) {
  return rounding(in, a, "math.ceil", "__ceil__", [](double x) { return std::ceil(x); });
}

Value math_trunc(Interpreter& in, CallArgs& a) {
  return rounding(in, a, "math.trunc", "__trunc__", [](double x) { return std::trunc(x); });
}

Value math_isnan(Interpreter& in, CallArgs& a) {
  return Value::boolean(std::isnan(real_x(in, a, "math.isnan")));
}

Value math_isinf(Interpreter& in, CallArgs& a) {
  return Value::boolean(std::isinf(real_x(in, a, "math.isinf")));
}

Value math_isfinite(Interpreter& in, CallArgs& a) {
  return Value::boolean(std::isfinite(real_x(in, a, "math.isfinite")));
}

// ---- functions of x and y -------------------------------------------------------------

Value math_pow(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "pow");
  double x = real_arg(in, a.pos[0]), y = real_arg(in, a.pos[1]);
  double r = std::pow(x, y);
  if (std::isfinite(x) && std::isfinite(y)) {
    if (std::isnan(r)) domain_error();
    if (std::isinf(r)) {
      if (x == 0) domain_error();
      range_error();
    }
  }
  return Value::floating(r);
}

Value math_atan2(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "atan2");
  return Value::floating(std::atan2(real_arg(in, a.pos[0]), real_arg(in, a.pos[1])));
}

Value math_copysign(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "copysign");
  return Value::floating(std::copysign(real_arg(in, a.pos[0]), real_arg(in, a.pos[1])));
}

Value math_fmod(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "fmod");
  double x = real_arg(in, a.pos[0]), y = real_arg(in, a.pos[1]);
  if (std::isinf(y) && std::isfinite(x)) return Value::floating(x);
  double r = std::fmod(x, y);
  if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) domain_error();
  return Value::floating(r);
}

Value math_remainder(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "remainder");
  double x = real_arg(in, a.pos[0]), y = real_arg(in, a.pos[1]);
  double r = std::remainder(x, y);
  if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) domain_error();
  return Value::floating(r);
}

Value math_ldexp(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "ldexp");
  double x = real_arg(in, a.pos[0]);
  int64_t e = int_arg(in, a.pos[1]);
  // Exponents beyond an int just saturate: the result is already 0 or inf.
  double r = std::ldexp(x, int(std::max<int64_t>(std::min<int64_t>(e, 100000), -100000)));
  if (std::isinf(r) && std::isfinite(x)) range_error();
  return Value::floating(r);
}

Value math_isclose(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"rel_tol", "abs_tol"}, "isclose");
  check_arity(a, 2, 2, "isclose", ArgStyle::TakesPositional);
  double x = real_arg(in, a.pos[0]), y = real_arg(in, a.pos[1]);
  const Value* r = find_kwarg(a, "rel_tol");
  const Value* t = find_kwarg(a, "abs_tol");
  double rel = r ? real_arg(in, *r) : 1e-09, abs_tol = t ? real_arg(in, *t) : 0.0;
  if (rel < 0.0 || abs_tol < 0.0) throw_value_error("tolerances must be non-negative");
  if (x == y) return Value::boolean(true);
  if (std::isinf(x) || std::isinf(y)) return Value::boolean(false);
  double diff = std::fabs(y - x);
  return Value::boolean(diff <= std::fabs(rel * y) || diff <= std::fabs(rel * x) ||
                        diff <= abs_tol);
}

// ---- sums, products and distances ------------------------------------------------------

Value math_hypot(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "hypot");
  double r = 0;
  for (const Value& v : a.pos) r = std::hypot(r, real_arg(in, v));
  return Value::floating(r);
}

Value math_dist(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "dist");
  std::vector<Value> p = items_of(in, a.pos[0]), q = items_of(in, a.pos[1]);
  if (p.size() != q.size())
    throw_value_error("both points must have the same number of dimensions");
  double r = 0;
  for (size_t i = 0; i < p.size(); ++i) r = std::hypot(r, real_arg(in, p[i]) - real_arg(in, q[i]));
  return Value::floating(r);
}

Value math_fsum(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "math.fsum");
  return Value::floating(fsum(in, a.pos[0]));
}

Value math_prod(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"start"}, "prod");
  check_arity(a, 1, 1, "prod", ArgStyle::TakesPositional);
  const Value* st = find_kwarg(a, "start");
  Value acc = st ? *st : Value::integer(1);
  in.for_each(a.pos[0], [&](const Value& x) {
    int64_t r;
    if (acc.is_int() && x.is_int() && !__builtin_mul_overflow(acc.as_int(), x.as_int(), &r))
      acc = Value::integer(r);
    else
      acc = in.binop(BinOpKind::Mult, acc, x);
    return true;
  });
  return acc;
}

// ---- integers ------------------------------------------------------------------------------

Value math_factorial(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "math.factorial");
  if (is_bigint(a.pos[0]) && !a.pos[0].as<BigInt>()->n.is_negative())
    throw_overflow("factorial() argument should not exceed 9223372036854775807");
  int64_t n = int_arg(in, a.pos[0]);
  if (n < 0) throw_value_error("factorial() not defined for negative values");
  return int_value(range_product(2, n + 1));
}

Value math_gcd(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "gcd");
  BigNum g;
  for (const Value& v : a.pos) g = BigNum::gcd(g, big_int_arg(in, v));
  return int_value(g);
}

Value math_lcm(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "lcm");
  BigNum l(int64_t{1}), q, r;
  for (const Value& v : a.pos) {
    BigNum x = big_int_arg(in, v);
    if (x.is_zero() || l.is_zero()) {
      l = BigNum();
      continue;
    }
    BigNum::divmod(l, BigNum::gcd(l, x), q, r);
    l = BigNum::mul(q, x.magnitude());
  }
  return int_value(l);
}

Value math_isqrt(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "math.isqrt");
  BigNum n = big_int_arg(in, a.pos[0]);
  if (n.is_negative()) throw_value_error("isqrt() argument must be nonnegative");
  return int_value(BigNum::isqrt(n));
}

Value math_comb(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "comb");
  BigNum n = big_int_arg(in, a.pos[0]), k = big_int_arg(in, a.pos[1]);
  if (n.is_negative()) throw_value_error("n must be a non-negative integer");
  if (k.is_negative()) throw_value_error("k must be a non-negative integer");
  if (BigNum::compare(k, n) > 0) return Value::integer(0);
  BigNum rest = BigNum::sub(n, k);
  if (BigNum::compare(rest, k) < 0) k = rest;
  int64_t kk;
  if (!k.to_i64(kk)) throw_overflow("min(n - k, k) must not exceed 9223372036854775807");
  BigNum r(int64_t{1}), q, rem;
  for (int64_t i = 0; i < kk; ++i) {
    // Exact: r is C(n, i + 1) after this step.
    r = BigNum::mul(r, BigNum::sub(n, BigNum(i)));
    BigNum::divmod(r, BigNum(i + 1), q, rem);
    r = q;
    if ((i & 1023) == 0) in.check_interrupt();
  }
  return int_value(r);
}

Value math_perm(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 2, "perm", ArgStyle::Expected);
  BigNum n = big_int_arg(in, a.pos[0]);
  BigNum k = a.pos.size() > 1 && !a.pos[1].is_none() ? big_int_arg(in, a.pos[1]) : n;
  if (n.is_negative()) throw_value_error("n must be a non-negative integer");
  if (k.is_negative()) throw_value_error("k must be a non-negative integer");
  if (BigNum::compare(k, n) > 0) return Value::integer(0);
  int64_t kk;
  if (!k.to_i64(kk)) throw_overflow("k must not exceed 9223372036854775807");
  BigNum r(int64_t{1});
  for (int64_t i = 0; i < kk; ++i) {
    r = BigNum::mul(r, BigNum::sub(n, BigNum(i)));
    if ((i & 1023) == 0) in.check_interrupt();
  }
  return int_value(r);
}

const NativeDef kMathFunctions[] = {
// clang-format off: the formatter would indent the entry after an X-macro expansion.
#define X(name, result, check, doc) {#name, math_##name, "(x, /)", doc},
    MINITF_MATH_UNARY(X)
#undef X
    // clang-format on
    {"gamma", [](Interpreter& in, CallArgs& a) { return gamma_of(in, a, false); }, "(x, /)",
     "Gamma function at x."},
    {"lgamma", [](Interpreter& in, CallArgs& a) { return gamma_of(in, a, true); }, "(x, /)",
     "Natural logarithm of absolute value of Gamma function at x."},
    {"log", math_log, "(x, [base=math.e])", "Return the logarithm of x to the given base."},
    {"log2", math_log2, "(x, /)", "Return the base 2 logarithm of x."},
    {"log10", math_log10, "(x, /)", "Return the base 10 logarithm of x."},
    {"pow", math_pow, "(x, y, /)", "Return x**y (x to the power of y)."},
    {"atan2", math_atan2, "(y, x, /)", "Return the arc tangent (measured in radians) of y/x."},
    {"copysign", math_copysign, "(x, y, /)",
     "Return a float with the magnitude (absolute value) of x but the sign of y."},
    {"fmod", math_fmod, "(x, y, /)", "Return fmod(x, y), according to platform C."},
    {"remainder", math_remainder, "(x, y, /)",
     "Difference between x and the closest integer multiple of y."},
    {"ldexp", math_ldexp, "(x, i, /)", "Return x * (2**i)."},
    {"frexp", math_frexp, "(x, /)", "Return the mantissa and exponent of x, as pair (m, e)."},
    {"modf", math_modf, "(x, /)", "Return the fractional and integer parts of x."},
    {"floor", math_floor, "(x, /)", "Return the floor of x as an Integral."},
    {"ceil", math_ceil, "(x, /)", "Return the ceiling of x as an Integral."},
    {"trunc", math_trunc, "(x, /)", "Truncates the Real x to the nearest Integral toward 0."},
    {"isnan", math_isnan, "(x, /)",
     "Return True if x is a NaN (not a number), and False otherwise."},
    {"isinf", math_isinf, "(x, /)",
     "Return True if x is a positive or negative infinity, and False otherwise."},
    {"isfinite", math_isfinite, "(x, /)",
     "Return True if x is neither an infinity nor a NaN, and False otherwise."},
    {"isclose", math_isclose, "(a, b, *, rel_tol=1e-09, abs_tol=0.0)",
     "Determine whether two floating point numbers are close in value."},
    {"hypot", math_hypot, "(*coordinates)",
     "Multidimensional Euclidean distance from the origin to a point."},
    {"dist", math_dist, "(p, q, /)", "Return the Euclidean distance between two points p and q."},
    {"fsum", math_fsum, "(seq, /)",
     "Return an accurate floating point sum of values in the iterable seq."},
    {"prod", math_prod, "(iterable, /, *, start=1)",
     "Calculate the product of all the elements in the input iterable."},
    {"factorial", math_factorial, "(n, /)", "Find n!."},
    {"gcd", math_gcd, "(*integers)", "Greatest Common Divisor."},
    {"lcm", math_lcm, "(*integers)", "Least Common Multiple."},
    {"isqrt", math_isqrt, "(n, /)", "Return the integer part of the square root of the input."},
    {"comb", math_comb, "(n, k, /)",
     "Number of ways to choose k items from n items without repetition and without order."},
    {"perm", math_perm, "(n, k=None, /)",
     "Number of ways to choose k items from n items without repetition and with order."},
};

}  // namespace

Ref<Module> make_math_module(Interpreter& in) {
  Ref<Module> m(new Module("math"));
  m->set(in, "pi", Value::floating(M_PI));
  m->set(in, "e", Value::floating(M_E));
  m->set(in, "tau", Value::floating(2 * M_PI));
  m->set(in, "inf", Value::floating(std::numeric_limits<double>::infinity()));
  m->set(in, "nan", Value::floating(std::numeric_limits<double>::quiet_NaN()));
  add_functions(in, *m, kMathFunctions);
  return m;
}

}  // namespace minitf
