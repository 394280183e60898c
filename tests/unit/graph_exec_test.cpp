// The graph executor: results, variables and prints in program order,
// pruning, buffer reuse, allocation-free scalar runs, errors, and speed.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <new>

#include "graph_test_util.h"

using namespace graph_test;

// The replaced global new/delete below pair malloc with free, which GCC
// cannot see through.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"

// Counts heap allocations so a cached scalar run can be proven allocation-free.
static std::atomic<long> g_allocs{0};
void* operator new(size_t n) {
  g_allocs.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
// The array and nothrow forms too (Catch2 registers tests with nothrow new):
// left to the library or to ASan's interposer, they would allocate one way
// and the replaced delete free another.
void* operator new[](size_t n) { return operator new(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  g_allocs.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(n ? n : 1);
}
void* operator new[](size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }

namespace {

// f(x) = x * w + 1.0 with w a captured 4-element constant.
std::unique_ptr<Graph> axpb_graph() {
  auto g = std::make_unique<Graph>("f");
  Output x = g->add_placeholder("x", DType::Float32, Shape({4}));
  Output w = g->add_const(fvec({1, 2, 3, 4}));
  Output xw = binary(*g, "Mul", x, w, "mul");
  Output y = binary(*g, "AddV2", xw, g->add_const(f32(1)), "add");
  g->add_function_outputs({y});
  return g;
}

struct Collect {
  std::vector<std::string> lines;
  PrintSink sink() {
    return [this](std::string_view stream, std::string_view text) {
      lines.push_back(std::string(stream) + ":" + std::string(text));
    };
  }
};

}  // namespace

TEST_CASE("arithmetic graphs run", "[plan]") {
  auto g = axpb_graph();
  ExecutablePlan plan(*g);
  Tensor x = fvec({1, 1, 2, 2});
  TensorList out = plan.run({x});
  REQUIRE(out.size() == 1);
  CHECK(floats(out[0]) == std::vector<float>{2, 3, 7, 9});
  out = plan.run({fvec({0, 0, 0, 1})});
  CHECK(floats(out[0]) == std::vector<float>{1, 1, 1, 5});
  CHECK(plan.num_steps() == 2);  // mul and add fused, Identity; constants are slots
}

TEST_CASE("dead nodes are pruned; constants folded", "[plan]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape());
  Output unused = g.add_placeholder("unused", DType::Float32, Shape());
  binary(g, "Mul", x, unused);  // dead
  Output two = binary(g, "AddV2", g.add_const(f32(1)), g.add_const(f32(1)));
  REQUIRE(two.static_value() != nullptr);
  g.add_function_outputs({binary(g, "Mul", x, two)});
  ExecutablePlan plan(g);
  CHECK(plan.num_steps() == 2);   // Mul, Identity: the folded add runs as a constant
  CHECK(plan.num_pruned() == 4);  // the dead Mul and the folded add's inputs, unused
  CHECK(plan.run({f32(3), f32(100)})[0].item<float>() == 6.0f);
  CHECK(plan.schedule_text().find("input unused -> (unused)") != std::string::npos);
}

TEST_CASE("variable updates and reads keep program order across runs", "[plan][variables]") {
  auto v = make_variable(f32(0), "v:0");
  Graph g("f");
  Output res = g.capture_variable(v, "v");
  g.assign_variable(NodeKind::AssignAddVariable, res, g.add_const(f32(1)));
  g.add_function_outputs({g.read_variable(res)});
  ExecutablePlan plan(g);
  for (float want : {1.0f, 2.0f, 3.0f}) CHECK(plan.run({})[0].item<float>() == want);
  CHECK(v->value.item<float>() == 3.0f);
  // Eager updates through the same functions are seen by the graph.
  assign_variable(*v, f32(10));
  CHECK(plan.run({})[0].item<float>() == 11.0f);
  assign_sub_variable(*v, f32(0.5f));
  CHECK(v->value.item<float>() == 10.5f);
}

TEST_CASE("a stateful op with no consumer still runs", "[plan][variables]") {
  auto v = make_variable(fvec({1, 2}), "v:0");
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({2}));
  Output res = g.capture_variable(v, "v");
  Output before = g.read_variable(res);
  g.assign_variable(NodeKind::AssignVariable, res, x);
  g.assign_variable(NodeKind::AssignSubVariable, res, g.add_const(fvec({1, 1})));
  g.set_outputs({before});
  ExecutablePlan plan(g);
  CHECK(floats(plan.run({fvec({5, 6})})[0]) == std::vector<float>{1, 2});
  CHECK(floats(v->value) == std::vector<float>{4, 5});
  CHECK(floats(plan.run({fvec({7, 7})})[0]) == std::vector<float>{4, 5});
  CHECK(floats(v->value) == std::vector<float>{6, 6});
}

TEST_CASE("variable ops report TF's runtime errors", "[variables]") {
  auto v = make_variable(fvec({1, 2}), "v:0");
  CHECK(
      error_of([&] { assign_add_variable(*v, f32(1)); }).second ==
      "Cannot update variable with shape [2] using a Tensor with shape [], shapes must be equal.");
  CHECK(error_of([&] {
          assign_variable(*v, ivec({1, 2}));
        }).second == "Trying to assign variable with wrong dtype. Expected float got int32");
  CHECK(error_of([&] {
          assign_variable(*v, fvec({1, 2, 3}));
        }).second ==
        "Trying to assign to variable with tensor with wrong shape. Expected [2] got [3]");
}

TEST_CASE("PrintV2 writes through the sink in program order", "[plan][print]") {
  auto v = make_variable(i32(0), "v:0");
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Int32, Shape({3}));
  Output res = g.capture_variable(v, "v");
  g.add_print(g.add_string_format({x}, "x: {}"));
  g.assign_variable(NodeKind::AssignAddVariable, res, g.add_const(i32(1)));
  g.add_print(g.add_string_format({g.read_variable(res)}, "v = {}"), "stdout", "!\n");
  g.add_print(g.add_const(Tensor::scalar_string("done")));
  ExecutablePlan plan(g);
  Collect c;
  PrintSink sink = c.sink();
  RunOptions opts;
  opts.print = &sink;
  plan.run({ivec({1, 2, 3})}, opts);
  plan.run({ivec({4, 5, 6})}, opts);
  CHECK(c.lines == std::vector<std::string>{"stderr:x: [1 2 3]\n", "stdout:v = 1!\n",
                                            "stderr:done\n", "stderr:x: [4 5 6]\n",
                                            "stdout:v = 2!\n", "stderr:done\n"});
  plan.run({ivec({0, 0, 0})});  // no sink: prints are dropped, state still updates
  CHECK(v->value.item<int32_t>() == 3);
}

TEST_CASE("buffers: constants are shared, intermediates released, results immutable",
          "[plan][buffers]") {
  std::vector<float> big(256, 1.0f);
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({256}));
  Output c = g.add_const(Tensor::from_vector(big));
  Output y = binary(g, "AddV2", x, c, "add");
  g.add_function_outputs({y, c});
  ExecutablePlan plan(g);
  size_t slots = plan.num_slots();
  Tensor in = Tensor::from_vector(std::vector<float>(256, 2.0f));
  TensorList first = plan.run({in});
  TensorList second = plan.run({in});
  CHECK(first[0].at<float>(0) == 3.0f);
  CHECK(second[0].at<float>(0) == 3.0f);
  CHECK(!first[0].shares_storage_with(second[0]));     // each run's result is its own
  CHECK(first[1].shares_storage_with(c.node->value));  // the constant is never copied
  CHECK(plan.num_slots() == slots);
  // The input and the intermediate sum are moved at their last use: only the
  // caller and the result hold them.
  CHECK(plan.schedule_text().find("add = Fused[add = AddV2](s0*, s1) -> s2") != std::string::npos);
}

TEST_CASE("a cached scalar or 4-float run allocates nothing", "[plan][speed]") {
  auto g = axpb_graph();
  ExecutablePlan plan(*g);
  Tensor x = fvec({1, 2, 3, 4});
  TensorList out;
  plan.run({x}, &out);
  long before = g_allocs.load();
  for (int i = 0; i < 100; ++i) plan.run({x}, &out);
  CHECK(g_allocs.load() - before == 0);
}

TEST_CASE("executor cost per cached call", "[plan][speed]") {
  auto g = axpb_graph();
  ExecutablePlan plan(*g);
  Tensor x = fvec({1, 2, 3, 4});
  TensorList out;
  constexpr int kCalls = 200000;
  for (int i = 0; i < 1000; ++i) plan.run({x}, &out);
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < kCalls; ++i) plan.run({x}, &out);
  double us =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count() /
      kCalls;
  WARN("x * w + 1.0 on float32[4]: " << us << " us per executor call");
  CHECK(us < 20.0);  // generous: the machine is shared; the target is ~1 us
}

TEST_CASE("run-time errors name the node; inputs are checked", "[plan][errors]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({Shape::kUnknownDim}));
  Output y = g.add_placeholder("y", DType::Float32, Shape({Shape::kUnknownDim}));
  g.add_function_outputs({binary(g, "AddV2", x, y, "add")});
  ExecutablePlan plan(g);
  CHECK(floats(plan.run({fvec({1}), fvec({2, 3})})[0]) == std::vector<float>{3, 4});
  try {
    plan.run({fvec({1, 2}), fvec({1, 2, 3})});
    FAIL("no error");
  } catch (const GraphExecutionError& e) {
    CHECK(e.kind == TensorError::InvalidArgument);
    CHECK(e.message == "Incompatible shapes: [2] vs. [3]");
    CHECK(e.node_name == "add");
    CHECK(e.graph_name == "f");
  }
  // The plan is usable after an error.
  CHECK(floats(plan.run({fvec({1}), fvec({1})})[0]) == std::vector<float>{2});
  CHECK(error_of([&] { plan.run({fvec({1})}); }).second == "the graph 'f' takes 2 inputs, got 1");
  CHECK(error_of([&] {
          plan.run({ivec({1}), fvec({1})});
        }).second == "input 0 ('x') of the graph 'f' must be float32 (None,), not int32 (1,)");
}

TEST_CASE("a print sink that re-enters the same plan gets a fresh frame", "[plan]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Int32, Shape());
  g.add_print(g.add_string_format({x}, "{}"));
  g.add_function_outputs({binary(g, "Mul", x, g.add_const(i32(2)))});
  ExecutablePlan plan(g);
  std::vector<std::string> seen;
  PrintSink sink;
  RunOptions opts;
  opts.print = &sink;
  sink = [&](std::string_view, std::string_view text) {
    seen.emplace_back(text);
    if (seen.size() == 1) CHECK(plan.run({i32(5)}, opts)[0].item<int32_t>() == 10);
  };
  CHECK(plan.run({i32(3)}, opts)[0].item<int32_t>() == 6);
  CHECK(seen == std::vector<std::string>{"3\n", "5\n"});
}

TEST_CASE("ops whose inference reads a value infer at run time only when it is unknown", "[plan]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({2, 3}));
  Output shape = g.add_placeholder("shape", DType::Int32, Shape({2}));
  // Known axes over unknown data: the build-time specs hold.
  Output rows = g.add_op1(op("Sum"), {x, g.add_const(ivec({0}))}, Attrs(), "rows");
  Output joined = g.add_op1(op("ConcatV2"), {rows, rows, g.add_const(i32(0))}, Attrs(), "joined");
  // A shape known only at run time: the output's shape comes from its value.
  Output reshaped = g.add_op1(op("Reshape"), {x, shape}, Attrs(), "reshaped");
  g.add_function_outputs({joined, reshaped});
  ExecutablePlan plan(g);
  Tensor xv = fvec({1, 2, 3, 4, 5, 6}).reshaped(Shape({2, 3}));
  TensorList out = plan.run({xv, ivec({3, 2})});
  CHECK(floats(out[0]) == std::vector<float>{5, 7, 9, 5, 7, 9});
  CHECK(out[1].shape() == Shape({3, 2}));
  out = plan.run({xv, ivec({1, 6})});
  CHECK(out[1].shape() == Shape({1, 6}));
  CHECK(floats(out[1]) == std::vector<float>{1, 2, 3, 4, 5, 6});
}
