// minitf's own float GEMM (ops/float_gemm.h): every output must be the plain
// fma chain in k order, bit for bit, whatever the layout, the edges, the
// slices of k and the split across threads; and nothing outside C's m x n
// block may be written.
#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "base/limits.h"
#include "ops/float_gemm.h"

using namespace minitf;

namespace {

struct Case {
  int64_t m, n, k;
  bool ta, tb;
  int64_t pad;  // extra elements at the end of each stored row
};

// Runs one product with strided operands and checks every element of C,
// including the padding, which must keep its sentinel.
void check(const Case& c, std::mt19937* rng) {
  std::uniform_int_distribution<int> pick(-1000, 1000);
  const int64_t lda = (c.ta ? c.m : c.k) + c.pad, ldb = (c.tb ? c.k : c.n) + c.pad;
  const int64_t ldc = c.n + c.pad;
  std::vector<float> a(static_cast<size_t>((c.ta ? c.k : c.m) * lda));
  std::vector<float> b(static_cast<size_t>((c.tb ? c.n : c.k) * ldb));
  for (float& v : a) v = static_cast<float>(pick(*rng)) / 997.0f;
  for (float& v : b) v = static_cast<float>(pick(*rng)) / 991.0f;
  const float sentinel = -12345.0f;
  std::vector<float> out(static_cast<size_t>(c.m * ldc), sentinel);
  REQUIRE(
      ops::float_gemm(a.data(), b.data(), out.data(), c.ta, c.tb, c.m, c.n, c.k, lda, ldb, ldc));
  int64_t mismatches = 0;
  for (int64_t i = 0; i < c.m; ++i) {
    for (int64_t j = 0; j < ldc; ++j) {
      float want = sentinel;
      if (j < c.n) {
        want = 0.0f;
        for (int64_t p = 0; p < c.k; ++p) {
          float x = c.ta ? a[p * lda + i] : a[i * lda + p];
          float y = c.tb ? b[j * ldb + p] : b[p * ldb + j];
          want = std::fma(x, y, want);
        }
      }
      float got = out[static_cast<size_t>(i * ldc + j)];
      if (std::memcmp(&want, &got, sizeof want) != 0) ++mismatches;
    }
  }
  INFO("m=" << c.m << " n=" << c.n << " k=" << c.k << " ta=" << c.ta << " tb=" << c.tb
            << " pad=" << c.pad);
  CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("float_gemm gives the fma chain in k order, bit for bit", "[ops][gemm]") {
  if (!ops::float_gemm_available()) {
    CHECK_FALSE(ops::float_gemm(nullptr, nullptr, nullptr, false, false, 1, 1, 1, 1, 1, 1));
    return;
  }
  std::mt19937 rng(20261126);
  SECTION("the training step's products, and its narrow backward product") {
    check({128, 256, 784, false, false, 0}, &rng);
    check({784, 256, 128, true, false, 0}, &rng);
    check({128, 256, 10, false, true, 0}, &rng);
  }
  SECTION("every layout, with rows and columns that do not fill a tile or a panel") {
    for (bool ta : {false, true}) {
      for (bool tb : {false, true}) {
        for (int64_t m : {1, 7, 8, 9, 23}) {
          for (int64_t n : {1, 15, 16, 17, 32, 33, 50}) {
            check({m, n, 37, ta, tb, 3}, &rng);
          }
        }
      }
    }
  }
  SECTION("a k deeper than one slice continues the chains from C") {
    check({9, 40, 1025, false, false, 1}, &rng);
    check({17, 33, 2500, true, true, 0}, &rng);
    check({3, 64, 3001, false, true, 2}, &rng);
  }
  SECTION("products large enough to split across threads, by panels and by rows") {
    check({200, 300, 90, false, false, 5}, &rng);  // 10 panels
    check({1000, 40, 60, true, false, 0}, &rng);   // 2 panels, 125 row tiles
  }
}

TEST_CASE("float_gemm's random shapes agree with the fma chain", "[ops][gemm]") {
  if (!ops::float_gemm_available()) return;
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> dim(1, 70), depth(1, 300), flag(0, 1), pad(0, 4);
  for (int trial = 0; trial < 60; ++trial) {
    check({dim(rng), dim(rng), depth(rng), flag(rng) == 1, flag(rng) == 1, pad(rng)}, &rng);
  }
}

TEST_CASE("float_gemm stops at the session's interrupt, on one thread and on several",
          "[ops][gemm]") {
  if (!ops::float_gemm_available()) return;
  std::atomic<bool> flag{true};
  SessionLimits limits;
  limits.interrupt = &flag;
  ActiveLimitsScope scope(&limits);
  for (int64_t size : {40, 400}) {  // below and above the pool's bar
    std::vector<float> a(static_cast<size_t>(size * size), 1.0f), c(a.size());
    CHECK_THROWS_AS(ops::float_gemm(a.data(), a.data(), c.data(), false, false, size, size, size,
                                    size, size, size),
                    ExecutionInterrupted);
  }
  flag = false;
  std::vector<float> a(400 * 400, 1.0f), c(a.size());
  CHECK(ops::float_gemm(a.data(), a.data(), c.data(), false, false, 400, 400, 400, 400, 400, 400));
  CHECK(c[12345] == 400.0f);
}
