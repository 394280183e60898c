// MatMul and BatchMatMulV2/V3 (a product per batch of matrices, the batch
// dimensions broadcast). Large float products run on minitf's own AVX-512
// kernel where the build has it (float_gemm.h), and otherwise, with the large
// products of other types, on OpenBLAS when it can be loaded (see blas.h);
// everything else runs on Eigen's GEMM, with large products split by output rows across the worker
// pool (Eigen's own threading needs OpenMP, which the build avoids).
#include <Eigen/Core>
#include <algorithm>
#include <vector>

#include "ops/blas.h"
#include "ops/float_gemm.h"
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

// The operands' dtype (one of matmul_type) and ranks: MatMul takes matrices,
// BatchMatMul at least matrices, each with TF's message.
DType check_product_operands(const InferContext& ctx, bool batched) {
  check_same_dtype(ctx, 0, 2);
  DType d = ctx.inputs[0].dtype;
  if (!matmul_type(d)) no_kernel(ctx.op, d);
  for (int i = 0; i < 2; ++i) {
    const Shape& s = *ctx.inputs[size_t(i)].shape;
    if (!s.known_rank()) continue;
    if (!batched && s.rank() != 2)
      throw_invalid_argument("In[" + std::to_string(i) +
                             "] is not a matrix. Instead it has shape " + s.debug_str());
    if (batched && s.rank() < 2)
      throw_invalid_argument("In[" + std::to_string(i) +
                             "] ndims must be >= 2: " + std::to_string(s.rank()));
  }
  return d;
}

void matmul_infer(const InferContext& ctx, SpecList* out) {
  DType d = check_product_operands(ctx, false);
  const Shape& a = *ctx.inputs[0].shape;
  const Shape& b = *ctx.inputs[1].shape;
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
      if (n >= kFloatGemmMinColumns && float_gemm(pa, pb, pc, ta, tb, m, n, k, ca, cb, n)) {
        return true;
      }
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

// ---- BatchMatMulV2 / V3 -----------------------------------------------------------

// The broadcast batch shape of x and y (their dims before the last two), as
// TF's MatMulBCast: -1 where a dim is unknown and the other is not 1.
bool batch_broadcast(const Shape& a, const Shape& b, std::vector<int64_t>* out) {
  int na = a.rank() - 2, nb = b.rank() - 2, n = std::max(na, nb);
  out->assign(size_t(n), 1);
  for (int i = 0; i < n; ++i) {
    int64_t x = i - (n - na) >= 0 ? a[i - (n - na)] : 1;
    int64_t y = i - (n - nb) >= 0 ? b[i - (n - nb)] : 1;
    int64_t& d = (*out)[size_t(i)];
    if (x == 1) {
      d = y;
    } else if (y == 1) {
      d = x;
    } else if (x < 0 || y < 0) {
      d = x < 0 ? y : x;
      if (x < 0 && y < 0) d = -1;
    } else if (x != y) {
      return false;
    } else {
      d = x;
    }
  }
  return true;
}

void batch_matmul_infer(const InferContext& ctx, SpecList* out) {
  DType d = check_product_operands(ctx, true);
  const Shape& a = *ctx.inputs[0].shape;
  const Shape& b = *ctx.inputs[1].shape;
  if (!a.known_rank() || !b.known_rank()) {
    add_output(out, d, Shape::unknown_rank());
    return;
  }
  bool adj_x = ctx.attrs.get_bool("adj_x", false), adj_y = ctx.attrs.get_bool("adj_y", false);
  int ra = a.rank(), rb = b.rank();
  int64_t m = a[adj_x ? ra - 1 : ra - 2], ka = a[adj_x ? ra - 2 : ra - 1];
  int64_t kb = b[adj_y ? rb - 1 : rb - 2], n = b[adj_y ? rb - 2 : rb - 1];
  std::vector<int64_t> dims;
  if (!batch_broadcast(a, b, &dims))
    throw_invalid_argument("In[0] and In[1] must have compatible batch dimensions: " +
                           a.debug_str() + " vs. " + b.debug_str());
  if (ka >= 0 && kb >= 0 && ka != kb)
    throw_invalid_argument("Matrix size-incompatible: In[0]: " + a.debug_str() +
                           ", In[1]: " + b.debug_str());
  dims.push_back(m);
  dims.push_back(n);
  add_output(out, d, Shape(dims));
}

// The offset of batch `i` of the output (row-major over `batch`) in an input
// whose batch dims (right-aligned, 1 where broadcast) are `own`.
int64_t batch_offset(int64_t i, const std::vector<int64_t>& batch,
                     const std::vector<int64_t>& own) {
  int64_t offset = 0, stride = 1;
  size_t lead = batch.size() - own.size();
  for (size_t j = batch.size(); j-- > 0;) {
    int64_t idx = i % batch[j];
    i /= batch[j];
    if (j >= lead) {
      int64_t d = own[j - lead];
      if (d != 1) offset += idx * stride;
      stride *= d;
    }
  }
  return offset;
}

// An input as its matrices: conjugated when the product takes its adjoint
// (BatchMatMul's adj_x / adj_y conjugate complex matrices; gemm only transposes).
template <class T>
const T* adjoint_ready(const Tensor& t, bool adj, std::vector<T>* conj) {
  if constexpr (is_complex_v<T>) {
    if (adj) {
      conj->resize(size_t(t.num_elements()));
      for (int64_t i = 0; i < t.num_elements(); ++i) (*conj)[size_t(i)] = std::conj(t.data<T>()[i]);
      return conj->data();
    }
  }
  return t.data<T>();
}

void batch_matmul_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& a = ctx.inputs[0];
  const Tensor& b = ctx.inputs[1];
  bool adj_x = ctx.attrs.get_bool("adj_x", false), adj_y = ctx.attrs.get_bool("adj_y", false);
  Tensor c = alloc_output(ctx, 0);
  int ra = a.rank(), rb = b.rank(), rc = c.rank();
  int64_t ar = a.dim(ra - 2), ac = a.dim(ra - 1), br = b.dim(rb - 2), bc = b.dim(rb - 1);
  int64_t m = c.dim(rc - 2), n = c.dim(rc - 1), k = adj_x ? ar : ac;
  std::vector<int64_t> batch, abatch, bbatch;
  for (int i = 0; i < rc - 2; ++i) batch.push_back(c.dim(i));
  for (int i = 0; i < ra - 2; ++i) abatch.push_back(a.dim(i));
  for (int i = 0; i < rb - 2; ++i) bbatch.push_back(b.dim(i));
  int64_t batches = 1;
  for (int64_t d : batch) batches *= d;
  // y one matrix for every batch of x (Keras' Dense on a sequence): x's
  // matrices stacked are one (batches * m, k) matrix, so one product does it.
  int64_t bcount = 1;
  for (int64_t d : bbatch) bcount *= d;
  if (bcount == 1 && !adj_x && int64_t(abatch.size()) == rc - 2 && batches > 1) {
    ar *= batches;
    m *= batches;
    batches = 1;
  }
  dispatch_dtype(a.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, Half>) {
      // Half multiplies in float, as MatMul's kernel does.
      std::vector<float> fa(a.num_elements()), fb(b.num_elements()), fc(size_t(m * n));
      for (int64_t i = 0; i < a.num_elements(); ++i) fa[i] = static_cast<float>(a.data<Half>()[i]);
      for (int64_t i = 0; i < b.num_elements(); ++i) fb[i] = static_cast<float>(b.data<Half>()[i]);
      Half* pc = c.mutable_data<Half>();
      for (int64_t i = 0; i < batches; ++i) {
        poll_interrupt();
        gemm<float>(fa.data() + batch_offset(i, batch, abatch) * ar * ac,
                    fb.data() + batch_offset(i, batch, bbatch) * br * bc, fc.data(), ar, ac, br, bc,
                    adj_x, adj_y, m, n, k);
        for (int64_t j = 0; j < m * n; ++j) pc[i * m * n + j] = Half(fc[size_t(j)]);
      }
    } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> ||
                         std::is_same_v<T, int32_t> || std::is_same_v<T, int64_t> ||
                         is_complex_v<T>) {
      std::vector<T> ca, cb;
      const T* pa = adjoint_ready<T>(a, adj_x, &ca);
      const T* pb = adjoint_ready<T>(b, adj_y, &cb);
      T* pc = c.mutable_data<T>();
      for (int64_t i = 0; i < batches; ++i) {
        poll_interrupt();
        gemm<T>(pa + batch_offset(i, batch, abatch) * ar * ac,
                pb + batch_offset(i, batch, bbatch) * br * bc, pc + i * m * n, ar, ac, br, bc,
                adj_x, adj_y, m, n, k);
      }
    }
  });
  out->push_back(std::move(c));
}

}  // namespace

void register_matmul_ops(OpTable& t) {
  t.define(OpId::MatMul, matmul_infer, matmul_kernel, "a,b", 2, 2);
  t.define(OpId::BatchMatMulV2, batch_matmul_infer, batch_matmul_kernel, "x,y", 2, 2);
  t.define(OpId::BatchMatMulV3, batch_matmul_infer, batch_matmul_kernel, "x,y", 2, 2);
}

}  // namespace ops
}  // namespace minitf
