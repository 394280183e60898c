// The gradient of a while loop (TF's while_v2 gradient, with the forward
// values kept for the backward loop): a forward loop rebuilt from the
// original cond and body that also stacks each iteration's loop variables
// and counts the iterations, then a backward loop that runs the body's
// gradient on those stacked values from the last iteration to the first.
// The stacks grow by concatenation (TF uses TensorList accumulators), fine
// for the short loops of teaching examples.
#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "framework/gradients_impl.h"
#include "framework/tape.h"
#include "framework/trace_op.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

Value sym(Interpreter& in, Output o) { return make_symbolic_tensor(in, o); }

Value int_vec(const std::vector<int64_t>& v) { return grad::ints(v); }

// The variables the body reads, in first-read order.
std::vector<VariableHandle> body_variables(const Graph& body) {
  std::vector<VariableHandle> vars;
  for (const auto& n : body.nodes())
    if (n->kind == NodeKind::ResourcePlaceholder) {
      bool seen = false;
      for (const auto& v : vars) seen = seen || v == n->resource;
      if (!seen) vars.push_back(n->resource);
    }
  return vars;
}

std::vector<int64_t> with_leading(int64_t d, const Shape& s) {
  std::vector<int64_t> out{d};
  for (int i = 0; i < s.rank(); ++i) out.push_back(s[i]);
  return out;
}

}  // namespace

namespace {

// The gradient of loop `node` given its results' gradients and, per loop
// variable, the gradient of the stack of its values at the start of each
// iteration (None where none), which is added to the variable's gradient
// as the backward loop passes that iteration.
std::vector<std::pair<GraphGradKey, Value>> loop_gradient(Interpreter& in, const Node& node,
                                                          const std::vector<Value>& out_grads,
                                                          const std::vector<Value>& stack_grads) {
  TraceContext* trace = active_trace(in);
  MINITF_ASSERT(trace, "a while-loop gradient outside a graph");
  Graph& cur = trace->graph();
  const Graph& cg = *node.subgraphs[0];
  const Graph& bg = *node.subgraphs[1];
  const size_t L = size_t(node.num_loop_vars);
  const size_t C = node.inputs.size() - L;
  std::vector<TensorSpec> specs;  // the loop variables' dtypes and shape invariants
  for (size_t j = 0; j < L; ++j) {
    specs.push_back(bg.inputs()[j]->outputs[0]);
    if (!specs.back().shape.fully_defined()) {
      // A gradient's own backward loop carries the sums of its captures'
      // gradients, stacks among them (shapes known only at run time).
      std::string_view name = node.name;
      if (name.substr(name.rfind('/') + 1).rfind("while_grad", 0) == 0)
        throw_not_implemented(
            "minitf: third and higher-order gradients through a while loop are not supported");
      throw_not_implemented(
          "minitf: the gradient of a while loop needs loop variables of fully known shapes");
    }
  }

  // ---- 1. the forward loop again, stacking each iteration's loop variables ----
  std::vector<Output> init;
  for (size_t j = 0; j < L; ++j) init.push_back(node.inputs[j]);
  init.push_back(cur.add_const(Tensor::scalar<int32_t>(0), "iterations"));
  for (size_t j = 0; j < L; ++j)
    init.push_back(cur.add_const(
        Tensor::zeros(specs[j].dtype, Shape(with_leading(0, specs[j].shape))), "stack"));
  auto add_loop_placeholders = [&](Graph& g) {
    std::vector<Output> ph;
    for (size_t j = 0; j < L; ++j)
      ph.push_back(g.add_placeholder("loop_var", specs[j].dtype, specs[j].shape));
    ph.push_back(g.add_placeholder("iterations", DType::Int32, Shape()));
    for (size_t j = 0; j < L; ++j)
      ph.push_back(g.add_placeholder("stack", specs[j].dtype,
                                     Shape(with_leading(Shape::kUnknownDim, specs[j].shape))));
    return ph;
  };
  auto map_params = [&](const Graph& f, Graph& g, const std::vector<Output>& ph) {
    std::unordered_map<const Node*, Node*> map;
    for (size_t j = 0; j < L; ++j) map[f.inputs()[j]] = ph[j].node;
    for (size_t k = 0; k < C; ++k) map[f.inputs()[L + k]] = g.capture(node.inputs[L + k]).node;
    return map;
  };
  std::unique_ptr<Graph> fcond = cur.new_subgraph("while_grad_forward_cond");
  std::unique_ptr<Graph> fbody = cur.new_subgraph("while_grad_forward_body");
  {
    std::vector<Output> ph = add_loop_placeholders(*fcond);
    auto map = map_params(cg, *fcond, ph);
    rebuild_nodes(cg, *fcond, &map, "while loop");
    const Output& o = cg.outputs()[0];
    fcond->set_outputs({Output{map.at(o.node), o.index}});
  }
  {
    std::vector<Output> ph = add_loop_placeholders(*fbody);
    auto map = map_params(bg, *fbody, ph);
    rebuild_nodes(bg, *fbody, &map, "while loop");
    GraphScope scope(in, fbody.get());
    std::vector<Output> outs;
    for (const Output& o : bg.outputs()) outs.push_back(Output{map.at(o.node), o.index});
    Value one = make_eager_tensor(Tensor::scalar<int32_t>(1));
    outs.push_back(graph_tensor(in, grad::op(in, OpId::AddV2, {sym(in, ph[L]), one})));
    for (size_t j = 0; j < L; ++j) {
      Value row =
          grad::op(in, OpId::Reshape, {sym(in, ph[j]), int_vec(with_leading(1, specs[j].shape))});
      Value axis = make_eager_tensor(Tensor::scalar<int32_t>(0));
      outs.push_back(
          graph_tensor(in, grad::op_n(in, OpId::ConcatV2, {sym(in, ph[L + 1 + j]), row, axis},
                                      Attrs{{"N", int64_t(2)}})[0]));
    }
    fbody->set_outputs(outs);
  }
  std::vector<Output> fwd = cur.add_while(Span<Output>(init.data(), init.size()), std::move(fcond),
                                          std::move(fbody), "while_forward");
  // The stacking loop's gradient is this loop's (a second derivative
  // differentiates the backward loop, whose gradient reaches the stacks).
  const_cast<Node*>(fwd[0].node->inputs[0].node)->stacks_loop = &node;

  // ---- 2. the backward loop, from the last iteration to the first -----------------
  std::vector<size_t> grad_vars, grad_caps;  // which loop variables / captures get gradients
  for (size_t j = 0; j < L; ++j)
    if (dtype_is_trainable(specs[j].dtype)) grad_vars.push_back(j);
  for (size_t k = 0; k < C; ++k)
    if (dtype_is_trainable(node.inputs[L + k].dtype()) && !node.inputs[L + k].node->is_resource())
      grad_caps.push_back(k);
  std::vector<VariableHandle> vars = body_variables(bg);
  std::vector<Output> binit;
  {
    Value n = sym(in, fwd[L]);
    binit.push_back(graph_tensor(
        in, grad::op(in, OpId::Sub, {n, make_eager_tensor(Tensor::scalar<int32_t>(1))})));
    for (size_t j : grad_vars) {
      Value g = j < out_grads.size() ? out_grads[j] : Value();
      if (g.is_none())
        g = grad::op(in, OpId::ZerosLike,
                     {sym(in, node.outputs.empty() ? node.inputs[j]
                                                   : Output{const_cast<Node*>(&node), int(j)})});
      binit.push_back(graph_tensor(in, g));
    }
    for (size_t k : grad_caps)
      binit.push_back(
          graph_tensor(in, grad::op(in, OpId::ZerosLike, {sym(in, node.inputs[L + k])})));
    for (const VariableHandle& v : vars) {
      Output r = cur.read_variable(capture_variable_resource(cur, v));
      binit.push_back(graph_tensor(in, grad::op(in, OpId::ZerosLike, {sym(in, r)})));
    }
  }
  auto add_backward_placeholders = [&](Graph& g) {
    std::vector<Output> ph;
    for (const Output& o : binit) ph.push_back(g.add_placeholder("grad", o.dtype(), o.shape()));
    return ph;
  };
  std::unique_ptr<Graph> bcond = cur.new_subgraph("while_grad_cond");
  std::unique_ptr<Graph> bbody = cur.new_subgraph("while_grad_body");
  {
    std::vector<Output> ph = add_backward_placeholders(*bcond);
    GraphScope scope(in, bcond.get());
    Value zero = make_eager_tensor(Tensor::scalar<int32_t>(0));
    bcond->set_outputs(
        {graph_tensor(in, grad::op(in, OpId::GreaterEqual, {sym(in, ph[0]), zero}))});
  }
  {
    std::vector<Output> ph = add_backward_placeholders(*bbody);
    GraphScope scope(in, bbody.get());
    Value i = sym(in, ph[0]);
    Value begin = grad::op(in, OpId::Reshape, {i, int_vec({1})});
    Value end = grad::op(in, OpId::AddV2, {begin, int_vec({1})});
    std::unordered_map<const Node*, Node*> map;
    for (size_t j = 0; j < L; ++j) {
      // Iteration i's value of loop variable j, read from its stack.
      Value x =
          grad::op(in, OpId::StridedSlice, {sym(in, fwd[L + 1 + j]), begin, end, int_vec({1})},
                   Attrs{{"shrink_axis_mask", int64_t(1)}});
      // The slice's begin is only known at run time: give it its static shape back.
      x = grad::op(in, OpId::Reshape, {x, int_vec(specs[j].shape.dim_vector())});
      map[bg.inputs()[j]] = symbolic_output(x).node;
    }
    for (size_t k = 0; k < C; ++k)
      map[bg.inputs()[L + k]] = bbody->capture(node.inputs[L + k]).node;
    size_t first = bbody->nodes().size();
    rebuild_nodes(bg, *bbody, &map, "while loop");
    size_t count = bbody->nodes().size();
    GraphGrads grads;
    for (size_t t = 0; t < grad_vars.size(); ++t) {
      const Output& o = bg.outputs()[grad_vars[t]];
      accumulate_graph_grad(in, &grads, {map.at(o.node), o.index}, sym(in, ph[1 + t]));
    }
    backprop_graph(in, *bbody, first, count, "grad", &grads);
    std::vector<Output> outs;
    Value one = make_eager_tensor(Tensor::scalar<int32_t>(1));
    outs.push_back(graph_tensor(in, grad::op(in, OpId::Sub, {i, one})));
    size_t p = 1;
    for (size_t j : grad_vars) {
      Value g = grads.get(in, {map.at(bg.inputs()[j]), 0});
      if (j < stack_grads.size() && !stack_grads[j].is_none()) {
        // Row i of the stack held this iteration's value of the variable.
        Value row = grad::op(in, OpId::StridedSlice, {stack_grads[j], begin, end, int_vec({1})},
                             Attrs{{"shrink_axis_mask", int64_t(1)}});
        row = grad::op(in, OpId::Reshape, {row, int_vec(specs[j].shape.dim_vector())});
        g = g.is_none() ? row : grad::op(in, OpId::AddV2, {g, row});
      }
      if (g.is_none()) g = grad::op(in, OpId::ZerosLike, {sym(in, ph[p])});
      outs.push_back(graph_tensor(in, g));
      ++p;
    }
    for (size_t k : grad_caps) {
      Value acc = sym(in, ph[p++]);
      // The sum over iterations of a loop-invariant input's gradient.
      Value g = grads.get(in, {map.at(bg.inputs()[L + k]), 0});
      outs.push_back(graph_tensor(in, g.is_none() ? acc : grad::op(in, OpId::AddV2, {acc, g})));
    }
    for (const VariableHandle& v : vars) {
      Value acc = sym(in, ph[p++]);
      Value g = grads.get(in, {v.get(), -1});
      outs.push_back(graph_tensor(in, g.is_none() ? acc : grad::op(in, OpId::AddV2, {acc, g})));
    }
    bbody->set_outputs(outs);
  }
  std::vector<Output> back = cur.add_while(Span<Output>(binit.data(), binit.size()),
                                           std::move(bcond), std::move(bbody), "while_grad");
  record_control_flow_on_tapes(in, fwd);
  record_control_flow_on_tapes(in, back);
  std::vector<std::pair<GraphGradKey, Value>> result;
  size_t p = 1;
  for (size_t j : grad_vars) result.push_back({graph_grad_key(node.inputs[j]), sym(in, back[p++])});
  for (size_t k : grad_caps)
    result.push_back({graph_grad_key(node.inputs[L + k]), sym(in, back[p++])});
  for (const VariableHandle& v : vars) result.push_back({{v.get(), -1}, sym(in, back[p++])});
  return result;
}

}  // namespace

std::vector<std::pair<GraphGradKey, Value>> while_gradient(Interpreter& in, const Node& node,
                                                           const std::vector<Value>& out_grads) {
  if (!node.stacks_loop) return loop_gradient(in, node, out_grads, {});
  // A gradient's stacking loop: its results are the original loop's, then
  // the iteration count, then one stack per loop variable. Its inputs past
  // those are the original loop's captures, so the keys agree.
  const Node& orig = *node.stacks_loop;
  const size_t L = size_t(orig.num_loop_vars);
  std::vector<Value> results(out_grads.begin(),
                             out_grads.begin() + std::ptrdiff_t(std::min(L, out_grads.size())));
  std::vector<Value> stacks;
  for (size_t j = 0; j < L; ++j)
    stacks.push_back(L + 1 + j < out_grads.size() ? out_grads[L + 1 + j] : Value());
  return loop_gradient(in, orig, results, stacks);
}

}  // namespace minitf
