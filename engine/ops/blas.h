// OpenBLAS's GEMM, loaded on first use. MatMul hands large float products to
// it (it threads itself and is ~2x Eigen's GEMM per core); loading it lazily
// keeps the ~2 ms its dynamic linking costs out of every start-up, and a
// machine without it simply stays on Eigen.
#pragma once

#include <complex>
#include <cstdint>

namespace minitf {
namespace ops {

// C = op(A) op(B) for row-major storage, with op = transpose when ta/tb;
// lda/ldb/ldc are the stored row lengths. Returns false (and does nothing)
// when OpenBLAS is not available, so the caller falls back to Eigen.
bool blas_gemm(const float* a, const float* b, float* c, bool ta, bool tb, int64_t m, int64_t n,
               int64_t k, int64_t lda, int64_t ldb, int64_t ldc);
bool blas_gemm(const double* a, const double* b, double* c, bool ta, bool tb, int64_t m, int64_t n,
               int64_t k, int64_t lda, int64_t ldb, int64_t ldc);
bool blas_gemm(const std::complex<float>* a, const std::complex<float>* b, std::complex<float>* c,
               bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
               int64_t ldc);
bool blas_gemm(const std::complex<double>* a, const std::complex<double>* b,
               std::complex<double>* c, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
               int64_t lda, int64_t ldb, int64_t ldc);

// "OpenBLAS 0.3.21 (pthread)"-like description of the loaded library, or
// empty when MatMul runs on Eigen alone (loads the library if needed).
const char* blas_description();

}  // namespace ops
}  // namespace minitf
