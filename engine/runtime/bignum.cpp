// Arbitrary-precision integers (bignum.h): sign-magnitude on base-2**32 limbs.
#include "runtime/bignum.h"

#include <algorithm>
#include <cmath>

#include "base/limits.h"
#include "runtime/errors.h"

namespace minitf {

using Limbs = std::vector<uint32_t>;

namespace {

// Products whose shorter operand has this many limbs or more split in
// Karatsuba's way; below it the schoolbook loop is faster.
constexpr size_t kKaratsubaLimbs = 48;

// The long loops (products, quotients, conversions) poll the interrupt flag
// once per this many limb operations: well under a millisecond of work.
constexpr uint64_t kPollLimbOps = uint64_t{1} << 22;

// The quotient bits a true division computes before rounding: a double's
// 53 and two more, so the last one is a sticky bit and ties are exact.
constexpr int kTrueDivideBits = 55;

// 2**61 - 1, the modulus of CPython's numeric hash.
constexpr uint64_t kHashModulus = (uint64_t{1} << 61) - 1;

void trim(Limbs& m) {
  while (!m.empty() && m.back() == 0) m.pop_back();
}

// Counts limb operations and polls the interrupt flag now and then.
struct Poller {
  uint64_t ops = 0;
  void tick(uint64_t n) {
    ops += n;
    if (ops >= kPollLimbOps) {
      ops = 0;
      poll_interrupt();
    }
  }
};

// Checks a result of `n` limbs against the memory budget before it exists.
void reserve_limbs(uint64_t n) { check_memory(n, sizeof(uint32_t)); }

int cmp_mag(const Limbs& a, const Limbs& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (size_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

Limbs add_mag(const Limbs& a, const Limbs& b) {
  const Limbs& x = a.size() >= b.size() ? a : b;
  const Limbs& y = a.size() >= b.size() ? b : a;
  Limbs r(x.size() + 1);
  uint64_t carry = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    uint64_t s = uint64_t(x[i]) + (i < y.size() ? y[i] : 0) + carry;
    r[i] = uint32_t(s);
    carry = s >> 32;
  }
  r[x.size()] = uint32_t(carry);
  trim(r);
  return r;
}

// a - b for |a| >= |b|.
Limbs sub_mag(const Limbs& a, const Limbs& b) {
  Limbs r(a.size());
  int64_t borrow = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    int64_t d = int64_t(a[i]) - (i < b.size() ? int64_t(b[i]) : 0) - borrow;
    borrow = d < 0;
    r[i] = uint32_t(d);
  }
  trim(r);
  return r;
}

// r[offset...] += x (r is long enough for the sum).
void add_at(Limbs& r, const Limbs& x, size_t offset) {
  uint64_t carry = 0;
  size_t i = 0;
  for (; i < x.size(); ++i) {
    uint64_t s = uint64_t(r[offset + i]) + x[i] + carry;
    r[offset + i] = uint32_t(s);
    carry = s >> 32;
  }
  for (size_t k = offset + i; carry && k < r.size(); ++k) {
    uint64_t s = uint64_t(r[k]) + carry;
    r[k] = uint32_t(s);
    carry = s >> 32;
  }
}

Limbs mul_school(const Limbs& a, const Limbs& b, Poller& poll) {
  Limbs r(a.size() + b.size(), 0);
  for (size_t i = 0; i < a.size(); ++i) {
    uint64_t ai = a[i], carry = 0;
    if (ai == 0) continue;
    for (size_t j = 0; j < b.size(); ++j) {
      uint64_t t = ai * b[j] + r[i + j] + carry;
      r[i + j] = uint32_t(t);
      carry = t >> 32;
    }
    r[i + b.size()] = uint32_t(carry);
    poll.tick(b.size());
  }
  trim(r);
  return r;
}

Limbs slice(const Limbs& a, size_t from, size_t to) {
  from = std::min(from, a.size());
  to = std::min(to, a.size());
  Limbs r(a.begin() + ptrdiff_t(from), a.begin() + ptrdiff_t(to));
  trim(r);
  return r;
}

Limbs mul_mag(const Limbs& a, const Limbs& b, Poller& poll) {
  if (a.empty() || b.empty()) return {};
  const Limbs& big = a.size() >= b.size() ? a : b;
  const Limbs& small = a.size() >= b.size() ? b : a;
  if (small.size() < kKaratsubaLimbs) return mul_school(big, small, poll);
  size_t h = big.size() / 2;
  if (small.size() <= h) {
    // Unbalanced: multiply the long operand piece by piece.
    Limbs r(big.size() + small.size() + 1, 0);
    for (size_t off = 0; off < big.size(); off += small.size()) {
      Limbs part = mul_mag(slice(big, off, off + small.size()), small, poll);
      add_at(r, part, off);
    }
    trim(r);
    return r;
  }
  Limbs a0 = slice(big, 0, h), a1 = slice(big, h, big.size());
  Limbs b0 = slice(small, 0, h), b1 = slice(small, h, small.size());
  Limbs z0 = mul_mag(a0, b0, poll);
  Limbs z2 = mul_mag(a1, b1, poll);
  Limbs z1 = mul_mag(add_mag(a0, a1), add_mag(b0, b1), poll);
  z1 = sub_mag(sub_mag(z1, z0), z2);
  Limbs r(big.size() + small.size() + 1, 0);
  add_at(r, z0, 0);
  add_at(r, z1, h);
  add_at(r, z2, 2 * h);
  trim(r);
  return r;
}

// Shifts left by s < 32 bits into a vector one limb longer.
Limbs shl_bits(const Limbs& a, int s, size_t extra) {
  Limbs r(a.size() + extra, 0);
  uint32_t carry = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    r[i] = s ? (a[i] << s) | carry : a[i];
    carry = s ? a[i] >> (32 - s) : 0;
  }
  if (extra) r[a.size()] = carry;
  return r;
}

// Magnitude division by one limb; returns the remainder.
uint32_t divmod_limb(const Limbs& a, uint32_t d, Limbs& q) {
  q.assign(a.size(), 0);
  uint64_t rem = 0;
  for (size_t i = a.size(); i-- > 0;) {
    uint64_t cur = (rem << 32) | a[i];
    q[i] = uint32_t(cur / d);
    rem = cur % d;
  }
  trim(q);
  return uint32_t(rem);
}

// Knuth's algorithm D on magnitudes: q = a / b, r = a % b (b not empty).
void divmod_mag(const Limbs& a, const Limbs& b, Limbs& q, Limbs& r, Poller& poll) {
  if (cmp_mag(a, b) < 0) {
    q.clear();
    r = a;
    return;
  }
  if (b.size() == 1) {
    uint32_t rem = divmod_limb(a, b[0], q);
    r.clear();
    if (rem) r.push_back(rem);
    return;
  }
  int s = __builtin_clz(b.back());
  Limbs v = shl_bits(b, s, 0);
  Limbs u = shl_bits(a, s, 1);
  size_t n = v.size(), m = a.size() - n;
  q.assign(m + 1, 0);
  const uint64_t base = uint64_t{1} << 32;
  for (size_t j = m + 1; j-- > 0;) {
    uint64_t num = (uint64_t(u[j + n]) << 32) | u[j + n - 1];
    uint64_t qhat = num / v[n - 1], rhat = num % v[n - 1];
    while (qhat >= base || qhat * v[n - 2] > ((rhat << 32) | u[j + n - 2])) {
      --qhat;
      rhat += v[n - 1];
      if (rhat >= base) break;
    }
    int64_t borrow = 0;
    uint64_t carry = 0;
    for (size_t i = 0; i < n; ++i) {
      uint64_t p = qhat * v[i] + carry;
      carry = p >> 32;
      int64_t t = int64_t(u[i + j]) - borrow - int64_t(p & 0xFFFFFFFFu);
      u[i + j] = uint32_t(t);
      borrow = t < 0;
    }
    int64_t t = int64_t(u[j + n]) - borrow - int64_t(carry);
    u[j + n] = uint32_t(t);
    if (t < 0) {
      // qhat was one too large (rare): add the divisor back.
      --qhat;
      uint64_t c = 0;
      for (size_t i = 0; i < n; ++i) {
        uint64_t sum = uint64_t(u[i + j]) + v[i] + c;
        u[i + j] = uint32_t(sum);
        c = sum >> 32;
      }
      u[j + n] += uint32_t(c);
    }
    q[j] = uint32_t(qhat);
    poll.tick(n);
  }
  trim(q);
  r.assign(n, 0);
  for (size_t i = 0; i < n; ++i)
    r[i] = s ? (u[i] >> s) | uint32_t(uint64_t(u[i + 1]) << (32 - s)) : u[i];
  trim(r);
}

bool is_power_of_two(const Limbs& m) {
  if (m.empty()) return false;
  for (size_t i = 0; i + 1 < m.size(); ++i)
    if (m[i]) return false;
  return (m.back() & (m.back() - 1)) == 0;
}

uint64_t mag_bits(const Limbs& m) {
  return m.empty() ? 0 : (m.size() - 1) * 32 + uint64_t(32 - __builtin_clz(m.back()));
}

// r = 2**(32 * r.size()) - r: two's-complement negation in place (it maps a
// magnitude to its negative's limbs, and back).
void negate_twos(Limbs& r) {
  uint64_t carry = 1;
  for (auto& x : r) {
    uint64_t s = uint64_t(uint32_t(~x)) + carry;
    x = uint32_t(s);
    carry = s >> 32;
  }
}

// The two's-complement limbs of v, `n` of them (n exceeds v's size).
Limbs to_twos(bool neg, const Limbs& mag, size_t n) {
  Limbs r(n, 0);
  std::copy(mag.begin(), mag.end(), r.begin());
  if (neg) negate_twos(r);
  return r;
}

}  // namespace

// Helpers that need the private layout.
struct BigNumOps {
  static BigNum from_twos(Limbs r) {
    bool neg = !r.empty() && (r.back() >> 31);
    if (neg) negate_twos(r);
    return BigNum(neg, std::move(r));
  }
  template <class Op>
  static BigNum bitwise(const BigNum& a, const BigNum& b, Op op) {
    size_t n = std::max(a.mag_.size(), b.mag_.size()) + 1;
    Limbs x = to_twos(a.neg_, a.mag_, n), y = to_twos(b.neg_, b.mag_, n);
    for (size_t i = 0; i < n; ++i) x[i] = op(x[i], y[i]);
    return from_twos(std::move(x));
  }
};

BigNum::BigNum(bool negative, Limbs mag) : neg_(negative), mag_(std::move(mag)) { normalize(); }

void BigNum::normalize() {
  trim(mag_);
  if (mag_.empty()) neg_ = false;
}

BigNum::BigNum(int64_t v) {
  uint64_t m = v < 0 ? uint64_t(0) - uint64_t(v) : uint64_t(v);
  *this = from_u64(m, v < 0);
}

BigNum BigNum::from_u64(uint64_t v, bool negative) {
  Limbs m;
  if (v) m.push_back(uint32_t(v));
  if (v >> 32) m.push_back(uint32_t(v >> 32));
  return BigNum(negative, std::move(m));
}

BigNum BigNum::from_double(double d) {
  d = std::trunc(d);
  bool neg = d < 0;
  d = std::fabs(d);
  if (d < 18446744073709551616.0) return from_u64(uint64_t(d), neg);
  int e = 0;
  double m = std::frexp(d, &e);  // d = m * 2**e, m in [0.5, 1)
  auto mant = uint64_t(std::ldexp(m, 53));
  BigNum r = shift_left(from_u64(mant, false), uint64_t(e - 53));
  r.neg_ = neg;
  r.normalize();
  return r;
}

BigNum BigNum::parse(std::string_view digits, int base) {
  auto digit = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
  Limbs m;
  if ((base & (base - 1)) == 0) {
    int bits = __builtin_ctz(unsigned(base));
    uint64_t pos = 0;
    m.assign((digits.size() * uint64_t(bits)) / 32 + 1, 0);
    for (size_t i = digits.size(); i-- > 0; pos += uint64_t(bits)) {
      uint64_t d = uint64_t(digit(digits[i]));
      m[pos / 32] |= uint32_t(d << (pos % 32));
      if (pos % 32 + uint64_t(bits) > 32) m[pos / 32 + 1] |= uint32_t(d >> (32 - pos % 32));
    }
    return BigNum(false, std::move(m));
  }
  // Other bases: fold in as many digits per step as fit in one limb.
  uint32_t chunk_mul = 1;
  int per = 0;
  while (uint64_t(chunk_mul) * uint64_t(base) <= 0xFFFFFFFFu) {
    chunk_mul *= uint32_t(base);
    ++per;
  }
  Poller poll;
  for (size_t i = 0; i < digits.size();) {
    uint32_t mul = 1, add = 0;
    for (int k = 0; k < per && i < digits.size(); ++k, ++i) {
      mul *= uint32_t(base);
      add = add * uint32_t(base) + uint32_t(digit(digits[i]));
    }
    uint64_t carry = add;
    for (auto& x : m) {
      uint64_t t = uint64_t(x) * mul + carry;
      x = uint32_t(t);
      carry = t >> 32;
    }
    if (carry) m.push_back(uint32_t(carry));
    poll.tick(m.size());
  }
  return BigNum(false, std::move(m));
}

BigNum BigNum::parse_literal(std::string_view text) {
  if (text.size() > 2 && text[0] == '0') {
    char b = text[1];
    if (b == 'x') return parse(text.substr(2), 16);
    if (b == 'o') return parse(text.substr(2), 8);
    if (b == 'b') return parse(text.substr(2), 2);
  }
  return parse(text, 10);
}

BigNum BigNum::from_bytes(const std::vector<uint8_t>& le, bool is_signed) {
  Limbs m((le.size() + 3) / 4, 0);
  for (size_t i = 0; i < le.size(); ++i) m[i / 4] |= uint32_t(le[i]) << (8 * (i % 4));
  if (is_signed && !le.empty() && (le.back() & 0x80)) {
    // Sign-extend to whole limbs, then read as two's complement.
    for (size_t i = le.size(); i < m.size() * 4; ++i) m[i / 4] |= uint32_t(0xFF) << (8 * (i % 4));
    return BigNumOps::from_twos(std::move(m));
  }
  return BigNum(false, std::move(m));
}

bool BigNum::to_i64(int64_t& out) const {
  if (mag_.size() > 2) return false;
  uint64_t m = 0;
  for (size_t i = mag_.size(); i-- > 0;) m = (m << 32) | mag_[i];
  if (neg_) {
    if (m > uint64_t(INT64_MAX) + 1) return false;
    out = int64_t(uint64_t(0) - m);
  } else {
    if (m > uint64_t(INT64_MAX)) return false;
    out = int64_t(m);
  }
  return true;
}

double BigNum::to_double(bool& overflow) const {
  overflow = false;
  uint64_t bits = mag_bits(mag_);
  if (bits <= 64) {
    uint64_t m = 0;
    for (size_t i = mag_.size(); i-- > 0;) m = (m << 32) | mag_[i];
    double d = double(m);
    return neg_ ? -d : d;
  }
  if (bits > 1025) {
    overflow = true;
    return 0;
  }
  // The top 64 bits, the lowest of them made sticky for the bits below, so
  // the hardware's conversion rounds half to even exactly once.
  BigNum top = shift_right(magnitude(), bits - 64);
  uint64_t m = 0;
  for (size_t i = top.mag_.size(); i-- > 0;) m = (m << 32) | top.mag_[i];
  if (compare(shift_left(top, bits - 64), magnitude()) != 0) m |= 1;
  double d = std::ldexp(double(m), int(bits - 64));
  if (std::isinf(d)) {
    overflow = true;
    return 0;
  }
  return neg_ ? -d : d;
}

std::string BigNum::to_string(int base) const {
  if (mag_.empty()) return "0";
  std::string out;
  if ((base & (base - 1)) == 0) {
    int bits = __builtin_ctz(unsigned(base));
    uint64_t total = mag_bits(mag_);
    for (uint64_t pos = 0; pos < total; pos += uint64_t(bits)) {
      uint64_t word = mag_[pos / 32] >> (pos % 32);
      if (pos % 32 + uint64_t(bits) > 32 && pos / 32 + 1 < mag_.size())
        word |= uint64_t(mag_[pos / 32 + 1]) << (32 - pos % 32);
      out.push_back("0123456789abcdef"[word & uint64_t(base - 1)]);
    }
  } else {
    // Nine decimal digits per division by 10**9.
    Limbs m = mag_, q;
    Poller poll;
    while (!m.empty()) {
      uint32_t rem = divmod_limb(m, 1000000000u, q);
      m.swap(q);
      for (int k = 0; k < 9; ++k) {
        out.push_back(char('0' + rem % 10));
        rem /= 10;
        if (m.empty() && rem == 0) break;
      }
      poll.tick(m.size());
    }
  }
  while (out.size() > 1 && out.back() == '0') out.pop_back();
  if (neg_) out.push_back('-');
  std::reverse(out.begin(), out.end());
  return out;
}

uint64_t BigNum::decimal_digits_estimate() const {
  return uint64_t(double(mag_bits(mag_)) * 0.30102999566398120) + 1;
}

int64_t BigNum::hash() const {
  uint64_t x = 0;
  for (size_t i = mag_.size(); i-- > 0;)
    x = uint64_t((((unsigned __int128)x << 32) | mag_[i]) % kHashModulus);
  auto h = int64_t(x);
  if (neg_) h = -h;
  return h == -1 ? -2 : h;
}

uint64_t BigNum::bit_length() const { return mag_bits(mag_); }

uint64_t BigNum::bit_count() const {
  uint64_t n = 0;
  for (uint32_t x : mag_) n += uint64_t(__builtin_popcount(x));
  return n;
}

bool BigNum::to_bytes(uint64_t length, bool is_signed, std::vector<uint8_t>& out) const {
  if (!is_signed && neg_) return false;
  uint64_t bits = mag_bits(mag_);
  if (is_signed) {
    // Two's complement needs a sign bit; -2**(8n-1) is the one negative
    // value whose magnitude uses all 8n bits.
    bool min_value = neg_ && is_power_of_two(mag_) && bits == length * 8;
    if (bits + 1 > length * 8 && !min_value) return false;
  } else if (bits > length * 8) {
    return false;
  }
  Limbs t = to_twos(neg_, mag_, size_t(length / 4 + 2));
  out.assign(size_t(length), 0);
  for (uint64_t i = 0; i < length; ++i) out[i] = uint8_t(t[i / 4] >> (8 * (i % 4)));
  return true;
}

int BigNum::compare(const BigNum& a, const BigNum& b) {
  if (a.neg_ != b.neg_) return a.neg_ ? -1 : 1;
  int c = cmp_mag(a.mag_, b.mag_);
  return a.neg_ ? -c : c;
}

int BigNum::compare_double(const BigNum& a, double d) {
  if (std::isinf(d)) return d > 0 ? -1 : 1;
  double t = std::trunc(d);
  int c = compare(a, from_double(t));
  if (c != 0) return c;
  double frac = d - t;
  return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

BigNum BigNum::add(const BigNum& a, const BigNum& b) {
  if (a.neg_ == b.neg_) return BigNum(a.neg_, add_mag(a.mag_, b.mag_));
  int c = cmp_mag(a.mag_, b.mag_);
  if (c == 0) return BigNum();
  return c > 0 ? BigNum(a.neg_, sub_mag(a.mag_, b.mag_)) : BigNum(b.neg_, sub_mag(b.mag_, a.mag_));
}

BigNum BigNum::sub(const BigNum& a, const BigNum& b) { return add(a, b.negated()); }

BigNum BigNum::mul(const BigNum& a, const BigNum& b) {
  reserve_limbs(uint64_t(a.mag_.size()) + b.mag_.size());
  Poller poll;
  return BigNum(a.neg_ != b.neg_, mul_mag(a.mag_, b.mag_, poll));
}

void BigNum::divmod(const BigNum& a, const BigNum& b, BigNum& q, BigNum& r) {
  Limbs qm, rm;
  Poller poll;
  divmod_mag(a.mag_, b.mag_, qm, rm, poll);
  BigNum qq(a.neg_ != b.neg_, std::move(qm)), rr(a.neg_, std::move(rm));
  if (!rr.is_zero() && a.neg_ != b.neg_) {
    // Floor: one more away from zero, and the remainder takes b's sign.
    qq = sub(qq, BigNum(int64_t{1}));
    rr = add(rr, b);
  }
  q = std::move(qq);
  r = std::move(rr);
}

double BigNum::true_divide(const BigNum& a, const BigNum& b, bool& overflow) {
  overflow = false;
  if (a.is_zero()) return (a.neg_ != b.neg_) ? -0.0 : 0.0;
  int64_t shift = int64_t(mag_bits(a.mag_)) - int64_t(mag_bits(b.mag_)) - kTrueDivideBits;
  if (shift > 1100) {
    overflow = true;
    return 0;
  }
  BigNum x = a.magnitude();
  bool sticky = false;
  if (shift > 0) {
    BigNum kept = shift_right(x, uint64_t(shift));
    sticky = compare(shift_left(kept, uint64_t(shift)), x) != 0;
    x = kept;
  } else if (shift < 0) {
    x = shift_left(x, uint64_t(-shift));
  }
  BigNum q, r;
  divmod(x, b.magnitude(), q, r);
  uint64_t m = 0;
  for (size_t i = q.mag_.size(); i-- > 0;) m = (m << 32) | q.mag_[i];
  if (sticky || !r.is_zero()) m |= 1;
  double d = std::ldexp(double(m), int(std::max<int64_t>(shift, -2000)));
  if (std::isinf(d)) {
    overflow = true;
    return 0;
  }
  return a.neg_ != b.neg_ ? -d : d;
}

BigNum BigNum::pow(const BigNum& base, uint64_t exp) {
  if (exp == 0) return BigNum(int64_t{1});
  uint64_t bits = mag_bits(base.mag_);
  if (bits <= 1) return (base.neg_ && (exp & 1)) ? base : base.magnitude();
  // The result has at least (bits - 1) * exp bits: check it fits before
  // spending the time.
  unsigned __int128 lower = (unsigned __int128)(bits - 1) * exp;
  if (lower > (unsigned __int128)(uint64_t{1} << 62)) check_memory(uint64_t{1} << 62);
  reserve_limbs(uint64_t(lower / 32) + 1);
  bool neg = base.neg_ && (exp & 1);
  if (is_power_of_two(base.mag_)) {
    BigNum r = shift_left(BigNum(int64_t{1}), (bits - 1) * exp);
    r.neg_ = neg;
    return r;
  }
  BigNum result(int64_t{1}), b = base.magnitude();
  while (true) {
    if (exp & 1) result = mul(result, b);
    exp >>= 1;
    if (!exp) break;
    b = mul(b, b);
  }
  result.neg_ = neg;
  result.normalize();
  return result;
}

BigNum BigNum::pow_mod(const BigNum& base, const BigNum& exp, const BigNum& mod) {
  BigNum m = mod.magnitude(), q, b, r(int64_t{1});
  divmod(base, m, q, b);
  uint64_t nbits = mag_bits(exp.mag_);
  for (uint64_t i = nbits; i-- > 0;) {
    BigNum sq = mul(r, r);
    divmod(sq, m, q, r);
    if ((exp.mag_[i / 32] >> (i % 32)) & 1) {
      BigNum t = mul(r, b);
      divmod(t, m, q, r);
    }
  }
  if (compare(m, BigNum(int64_t{1})) == 0) r = BigNum();
  if (mod.neg_ && !r.is_zero()) r = sub(r, m);
  return r;
}

BigNum BigNum::shift_left(const BigNum& a, uint64_t n) {
  if (a.is_zero()) return a;
  reserve_limbs(a.mag_.size() + n / 32 + 1);
  Limbs r(size_t(n / 32), 0);
  Limbs moved = shl_bits(a.mag_, int(n % 32), 1);
  r.insert(r.end(), moved.begin(), moved.end());
  return BigNum(a.neg_, std::move(r));
}

BigNum BigNum::shift_right(const BigNum& a, uint64_t n) {
  if (a.neg_) {
    // Floor for negatives: -((|a| - 1) >> n) - 1.
    BigNum t = shift_right(sub(a.magnitude(), BigNum(int64_t{1})), n);
    return sub(t.negated(), BigNum(int64_t{1}));
  }
  if (n / 32 >= a.mag_.size()) return BigNum();
  size_t limbs = size_t(n / 32);
  int s = int(n % 32);
  Limbs r(a.mag_.size() - limbs);
  for (size_t i = 0; i < r.size(); ++i) {
    uint64_t lo = a.mag_[i + limbs];
    uint64_t hi = i + limbs + 1 < a.mag_.size() ? a.mag_[i + limbs + 1] : 0;
    r[i] = uint32_t(((hi << 32) | lo) >> s);
  }
  return BigNum(false, std::move(r));
}

BigNum BigNum::bit_and(const BigNum& a, const BigNum& b) {
  return BigNumOps::bitwise(a, b, [](uint32_t x, uint32_t y) { return x & y; });
}
BigNum BigNum::bit_or(const BigNum& a, const BigNum& b) {
  return BigNumOps::bitwise(a, b, [](uint32_t x, uint32_t y) { return x | y; });
}
BigNum BigNum::bit_xor(const BigNum& a, const BigNum& b) {
  return BigNumOps::bitwise(a, b, [](uint32_t x, uint32_t y) { return x ^ y; });
}
BigNum BigNum::bit_not(const BigNum& a) { return sub(a.negated(), BigNum(int64_t{1})); }

BigNum BigNum::gcd(const BigNum& a, const BigNum& b) {
  BigNum x = a.magnitude(), y = b.magnitude(), q, r;
  while (!y.is_zero()) {
    divmod(x, y, q, r);
    x = std::move(y);
    y = std::move(r);
  }
  return x;
}

BigNum BigNum::isqrt(const BigNum& a) {
  if (a.is_zero()) return a;
  BigNum x = shift_left(BigNum(int64_t{1}), (mag_bits(a.mag_) + 1) / 2), q, r;
  while (true) {
    divmod(a, x, q, r);
    BigNum y = shift_right(add(x, q), 1);
    if (compare(y, x) >= 0) return x;
    x = std::move(y);
  }
}

BigNum BigNum::negated() const {
  BigNum r = *this;
  if (!r.is_zero()) r.neg_ = !r.neg_;
  return r;
}

BigNum BigNum::magnitude() const {
  BigNum r = *this;
  r.neg_ = false;
  return r;
}

}  // namespace minitf
