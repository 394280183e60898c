// Checked tensor sizes (issue #30): the one place where a shape becomes an
// element count, and a shape and a dtype a byte count. Every op's inferred
// output shape (ops' add_output) and every tensor storage request
// (Tensor::empty) goes through here, so no op can compute a size that wrapped.
//
// The rule for a valid shape is TF's strictest one (TensorShapeBase's
// BuildTensorShapeBase): the product of its non-zero known dimensions fits
// int64. TF's kernels multiply dimensions left to right and accept
// [2**40, 0, 2**40] because the running product is 0 by the last one; its shape
// validation rejects it, because a kernel that multiplies in another order
// (strides, rows times columns) overflows. Taking the strict rule here means
// every partial product of a shape's dimensions, in any order, fits int64:
// kernels may multiply dimensions freely.
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/dtype.h"
#include "tensor/shape.h"

namespace minitf {

// The product of the known dimensions of `s` that are not 0, in *product;
// false when it overflows int64. Then *at and *next say where: the product so
// far and the dimension that overflowed it (for TF's error text).
bool nonzero_dims_product(const Shape& s, int64_t* product, int64_t* at = nullptr,
                          int64_t* next = nullptr);

// Throws TF's InvalidArgumentError for a shape whose element count overflows
// int64 (TensorShape::AddDimWithStatus: "Encountered overflow when multiplying
// 1099511627776 with 1099511627776, result: -1"); partially known shapes are
// checked on their known dimensions.
void check_shape_size(const Shape& s);

// The element count of the fully known `s`, checked as check_shape_size.
int64_t checked_num_elements(const Shape& s);

// A shape from the values of a shape operand (Fill's dims, RandomUniform's
// and BroadcastTo's shape), non-negative: TF's TensorShapeUtils::MakeShape
// error past int64, "Shape [1099511627776,1099511627776,0] would have more
// than 2**63 - 1 elements" (TF tests the running product, so it accepts
// [2**40, 0, 2**40]; the strict rule above refuses it with the same text).
Shape shape_from_dims(const std::vector<int64_t>& dims);

// One output dimension from two known, non-negative ones (Tile's size times
// multiple, Pad's size plus paddings, Concat's sum), with the texts of TF's
// shape inference (InferenceContext::Multiply / Add) past int64: "Negative
// dimension size caused by overflow when multiplying 4 and
// 4611686018427387904", "Dimension size overflow from adding 6 and
// 9223372036854775802".
int64_t checked_dim_product(int64_t a, int64_t b);
int64_t checked_dim_sum(int64_t a, int64_t b);

// The bytes the elements of `shape` take as `dtype` (fully known), checked
// against uint64 overflow and the session's memory budget (base/limits.h):
// TF's ResourceExhaustedError past either, the text TF's allocator failure
// gives ("OOM when allocating tensor with shape[2147483648,2147483648] and type
// float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu").
// A count that overflows int64 is TF's InvalidArgumentError, as above.
uint64_t checked_tensor_bytes(DType dtype, const Shape& shape);

// TF's OOM error for a tensor of `dtype` and `shape` that cannot be allocated.
[[noreturn]] void throw_tensor_oom(DType dtype, const Shape& shape);

}  // namespace minitf
