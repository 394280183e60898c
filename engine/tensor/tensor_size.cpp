#include "tensor/tensor_size.h"

#include <string>

#include "base/limits.h"
#include "tensor/error.h"

namespace minitf {

bool nonzero_dims_product(const Shape& s, int64_t* product, int64_t* at, int64_t* next) {
  int64_t n = 1;
  for (int i = 0; i < s.rank(); ++i) {
    const int64_t d = s[i];
    if (d <= 0) continue;  // 0 (multiplied last) or unknown
    int64_t m;
    if (__builtin_mul_overflow(n, d, &m)) {
      if (at) *at = n;
      if (next) *next = d;
      return false;
    }
    n = m;
  }
  *product = n;
  return true;
}

void check_shape_size(const Shape& s) {
  int64_t n, at = 0, next = 0;
  if (!nonzero_dims_product(s, &n, &at, &next)) {
    // TF's MultiplyWithoutOverflow gives -1 for an overflowing product.
    throw_invalid_argument("Encountered overflow when multiplying " + std::to_string(at) +
                           " with " + std::to_string(next) + ", result: -1");
  }
}

int64_t checked_num_elements(const Shape& s) {
  check_shape_size(s);
  return s.num_elements();  // exact now: no product of its dims overflows
}

Shape shape_from_dims(const std::vector<int64_t>& dims) {
  Shape s(dims);
  int64_t n;
  if (!nonzero_dims_product(s, &n)) {
    throw_invalid_argument("Shape " + s.debug_str() + " would have more than 2**63 - 1 elements");
  }
  return s;
}

int64_t checked_dim_product(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) {
    throw_invalid_argument("Negative dimension size caused by overflow when multiplying " +
                           std::to_string(a) + " and " + std::to_string(b));
  }
  return r;
}

int64_t checked_dim_sum(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) {
    throw_invalid_argument("Dimension size overflow from adding " + std::to_string(a) + " and " +
                           std::to_string(b));
  }
  return r;
}

void throw_tensor_oom(DType dtype, const Shape& shape) {
  // TF's text (OpKernelContext::allocate_tensor) when the allocator fails.
  throw TensorError(TensorError::ResourceExhausted,
                    "OOM when allocating tensor with shape" + shape.debug_str() + " and type " +
                        dtype_kernel_name(dtype) +
                        " on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu");
}

uint64_t checked_tensor_bytes(DType dtype, const Shape& shape) {
  const int64_t n = checked_num_elements(shape);
  uint64_t bytes;
  // TF's allocator refuses a count whose bytes pass size_t (it returns null,
  // and the op reports OOM); the budget bounds the request before anything is
  // allocated, since memory is committed page by page otherwise.
  if (__builtin_mul_overflow(static_cast<uint64_t>(n), dtype_size(dtype), &bytes) ||
      bytes > active_memory_budget()) {
    throw_tensor_oom(dtype, shape);
  }
  return bytes;
}

}  // namespace minitf
