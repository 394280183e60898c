// Elementwise fusion in the executor: a fused chain gives exactly the bits of
// the kernels run one op at a time (floats and integers, broadcast scalars,
// lengths that end inside a block), keeps intermediates that are graph
// outputs, updates variables in place only when nobody else holds their
// buffer, reports the errors the unfused ops report, and works inside If and
// While bodies.
#include <catch2/catch.hpp>
#include <climits>
#include <cstring>

#include "graph_test_util.h"

using namespace graph_test;

namespace {

// Two blocks and a ragged end: the vectorized unary ops' tails fall where the
// kernels' own do only if the blocks are split right.
constexpr int64_t kElements = 3 * 1024 + 37;

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEMPLATE_TEST_CASE("a fused chain gives the unfused kernels' bits", "[plan][fusion]", float,
                   double) {
  const DType d = DTypeOf<TestType>::value;
  Graph g("f");
  Output x = g.add_placeholder("x", d, Shape({kElements}));
  Output w = g.add_placeholder("w", d, Shape({kElements}));
  Output s = g.add_placeholder("s", d, Shape());
  // y = sqrt(abs((x - w) * s)) / (square(x) + 1e-7) ; max(y, -x)
  Output diff = binary(g, "Sub", x, w, "sub");
  Output scaled = binary(g, "Mul", diff, s, "mul");
  Output mag = g.add_op1(op("Abs"), {scaled}, Attrs(), "abs");
  Output root = g.add_op1(op("Sqrt"), {mag}, Attrs(), "sqrt");
  Output sq = g.add_op1(op("Square"), {x}, Attrs(), "square");
  Tensor eps = Tensor::from_vector(std::vector<TestType>{TestType(1e-7)}).reshaped(Shape());
  Output den = binary(g, "AddV2", sq, g.add_const(eps), "add");
  Output q = binary(g, "RealDiv", root, den, "truediv");
  Output neg = g.add_op1(op("Neg"), {x}, Attrs(), "neg");
  Output y = binary(g, "Maximum", q, neg, "maximum");
  g.add_function_outputs({y});
  ExecutablePlan plan(g);
  std::string schedule = plan.schedule_text();
  CHECK(count(schedule, "Fused[") == 1);
  CHECK(schedule.find("Fused[sub = Sub, mul = Mul, abs = Abs, sqrt = Sqrt, square = Square, "
                      "add = AddV2, truediv = RealDiv, neg = Neg, maximum = Maximum]") !=
        std::string::npos);

  Tensor xv = ramp<TestType>(d, kElements, 1), wv = ramp<TestType>(d, kElements, 2);
  Tensor sv = Tensor::from_vector(std::vector<TestType>{TestType(0.1)}).reshaped(Shape());
  Tensor want =
      eager("Maximum",
            {eager("RealDiv",
                   {eager("Sqrt", {eager("Abs", {eager("Mul", {eager("Sub", {xv, wv}), sv})})}),
                    eager("AddV2", {eager("Square", {xv}), eps})}),
             eager("Neg", {xv})});
  for (int run = 0; run < 2; ++run) CHECK(same_bits(plan.run({xv, wv, sv})[0], want));
  // The inputs are the caller's: never written.
  CHECK(same_bits(xv, ramp<TestType>(d, kElements, 1)));
}

TEMPLATE_TEST_CASE("integer chains wrap as the kernels do", "[plan][fusion]", int32_t, int64_t) {
  const DType d = DTypeOf<TestType>::value;
  Graph g("f");
  Output x = g.add_placeholder("x", d, Shape({kElements}));
  Output w = g.add_placeholder("w", d, Shape({kElements}));
  TestType big = std::numeric_limits<TestType>::max() / 3;
  Output c = g.add_const(Tensor::from_vector(std::vector<TestType>{big}).reshaped(Shape()));
  Output t = binary(g, "Mul", binary(g, "AddV2", x, c), w);
  Output y = binary(g, "Minimum", g.add_op1(op("Abs"), {g.add_op1(op("Square"), {t})}), x);
  g.add_function_outputs({binary(g, "Sub", y, g.add_op1(op("Neg"), {w}))});
  ExecutablePlan plan(g);
  CHECK(count(plan.schedule_text(), "Fused[") == 1);
  Tensor xv = ramp<TestType>(d, kElements, 3), wv = ramp<TestType>(d, kElements, 4);
  Tensor cv = Tensor::from_vector(std::vector<TestType>{big}).reshaped(Shape());
  Tensor tv = eager("Mul", {eager("AddV2", {xv, cv}), wv});
  Tensor want = eager(
      "Sub", {eager("Minimum", {eager("Abs", {eager("Square", {tv})}), xv}), eager("Neg", {wv})});
  CHECK(same_bits(plan.run({xv, wv})[0], want));
}

TEST_CASE("scalar chains and broadcast scalar operands fuse", "[plan][fusion]") {
  Graph g("f");
  Output a = g.add_placeholder("a", DType::Float32, Shape());
  Output v = g.add_placeholder("v", DType::Float32, Shape({1, 5}));
  // A scalar chain (one element per op) feeding a chain over v.
  Output k = binary(g, "RealDiv", g.add_op1(op("Sqrt"), {binary(g, "Sub", g.add_const(f32(1)), a)}),
                    a, "k");
  g.add_function_outputs({binary(g, "AddV2", binary(g, "Mul", v, k), g.add_const(f32(0.5f)))});
  ExecutablePlan plan(g);
  std::string schedule = plan.schedule_text();
  CHECK(count(schedule, "Fused[") == 2);  // k's scalar chain is not recomputed per element
  Tensor av = f32(0.3f);
  Tensor vv = fvec({1, -2, 3.5f, 1e-3f, -7}).reshaped(Shape({1, 5}));
  Tensor kv = eager("RealDiv", {eager("Sqrt", {eager("Sub", {f32(1), av})}), av});
  Tensor want = eager("AddV2", {eager("Mul", {vv, kv}), f32(0.5f)});
  CHECK(same_bits(plan.run({av, vv})[0], want));
}

TEST_CASE("an intermediate that is also a graph output is not fused away", "[plan][fusion]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({3}));
  Output t = binary(g, "Mul", x, g.add_const(f32(2)), "t");
  Output y = binary(g, "AddV2", t, g.add_const(f32(1)), "y");
  Output z = binary(g, "Sub", y, x, "z");
  g.add_function_outputs({t, z});
  ExecutablePlan plan(g);
  std::string schedule = plan.schedule_text();
  CHECK(schedule.find("Fused[t = Mul]") != std::string::npos);
  CHECK(schedule.find("Fused[y = AddV2, z = Sub]") != std::string::npos);
  TensorList out = plan.run({fvec({1, 2, 3})});
  CHECK(floats(out[0]) == std::vector<float>{2, 4, 6});
  CHECK(floats(out[1]) == std::vector<float>{2, 3, 4});
}

TEST_CASE("buffer forwarding never writes a buffer someone else holds", "[plan][fusion]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({kElements}));
  Output r = g.add_op1(op("Relu6"), {x}, Attrs(), "relu6");  // not fusible: a tensor of its own
  Output y = binary(g, "Mul", r, g.add_const(f32(3)), "mul");
  g.add_function_outputs({y, x});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find("mul = Fused[mul = Mul](s") != std::string::npos);
  Tensor xv = ramp<float>(DType::Float32, kElements, 5);
  Tensor want = eager("Mul", {eager("Relu6", {xv}), f32(3)});
  TensorList out = plan.run({xv});
  CHECK(same_bits(out[0], want));
  // x itself is the caller's and a graph output: it was read, never written.
  CHECK(out[1].shares_storage_with(xv));
  CHECK(same_bits(xv, ramp<float>(DType::Float32, kElements, 5)));
}

TEST_CASE("variable updates of a fused chain are in place unless the value is held",
          "[plan][fusion][variables]") {
  auto m = make_variable(ramp<float>(DType::Float32, kElements, 6), "m:0");
  Graph g("f");
  Output grad = g.add_placeholder("g", DType::Float32, Shape({kElements}));
  Output res = g.capture_variable(m, "m");
  // Adam's first moment: m += (g - m) * 0.1
  Output delta =
      binary(g, "Mul", binary(g, "Sub", grad, g.read_variable(res)), g.add_const(f32(0.1f)));
  g.assign_variable(NodeKind::AssignAddVariable, res, delta);
  g.set_outputs({});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find(", AssignAddVariableOp = AssignAddVariableOp]{in registers: "
                                  "moving average}(") != std::string::npos);
  Tensor gv = ramp<float>(DType::Float32, kElements, 7);
  auto expected = [&](const Tensor& old) {
    return eager("AddV2", {old, eager("Mul", {eager("Sub", {gv, old}), f32(0.1f)})});
  };
  Tensor want = expected(m->value);
  const void* buffer = m->value.raw_data();
  plan.run({gv});
  CHECK(same_bits(m->value, want));
  CHECK(m->value.raw_data() == buffer);  // nobody else held it: updated in place

  Tensor held = m->value;  // a value read earlier must never change
  Tensor held_copy = eager("Identity", {held});
  want = expected(held);
  plan.run({gv});
  CHECK(same_bits(m->value, want));
  CHECK(!m->value.shares_storage_with(held));
  CHECK(same_bits(held, held_copy));
}

TEST_CASE("unfused variable updates are in place too, and copy when held", "[variables]") {
  auto v = make_variable(fvec({1, 2, 3, 4, 5, 6, 7, 8}), "v:0");
  const void* buffer = v->value.raw_data();
  assign_add_variable(*v, fvec({1, 1, 1, 1, 1, 1, 1, 1}));
  assign_sub_variable(*v, fvec({0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
  CHECK(v->value.raw_data() == buffer);
  CHECK(floats(v->value) == std::vector<float>{1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f});
  Tensor held = v->value;
  assign_add_variable(*v, fvec({1, 1, 1, 1, 1, 1, 1, 1}));
  CHECK(floats(held) == std::vector<float>{1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f});
  CHECK(floats(v->value) == std::vector<float>{2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f, 9.5f});
}

TEST_CASE("errors inside a fused chain are the unfused ones", "[plan][fusion][errors]") {
  SECTION("a failed allocation names the chain's first op") {
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape({1 << 19}));
    Output y = binary(g, "AddV2", binary(g, "Mul", x, g.add_const(f32(2)), "mul"),
                      g.add_const(f32(1)), "add");
    g.add_function_outputs({y});
    ExecutablePlan plan(g);
    Tensor xv = Tensor::zeros(DType::Float32, Shape({1 << 19}));
    SessionLimits limits;
    limits.memory_budget = 1 << 20;  // below the 2 MiB result
    ActiveLimitsScope scope(&limits);
    std::string unfused = error_of([&] { eager("Mul", {xv, f32(2)}); }).second;
    try {
      plan.run({xv});
      FAIL("no error");
    } catch (const GraphExecutionError& e) {
      CHECK(e.node_name == "mul");
      CHECK(e.kind == TensorError::ResourceExhausted);
      CHECK(unfused.rfind(e.message, 0) == 0);  // eager adds " [Op:Mul]"
    }
  }
  SECTION("an update of the wrong shape names the assign") {
    auto v = make_variable(fvec({1, 2}), "v:0");
    v->shape = Shape::unknown_rank();  // shape=None: only the run can tell
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape({3}));
    Output res = g.capture_variable(v, "v");
    g.assign_variable(NodeKind::AssignSubVariable, res, binary(g, "Mul", x, g.add_const(f32(2))),
                      "update");
    g.set_outputs({});
    ExecutablePlan plan(g);
    REQUIRE(plan.schedule_text().find("Fused[") != std::string::npos);
    try {
      plan.run({fvec({1, 2, 3})});
      FAIL("no error");
    } catch (const GraphExecutionError& e) {
      CHECK(e.node_name == "update");
      CHECK(e.message ==
            "Cannot update variable with shape [2] using a Tensor with shape [3], shapes must be "
            "equal.");
    }
    CHECK(floats(v->value) == std::vector<float>{1, 2});
  }
  SECTION("shapes known only at run time stay unfused and fail where they did") {
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape({-1}));
    Output z = g.add_placeholder("z", DType::Float32, Shape({-1}));
    Output y = binary(g, "Mul", binary(g, "AddV2", x, g.add_const(f32(1)), "add"), z, "mul");
    g.add_function_outputs({y});
    ExecutablePlan plan(g);
    CHECK(plan.schedule_text().find("Fused[") == std::string::npos);
    try {
      plan.run({fvec({1, 2, 3}), fvec({1, 2})});
      FAIL("no error");
    } catch (const GraphExecutionError& e) {
      CHECK(e.node_name == "mul");
      CHECK(e.message == "Incompatible shapes: [3] vs. [2]");
    }
  }
}

TEST_CASE("chains inside While and If bodies fuse and give the kernels' bits",
          "[plan][fusion][control]") {
  Graph g("f");
  Output n = g.add_placeholder("n", DType::Int32, Shape());
  Output x0 = g.add_placeholder("x", DType::Float32, Shape({kElements}));
  auto cond = g.new_subgraph("cond");
  {
    Output i = cond->add_placeholder("i", DType::Int32, Shape());
    cond->add_placeholder("x", DType::Float32, Shape({kElements}));
    cond->set_outputs({binary(*cond, "Less", i, n)});
  }
  auto body = g.new_subgraph("body");
  {
    Graph& b = *body;
    Output i = b.add_placeholder("i", DType::Int32, Shape());
    Output x = b.add_placeholder("x", DType::Float32, Shape({kElements}));
    // x = sqrt(x * x + 1) - 0.25, or its negation on odd steps (an If).
    Output next = binary(
        b, "Sub",
        b.add_op1(op("Sqrt"), {binary(b, "AddV2", binary(b, "Mul", x, x), b.add_const(f32(1)))}),
        b.add_const(f32(0.25f)));
    Output odd =
        binary(b, "Equal", binary(b, "FloorMod", i, b.add_const(i32(2))), b.add_const(i32(1)));
    auto then_g = b.new_subgraph("then");
    then_g->set_outputs(
        {then_g->add_op1(op("Neg"), {binary(*then_g, "Mul", next, then_g->add_const(f32(1.5f)))})});
    auto else_g = b.new_subgraph("else");
    else_g->set_outputs({binary(*else_g, "Mul", next, else_g->add_const(f32(1.5f)))});
    Output stepped = b.add_cond(odd, std::move(then_g), std::move(else_g))[0];
    b.set_outputs({binary(b, "AddV2", i, b.add_const(i32(1))), stepped});
  }
  auto out = g.add_while({g.add_const(i32(0)), x0}, std::move(cond), std::move(body));
  g.add_function_outputs({out[1]});
  ExecutablePlan plan(g);

  Tensor x = ramp<float>(DType::Float32, kElements, 8);
  Tensor want = x;
  for (int i = 0; i < 5; ++i) {
    Tensor next = eager(
        "Sub", {eager("Sqrt", {eager("AddV2", {eager("Mul", {want, want}), f32(1)})}), f32(0.25f)});
    Tensor scaled = eager("Mul", {next, f32(1.5f)});
    want = i % 2 == 1 ? eager("Neg", {scaled}) : scaled;
  }
  CHECK(same_bits(plan.run({i32(5), x})[0], want));
  CHECK(same_bits(x, ramp<float>(DType::Float32, kElements, 8)));
}

TEST_CASE("a sequence of other forms runs block by block", "[plan][fusion][variables]") {
  auto m = make_variable(ramp<float>(DType::Float32, kElements, 9), "m:0");
  auto u = make_variable(ramp<float>(DType::Float32, kElements, 10), "u:0");
  Graph g("f");
  Output grad = g.add_placeholder("g", DType::Float32, Shape({kElements}));
  Output rm = g.capture_variable(m, "m"), ru = g.capture_variable(u, "u");
  // Two moving averages of the gradient: m's and u's, without Adam's step.
  for (Output r : {rm, ru})
    g.assign_variable(
        NodeKind::AssignAddVariable, r,
        binary(g, "Mul", binary(g, "Sub", grad, g.read_variable(r)), g.add_const(f32(0.1f))));
  g.set_outputs({});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find("{block by block with the next 2 steps}") != std::string::npos);
  Tensor gv = ramp<float>(DType::Float32, kElements, 12);
  auto average = [&](const Tensor& old) {
    return eager("AddV2", {old, eager("Mul", {eager("Sub", {gv, old}), f32(0.1f)})});
  };
  Tensor want_m = average(m->value), want_u = average(u->value);
  plan.run({gv});
  CHECK(same_bits(m->value, want_m));
  CHECK(same_bits(u->value, want_u));
}

TEMPLATE_TEST_CASE("Adam's three updates run as one pass with the kernels' bits",
                   "[plan][fusion][variables]", float, double) {
  const DType d = DTypeOf<TestType>::value;
  auto c = [](double v) { return Tensor::scalar<TestType>(static_cast<TestType>(v)); };
  auto m = make_variable(ramp<TestType>(d, kElements, 9), "m:0");
  auto u = make_variable(eager("Abs", {ramp<TestType>(d, kElements, 10)}), "u:0");
  auto v = make_variable(ramp<TestType>(d, kElements, 11), "v:0");
  Graph g("f");
  Output grad = g.add_placeholder("g", d, Shape({kElements}));
  Output alpha = g.add_placeholder("alpha", d, Shape());
  Output rm = g.capture_variable(m, "m"), ru = g.capture_variable(u, "u");
  Output rv = g.capture_variable(v, "v");
  // m += (g - m) * 0.1; u += (g^2 - u) * 0.001; v -= m * alpha / (sqrt(u) + 1e-7)
  g.assign_variable(
      NodeKind::AssignAddVariable, rm,
      binary(g, "Mul", binary(g, "Sub", grad, g.read_variable(rm)), g.add_const(c(0.1))));
  g.assign_variable(
      NodeKind::AssignAddVariable, ru,
      binary(g, "Mul", binary(g, "Sub", g.add_op1(op("Square"), {grad}), g.read_variable(ru)),
             g.add_const(c(0.001))));
  Output step = binary(
      g, "RealDiv", binary(g, "Mul", g.read_variable(rm), alpha),
      binary(g, "AddV2", g.add_op1(op("Sqrt"), {g.read_variable(ru)}), g.add_const(c(1e-7))));
  g.assign_variable(NodeKind::AssignSubVariable, rv, step, "update_v");
  g.set_outputs({});
  ExecutablePlan plan(g);
  CHECK(plan.schedule_text().find("{element by element with the next 5 steps}") !=
        std::string::npos);

  Tensor gv = ramp<TestType>(d, kElements, 12);
  auto expect = [&](Tensor mv, Tensor uv, Tensor vv) {
    mv = eager("AddV2", {mv, eager("Mul", {eager("Sub", {gv, mv}), c(0.1)})});
    uv = eager("AddV2", {uv, eager("Mul", {eager("Sub", {eager("Square", {gv}), uv}), c(0.001)})});
    Tensor d = eager("RealDiv",
                     {eager("Mul", {mv, c(0.01)}), eager("AddV2", {eager("Sqrt", {uv}), c(1e-7)})});
    return std::vector<Tensor>{mv, uv, eager("Sub", {vv, d})};
  };
  for (int run = 0; run < 2; ++run) {
    std::vector<Tensor> want = expect(m->value, u->value, v->value);
    // The second run holds u's value: u's update copies, the others stay in place.
    Tensor held = run == 1 ? u->value : Tensor();
    const void* m_buffer = m->value.raw_data();
    plan.run({gv, c(0.01)});
    CHECK(same_bits(m->value, want[0]));
    CHECK(same_bits(u->value, want[1]));
    CHECK(same_bits(v->value, want[2]));
    CHECK(m->value.raw_data() == m_buffer);
    if (run == 1) CHECK(!u->value.shares_storage_with(held));
  }

  SECTION("an error in the last update leaves the earlier ones done, as unfused") {
    std::vector<Tensor> want = expect(m->value, u->value, v->value);
    v->shape = Shape::unknown_rank();
    assign_variable(*v, Tensor::from_vector(std::vector<TestType>{1, 2}));
    try {
      plan.run({gv, c(0.01)});
      FAIL("no error");
    } catch (const GraphExecutionError& e) {
      CHECK(e.node_name == "update_v");
      CHECK(e.message ==
            "Cannot update variable with shape [2] using a Tensor with shape [3109], "
            "shapes must be equal.");
    }
    CHECK(same_bits(m->value, want[0]));
    CHECK(same_bits(u->value, want[1]));
    CHECK(same_bits(v->value, Tensor::from_vector(std::vector<TestType>{1, 2})));
  }
}

TEST_CASE("elementwise kernels write into an input nobody else holds, never a held one",
          "[plan][forwarding]") {
  const int64_t n = kElements;
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({n}));
  Output w = g.add_placeholder("w", DType::Float32, Shape({n}));
  // relu(x - w) may take the difference's buffer; relu(x) and the
  // ReluGrad of x (placeholders the caller holds) may not.
  Output diff = binary(g, "Sub", x, w);
  Output relu = g.add_op1(op("Relu"), {diff});
  Output relu_x = g.add_op1(op("Relu"), {x});
  Output grad = g.add_op1(op("ReluGrad"), {binary(g, "Mul", x, w), relu});
  Output grad_x = g.add_op1(op("ReluGrad"), {x, w});
  g.add_function_outputs({relu, relu_x, grad, grad_x});
  ExecutablePlan plan(g);
  Tensor xv = ramp<float>(DType::Float32, n, 1), wv = ramp<float>(DType::Float32, n, 2);
  Tensor x_copy = eager("Identity", {xv}), w_copy = eager("Identity", {wv});
  TensorList got = plan.run({xv, wv});
  Tensor want_relu = eager("Relu", {eager("Sub", {xv, wv})});
  CHECK(same_bits(got[0], want_relu));
  CHECK(same_bits(got[1], eager("Relu", {xv})));
  CHECK(same_bits(got[2], eager("ReluGrad", {eager("Mul", {xv, wv}), want_relu})));
  CHECK(same_bits(got[3], eager("ReluGrad", {xv, wv})));
  CHECK(same_bits(xv, x_copy));
  CHECK(same_bits(wv, w_copy));
  CHECK(!got[1].shares_storage_with(xv));
  CHECK(!got[3].shares_storage_with(xv));
}
