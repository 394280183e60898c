#include "tensor/shape.h"

#include <algorithm>
#include <limits>

#include "tensor/error.h"

namespace minitf {

namespace {
[[noreturn]] void rank_too_large(size_t rank) {
  throw_invalid_argument("tensors of rank " + std::to_string(rank) + " are not supported (max " +
                         std::to_string(Shape::kMaxRank) + ")");
}
}  // namespace

Shape::Shape(std::initializer_list<int64_t> dims)
    : Shape(dims.begin(), static_cast<int>(dims.size())) {}
Shape::Shape(const std::vector<int64_t>& dims)
    : Shape(dims.data(), static_cast<int>(dims.size())) {}
Shape::Shape(const int64_t* dims, int rank) {
  if (rank > kMaxRank) rank_too_large(rank);
  rank_ = rank;
  std::copy(dims, dims + rank, dims_);
}

bool Shape::fully_defined() const {
  if (rank_ < 0) return false;
  for (int i = 0; i < rank_; ++i)
    if (dims_[i] < 0) return false;
  return true;
}

int64_t Shape::num_elements() const {
  if (rank_ < 0) return -1;
  int64_t n = 1;
  bool overflow = false;
  for (int i = 0; i < rank_; ++i) {
    if (dims_[i] < 0) return -1;
    if (dims_[i] == 0) return 0;
    overflow = overflow || __builtin_mul_overflow(n, dims_[i], &n);
  }
  // A count past int64 is larger than any allocation may be, so saturating
  // keeps every comparison with it honest (and the product defined).
  return overflow ? std::numeric_limits<int64_t>::max() : n;
}

void Shape::push_back(int64_t d) {
  if (rank_ >= kMaxRank) rank_too_large(rank_ + 1);
  dims_[rank_++] = d;
}

void Shape::insert(int pos, int64_t d) {
  if (rank_ >= kMaxRank) rank_too_large(rank_ + 1);
  for (int i = rank_; i > pos; --i) dims_[i] = dims_[i - 1];
  dims_[pos] = d;
  ++rank_;
}

void Shape::erase(int pos) {
  for (int i = pos; i + 1 < rank_; ++i) dims_[i] = dims_[i + 1];
  --rank_;
}

std::string Shape::str() const {
  if (rank_ < 0) return "<unknown>";
  std::string s = "(";
  for (int i = 0; i < rank_; ++i) {
    if (i) s += ", ";
    s += dims_[i] < 0 ? "None" : std::to_string(dims_[i]);
  }
  if (rank_ == 1) s += ",";
  return s + ")";
}

std::string Shape::debug_str() const {
  if (rank_ < 0) return "<unknown>";
  std::string s = "[";
  for (int i = 0; i < rank_; ++i) {
    if (i) s += ",";
    s += dims_[i] < 0 ? "?" : std::to_string(dims_[i]);
  }
  return s + "]";
}

bool Shape::operator==(const Shape& o) const {
  if (rank_ != o.rank_) return false;
  for (int i = 0; i < rank_; ++i)
    if (dims_[i] != o.dims_[i]) return false;
  return true;
}

bool Shape::compatible_with(const Shape& o) const {
  if (rank_ < 0 || o.rank_ < 0) return true;
  if (rank_ != o.rank_) return false;
  for (int i = 0; i < rank_; ++i)
    if (dims_[i] >= 0 && o.dims_[i] >= 0 && dims_[i] != o.dims_[i]) return false;
  return true;
}

bool try_broadcast_shapes(const Shape& a, const Shape& b, Shape* out) {
  if (a.rank() == b.rank()) {  // the common case, dims compared in place
    bool same = true;
    for (int i = 0; i < a.rank() && same; ++i) same = a[i] == b[i] && a[i] >= 0;
    if (same) {
      *out = a;
      return true;
    }
  }
  if (!a.known_rank() || !b.known_rank()) {
    *out = Shape::unknown_rank();
    return true;
  }
  int rank = std::max(a.rank(), b.rank());
  int64_t dims[Shape::kMaxRank];
  for (int i = 0; i < rank; ++i) {
    int ia = a.rank() - rank + i, ib = b.rank() - rank + i;
    int64_t da = ia >= 0 ? a[ia] : 1, db = ib >= 0 ? b[ib] : 1;
    if (da == db) {
      dims[i] = da;
    } else if (da == 1) {
      dims[i] = db;
    } else if (db == 1) {
      dims[i] = da;
    } else if (da < 0 || db < 0) {
      // unknown vs n>1: n (or an error at run time); unknown vs unknown: unknown
      dims[i] = da < 0 ? db : da;
    } else {
      return false;
    }
  }
  *out = Shape(dims, rank);
  return true;
}

Shape broadcast_shapes(const Shape& a, const Shape& b) {
  Shape out;
  if (!try_broadcast_shapes(a, b, &out)) {
    throw_invalid_argument("Incompatible shapes: " + a.debug_str() + " vs. " + b.debug_str());
  }
  return out;
}

}  // namespace minitf
