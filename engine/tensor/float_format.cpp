#include "tensor/float_format.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "tensor/dtype.h"

namespace minitf {

namespace {

// Large enough for "%.*f" of the largest double (309 whole digits) with the
// most fractional digits numpy asks for (precision 8 plus min_digits slack).
constexpr size_t kFixedBufferSize = 400;
// Large enough for any "%.*e" / to_chars scientific text we produce.
constexpr size_t kSciBufferSize = 64;
// float16 needs at most 5 significant digits to round-trip.
constexpr int kMaxHalfDigits = 5;

// Parses "-d.ddde+XX" (as printed by to_chars / %e) into digits + exponent.
DecimalDigits parse_scientific(const char* s, bool strip_zeros) {
  DecimalDigits d;
  if (*s == '-') {
    d.negative = true;
    ++s;
  }
  for (; *s && *s != 'e'; ++s)
    if (*s != '.') d.digits += *s;
  if (*s == 'e') d.exponent = std::atoi(s + 1);
  if (strip_zeros) {
    while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  }
  return d;
}

bool half_round_trips(const char* text, double value) {
  float parsed = std::strtof(text, nullptr);
  return Half(parsed).bits == Half(static_cast<float>(value)).bits;
}

// Whole and fraction digit strings of a positional number.
struct Fixed {
  bool negative = false;
  std::string whole;
  std::string frac;
};

Fixed to_fixed(const DecimalDigits& d) {
  Fixed f;
  f.negative = d.negative;
  if (d.digits == "0") {
    f.whole = "0";
    return f;
  }
  if (d.exponent >= 0) {
    size_t nwhole = static_cast<size_t>(d.exponent) + 1;
    if (d.digits.size() <= nwhole) {
      f.whole = d.digits + std::string(nwhole - d.digits.size(), '0');
    } else {
      f.whole = d.digits.substr(0, nwhole);
      f.frac = d.digits.substr(nwhole);
    }
  } else {
    f.whole = "0";
    f.frac = std::string(static_cast<size_t>(-d.exponent - 1), '0') + d.digits;
  }
  return f;
}

// %.*f of the exact value: correctly rounded, zeros kept.
Fixed fixed_rounded(double value, int frac) {
  char buf[kFixedBufferSize];
  std::snprintf(buf, sizeof buf, "%.*f", frac, value);
  Fixed f;
  const char* s = buf;
  if (*s == '-') {
    f.negative = true;
    ++s;
  }
  for (; *s && *s != '.'; ++s) f.whole += *s;
  if (*s == '.')
    for (++s; *s; ++s) f.frac += *s;
  return f;
}

int frac_count(const DecimalDigits& d) {
  if (d.digits == "0") return 0;
  int n = static_cast<int>(d.digits.size()) - 1 - d.exponent;
  return n > 0 ? n : 0;
}

void pad_to(std::string& out, const std::string& s, int width) {
  if (width > static_cast<int>(s.size())) out.append(width - s.size(), ' ');
  out += s;
}

std::string sign_text(bool negative, bool force_plus) {
  return negative ? "-" : (force_plus ? "+" : "");
}

std::string either(double value, FloatKind kind, Trim trim_pos, Trim trim_sci, bool sign) {
  double a = std::fabs(value);
  Dragon4Options o;
  o.sign = sign;
  if (a == 0 || (a < 1e16 && a >= 1e-4)) {
    o.trim = trim_pos;
    return dragon4_positional(value, kind, o);
  }
  o.trim = trim_sci;
  return dragon4_scientific(value, kind, o);
}

}  // namespace

DecimalDigits shortest_digits(double value, FloatKind kind) {
  if (value == 0) {
    DecimalDigits d;
    d.negative = std::signbit(value);
    d.digits = "0";
    return d;
  }
  char buf[kSciBufferSize];
  if (kind == FloatKind::Double) {
    auto r = std::to_chars(buf, buf + sizeof buf - 1, value, std::chars_format::scientific);
    *r.ptr = 0;
  } else if (kind == FloatKind::Single) {
    auto r = std::to_chars(buf, buf + sizeof buf - 1, static_cast<float>(value),
                           std::chars_format::scientific);
    *r.ptr = 0;
  } else {
    // The shortest correctly rounded candidate that maps back to the same half
    // is the one Dragon4 picks.
    for (int p = 1; p <= kMaxHalfDigits; ++p) {
      std::snprintf(buf, sizeof buf, "%.*e", p - 1, value);
      if (half_round_trips(buf, value)) break;
    }
  }
  return parse_scientific(buf, true);
}

DecimalDigits rounded_fraction_digits(double value, int frac) {
  Fixed f = fixed_rounded(value, frac);
  DecimalDigits d;
  d.negative = f.negative;
  std::string all = f.whole + f.frac;
  size_t first = all.find_first_not_of('0');
  if (first == std::string::npos) {
    d.digits = "0";
    return d;
  }
  d.exponent = static_cast<int>(f.whole.size()) - 1 - static_cast<int>(first);
  d.digits = all.substr(first);
  while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
  return d;
}

DecimalDigits rounded_significant_digits(double value, int sig) {
  char buf[kSciBufferSize];
  std::snprintf(buf, sizeof buf, "%.*e", sig - 1, value);
  return parse_scientific(buf, true);
}

std::string dragon4_positional(double value, FloatKind kind, const Dragon4Options& opt) {
  DecimalDigits d = shortest_digits(value, kind);
  if (opt.precision >= 0 && frac_count(d) > opt.precision) {
    d = rounded_fraction_digits(value, opt.precision);
  }
  Fixed f = to_fixed(d);
  // With min_digits given, Dragon4 generates real digits down to 10^-min_digits
  // before its uniqueness test can stop it: so an integral value prints all its
  // whole digits (numpy arrays show float32 98765432 as "98765432.", its scalar
  // str as "98765430.0").
  if (opt.min_digits >= 0 && opt.min_digits >= static_cast<int>(f.frac.size())) {
    bool neg = f.negative;
    f = fixed_rounded(value, opt.min_digits);  // real digits past the shortest ones
    f.negative = neg;
  }
  if (opt.precision >= 0 && opt.trim != Trim::Keep) {
    while (!f.frac.empty() && f.frac.back() == '0') f.frac.pop_back();
  }
  std::string whole = sign_text(f.negative, opt.sign) + f.whole;
  std::string out;
  pad_to(out, whole, opt.pad_left);
  int nfrac = static_cast<int>(f.frac.size());
  if (f.frac.empty()) {
    if (opt.trim == Trim::LeaveOneZero) {
      out += ".0";
      nfrac = 1;
    } else if (opt.trim != Trim::DotAndZeros) {
      out += '.';
    }
  } else {
    out += '.';
    out += f.frac;
  }
  if (opt.pad_right > nfrac) out.append(opt.pad_right - nfrac, ' ');
  return out;
}

std::string dragon4_scientific(double value, FloatKind kind, const Dragon4Options& opt) {
  DecimalDigits d = shortest_digits(value, kind);
  int fc = static_cast<int>(d.digits.size()) - 1;
  if (opt.precision >= 0 && fc > opt.precision) {
    d = rounded_significant_digits(value, opt.precision + 1);
  }
  std::string rest = d.digits.substr(1);
  if (opt.min_digits > static_cast<int>(rest.size())) {
    char buf[kSciBufferSize];
    std::snprintf(buf, sizeof buf, "%.*e", opt.min_digits, value);
    DecimalDigits full = parse_scientific(buf, false);
    d.exponent = full.exponent;
    d.digits = full.digits;
    rest = d.digits.substr(1);
  }
  if (opt.precision >= 0 && opt.trim != Trim::Keep) {
    while (!rest.empty() && rest.back() == '0') rest.pop_back();
  }
  std::string whole = sign_text(d.negative, opt.sign) + d.digits.substr(0, 1);
  std::string out;
  pad_to(out, whole, opt.pad_left);
  if (rest.empty()) {
    if (opt.trim == Trim::LeaveOneZero) {
      out += ".0";
    } else if (opt.trim != Trim::DotAndZeros) {
      out += '.';
    }
  } else {
    out += '.';
    out += rest;
  }
  int exp = d.digits == "0" ? 0 : d.exponent;
  out += exp < 0 ? "e-" : "e+";
  std::string e = std::to_string(exp < 0 ? -exp : exp);
  int width = opt.exp_digits > 2 ? opt.exp_digits : 2;  // numpy prints at least 2
  if (static_cast<int>(e.size()) < width) out.append(width - e.size(), '0');
  return out + e;
}

std::string numpy_scalar_float_str(double value, FloatKind kind) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  return either(value, kind, Trim::LeaveOneZero, Trim::DotAndZeros, false);
}

std::string numpy_complex_part_str(double value, FloatKind kind, bool sign) {
  if (std::isnan(value)) return sign ? "+nan" : "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : (sign ? "+inf" : "inf");
  return either(value, kind, Trim::DotAndZeros, Trim::DotAndZeros, sign);
}

std::string tf_float_to_string(float value) {
  char buf[kSciBufferSize];
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  std::snprintf(buf, sizeof buf, "%.*g", 6, static_cast<double>(value));  // FLT_DIG
  if (std::strtof(buf, nullptr) != value) {
    std::snprintf(buf, sizeof buf, "%.*g", 9, static_cast<double>(value));  // FLT_DIG + 3
  }
  return buf;
}

std::string tf_double_to_string(double value) {
  char buf[kSciBufferSize];
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  std::snprintf(buf, sizeof buf, "%.*g", 15, value);  // DBL_DIG
  if (std::strtod(buf, nullptr) != value) {
    std::snprintf(buf, sizeof buf, "%.*g", 17, value);  // DBL_DIG + 2
  }
  return buf;
}

}  // namespace minitf
