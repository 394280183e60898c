// MatMul. Large float products go to OpenBLAS when it can be loaded (see
// blas.h); everything else runs on
// Eigen's GEMM, with large products split by output rows across the worker
// pool (Eigen's own threading needs OpenMP, which the build avoids).
#include <Eigen/Core>
#include <algorithm>
#include <vector>

#include "ops/blas.h"
#include "ops/op_util.h"
#include "ops/parallel.h"

namespace minitf {
namespace ops {

namespace {

// Below this many multiply-adds a product is faster on one thread than the
// cost of waking the pool (~tens of microseconds).
constexpr int64_t kParallelMinFlops = 1 << 21;
// Rows per parallel task are kept at least this many so each GEMM call still
// works on full Eigen register blocks.
constexpr int64_t kMinRowsPerTask = 32;

bool matmul_type(DType d) {
  switch (d) {
    case DType::Float16:
    case DType::Float32:
    case DType::Float64:
    case DType::Int32:
    case DType::Int64:
    case DType::Complex64:
    case DType::Complex128:
      return true;
    default:
      return false;
  }
}

void matmul_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, 2);
  DType d = ctx.inputs[0].dtype;
  if (!matmul_type(d)) no_kernel(ctx.op, d);
  const Shape& a = *ctx.inputs[0].shape;
  const Shape& b = *ctx.inputs[1].shape;
  for (int i = 0; i < 2; ++i) {
    const Shape& s = i == 0 ? a : b;
    if (s.known_rank() && s.rank() != 2) {
      throw_invalid_argument("In[" + std::to_string(i) +
                             "] is not a matrix. Instead it has shape " + s.debug_str());
    }
  }
  bool ta = ctx.attrs.get_bool("transpose_a", false), tb = ctx.attrs.get_bool("transpose_b", false);
  int64_t m = -1, ka = -1, kb = -1, n = -1;
  if (a.known_rank()) {
    m = a[ta ? 1 : 0];
    ka = a[ta ? 0 : 1];
  }
  if (b.known_rank()) {
    kb = b[tb ? 1 : 0];
    n = b[tb ? 0 : 1];
  }
  if (ka >= 0 && kb >= 0 && ka != kb) {
    throw_invalid_argument("Matrix size-incompatible: In[0]: " + a.debug_str() +
                           ", In[1]: " + b.debug_str());
  }
  add_output(out, d, Shape({m, n}));
}

// Below this many multiply-adds Eigen's GEMM is as fast, and small products
// (every example of the talk) keep Eigen's summation order.
constexpr int64_t kBlasMinFlops = 64 * 64 * 64;

// OpenBLAS's small-matrix sgemm kernels (0.3.x, SkylakeX and later) skip
// packing the operands for products of up to 100^3 multiply-adds, but its
// permit refuses column-major TN products with K < 32, which is how a
// row-major A * B^T arrives. Such a product with a small B (the backward
// product of a narrow layer's gradient by its kernel, (128, 10) x (256, 10)^T)
// takes the small-matrix path with B transposed in a copy instead: 9.8 -> 7.0
// us for that product, the same bits (each output adds its k products in
// order either way).
constexpr int64_t kSmallMatrixMaxFlops = 100 * 100 * 100;
constexpr int64_t kSmallTransposedMinK = 32;
// The largest B copied for it: a copy of more costs more than packing saves.
constexpr int64_t kSmallTransposeMaxElements = 16384;

template <class T>
bool try_blas(const T* pa, const T* pb, T* pc, int64_t ca, int64_t cb, bool ta, bool tb, int64_t m,
              int64_t n, int64_t k) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || is_complex_v<T>) {
    if (m * n * k < kBlasMinFlops) return false;
    if constexpr (std::is_same_v<T, float>) {
      if (!ta && tb && k < kSmallTransposedMinK && m * n * k <= kSmallMatrixMaxFlops &&
          n * k <= kSmallTransposeMaxElements) {
        std::vector<float> bt(static_cast<size_t>(n * k));  // B^T: k rows of n
        for (int64_t j = 0; j < n; ++j)
          for (int64_t p = 0; p < k; ++p) bt[static_cast<size_t>(p * n + j)] = pb[j * cb + p];
        return blas_gemm(pa, bt.data(), pc, false, false, m, n, k, ca, n, n);
      }
    }
    return blas_gemm(pa, pb, pc, ta, tb, m, n, k, ca, cb, n);
  }
  return false;
}

template <class T>
using RowMat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

template <class T>
void gemm(const T* pa, const T* pb, T* pc, int64_t ra, int64_t ca, int64_t rb, int64_t cb, bool ta,
          bool tb, int64_t m, int64_t n, int64_t k) {
  Eigen::Map<const RowMat<T>> A(pa, ra, ca), B(pb, rb, cb);
  Eigen::Map<RowMat<T>> C(pc, m, n);
  if (k == 0) {
    C.setZero();
    return;
  }
  if (try_blas(pa, pb, pc, ca, cb, ta, tb, m, n, k)) return;
  int tasks = 1;
  if (m * n * k >= kParallelMinFlops) {
    tasks = static_cast<int>(std::min<int64_t>(parallel_width(), m / kMinRowsPerTask));
    tasks = std::max(tasks, 1);
  }
  auto rows = [&](int i, int64_t* r0, int64_t* r1) {
    *r0 = m * i / tasks;
    *r1 = m * (i + 1) / tasks;
  };
  auto run = [&](int i) {
    int64_t r0, r1;
    rows(i, &r0, &r1);
    auto Cb = C.middleRows(r0, r1 - r0);
    if (!ta && !tb) Cb.noalias() = A.middleRows(r0, r1 - r0) * B;
    if (!ta && tb) Cb.noalias() = A.middleRows(r0, r1 - r0) * B.transpose();
    if (ta && !tb) Cb.noalias() = A.transpose().middleRows(r0, r1 - r0) * B;
    if (ta && tb) Cb.noalias() = A.transpose().middleRows(r0, r1 - r0) * B.transpose();
  };
  if (tasks == 1) {
    run(0);
  } else {
    parallel_for(tasks, run);
  }
}

void matmul_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& a = ctx.inputs[0];
  const Tensor& b = ctx.inputs[1];
  bool ta = ctx.attrs.get_bool("transpose_a", false), tb = ctx.attrs.get_bool("transpose_b", false);
  Tensor c = alloc_output(ctx, 0);
  int64_t m = c.dim(0), n = c.dim(1), k = a.dim(ta ? 0 : 1);
  dispatch_dtype(a.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, Half>) {
      // Half multiplies in float (TF accumulates half GEMMs in float too).
      std::vector<float> fa(a.num_elements()), fb(b.num_elements()), fc(c.num_elements());
      for (int64_t i = 0; i < a.num_elements(); ++i) fa[i] = static_cast<float>(a.data<Half>()[i]);
      for (int64_t i = 0; i < b.num_elements(); ++i) fb[i] = static_cast<float>(b.data<Half>()[i]);
      gemm<float>(fa.data(), fb.data(), fc.data(), a.dim(0), a.dim(1), b.dim(0), b.dim(1), ta, tb,
                  m, n, k);
      Half* pc = c.mutable_data<Half>();
      for (int64_t i = 0; i < c.num_elements(); ++i) pc[i] = Half(fc[i]);
    } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> ||
                         std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t> ||
                         is_complex_v<T>) {
      gemm<T>(a.data<T>(), b.data<T>(), c.mutable_data<T>(), a.dim(0), a.dim(1), b.dim(0), b.dim(1),
              ta, tb, m, n, k);
    }
  });
  out->push_back(std::move(c));
}

}  // namespace

void register_matmul_ops(OpTable& t) {
  t.define(OpId::MatMul, matmul_infer, matmul_kernel, "a,b", 2, 2);
}

}  // namespace ops
}  // namespace minitf
