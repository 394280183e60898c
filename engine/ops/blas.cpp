// Loads OpenBLAS with dlopen on the first large product (see blas.h). The
// library handle is process-wide on purpose: it holds no interpreter state,
// and OpenBLAS's own thread pool is per process anyway.
#include "ops/blas.h"

#include <dlfcn.h>

#include <string>

#ifdef MINITF_HAVE_CBLAS
#include <cblas.h>
#endif

namespace minitf {
namespace ops {

#ifdef MINITF_HAVE_CBLAS
namespace {

struct Blas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  decltype(&cblas_dgemm) dgemm = nullptr;
  decltype(&cblas_cgemm) cgemm = nullptr;
  decltype(&cblas_zgemm) zgemm = nullptr;
  std::string description;
};

template <class F>
bool bind(void* lib, const char* name, F* out) {
  *out = reinterpret_cast<F>(dlsym(lib, name));
  return *out != nullptr;
}

Blas load() {
  Blas b;
  // The runtime package's soname first; the path the build found second
  // (a development symlink that may point at another variant).
  void* lib = dlopen("libopenblas.so.0", RTLD_NOW | RTLD_LOCAL);
#ifdef MINITF_OPENBLAS_PATH
  if (!lib) lib = dlopen(MINITF_OPENBLAS_PATH, RTLD_NOW | RTLD_LOCAL);
#endif
  if (!lib) return b;
  Blas got;
  if (!bind(lib, "cblas_sgemm", &got.sgemm) || !bind(lib, "cblas_dgemm", &got.dgemm) ||
      !bind(lib, "cblas_cgemm", &got.cgemm) || !bind(lib, "cblas_zgemm", &got.zgemm)) {
    return b;
  }
  decltype(&openblas_get_config) config = nullptr;
  got.description = bind(lib, "openblas_get_config", &config) && config() ? config() : "OpenBLAS";
  return got;
}

const Blas& blas() {
  static const Blas b = load();  // thread-safe one-time initialisation
  return b;
}

CBLAS_TRANSPOSE op(bool t) { return t ? CblasTrans : CblasNoTrans; }
blasint bi(int64_t v) { return static_cast<blasint>(v); }

}  // namespace

bool blas_gemm(const float* a, const float* b, float* c, bool ta, bool tb, int64_t m, int64_t n,
               int64_t k, int64_t lda, int64_t ldb, int64_t ldc) {
  if (!blas().sgemm) return false;
  blas().sgemm(CblasRowMajor, op(ta), op(tb), bi(m), bi(n), bi(k), 1.0f, a, bi(lda), b, bi(ldb),
               0.0f, c, bi(ldc));
  return true;
}

bool blas_gemm(const double* a, const double* b, double* c, bool ta, bool tb, int64_t m, int64_t n,
               int64_t k, int64_t lda, int64_t ldb, int64_t ldc) {
  if (!blas().dgemm) return false;
  blas().dgemm(CblasRowMajor, op(ta), op(tb), bi(m), bi(n), bi(k), 1.0, a, bi(lda), b, bi(ldb), 0.0,
               c, bi(ldc));
  return true;
}

bool blas_gemm(const std::complex<float>* a, const std::complex<float>* b, std::complex<float>* c,
               bool ta, bool tb, int64_t m, int64_t n, int64_t k, int64_t lda, int64_t ldb,
               int64_t ldc) {
  if (!blas().cgemm) return false;
  const std::complex<float> one(1), zero(0);
  blas().cgemm(CblasRowMajor, op(ta), op(tb), bi(m), bi(n), bi(k), &one, a, bi(lda), b, bi(ldb),
               &zero, c, bi(ldc));
  return true;
}

bool blas_gemm(const std::complex<double>* a, const std::complex<double>* b,
               std::complex<double>* c, bool ta, bool tb, int64_t m, int64_t n, int64_t k,
               int64_t lda, int64_t ldb, int64_t ldc) {
  if (!blas().zgemm) return false;
  const std::complex<double> one(1), zero(0);
  blas().zgemm(CblasRowMajor, op(ta), op(tb), bi(m), bi(n), bi(k), &one, a, bi(lda), b, bi(ldb),
               &zero, c, bi(ldc));
  return true;
}

const char* blas_description() { return blas().description.c_str(); }

#else  // built without the CBLAS header: MatMul stays on Eigen.

bool blas_gemm(const float*, const float*, float*, bool, bool, int64_t, int64_t, int64_t, int64_t,
               int64_t, int64_t) {
  return false;
}
bool blas_gemm(const double*, const double*, double*, bool, bool, int64_t, int64_t, int64_t,
               int64_t, int64_t, int64_t) {
  return false;
}
bool blas_gemm(const std::complex<float>*, const std::complex<float>*, std::complex<float>*, bool,
               bool, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t) {
  return false;
}
bool blas_gemm(const std::complex<double>*, const std::complex<double>*, std::complex<double>*,
               bool, bool, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t) {
  return false;
}
const char* blas_description() { return ""; }

#endif

}  // namespace ops
}  // namespace minitf
