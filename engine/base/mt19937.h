// MT19937 Mersenne Twister (Matsumoto & Nishimura, mt19937ar.c), header-only.
//
// One generator serves both reference implementations the scripts compare against:
//   * CPython's `random.seed(n)` for an int n: init_by_array over the 32-bit words of
//     |n|, least significant word first (n == 0 gives the key [0]);
//     `random.random()` is genrand_res53().
//   * numpy's legacy `np.random.seed(n)` for an int 0 <= n < 2**32: init_genrand(n)
//     (numpy does NOT use init_by_array for a scalar seed: after seed(1000) its
//     state[0] is 1000); `np.random.rand()` / `random_sample()` is genrand_res53().
// Checked values: CPython seed(1000) -> random() == 0.7773566427005639;
// numpy seed(1000) -> rand() == 0.6535895854646095.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace minitf {

class MT19937 {
 public:
  static constexpr int kN = 624;  // state words, fixed by the algorithm
  static constexpr int kM = 397;  // twist offset, fixed by the algorithm

  MT19937() { init_genrand(kDefaultSeed); }
  explicit MT19937(uint32_t seed) { init_genrand(seed); }

  // Reference init_genrand: seeds the state from one 32-bit word.
  void init_genrand(uint32_t s) {
    mt_[0] = s;
    for (mti_ = 1; mti_ < kN; ++mti_) {
      mt_[mti_] =
          1812433253u * (mt_[mti_ - 1] ^ (mt_[mti_ - 1] >> 30)) + static_cast<uint32_t>(mti_);
    }
  }

  // Reference init_by_array: seeds the state from a key of 32-bit words.
  void init_by_array(const uint32_t* key, size_t key_length) {
    init_genrand(19650218u);
    int i = 1;
    size_t j = 0;
    size_t k = (static_cast<size_t>(kN) > key_length) ? kN : key_length;
    for (; k; --k) {
      mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525u)) + key[j] +
               static_cast<uint32_t>(j);
      ++i;
      ++j;
      if (i >= kN) {
        mt_[0] = mt_[kN - 1];
        i = 1;
      }
      if (j >= key_length) j = 0;
    }
    for (k = kN - 1; k; --k) {
      mt_[i] =
          (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941u)) - static_cast<uint32_t>(i);
      ++i;
      if (i >= kN) {
        mt_[0] = mt_[kN - 1];
        i = 1;
      }
    }
    mt_[0] = 0x80000000u;  // MSB is 1, assuring a non-zero initial array
    mti_ = kN;
  }

  // CPython `random.seed(int)`: key = 32-bit words of |value|, little end first,
  // high zero words dropped (so 0 gives the key [0]). Arbitrary-size ints pass words.
  void seed_from_words(const std::vector<uint32_t>& words_little_endian) {
    std::vector<uint32_t> key = words_little_endian;
    while (key.size() > 1 && key.back() == 0) key.pop_back();
    if (key.empty()) key.push_back(0);
    init_by_array(key.data(), key.size());
  }
  void seed_from_u64(uint64_t magnitude) {
    seed_from_words({static_cast<uint32_t>(magnitude), static_cast<uint32_t>(magnitude >> 32)});
  }
  // CPython seeds with the absolute value; INT64_MIN has magnitude 2**63.
  void seed_cpython(int64_t value) {
    seed_from_u64(value < 0 ? 0 - static_cast<uint64_t>(value) : static_cast<uint64_t>(value));
  }
  // numpy legacy `np.random.seed(n)` for a scalar 0 <= n < 2**32.
  void seed_numpy(uint32_t value) { init_genrand(value); }

  // Reference genrand_int32: the next 32 random bits.
  uint32_t genrand_int32() {
    if (mti_ >= kN) twist();
    uint32_t y = mt_[mti_++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    return y;
  }

  // Reference genrand_res53: a double in [0, 1) with 53 random bits (what both
  // CPython random.random() and numpy random_sample() return).
  double genrand_res53() {
    uint32_t a = genrand_int32() >> 5;
    uint32_t b = genrand_int32() >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

  // Full state access (for getstate/setstate-style features).
  const uint32_t* state() const { return mt_; }
  int index() const { return mti_; }
  void set_state(const uint32_t* words, int index) {
    for (int i = 0; i < kN; ++i) mt_[i] = words[i];
    mti_ = index;
  }

 private:
  static constexpr uint32_t kDefaultSeed = 5489u;  // the reference implementation's default
  static constexpr uint32_t kMatrixA = 0x9908b0dfu;
  static constexpr uint32_t kUpperMask = 0x80000000u;
  static constexpr uint32_t kLowerMask = 0x7fffffffu;

  void twist() {
    int kk = 0;
    auto mix = [](uint32_t hi, uint32_t lo, uint32_t far) {
      uint32_t y = (hi & kUpperMask) | (lo & kLowerMask);
      return far ^ (y >> 1) ^ ((y & 1u) ? kMatrixA : 0u);
    };
    for (; kk < kN - kM; ++kk) mt_[kk] = mix(mt_[kk], mt_[kk + 1], mt_[kk + kM]);
    for (; kk < kN - 1; ++kk) mt_[kk] = mix(mt_[kk], mt_[kk + 1], mt_[kk + (kM - kN)]);
    mt_[kN - 1] = mix(mt_[kN - 1], mt_[0], mt_[kM - 1]);
    mti_ = 0;
  }

  uint32_t mt_[kN];
  int mti_ = kN + 1;
};

}  // namespace minitf
