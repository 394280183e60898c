// FarmHash's farmhashna::Hash64 (Geoff Pike, MIT licence), which TensorFlow
// calls Fingerprint64. Little-endian loads; every step is modulo 2^64.
#include "ops/fingerprint.h"

#include <cstring>
#include <utility>

namespace minitf {

namespace {

// FarmHash's primes between 2^63 and 2^64.
constexpr uint64_t kK0 = 0xc3a5c85c97cb3127ULL;
constexpr uint64_t kK1 = 0xb492b66fbe98f273ULL;
constexpr uint64_t kK2 = 0x9ae16a3b2f90404fULL;
// The seed of the loop over inputs longer than 64 bytes.
constexpr uint64_t kLongSeed = 81;

using Pair = std::pair<uint64_t, uint64_t>;

uint64_t load64(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

uint64_t load32(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

uint64_t rotr(uint64_t v, int n) { return n == 0 ? v : (v >> n) | (v << (64 - n)); }

uint64_t shift_mix(uint64_t v) { return v ^ (v >> 47); }

uint64_t mix16(uint64_t u, uint64_t v, uint64_t mul) {
  uint64_t a = (u ^ v) * mul;
  a ^= a >> 47;
  uint64_t b = (v ^ a) * mul;
  b ^= b >> 47;
  return b * mul;
}

uint64_t len_0_to_16(const char* s, size_t len) {
  if (len >= 8) {
    uint64_t mul = kK2 + len * 2;
    uint64_t a = load64(s) + kK2;
    uint64_t b = load64(s + len - 8);
    return mix16(rotr(b, 37) * mul + a, (rotr(a, 25) + b) * mul, mul);
  }
  if (len >= 4) {
    uint64_t mul = kK2 + len * 2;
    return mix16(len + (load32(s) << 3), load32(s + len - 4), mul);
  }
  if (len > 0) {
    uint32_t y = uint32_t(uint8_t(s[0])) + (uint32_t(uint8_t(s[len >> 1])) << 8);
    uint32_t z = uint32_t(len) + (uint32_t(uint8_t(s[len - 1])) << 2);
    return shift_mix(uint64_t(y) * kK2 ^ uint64_t(z) * kK0) * kK2;
  }
  return kK2;
}

uint64_t len_17_to_32(const char* s, size_t len) {
  uint64_t mul = kK2 + len * 2;
  uint64_t a = load64(s) * kK1;
  uint64_t b = load64(s + 8);
  uint64_t c = load64(s + len - 8) * mul;
  uint64_t d = load64(s + len - 16) * kK2;
  return mix16(rotr(a + b, 43) + rotr(c, 30) + d, a + rotr(b + kK2, 18) + c, mul);
}

uint64_t len_33_to_64(const char* s, size_t len) {
  uint64_t mul = kK2 + len * 2;
  uint64_t a = load64(s) * kK2;
  uint64_t b = load64(s + 8);
  uint64_t c = load64(s + len - 8) * mul;
  uint64_t d = load64(s + len - 16) * kK2;
  uint64_t y = rotr(a + b, 43) + rotr(c, 30) + d;
  uint64_t z = mix16(y, a + rotr(b + kK2, 18) + c, mul);
  uint64_t e = load64(s + 16) * mul;
  uint64_t f = load64(s + 24);
  uint64_t g = (y + load64(s + len - 32)) * mul;
  uint64_t h = (z + load64(s + len - 24)) * mul;
  return mix16(rotr(e + f, 43) + rotr(g, 30) + h, e + rotr(f + a, 18) + g, mul);
}

// A 16-byte hash of 32 bytes and two seeds.
Pair weak32(const char* s, uint64_t a, uint64_t b) {
  uint64_t w = load64(s), x = load64(s + 8), y = load64(s + 16), z = load64(s + 24);
  a += w;
  b = rotr(b + a + z, 21);
  uint64_t c = a;
  a += x;
  a += y;
  b += rotr(a, 44);
  return {a + z, b + c};
}

uint64_t len_over_64(const char* s, size_t len) {
  // State: v, w (pairs), x, y, z; 64 bytes per round, then the last 64.
  uint64_t x = kLongSeed;
  uint64_t y = kLongSeed * kK1 + 113;
  uint64_t z = shift_mix(y * kK2 + 113) * kK2;
  Pair v{0, 0}, w{0, 0};
  x = x * kK2 + load64(s);
  const char* end = s + ((len - 1) / 64) * 64;
  const char* last64 = s + len - 64;
  do {
    x = rotr(x + y + v.first + load64(s + 8), 37) * kK1;
    y = rotr(y + v.second + load64(s + 48), 42) * kK1;
    x ^= w.second;
    y += v.first + load64(s + 40);
    z = rotr(z + w.first, 33) * kK1;
    v = weak32(s, v.second * kK1, x + w.first);
    w = weak32(s + 32, z + w.second, y + load64(s + 16));
    std::swap(z, x);
    s += 64;
  } while (s != end);
  uint64_t mul = kK1 + ((z & 0xff) << 1);
  s = last64;
  w.first += (len - 1) & 63;
  v.first += w.first;
  w.first += v.first;
  x = rotr(x + y + v.first + load64(s + 8), 37) * mul;
  y = rotr(y + v.second + load64(s + 48), 42) * mul;
  x ^= w.second * 9;
  y += v.first * 9 + load64(s + 40);
  z = rotr(z + w.first, 33) * mul;
  v = weak32(s, v.second * mul, x + w.first);
  w = weak32(s + 32, z + w.second, y + load64(s + 16));
  std::swap(z, x);
  return mix16(mix16(v.first, w.first, mul) + shift_mix(y) * kK0 + z,
               mix16(v.second, w.second, mul) + x, mul);
}

}  // namespace

uint64_t fingerprint64(std::string_view bytes) {
  const char* s = bytes.data();
  size_t len = bytes.size();
  if (len <= 16) return len_0_to_16(s, len);
  if (len <= 32) return len_17_to_32(s, len);
  if (len <= 64) return len_33_to_64(s, len);
  return len_over_64(s, len);
}

}  // namespace minitf
