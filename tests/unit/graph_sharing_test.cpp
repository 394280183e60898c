// Common-subexpression elimination and dead reads in the executor's plan: a
// pure op repeated on the same inputs runs once, equal constants share a
// slot, a variable read again with no write in between reuses the first read,
// and a read nothing uses is dropped; random ops, reads across writes, and
// steps with effects (updates, prints) are never merged or dropped, at the top
// level and in While and If bodies. The graph itself keeps every node.
#include <catch2/catch.hpp>

#include "graph_test_util.h"

using namespace graph_test;

namespace {

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Output pow_of(Graph& g, Output base, Output exponent, std::string_view name) {
  return g.add_op1(op("Pow"), {base, exponent}, Attrs(), name);
}

}  // namespace

TEST_CASE("a repeated pure op on equal inputs runs once", "[plan][sharing]") {
  Graph g("f");
  Output t = g.add_placeholder("t", DType::Float32, Shape());
  // Keras' Adam per variable: beta ** t from its own constant of equal value.
  Output a = pow_of(g, g.add_const(f32(0.9f)), t, "pow_a");
  Output b = pow_of(g, g.add_const(f32(0.9f)), t, "pow_b");
  Output c = pow_of(g, g.add_const(f32(0.999f)), t, "pow_c");  // another value: its own step
  g.add_function_outputs({binary(g, "Sub", a, b, "d"), c});
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(schedule.find("pow_a") != std::string::npos);
  CHECK(schedule.find("pow_b") == std::string::npos);
  CHECK(schedule.find("pow_c") != std::string::npos);
  CHECK(g.find_node("pow_b") != nullptr);  // the graph keeps its node
  TensorList out = plan.run({f32(3)});
  CHECK(out[0].item<float>() == 0.0f);
  CHECK(out[1].item<float>() == eager("Pow", {f32(0.999f), f32(3)}).item<float>());
}

TEST_CASE("ops differing in an attribute are not merged", "[plan][sharing]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({2, 3}));
  Output axis = g.add_const(ivec({1}));
  Output keep = g.add_op1(op("Sum"), {x, axis}, Attrs{{"keep_dims", true}}, "keep");
  Output drop = g.add_op1(op("Sum"), {x, axis}, Attrs{{"keep_dims", false}}, "drop");
  Output again = g.add_op1(op("Sum"), {x, axis}, Attrs{{"keep_dims", false}}, "again");
  g.add_function_outputs({keep, drop, again});
  ExecutablePlan plan(g);
  CHECK(count(plan.schedule_text(), "= Sum(") == 2);
  TensorList out = plan.run({fvec({1, 2, 3, 4, 5, 6}).reshaped(Shape({2, 3}))});
  CHECK(out[0].shape() == Shape({2, 1}));
  CHECK(out[1].shape() == Shape({2}));
  CHECK(floats(out[2]) == std::vector<float>{6, 15});
}

TEST_CASE("random ops are never merged", "[plan][sharing]") {
  Graph g("f");
  Output shape = g.add_const(ivec({64}));
  Attrs attrs{{"dtype", DType::Float32}};
  Output r1 = g.add_op1(op("RandomUniform"), {shape}, attrs, "r1");
  Output r2 = g.add_op1(op("RandomUniform"), {shape}, attrs, "r2");
  g.add_function_outputs({r1, r2});
  ExecutablePlan plan(g);
  CHECK(count(plan.schedule_text(), "= RandomUniform(") == 2);
  TensorList out = plan.run({});
  CHECK(floats(out[0]) != floats(out[1]));
}

TEST_CASE("reads share until their variable is written", "[plan][sharing][variables]") {
  auto v = make_variable(f32(1), "v:0");
  auto w = make_variable(f32(10), "w:0");
  Graph g("f");
  Output rv = g.capture_variable(v, "v");
  Output rw = g.capture_variable(w, "w");
  Output a = g.read_variable(rv, "a");
  g.assign_variable(NodeKind::AssignAddVariable, rw, g.add_const(f32(1)));  // another variable
  Output b = g.read_variable(rv, "b");                                      // shares a
  g.assign_variable(NodeKind::AssignAddVariable, rv, g.add_const(f32(2)));
  Output c = g.read_variable(rv, "c");  // after the write: a read of its own
  Output d = g.read_variable(rw, "d");
  g.add_function_outputs({a, b, c, d});
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(schedule.find("b = ReadVariableOp") == std::string::npos);
  CHECK(schedule.find("c = ReadVariableOp") != std::string::npos);
  TensorList out = plan.run({});
  CHECK(out[0].item<float>() == 1.0f);
  CHECK(out[1].item<float>() == 1.0f);
  CHECK(out[2].item<float>() == 3.0f);
  CHECK(out[3].item<float>() == 11.0f);
  out = plan.run({});
  CHECK(out[1].item<float>() == 3.0f);
  CHECK(out[2].item<float>() == 5.0f);
}

TEST_CASE("a pure op of a read is not shared across a write", "[plan][sharing][variables]") {
  auto v = make_variable(fvec({1, 2}), "v:0");
  Graph g("f");
  Output res = g.capture_variable(v, "v");
  Output before = binary(g, "Mul", g.read_variable(res), g.add_const(f32(2)), "before");
  g.assign_variable(NodeKind::AssignVariable, res, g.add_const(fvec({5, 6})));
  Output after = binary(g, "Mul", g.read_variable(res), g.add_const(f32(2)), "after");
  g.add_function_outputs({before, after});
  ExecutablePlan plan(g);
  TensorList out = plan.run({});
  CHECK(floats(out[0]) == std::vector<float>{2, 4});
  CHECK(floats(out[1]) == std::vector<float>{10, 12});
}

TEST_CASE("a read nothing uses is dropped; updates and prints stay", "[plan][sharing]") {
  auto v = make_variable(f32(0), "v:0");
  Graph g("f");
  Output res = g.capture_variable(v, "v");
  g.read_variable(res, "dead");
  g.assign_variable(NodeKind::AssignAddVariable, res, g.add_const(f32(1)));
  g.add_print(g.add_string_format({g.add_const(f32(7))}, "p {}"));
  g.add_print(g.add_string_format({g.add_const(f32(7))}, "p {}"));  // the same print twice
  ExecutablePlan plan(g);
  const std::string schedule = plan.schedule_text();
  CHECK(schedule.find("dead") == std::string::npos);
  CHECK(count(schedule, "= PrintV2(") == 2);
  CHECK(count(schedule, "= AssignAddVariableOp(") == 1);
  std::vector<std::string> lines;
  PrintSink sink = [&](std::string_view, std::string_view text) { lines.emplace_back(text); };
  RunOptions opts;
  opts.print = &sink;
  plan.run({}, opts);
  plan.run({}, opts);
  CHECK(lines.size() == 4);
  CHECK(v->value.item<float>() == 2.0f);
}

TEST_CASE("a print between reads keeps them apart", "[plan][sharing][variables]") {
  auto v = make_variable(f32(1), "v:0");
  Graph g("f");
  Output res = g.capture_variable(v, "v");
  Output a = g.read_variable(res, "a");
  g.add_print(g.add_string_format({a}, "{}"));
  Output b = g.read_variable(res, "b");
  g.add_function_outputs({a, b});
  ExecutablePlan plan(g);
  // The print's sink may run code that writes v: b reads again.
  CHECK(plan.schedule_text().find("b = ReadVariableOp") != std::string::npos);
  PrintSink sink = [&](std::string_view, std::string_view) { assign_variable(*v, f32(4)); };
  RunOptions opts;
  opts.print = &sink;
  TensorList out = plan.run({}, opts);
  CHECK(out[0].item<float>() == 1.0f);
  CHECK(out[1].item<float>() == 4.0f);
}

TEST_CASE("sharing in a While body: pure ops merge, reads across updates do not",
          "[plan][sharing][while]") {
  auto v = make_variable(f32(0), "v:0");
  Graph g("f");
  Output res = g.capture_variable(v, "v");
  auto cond = g.new_subgraph("c");
  {
    Output i = cond->add_placeholder("i", DType::Int32, Shape());
    cond->add_placeholder("s", DType::Float32, Shape());
    cond->set_outputs({binary(*cond, "Less", i, cond->add_const(i32(3)))});
  }
  auto body = g.new_subgraph("b");
  {
    Output i = body->add_placeholder("i", DType::Int32, Shape());
    Output s = body->add_placeholder("s", DType::Float32, Shape());
    Output x1 = body->read_variable(res, "x1");
    body->assign_variable(NodeKind::AssignAddVariable, res, body->add_const(f32(1)));
    Output x2 = body->read_variable(res, "x2");
    Output p1 = pow_of(*body, body->add_const(f32(2)), x2, "p1");
    Output p2 = pow_of(*body, body->add_const(f32(2)), x2, "p2");
    Output sum = binary(*body, "AddV2", binary(*body, "AddV2", p1, p2), x1);
    body->set_outputs(
        {binary(*body, "AddV2", i, body->add_const(i32(1))), binary(*body, "AddV2", s, sum)});
  }
  auto out =
      g.add_while({g.add_const(i32(0)), g.add_const(f32(0))}, std::move(cond), std::move(body));
  g.add_function_outputs({out[1]});
  ExecutablePlan plan(g);
  Node* loop = out[1].node->inputs[0].node;
  REQUIRE(loop->type == std::string("While"));
  ExecutablePlan body_plan(*loop->subgraphs[1]);
  const std::string schedule = body_plan.schedule_text();
  CHECK(schedule.find("p1") != std::string::npos);
  CHECK(schedule.find("p2") == std::string::npos);
  CHECK(count(schedule, "= ReadVariableOp(") == 2);
  // Iterations see v = 0, 1, 2 before and 1, 2, 3 after the update:
  // (2 + 0) + (4 + 1) + (8 + 2) + ... with 2 * 2^x2 + x1.
  const float want = (2 * 2 + 0) + (2 * 4 + 1) + (2 * 8 + 2);
  CHECK(plan.run({})[0].item<float>() == want);
  CHECK(v->value.item<float>() == 3.0f);
}

TEST_CASE("sharing in If branches", "[plan][sharing][cond]") {
  Graph g("f");
  Output p = g.add_placeholder("p", DType::Bool, Shape());
  Output x = g.add_placeholder("x", DType::Float32, Shape());
  auto t = g.new_subgraph("t");
  {
    Output e1 = t->add_op1(op("Exp"), {x}, Attrs(), "e1");
    Output e2 = t->add_op1(op("Exp"), {x}, Attrs(), "e2");
    t->set_outputs({binary(*t, "Sub", e1, e2)});
  }
  auto e = g.new_subgraph("e");
  e->set_outputs({binary(*e, "Mul", x, e->add_const(f32(3)))});
  auto out = g.add_cond(p, std::move(t), std::move(e));
  g.add_function_outputs(out);
  ExecutablePlan plan(g);
  Node* cond = out[0].node->inputs[0].node;
  ExecutablePlan then_plan(*cond->subgraphs[0]);
  const std::string schedule = then_plan.schedule_text();
  CHECK(schedule.find("e1") != std::string::npos);
  CHECK(schedule.find("e2") == std::string::npos);
  CHECK(plan.run({Tensor::scalar<bool>(true), f32(2)})[0].item<float>() == 0.0f);
  CHECK(plan.run({Tensor::scalar<bool>(false), f32(2)})[0].item<float>() == 6.0f);
}
