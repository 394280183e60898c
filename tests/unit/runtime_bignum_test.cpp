// BigNum against exact 128-bit arithmetic, and its conversions and rounding.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "base/mt19937.h"
#include "runtime/bignum.h"

using minitf::BigNum;

namespace {

// The decimal text of a 128-bit value (the reference for to_string).
std::string text_of(__int128 v) {
  if (v == 0) return "0";
  bool neg = v < 0;
  unsigned __int128 m = neg ? (unsigned __int128)0 - (unsigned __int128)v : (unsigned __int128)v;
  std::string s;
  while (m) {
    s.insert(s.begin(), char('0' + int(m % 10)));
    m /= 10;
  }
  return neg ? "-" + s : s;
}

BigNum big_of(__int128 v) {
  bool neg = v < 0;
  unsigned __int128 m = neg ? (unsigned __int128)0 - (unsigned __int128)v : (unsigned __int128)v;
  BigNum hi = BigNum::from_u64(uint64_t(m >> 64), false);
  BigNum r = BigNum::add(BigNum::shift_left(hi, 64), BigNum::from_u64(uint64_t(m), false));
  return neg ? r.negated() : r;
}

// Python's floor division and modulo on 128-bit values.
void floor_divmod(__int128 a, __int128 b, __int128& q, __int128& r) {
  q = a / b;
  r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
}

}  // namespace

TEST_CASE("bignum: arithmetic agrees with 128-bit ints", "[bignum]") {
  minitf::MT19937 rng(12345);
  auto draw = [&]() -> __int128 {
    // Mixed magnitudes: small, one limb, two limbs, three.
    int bits = int(rng.genrand_int32() % 100) + 1;
    unsigned __int128 m = ((unsigned __int128)rng.genrand_int32() << 96) |
                          ((unsigned __int128)rng.genrand_int32() << 64) |
                          ((unsigned __int128)rng.genrand_int32() << 32) | rng.genrand_int32();
    m >>= (128 - bits);
    auto v = __int128(m);
    return (rng.genrand_int32() & 1) ? -v : v;
  };
  for (int i = 0; i < 20000; ++i) {
    __int128 a = draw(), b = draw();
    BigNum x = big_of(a), y = big_of(b);
    REQUIRE(BigNum::add(x, y).to_string(10) == text_of(a + b));
    REQUIRE(BigNum::sub(x, y).to_string(10) == text_of(a - b));
    if (BigNum::compare(x, big_of(a)) != 0) FAIL("compare of equal values");
    REQUIRE(BigNum::compare(x, y) == (a < b ? -1 : a > b ? 1 : 0));
    if (b != 0) {
      __int128 q, r;
      floor_divmod(a, b, q, r);
      BigNum bq, br;
      BigNum::divmod(x, y, bq, br);
      REQUIRE(bq.to_string(10) == text_of(q));
      REQUIRE(br.to_string(10) == text_of(r));
    }
    // Products of values under 2**62 fit in 128 bits.
    __int128 sa = a >> 40, sb = b >> 40;
    REQUIRE(BigNum::mul(big_of(sa), big_of(sb)).to_string(10) == text_of(sa * sb));
    REQUIRE(BigNum::bit_and(x, y).to_string(10) == text_of(a & b));
    REQUIRE(BigNum::bit_or(x, y).to_string(10) == text_of(a | b));
    REQUIRE(BigNum::bit_xor(x, y).to_string(10) == text_of(a ^ b));
    REQUIRE(BigNum::shift_right(x, 7).to_string(10) == text_of(a >> 7));
    REQUIRE(BigNum::parse(text_of(a < 0 ? -a : a), 10).to_string(10) == text_of(a < 0 ? -a : a));
  }
}

TEST_CASE("bignum: Karatsuba products agree with schoolbook identities", "[bignum]") {
  // (2**n - 1)**2 == 2**(2n) - 2**(n+1) + 1 exercises the split path.
  for (uint64_t n : {1000u, 3000u, 10007u}) {
    BigNum one(int64_t{1});
    BigNum m = BigNum::sub(BigNum::shift_left(one, n), one);
    BigNum expect = BigNum::add(
        BigNum::sub(BigNum::shift_left(one, 2 * n), BigNum::shift_left(one, n + 1)), one);
    REQUIRE(BigNum::compare(BigNum::mul(m, m), expect) == 0);
    BigNum q, r;
    BigNum::divmod(expect, m, q, r);
    REQUIRE(BigNum::compare(q, m) == 0);
    REQUIRE(r.is_zero());
  }
}

TEST_CASE("bignum: conversion to double rounds half to even", "[bignum]") {
  bool overflow = false;
  BigNum one(int64_t{1});
  // 2**53 + 1 is a tie: it rounds to even 2**53; 2**53 + 3 rounds up.
  BigNum tie = BigNum::add(BigNum::shift_left(one, 53), one);
  REQUIRE(tie.to_double(overflow) == 9007199254740992.0);
  BigNum up = BigNum::add(BigNum::shift_left(one, 53), BigNum(int64_t{3}));
  REQUIRE(up.to_double(overflow) == 9007199254740996.0);
  // A tie far above 64 bits, broken by a low sticky bit.
  BigNum big_tie = BigNum::add(BigNum::shift_left(one, 200), BigNum::shift_left(one, 147));
  REQUIRE(big_tie.to_double(overflow) == std::ldexp(1.0, 200));
  BigNum sticky = BigNum::add(big_tie, one);
  REQUIRE(sticky.to_double(overflow) == std::ldexp(1.0, 200) + std::ldexp(1.0, 148));
  BigNum::shift_left(one, 1024).to_double(overflow);
  REQUIRE(overflow);
  REQUIRE(BigNum::from_double(1e300).to_double(overflow) == 1e300);
  REQUIRE(!overflow);
}

TEST_CASE("bignum: hash is the value modulo 2**61 - 1", "[bignum]") {
  BigNum one(int64_t{1});
  REQUIRE(BigNum::shift_left(one, 61).hash() == 1);
  REQUIRE(BigNum::shift_left(one, 100).hash() == 549755813888);
  REQUIRE(BigNum::shift_left(one, 100).negated().hash() == -549755813888);
  REQUIRE(BigNum(int64_t{-1}).hash() == -2);
}

TEST_CASE("bignum: bases and bytes round-trip", "[bignum]") {
  BigNum v = BigNum::parse("123456789abcdef0123456789abcdef", 16);
  REQUIRE(v.to_string(16) == "123456789abcdef0123456789abcdef");
  REQUIRE(BigNum::parse(v.to_string(2), 2).to_string(10) == v.to_string(10));
  REQUIRE(BigNum::parse(v.to_string(8), 8).to_string(10) == v.to_string(10));
  REQUIRE(BigNum::parse_literal("0x10000000000000000").to_string(10) == "18446744073709551616");
  std::vector<uint8_t> bytes;
  BigNum neg = v.negated();
  REQUIRE(neg.to_bytes(17, true, bytes));
  REQUIRE(BigNum::compare(BigNum::from_bytes(bytes, true), neg) == 0);
  REQUIRE(!neg.to_bytes(17, false, bytes));
  REQUIRE(!v.to_bytes(15, false, bytes));
}
