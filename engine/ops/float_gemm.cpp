// minitf's float32 GEMM (see float_gemm.h). The shape of it is BLIS's: C is
// cut into tiles of kRows rows by one panel of two vectors' width, and a tile
// keeps its kRows x 2 accumulators in registers while it walks k, loading two
// vectors of B and broadcasting one element of A per row at each step. B is
// packed panel by panel (depth rows of two vectors, contiguous and aligned) so
// the panel stays in cache while every row tile of A streams past it; for an
// untransposed B the first tile of each panel packs it as it computes, which
// hides the copy behind that tile's arithmetic. A is read where it lies: both
// of its layouts give a tile kRows short streams (rows of A, or short runs of
// a row of A^T), which the hardware prefetcher follows.
#include "ops/float_gemm.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The kernel is compiled for AVX-512 whatever the build's target, and chosen
// at run time when the CPU has it, so portable and sanitizer builds carry it
// (and test it) too.
#define MINITF_GEMM_KERNEL 1
#include <immintrin.h>
#endif

#include <algorithm>
#include <atomic>
#include <new>
#include <vector>

#include "base/assert.h"
#include "base/limits.h"
#include "ops/parallel.h"

namespace minitf {
namespace ops {

namespace {

#if MINITF_GEMM_KERNEL

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx512f"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx512f")
#endif

// The deepest slice of k one pass takes: a packed panel of that depth (128
// KiB) stays in L2 cache while every row tile streams past it. A deeper k is
// cut into equal slices, and a later slice continues the fma chains from C,
// so the bits do not change.
constexpr int64_t kMaxDepth = 1024;
// Below this many multiply-adds one thread is faster than waking the pool
// (~tens of microseconds): the same bar as MatMul's Eigen path.
constexpr int64_t kParallelMinMacs = int64_t{1} << 21;

// Sixteen floats a vector; 8 rows x 2 vectors = 16 accumulators, plus the two
// B vectors and a broadcast, of the 32 registers.
struct Zmm {
  using V = __m512;
  using Mask = __mmask16;
  static constexpr int kLanes = 16;
  static constexpr int kRows = 8;
  static Mask mask(int64_t lanes) {
    if (lanes >= kLanes) return static_cast<Mask>(0xFFFF);
    if (lanes <= 0) return 0;
    return static_cast<Mask>((1u << lanes) - 1);
  }
  static V zero() { return _mm512_setzero_ps(); }
  static V load(const float* p) { return _mm512_load_ps(p); }
  static V load(const float* p, Mask m) { return _mm512_maskz_loadu_ps(m, p); }
  static void store(float* p, V v) { _mm512_store_ps(p, v); }
  static void store(float* p, V v, Mask m) { _mm512_mask_storeu_ps(p, m, v); }
  static V broadcast(const float* p) { return _mm512_set1_ps(*p); }
  static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
};

// One product, or the part of it one task computes.
struct Problem {
  const float* a;
  const float* b;
  float* c;
  bool ta, tb;
  int64_t m, n, k, lda, ldb, ldc;
  // The session's interrupt flag (or null), read between panels: worker
  // threads have no session of their own, and a product of two large
  // matrices can take minutes.
  const std::atomic<bool>* interrupt;
};

// One tile: kRows rows of op(A) by one panel, over one slice of k.
struct Tile {
  const float* a;  // op(A)'s first row of the tile, at the slice's first k
  int64_t lda;
  const float* b;  // when packing: B's row at the slice's first k, at the panel's first column
  int64_t ldb;
  float* panel;  // the packed panel: depth rows of two vectors
  float* c;
  int64_t ldc;
  int64_t depth;
  int64_t width;    // columns of the panel that exist in C (the rest are zero padding)
  bool accumulate;  // a later slice of k: continue the chains from C
};

// kWide: the panel is two vectors wide; a last panel one vector wide or
// narrower takes the one-vector form, which does not multiply padding.
template <class Isa, bool kTransA, bool kPack, bool kWide>
void run_tile(const Tile& t) {
  using V = typename Isa::V;
  constexpr int R = Isa::kRows, L = Isa::kLanes, NR = kWide ? 2 * L : L;
  const auto m0 = Isa::mask(t.width), m1 = Isa::mask(t.width - L);
  // Every loop over the rows is unrolled, so that the accumulators live in
  // registers (a loop left rolled keeps them in memory).
  V acc[R][2];
  if (t.accumulate) {
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      acc[r][0] = Isa::load(t.c + r * t.ldc, m0);
      if (kWide) acc[r][1] = Isa::load(t.c + r * t.ldc + L, m1);
    }
  } else {
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) acc[r][0] = acc[r][1] = Isa::zero();  // the unused half is dropped
  }
  const float* a = t.a;
  const float* b = t.b;
  float* panel = t.panel;
  for (int64_t p = 0; p < t.depth; ++p) {
    V b0, b1 = Isa::zero();
    if constexpr (kPack) {
      // Masked loads read nothing past the panel's width and give zeros,
      // which pad the packed panel.
      b0 = Isa::load(b, m0);
      Isa::store(panel, b0);
      if (kWide) {
        b1 = Isa::load(b + L, m1);
        Isa::store(panel + L, b1);
      }
      b += t.ldb;
    } else {
      b0 = Isa::load(panel);
      if (kWide) b1 = Isa::load(panel + L);
    }
    panel += NR;
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      V av = Isa::broadcast(kTransA ? a + r : a + r * t.lda);
      acc[r][0] = Isa::fma(av, b0, acc[r][0]);
      if (kWide) acc[r][1] = Isa::fma(av, b1, acc[r][1]);
    }
    a += kTransA ? t.lda : 1;
  }
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
    Isa::store(t.c + r * t.ldc, acc[r][0], m0);
    if (kWide) Isa::store(t.c + r * t.ldc + L, acc[r][1], m1);
  }
}

template <class Isa, bool kWide>
void run_tile(const Tile& t, bool trans_a, bool pack) {
  if (trans_a) {
    pack ? run_tile<Isa, true, true, kWide>(t) : run_tile<Isa, true, false, kWide>(t);
  } else {
    pack ? run_tile<Isa, false, true, kWide>(t) : run_tile<Isa, false, false, kWide>(t);
  }
}

template <class Isa>
void run_tile(const Tile& t, bool trans_a, bool pack) {
  t.width > Isa::kLanes ? run_tile<Isa, true>(t, trans_a, pack)
                        : run_tile<Isa, false>(t, trans_a, pack);
}

// Per-thread scratch: the packed panel, and the tail tile's copies of A and C
// (a product whose rows do not fill the last tile runs that tile on copies).
// Kept between calls, at most ~170 KiB a thread.
float* scratch(size_t floats) {
  thread_local std::vector<float> buffer;
  constexpr size_t kAlignFloats = 16;  // 64 bytes: aligned vector loads of the panel
  if (buffer.size() < floats + kAlignFloats) buffer.resize(floats + kAlignFloats);
  auto address = reinterpret_cast<uintptr_t>(buffer.data());
  return reinterpret_cast<float*>((address + 63) & ~uintptr_t{63});
}

// The product (or one task's part) on the calling thread.
template <class Isa>
void gemm_serial(const Problem& q) {
  constexpr int R = Isa::kRows, L = Isa::kLanes, NR = 2 * L;
  const int64_t slices = (q.k + kMaxDepth - 1) / kMaxDepth;
  const int64_t max_depth = (q.k + slices - 1) / slices;
  float* panel = scratch(static_cast<size_t>(max_depth * (NR + R) + R * NR));
  float* a_tail = panel + max_depth * NR;
  float* c_tail = a_tail + max_depth * R;
  auto op_a = [&](int64_t i, int64_t p) { return q.ta ? q.a[p * q.lda + i] : q.a[i * q.lda + p]; };
  for (int64_t p0 = 0; p0 < q.k; p0 += max_depth) {
    const int64_t depth = std::min(max_depth, q.k - p0);
    for (int64_t j0 = 0; j0 < q.n; j0 += NR) {
      if (q.interrupt && q.interrupt->load(std::memory_order_relaxed)) return;
      Tile t;
      t.depth = depth;
      t.width = std::min<int64_t>(NR, q.n - j0);
      t.accumulate = p0 > 0;
      t.panel = panel;
      t.ldb = q.ldb;
      t.b = q.b + p0 * q.ldb + j0;
      const bool pack = !q.tb;
      if (q.tb) {
        // B^T's panel gathered here: element (p, j) is B[j0 + j][p0 + p], in
        // rows as wide as the tile's form.
        const int64_t row = t.width > L ? NR : L;
        for (int64_t p = 0; p < depth; ++p) {
          for (int64_t j = 0; j < row; ++j) {
            panel[p * row + j] = j < t.width ? q.b[(j0 + j) * q.ldb + p0 + p] : 0.0f;
          }
        }
      }
      int64_t i = 0;
      for (; i + R <= q.m; i += R) {
        t.a = q.ta ? q.a + p0 * q.lda + i : q.a + i * q.lda + p0;
        t.lda = q.lda;
        t.c = q.c + i * q.ldc + j0;
        t.ldc = q.ldc;
        run_tile<Isa>(t, q.ta, pack && i == 0);
      }
      if (i < q.m) {
        const int64_t rows = q.m - i;
        for (int64_t r = 0; r < R; ++r) {
          for (int64_t p = 0; p < depth; ++p) {
            a_tail[r * depth + p] = r < rows ? op_a(i + r, p0 + p) : 0.0f;
          }
        }
        for (int64_t r = 0; r < rows && t.accumulate; ++r) {
          std::copy_n(q.c + (i + r) * q.ldc + j0, t.width, c_tail + r * NR);
        }
        t.a = a_tail;
        t.lda = depth;
        t.c = c_tail;
        t.ldc = NR;
        run_tile<Isa>(t, false, pack && i == 0);
        for (int64_t r = 0; r < rows; ++r) {
          std::copy_n(c_tail + r * NR, t.width, q.c + (i + r) * q.ldc + j0);
        }
      }
    }
  }
}

// Splits a large product across the worker pool: by panels of columns when
// there are enough of them (each task packs only its own), else by row
// tiles (each task packs the few panels itself).
template <class Isa>
void gemm_parallel(const Problem& q) {
  constexpr int R = Isa::kRows, NR = 2 * Isa::kLanes;
  const int64_t panels = (q.n + NR - 1) / NR, row_tiles = (q.m + R - 1) / R;
  int tasks = 1;
  if (q.m * q.n * q.k >= kParallelMinMacs) {
    tasks = static_cast<int>(std::min<int64_t>(parallel_width(), std::max(panels, row_tiles)));
  }
  if (tasks <= 1) {
    gemm_serial<Isa>(q);
    poll_interrupt();
    return;
  }
  const bool by_panels = panels >= tasks;
  std::atomic<bool> failed{false};
  parallel_for(tasks, [&](int task) {
    Problem part = q;
    const int64_t units = by_panels ? panels : row_tiles;
    const int64_t u0 = units * task / tasks, u1 = units * (task + 1) / tasks;
    if (by_panels) {
      const int64_t j0 = u0 * NR, j1 = std::min(q.n, u1 * NR);
      part.b = q.tb ? q.b + j0 * q.ldb : q.b + j0;
      part.c = q.c + j0;
      part.n = j1 - j0;
    } else {
      const int64_t i0 = u0 * R, i1 = std::min(q.m, u1 * R);
      part.a = q.ta ? q.a + i0 : q.a + i0 * q.lda;
      part.c = q.c + i0 * q.ldc;
      part.m = i1 - i0;
    }
    if (part.m <= 0 || part.n <= 0) return;
    try {
      gemm_serial<Isa>(part);
    } catch (const std::bad_alloc&) {
      failed = true;  // exceptions must not leave a pool task
    }
  });
  if (failed) throw std::bad_alloc();
  poll_interrupt();  // a product cut short by the interrupt is thrown away
}

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#endif  // MINITF_GEMM_KERNEL

}  // namespace

bool float_gemm_available() {
#if MINITF_GEMM_KERNEL
  static const bool has_avx512 = __builtin_cpu_supports("avx512f");
  return has_avx512;
#else
  return false;
#endif
}

bool float_gemm(const float* a, const float* b, float* c, bool ta, bool tb, int64_t m, int64_t n,
                int64_t k, int64_t lda, int64_t ldb, int64_t ldc) {
#if MINITF_GEMM_KERNEL
  if (!float_gemm_available()) return false;
  MINITF_ASSERT(m > 0 && n > 0 && k > 0, "float_gemm needs a non-empty product");
  const SessionLimits* limits = active_limits();
  gemm_parallel<Zmm>(
      Problem{a, b, c, ta, tb, m, n, k, lda, ldb, ldc, limits ? limits->interrupt : nullptr});
  return true;
#else
  (void)a, (void)b, (void)c, (void)ta, (void)tb, (void)m, (void)n, (void)k, (void)lda, (void)ldb,
      (void)ldc;
  return false;
#endif
}

}  // namespace ops
}  // namespace minitf
