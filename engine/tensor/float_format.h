// Float-to-text conversions the formats need, each matching its reference:
//   * numpy's Dragon4 (format_float_positional / format_float_scientific), with
//     shortest round-trip digits for the element's own precision (float16,
//     float32 or float64) — what numpy's str/repr print;
//   * TensorFlow's FloatToBuffer / DoubleToBuffer (%.6g / %.15g, widened to
//     %.9g / %.17g when the short form does not round-trip) — what tf.print uses.
#pragma once

#include <string>

namespace minitf {

enum class FloatKind { Half, Single, Double };

// A finite value as decimal digits: value = ±d.ddd × 10^exponent. Zero is
// digits "0", exponent 0.
struct DecimalDigits {
  bool negative = false;
  std::string digits;
  int exponent = 0;
};

// Shortest digits that round-trip through the `kind` type (value must be
// exactly representable in it).
DecimalDigits shortest_digits(double value, FloatKind kind);
// The exact binary value correctly rounded (ties to even) to `frac` digits
// after the decimal point / to `sig` significant digits.
DecimalDigits rounded_fraction_digits(double value, int frac);
DecimalDigits rounded_significant_digits(double value, int sig);

// numpy's trim modes: 'k' keep, '.' trim zeros keep the point, '0' leave one
// zero, '-' trim zeros and the point.
enum class Trim { Keep, Dot, LeaveOneZero, DotAndZeros };

struct Dragon4Options {
  int precision = -1;   // max fractional digits; -1: no limit
  int min_digits = -1;  // min fractional digits (real digits of the exact value); -1: none
  Trim trim = Trim::Keep;
  bool sign = false;    // print '+' for non-negative values
  int pad_left = -1;    // width of the whole part (spaces on the left)
  int pad_right = -1;   // width of the fraction (spaces on the right); positional only
  int exp_digits = -1;  // minimum exponent digits; scientific only (default 2)
};

// numpy.format_float_positional / format_float_scientific with unique=True.
// Finite values only.
std::string dragon4_positional(double value, FloatKind kind, const Dragon4Options& opt);
std::string dragon4_scientific(double value, FloatKind kind, const Dragon4Options& opt);

// numpy scalar str/repr of a float (1.x): positional when 0 or 1e-4 <= |x| < 1e16
// ("22.0", "1.1"), else scientific ("1e+16", "1.5e-05"); inf, -inf, nan.
std::string numpy_scalar_float_str(double value, FloatKind kind);
// A part of a numpy complex scalar's str ("1", "1.5", "1e+20"); `sign` forces '+'.
std::string numpy_complex_part_str(double value, FloatKind kind, bool sign);

// TensorFlow C++ number formatting (tensorflow/core/platform/numbers.cc).
std::string tf_float_to_string(float value);
std::string tf_double_to_string(double value);

}  // namespace minitf
