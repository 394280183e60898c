// If and While: building (captures, names, output specs) and native
// execution, nested both ways, with state, prints and the interrupt flag.
#include <catch2/catch.hpp>
#include <chrono>

#include "graph_test_util.h"

using namespace graph_test;

namespace {

// while i < limit: i, s = i + 1, s + i   (limit is captured)
std::vector<Output> sum_below(Graph& g, Output limit) {
  Output i0 = g.add_const(i32(0), "i");
  Output s0 = g.add_const(i32(0), "s");
  auto cond = g.new_subgraph("cond");
  {
    Output i = cond->add_placeholder("i", DType::Int32, Shape());
    cond->add_placeholder("s", DType::Int32, Shape());
    cond->set_outputs({binary(*cond, "Less", i, limit)});
  }
  auto body = g.new_subgraph("body");
  {
    Output i = body->add_placeholder("i", DType::Int32, Shape());
    Output s = body->add_placeholder("s", DType::Int32, Shape());
    Output next = binary(*body, "AddV2", i, body->add_const(i32(1)));
    body->set_outputs({next, binary(*body, "AddV2", s, i)});
  }
  return g.add_while({i0, s0}, std::move(cond), std::move(body));
}

// Steps of the Collatz sequence from n to 1: a cond nested in a while body.
std::unique_ptr<Graph> collatz_graph() {
  auto g = std::make_unique<Graph>("collatz");
  Output n = g->add_placeholder("n", DType::Int32, Shape());
  auto cond = g->new_subgraph("cond");
  {
    Output x = cond->add_placeholder("n", DType::Int32, Shape());
    cond->add_placeholder("steps", DType::Int32, Shape());
    cond->set_outputs({binary(*cond, "NotEqual", x, cond->add_const(i32(1)))});
  }
  auto body = g->new_subgraph("body");
  {
    Graph& b = *body;
    Output x = b.add_placeholder("n", DType::Int32, Shape());
    Output steps = b.add_placeholder("steps", DType::Int32, Shape());
    Output mod = binary(b, "FloorMod", x, b.add_const(i32(2)));
    Output even = binary(b, "Equal", mod, b.add_const(i32(0)));
    auto then_g = b.new_subgraph("then");
    then_g->set_outputs({binary(*then_g, "FloorDiv", x, then_g->add_const(i32(2)))});
    auto else_g = b.new_subgraph("else");
    Output triple = binary(*else_g, "Mul", x, else_g->add_const(i32(3)));
    else_g->set_outputs({binary(*else_g, "AddV2", triple, else_g->add_const(i32(1)))});
    Output next = b.add_cond(even, std::move(then_g), std::move(else_g))[0];
    b.set_outputs({next, binary(b, "AddV2", steps, b.add_const(i32(1)))});
  }
  auto out = g->add_while({n, g->add_const(i32(0))}, std::move(cond), std::move(body));
  g->add_function_outputs({out[1]});
  return g;
}

}  // namespace

TEST_CASE("If: branches capture, outputs go through cond/Identity", "[control][if]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape());
  Output y = g.add_placeholder("y", DType::Float32, Shape());
  Output pred = binary(g, "Greater", x, y);
  auto then_g = g.new_subgraph("t");
  then_g->set_outputs({binary(*then_g, "Mul", x, then_g->add_const(f32(2)))});
  auto else_g = g.new_subgraph("e");
  else_g->set_outputs({binary(*else_g, "Sub", y, x)});
  auto out = g.add_cond(pred, std::move(then_g), std::move(else_g));
  REQUIRE(out.size() == 1);
  CHECK(out[0].name() == "cond/Identity:0");
  Node* cond = out[0].node->inputs[0].node;
  CHECK(cond->name == "cond");
  CHECK(cond->type == std::string("StatelessIf"));
  // Inputs: predicate, then the union of captures (x from then, y from else).
  REQUIRE(cond->inputs.size() == 3);
  CHECK(cond->inputs[1] == x);
  CHECK(cond->inputs[2] == y);
  CHECK(cond->subgraphs[0]->name() == "cond_true");
  CHECK(cond->subgraphs[1]->name() == "cond_false");
  for (const auto& b : cond->subgraphs) {
    REQUIRE(b->inputs().size() == 2);
    CHECK(b->inputs()[0]->name == "x");
    CHECK(b->inputs()[1]->name == "y");
  }
  g.add_function_outputs({out[0]});
  ExecutablePlan plan(g);
  CHECK(plan.run({f32(3), f32(1)})[0].item<float>() == 6.0f);
  CHECK(plan.run({f32(1), f32(3)})[0].item<float>() == 2.0f);
  // A second cond gets the next scope.
  auto t2 = g.new_subgraph("t");
  t2->set_outputs({x});
  auto e2 = g.new_subgraph("e");
  e2->set_outputs({y});
  CHECK(g.add_cond(pred, std::move(t2), std::move(e2))[0].name() == "cond_1/Identity:0");
}

TEST_CASE("If: shapes that differ between branches become unknown; dtypes must match",
          "[control][if]") {
  Graph g("f");
  Output p = g.add_placeholder("p", DType::Bool, Shape());
  auto t = g.new_subgraph("t");
  t->set_outputs({t->add_const(fvec({1, 2})), t->add_const(fvec({1}))});
  auto e = g.new_subgraph("e");
  e->set_outputs({e->add_const(fvec({3, 4})), e->add_const(f32(0))});
  auto out = g.add_cond(p, std::move(t), std::move(e));
  CHECK(out[0].shape() == Shape({2}));
  CHECK(!out[1].shape().known_rank());
  g.add_function_outputs({out[0], out[1]});
  ExecutablePlan plan(g);
  TensorList r = plan.run({Tensor::scalar<bool>(false)});
  CHECK(floats(r[0]) == std::vector<float>{3, 4});
  CHECK(r[1].rank() == 0);

  auto t2 = g.new_subgraph("t");
  t2->set_outputs({t2->add_const(f32(1))});
  auto e2 = g.new_subgraph("e");
  e2->set_outputs({e2->add_const(i32(1))});
  auto err = error_of([&] { g.add_cond(p, std::move(t2), std::move(e2)); });
  CHECK(err.first == TensorError::Type);
  CHECK(err.second ==
        "Output 0 of the cond has dtype float32 in the true branch, but dtype int32 in the false "
        "branch");
}

TEST_CASE("While: sum of 0..4 is 10", "[control][while]") {
  Graph g("f");
  Output limit = g.add_placeholder("n", DType::Int32, Shape());
  auto out = sum_below(g, limit);
  REQUIRE(out.size() == 2);
  CHECK(out[1].name() == "while/Identity_1:0");
  Node* loop = out[0].node->inputs[0].node;
  CHECK(loop->type == std::string("StatelessWhile"));
  CHECK(loop->num_loop_vars == 2);
  REQUIRE(loop->inputs.size() == 3);  // i, s, and the captured limit
  CHECK(loop->inputs[2] == limit);
  CHECK(loop->subgraphs[0]->name() == "while_cond");
  CHECK(loop->subgraphs[1]->inputs().size() == 3);  // the body gets the capture too
  g.add_function_outputs({out[1]});
  ExecutablePlan plan(g);
  CHECK(plan.run({i32(5)})[0].item<int32_t>() == 10);
  CHECK(plan.run({i32(0)})[0].item<int32_t>() == 0);
  CHECK(plan.run({i32(101)})[0].item<int32_t>() == 5050);
}

TEST_CASE("While with a nested If: Collatz steps of 27 are 111", "[control][while][nested]") {
  auto g = collatz_graph();
  ExecutablePlan plan(*g);
  CHECK(plan.run({i32(27)})[0].item<int32_t>() == 111);
  CHECK(plan.run({i32(1)})[0].item<int32_t>() == 0);
  CHECK(plan.run({i32(6)})[0].item<int32_t>() == 8);
  CHECK(g->to_text().find("      cond = StatelessIf(Equal, n) -> int32 ()\n") != std::string::npos);
}

TEST_CASE("If with a While inside one branch", "[control][if][nested]") {
  Graph g("f");
  Output n = g.add_placeholder("n", DType::Int32, Shape());
  Output positive = binary(g, "Greater", n, g.add_const(i32(0)));
  auto t = g.new_subgraph("t");
  t->set_outputs({sum_below(*t, n)[1]});  // n captured by the branch, then by cond
  auto e = g.new_subgraph("e");
  e->set_outputs({e->add_const(i32(-1))});
  auto out = g.add_cond(positive, std::move(t), std::move(e));
  g.add_function_outputs(out);
  ExecutablePlan plan(g);
  CHECK(plan.run({i32(5)})[0].item<int32_t>() == 10);
  CHECK(plan.run({i32(-3)})[0].item<int32_t>() == -1);
}

TEST_CASE("While with state: variable updates and prints every iteration", "[control][while]") {
  auto v = make_variable(f32(0), "v:0");
  Graph g("f");
  Output n = g.add_placeholder("n", DType::Int32, Shape());
  Output res = g.capture_variable(v, "v");
  auto cond = g.new_subgraph("c");
  {
    Output i = cond->add_placeholder("i", DType::Int32, Shape());
    cond->set_outputs({binary(*cond, "Less", i, n)});
  }
  auto body = g.new_subgraph("b");
  {
    Output i = body->add_placeholder("i", DType::Int32, Shape());
    body->add_print(body->add_string_format({i}, "i = {}"));
    body->assign_variable(NodeKind::AssignAddVariable, res, body->add_const(f32(0.5f)));
    body->set_outputs({binary(*body, "AddV2", i, body->add_const(i32(1)))});
  }
  auto out = g.add_while({g.add_const(i32(0))}, std::move(cond), std::move(body));
  Node* loop = out[0].node->inputs[0].node;
  CHECK(loop->type == std::string("While"));  // stateful
  CHECK(loop->stateful);
  g.add_print(g.add_string_format({g.read_variable(res)}, "v = {}"));
  ExecutablePlan plan(g);  // no outputs: the stateful nodes keep everything live
  std::vector<std::string> lines;
  PrintSink sink = [&](std::string_view, std::string_view text) { lines.emplace_back(text); };
  RunOptions opts;
  opts.print = &sink;
  plan.run({i32(3)}, opts);
  CHECK(lines == std::vector<std::string>{"i = 0\n", "i = 1\n", "i = 2\n", "v = 1.5\n"});
  CHECK(v->value.item<float>() == 1.5f);
}

TEST_CASE("TF 2.0 names every cond and while If / While", "[control]") {
  Graph g("f", GraphOptions{true});
  Output p = g.add_placeholder("p", DType::Bool, Shape());
  auto t = g.new_subgraph("t");
  t->set_outputs({t->add_const(f32(1))});
  auto e = g.new_subgraph("e");
  e->set_outputs({e->add_const(f32(2))});
  CHECK(g.add_cond(p, std::move(t), std::move(e))[0].node->inputs[0].node->type ==
        std::string("If"));
}

TEST_CASE("the interrupt flag stops a running loop", "[control][interrupt]") {
  Graph g("f");
  auto cond = g.new_subgraph("c");
  cond->add_placeholder("i", DType::Int32, Shape());
  cond->set_outputs({cond->add_const(Tensor::scalar<bool>(true))});
  auto body = g.new_subgraph("b");
  {
    Output i = body->add_placeholder("i", DType::Int32, Shape());
    body->add_print(body->add_string_format({i}, "{}"));
    body->set_outputs({binary(*body, "AddV2", i, body->add_const(i32(1)))});
  }
  g.add_function_outputs(g.add_while({g.add_const(i32(0))}, std::move(cond), std::move(body)));
  ExecutablePlan plan(g);
  std::atomic<bool> interrupt{false};
  int prints = 0;
  PrintSink sink = [&](std::string_view, std::string_view) {
    if (++prints == 5) interrupt = true;  // as a SIGINT handler would
  };
  RunOptions opts;
  opts.print = &sink;
  opts.interrupt = &interrupt;
  CHECK_THROWS_AS(plan.run({}, opts), ExecutionInterrupted);
  CHECK(prints == 5);
}

TEST_CASE("while loop specs: shape invariants and mismatches", "[control][while]") {
  Graph g("f");
  Output x0 = g.add_const(fvec({1}));
  auto make = [&](bool relaxed) {
    Shape inv = relaxed ? Shape({Shape::kUnknownDim}) : Shape({1});
    auto cond = g.new_subgraph("c");
    Output x = cond->add_placeholder("x", DType::Float32, inv);
    Output size = cond->add_op1(op("Size"), {x});
    cond->set_outputs({binary(*cond, "Less", size, cond->add_const(i32(4)))});
    auto body = g.new_subgraph("b");
    Output y = body->add_placeholder("x", DType::Float32, inv);
    body->set_outputs(
        {body->add_op1(op("ConcatV2"), {y, y, body->add_const(i32(0))}, Attrs(), "concat")});
    return g.add_while({x0}, std::move(cond), std::move(body));
  };
  auto err = error_of([&] { make(false); });
  CHECK(err.first == TensorError::Value);
  CHECK(err.second ==
        "Input tensor 'Const:0' enters the loop with shape (1,), but has shape (2,) after one "
        "iteration. To allow the shape to vary across iterations, use the `shape_invariants` "
        "argument of tf.while_loop to specify a less-specific shape.");
  auto out = make(true);
  CHECK(out[0].shape() == Shape({Shape::kUnknownDim}));
  g.add_function_outputs(out);
  ExecutablePlan plan(g);
  CHECK(plan.run({})[0].num_elements() == 4);
}

TEST_CASE("while-loop cost per iteration", "[control][while][speed]") {
  Graph g("f");
  Output limit = g.add_placeholder("n", DType::Int32, Shape());
  g.add_function_outputs({sum_below(g, limit)[0]});
  ExecutablePlan plan(g);
  constexpr int32_t kIterations = 200000;
  plan.run({i32(1000)});
  auto t0 = std::chrono::steady_clock::now();
  CHECK(plan.run({i32(kIterations)})[0].item<int32_t>() == kIterations);
  double ns =
      std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - t0).count() /
      kIterations;
  WARN("while i < n: i, s = i + 1, s + i: " << ns << " ns per iteration");
  CHECK(ns < 20000.0);  // generous: the machine is shared
}
