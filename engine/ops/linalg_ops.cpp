// Linear algebra: MatrixInverse and MatrixDeterminant (per matrix of a batch,
// on Eigen's partially pivoted LU, as TF's CPU kernels), MatrixDiagV3 and
// MatrixDiagPartV3 (one diagonal, k a scalar), Einsum (with ellipses) and Svd.
#include <Eigen/Dense>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <string>

#include "ops/op_util.h"

namespace minitf {
namespace ops {

namespace {

bool linalg_dtype_ok(DType d) {
  return d == DType::Float32 || d == DType::Float64 || d == DType::Complex64 ||
         d == DType::Complex128;
}

// The [..., M, M] checks of TF's LinearAlgebraOp (linalg_ops_common.cc).
void square_matrices_check(const Shape& s) {
  if (!s.known_rank()) return;
  if (s.rank() < 2) {
    throw_invalid_argument("Input tensor 0 must have rank >= 2, got " + std::to_string(s.rank()));
  }
  int64_t m = s[s.rank() - 2], n = s[s.rank() - 1];
  if (m >= 0 && n >= 0 && m != n) throw_invalid_argument("Input matrix must be square.");
}

template <bool kDet>
void matrix_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (!linalg_dtype_ok(x.dtype)) no_kernel(ctx.op, x.dtype);
  const Shape& s = *x.shape;
  square_matrices_check(s);
  if (!kDet || !s.known_rank()) {
    add_output(out, x.dtype, s);
    return;
  }
  Shape r = s;
  r.erase(r.rank() - 1);
  r.erase(r.rank() - 1);
  add_output(out, x.dtype, r);
}

template <class T>
using RowMatrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// TF's SLogDet: sign and log|det| from the LU factors; the determinant is
// sign * exp(log|det|), so it carries the rounding of that round trip as TF's.
template <class T>
T determinant(const RowMatrix<T>& m) {
  using Real = typename Eigen::NumTraits<T>::Real;
  if (m.rows() == 0) return T(1);  // an empty matrix's determinant is 1
  Eigen::PartialPivLU<RowMatrix<T>> lu(m);
  RowMatrix<T> factors = lu.matrixLU();
  T sign = T(lu.permutationP().determinant());
  Real log_abs = 0;
  for (Eigen::Index i = 0; i < factors.rows(); ++i) {
    T d = factors(i, i);
    Real a = std::abs(d);
    log_abs += std::log(a);
    sign *= d / a;
  }
  if (!std::isfinite(log_abs)) {
    sign = T(0);
    log_abs = log_abs > 0 ? -std::log(Real(0)) : std::log(Real(0));
  }
  return sign * T(std::exp(log_abs));
}

template <bool kDet>
void matrix_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const int64_t n = x.dim(x.rank() - 1);
  const int64_t count = n ? x.num_elements() / (n * n) : 0;
  Tensor r = alloc_output(ctx, 0);
  // MatrixInverse's adjoint: the inverse of each matrix's conjugate transpose.
  const bool adjoint = !kDet && ctx.attrs.get_bool("adjoint", false);
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || is_complex_v<T>) {
      T* pr = r.mutable_data<T>();
      for (int64_t b = 0; b < count; ++b) {
        Eigen::Map<const RowMatrix<T>> m(x.data<T>() + b * n * n, n, n);
        if constexpr (kDet) {
          pr[b] = determinant<T>(m);
        } else {
          Eigen::PartialPivLU<RowMatrix<T>> lu(adjoint ? RowMatrix<T>(m.adjoint())
                                                       : RowMatrix<T>(m));
          // As TF: exact zero pivots are the singular matrices it can detect.
          if (lu.matrixLU().diagonal().cwiseAbs().minCoeff() <= 0)
            throw_invalid_argument("Input is not invertible.");
          Eigen::Map<RowMatrix<T>>(pr + b * n * n, n, n) = lu.inverse();
        }
      }
      if constexpr (kDet) {
        if (count == 0 && r.num_elements() > 0)
          for (int64_t b = 0; b < r.num_elements(); ++b) pr[b] = T(1);
      }
    }
  });
  out->push_back(std::move(r));
}

// ---- MatrixDiagV3, MatrixDiagPartV3 ------------------------------------------

// The diagonal offset k: one diagonal, or a band [lo, hi] (lo == hi for one).
bool diag_band(const InputSpec& k, int64_t* lo, int64_t* hi) {
  std::vector<int64_t> v;
  if (!known_ints(k, &v)) return false;
  if (v.empty() || v.size() > 2)
    throw_invalid_argument("diag_index must have only one or two elements");
  *lo = v[0];
  *hi = v.back();
  if (*lo > *hi)
    throw_invalid_argument("lower_diag_index must not be larger than upper_diag_index");
  return true;
}

// The one diagonal offset k (MatrixDiagV3 takes no band in minitf).
int64_t diag_offset(const InputSpec& k, bool* known) {
  int64_t lo = 0, hi = 0;
  *known = diag_band(k, &lo, &hi);
  if (*known && lo != hi) {
    throw_tensor_error(TensorError::Unimplemented,
                       "minitf's matrix diagonals take one diagonal k, not a band");
  }
  return lo;
}

// The length of diagonal d of an m x n matrix.
int64_t diag_length(int64_t m, int64_t n, int64_t d) {
  return std::max<int64_t>(0, std::min(m + std::min<int64_t>(d, 0), n - std::max<int64_t>(d, 0)));
}

void matrix_diag_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& d = ctx.inputs[0];
  if (ctx.inputs[4].dtype != d.dtype) {
    TensorError e(TensorError::InvalidArgument,
                  dtype_mismatch_message(ctx.op.name, 4, d.dtype, ctx.inputs[4].dtype));
    throw e;
  }
  const Shape& s = *d.shape;
  bool known;
  int64_t k = diag_offset(ctx.inputs[1], &known);
  std::vector<int64_t> rows, cols;
  if (!s.known_rank() || !known || !known_ints(ctx.inputs[2], &rows) ||
      !known_ints(ctx.inputs[3], &cols)) {
    add_output(out, d.dtype, Shape::unknown_rank());
    return;
  }
  if (s.rank() < 1) throw_invalid_argument("diagonal must be at least 1-dim");
  int64_t len = s[s.rank() - 1];
  int64_t min_rows = len < 0 ? len : len + std::max<int64_t>(-k, 0);
  int64_t min_cols = len < 0 ? len : len + std::max<int64_t>(k, 0);
  // TF: neither given, a square of the larger minimum; one given, the
  // other matches it.
  int64_t nr = rows.at(0), nc = cols.at(0);
  if (nr < 0 && nc < 0) {
    nr = nc = len < 0 ? len : std::max(min_rows, min_cols);
  } else if (nr < 0) {
    nr = min_rows;
  } else if (nc < 0) {
    nc = min_cols;
  }
  if (nr >= 0 && nc >= 0 && len >= 0 && (nr < min_rows || nc < min_cols)) {
    throw_invalid_argument(
        "The number of rows or columns is not consistent with the specified "
        "d_lower, d_upper, and diagonal.");
  }
  Shape r = s;
  r.set_dim(r.rank() - 1, nr);
  r.push_back(nc);
  add_output(out, d.dtype, r);
}

void matrix_diag_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& d = ctx.inputs[0];
  const int64_t k = ctx.inputs[1].element_as_int64(0);
  Tensor r = alloc_output(ctx, 0);
  const int64_t nr = r.dim(r.rank() - 2), nc = r.dim(r.rank() - 1);
  const int64_t len = d.dim(d.rank() - 1);
  const int64_t batch = (nr > 0 && nc > 0) ? r.num_elements() / (nr * nc) : 0;
  for (int64_t i = 0; i < r.num_elements(); ++i) copy_elements(ctx.inputs[4], 0, r, i, 1);
  for (int64_t b = 0; b < batch; ++b) {
    for (int64_t i = 0; i < len; ++i) {
      int64_t row = k >= 0 ? i : i - k, col = k >= 0 ? i + k : i;
      if (row < nr && col < nc) copy_elements(d, b * len + i, r, (b * nr + row) * nc + col, 1);
    }
  }
  out->push_back(std::move(r));
}

void matrix_diag_part_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (ctx.inputs[2].dtype != x.dtype) {
    throw_invalid_argument(dtype_mismatch_message(ctx.op.name, 2, x.dtype, ctx.inputs[2].dtype));
  }
  const Shape& s = *x.shape;
  int64_t lo = 0, hi = 0;
  bool known = diag_band(ctx.inputs[1], &lo, &hi);
  if (!s.known_rank() || !known) {
    add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  if (s.rank() < 2) {
    throw_invalid_argument("input must be at least 2-dim, received shape: " + s.debug_str());
  }
  int64_t m = s[s.rank() - 2], n = s[s.rank() - 1];
  int64_t len = Shape::kUnknownDim;
  if (m >= 0 && n >= 0) {
    for (int64_t k : {lo, hi}) {
      if ((k <= -m || k >= n) && !(m == 0 || n == 0))
        throw_invalid_argument("Diagonal index " + std::to_string(k) +
                               " is out of the matrix's bounds");
    }
    len = 0;
    for (int64_t d = lo; d <= hi; ++d) len = std::max(len, diag_length(m, n, d));
  }
  Shape r = s;
  r.erase(r.rank() - 1);
  if (lo == hi) {
    r.set_dim(r.rank() - 1, len);
  } else {
    r.set_dim(r.rank() - 1, hi - lo + 1);
    r.push_back(len);
  }
  add_output(out, x.dtype, r);
}

// A band's diagonals fill rows from hi down to lo; a shorter one is padded,
// aligned by `align`: its first word for superdiagonals, its second for
// subdiagonals (the main diagonal counts as either where one says LEFT).
void matrix_diag_part_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const Tensor& k = ctx.inputs[1];
  const int64_t lo = k.element_as_int64(0), hi = k.element_as_int64(k.num_elements() - 1);
  const std::string align = ctx.attrs.get_string("align", "RIGHT_LEFT");
  const bool left_super = align.rfind("LEFT", 0) == 0;
  const bool left_sub = align.size() >= 4 && align.compare(align.size() - 4, 4, "LEFT") == 0;
  Tensor r = alloc_output(ctx, 0);
  const int64_t m = x.dim(x.rank() - 2), n = x.dim(x.rank() - 1);
  const int64_t len = r.dim(r.rank() - 1);
  const int64_t rows = hi - lo + 1;
  const int64_t batch = (m > 0 && n > 0) ? x.num_elements() / (m * n) : 0;
  for (int64_t i = 0; i < r.num_elements(); ++i) copy_elements(ctx.inputs[2], 0, r, i, 1);
  for (int64_t b = 0; b < batch; ++b) {
    for (int64_t d = hi; d >= lo; --d) {
      const int64_t dl = diag_length(m, n, d);
      const int64_t offset = (d >= 0 && left_super) || (d <= 0 && left_sub) ? 0 : len - dl;
      const int64_t base = (b * rows + (hi - d)) * len + offset;
      for (int64_t i = 0; i < dl; ++i) {
        int64_t row = d >= 0 ? i : i - d, col = d >= 0 ? i + d : i;
        copy_elements(x, (b * m + row) * n + col, r, base + i, 1);
      }
    }
  }
  out->push_back(std::move(r));
}

// ---- Einsum -------------------------------------------------------------------

struct EinsumSpec {
  std::vector<std::string> inputs;
  std::string output;
  bool known = true;  // false: an input with "..." has unknown rank
};

// The labels "..." stands for: digits, one per broadcast dimension, the
// rightmost of kEllipsisLabels for an input with fewer of them.
constexpr const char* kEllipsisLabels = "01234567";  // Shape::kMaxRank of them

bool is_ellipsis_label(char c) { return c >= '0' && c <= '7'; }

// "ij,jk->ik", "...ij,...jk->...ik"; without "->" the output is the
// ellipsis' labels then the letters seen once, in alphabetical order (numpy's
// implicit mode).
EinsumSpec parse_equation(const std::string& eq, Span<InputSpec> inputs) {
  EinsumSpec spec;
  std::string lhs = eq, rhs;
  size_t arrow = eq.find("->");
  bool explicit_out = arrow != std::string::npos;
  if (explicit_out) {
    lhs = eq.substr(0, arrow);
    rhs = eq.substr(arrow + 2);
  }
  std::vector<std::string> terms;
  std::string cur;
  for (char c : lhs + ",") {
    if (c == ' ') continue;
    if (c == ',') {
      terms.push_back(cur);
      cur.clear();
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '.') {
      cur += c;
    } else {
      throw_invalid_argument("Invalid Einsum equation: " + eq);
    }
  }
  if (terms.size() != inputs.size()) {
    throw_invalid_argument("Expecting " + std::to_string(terms.size()) +
                           " inputs but got: " + std::to_string(inputs.size()));
  }
  // "..." at most once per term, and no other dots.
  auto split_ellipsis = [&eq](const std::string& t, std::string* before, std::string* after) {
    size_t at = t.find("...");
    std::string rest = at == std::string::npos ? t : t.substr(0, at) + t.substr(at + 3);
    if (rest.find('.') != std::string::npos)
      throw_invalid_argument("Invalid Einsum equation: " + eq);
    *before = at == std::string::npos ? t : t.substr(0, at);
    *after = at == std::string::npos ? "" : t.substr(at + 3);
    return at != std::string::npos;
  };
  int max_k = 0;
  std::vector<int> ks(terms.size(), 0);
  for (size_t i = 0; i < terms.size(); ++i) {
    std::string before, after;
    if (!split_ellipsis(terms[i], &before, &after)) continue;
    const Shape& s = *inputs[i].shape;
    if (!s.known_rank()) {
      spec.known = false;
      continue;
    }
    int k = s.rank() - static_cast<int>(before.size() + after.size());
    if (k < 0) {
      throw_invalid_argument("Input " + std::to_string(i) + " to einsum has rank " +
                             std::to_string(s.rank()) + " but the equation gives it " +
                             std::to_string(before.size() + after.size()) + " labels: " + terms[i]);
    }
    ks[i] = k;
    max_k = std::max(max_k, k);
  }
  const std::string all_ellipsis(kEllipsisLabels, static_cast<size_t>(max_k));
  for (size_t i = 0; i < terms.size(); ++i) {
    std::string before, after;
    if (split_ellipsis(terms[i], &before, &after)) {
      spec.inputs.push_back(before + all_ellipsis.substr(static_cast<size_t>(max_k - ks[i])) +
                            after);
    } else {
      spec.inputs.push_back(terms[i]);
    }
  }
  if (explicit_out) {
    std::string out;
    for (char c : rhs)
      if (c != ' ') out += c;
    std::string before, after;
    spec.output = split_ellipsis(out, &before, &after) ? before + all_ellipsis + after : out;
  } else {
    std::map<char, int> seen;
    for (const std::string& t : spec.inputs)
      for (char c : t) ++seen[c];
    spec.output = all_ellipsis;
    for (auto& [c, count] : seen)
      if (count == 1 && !is_ellipsis_label(c)) spec.output += c;
  }
  return spec;
}

// The size of each label, checked across the inputs (a known size wins over
// an unknown one; an ellipsis dimension of 1 broadcasts).
std::map<char, int64_t> label_sizes(const EinsumSpec& spec, Span<InputSpec> inputs) {
  std::map<char, int64_t> size;
  for (size_t i = 0; i < spec.inputs.size(); ++i) {
    const Shape& s = *inputs[i].shape;
    const std::string& labels = spec.inputs[i];
    if (!s.known_rank()) continue;
    if (static_cast<int>(labels.size()) != s.rank()) {
      throw_invalid_argument("Input " + std::to_string(i) + " to einsum has rank " +
                             std::to_string(s.rank()) + " but the equation gives it " +
                             std::to_string(labels.size()) + " labels: " + labels);
    }
    for (size_t d = 0; d < labels.size(); ++d) {
      int64_t dim = s[static_cast<int>(d)];
      auto it = size.find(labels[d]);
      if (it == size.end() || it->second < 0 || (is_ellipsis_label(labels[d]) && it->second == 1)) {
        size[labels[d]] = dim;
      } else if (dim >= 0 && it->second != dim && !(is_ellipsis_label(labels[d]) && dim == 1)) {
        throw_invalid_argument("Expected dimension " + std::to_string(it->second) + " at axis " +
                               std::to_string(d) + " of input " + std::to_string(i) + " shaped " +
                               s.debug_str() + " but got dimension " + std::to_string(dim));
      }
    }
  }
  return size;
}

void einsum_infer(const InferContext& ctx, SpecList* out) {
  check_same_dtype(ctx, 0, ctx.inputs.size());
  DType d = ctx.inputs[0].dtype;
  if (!dtype_is_numeric(d)) no_kernel(ctx.op, d);
  EinsumSpec spec = parse_equation(ctx.attrs.get_string("equation", ""), ctx.inputs);
  if (!spec.known) {
    add_output(out, d, Shape::unknown_rank());
    return;
  }
  std::map<char, int64_t> size = label_sizes(spec, ctx.inputs);
  Shape s;
  for (char c : spec.output) {
    auto it = size.find(c);
    if (it == size.end()) {
      bool any_unknown = false;
      for (const InputSpec& in : ctx.inputs) any_unknown |= !in.shape->known_rank();
      if (!any_unknown)
        throw_invalid_argument(std::string("Output subscript contains a label not appearing in "
                                           "the inputs: ") +
                               c);
      s.push_back(Shape::kUnknownDim);
    } else {
      s.push_back(it->second);
    }
  }
  add_output(out, d, s);
}

void einsum_kernel(const KernelContext& ctx, TensorList* out) {
  InputSpecList specs;
  for (const Tensor& t : ctx.inputs) specs.push_back(InputSpec{t.dtype(), &t.shape(), &t});
  Span<InputSpec> in_specs(specs.data(), specs.size());
  EinsumSpec spec = parse_equation(ctx.attrs.get_string("equation", ""), in_specs);
  std::map<char, int64_t> size = label_sizes(spec, in_specs);
  // Every label gets a slot: output labels first, then the summed ones.
  std::string labels = spec.output;
  for (auto& [c, n] : size)
    if (labels.find(c) == std::string::npos) labels += c;
  std::vector<int64_t> extent;
  for (char c : labels) extent.push_back(size[c]);
  // Per input, the stride of each slot (0 where the label is absent).
  std::vector<std::vector<int64_t>> strides(ctx.inputs.size(),
                                            std::vector<int64_t>(labels.size(), 0));
  for (size_t i = 0; i < ctx.inputs.size(); ++i) {
    int64_t st[Shape::kMaxRank];
    row_major_strides(ctx.inputs[i].shape(), st);
    for (size_t d = 0; d < spec.inputs[i].size(); ++d) {
      char c = spec.inputs[i][d];
      // A broadcast ellipsis dimension (1 against more) repeats its one element.
      if (ctx.inputs[i].dim(static_cast<int>(d)) == 1 && size[c] != 1) continue;
      strides[i][labels.find(c)] += st[d];
    }
  }
  Tensor r = alloc_output(ctx, 0);
  const size_t n_out = spec.output.size();
  int64_t n_sum = 1;
  for (size_t j = n_out; j < labels.size(); ++j) n_sum *= extent[j];
  dispatch_dtype(r.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (is_real_number_v<T> || is_complex_v<T> || std::is_same_v<T, Half>) {
      using C = typename ComputeType<T>::type;
      T* pr = r.mutable_data<T>();
      std::vector<int64_t> idx(labels.size(), 0);
      for (int64_t o = 0; o < r.num_elements(); ++o) {
        // The output element's multi-index fills the first n_out slots.
        int64_t rest = o;
        for (size_t j = n_out; j-- > 0;) {
          idx[j] = extent[j] ? rest % extent[j] : 0;
          rest = extent[j] ? rest / extent[j] : 0;
        }
        C acc = C(0);
        for (int64_t s = 0; s < n_sum; ++s) {
          int64_t q = s;
          for (size_t j = labels.size(); j-- > n_out;) {
            idx[j] = q % extent[j];
            q /= extent[j];
          }
          C term = C(1);
          for (size_t i = 0; i < ctx.inputs.size(); ++i) {
            int64_t off = 0;
            for (size_t j = 0; j < labels.size(); ++j) off += idx[j] * strides[i][j];
            term = term * to_compute(ctx.inputs[i].data<T>()[off]);
          }
          acc = acc + term;
        }
        pr[o] = from_compute<T>(acc);
      }
    }
  });
  out->push_back(std::move(r));
}

// ---- Svd ---------------------------------------------------------------------

// Svd(input) -> s, u, v of each [..., M, N] matrix, P = min(M, N): s [..., P];
// u [..., M, P] and v [..., N, P] (M and N columns with full_matrices); u and v
// are empty [0] without compute_uv, as TF's shape function says.
void svd_infer(const InferContext& ctx, SpecList* out) {
  const InputSpec& x = ctx.inputs[0];
  if (x.dtype != DType::Float32 && x.dtype != DType::Float64) {
    throw_tensor_error(TensorError::Unimplemented,
                       "minitf's Svd takes float32 and float64 matrices only");
  }
  const Shape& s = *x.shape;
  if (!s.known_rank()) {
    for (int i = 0; i < 3; ++i) add_output(out, x.dtype, Shape::unknown_rank());
    return;
  }
  if (s.rank() < 2) {
    throw_invalid_argument("Input tensor 0 must have rank >= 2, got " + std::to_string(s.rank()));
  }
  const int64_t m = s[s.rank() - 2], n = s[s.rank() - 1];
  const int64_t p = m < 0 || n < 0 ? -1 : std::min(m, n);
  Shape batch = s;
  batch.erase(batch.rank() - 1);
  batch.erase(batch.rank() - 1);
  Shape sv = batch;
  sv.push_back(p);
  add_output(out, x.dtype, sv);
  if (!ctx.attrs.get_bool("compute_uv", true)) {
    add_output(out, x.dtype, Shape({0}));
    add_output(out, x.dtype, Shape({0}));
    return;
  }
  const bool full = ctx.attrs.get_bool("full_matrices", false);
  Shape u = batch, v = batch;
  u.push_back(m);
  u.push_back(full ? m : p);
  v.push_back(n);
  v.push_back(full ? n : p);
  add_output(out, x.dtype, u);
  add_output(out, x.dtype, v);
}

void svd_kernel(const KernelContext& ctx, TensorList* out) {
  const Tensor& x = ctx.inputs[0];
  const int64_t m = x.dim(x.rank() - 2), n = x.dim(x.rank() - 1);
  const int64_t count = m * n ? x.num_elements() / (m * n) : 0;
  const bool uv = ctx.attrs.get_bool("compute_uv", true);
  const bool full = ctx.attrs.get_bool("full_matrices", false);
  Tensor s = alloc_output(ctx, 0), u = alloc_output(ctx, 1), v = alloc_output(ctx, 2);
  dispatch_dtype(x.dtype(), [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      using Matrix = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic>;
      const int64_t p = std::min(m, n);
      const int64_t ucols = full ? m : p, vcols = full ? n : p;
      const unsigned options = !uv    ? 0u
                               : full ? Eigen::ComputeFullU | Eigen::ComputeFullV
                                      : Eigen::ComputeThinU | Eigen::ComputeThinV;
      for (int64_t b = 0; b < count; ++b) {
        // TF's CPU kernel runs Eigen's BDCSVD (Jacobi below its block size).
        Matrix a = Eigen::Map<const RowMatrix<T>>(x.data<T>() + b * m * n, m, n);
        Eigen::BDCSVD<Matrix> svd(a, options);
        Eigen::Map<Eigen::Matrix<T, Eigen::Dynamic, 1>>(s.mutable_data<T>() + b * p, p) =
            svd.singularValues();
        if (uv) {
          Eigen::Map<RowMatrix<T>>(u.mutable_data<T>() + b * m * ucols, m, ucols) = svd.matrixU();
          Eigen::Map<RowMatrix<T>>(v.mutable_data<T>() + b * n * vcols, n, vcols) = svd.matrixV();
        }
      }
    }
  });
  out->push_back(std::move(s));
  out->push_back(std::move(u));
  out->push_back(std::move(v));
}

}  // namespace

void register_linalg_ops(OpTable& t) {
  t.define(OpId::MatrixInverse, matrix_infer<false>, matrix_kernel<false>, "input", 1, 1);
  t.define(OpId::MatrixDeterminant, matrix_infer<true>, matrix_kernel<true>, "input", 1, 1);
  t.define(OpId::MatrixDiagV3, matrix_diag_infer, matrix_diag_kernel,
           "diagonal,k,num_rows,num_cols,padding_value", 5, 5);
  t.define(OpId::MatrixDiagPartV3, matrix_diag_part_infer, matrix_diag_part_kernel,
           "input,k,padding_value", 3, 3);
  t.define(OpId::Einsum, einsum_infer, einsum_kernel, "inputs", 1, -1);
  t.define(OpId::Svd, svd_infer, svd_kernel, "input", 1, 1);
}

}  // namespace ops
}  // namespace minitf
