// Graph building: TF's naming, inference through the registry, trace-time
// errors, captures, automatic control dependencies and the text forms.
#include <catch2/catch.hpp>

#include "graph_test_util.h"

using namespace graph_test;

TEST_CASE("unique_name follows TF's Graph.unique_name", "[graph][naming]") {
  Graph g;
  CHECK(g.unique_name("add") == "add");
  CHECK(g.unique_name("add") == "add_1");
  // Case-insensitive collision, original capitalization kept.
  CHECK(g.unique_name("Add") == "Add_2");
  CHECK(g.unique_name("add") == "add_3");
  // A name taken explicitly is skipped when suffixes are generated.
  CHECK(g.unique_name("foo_1") == "foo_1");
  CHECK(g.unique_name("foo") == "foo");
  CHECK(g.unique_name("foo") == "foo_2");
  CHECK(g.unique_name("foo_1") == "foo_1_1");
  // Not marking leaves the counter alone.
  CHECK(g.unique_name("bar", false) == "bar");
  CHECK(g.unique_name("bar") == "bar");
  CHECK(g.unique_name("bar", false) == "bar_1");
  CHECK(g.unique_name("bar") == "bar_1");
}

TEST_CASE("name scopes prefix names and are unique themselves", "[graph][naming]") {
  Graph g;
  CHECK(g.push_name_scope("cond") == "cond");
  CHECK(g.unique_name("Identity") == "cond/Identity");
  CHECK(g.unique_name("Identity") == "cond/Identity_1");
  g.pop_name_scope();
  CHECK(g.unique_name("Identity") == "Identity");
  CHECK(g.push_name_scope("cond") == "cond_1");
  g.pop_name_scope();
  CHECK(g.push_name_scope("cond/") == "cond");  // re-entered as is
  CHECK(g.unique_name("Identity") == "cond/Identity_2");
  g.pop_name_scope();
  g.pop_name_scope();  // popping the root is harmless
  CHECK(g.name_scope().empty());
}

TEST_CASE("nodes get TF's names; each graph has its own counters", "[graph][naming]") {
  for (int trace = 0; trace < 2; ++trace) {
    Graph g("f");
    Output x = g.add_placeholder("x", DType::Float32, Shape());
    Output y = g.add_placeholder("y", DType::Float32, Shape());
    Output a = binary(g, "AddV2", x, y, "add");
    Output b = binary(g, "AddV2", a, y, "add");
    Output c = binary(g, "AddV2", b, y, "Add");
    Output k0 = g.add_const(Tensor::zeros(DType::Float32, Shape({1, 1})));
    Output k1 = g.add_const(Tensor::zeros(DType::Float32, Shape({1, 1})));
    Output m = binary(g, "MatMul", k0, k1);
    CHECK(x.name() == "x:0");
    CHECK(a.name() == "add:0");
    CHECK(b.name() == "add_1:0");
    CHECK(c.name() == "Add_2:0");
    CHECK(m.name() == "MatMul:0");
    CHECK(m.node->inputs[0].node->name == "Const");
    CHECK(m.node->inputs[1].node->name == "Const_1");
    auto outs = g.add_function_outputs({c, a});
    CHECK(outs[0].name() == "Identity:0");
    CHECK(outs[1].name() == "Identity_1:0");
    CHECK(graph_tensor_str(a) == "Tensor(\"add:0\", shape=(), dtype=float32)");
  }
}

TEST_CASE("symbolic tensor str and repr", "[graph][text]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Int32, Shape({Shape::kUnknownDim}));
  Output m = g.add_placeholder("m", DType::Float32, Shape({2, 2}));
  Output u = g.add_placeholder("u", DType::Float32, Shape::unknown_rank());
  CHECK(graph_tensor_str(x) == "Tensor(\"x:0\", shape=(None,), dtype=int32)");
  CHECK(graph_tensor_repr(m) == "<tf.Tensor 'm:0' shape=(2, 2) dtype=float32>");
  CHECK(graph_tensor_str(u) == "Tensor(\"u:0\", dtype=float32)");
  CHECK(graph_tensor_repr(u) == "<tf.Tensor 'u:0' shape=<unknown> dtype=float32>");
  auto v = make_variable(f32(1));
  CHECK(graph_tensor_str(g.capture_variable(v, "v")) ==
        "Tensor(\"v:0\", shape=(), dtype=resource)");
}

TEST_CASE("inference runs through the registry, with unknown dims", "[graph][infer]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({Shape::kUnknownDim, 3}));
  Output row = g.add_placeholder("row", DType::Float32, Shape({3}));
  Output s = binary(g, "AddV2", x, row);
  CHECK(s.shape() == Shape({Shape::kUnknownDim, 3}));
  CHECK(s.dtype() == DType::Float32);
  Output gt = binary(g, "Greater", s, g.add_const(f32(0)));
  CHECK(gt.dtype() == DType::Bool);
  CHECK(gt.shape() == Shape({Shape::kUnknownDim, 3}));
  // An axis known as a constant gives a known shape; a fed one does not.
  Output total = g.add_op1(op("Sum"), {x, g.add_const(i32(1))});
  CHECK(total.shape() == Shape({Shape::kUnknownDim}));
  Output axis = g.add_placeholder("axis", DType::Int32, Shape());
  Output total2 = g.add_op1(op("Sum"), {x, axis});
  CHECK(!total2.shape().known_rank());
}

TEST_CASE("values known while building fold for inference", "[graph][infer]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({6}));
  Output y = g.add_placeholder("y", DType::Float32, Shape({2, 3}));
  Output shape = g.add_op1(op("Shape"), {y});
  REQUIRE(shape.static_value() != nullptr);
  CHECK(shape.static_value()->to_int64_vector() == std::vector<int64_t>{2, 3});
  Output r = g.add_op1(op("Reshape"), {x, shape});
  CHECK(r.shape() == Shape({2, 3}));
  // Arithmetic on constants folds too: [3, 2] from (Shape(y) reversed) via Sub.
  Output rev = binary(g, "Sub", g.add_const(ivec({5, 5})), shape);
  REQUIRE(rev.static_value() != nullptr);
  CHECK(rev.static_value()->to_int64_vector() == std::vector<int64_t>{3, 2});
  CHECK(g.add_op1(op("Reshape"), {x, rev}).shape() == Shape({3, 2}));
  // A fed shape leaves the dims unknown.
  Output fed = g.add_placeholder("s", DType::Int32, Shape({2}));
  CHECK(g.add_op1(op("Reshape"), {x, fed}).shape() ==
        Shape({Shape::kUnknownDim, Shape::kUnknownDim}));
}

TEST_CASE("trace-time errors use TF's graph-mode texts", "[graph][errors]") {
  Graph g;
  Output x = g.add_placeholder("x", DType::Float32, Shape({2}));
  Output y = g.add_placeholder("y", DType::Int32, Shape({2}));
  Output z = g.add_placeholder("z", DType::Float32, Shape({3}));
  auto e = error_of([&] { binary(g, "AddV2", x, y, "add"); });
  CHECK(e.first == TensorError::Type);
  CHECK(e.second ==
        "Input 'y' of 'AddV2' Op has type int32 that does not match type float32 of argument 'x'.");
  auto m = error_of([&] { binary(g, "MatMul", x, y); });
  CHECK(m.first == TensorError::Type);
  e = error_of([&] { binary(g, "AddV2", x, z, "add"); });
  CHECK(e.first == TensorError::Value);
  // The failed "add" above consumed its name, as in TF.
  CHECK(e.second ==
        "Dimensions must be equal, but are 2 and 3 for '{{node add_1}} = AddV2[T=DT_FLOAT](x, z)' "
        "with input shapes: [2], [3].");
  Graph old("f", GraphOptions{true});
  Output a = old.add_placeholder("a", DType::Float32, Shape({2}));
  Output b = old.add_placeholder("b", DType::Float32, Shape({3}));
  CHECK(error_of([&] { binary(old, "AddV2", a, b, "add"); }).second ==
        "Dimensions must be equal, but are 2 and 3 for 'add' (op: 'AddV2') with input shapes: "
        "[2], [3].");
}

TEST_CASE("stateful nodes are chained in program order", "[graph][control]") {
  Graph g;
  auto v = make_variable(f32(0));
  Output res = g.capture_variable(v, "v");
  CHECK(g.capture_variable(v, "v") == res);  // one placeholder per variable
  Output x = g.add_placeholder("x", DType::Float32, Shape());
  Node* p1 = g.add_print(g.add_string_format({x}, "x={}"));
  Node* upd = g.assign_variable(NodeKind::AssignAddVariable, res, g.add_const(f32(1)));
  Output read = g.read_variable(res);
  Node* p2 = g.add_print(g.add_string_format({read}, "v={}"));
  CHECK(p1->control_inputs.empty());
  REQUIRE(upd->control_inputs.size() == 1);
  CHECK(upd->control_inputs[0] == p1);
  CHECK(read.node->control_inputs == std::vector<Node*>{upd});
  CHECK(p2->control_inputs == std::vector<Node*>{read.node});
  CHECK(upd->type == std::string("AssignAddVariableOp"));
  CHECK(read.node->name == "ReadVariableOp");
  // A pure op is never chained.
  CHECK(binary(g, "AddV2", x, x).node->control_inputs.empty());
  // Variable ops check dtypes as TF's op builder does.
  auto e = error_of([&] { g.assign_variable(NodeKind::AssignVariable, res, g.add_const(i32(1))); });
  CHECK(e.first == TensorError::Type);
  CHECK(e.second ==
        "Input 'value' of 'AssignVariableOp' Op has type int32 that does not match "
        "expected type of float32.");
  CHECK(error_of([&] {
          g.add_string_format({x, x}, "{}");
        }).second == "num placeholders in template and num inputs must match: 1 vs. 2");
}

TEST_CASE("captures: outer tensors, constants too, become placeholders", "[graph][capture]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({2}));
  Output c = g.add_const(f32(2));
  auto sub = g.new_subgraph("branch");
  Output y = binary(*sub, "Mul", x, c);  // both captured automatically
  binary(*sub, "AddV2", y, x);           // x captured once
  REQUIRE(sub->captures().size() == 2);
  CHECK(sub->captures()[0].first == x);
  CHECK(sub->captures()[1].first == c);
  CHECK(sub->inputs().size() == 2);
  CHECK(sub->inputs()[0]->name == "x");
  // The constant is an input (gradients flow to it) that keeps its value
  // for inference inside.
  const Node* cp = y.node->inputs[1].node;
  CHECK(cp->kind == NodeKind::Placeholder);
  CHECK(cp->has_static_value);
  CHECK(cp->value.item<float>() == 2.0f);
  // Two levels down, through the middle graph.
  auto inner = sub->new_subgraph("inner");
  binary(*inner, "AddV2", x, x);
  CHECK(sub->captures().size() == 2);
  CHECK(inner->captures()[0].first.node->graph == sub.get());
  // A tensor of a graph that does not enclose this one is inaccessible.
  auto e = error_of([&] { binary(g, "AddV2", y, y); });
  CHECK(e.first == TensorError::Value);
  CHECK(e.second.find("The tensor 'Mul:0' cannot be accessed here: it is defined in another "
                      "function or code block.") == 0);
}

TEST_CASE("text forms list nodes, inputs and sub-graphs", "[graph][text]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape({7}));
  Output w = g.add_const(fvec({1, 2, 3, 4, 5, 6, 7}), "w");
  Output xw = binary(g, "Mul", x, w, "mul");
  Output y = binary(g, "AddV2", xw, g.add_const(f32(1)), "add");
  g.add_function_outputs({y});
  CHECK(g.to_text() ==
        "f(x) {\n"
        "  x = Placeholder() -> float32 (7,)\n"
        "  w = Const[value=[1 2 3 ... 5 6 7]]() -> float32 (7,)\n"
        "  mul = Mul(x, w) -> float32 (7,)\n"
        "  Const = Const[value=1]() -> float32 ()\n"
        "  add = AddV2(mul, Const) -> float32 (7,)\n"
        "  Identity = Identity(add) -> float32 (7,)\n"
        "  return Identity\n"
        "}\n");
  std::string def = g.to_graph_def_text();
  CHECK(def.find("node {\n  name: \"add\"\n  op: \"AddV2\"\n  input: \"mul\"\n  input: \"Const\"\n"
                 "  attr {\n    key: \"T\"\n    value {\n      type: DT_FLOAT\n    }\n  }\n}\n") !=
        std::string::npos);
  // Python's protobuf text prints a float field as a Python float.
  CHECK(def.find("float_val: 1.0\n") != std::string::npos);
  std::string fdef = g.to_function_def_text("__inference_f_1");
  CHECK(fdef.find("  input_arg {\n    name: \"x\"\n") != std::string::npos);
  CHECK(fdef.find("  input: \"mul:z:0\"\n  input: \"Const:output:0\"\n") != std::string::npos);
  CHECK(fdef.find("ret {\n  key: \"identity\"\n  value: \"Identity:output:0\"\n}\n") !=
        std::string::npos);
  std::string dot = g.to_dot();
  CHECK(dot.find("digraph \"f\" {") == 0);
  CHECK(dot.find("[label=\"add\\nAddV2\", shape=box];") != std::string::npos);
}

TEST_CASE("a name ending in '/' is taken as is: x + 1.0 gives add and add/y", "[graph][naming]") {
  Graph g("f");
  Output x = g.add_placeholder("x", DType::Float32, Shape());
  for (const char* want : {"add", "add_1"}) {
    std::string scope = g.push_name_scope("add");
    Output y = g.add_const(f32(1), "y");
    g.pop_name_scope();
    Output sum = binary(g, "AddV2", x, y, scope + "/");
    CHECK(sum.node->name == want);
    CHECK(y.node->name == std::string(want) + "/y");
  }
  CHECK(g.add_const(f32(2)).node->name == "Const");
}
