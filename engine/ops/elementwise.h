// Element-wise kernels with numpy broadcasting (internal to engine/ops).
#pragma once

#include "ops/op_util.h"

namespace minitf {
namespace ops {

// r = f(a, b) over the broadcast of a and b (r already has the broadcast shape).
template <class T, class R, class F>
void binary_loop(const Tensor& a, const Tensor& b, Tensor& r, F f) {
  const T* pa = a.data<T>();
  const T* pb = b.data<T>();
  R* pr = r.mutable_data<R>();
  const int64_t n = r.num_elements();
  const int64_t na = a.num_elements(), nb = b.num_elements();
  if (na == n && nb == n) {  // same layout (shapes equal up to leading 1s)
    for_chunks(n, sizeof(R), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) pr[i] = f(pa[i], pb[i]);
    });
    return;
  }
  if (na == 1 && nb == n) {
    const T x = pa[0];
    for_chunks(n, sizeof(R), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) pr[i] = f(x, pb[i]);
    });
    return;
  }
  if (nb == 1 && na == n) {
    const T y = pb[0];
    for_chunks(n, sizeof(R), [&](int64_t begin, int64_t end) {
      for (int64_t i = begin; i < end; ++i) pr[i] = f(pa[i], y);
    });
    return;
  }
  if (n == 0) return;
  // One operand repeated along the leading dims (a bias added to each row of
  // a batch): row after row, contiguous on both sides.
  auto rows_of = [&](const Tensor& small) {
    const int64_t m = small.num_elements();
    if (m <= 1 || n % m != 0 || small.rank() > r.rank()) return false;
    for (int d = 1; d <= small.rank(); ++d)
      if (small.dim(small.rank() - d) != r.dim(r.rank() - d)) return false;
    return true;
  };
  if (na == n && rows_of(b)) {
    for_chunks(n / nb, sizeof(R) * nb, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const T* ra = pa + row * nb;
        R* rr = pr + row * nb;
        for (int64_t j = 0; j < nb; ++j) rr[j] = f(ra[j], pb[j]);
      }
    });
    return;
  }
  if (nb == n && rows_of(a)) {
    for_chunks(n / na, sizeof(R) * na, [&](int64_t begin, int64_t end) {
      for (int64_t row = begin; row < end; ++row) {
        const T* rb = pb + row * na;
        R* rr = pr + row * na;
        for (int64_t j = 0; j < na; ++j) rr[j] = f(pa[j], rb[j]);
      }
    });
    return;
  }
  // One operand holding one value per row, repeated along the last dim (a
  // per-example scale of a batch's rows, shape (rows, 1) against (rows,
  // cols)): row after row, the value read once. Float types only: a loss
  // gradient's shape, and every other type's instance of this template
  // would grow the binary for no measured gain.
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    auto cols_of = [&](const Tensor& small) {
      if (small.rank() != r.rank() || r.rank() < 1 || small.dim(r.rank() - 1) != 1) return false;
      for (int d = 0; d + 1 < r.rank(); ++d)
        if (small.dim(d) != r.dim(d)) return false;
      return true;
    };
    if (na == n && cols_of(b)) {
      const int64_t cols = n / nb;
      for_chunks(nb, sizeof(R) * cols, [&](int64_t begin, int64_t end) {
        for (int64_t row = begin; row < end; ++row) {
          const T* ra = pa + row * cols;
          const T y = pb[row];
          R* rr = pr + row * cols;
          for (int64_t j = 0; j < cols; ++j) rr[j] = f(ra[j], y);
        }
      });
      return;
    }
    if (nb == n && cols_of(a)) {
      const int64_t cols = n / na;
      for_chunks(na, sizeof(R) * cols, [&](int64_t begin, int64_t end) {
        for (int64_t row = begin; row < end; ++row) {
          const T x = pa[row];
          const T* rb = pb + row * cols;
          R* rr = pr + row * cols;
          for (int64_t j = 0; j < cols; ++j) rr[j] = f(x, rb[j]);
        }
      });
      return;
    }
  }
  // General case: per-input strides over the output's dims (0 where the input
  // is broadcast), inner loop over the last dim.
  const int rank = r.rank();
  int64_t sa[Shape::kMaxRank], sb[Shape::kMaxRank], ia[Shape::kMaxRank], ib[Shape::kMaxRank];
  row_major_strides(a.shape(), ia);
  row_major_strides(b.shape(), ib);
  for (int d = 0; d < rank; ++d) {
    int da = d - (rank - a.rank()), db = d - (rank - b.rank());
    sa[d] = (da >= 0 && a.dim(da) != 1) ? ia[da] : 0;
    sb[d] = (db >= 0 && b.dim(db) != 1) ? ib[db] : 0;
  }
  int64_t idx[Shape::kMaxRank] = {};
  const int64_t inner = r.dim(rank - 1), sa_in = sa[rank - 1], sb_in = sb[rank - 1];
  int64_t oa = 0, ob = 0;
  // Polls the interrupt flag once per kInterruptPollBytes of output.
  const int64_t poll_every = static_cast<int64_t>(kInterruptPollBytes / sizeof(R));
  int64_t since_poll = poll_every;
  for (int64_t o = 0; o < n; o += inner) {
    if ((since_poll += inner) >= poll_every) {
      poll_interrupt();
      since_poll = 0;
    }
    for (int64_t j = 0; j < inner; ++j) pr[o + j] = f(pa[oa + j * sa_in], pb[ob + j * sb_in]);
    for (int d = rank - 2; d >= 0; --d) {
      oa += sa[d];
      ob += sb[d];
      if (++idx[d] < r.dim(d)) break;
      oa -= sa[d] * r.dim(d);
      ob -= sb[d] * r.dim(d);
      idx[d] = 0;
    }
  }
}

// Copies `src` broadcast to `shape` into a new tensor (Select, Fill helpers).
Tensor broadcast_to(const Tensor& src, const Shape& shape);

}  // namespace ops
}  // namespace minitf
