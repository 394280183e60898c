// Arbitrary-precision integer arithmetic: the numbers behind Python ints that
// do not fit in 64 bits (2**100, factorial(30), -2**63 - 1).
//
// Small ints stay inline in Value (runtime/value.h); an operation whose result
// leaves int64 computes here and the result is normalised back: a BigInt
// object (runtime/object.h) always holds a value outside int64, so the inline
// fast paths never need to look at it. This file knows nothing of the
// interpreter: it is sign-magnitude arithmetic on base-2**32 limbs with
// Python's rounding rules (floor division, floor shifts, two's-complement
// bitwise operators, round-half-even conversions to float).
//
// Every result whose size a program chooses (a product, a power, a left
// shift) is checked against the session's memory budget before it is
// allocated, and the long loops poll the interrupt flag, so `2**(10**12)`
// is a MemoryError and `3**(10**8)` stops at Ctrl-C or the time limit.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace minitf {

// Exact three-way comparison of an int64 and a double that is not NaN (a
// double comparison would round the int: 2**53 + 1 > 2.0**53 in Python).
inline int compare_int_double(int64_t i, double d) {
  if (d >= 9223372036854775808.0) return -1;
  if (d < -9223372036854775808.0) return 1;
  double t = __builtin_trunc(d);
  auto ti = int64_t(t);
  if (i != ti) return i < ti ? -1 : 1;
  double frac = d - t;
  return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

class BigNum {
 public:
  BigNum() = default;
  explicit BigNum(int64_t v);
  static BigNum from_u64(uint64_t v, bool negative);
  // The integer part of a finite double (exact: doubles are integers past 2**52).
  static BigNum from_double(double d);
  // Digits in `base` (2..36), already checked by the caller: no sign, no
  // prefix, no underscores, at least one digit.
  static BigNum parse(std::string_view digits, int base);
  // An int literal's text as the parser keeps it for values past int64:
  // decimal digits, or 0x / 0o / 0b and digits (no underscores).
  static BigNum parse_literal(std::string_view text);
  // Little-endian magnitude bytes (int.from_bytes); `is_signed` reads them
  // as two's complement.
  static BigNum from_bytes(const std::vector<uint8_t>& little_endian, bool is_signed);

  bool is_zero() const { return mag_.empty(); }
  bool is_negative() const { return neg_; }
  // The value when it fits in int64.
  bool to_i64(int64_t& out) const;
  // Correctly rounded (half to even), as CPython's int.__float__; sets
  // `overflow` when the value is past the largest double.
  double to_double(bool& overflow) const;
  // Digits in base 2, 8, 10 or 16 with a leading '-' for negatives, no prefix.
  std::string to_string(int base) const;
  // The number of decimal digits to_string(10) would print, within one (for
  // the 4300-digit limit, checked before the quadratic conversion runs).
  uint64_t decimal_digits_estimate() const;
  // CPython's hash: the value modulo 2**61 - 1, keeping the sign; -1 is -2.
  int64_t hash() const;
  uint64_t bit_length() const;  // of the magnitude
  uint64_t bit_count() const;   // set bits of the magnitude
  // Little-endian two's-complement (or magnitude, when !is_signed) bytes,
  // `length` of them; false when the value does not fit (OverflowError).
  bool to_bytes(uint64_t length, bool is_signed, std::vector<uint8_t>& out) const;

  // -1, 0, 1.
  static int compare(const BigNum& a, const BigNum& b);
  // Exact comparison with a finite or infinite double (not NaN).
  static int compare_double(const BigNum& a, double d);

  static BigNum add(const BigNum& a, const BigNum& b);
  static BigNum sub(const BigNum& a, const BigNum& b);
  static BigNum mul(const BigNum& a, const BigNum& b);
  // Floor division and the remainder with the divisor's sign, as Python's
  // // and %; b is not zero.
  static void divmod(const BigNum& a, const BigNum& b, BigNum& q, BigNum& r);
  // a / b correctly rounded, as CPython's int true division; b is not zero.
  // Sets `overflow` when the quotient is past the largest double.
  static double true_divide(const BigNum& a, const BigNum& b, bool& overflow);
  static BigNum pow(const BigNum& base, uint64_t exp);
  // base ** exp % mod (mod not zero, exp >= 0), the result with mod's sign.
  static BigNum pow_mod(const BigNum& base, const BigNum& exp, const BigNum& mod);
  static BigNum shift_left(const BigNum& a, uint64_t n);
  static BigNum shift_right(const BigNum& a, uint64_t n);  // floor
  static BigNum bit_and(const BigNum& a, const BigNum& b);
  static BigNum bit_or(const BigNum& a, const BigNum& b);
  static BigNum bit_xor(const BigNum& a, const BigNum& b);
  static BigNum bit_not(const BigNum& a);               // -a - 1
  static BigNum gcd(const BigNum& a, const BigNum& b);  // >= 0
  // floor(sqrt(a)), a >= 0.
  static BigNum isqrt(const BigNum& a);
  BigNum negated() const;
  BigNum magnitude() const;

 private:
  using Limbs = std::vector<uint32_t>;
  BigNum(bool negative, Limbs mag);
  void normalize();
  bool neg_ = false;
  Limbs mag_;  // little-endian base 2**32, no leading zero limbs; zero is empty

  friend struct BigNumOps;
};

}  // namespace minitf
