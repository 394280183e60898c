// Converted loops at run time: while_stmt, for_stmt and tf.while_loop. A
// staged loop traces its condition and body once each into sub-graphs whose
// placeholders are the loop variables, then adds one While node; the graph
// executor runs the iterations natively, without the interpreter.
#include "autograph/control_flow_impl.h"
#include "autograph/tensor_array.h"
#include "framework/mode.h"
#include "framework/tape.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "function/teaching.h"

namespace minitf {
namespace ag_cf {
namespace {

struct LoopHooks {
  std::function<std::vector<Value>()> get;
  std::function<void(const std::vector<Value>&)> set;
  std::function<Value()> test;
  std::function<void()> body;
  std::vector<std::string> names;
};

std::string quoted(Interpreter& in, const std::string& name) {
  return modern_tf(in) ? "'" + name + "'" : "\"" + name + "\"";
}

// TF's _verify_loop_init_vars.
void verify_init(Interpreter& in, const std::vector<Value>& init,
                 const std::vector<std::string>& names) {
  for (size_t i = 0; i < init.size() && i < names.size(); ++i) {
    const Value& v = init[i];
    if (is_undefined_return(v)) {
      if (modern_tf(in))
        throw_not_implemented(
            "a return statement cannot be placed inside this TensorFlow loop; this may happen if a "
            "return statement depends on a static Python condition such as a hyperparameter");
      throw_value_error("return statements are not supported within a TensorFlow loop.");
    }
    if (v.is_none())
      throw_value_error(modern_tf(in)
                            ? "'" + names[i] + "' is not allowed to be None before the loop"
                            : "\"" + names[i] + "\" may not be None before the loop.");
    if (is_undefined(v))
      throw_value_error(modern_tf(in) ? "'" + names[i] + "' must be defined before the loop"
                                      : "\"" + names[i] + "\" must be defined before the loop.");
  }
}

// A symbol name as a graph node name ("<internal iterate>" → "internal_iterate").
std::string node_name_of(const std::string& n) {
  std::string s;
  for (char c : n)
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') s += c;
  if (s == "internaliterate") return "iterate";
  return s.empty() ? "loop_var" : s;
}

void stage_flat(Interpreter& in, LoopHooks& h, const std::vector<bool>& relax) {
  std::vector<Value> init = h.get();
  Graph& g = active_trace(in)->graph();
  // Loop variables are the tensor-like values; other objects must come out
  // of an iteration unchanged.
  std::vector<bool> is_var(init.size());
  std::vector<Output> init_out;
  for (size_t i = 0; i < init.size(); ++i) {
    is_var[i] = is_tensor_like(init[i]);
    if (is_var[i]) init_out.push_back(graph_tensor(in, init[i]));
  }
  auto name_of = [&](size_t i) { return i < h.names.size() ? h.names[i] : "loop_var"; };
  auto placeholders = [&](Graph& sg) {
    std::vector<Value> st;
    size_t k = 0;
    for (size_t i = 0; i < init.size(); ++i) {
      if (!is_var[i]) {
        st.push_back(init[i]);
        continue;
      }
      const Output& o = init_out[k++];
      // A TensorArray buffer grows: its length is left unknown.
      Shape shape = i < relax.size() && relax[i] ? Shape({Shape::kUnknownDim}) : o.shape();
      st.push_back(
          make_symbolic_tensor(in, sg.add_placeholder(node_name_of(name_of(i)), o.dtype(), shape)));
    }
    return st;
  };
  auto cond_g = g.new_subgraph("while_cond");
  auto body_g = g.new_subgraph("while_body");
  try {
    {
      GraphScope scope(in, cond_g.get());
      h.set(placeholders(*cond_g));
      Value r = h.test();
      cond_g->set_outputs({condition_output(in, r, "while loop")});
    }
    {
      GraphScope scope(in, body_g.get());
      h.set(placeholders(*body_g));
      h.body();
      std::vector<Value> next = h.get();
      std::vector<Output> outs;
      size_t k = 0;
      for (size_t i = 0; i < init.size() && i < next.size(); ++i) {
        std::string q = quoted(in, name_of(i));
        if (!is_var[i]) {
          if (!next[i].is(init[i]))
            throw_type_error(q + " must be a Tensor to be a TensorFlow loop variable; got " +
                             type_name(init[i]));
          continue;
        }
        if (is_undefined(next[i]) || next[i].is_none() || !is_tensor_like(next[i]))
          throw_type_error(q + " must be a Tensor after one iteration of the loop; got " +
                           type_name(next[i]));
        Output o = graph_tensor(in, next[i]);
        const Output& first = init_out[k++];
        if (o.dtype() != first.dtype()) {
          std::string msg = q + " has dtype " + dtype_name(first.dtype()) +
                            " before the loop, but dtype " + dtype_name(o.dtype()) +
                            " after one iteration";
          if (!modern_tf(in)) msg += ". TensorFlow control flow requires it stays the same.";
          throw_type_error(msg);
        }
        if (!(i < relax.size() && relax[i]) && !first.shape().compatible_with(o.shape())) {
          std::string msg = q + " has shape " + first.shape().str() +
                            " before the loop, but shape " + o.shape().str() +
                            " after one iteration. ";
          msg += modern_tf(in)
                     ? "Use tf.autograph.experimental.set_loop_options to set shape invariants."
                     : "TensorFlow control flow requires it stays the same or be more specific.";
          throw_value_error(msg);
        }
        outs.push_back(o);
      }
      body_g->set_outputs(outs);
    }
    std::vector<Output> results = g.add_while(Span<Output>(init_out.data(), init_out.size()),
                                              std::move(cond_g), std::move(body_g));
    record_control_flow_on_tapes(in, results);
    std::vector<Value> final_state;
    size_t k = 0;
    for (size_t i = 0; i < init.size(); ++i)
      final_state.push_back(is_var[i] ? make_symbolic_tensor(in, results[k++]) : init[i]);
    h.set(final_state);
  } catch (...) {
    keep_subgraph(in, std::move(cond_g));
    keep_subgraph(in, std::move(body_g));
    throw;
  }
}

// The loop with TensorArrays carried as their buffer and size tensors.
void stage_while(Interpreter& in, LoopHooks& h) {
  std::vector<Value> first = h.get();
  verify_init(in, first, h.names);
  std::vector<Value> templates;
  flatten_state(first, &templates);
  std::vector<std::string> flat_names;
  for (size_t i = 0; i < templates.size(); ++i) {
    std::string n = i < h.names.size() ? h.names[i] : "loop_var";
    flat_names.push_back(n);
    if (!templates[i].is_none()) flat_names.push_back(n + "_size");
  }
  LoopHooks flat;
  flat.names = flat_names;
  flat.get = [&] {
    std::vector<Value> t;
    std::vector<Value> v = flatten_state(h.get(), &t);
    // The element shape a body's writes established carries to the result.
    for (size_t i = 0; i < t.size() && i < templates.size(); ++i)
      if (!t[i].is_none()) templates[i] = t[i];
    return v;
  };
  flat.set = [&](const std::vector<Value>& v) { h.set(unflatten_state(v, templates)); };
  flat.test = h.test;
  flat.body = h.body;
  stage_flat(in, flat, buffer_positions(templates));
}

Value call0(Interpreter& in, const Value& f) { return in.call(f, std::vector<Value>{}); }

// The loop test evaluated once to decide the dispatch, in a scratch graph so
// that its ops do not land in the function (TF evaluates it in a temporary
// FuncGraph too: a while condition may be traced twice).
Value probe(Interpreter& in, const Value& test) {
  TraceContext* t = active_trace(in);
  if (!t) return call0(in, test);
  auto tmp = t->graph().new_subgraph("tmp");
  Value r;
  try {
    GraphScope scope(in, tmp.get());
    r = call0(in, test);
  } catch (...) {
    keep_subgraph(in, std::move(tmp));
    throw;
  }
  keep_subgraph(in, std::move(tmp));
  return r;
}

// `if not extra_test(): stop` for Python loops; a tensor here means a break or
// return that depends on a tensor inside a Python loop.
// A Python while loop's test after an iteration: modern TF's _py_while_stmt
// rejects one that became a tensor (a tensor-dependent break, or a variable
// that changed type); TF 2.0 failed on the tensor as a Python bool.
bool python_test(Interpreter& in, const Value& r) {
  if (stages(r) && modern_tf(in))
    throw_not_implemented(
        "The condition of while loop started as non-Tensor, then changed to Tensor. This may "
        "happen either because variables changed type, or when a break or return statement "
        "inside the loop depends on a Tensor condition. In both cases, changing to a TF loop "
        "should remove the error.\nSee "
        "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/"
        "reference/limitations.md#consistency-of-control-flow-types for more info.");
  return in.truthy(r);
}

bool keep_going(Interpreter& in, const Value& extra) {
  if (extra.is_none()) return true;
  Value r = call0(in, extra);
  if (stages(r) && modern_tf(in))
    throw_not_implemented(
        "break and return statements which depend on a TF condition are not supported in Python "
        "for "
        "loops. Did you intend to make it a TF loop?\nSee "
        "https://github.com/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/"
        "reference/limitations.md#consistency-of-control-flow-types for more info.");
  return in.truthy(r);
}

LoopHooks python_state_hooks(Interpreter& in, const Value& getter, const Value& setter,
                             const Value& names) {
  LoopHooks h;
  h.get = [&in, getter] { return call_state(in, getter); };
  h.set = [&in, setter](const std::vector<Value>& v) { set_state(in, setter, v); };
  h.names = str_list(in, names);
  return h;
}

// for over a tensor: a while loop on an index, with the iterate prepended to
// the state; a range tensor's Range op is elided (start/limit/delta are used).
void stage_for(Interpreter& in, const Value& iter, const Value& extra, const Value& body,
               const Value& getter, const Value& setter, const Value& names,
               const std::string& iterate_name) {
  LoopHooks py = python_state_hooks(in, getter, setter, names);
  Output it = graph_tensor(in, iter);
  Node* n = it.node;
  bool range = n->kind == NodeKind::Op && std::string(n->type) == "Range";
  Value iterate, limit, delta, source = make_symbolic_tensor(in, it);
  if (range) {
    iterate = make_symbolic_tensor(in, n->inputs[0]);
    limit = make_symbolic_tensor(in, n->inputs[1]);
    delta = make_symbolic_tensor(in, n->inputs[2]);
  } else {
    if (!it.shape().known_rank() || it.shape().rank() == 0)
      throw_type_error("Cannot iterate over a scalar tensor.");
    iterate = Value::integer(0);
    if (it.shape()[0] >= 0) {
      limit = Value::integer(it.shape()[0]);
    } else {
      Value shape =
          op_values(in, OpId::Shape, {source}, Attrs{{"out_type", DType::Int32}}, "Shape");
      limit = in.getitem(shape, Value::integer(0));
    }
    delta = Value::integer(1);
  }
  bool descending = false;
  if (range) {
    const Tensor* d = n->inputs[2].static_value();
    descending = d && d->element_as_double(0) < 0;
  }
  // The element at the current index (rows of a tensor; the index of a range).
  auto element = [&](const Value& index) -> Value {
    if (range) return index;
    Value begin =
        op_values(in, OpId::Pack, {index}, Attrs{{"axis", int64_t(0)}, {"N", int64_t(1)}}, "stack");
    Value end = op_values(in, OpId::Pack, {in.binop(BinOpKind::Add, index, Value::integer(1))},
                          Attrs{{"axis", int64_t(0)}, {"N", int64_t(1)}}, "stack");
    Value strides = make_eager_tensor(Tensor::from_vector(std::vector<int32_t>{1}));
    Value row = op_values(in, OpId::StridedSlice, {source, begin, end, strides},
                          Attrs{{"begin_mask", int64_t(0)},
                                {"end_mask", int64_t(0)},
                                {"ellipsis_mask", int64_t(0)},
                                {"new_axis_mask", int64_t(0)},
                                {"shrink_axis_mask", int64_t(1)}},
                          "strided_slice");
    // A row's shape is the tensor's without its first dimension; say so
    // when the index being symbolic hides it from shape inference.
    std::vector<int64_t> dims = it.shape().dim_vector();
    dims.erase(dims.begin());
    bool known = true;
    for (int64_t d : dims) known = known && d >= 0;
    if (!known || !is_symbolic_tensor(row) || symbolic_output(row).shape().known_rank()) return row;
    std::vector<int32_t> d32(dims.begin(), dims.end());
    return op_values(in, OpId::Reshape, {row, make_eager_tensor(Tensor::from_vector(d32))},
                     Attrs::none(), "Reshape");
  };
  LoopHooks h;
  h.names = py.names;
  h.names.insert(h.names.begin(), "<internal iterate>");
  h.get = [&] {
    std::vector<Value> s = py.get();
    // The loop target is defined by the loop itself (TF's _value_or).
    for (size_t i = 0; i < s.size() && i < py.names.size(); ++i)
      if (py.names[i] == iterate_name && is_undefined(s[i])) s[i] = element(iterate);
    s.insert(s.begin(), iterate);
    return s;
  };
  h.set = [&](const std::vector<Value>& v) {
    iterate = v[0];
    py.set(std::vector<Value>(v.begin() + 1, v.end()));
  };
  h.test = [&]() -> Value {
    Value main = in.compare(descending ? CmpOpKind::Gt : CmpOpKind::Lt, iterate, limit);
    if (extra.is_none()) return main;
    return op_values(in, OpId::LogicalAnd, {main, call0(in, extra)}, Attrs::none(), "LogicalAnd");
  };
  h.body = [&] {
    in.call(body, std::vector<Value>{element(iterate)});
    iterate = in.binop(BinOpKind::Add, iterate, delta);
  };
  stage_while(in, h);
}

// The element components a py_function gives have unknown shapes; the
// dataset's element_spec knows them (TF's iterator ops carry output_shapes).
void refine_shapes(Interpreter& in, std::vector<Value>& flat, size_t first,
                   const std::vector<Value>& specs) {
  if (flat.size() != first + specs.size())
    throw_value_error("a dataset's iterator gave " + std::to_string(flat.size() - first) +
                      " components for an element of " + std::to_string(specs.size()));
  for (size_t i = 0; i < specs.size(); ++i) {
    if (!is_symbolic_tensor(flat[first + i]) || in.type_of(specs[i]) != tensor_spec_type())
      continue;
    Output o = symbolic_output(flat[first + i]);
    o.node->outputs[size_t(o.index)].shape = specs[i].as<TensorSpecObj>()->shape;
    flat[first + i] = make_symbolic_tensor(in, o);
  }
}

// for over a tf.data dataset: its _ag_loop_source gives (open, next, pack,
// specs): the loop carries the iterator's token, a has-value flag and the
// element's components, and runs the body once per element in the graph.
void stage_dataset_for(Interpreter& in, const Value& source, const Value& extra, const Value& body,
                       const Value& getter, const Value& setter, const Value& names,
                       const std::string& iterate_name) {
  // A class of the program's own may define _ag_loop_source too: a wrong
  // result is its TypeError, not an assertion.
  std::vector<Value> parts = in.to_vector(source);
  if (parts.size() != 4)
    throw_type_error("_ag_loop_source() must return (open, next, pack, specs), not " +
                     in.repr(source));
  std::vector<Value> specs = in.to_vector(parts[3]);
  std::vector<Value> first = in.to_vector(call0(in, parts[0]));
  if (first.size() < 2) throw_type_error("a dataset's iterator gave no token and flag");
  refine_shapes(in, first, 2, specs);
  Value token = first[0], has = first[1];
  std::vector<Value> element(first.begin() + 2, first.end());
  auto pack = [&]() { return in.call(parts[2], std::vector<Value>{list_value(element)}); };
  LoopHooks py = python_state_hooks(in, getter, setter, names);
  LoopHooks h;
  h.names = {"<internal token>", "<internal has_value>"};
  for (size_t i = 0; i < element.size(); ++i) h.names.push_back("<internal element>");
  h.names.insert(h.names.end(), py.names.begin(), py.names.end());
  size_t fixed = 2 + element.size();
  h.get = [&] {
    std::vector<Value> s = py.get();
    for (size_t i = 0; i < s.size() && i < py.names.size(); ++i)
      if (py.names[i] == iterate_name && is_undefined(s[i])) s[i] = pack();
    std::vector<Value> all{token, has};
    all.insert(all.end(), element.begin(), element.end());
    all.insert(all.end(), s.begin(), s.end());
    return all;
  };
  h.set = [&](const std::vector<Value>& v) {
    token = v[0];
    has = v[1];
    element.assign(v.begin() + 2, v.begin() + static_cast<ptrdiff_t>(fixed));
    py.set(std::vector<Value>(v.begin() + static_cast<ptrdiff_t>(fixed), v.end()));
  };
  h.test = [&]() -> Value {
    if (extra.is_none()) return has;
    return op_values(in, OpId::LogicalAnd, {has, call0(in, extra)}, Attrs::none(), "LogicalAnd");
  };
  h.body = [&] {
    in.call(body, std::vector<Value>{pack()});
    std::vector<Value> next = in.to_vector(in.call(parts[1], std::vector<Value>{token}));
    if (next.empty()) throw_type_error("a dataset's iterator gave no has-value flag");
    refine_shapes(in, next, 1, specs);
    has = next[0];
    element.assign(next.begin() + 1, next.end());
  };
  stage_while(in, h);
}

}  // namespace
}  // namespace ag_cf

Value ag_while_stmt(Interpreter& in, CallArgs& a) {
  using namespace ag_cf;
  check_arity(a, 6, 6, "while_stmt");
  const Value &test = a.pos[0], &body = a.pos[1];
  Value first = probe(in, test);
  if (stages(first)) {
    if (is_type_exact(a.pos[5], types().dict))
      if (const Value* names = a.pos[5].as<Dict>()->table.find_str("test_assigns"))
        throw_not_implemented(
            "an assignment expression (':=') in the condition of a while loop over tensors is "
            "not supported in minitf (it would rebind " +
            in.repr(*names) +
            " inside the loop's condition); assign before the loop and at the end of its body "
            "instead");
    LoopHooks h = python_state_hooks(in, a.pos[2], a.pos[3], a.pos[4]);
    h.test = [&] { return call0(in, test); };
    h.body = [&] { call0(in, body); };
    stage_while(in, h);
    return Value();
  }
  // Plain Python: the probe was the first evaluation of the test. Like a
  // Python for loop, it is unrolled while tracing.
  if (!in.truthy(first)) return Value();
  TraceContext* trace = active_trace(in);
  size_t ops_before = trace ? trace->graph().nodes().size() : 0;
  int64_t iterations = 1;
  call0(in, body);
  while (python_test(in, call0(in, test))) {
    in.check_interrupt();
    ++iterations;
    call0(in, body);
  }
  if (trace && active_trace(in) == trace)
    note_unrolled_loop(in, false, iterations, trace->graph().nodes().size() - ops_before);
  return Value();
}

Value ag_for_stmt(Interpreter& in, CallArgs& a) {
  using namespace ag_cf;
  check_arity(a, 7, 7, "for_stmt");
  const Value &iter = a.pos[0], &extra = a.pos[1], &body = a.pos[2];
  std::string iterate_name;
  if (is_type_exact(a.pos[6], types().dict))
    if (const Value* v = a.pos[6].as<Dict>()->table.find_str("iterate_names"))
      iterate_name = in.str(*v);
  if (is_tracing(in) && in.type_of(iter)->lookup("_ag_loop_source")) {
    Value source = in.call(in.getattr(iter, "_ag_loop_source"), std::vector<Value>{});
    stage_dataset_for(in, source, extra, body, a.pos[3], a.pos[4], a.pos[5], iterate_name);
    return Value();
  }
  if (stages(iter) || (is_tracing(in) && is_eager_tensor(iter))) {
    stage_for(in, iter, extra, body, a.pos[3], a.pos[4], a.pos[5], iterate_name);
    return Value();
  }
  if (!keep_going(in, extra)) return Value();
  // A Python loop while tracing is unrolled: each iteration copies its ops
  // into the graph, which a learner should hear about when it grows large.
  TraceContext* trace = active_trace(in);
  size_t ops_before = trace ? trace->graph().nodes().size() : 0;
  int64_t iterations = 0;
  Value it = in.iter(iter);
  Value x;
  while (in.next(it, x)) {
    ++iterations;
    in.call(body, std::vector<Value>{x});
    if (!keep_going(in, extra)) break;
  }
  if (trace && active_trace(in) == trace)
    note_unrolled_loop(in, is_type_exact(iter, types().range), iterations,
                       trace->graph().nodes().size() - ops_before);
  return Value();
}

Value tf_while_loop(Interpreter& in, CallArgs& a) {
  using namespace ag_cf;
  ArgParser p("while_loop", a,
              {"cond", "body", "loop_vars", "shape_invariants", "parallel_iterations", "back_prop",
               "swap_memory", "maximum_iterations", "name"},
              3);
  Value cond = *p.get(0), body = *p.get(1), vars = *p.get(2);
  bool is_list = is_type_exact(vars, types().list);
  bool seq = is_list || is_type_exact(vars, types().tuple);
  std::vector<Value> state = seq ? in.to_vector(vars) : std::vector<Value>{vars};
  auto call_with = [&](const Value& f) {
    CallArgs c;
    c.pos = state;
    return in.call(f, c);
  };
  auto take = [&](const Value& r) {
    bool r_seq = is_type_exact(r, types().tuple) || is_type_exact(r, types().list);
    std::vector<Value> next = seq && r_seq ? in.to_vector(r) : std::vector<Value>{r};
    if (next.size() != state.size())
      throw_value_error("The two structures don't have the same number of elements.");
    state = std::move(next);
  };
  if (!is_tracing(in)) {
    while (in.truthy(call_with(cond))) {
      in.check_interrupt();
      take(call_with(body));
    }
  } else {
    LoopHooks h;
    h.get = [&] { return state; };
    h.set = [&](const std::vector<Value>& v) { state = v; };
    h.test = [&] { return call_with(cond); };
    h.body = [&] { take(call_with(body)); };
    for (size_t i = 0; i < state.size(); ++i) h.names.push_back("loop_var_" + std::to_string(i));
    stage_while(in, h);
  }
  if (!seq) return state[0];
  return is_list ? list_value(state) : tuple_value(state);
}

}  // namespace minitf
