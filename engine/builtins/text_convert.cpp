// Conversions between numbers and text that the builtins share: int(s, base)
// and float(s) parsing with CPython's rules, integer digits in a base (bin(),
// hex(), format()), and ascii()'s escaping.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

#include "builtins/format_impl.h"
#include "runtime/errors.h"
#include "runtime/format.h"
#include "runtime/textutil.h"

namespace minitf {

std::string ascii_escape(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    char32_t c = text::decode_at(s, i);
    if (c < 0x80) {
      out.push_back(char(c));
      continue;
    }
    append_escape(out, c);
  }
  return out;
}

std::string int_digits(uint64_t m, int base, bool upper) {
  const char* dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  if (m == 0) return "0";
  std::string out;
  while (m) {
    out.push_back(dig[m % unsigned(base)]);
    m /= unsigned(base);
  }
  return std::string(out.rbegin(), out.rend());
}

namespace {

// Python strips Unicode whitespace around numbers given as strings.
std::string_view strip_space(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e) {
    size_t i = b;
    if (!text::is_space(text::decode_at(s, i))) break;
    b = i;
  }
  while (e > b) {
    size_t st = e - 1;
    while (st > b && (static_cast<unsigned char>(s[st]) & 0xC0) == 0x80) --st;
    size_t i = st;
    if (!text::is_space(text::decode_at(s, i))) break;
    e = st;
  }
  return s.substr(b, e - b);
}

int digit_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

}  // namespace

Value parse_int(std::string_view original, int base) {
  if (base != 0 && (base < 2 || base > 36))
    throw_value_error("int() base must be >= 2 and <= 36, or 0");
  auto fail = [&]() -> Value {
    throw_value_error("invalid literal for int() with base " + std::to_string(base) + ": " +
                      str_repr(original));
  };
  std::string_view s = strip_space(original);
  bool neg = false;
  size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  int b = base;
  bool prefixed = false;
  if (i + 1 < s.size() && s[i] == '0') {
    char p = char(s[i + 1] | 0x20);
    int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
    if (pb && (base == 0 || base == pb)) {
      b = pb;
      i += 2;
      prefixed = true;
    }
  }
  if (b == 0) b = 10;
  // After a prefix one underscore may precede the first digit ("0x_ff").
  if (prefixed && i < s.size() && s[i] == '_') ++i;
  if (i >= s.size()) fail();
  uint64_t mag = 0;
  // Magnitude limit: 2**63 for negatives, 2**63 - 1 otherwise.
  const uint64_t limit = neg ? (uint64_t(1) << 63) : (uint64_t(1) << 63) - 1;
  bool overflow = false, any_nonzero = false, prev_digit = false;
  size_t first = i;
  std::string digits;  // kept for a value past int64
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '_') {
      if (!prev_digit || i + 1 >= s.size()) fail();
      prev_digit = false;
      continue;
    }
    int d = digit_value(c);
    if (d >= b) fail();
    if (d != 0) any_nonzero = true;
    prev_digit = true;
    digits.push_back(c);
    if (mag > (limit - uint64_t(d)) / uint64_t(b))
      overflow = true;
    else
      mag = mag * uint64_t(b) + uint64_t(d);
  }
  // Base 0 rejects decimal literals with leading zeros ("010") as Python
  // source does; "000" is fine.
  if (base == 0 && !prefixed && s[first] == '0' && any_nonzero) fail();
  if (overflow) {
    // CPython limits the digits of bases that are not powers of two, whose
    // conversion is quadratic.
    if ((b & (b - 1)) != 0 && digits.size() > kMaxIntStrDigits)
      throw_value_error("Exceeds the limit (" + std::to_string(kMaxIntStrDigits) +
                        " digits) for integer string conversion: value has " +
                        std::to_string(digits.size()) +
                        " digits; use sys.set_int_max_str_digits() to increase the limit");
    BigNum n = BigNum::parse(digits, b);
    return int_value(neg ? n.negated() : n);
  }
  return Value::integer(neg ? int64_t(0 - mag) : int64_t(mag));
}

double parse_float(std::string_view original) {
  auto fail = [&]() -> double {
    throw_value_error("could not convert string to float: " + str_repr(original));
  };
  std::string_view s = strip_space(original);
  bool neg = false;
  size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  std::string_view body = s.substr(i);
  auto lower_eq = [](std::string_view a, const char* b) {
    if (a.size() != std::strlen(b)) return false;
    for (size_t k = 0; k < a.size(); ++k)
      if (char(a[k] | 0x20) != b[k]) return false;
    return true;
  };
  if (lower_eq(body, "inf") || lower_eq(body, "infinity")) return neg ? -INFINITY : INFINITY;
  if (lower_eq(body, "nan")) return neg ? -NAN : NAN;
  // Validate [digits][.digits][(e|E)[sign]digits] with single underscores
  // between digits, and build the clean text for from_chars.
  std::string clean;
  size_t k = 0;
  auto digits = [&]() {
    size_t n = 0;
    while (k < body.size()) {
      char c = body[k];
      if (c >= '0' && c <= '9') {
        clean.push_back(c);
        ++n;
        ++k;
      } else if (c == '_' && n > 0 && k + 1 < body.size() && body[k + 1] >= '0' &&
                 body[k + 1] <= '9') {
        ++k;
      } else {
        break;
      }
    }
    return n;
  };
  size_t int_digits_n = digits();
  size_t frac_digits_n = 0;
  if (k < body.size() && body[k] == '.') {
    clean.push_back('.');
    ++k;
    frac_digits_n = digits();
  }
  if (int_digits_n + frac_digits_n == 0) fail();
  if (k < body.size() && (body[k] == 'e' || body[k] == 'E')) {
    clean.push_back('e');
    ++k;
    if (k < body.size() && (body[k] == '+' || body[k] == '-')) clean.push_back(body[k++]);
    if (digits() == 0) fail();
  }
  if (k != body.size()) fail();
  double v = 0;
  auto r = std::from_chars(clean.data(), clean.data() + clean.size(), v);
  if (r.ec == std::errc::result_out_of_range) {
    // from_chars reports overflow/underflow without a value; strtod gives
    // Python's answers (inf, or 0.0 / a denormal).
    v = std::strtod(clean.c_str(), nullptr);
  }
  return neg ? -v : v;
}

}  // namespace minitf
