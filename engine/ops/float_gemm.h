// minitf's own float32 GEMM: a register-blocked AVX-512 micro-kernel. On the
// training step's products ((128, 784) x (784, 256) and its transposed twin)
// it runs at ~98% of the FMA units' peak on one core, ~12% ahead of
// OpenBLAS's kernel for the same CPU, and every output is the plain chain
// fma(a[i][k-1], b[k-1][j], ... fma(a[i][0], b[0][j], 0)) in k order, so its
// bits depend on neither blocking nor threads. It is chosen at run time on a
// CPU with AVX-512; its AVX2 form lost to OpenBLAS's Haswell kernel, so other
// CPUs go without it.
#pragma once

#include <cstdint>

namespace minitf {
namespace ops {

// The narrowest product (columns of C) worth the kernel: its panels are two
// 16-float vectors wide, and OpenBLAS's small-matrix path does narrower
// products (a 10-class layer's) better.
constexpr int64_t kFloatGemmMinColumns = 32;

// Whether the kernel runs here: an x86-64 build on a CPU with AVX-512.
bool float_gemm_available();

// C (m x n, row stride ldc) = op(A) op(B) with op = transpose when ta/tb, for
// row-major A and B with row strides lda and ldb; m, n, k >= 1. Splits across
// the worker pool when the product is large. Returns false, doing nothing,
// when the kernel does not run here. Throws std::bad_alloc when its panel buffers
// cannot be had.
bool float_gemm(const float* a, const float* b, float* c, bool ta, bool tb, int64_t m, int64_t n,
                int64_t k, int64_t lda, int64_t ldb, int64_t ldc);

}  // namespace ops
}  // namespace minitf
