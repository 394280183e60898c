// The register kernels of fused chains (ops/fused_forms.h): a chain of one of
// their shapes runs on its kernel and gives exactly the bits of the kernels
// run one op at a time, in both float dtypes, with broadcast operands, at
// lengths that end inside a vector, and inside a While body; chains of other
// shapes keep the block-by-block evaluation.
#include <catch2/catch.hpp>

#include "graph_test_util.h"

using namespace graph_test;

namespace {

// Shorter than one packet, a packet and a ragged end, and several blocks
// ending inside a vector: where the vectorized square root's tail begins.
constexpr int64_t kLengths[] = {5, 16 + 3, 3 * 1024 + 37};

template <class T>
Tensor scalar(double v) {
  return Tensor::scalar<T>(static_cast<T>(v));
}

bool in_registers(const ExecutablePlan& plan, const char* form) {
  return plan.schedule_text().find(std::string("{in registers: ") + form + "}") !=
         std::string::npos;
}

// Positive values with many fractional bits, whose packet square roots and
// scalar ones can differ in the last place.
Tensor positive(DType d, int64_t n, int seed) {
  return eager(
      "AddV2",
      {eager("Abs", {d == DType::Float32 ? ramp<float>(d, n, seed) : ramp<double>(d, n, seed)}),
       d == DType::Float32 ? f32(1e-3f) : scalar<double>(1e-3)});
}

}  // namespace

TEMPLATE_TEST_CASE("a moving average's chain runs in registers with the kernels' bits",
                   "[plan][fusion][forms]", float, double) {
  const DType d = DTypeOf<TestType>::value;
  for (int64_t n : kLengths) {
    for (int variant = 0; variant < 4; ++variant) {
      CAPTURE(n, variant);
      const bool square = variant & 1, full_scale = variant & 2;
      Graph g("f");
      Output x = g.add_placeholder("x", d, Shape({n}));
      Output m = g.add_placeholder("m", d, Shape({n}));
      Output s = g.add_placeholder("s", d, full_scale ? Shape({n}) : Shape());
      // v + (x - m) * s (the delta on the left: AddV2 commutes), then
      // m - (square(x) - m) * s.
      Output first = square ? g.add_op1(op("Square"), {x}) : x;
      Output delta = binary(g, "Mul", binary(g, "Sub", first, m), s);
      Output out =
          variant % 2 ? binary(g, "Sub", m, delta, "out") : binary(g, "AddV2", delta, m, "out");
      g.add_function_outputs({out});
      ExecutablePlan plan(g);
      CHECK(in_registers(plan, "moving average"));
      Tensor xv = ramp<TestType>(d, n, 1), mv = ramp<TestType>(d, n, 2);
      Tensor sv = full_scale ? ramp<TestType>(d, n, 3) : scalar<TestType>(0.1);
      Tensor dv = eager("Mul", {eager("Sub", {square ? eager("Square", {xv}) : xv, mv}), sv});
      Tensor want = variant % 2 ? eager("Sub", {mv, dv}) : eager("AddV2", {dv, mv});
      CHECK(same_bits(plan.run({xv, mv, sv})[0], want));
    }
  }
}

TEMPLATE_TEST_CASE("a scaled step's chain runs in registers with the kernels' bits",
                   "[plan][fusion][forms]", float, double) {
  const DType d = DTypeOf<TestType>::value;
  for (int64_t n : kLengths) {
    for (int variant = 0; variant < 4; ++variant) {
      CAPTURE(n, variant);
      const bool add = variant & 1, full_alpha = variant & 2;
      Graph g("f");
      Output p = g.add_placeholder("p", d, Shape({n}));
      Output m = g.add_placeholder("m", d, Shape({n}));
      Output a = g.add_placeholder("a", d, full_alpha ? Shape({n}) : Shape());
      Output u = g.add_placeholder("u", d, Shape({n}));
      // p -/+ (a * m) / (eps + sqrt(u))
      Output step = binary(
          g, "RealDiv", binary(g, "Mul", a, m),
          binary(g, "AddV2", g.add_const(scalar<TestType>(1e-7)), g.add_op1(op("Sqrt"), {u})));
      g.add_function_outputs({binary(g, add ? "AddV2" : "Sub", p, step)});
      ExecutablePlan plan(g);
      CHECK(in_registers(plan, "scaled step"));
      Tensor pv = ramp<TestType>(d, n, 4), mv = ramp<TestType>(d, n, 5);
      Tensor av = full_alpha ? ramp<TestType>(d, n, 6) : scalar<TestType>(0.01);
      Tensor uv = positive(d, n, 7);
      Tensor sv = eager("RealDiv", {eager("Mul", {av, mv}),
                                    eager("AddV2", {scalar<TestType>(1e-7), eager("Sqrt", {uv})})});
      Tensor want = eager(add ? "AddV2" : "Sub", {pv, sv});
      CHECK(same_bits(plan.run({pv, mv, av, uv})[0], want));
    }
  }
}

TEST_CASE("chains of other shapes keep the block evaluation", "[plan][fusion][forms]") {
  const int64_t n = kLengths[2];
  Tensor xv = ramp<float>(DType::Float32, n, 1), mv = ramp<float>(DType::Float32, n, 2);
  SECTION("the memory operand first in a Sub update") {
    // (x - m) * 0.1 - m: the update's Sub has its operands the other way round.
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape({n}));
    Output m = g.add_placeholder("m", DType::Float32, Shape({n}));
    Output delta = binary(g, "Mul", binary(g, "Sub", x, m), g.add_const(f32(0.1f)));
    g.add_function_outputs({binary(g, "Sub", delta, m)});
    ExecutablePlan plan(g);
    CHECK(plan.schedule_text().find("Fused[") != std::string::npos);
    CHECK(plan.schedule_text().find("{in registers") == std::string::npos);
    Tensor want = eager("Sub", {eager("Mul", {eager("Sub", {xv, mv}), f32(0.1f)}), mv});
    CHECK(same_bits(plan.run({xv, mv})[0], want));
  }
  SECTION("an intermediate that is also an output") {
    // x - m is returned too, so only Mul and AddV2 fuse: no moving average.
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape({n}));
    Output m = g.add_placeholder("m", DType::Float32, Shape({n}));
    Output diff = binary(g, "Sub", x, m);
    Output out = binary(g, "AddV2", m, binary(g, "Mul", diff, g.add_const(f32(0.1f))));
    g.add_function_outputs({out, diff});
    ExecutablePlan plan(g);
    CHECK(plan.schedule_text().find("{in registers") == std::string::npos);
    TensorList got = plan.run({xv, mv});
    Tensor d = eager("Sub", {xv, mv});
    CHECK(same_bits(got[0], eager("AddV2", {mv, eager("Mul", {d, f32(0.1f)})})));
    CHECK(same_bits(got[1], d));
  }
  SECTION("an integer moving average") {
    Tensor xi = ramp<int32_t>(DType::Int32, n, 1), mi = ramp<int32_t>(DType::Int32, n, 2);
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Int32, Shape({n}));
    Output m = g.add_placeholder("m", DType::Int32, Shape({n}));
    Output delta = binary(g, "Mul", binary(g, "Sub", x, m), g.add_const(i32(3)));
    g.add_function_outputs({binary(g, "AddV2", m, delta)});
    ExecutablePlan plan(g);
    CHECK(plan.schedule_text().find("Fused[") != std::string::npos);
    CHECK(plan.schedule_text().find("{in registers") == std::string::npos);
    Tensor want = eager("AddV2", {mi, eager("Mul", {eager("Sub", {xi, mi}), i32(3)})});
    CHECK(same_bits(plan.run({xi, mi})[0], want));
  }
}

TEST_CASE("a variable's moving average in a While body runs in registers",
          "[plan][fusion][forms][control]") {
  const int64_t n = kLengths[2];
  auto var = make_variable(ramp<float>(DType::Float32, n, 3), "m:0");
  Graph g("f");
  Output steps = g.add_placeholder("n", DType::Int32, Shape());
  Output grad = g.add_placeholder("g", DType::Float32, Shape({n}));
  Output res = g.capture_variable(var, "m");
  auto cond = g.new_subgraph("cond");
  {
    Output i = cond->add_placeholder("i", DType::Int32, Shape());
    cond->set_outputs({binary(*cond, "Less", i, steps)});
  }
  auto body = g.new_subgraph("body");
  std::string body_schedule;
  {
    Graph& b = *body;
    Output i = b.add_placeholder("i", DType::Int32, Shape());
    // m += (square(g) - m) * 0.001, each iteration.
    Output delta =
        binary(b, "Mul", binary(b, "Sub", b.add_op1(op("Square"), {grad}), b.read_variable(res)),
               b.add_const(f32(0.001f)));
    b.assign_variable(NodeKind::AssignAddVariable, res, delta);
    b.set_outputs({binary(b, "AddV2", i, b.add_const(i32(1)))});
    ExecutablePlan body_plan(b);
    body_schedule = body_plan.schedule_text();
  }
  CHECK(body_schedule.find("{in registers: moving average}") != std::string::npos);
  g.add_while({g.add_const(i32(0))}, std::move(cond), std::move(body));
  g.set_outputs({});
  ExecutablePlan plan(g);
  Tensor gv = ramp<float>(DType::Float32, n, 4);
  Tensor want = var->value;
  for (int k = 0; k < 3; ++k)
    want = eager("AddV2",
                 {want, eager("Mul", {eager("Sub", {eager("Square", {gv}), want}), f32(0.001f)})});
  plan.run({i32(3), gv});
  CHECK(same_bits(var->value, want));
}

TEST_CASE("an Adam-shaped sequence that reads an updated moment elsewhere keeps its order",
          "[plan][fusion][forms][variables]") {
  const int64_t n = kLengths[2];
  auto m = make_variable(ramp<float>(DType::Float32, n, 9), "m:0");
  auto u = make_variable(positive(DType::Float32, n, 10), "u:0");
  auto v = make_variable(ramp<float>(DType::Float32, n, 11), "v:0");
  Graph g("f");
  Output grad = g.add_placeholder("g", DType::Float32, Shape({n}));
  Output rm = g.capture_variable(m, "m"), ru = g.capture_variable(u, "u");
  Output rv = g.capture_variable(v, "v");
  // m += (g - m) * 0.1; u += (m^2 - u) * 0.001 (the new m, not g);
  // v -= m * 0.01 / (sqrt(u) + 1e-7)
  g.assign_variable(
      NodeKind::AssignAddVariable, rm,
      binary(g, "Mul", binary(g, "Sub", grad, g.read_variable(rm)), g.add_const(f32(0.1f))));
  g.assign_variable(
      NodeKind::AssignAddVariable, ru,
      binary(g, "Mul",
             binary(g, "Sub", g.add_op1(op("Square"), {g.read_variable(rm)}), g.read_variable(ru)),
             g.add_const(f32(0.001f))));
  Output step = binary(
      g, "RealDiv", binary(g, "Mul", g.read_variable(rm), g.add_const(f32(0.01f))),
      binary(g, "AddV2", g.add_op1(op("Sqrt"), {g.read_variable(ru)}), g.add_const(f32(1e-7f))));
  g.assign_variable(NodeKind::AssignSubVariable, rv, step);
  g.set_outputs({});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find("{element by element with the next") != std::string::npos);
  Tensor gv = ramp<float>(DType::Float32, n, 12);
  Tensor mv = eager("AddV2", {m->value, eager("Mul", {eager("Sub", {gv, m->value}), f32(0.1f)})});
  Tensor uv = eager(
      "AddV2",
      {u->value, eager("Mul", {eager("Sub", {eager("Square", {mv}), u->value}), f32(0.001f)})});
  Tensor vv = eager(
      "Sub", {v->value, eager("RealDiv", {eager("Mul", {mv, f32(0.01f)}),
                                          eager("AddV2", {eager("Sqrt", {uv}), f32(1e-7f)})})});
  plan.run({gv});
  CHECK(same_bits(m->value, mv));
  CHECK(same_bits(u->value, uv));
  CHECK(same_bits(v->value, vv));
}

TEMPLATE_TEST_CASE("an Adam update with operands of any layout gives the kernels' bits",
                   "[plan][fusion][forms][variables]", float, double) {
  const DType d = DTypeOf<TestType>::value;
  const int64_t n = kLengths[2];
  for (int full_rate : {0, 1}) {
    CAPTURE(full_rate);
    auto m = make_variable(ramp<TestType>(d, n, 9), "m:0");
    auto u = make_variable(positive(d, n, 10), "u:0");
    auto v = make_variable(ramp<TestType>(d, n, 11), "v:0");
    Graph g("f");
    Output grad = g.add_placeholder("g", d, Shape({n}));
    // The step's rate per element, or the first average's rate as a tensor
    // of every element: neither is Keras' layout.
    Output alpha = g.add_placeholder("alpha", d, full_rate ? Shape({n}) : Shape());
    Output rate = g.add_placeholder("rate", d, full_rate ? Shape() : Shape({n}));
    Output rm = g.capture_variable(m, "m"), ru = g.capture_variable(u, "u");
    Output rv = g.capture_variable(v, "v");
    g.assign_variable(NodeKind::AssignAddVariable, rm,
                      binary(g, "Mul", binary(g, "Sub", grad, g.read_variable(rm)), rate));
    g.assign_variable(
        NodeKind::AssignAddVariable, ru,
        binary(g, "Mul", binary(g, "Sub", g.add_op1(op("Square"), {grad}), g.read_variable(ru)),
               g.add_const(scalar<TestType>(0.001))));
    Output step = binary(g, "RealDiv", binary(g, "Mul", g.read_variable(rm), alpha),
                         binary(g, "AddV2", g.add_op1(op("Sqrt"), {g.read_variable(ru)}),
                                g.add_const(scalar<TestType>(1e-7))));
    g.assign_variable(NodeKind::AssignSubVariable, rv, step);
    g.set_outputs({});
    ExecutablePlan plan(g);
    CHECK(plan.schedule_text().find("{element by element with the next") != std::string::npos);
    Tensor gv = ramp<TestType>(d, n, 12);
    Tensor av = full_rate ? ramp<TestType>(d, n, 13) : scalar<TestType>(0.01);
    Tensor rv_ = full_rate ? scalar<TestType>(0.1) : ramp<TestType>(d, n, 14);
    Tensor mv = eager("AddV2", {m->value, eager("Mul", {eager("Sub", {gv, m->value}), rv_})});
    Tensor uv =
        eager("AddV2", {u->value, eager("Mul", {eager("Sub", {eager("Square", {gv}), u->value}),
                                                scalar<TestType>(0.001)})});
    Tensor vv = eager(
        "Sub", {v->value,
                eager("RealDiv", {eager("Mul", {mv, av}),
                                  eager("AddV2", {eager("Sqrt", {uv}), scalar<TestType>(1e-7)})})});
    plan.run({gv, av, rv_});
    CHECK(same_bits(m->value, mv));
    CHECK(same_bits(u->value, uv));
    CHECK(same_bits(v->value, vv));
  }
}
