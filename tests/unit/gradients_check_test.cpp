// Numerical gradient checks (TF's gradient_checker_v2): for every op with a
// gradient function, the Jacobian the tape computes equals the one central
// finite differences give, in float64, over several shapes (with
// broadcasting where the op broadcasts). A gradient registered without a
// case here fails the coverage test.
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "framework/dispatch.h"
#include "framework/gradients.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "runtime/interpreter.h"
#include "runtime/output.h"

using namespace minitf;

namespace {

// The step of the central differences: small enough that float64's curvature
// error (~eps^2) is negligible, large enough that rounding (~1e-16/eps) is too.
constexpr double kEps = 1e-6;
// Allowed |analytic - numeric|, relative to max(1, |numeric|).
constexpr double kTolerance = 1e-6;

struct Case {
  std::string name;
  OpId op;
  std::vector<Tensor> inputs;
  std::vector<bool> differentiable;  // which inputs get a gradient checked
  Attrs attrs;
  int output = 0;  // the output checked (Split)
};

// Deterministic values in [lo, hi), distinct from each other (no ties for
// Maximum/Max, no kinks for Abs).
Tensor values(const Shape& s, double lo, double hi, int seed) {
  int64_t n = s.num_elements();
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    double f = std::fmod(0.6180339887 * double(i + 1) * (seed + 3) + 0.1 * seed, 1.0);
    v[size_t(i)] = lo + (hi - lo) * f;
  }
  return Tensor::from_vector(v, s);
}

Tensor i32(const std::vector<int32_t>& v) { return Tensor::from_vector(v); }

Tensor run(const Case& c, const std::vector<Tensor>& inputs) {
  TensorList out = run_op(op_def(c.op),
                          Span<Tensor>(const_cast<Tensor*>(inputs.data()), inputs.size()), c.attrs);
  return out[size_t(c.output)];
}

double at(const Tensor& t, int64_t i) { return t.data<double>()[i]; }

void check(const Case& c) {
  INFO(c.name);
  StringSink sink;
  Interpreter in(sink);
  Tensor y = run(c, c.inputs);
  const int64_t ny = y.num_elements();
  // Analytic: one backward pass per output element, seeded with its unit vector.
  std::vector<std::vector<Tensor>> rows;  // rows[j][i]: d y_j / d input i
  for (int64_t j = 0; j < ny; ++j) {
    auto tape = std::make_shared<Tape>(false, true);
    OpInputs oi;
    std::vector<Value> objs, sources;
    for (size_t i = 0; i < c.inputs.size(); ++i) {
      Value v = make_eager_tensor(c.inputs[i]);
      objs.push_back(v);
      oi.add(c.inputs[i], v.as_obj());
      if (c.differentiable[i]) {
        tape->watch(v);
        sources.push_back(v);
      }
    }
    push_tape(tape);
    std::vector<Value> outs = dispatch_op_n(in, c.op, oi, c.attrs);
    pop_tape(tape.get());
    Tensor seed = Tensor::zeros(DType::Float64, y.shape());
    seed.mutable_data<double>()[j] = 1.0;
    std::vector<Value> g = tape_gradient(in, *tape, {outs[size_t(c.output)]}, sources,
                                         {make_eager_tensor(seed)}, false);
    std::vector<Tensor> row;
    size_t k = 0;
    for (size_t i = 0; i < c.inputs.size(); ++i) {
      if (!c.differentiable[i]) {
        row.push_back(Tensor());
        continue;
      }
      const Value& gi = g[k++];
      // None: no gradient flows, the same as zeros.
      row.push_back(gi.is_none() ? Tensor::zeros(DType::Float64, c.inputs[i].shape())
                                 : tensor_of(gi));
      REQUIRE(row.back().shape() == c.inputs[i].shape());
      REQUIRE(row.back().dtype() == DType::Float64);
    }
    rows.push_back(row);
  }
  // Numeric: central differences per input element.
  for (size_t i = 0; i < c.inputs.size(); ++i) {
    if (!c.differentiable[i]) continue;
    for (int64_t m = 0; m < c.inputs[i].num_elements(); ++m) {
      std::vector<Tensor> plus = c.inputs, minus = c.inputs;
      plus[i] = Tensor::from_data(c.inputs[i].data<double>(), c.inputs[i].shape());
      minus[i] = Tensor::from_data(c.inputs[i].data<double>(), c.inputs[i].shape());
      plus[i].mutable_data<double>()[m] += kEps;
      minus[i].mutable_data<double>()[m] -= kEps;
      Tensor yp = run(c, plus), ym = run(c, minus);
      for (int64_t j = 0; j < ny; ++j) {
        double numeric = (at(yp, j) - at(ym, j)) / (2 * kEps);
        double analytic = at(rows[size_t(j)][i], m);
        INFO("input " << i << " element " << m << " output " << j);
        CHECK(std::fabs(analytic - numeric) <= kTolerance * std::max(1.0, std::fabs(numeric)));
      }
    }
  }
}

Tensor i32(const std::vector<int32_t>& v, const Shape& s) { return Tensor::from_vector(v, s); }
Tensor axis32(int32_t a) { return Tensor::scalar<int32_t>(a); }

// main's indexing and shape ops (gradients_index.cpp).
void add_index_cases(std::vector<Case>* cs) {
  cs->push_back({"AddN",
                 OpId::AddN,
                 {values({2, 3}, -1, 1, 1), values({2, 3}, -1, 1, 2), values({2, 3}, -1, 1, 3)},
                 {true, true, true},
                 Attrs{{"N", int64_t(3)}}});
  for (int32_t axis : {0, 1, -1})
    for (bool ex : {false, true})
      for (bool rev : {false, true})
        cs->push_back({"Cumsum axis " + std::to_string(axis) + (ex ? " exclusive" : "") +
                           (rev ? " reverse" : ""),
                       OpId::Cumsum,
                       {values({2, 3}, -1, 1, 1), axis32(axis)},
                       {true, false},
                       Attrs{{"exclusive", ex}, {"reverse", rev}}});
  // Repeated indices: their gradients add up.
  cs->push_back({"GatherV2 axis 0",
                 OpId::GatherV2,
                 {values({4, 3}, -1, 1, 1), i32({2, 0, 2}), axis32(0)},
                 {true, false, false},
                 {}});
  cs->push_back({"GatherV2 axis 1, 2-D indices",
                 OpId::GatherV2,
                 {values({2, 3}, -1, 1, 1), i32({0, 2, 1, 1}, Shape{2, 2}), axis32(1)},
                 {true, false, false},
                 {}});
  cs->push_back({"GatherV2 axis -2 of 3-D",
                 OpId::GatherV2,
                 {values({2, 3, 2}, -1, 1, 1), i32({2, 1}), axis32(-2)},
                 {true, false, false},
                 {}});
  cs->push_back({"GatherV2 scalar index",
                 OpId::GatherV2,
                 {values({3, 2}, -1, 1, 1), Tensor::scalar<int32_t>(1), axis32(0)},
                 {true, false, false},
                 {}});
  cs->push_back({"GatherNd elements",
                 OpId::GatherNd,
                 {values({3, 4}, -1, 1, 1), i32({0, 1, 2, 3, 0, 1}, Shape{3, 2})},
                 {true, false},
                 {}});
  cs->push_back({"GatherNd rows",
                 OpId::GatherNd,
                 {values({3, 2, 2}, -1, 1, 1), i32({2, 0}, Shape{2, 1})},
                 {true, false},
                 {}});
  cs->push_back({"TensorScatterUpdate",
                 OpId::TensorScatterUpdate,
                 {values({4, 3}, -1, 1, 1), i32({1, 3}, Shape{2, 1}), values({2, 3}, -1, 1, 2)},
                 {true, false, true},
                 {}});
  cs->push_back({"BroadcastTo [3] to [2, 3]",
                 OpId::BroadcastTo,
                 {values({3}, -1, 1, 1), i32({2, 3})},
                 {true, false},
                 {}});
  cs->push_back({"BroadcastTo [2, 1] to [2, 2, 3]",
                 OpId::BroadcastTo,
                 {values({2, 1}, -1, 1, 1), i32({2, 2, 3})},
                 {true, false},
                 {}});
  for (const auto& m : std::vector<std::vector<int32_t>>{{2, 1}, {1, 3}, {2, 2}})
    cs->push_back({"Tile " + std::to_string(m[0]) + "," + std::to_string(m[1]),
                   OpId::Tile,
                   {values({2, 3}, -1, 1, 1), i32(m)},
                   {true, false},
                   {}});
  cs->push_back(
      {"ExpandDims", OpId::ExpandDims, {values({2, 3}, -1, 1, 1), axis32(1)}, {true, false}, {}});
  cs->push_back({"Squeeze",
                 OpId::Squeeze,
                 {values({2, 1, 3}, -1, 1, 1)},
                 {true},
                 Attrs{{"squeeze_dims", std::vector<int64_t>{1}}}});
  Tensor pads = i32({1, 0, 2, 1}, Shape{2, 2});
  cs->push_back({"Pad", OpId::Pad, {values({2, 3}, -1, 1, 1), pads}, {true, false}, {}});
  cs->push_back({"PadV2",
                 OpId::PadV2,
                 {values({2, 3}, -1, 1, 1), pads, values({}, -1, 1, 2)},
                 {true, false, false},
                 {}});
  cs->push_back({"MirrorPad REFLECT",
                 OpId::MirrorPad,
                 {values({3, 4}, -1, 1, 1), i32({1, 2, 3, 1}, Shape{2, 2})},
                 {true, false},
                 Attrs{{"mode", std::string("REFLECT")}}});
  cs->push_back({"MirrorPad SYMMETRIC",
                 OpId::MirrorPad,
                 {values({3, 4}, -1, 1, 1), i32({3, 1, 2, 4}, Shape{2, 2})},
                 {true, false},
                 Attrs{{"mode", std::string("SYMMETRIC")}}});
  for (int32_t k : {1, 3})
    cs->push_back({"TopKV2 k=" + std::to_string(k),
                   OpId::TopKV2,
                   {values({2, 5}, -1, 1, 1), axis32(k)},
                   {true, false},
                   Attrs{{"sorted", true}}});
}

// Well-conditioned matrices: distinct values plus 3 on the diagonal.
Tensor matrices(const Shape& s, int seed) {
  Tensor t = values(s, -1, 1, seed);
  const int64_t n = s[s.rank() - 1];
  double* p = t.mutable_data<double>();
  for (int64_t b = 0; b < s.num_elements() / (n * n); ++b)
    for (int64_t i = 0; i < n; ++i) p[b * n * n + i * n + i] += 3;
  return t;
}

// main's linear algebra (gradients_linalg.cpp).
void add_linalg_cases(std::vector<Case>* cs) {
  for (const Shape& s : {Shape{3, 3}, Shape{2, 2, 2}}) {
    cs->push_back({"MatrixInverse " + s.str(), OpId::MatrixInverse, {matrices(s, 1)}, {true}, {}});
    cs->push_back(
        {"MatrixDeterminant " + s.str(), OpId::MatrixDeterminant, {matrices(s, 2)}, {true}, {}});
  }
  // The singular values (tf.norm's 2-norm), square and rectangular; full
  // rank, since a zero singular value is a kink (values() alone gives a
  // rank-2 3x3 matrix: its entries are evenly spaced).
  const Attrs s_only{{"compute_uv", false}, {"full_matrices", false}};
  cs->push_back({"Svd (3, 3)", OpId::Svd, {matrices(Shape{3, 3}, 3)}, {true}, s_only});
  cs->push_back({"Svd (2, 3, 2)", OpId::Svd, {values(Shape{2, 3, 2}, -1, 1, 3)}, {true}, s_only});
  struct Eq {
    const char* eq;
    Shape a, b;
  };
  const Eq eqs[] = {{"ij,jk->ik", {2, 3}, {3, 2}},
                    {"ij,j->i", {2, 3}, {3}},
                    {"i,j->ij", {2}, {3}},
                    {"bij,bjk->bik", {2, 2, 3}, {2, 3, 2}},
                    {"ij,jk", {2, 3}, {3, 2}},
                    {"ij,kj->k", {2, 3}, {2, 3}},
                    {"...ij,...jk->...ik", {2, 2, 3}, {2, 3, 2}},
                    {"...ij,...jk->...ik", {2, 2, 3}, {3, 2}},
                    {"...ij,...jk->...ik", {1, 2, 3}, {2, 3, 2}},
                    {"...ij,jk", {2, 2, 3}, {3, 2}}};
  for (const Eq& e : eqs)
    cs->push_back({std::string("Einsum ") + e.eq,
                   OpId::Einsum,
                   {values(e.a, -1, 1, 1), values(e.b, -1, 1, 2)},
                   {true, true},
                   Attrs{{"equation", std::string(e.eq)}, {"N", int64_t(2)}}});
  cs->push_back({"Einsum ij->j",
                 OpId::Einsum,
                 {values({2, 3}, -1, 1, 1)},
                 {true},
                 Attrs{{"equation", std::string("ij->j")}, {"N", int64_t(1)}}});
  Attrs align{{"align", std::string("RIGHT_LEFT")}};
  for (int32_t k : {0, 1, -1}) {
    cs->push_back(
        {"MatrixDiagV3 k=" + std::to_string(k),
         OpId::MatrixDiagV3,
         {values({2, 3}, -1, 1, 1), axis32(k), axis32(-1), axis32(-1), values({}, 0, 0, 1)},
         {true, false, false, false, false},
         align});
    cs->push_back({"MatrixDiagPartV3 k=" + std::to_string(k),
                   OpId::MatrixDiagPartV3,
                   {values({3, 4}, -1, 1, 1), axis32(k), values({}, 0, 0, 1)},
                   {true, false, false},
                   align});
  }
}

Attrs keep(bool k) { return Attrs{{"keep_dims", k}}; }

std::vector<Case> cases() {
  std::vector<Case> cs;
  const std::vector<std::pair<Shape, Shape>> pairs = {
      {{2, 3}, {2, 3}}, {{2, 3}, {3}}, {{2, 1}, {1, 3}}, {{}, {2}}, {{3}, {}}};
  struct Bin {
    OpId op;
    const char* name;
    double lo0, hi0, lo1, hi1;
  };
  const Bin bins[] = {
      {OpId::AddV2, "AddV2", -2, 2, -2, 2},
      {OpId::Sub, "Sub", -2, 2, -2, 2},
      {OpId::Mul, "Mul", -2, 2, -2, 2},
      {OpId::RealDiv, "RealDiv", -2, 2, 0.5, 2},
      {OpId::Maximum, "Maximum", -2, 2, -1.9, 2.1},
      {OpId::Minimum, "Minimum", -2, 2, -1.9, 2.1},
      {OpId::Pow, "Pow", 0.5, 2, -1.5, 1.5},
      {OpId::FloorMod, "FloorMod", 0.1, 5, 1.3, 1.7},
      {OpId::FloorDiv, "FloorDiv", 0.1, 5, 1.3, 1.7},
  };
  for (const Bin& b : bins) {
    for (const auto& [s0, s1] : pairs) {
      cs.push_back({std::string(b.name) + " " + s0.str() + " " + s1.str(),
                    b.op,
                    {values(s0, b.lo0, b.hi0, 1), values(s1, b.lo1, b.hi1, 2)},
                    {true, true},
                    {}});
    }
  }
  struct Un {
    OpId op;
    const char* name;
    double lo, hi;
  };
  const Un uns[] = {{OpId::Neg, "Neg", -2, 2},
                    {OpId::Abs, "Abs", -2, 2},
                    {OpId::Square, "Square", -2, 2},
                    {OpId::Exp, "Exp", -2, 2},
                    {OpId::Log, "Log", 0.5, 3},
                    {OpId::Sqrt, "Sqrt", 0.5, 3},
                    {OpId::Tanh, "Tanh", -2, 2},
                    {OpId::Sigmoid, "Sigmoid", -3, 3},
                    {OpId::Sign, "Sign", -2, 2},
                    {OpId::Round, "Round", -2.4, 2.4},
                    {OpId::Floor, "Floor", -2.4, 2.4},
                    {OpId::Ceil, "Ceil", -2.4, 2.4},
                    {OpId::Identity, "Identity", -2, 2},
                    {OpId::Sin, "Sin", -2, 2},
                    {OpId::Cos, "Cos", -2, 2},
                    {OpId::Tan, "Tan", -1.2, 1.2},
                    {OpId::Asin, "Asin", -0.9, 0.9},
                    {OpId::Acos, "Acos", -0.9, 0.9},
                    {OpId::Atan, "Atan", -2, 2},
                    {OpId::Sinh, "Sinh", -2, 2},
                    {OpId::Cosh, "Cosh", -2, 2},
                    {OpId::Log1p, "Log1p", -0.5, 2},
                    {OpId::Expm1, "Expm1", -2, 2},
                    {OpId::Rsqrt, "Rsqrt", 0.5, 3},
                    {OpId::Reciprocal, "Reciprocal", 0.5, 3}};
  for (const Un& u : uns)
    for (const Shape& s : {Shape{}, Shape{2, 3}})
      cs.push_back(
          {std::string(u.name) + " " + s.str(), u.op, {values(s, u.lo, u.hi, 1)}, {true}, {}});
  // CheckNumerics passes finite values through; its gradient is the incoming
  // gradient, itself checked.
  for (const Shape& s : {Shape{}, Shape{2, 3}})
    cs.push_back({"CheckNumerics " + s.str(),
                  OpId::CheckNumerics,
                  {values(s, -2, 2, 1)},
                  {true},
                  Attrs{{"message", std::string("checked")}}});
  for (bool ta : {false, true})
    for (bool tb : {false, true}) {
      Shape sa = ta ? Shape{3, 2} : Shape{2, 3}, sb = tb ? Shape{4, 3} : Shape{3, 4};
      cs.push_back({"MatMul ta=" + std::to_string(ta) + " tb=" + std::to_string(tb),
                    OpId::MatMul,
                    {values(sa, -1, 1, 1), values(sb, -1, 1, 2)},
                    {true, true},
                    Attrs{{"transpose_a", ta}, {"transpose_b", tb}}});
    }
  // Batched products: equal batches, a broadcast batch dim, and a plain
  // matrix against a batch (the gradient sums over the broadcast dims).
  for (OpId op : {OpId::BatchMatMulV2, OpId::BatchMatMulV3})
    for (bool ax : {false, true})
      for (bool ay : {false, true}) {
        Shape inner_a = ax ? Shape{3, 2} : Shape{2, 3}, inner_b = ay ? Shape{4, 3} : Shape{3, 4};
        const std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> batches = {
            {{2}, {2}}, {{2, 1}, {3}}, {{}, {2}}, {{2}, {}}};
        for (const auto& [ba, bb] : batches) {
          std::vector<int64_t> da = ba, db = bb;
          for (int i = 0; i < 2; ++i) da.push_back(inner_a[i]), db.push_back(inner_b[i]);
          cs.push_back({std::string(op_def(op).name) + " " + Shape(da).str() + " @ " +
                            Shape(db).str() + " adj " + std::to_string(ax) + std::to_string(ay),
                        op,
                        {values(Shape(da), -1, 1, 1), values(Shape(db), -1, 1, 2)},
                        {true, true},
                        Attrs{{"adj_x", ax}, {"adj_y", ay}}});
        }
      }
  const std::vector<std::vector<int32_t>> axes = {{0}, {1}, {0, 1}, {-1}};
  for (OpId op : {OpId::Sum, OpId::Mean, OpId::Max, OpId::Min, OpId::Prod})
    for (const auto& ax : axes)
      for (bool k : {false, true})
        cs.push_back({std::string(op_def(op).name) + " axes " + std::to_string(ax[0]) +
                          (ax.size() > 1 ? ",1" : "") + (k ? " keep" : ""),
                      op,
                      {values({2, 3}, -2, 2, 1), i32(ax)},
                      {true, false},
                      keep(k)});
  cs.push_back(
      {"Cast", OpId::Cast, {values({2, 2}, -1, 1, 1)}, {true}, Attrs{{"DstT", DType::Float64}}});
  cs.push_back(
      {"Reshape", OpId::Reshape, {values({2, 3}, -1, 1, 1), i32({3, 2})}, {true, false}, {}});
  cs.push_back({"Transpose",
                OpId::Transpose,
                {values({2, 3, 2}, -1, 1, 1), i32({2, 0, 1})},
                {true, false},
                {}});
  cs.push_back({"Fill", OpId::Fill, {i32({2, 3}), values({}, -1, 1, 1)}, {false, true}, {}});
  for (int64_t axis : {0, 1, -1})
    cs.push_back({"Pack axis " + std::to_string(axis),
                  OpId::Pack,
                  {values({2, 3}, -1, 1, 1), values({2, 3}, -1, 1, 2)},
                  {true, true},
                  Attrs{{"axis", axis}, {"N", int64_t(2)}}});
  for (int32_t axis : {0, 1, -1})
    cs.push_back({"ConcatV2 axis " + std::to_string(axis),
                  OpId::ConcatV2,
                  {values({2, 3}, -1, 1, 1), values({2, 3}, -1, 1, 2), Tensor::scalar(axis)},
                  {true, true, false},
                  Attrs{{"N", int64_t(2)}}});
  for (int k = 0; k < 3; ++k)
    cs.push_back({"Split output " + std::to_string(k),
                  OpId::Split,
                  {Tensor::scalar<int32_t>(1), values({2, 6}, -1, 1, 1)},
                  {false, true},
                  Attrs{{"num_split", int64_t(3)}},
                  k});
  Tensor cond = Tensor::from_bools({true, false, true, false, false, true}, Shape{2, 3});
  cs.push_back({"Select",
                OpId::Select,
                {cond, values({2, 3}, -1, 1, 1), values({2, 3}, -1, 1, 2)},
                {false, true, true},
                {}});
  cs.push_back({"SelectV2 broadcast",
                OpId::SelectV2,
                {cond, values({3}, -1, 1, 1), values({}, -1, 1, 2)},
                {false, true, true},
                {}});
  cs.push_back({"StridedSlice x[1]",
                OpId::StridedSlice,
                {values({3, 2}, -1, 1, 1), i32({1}), i32({2}), i32({1})},
                {true, false, false, false},
                Attrs{{"shrink_axis_mask", int64_t(1)}}});
  cs.push_back({"StridedSlice x[:, ::2]",
                OpId::StridedSlice,
                {values({2, 5}, -1, 1, 1), i32({0, 0}), i32({0, 0}), i32({1, 2})},
                {true, false, false, false},
                Attrs{{"begin_mask", int64_t(3)}, {"end_mask", int64_t(3)}}});
  cs.push_back({"StridedSliceGrad",
                OpId::StridedSliceGrad,
                {i32({2, 5}), i32({0, 0}), i32({0, 0}), i32({1, 2}), values({2, 3}, -1, 1, 1)},
                {false, false, false, false, true},
                Attrs{{"begin_mask", int64_t(3)}, {"end_mask", int64_t(3)}}});
  // tf.nn: away from each activation's kinks.
  const Un nns[] = {{OpId::Relu, "Relu", -2, 2},         {OpId::Relu6, "Relu6", -2, 8},
                    {OpId::Elu, "Elu", -2, 2},           {OpId::Selu, "Selu", -2, 2},
                    {OpId::Softplus, "Softplus", -3, 3}, {OpId::Erf, "Erf", -2, 2},
                    {OpId::L2Loss, "L2Loss", -2, 2}};
  for (const Un& u : nns)
    cs.push_back({std::string(u.name), u.op, {values({2, 3}, u.lo, u.hi, 1)}, {true}, {}});
  cs.push_back(
      {"LeakyRelu", OpId::LeakyRelu, {values({2, 3}, -2, 2, 1)}, {true}, Attrs{{"alpha", 0.3}}});
  cs.push_back({"ReluGrad",
                OpId::ReluGrad,
                {values({2, 3}, -2, 2, 1), values({2, 3}, -2, 2, 2)},
                {true, true},
                {}});
  for (OpId op : {OpId::Softmax, OpId::LogSoftmax})
    for (const Shape& s : {Shape{4}, Shape{2, 3}})
      cs.push_back(
          {std::string(op_def(op).name) + " " + s.str(), op, {values(s, -2, 2, 1)}, {true}, {}});
  cs.push_back({"BiasAdd 2-D",
                OpId::BiasAdd,
                {values({2, 3}, -2, 2, 1), values({3}, -1, 1, 2)},
                {true, true},
                {}});
  cs.push_back({"BiasAdd 3-D",
                OpId::BiasAdd,
                {values({2, 2, 3}, -2, 2, 1), values({3}, -1, 1, 2)},
                {true, true},
                {}});
  cs.push_back({"SparseSoftmaxCrossEntropyWithLogits",
                OpId::SparseSoftmaxCrossEntropyWithLogits,
                {values({3, 4}, -2, 2, 1), i32({1, 0, 3})},
                {true, false},
                {}});
  // Labels are distributions (rows summing to 1), as the op's backprop assumes.
  Tensor dist = Tensor::from_vector(
      std::vector<double>{0.1, 0.2, 0.3, 0.4, 0.25, 0.25, 0.5, 0, 0, 0, 0, 1}, Shape{3, 4});
  cs.push_back({"SoftmaxCrossEntropyWithLogits",
                OpId::SoftmaxCrossEntropyWithLogits,
                {values({3, 4}, -2, 2, 1), dist},
                {true, true},
                {}});
  // Convolution and pooling (NHWC), both paddings, strides 1 and 2.
  for (const char* pad : {"VALID", "SAME"})
    for (int64_t st : {1, 2}) {
      std::string tag = std::string(pad) + " stride " + std::to_string(st);
      Attrs conv{{"strides", std::vector<int64_t>{1, st, st, 1}}, {"padding", std::string(pad)}};
      Attrs pool{{"ksize", std::vector<int64_t>{1, 2, 2, 1}},
                 {"strides", std::vector<int64_t>{1, st, st, 1}},
                 {"padding", std::string(pad)}};
      Tensor x = values({2, 5, 4, 2}, -1, 1, 1), f = values({3, 2, 2, 3}, -1, 1, 2);
      cs.push_back({"Conv2D " + tag, OpId::Conv2D, {x, f}, {true, true}, conv});
      Tensor y = run(cs.back(), {x, f});
      Tensor dy = values(y.shape(), -1, 1, 3);
      cs.push_back({"Conv2DBackpropInput " + tag,
                    OpId::Conv2DBackpropInput,
                    {i32({2, 5, 4, 2}), f, dy},
                    {false, true, true},
                    conv});
      cs.push_back({"Conv2DBackpropFilter " + tag,
                    OpId::Conv2DBackpropFilter,
                    {x, i32({3, 2, 2, 3}), dy},
                    {true, false, true},
                    conv});
      cs.push_back({"MaxPool " + tag, OpId::MaxPool, {x}, {true}, pool});
      Tensor my = run(cs.back(), {x});
      cs.push_back({"MaxPoolGrad " + tag,
                    OpId::MaxPoolGrad,
                    {x, my, values(my.shape(), -1, 1, 5)},
                    {false, false, true},
                    pool});
      cs.push_back({"MaxPoolGradGrad " + tag,
                    OpId::MaxPoolGradGrad,
                    {x, my, values(x.shape(), -1, 1, 6)},
                    {false, false, true},
                    pool});
      cs.push_back({"AvgPool " + tag, OpId::AvgPool, {x}, {true}, pool});
      Tensor py = run(cs.back(), {x});
      cs.push_back({"AvgPoolGrad " + tag,
                    OpId::AvgPoolGrad,
                    {i32({2, 5, 4, 2}), values(py.shape(), -1, 1, 4)},
                    {false, true},
                    pool});
    }
  add_index_cases(&cs);
  add_linalg_cases(&cs);
  return cs;
}

}  // namespace

TEST_CASE("every gradient matches central differences in float64", "[gradients]") {
  for (const Case& c : cases()) check(c);
}

TEST_CASE("every op with a gradient function has a numerical check", "[gradients]") {
  std::set<OpId> checked;
  for (const Case& c : cases()) checked.insert(c.op);
  // EagerPyFunc's gradient is the tape gradient of the Python function it
  // runs (no kernel of its own to difference here): the autodiff transcript
  // py_function_gradient checks it.
  checked.insert(OpId::EagerPyFunc);
  for (const OpDef* d : all_ops()) {
    if (gradient_entry(d->id).kind != GradKind::Function) continue;
    INFO(d->name);
    CHECK(checked.count(d->id) == 1);
  }
}

TEST_CASE("every op has a gradient function or is marked not differentiable", "[gradients]") {
  // A new op must say how gradients pass through it (TF's RegisterGradient or
  // NotDifferentiable); without either, a tape through it is a LookupError.
  for (const OpDef* d : all_ops()) {
    INFO(d->name);
    CHECK(gradient_entry(d->id).kind != GradKind::Missing);
  }
}

TEST_CASE("a recorded op without a gradient is TF's LookupError", "[gradients]") {
  StringSink sink;
  Interpreter in(sink);
  auto tape = std::make_shared<Tape>(false, true);
  Value x = make_eager_tensor(values({3}, 1, 2, 1));
  tape->watch(x);
  OpInputs oi;
  oi.add(tensor_of(x), x.as_obj());
  push_tape(tape);
  Value y = dispatch_op(in, OpId::Square, oi);
  // A tf.function call whose graph cannot be replayed: recorded without a gradient.
  Value z = make_eager_tensor(tensor_of(y));
  record_function_call_on_tapes(in, z, nullptr, nullptr, {});
  pop_tape(tape.get());
  try {
    tape_gradient(in, *tape, {z}, {x}, {}, false);
    FAIL("no error");
  } catch (PyException& e) {
    CHECK(e.exc->type->name == "LookupError");
    CHECK(in.str(Value::object(e.exc.get())) ==
          "gradient registry has no entry for: StatefulPartitionedCall");
  }
}
