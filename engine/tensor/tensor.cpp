#include "tensor/tensor.h"

#include <algorithm>
#include <limits>
#include <new>

#include "base/limits.h"
#include "tensor/tensor_size.h"

namespace minitf {

namespace {
// Data starts one cache line after the header so Eigen's aligned loads hold.
constexpr size_t kBufferAlign = 64;

}  // namespace

TensorBuffer* TensorBuffer::create(DType dtype, int64_t count, uint64_t bytes, const Shape& shape) {
  // `bytes` comes from checked_tensor_bytes: within the session's budget
  // (which a --memory-limit near 2**64 could leave too big for the header).
  if (bytes > std::numeric_limits<size_t>::max() - kBufferAlign) throw_tensor_oom(dtype, shape);
  void* mem = ::operator new(kBufferAlign + static_cast<size_t>(bytes),
                             std::align_val_t(kBufferAlign), std::nothrow);
  if (!mem) throw_tensor_oom(dtype, shape);
  auto* b = new (mem) TensorBuffer();
  b->dtype_ = dtype;
  b->count_ = count;
  b->data_ = static_cast<char*>(mem) + kBufferAlign;
  if (dtype == DType::String) {
    auto* s = static_cast<std::string*>(b->data_);
    for (int64_t i = 0; i < count; ++i) new (s + i) std::string();
  }
  return b;
}

void TensorBuffer::destroy() {
  if (dtype_ == DType::String) {
    auto* s = static_cast<std::string*>(data_);
    for (int64_t i = 0; i < count_; ++i) s[i].~basic_string();
  }
  this->~TensorBuffer();
  ::operator delete(static_cast<void*>(this), std::align_val_t(kBufferAlign));
}

void Tensor::swap(Tensor& o) noexcept {
  std::swap(shape_, o.shape_);
  std::swap(dtype_, o.dtype_);
  std::swap(size_, o.size_);
  std::swap(buf_, o.buf_);
  unsigned char tmp[kInlineBytes];
  std::memcpy(tmp, inline_, kInlineBytes);
  std::memcpy(inline_, o.inline_, kInlineBytes);
  std::memcpy(o.inline_, tmp, kInlineBytes);
}

Tensor Tensor::empty(DType dtype, const Shape& shape) {
  if (!shape.fully_defined()) {
    throw_invalid_argument("cannot allocate a tensor of partially known shape " + shape.str());
  }
  // The one checked size computation (tensor/tensor_size.h): an overflowed
  // count or byte size never reaches the inline-or-heap choice below.
  const uint64_t bytes = checked_tensor_bytes(dtype, shape);
  const int64_t n = shape.num_elements();
  Tensor t(dtype, shape, n);
  if (dtype == DType::String || bytes > kInlineBytes) {
    t.buf_ = TensorBuffer::create(dtype, n, bytes, shape);
  }
  return t;
}

Tensor Tensor::zeros(DType dtype, const Shape& shape) {
  Tensor t = empty(dtype, shape);
  // All-zero bytes are 0 / 0.0 / false / +0 half / 0+0j for every numeric dtype.
  if (dtype != DType::String) {
    auto* p = static_cast<unsigned char*>(t.mutable_raw_data());
    size_t left = t.byte_size();
    // In chunks, so that Ctrl-C stops a fill of gigabytes.
    while (left > 0) {
      poll_interrupt();
      size_t n = std::min<size_t>(left, kInterruptPollBytes);
      std::memset(p, 0, n);
      p += n;
      left -= n;
    }
  }
  return t;
}

Tensor Tensor::from_bools(const std::vector<bool>& v, const Shape& shape) {
  check_count(static_cast<int64_t>(v.size()), shape);
  Tensor t = empty(DType::Bool, shape);
  bool* out = t.mutable_data<bool>();
  for (size_t i = 0; i < v.size(); ++i) out[i] = v[i];
  return t;
}

void Tensor::check_count(int64_t n, const Shape& shape) {
  if (shape.num_elements() != n) {
    throw_invalid_argument("Cannot create a tensor with " + std::to_string(n) +
                           " elements in shape " + shape.debug_str());
  }
}

Tensor Tensor::reshaped(const Shape& shape) const {
  if (shape.num_elements() != size_) {
    throw_invalid_argument("Input to reshape is a tensor with " + std::to_string(size_) +
                           " values, but the requested shape has " +
                           std::to_string(shape.num_elements()));
  }
  Tensor t(*this);
  t.shape_ = shape;
  return t;
}

void Tensor::wrong_type(DType requested) const {
  throw TensorError(TensorError::InvalidArgument, std::string("internal: accessing a ") +
                                                      dtype_name(dtype_) + " tensor as " +
                                                      dtype_name(requested));
}

double Tensor::element_as_double(int64_t i) const {
  return dispatch_dtype(dtype_, [&](auto tag) -> double {
    using T = typename decltype(tag)::type;
    const T& v = static_cast<const T*>(raw_data())[i];
    if constexpr (std::is_same_v<T, Half>) {
      return static_cast<float>(v);
    } else if constexpr (is_complex_v<T>) {
      return v.real();
    } else if constexpr (std::is_same_v<T, std::string>) {
      throw_invalid_argument("a string tensor has no numeric value");
    } else {
      return static_cast<double>(v);
    }
  });
}

int64_t Tensor::element_as_int64(int64_t i) const {
  return dispatch_dtype(dtype_, [&](auto tag) -> int64_t {
    using T = typename decltype(tag)::type;
    const T& v = static_cast<const T*>(raw_data())[i];
    if constexpr (std::is_same_v<T, Half>) {
      return static_cast<int64_t>(static_cast<float>(v));
    } else if constexpr (is_complex_v<T>) {
      return static_cast<int64_t>(v.real());
    } else if constexpr (std::is_same_v<T, std::string>) {
      throw_invalid_argument("a string tensor has no numeric value");
    } else {
      return static_cast<int64_t>(v);
    }
  });
}

std::vector<int64_t> Tensor::to_int64_vector() const {
  std::vector<int64_t> out(static_cast<size_t>(size_));
  for (int64_t i = 0; i < size_; ++i) out[i] = element_as_int64(i);
  return out;
}

}  // namespace minitf
