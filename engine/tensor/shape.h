// Tensor shapes: fixed inline storage (a shape never touches the heap), TF's
// text forms, and numpy broadcasting.
//
// A shape may be partially known, as symbolic tensors' shapes are while tracing:
// a dimension of kUnknownDim prints as None, and a shape of unknown rank prints
// as <unknown>.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "base/assert.h"

namespace minitf {

class Shape {
 public:
  // Ranks above 8 are rejected: enough for every teaching workload, and it keeps
  // a Shape inline (72 bytes) so scalar ops never allocate.
  static constexpr int kMaxRank = 8;
  static constexpr int64_t kUnknownDim = -1;

  Shape() = default;  // rank 0: a scalar
  Shape(std::initializer_list<int64_t> dims);
  explicit Shape(const std::vector<int64_t>& dims);
  Shape(const int64_t* dims, int rank);
  static Shape unknown_rank() {
    Shape s;
    s.rank_ = -1;
    return s;
  }
  static Shape vector(int64_t n) { return Shape({n}); }

  bool known_rank() const { return rank_ >= 0; }
  int rank() const { return rank_; }  // -1 when unknown
  int64_t dim(int i) const {
    MINITF_ASSERT(i >= 0 && i < rank_, "dimension index out of the shape's rank");
    return dims_[i];
  }
  int64_t operator[](int i) const { return dim(i); }
  const int64_t* dims() const { return dims_; }
  std::vector<int64_t> dim_vector() const { return {dims_, dims_ + (rank_ > 0 ? rank_ : 0)}; }
  bool fully_defined() const;
  // Product of the dimensions; -1 when not fully defined.
  int64_t num_elements() const;

  void set_dim(int i, int64_t d) {
    MINITF_ASSERT(i >= 0 && i < rank_, "dimension index out of the shape's rank");
    dims_[i] = d;
  }
  void push_back(int64_t d);  // throws past kMaxRank
  void insert(int pos, int64_t d);
  void erase(int pos);

  // TensorShape.__str__: (), (3,), (2, 2), (None,), <unknown>
  std::string str() const;
  // The bracket form TF's C++ errors use: [], [2], [2,3], [?]
  std::string debug_str() const;

  // Same rank and dimensions (unknown dims compare equal only to unknown).
  bool operator==(const Shape& o) const;
  bool operator!=(const Shape& o) const { return !(*this == o); }
  // Could both describe the same concrete shape (unknowns match anything)?
  bool compatible_with(const Shape& o) const;

 private:
  int64_t dims_[kMaxRank] = {};
  int rank_ = 0;
};

// numpy broadcasting of two shapes. Throws TensorError(InvalidArgument,
// "Incompatible shapes: [2] vs. [3]"); the eager caller appends " [Op:AddV2]".
// Unknown dims broadcast to unknown unless the other side fixes them.
Shape broadcast_shapes(const Shape& a, const Shape& b);
// Same, returning false instead of throwing.
bool try_broadcast_shapes(const Shape& a, const Shape& b, Shape* out);

}  // namespace minitf
