// Float and complex reprs and str repr, with CPython's rules.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include "runtime/format.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>

#include "runtime/errors.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

// Fixed/exponent precisions beyond this are refused (the buffer below holds
// any double's 309 integer digits plus this many decimals).
constexpr int kMaxFloatPrecision = 800;

// Digits of a double rounded to `sig` significant digits (sig <= 0: the
// shortest round-trip digits), as CPython's _Py_dg_dtoa returns them: no
// trailing zeros (but "0" for zero) and the decimal point position `decpt`
// (value = 0.DIGITS * 10**decpt).
void digits_of(double x, int sig, std::string& digits, int& decpt) {
  // 17 significant digits round-trip every double; 1100 covers the longest
  // exact expansion a precision request can ask for (denormals).
  char buf[1200];
  std::to_chars_result r =
      sig <= 0 ? std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific)
               : std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific, sig - 1);
  std::string_view s(buf, r.ptr - buf);
  size_t e = s.find('e');
  digits.clear();
  for (size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits.push_back(s[i]);
  int exp10 = 0;
  std::from_chars(s.data() + e + 1 + (s[e + 1] == '+' ? 1 : 0), s.data() + s.size(), exp10);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  decpt = exp10 + 1;
  if (digits == "0") decpt = 1;
}

}  // namespace

std::string format_float_abs(double d, char type, int precision, bool add_dot_0, bool alt) {
  d = std::fabs(d);
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return "inf";
  // Fixed and exponent notation with an explicit precision are what printf
  // does; to_chars rounds exactly (round-half-even on the exact binary value).
  if (type == 'f' || type == 'e') {
    char buf[1200];  // |d| < 1.8e308 needs at most 309 integer digits + precision
    if (precision > kMaxFloatPrecision) throw_value_error("precision too big");
    auto r = std::to_chars(buf, buf + sizeof buf, d,
                           type == 'f' ? std::chars_format::fixed : std::chars_format::scientific,
                           precision);
    std::string out(buf, r.ptr - buf);
    if (alt && precision == 0) {
      size_t pos = type == 'f' ? out.size() : out.find('e');
      out.insert(pos, ".");
    }
    return out;
  }
  std::string digits;
  int decpt;
  bool use_exp = false;
  int vdigits_end;
  if (type == 'r') {
    digits_of(d, 0, digits, decpt);
    vdigits_end = int(digits.size());
    if (decpt <= -4 || decpt > 16) use_exp = true;
  } else {  // 'g'
    if (precision == 0) precision = 1;
    digits_of(d, precision, digits, decpt);
    vdigits_end = int(digits.size());
    if (decpt <= -4 || decpt > (add_dot_0 ? precision - 1 : precision)) use_exp = true;
    if (alt) vdigits_end = precision;
  }
  int exp = 0;
  if (use_exp) {
    exp = decpt - 1;
    decpt = 1;
  }
  // Mirror of CPython's format_float_short: pad digits with zeros on the left
  // (0.000ddd) and right (ddd000) so the decimal point falls inside.
  int vdigits_start = decpt <= 0 ? decpt - 1 : 0;
  if (!use_exp && add_dot_0)
    vdigits_end = vdigits_end > decpt ? vdigits_end : decpt + 1;
  else
    vdigits_end = vdigits_end > decpt ? vdigits_end : decpt;
  int ndig = int(digits.size());
  std::string out;
  if (decpt <= 0) {
    out.append(size_t(decpt - vdigits_start), '0');
    out.push_back('.');
    out.append(size_t(-decpt), '0');
  } else {
    out.append(size_t(-vdigits_start), '0');
  }
  if (0 < decpt && decpt <= ndig) {
    out.append(digits, 0, size_t(decpt));
    out.push_back('.');
    out.append(digits, size_t(decpt), std::string::npos);
  } else {
    out.append(digits);
  }
  if (ndig < decpt) {
    out.append(size_t(decpt - ndig), '0');
    out.push_back('.');
    out.append(size_t(vdigits_end - decpt), '0');
  } else {
    out.append(size_t(vdigits_end - ndig), '0');
  }
  if (out.back() == '.' && !alt) out.pop_back();
  if (use_exp) {
    char eb[16];
    std::snprintf(eb, sizeof eb, "e%+.02d", exp);
    out.append(eb);
  }
  return out;
}

std::string float_repr(double d) {
  std::string body = format_float_abs(d, 'r', 0, true, false);
  return std::signbit(d) && !std::isnan(d) ? "-" + body : body;
}

std::string complex_repr(double re, double im) {
  auto part = [](double v) {
    std::string b = format_float_abs(v, 'r', 0, false, false);
    return std::signbit(v) && !std::isnan(v) ? "-" + b : b;
  };
  std::string imag = part(im);
  // A real part of +0.0 is omitted: 2j, not (0+2j); -0.0 is kept.
  if (re == 0 && !std::signbit(re)) return imag + "j";
  if (imag[0] != '-') imag = "+" + imag;
  return "(" + part(re) + imag + "j)";
}

void append_escape(std::string& out, char32_t c) {
  char buf[16];
  if (c < 0x100)
    std::snprintf(buf, sizeof buf, "\\x%02x", unsigned(c));
  else if (c < 0x10000)
    std::snprintf(buf, sizeof buf, "\\u%04x", unsigned(c));
  else
    std::snprintf(buf, sizeof buf, "\\U%08x", unsigned(c));
  out += buf;
}

std::string str_repr(std::string_view s) {
  bool has_single = s.find('\'') != std::string_view::npos;
  bool has_double = s.find('"') != std::string_view::npos;
  char quote = (has_single && !has_double) ? '"' : '\'';
  std::string out;
  out.reserve(s.size() + 2);
  out.push_back(quote);
  for (size_t i = 0; i < s.size();) {
    size_t start = i;
    char32_t c = text::decode_at(s, i);
    if (c == char32_t(quote) || c == '\\') {
      out.push_back('\\');
      out.push_back(char(c));
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (text::is_printable(c)) {
      out.append(s.data() + start, i - start);
    } else {
      append_escape(out, c);
    }
  }
  out.push_back(quote);
  return out;
}

}  // namespace minitf
