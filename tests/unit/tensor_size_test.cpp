// The checked tensor sizes (issue #30): every shape's element count and every
// tensor's byte count comes from tensor/tensor_size.h, overflow-checked and
// bounded by the session's memory budget, so no op allocates a wrapped size.
#include "tensor/tensor_size.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <string>

#include "base/limits.h"
#include "ops/registry.h"

using namespace minitf;

namespace {

constexpr int64_t k2to31 = int64_t(1) << 31;
constexpr int64_t k2to40 = int64_t(1) << 40;
constexpr int64_t k2to61 = int64_t(1) << 61;
constexpr int64_t k2to62 = int64_t(1) << 62;
constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();

template <class F>
std::pair<TensorError::Kind, std::string> error_of(F f) {
  try {
    f();
  } catch (const TensorError& e) {
    return {e.kind, e.message};
  }
  return {TensorError::Unimplemented, "(no error)"};
}

std::string oom_text(const char* shape, const char* type) {
  return std::string("OOM when allocating tensor with shape") + shape + " and type " + type +
         " on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu";
}

Tensor run(OpId id, std::initializer_list<Tensor> in, const Attrs& attrs = Attrs::none()) {
  return run_op1(id, Span<Tensor>(in.begin(), in.size()), attrs);
}

Tensor int64s(std::vector<int64_t> v) { return Tensor::from_vector(v); }

}  // namespace

TEST_CASE("the product of a shape's non-zero dimensions must fit int64", "[size]") {
  int64_t n = 0, at = 0, next = 0;
  CHECK(nonzero_dims_product(Shape({k2to31, k2to31}), &n));
  CHECK(n == k2to62);
  CHECK(nonzero_dims_product(Shape({k2to40, 0, 1 << 20}), &n));
  CHECK(n == int64_t(1) << 60);  // zeros skipped, as if multiplied last
  CHECK(nonzero_dims_product(Shape({Shape::kUnknownDim, kInt64Max}), &n));
  CHECK(n == kInt64Max);  // unknown dims skipped
  CHECK(nonzero_dims_product(Shape(), &n));
  CHECK(n == 1);
  CHECK_FALSE(nonzero_dims_product(Shape({0, k2to40, k2to40}), &n, &at, &next));
  CHECK(at == k2to40);
  CHECK(next == k2to40);
  CHECK_FALSE(nonzero_dims_product(Shape({kInt64Max, 2}), &n));
}

TEST_CASE("an overflowing element count is TF's InvalidArgumentError", "[size]") {
  CHECK_NOTHROW(check_shape_size(Shape({k2to62, 1, 0})));
  CHECK(checked_num_elements(Shape({k2to40, 0, 1 << 20})) == 0);
  CHECK(checked_num_elements(Shape({3, k2to61})) == 3 * k2to61);
  for (const Shape& s : {Shape({k2to40, 0, k2to40}), Shape({0, k2to40, k2to40}),
                         Shape({Shape::kUnknownDim, k2to40, k2to40})}) {
    auto [kind, text] = error_of([&] { check_shape_size(s); });
    CHECK(kind == TensorError::InvalidArgument);
    CHECK(text ==
          "Encountered overflow when multiplying 1099511627776 with 1099511627776, "
          "result: -1");
  }
}

TEST_CASE("byte counts past 64 bits or the budget are TF's OOM error", "[size]") {
  SessionLimits limits;
  limits.memory_budget = 1 << 20;
  ActiveLimitsScope scope(&limits);
  CHECK(checked_tensor_bytes(DType::Float32, Shape({512, 512})) == (1 << 20));
  CHECK(checked_tensor_bytes(DType::Float64, Shape({k2to62, 0})) == 0);
  CHECK(checked_tensor_bytes(DType::Int8, Shape()) == 1);
  // 2**62 float32 elements: the count fits int64, the bytes wrap to 0.
  auto wrap = error_of([] { checked_tensor_bytes(DType::Float32, Shape({k2to31, k2to31})); });
  CHECK(wrap.first == TensorError::ResourceExhausted);
  CHECK(wrap.second == oom_text("[2147483648,2147483648]", "float"));
  auto over = error_of([] { checked_tensor_bytes(DType::Float32, Shape({512, 513})); });
  CHECK(over.second == oom_text("[512,513]", "float"));
  auto count = error_of([] { checked_tensor_bytes(DType::Int8, Shape({k2to62, 4})); });
  CHECK(count.first == TensorError::InvalidArgument);
}

TEST_CASE("Tensor::empty allocates only checked sizes", "[size]") {
  // Once the byte count wrapped to 0 here and the tensor took the inline
  // storage of 16 bytes: the fill that followed wrote past it.
  auto wrap = error_of([] { Tensor::empty(DType::Int64, Shape({k2to61})); });
  CHECK(wrap.first == TensorError::ResourceExhausted);
  CHECK(wrap.second == oom_text("[2305843009213693952]", "int64"));
  CHECK(Tensor::empty(DType::Float32, Shape({k2to62, 0})).num_elements() == 0);
  auto count = error_of([] { Tensor::zeros(DType::Float32, Shape({0, k2to62, 4})); });
  CHECK(count.first == TensorError::InvalidArgument);
}

TEST_CASE("shape operands and dimension arithmetic use TF's texts", "[size]") {
  CHECK(shape_from_dims({k2to40, 0, 1 << 20}) == Shape({k2to40, 0, 1 << 20}));
  auto make = error_of([] { shape_from_dims({k2to40, k2to40, 0}); });
  CHECK(make.second ==
        "Shape [1099511627776,1099511627776,0] would have more than 2**63 - 1 elements");
  CHECK(checked_dim_product(3, k2to61) == 3 * k2to61);
  CHECK(error_of([] { checked_dim_product(4, k2to62); }).second ==
        "Negative dimension size caused by overflow when multiplying 4 and 4611686018427387904");
  CHECK(checked_dim_sum(k2to62, k2to62 - 1) == kInt64Max);
  CHECK(error_of([] { checked_dim_sum(6, kInt64Max - 5); }).second ==
        "Dimension size overflow from adding 6 and 9223372036854775802");
}

TEST_CASE("every op's inferred shape and output go through the checks", "[size]") {
  auto fill = error_of([] { run(OpId::Fill, {int64s({k2to62}), Tensor::scalar(1.0f)}); });
  CHECK(fill.second == oom_text("[4611686018427387904]", "float") + " [Op:Fill]");
  auto fill_count = error_of([] {
    run(OpId::Fill, {int64s({k2to40, 0, k2to40}), Tensor::scalar(1.0f)});
  });
  CHECK(fill_count.second ==
        "Shape [1099511627776,0,1099511627776] would have more than 2**63 - 1 elements "
        "[Op:Fill]");
  auto range = error_of([] {
    run(OpId::Range,
        {Tensor::scalar<int64_t>(0), Tensor::scalar<int64_t>(k2to61), Tensor::scalar<int64_t>(1)});
  });
  CHECK(range.second == oom_text("[2305843009213693952]", "int64") + " [Op:Range]");
  auto tile = error_of([] {
    run(OpId::Tile, {Tensor::from_vector(std::vector<float>{1, 2}), int64s({k2to62})});
  });
  CHECK(tile.second ==
        "Negative dimension size caused by overflow when multiplying 2 and 4611686018427387904 "
        "[Op:Tile]");
  auto matmul = error_of([] {
    run(OpId::MatMul, {Tensor::zeros(DType::Float32, Shape({k2to31, 0})),
                       Tensor::zeros(DType::Float32, Shape({0, k2to31}))});
  });
  CHECK(matmul.second == oom_text("[2147483648,2147483648]", "float") + " [Op:MatMul]");
  auto random = error_of([] {
    run(OpId::RandomUniform, {int64s({k2to31, k2to31})}, Attrs{{"dtype", DType::Float32}});
  });
  CHECK(random.first == TensorError::ResourceExhausted);
  auto diag = error_of([] {
    run(OpId::MatrixDiagV3,
        {Tensor::zeros(DType::Float32, Shape({0, k2to40})), Tensor::scalar<int32_t>(0),
         Tensor::scalar<int32_t>(-1), Tensor::scalar<int32_t>(-1), Tensor::scalar(0.0f)});
  });
  CHECK(diag.first == TensorError::InvalidArgument);
}
