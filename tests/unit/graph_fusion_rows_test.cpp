// Row operands in fused chains: a bias repeated along a batch's leading dims
// joins the chain of its add (and the Relu after it), row by row, with the
// unfused kernels' bits in each dtype, whatever the blocks' split; rows too
// short or not a multiple of 64 bytes, and operands repeated along other
// dims, stay unfused; an intermediate that is a graph output stays a result;
// a failed allocation names the chain's first op, as unfused.
#include <catch2/catch.hpp>

#include "base/limits.h"
#include "graph_test_util.h"

using namespace graph_test;

namespace {

// Rows of 320 or 640 bytes: a 4 KiB block holds a whole number of them only
// once cut down (12 float rows of 80 in 1024 elements, 6 double rows in 512).
constexpr int64_t kRows = 37, kCols = 80;

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

template <class T>
Tensor ramp_shaped(DType d, Shape shape, int seed) {
  return ramp<T>(d, shape.num_elements(), seed).reshaped(shape);
}

}  // namespace

TEMPLATE_TEST_CASE("a chain with a row operand gives the unfused kernels' bits", "[plan][fusion]",
                   float, double) {
  const DType d = DTypeOf<TestType>::value;
  Graph g("f");
  Output x = g.add_placeholder("x", d, Shape({kRows, kCols}));
  Output bias = g.add_placeholder("bias", d, Shape({kCols}));
  Output s = g.add_placeholder("s", d, Shape());
  // relu(sqrt(abs((x + bias) * s)) - bias): the square root's packets must
  // fall where the kernel's do, row after row.
  Output added = binary(g, "AddV2", x, bias, "add");
  Output scaled = binary(g, "Mul", added, s, "mul");
  Output root =
      g.add_op1(op("Sqrt"), {g.add_op1(op("Abs"), {scaled}, Attrs(), "abs")}, Attrs(), "sqrt");
  Output y = g.add_op1(op("Relu"), {binary(g, "Sub", bias, root, "sub")}, Attrs(), "relu");
  g.add_function_outputs({y});
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(count(schedule, "Fused[") == 1);
  CHECK(schedule.find("Fused[add = AddV2, mul = Mul, abs = Abs, sqrt = Sqrt, sub = Sub, relu = "
                      "Relu]") != std::string::npos);
  Tensor xv = ramp_shaped<TestType>(d, Shape({kRows, kCols}), 1);
  Tensor bv = ramp_shaped<TestType>(d, Shape({kCols}), 2);
  Tensor sv = Tensor::from_vector(std::vector<TestType>{TestType(0.3)}).reshaped(Shape());
  Tensor want = eager(
      "Relu",
      {eager("Sub",
             {bv, eager("Sqrt", {eager("Abs", {eager("Mul", {eager("AddV2", {xv, bv}), sv})})})})});
  for (int run = 0; run < 2; ++run) CHECK(same_bits(plan.run({xv, bv, sv})[0], want));
  CHECK(same_bits(xv, ramp_shaped<TestType>(d, Shape({kRows, kCols}), 1)));
}

TEST_CASE("a row operand of several dims joins too", "[plan][fusion]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({5, 3, 64}));
  Output b = g.add_placeholder("b", DType::Float32, Shape({3, 64}));
  g.add_function_outputs({g.add_op1(op("Relu"), {binary(g, "AddV2", b, x, "add")})});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find("Fused[add = AddV2, Relu = Relu]") != std::string::npos);
  Tensor xv = ramp_shaped<float>(DType::Float32, Shape({5, 3, 64}), 3);
  Tensor bv = ramp_shaped<float>(DType::Float32, Shape({3, 64}), 4);
  CHECK(same_bits(plan.run({xv, bv})[0], eager("Relu", {eager("AddV2", {bv, xv})})));
}

TEST_CASE("short rows and operands repeated along other dims stay unfused", "[plan][fusion]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({128, 10}));
  Output b = g.add_placeholder("b", DType::Float32, Shape({10}));      // 40-byte rows
  Output c = g.add_placeholder("c", DType::Float32, Shape({128, 1}));  // a value per row
  Output y = g.add_op1(op("Relu"), {binary(g, "AddV2", x, b, "add")}, Attrs(), "relu");
  g.add_function_outputs({binary(g, "Mul", y, c, "mul")});
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(schedule.find("add = AddV2(") != std::string::npos);
  CHECK(schedule.find("mul = Mul(") != std::string::npos);
  Tensor xv = ramp_shaped<float>(DType::Float32, Shape({128, 10}), 5);
  Tensor bv = ramp_shaped<float>(DType::Float32, Shape({10}), 6);
  Tensor cv = ramp_shaped<float>(DType::Float32, Shape({128, 1}), 7);
  CHECK(same_bits(plan.run({xv, bv, cv})[0],
                  eager("Mul", {eager("Relu", {eager("AddV2", {xv, bv})}), cv})));
}

TEST_CASE("a biased intermediate that is also an output stays a result", "[plan][fusion]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({kRows, 64}));
  Output b = g.add_placeholder("b", DType::Float32, Shape({64}));
  Output added = binary(g, "AddV2", x, b, "add");
  g.add_function_outputs({added, g.add_op1(op("Relu"), {added}, Attrs(), "relu")});
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(schedule.find("Fused[add = AddV2]") != std::string::npos);
  CHECK(schedule.find("Fused[relu = Relu]") != std::string::npos);
  Tensor xv = ramp_shaped<float>(DType::Float32, Shape({kRows, 64}), 8);
  Tensor bv = ramp_shaped<float>(DType::Float32, Shape({64}), 9);
  TensorList out = plan.run({xv, bv});
  Tensor sum = eager("AddV2", {xv, bv});
  CHECK(same_bits(out[0], sum));
  CHECK(same_bits(out[1], eager("Relu", {sum})));
}

TEST_CASE("a row chain's failed allocation names its first op", "[plan][fusion][errors]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({1 << 12, 128}));
  Output b = g.add_placeholder("b", DType::Float32, Shape({128}));
  g.add_function_outputs({g.add_op1(op("Relu"), {binary(g, "AddV2", x, b, "add")})});
  ExecutablePlan plan(g);
  REQUIRE(plan.schedule_text().find("Fused[add = AddV2, Relu = Relu]") != std::string::npos);
  Tensor xv = Tensor::zeros(DType::Float32, Shape({1 << 12, 128}));
  Tensor bv = Tensor::zeros(DType::Float32, Shape({128}));
  SessionLimits limits;
  limits.memory_budget = 1 << 20;  // below the 2 MiB result
  ActiveLimitsScope scope(&limits);
  std::string unfused = error_of([&] { eager("AddV2", {xv, bv}); }).second;
  try {
    plan.run({xv, bv});
    FAIL("no error");
  } catch (const GraphExecutionError& e) {
    CHECK(e.node_name == "add");
    CHECK(e.kind == TensorError::ResourceExhausted);
    CHECK(unfused.rfind(e.message, 0) == 0);  // eager adds " [Op:AddV2]"
  }
}
