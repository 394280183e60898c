// Partial values of int vectors while building (TF's ConstantPartialShape):
// what Shape, Pack and ConcatV2 know of their elements, and how shape
// operands use it.
#include <catch2/catch.hpp>

#include "graph_test_util.h"

using namespace graph_test;

namespace {

Output shape_of(Graph& g, Output x) {
  return g.add_op1(op("Shape"), {x}, Attrs{{"out_type", DType::Int32}});
}

Output scalar_slice(Graph& g, Output v, int i) {
  Output b = g.add_const(ivec({i})), e = g.add_const(ivec({i + 1})), s = g.add_const(ivec({1}));
  return g.add_op1(op("StridedSlice"), {v, b, e, s}, Attrs{{"shrink_axis_mask", int64_t(1)}});
}

}  // namespace

TEST_CASE("Shape of a partly known shape has a partial value", "[graph][partial]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3}));
  Output s = shape_of(g, x);
  REQUIRE(s.static_value() == nullptr);
  REQUIRE(s.partial_value() != nullptr);
  CHECK(*s.partial_value() == std::vector<int64_t>{-1, 3});
  // An unknown rank gives nothing.
  Output u = g.add_placeholder("u", DType::Float32, Shape::unknown_rank());
  CHECK(shape_of(g, u).partial_value() == nullptr);
  // A fully known shape folds to a value instead.
  Output k = g.add_placeholder("k", DType::Float32, Shape({2, 3}));
  CHECK(shape_of(g, k).static_value() != nullptr);
  CHECK(shape_of(g, k).partial_value() == nullptr);
}

TEST_CASE("Pack and ConcatV2 carry known pieces", "[graph][partial]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3}));
  Output n = scalar_slice(g, shape_of(g, x), 0);
  Output two = g.add_const(i32(2)), minus = g.add_const(i32(-1));
  Output p = g.add_op1(op("Pack"), {n, two, minus}, Attrs{{"axis", int64_t(0)}, {"N", int64_t(3)}});
  REQUIRE(p.partial_value() != nullptr);
  // A negative known element counts as unknown, as TF's does.
  CHECK(*p.partial_value() == std::vector<int64_t>{-1, 2, -1});
  Output c =
      g.add_op1(op("ConcatV2"), {shape_of(g, x), g.add_const(ivec({5})), g.add_const(i32(0))},
                Attrs{{"N", int64_t(2)}});
  REQUIRE(c.partial_value() != nullptr);
  CHECK(*c.partial_value() == std::vector<int64_t>{-1, 3, 5});
  // All pieces known: a value, not a partial one.
  Output k = g.add_op1(op("Pack"), {two, two}, Attrs{{"axis", int64_t(0)}, {"N", int64_t(2)}});
  CHECK(k.static_value() != nullptr);
  CHECK(k.partial_value() == nullptr);
}

TEST_CASE("shape operands take the known dims of a partial value", "[graph][partial]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3}));
  Output s = shape_of(g, x);
  Output fill = g.add_op1(op("Fill"), {s, g.add_const(f32(1))});
  CHECK(fill.shape().debug_str() == "[?,3]");
  Output n = scalar_slice(g, s, 0);
  Output dims = g.add_op1(op("Pack"), {n, g.add_const(i32(2))},
                          Attrs{{"axis", int64_t(0)}, {"N", int64_t(2)}});
  CHECK(g.add_op1(op("Fill"), {dims, g.add_const(f32(0))}).shape().debug_str() == "[?,2]");
  // Reshape: two unknowns stay unknown; one is filled from a known input.
  Output minus = g.add_const(i32(-1));
  Output req = g.add_op1(op("Pack"), {n, minus}, Attrs{{"axis", int64_t(0)}, {"N", int64_t(2)}});
  CHECK(g.add_op1(op("Reshape"), {x, req}).shape().debug_str() == "[?,?]");
  Output y = g.add_const(Tensor::zeros(DType::Float32, Shape({4, 6})));
  Output req2 = g.add_op1(op("Pack"), {g.add_const(i32(3)), n},
                          Attrs{{"axis", int64_t(0)}, {"N", int64_t(2)}});
  CHECK(g.add_op1(op("Reshape"), {y, req2}).shape().debug_str() == "[3,8]");
}

TEST_CASE("an element of a partly known Shape is known where its dim is", "[graph][partial]") {
  // TF 2.12+'s TryInferFromShapes: tf.shape(x)[1] is 3 for x of shape (?, 3).
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3}));
  Output s = shape_of(g, x);
  Output d1 = scalar_slice(g, s, 1);
  REQUIRE(d1.static_value() != nullptr);
  CHECK(d1.static_value()->to_int64_vector() == std::vector<int64_t>{3});
  CHECK(scalar_slice(g, s, -1).static_value() != nullptr);
  CHECK(scalar_slice(g, s, 0).static_value() == nullptr);
  // So a shape packed from it is known there: tf.zeros([tf.shape(x)[1], 2]).
  Output dims = g.add_op1(op("Pack"), {d1, g.add_const(i32(2))},
                          Attrs{{"axis", int64_t(0)}, {"N", int64_t(2)}});
  CHECK(g.add_op1(op("Fill"), {dims, g.add_const(f32(0))}).shape().debug_str() == "[3,2]");
  // A slice that keeps the axis (no shrink) is not a scalar element.
  Output b = g.add_const(ivec({1})), e = g.add_const(ivec({2})), st = g.add_const(ivec({1}));
  CHECK(g.add_op1(op("StridedSlice"), {s, b, e, st}).static_value() == nullptr);
}

TEST_CASE("TF 2.0 knew no element of a partly known Shape", "[graph][partial]") {
  GraphOptions options;
  options.tf2_0 = true;
  Graph g("f", options);
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3}));
  CHECK(scalar_slice(g, shape_of(g, x), 1).static_value() == nullptr);
}

TEST_CASE("a slice of a partial value keeps the elements it takes", "[graph][partial]") {
  // TF's PartialStridedSliceShape: tf.shape(x)[1:] is [3, ?] for x of (?, 3, ?).
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({-1, 3, -1}));
  Output s = shape_of(g, x);
  auto slice = [&](int b, int e, int st, int64_t begin_mask, int64_t end_mask) {
    Output bo = g.add_const(ivec({b})), eo = g.add_const(ivec({e})), so = g.add_const(ivec({st}));
    return g.add_op1(op("StridedSlice"), {s, bo, eo, so},
                     Attrs{{"begin_mask", begin_mask}, {"end_mask", end_mask}});
  };
  Output tail = slice(1, 0, 1, 0, 1);
  REQUIRE(tail.partial_value() != nullptr);
  CHECK(*tail.partial_value() == std::vector<int64_t>{3, -1});
  CHECK(*slice(0, 2, 1, 1, 0).partial_value() == std::vector<int64_t>{-1, 3});
  CHECK(*slice(-2, 3, 1, 0, 0).partial_value() == std::vector<int64_t>{3, -1});
  CHECK(*slice(0, 0, 2, 1, 1).partial_value() == std::vector<int64_t>{-1, -1});
  // A negative stride is not inferred.
  CHECK(slice(0, 0, -1, 1, 1).partial_value() == nullptr);
  CHECK(g.add_op1(op("Fill"), {tail, g.add_const(f32(0))}).shape().debug_str() == "[3,?]");
}
