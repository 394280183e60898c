// Session limits in the tensor core (issue #18): the memory budget that every
// tensor allocation is checked against, overflow-checked shape arithmetic, and
// the interrupt flag that long fills and kernels poll.
#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "base/limits.h"
#include "ops/registry.h"
#include "tensor/format.h"

using namespace minitf;

namespace {

constexpr int64_t k2to61 = int64_t(1) << 61;
constexpr int64_t k2to62 = int64_t(1) << 62;

// The kind and text of the TensorError `f` throws.
template <class F>
std::pair<TensorError::Kind, std::string> error_of(F f) {
  try {
    f();
  } catch (const TensorError& e) {
    return {e.kind, e.message};
  }
  return {TensorError::Unimplemented, "(no error)"};
}

Tensor run(OpId id, std::initializer_list<Tensor> in) {
  return run_op1(id, Span<Tensor>(in.begin(), in.size()), Attrs::none());
}

}  // namespace

TEST_CASE("a tensor over the session's budget is TF's OOM error", "[limits]") {
  SessionLimits limits;
  limits.memory_budget = 1 << 20;
  ActiveLimitsScope scope(&limits);
  auto [kind, text] = error_of([] { Tensor::empty(DType::Float32, Shape({1000, 1000})); });
  CHECK(kind == TensorError::ResourceExhausted);
  CHECK(text ==
        "OOM when allocating tensor with shape[1000,1000] and type float on "
        "/job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu");
  // Within the budget nothing changes.
  CHECK(Tensor::zeros(DType::Float32, Shape({100, 100})).num_elements() == 10000);
  // Ops allocate their outputs through the same place.
  auto [op_kind, op_text] = error_of([] {
    run(OpId::Fill, {Tensor::from_vector(std::vector<int64_t>{1000, 1000}), Tensor::scalar(1.0)});
  });
  CHECK(op_kind == TensorError::ResourceExhausted);
  CHECK(op_text.rfind("OOM when allocating tensor with shape[1000,1000] and type double", 0) == 0);
}

TEST_CASE("without a session, impossible sizes still fail cleanly", "[limits]") {
  REQUIRE(active_limits() == nullptr);
  auto [kind, text] = error_of([] { Tensor::empty(DType::Float64, Shape({k2to61, 2})); });
  CHECK(kind == TensorError::ResourceExhausted);
  // An element count past int64 is no shape at all (tensor/tensor_size.h).
  CHECK(error_of([] {
          Tensor::empty(DType::Float64, Shape({k2to62, 4}));
        }).first == TensorError::InvalidArgument);
}

TEST_CASE("element counts never overflow", "[limits]") {
  CHECK(Shape({k2to62, k2to62, 0}).num_elements() == 0);
  CHECK(Shape({k2to62, k2to62}).num_elements() == std::numeric_limits<int64_t>::max());
  auto [kind, text] = error_of([] {
    run(OpId::Reshape, {Tensor::from_vector(std::vector<int32_t>{0, 1, 2, 3, 4, 5}),
                        Tensor::from_vector(std::vector<int64_t>{k2to62, k2to62, 0})});
  });
  CHECK(kind == TensorError::InvalidArgument);
  CHECK(text ==
        "Encountered overflow when multiplying 4611686018427387904 with 4611686018427387904, "
        "result: -1 [Op:Reshape]");
}

TEST_CASE("Range sizes are exact or TF's errors", "[limits]") {
  // A span of 2**63 does not fit int64, but its size does.
  Tensor r = run(OpId::Range, {Tensor::scalar<int64_t>(-k2to62), Tensor::scalar<int64_t>(k2to62),
                               Tensor::scalar<int64_t>(k2to61)});
  CHECK(numpy_str(r) ==
        "[-4611686018427387904 -2305843009213693952                    0\n"
        "  2305843009213693952]");
  auto nan = error_of([] {
    run(OpId::Range, {Tensor::scalar(0.0f), Tensor::scalar(NAN), Tensor::scalar(1.0f)});
  });
  CHECK(nan.second == "Requires start <= limit when delta > 0: 0/nan [Op:Range]");
  auto huge = error_of([] {
    run(OpId::Range, {Tensor::scalar(0.0), Tensor::scalar(1e30), Tensor::scalar(1e-30)});
  });
  CHECK(huge.second == "Requires ((limit - start) / delta) <= 9223372036854775807 [Op:Range]");
  auto wide = error_of([] {
    run(OpId::Range,
        {Tensor::scalar<int64_t>(std::numeric_limits<int64_t>::min()),
         Tensor::scalar<int64_t>(std::numeric_limits<int64_t>::max()), Tensor::scalar<int64_t>(1)});
  });
  CHECK(wide.second == "Requires ((limit - start) / delta) <= 9223372036854775807 [Op:Range]");
}

TEST_CASE("fills and kernels stop at the session's interrupt", "[limits]") {
  std::atomic<bool> interrupt{true};
  SessionLimits limits;
  limits.memory_budget = uint64_t(1) << 30;
  limits.interrupt = &interrupt;
  ActiveLimitsScope scope(&limits);
  CHECK_THROWS_AS(Tensor::zeros(DType::Float32, Shape({1 << 23})), ExecutionInterrupted);
  CHECK_THROWS_AS(
      run(OpId::Fill, {Tensor::from_vector(std::vector<int64_t>{1 << 22}), Tensor::scalar(1.0f)}),
      ExecutionInterrupted);
  CHECK_THROWS_AS(run(OpId::Range, {Tensor::scalar<int64_t>(0), Tensor::scalar<int64_t>(1 << 22),
                                    Tensor::scalar<int64_t>(1)}),
                  ExecutionInterrupted);
  interrupt = false;
  CHECK(run(OpId::Range, {Tensor::scalar<int64_t>(0), Tensor::scalar<int64_t>(1 << 22),
                          Tensor::scalar<int64_t>(1)})
            .num_elements() == (1 << 22));
}
