// The immutable tensor value: dtype, shape, and storage that is inline for
// small tensors (a scalar never touches the heap) and a shared, ref-counted
// buffer otherwise. Copies share the buffer; nothing mutates a tensor once it
// has been handed out (mutable access is for the code building it).
#pragma once

#include <atomic>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "base/assert.h"
#include "tensor/dtype.h"
#include "tensor/error.h"
#include "tensor/shape.h"

namespace minitf {

// Heap storage shared by tensors: header + 64-byte aligned elements (AVX-512
// friendly for Eigen). String elements are constructed and destroyed here.
class TensorBuffer {
 public:
  // `bytes` is count times the element size, as checked_tensor_bytes gives it.
  static TensorBuffer* create(DType dtype, int64_t count, uint64_t bytes,
                              const Shape& shape_for_errors);
  void retain() { refs_.fetch_add(1, std::memory_order_relaxed); }
  void release() {
    if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1) destroy();
  }
  void* data() { return data_; }
  int32_t ref_count() const { return refs_.load(std::memory_order_relaxed); }

 private:
  TensorBuffer() = default;
  void destroy();
  std::atomic<int32_t> refs_{1};
  DType dtype_ = DType::Float32;
  int64_t count_ = 0;
  void* data_ = nullptr;
};

class Tensor {
 public:
  // Inline capacity: any scalar (complex128 is 16 bytes) and small vectors
  // such as an axis list or a 4-float vector stay inside the Tensor object.
  static constexpr size_t kInlineBytes = 16;

  Tensor() { std::memset(inline_, 0, kInlineBytes); }  // float32 scalar 0
  Tensor(const Tensor& o) : shape_(o.shape_), dtype_(o.dtype_), size_(o.size_), buf_(o.buf_) {
    if (buf_) {
      buf_->retain();
    } else {
      std::memcpy(inline_, o.inline_, kInlineBytes);
    }
  }
  Tensor(Tensor&& o) noexcept : shape_(o.shape_), dtype_(o.dtype_), size_(o.size_), buf_(o.buf_) {
    if (!buf_) {
      std::memcpy(inline_, o.inline_, kInlineBytes);
    } else {  // leave the source a valid float32 scalar 0, not a sizeless big tensor
      o.buf_ = nullptr;
      o.shape_ = Shape();
      o.dtype_ = DType::Float32;
      o.size_ = 1;
      std::memset(o.inline_, 0, kInlineBytes);
    }
  }
  Tensor& operator=(const Tensor& o) {
    if (this != &o) {
      Tensor tmp(o);
      swap(tmp);
    }
    return *this;
  }
  Tensor& operator=(Tensor&& o) noexcept {
    if (this != &o) {
      Tensor tmp(std::move(o));
      swap(tmp);
    }
    return *this;
  }
  ~Tensor() {
    if (buf_) buf_->release();
  }
  void swap(Tensor& o) noexcept;

  // New tensor with writable storage: numeric elements uninitialized, strings empty.
  static Tensor empty(DType dtype, const Shape& shape);
  static Tensor zeros(DType dtype, const Shape& shape);
  template <class T>
  static Tensor scalar(T v) {
    if constexpr (std::is_trivially_copyable_v<T> && sizeof(T) <= kInlineBytes) {
      // Eager scalar operators make one of these per result: no shape checks.
      Tensor t;
      t.dtype_ = DTypeOf<T>::value;
      std::memcpy(t.inline_, &v, sizeof(T));
      return t;
    } else {
      Tensor t = empty(DTypeOf<T>::value, Shape());
      t.mutable_data<T>()[0] = std::move(v);
      return t;
    }
  }
  // Makes this tensor the scalar `v` (a numeric T): for code that fills a
  // result in place, such as the eager scalar fast path.
  template <class T>
  void set_scalar(T v) {
    static_assert(std::is_trivially_copyable_v<T> && sizeof(T) <= kInlineBytes);
    if (buf_) {
      buf_->release();
      buf_ = nullptr;
    }
    shape_ = Shape();
    dtype_ = DTypeOf<T>::value;
    size_ = 1;
    std::memcpy(inline_, &v, sizeof(T));
  }
  static Tensor scalar_string(std::string v) { return scalar<std::string>(std::move(v)); }
  // Elements in row-major order; `shape` must hold exactly n elements.
  template <class T>
  static Tensor from_data(const T* data, const Shape& shape) {
    Tensor t = empty(DTypeOf<T>::value, shape);
    T* out = t.mutable_data<T>();
    for (int64_t i = 0; i < t.size_; ++i) out[i] = data[i];
    return t;
  }
  template <class T>
  static Tensor from_vector(const std::vector<T>& v) {
    return from_data(v.data(), Shape::vector(static_cast<int64_t>(v.size())));
  }
  template <class T>
  static Tensor from_vector(const std::vector<T>& v, const Shape& shape) {
    check_count(static_cast<int64_t>(v.size()), shape);
    return from_data(v.data(), shape);
  }
  static Tensor from_bools(const std::vector<bool>& v, const Shape& shape);
  static Tensor from_bools(const std::vector<bool>& v) {
    return from_bools(v, Shape::vector(static_cast<int64_t>(v.size())));
  }

  DType dtype() const { return dtype_; }
  const Shape& shape() const { return shape_; }
  int rank() const { return shape_.rank(); }
  int64_t dim(int i) const { return shape_[i]; }
  int64_t num_elements() const { return size_; }
  size_t byte_size() const { return static_cast<size_t>(size_) * dtype_size(dtype_); }
  bool is_scalar() const { return shape_.rank() == 0; }
  bool is_inline() const { return buf_ == nullptr; }
  bool shares_storage_with(const Tensor& o) const { return buf_ && buf_ == o.buf_; }
  // How many tensors hold this one's heap storage (1 for inline storage, which
  // no other tensor shares). The graph executor writes into a buffer in place
  // only when every holder is one it owns, so no value anyone can see changes.
  int32_t storage_holders() const { return buf_ ? buf_->ref_count() : 1; }

  const void* raw_data() const { return buf_ ? buf_->data() : inline_; }
  void* mutable_raw_data() { return buf_ ? buf_->data() : inline_; }
  template <class T>
  const T* data() const {
    check_type<T>();
    return static_cast<const T*>(raw_data());
  }
  template <class T>
  T* mutable_data() {
    check_type<T>();
    return static_cast<T*>(mutable_raw_data());
  }
  template <class T>
  const T& at(int64_t flat_index) const {
    MINITF_ASSERT(flat_index >= 0 && flat_index < size_, "element index out of the tensor");
    return data<T>()[flat_index];
  }
  template <class T>
  void set(int64_t flat_index, T v) {
    MINITF_ASSERT(flat_index >= 0 && flat_index < size_, "element index out of the tensor");
    mutable_data<T>()[flat_index] = std::move(v);
  }
  // The single element of a one-element tensor.
  template <class T>
  const T& item() const {
    return data<T>()[0];
  }

  // Same elements, new shape with the same element count: O(1), shares storage
  // (inline tensors are copied, which is as cheap).
  Tensor reshaped(const Shape& shape) const;

  // Element `flat_index` converted to double / int64 (numeric and bool dtypes;
  // complex gives the real part). Used by formatting and shape-valued inputs.
  double element_as_double(int64_t flat_index) const;
  int64_t element_as_int64(int64_t flat_index) const;
  // All elements of an integer tensor (shape, axis, perm arguments).
  std::vector<int64_t> to_int64_vector() const;

 private:
  Tensor(DType dtype, const Shape& shape, int64_t size)
      : shape_(shape), dtype_(dtype), size_(size) {}
  template <class T>
  void check_type() const {
    if (DTypeOf<T>::value != dtype_) wrong_type(DTypeOf<T>::value);
  }
  [[noreturn]] void wrong_type(DType requested) const;
  static void check_count(int64_t n, const Shape& shape);

  Shape shape_;
  DType dtype_ = DType::Float32;
  int64_t size_ = 1;
  TensorBuffer* buf_ = nullptr;
  alignas(16) unsigned char inline_[kInlineBytes];
};

}  // namespace minitf
