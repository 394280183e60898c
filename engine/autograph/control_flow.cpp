// Converted control flow at run time (TF's autograph/operators/control_flow.py):
// each statement dispatches on the runtime type of its condition or iterable.
// A symbolic tensor (while tracing) stages a graph op — both branches of an
// if, the body of a loop, each traced once into a sub-graph with the
// statement's variables as cond outputs / loop variables; anything else
// (Python values, and eager tensors outside a trace) runs as plain Python.
#include "autograph/control_flow_impl.h"
#include "autograph/tensor_array.h"
#include "base/assert.h"
#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/mode.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"

namespace minitf {

namespace ag_cf {

bool stages(const Value& v) { return is_symbolic_tensor(v); }

std::vector<Value> call_state(Interpreter& in, const Value& get_state) {
  return in.to_vector(in.call(get_state, std::vector<Value>{}));
}

void set_state(Interpreter& in, const Value& setter, const std::vector<Value>& v) {
  in.call(setter, std::vector<Value>{tuple_value(v)});
}

std::vector<std::string> str_list(Interpreter& in, const Value& names) {
  std::vector<std::string> out;
  for (const Value& n : in.to_vector(names)) out.push_back(in.str(n));
  return out;
}

bool is_tensor_like(const Value& v) {
  if (v.is_bool() || v.is_int() || v.is_float()) return true;
  // A Python string converts to a string tensor (TF returns b'Positive').
  if (is_type_exact(v, types().str)) return true;
  return is_tf_tensor(v) || is_numpy_value(v);
}

Value op_values(Interpreter& in, OpId op, const std::vector<Value>& inputs, const Attrs& attrs,
                const char* name) {
  OpInputs oi;
  for (const Value& v : inputs) {
    if (v.is_obj() && dynamic_cast<TensorObj*>(v.as_obj()) && is_tf_tensor(v)) {
      oi.add(tensor_of(v), v.as_obj());
    } else {
      oi.add(convert_to_tensor(in, v), nullptr);
    }
  }
  return dispatch_op(in, op, oi, attrs, name);
}

// TF's _verify_tf_condition: a scalar bool tensor.
Output condition_output(Interpreter& in, const Value& cond, const char* what) {
  Output o = graph_tensor(in, cond);
  if (o.dtype() != DType::Bool)
    throw_type_error(
        std::string("Condition of ") + what + " expected to be `tf.bool` scalar, got " +
        graph_tensor_str(o) +
        "; to use as boolean Tensor, use `tf.cast`; to check for None, use `is not None`");
  if (o.shape().known_rank() && o.shape().rank() != 0)
    throw_value_error(std::string("Condition of ") + what +
                      " expected to be `tf.bool` scalar, got " + graph_tensor_str(o));
  return o;
}

void keep_subgraph(Interpreter& in, std::unique_ptr<Graph> g) {
  TraceContext* trace = active_trace(in);
  MINITF_ASSERT(trace && trace->root_owner(), "a sub-graph is kept only while tracing");
  trace->root_owner()->retain(std::move(g));
}

// ---- tf.cond --------------------------------------------------------------------------

std::vector<Value> stage_cond(Interpreter& in, const Value& pred, const BranchFn& then_fn,
                              const BranchFn& else_fn, const std::vector<std::string>& names) {
  TraceContext* trace = active_trace(in);
  Graph& g = trace->graph();
  Output p = condition_output(in, pred, "if statement");
  auto then_g = g.new_subgraph("cond_true");
  auto else_g = g.new_subgraph("cond_false");
  std::vector<Value> tv, ev;
  try {
    {
      GraphScope scope(in, then_g.get());
      tv = then_fn();
    }
    {
      GraphScope scope(in, else_g.get());
      ev = else_fn();
    }
    // TensorArrays flow through the If node as their two tensors.
    std::vector<Value> templates, etemplates;
    std::vector<Value> tflat = flatten_state(tv, &templates),
                       eflat = flatten_state(ev, &etemplates);
    for (size_t i = 0; i < templates.size() && i < etemplates.size(); ++i)
      if (templates[i].is_none() != etemplates[i].is_none())
        throw_type_error("a TensorArray must be a TensorArray in both branches of a conditional");
    std::vector<std::string> flat_names;
    for (size_t i = 0; i < templates.size(); ++i) {
      std::string n = i < names.size() ? names[i] : "output " + std::to_string(i);
      flat_names.push_back(n);
      if (!templates[i].is_none()) flat_names.push_back(n + "_size");
    }
    tv = std::move(tflat);
    ev = std::move(eflat);
    if (tv.size() != ev.size())
      throw_value_error(
          "true_fn and false_fn arguments to tf.cond must have the same number, type, "
          "and overall structure of return values.");
    // Which results flow through the If node: tensors, or Python values that
    // differ between the branches; a value both branches left as is passes by.
    std::vector<bool> through(tv.size());
    std::vector<Output> touts, eouts;
    for (size_t i = 0; i < tv.size(); ++i) {
      const std::string& name = flat_names[i];
      through[i] = !(tv[i].is(ev[i]) && !is_tf_tensor(tv[i]));
      if (!through[i]) continue;
      if (tv[i].is_none())
        throw_value_error("'" + name + "' is None at the end of the main branch.");
      if (ev[i].is_none())
        throw_value_error("'" + name + "' is None at the end of the else branch.");
      if (!is_tensor_like(tv[i]) || !is_tensor_like(ev[i]))
        throw_type_error("'" + name +
                         "' must be a Tensor, or a Python value that converts to one, "
                         "to be an output of a TensorFlow conditional; got " +
                         type_name(tv[i]) + " in the main branch and " + type_name(ev[i]) +
                         " in the else branch");
      {
        GraphScope scope(in, then_g.get());
        touts.push_back(graph_tensor(in, tv[i]));
      }
      {
        GraphScope scope(in, else_g.get());
        eouts.push_back(graph_tensor(in, ev[i]));
      }
      if (touts.back().dtype() != eouts.back().dtype())
        throw_type_error("'" + name + "' has dtype " + dtype_name(touts.back().dtype()) +
                         " in the main branch, but dtype " + dtype_name(eouts.back().dtype()) +
                         " in the else branch");
    }
    then_g->set_outputs(touts);
    else_g->set_outputs(eouts);
    std::vector<Output> outs = g.add_cond(p, std::move(then_g), std::move(else_g));
    record_control_flow_on_tapes(in, outs);
    std::vector<Value> result;
    size_t k = 0;
    for (size_t i = 0; i < tv.size(); ++i)
      result.push_back(through[i] ? make_symbolic_tensor(in, outs[k++]) : tv[i]);
    return unflatten_state(result, templates);
  } catch (...) {
    // Python values may still point at nodes of the branch graphs.
    keep_subgraph(in, std::move(then_g));
    keep_subgraph(in, std::move(else_g));
    throw;
  }
}

namespace {

// TF's _verify_tf_cond_branch_vars, with the talk era's (2.0/2.1) or the
// modern wording.
void verify_branch(Interpreter& in, const std::vector<Value>& vars,
                   const std::vector<std::string>& names, bool main_branch) {
  const char* modern_branch = main_branch ? "main" : "else";
  const char* talk_branch = main_branch ? "if" : "else";
  std::vector<std::string> undefined;
  for (size_t i = 0; i < vars.size() && i < names.size(); ++i) {
    if (is_undefined_return(vars[i])) {
      if (modern_tf(in))
        throw_value_error(std::string("the ") + modern_branch +
                          " branch must also have a return statement.");
      throw_value_error(std::string("A value must also be returned from the ") + talk_branch +
                        " branch. If a value is returned from one branch of a conditional a value "
                        "must be returned from all branches.");
    }
    if (is_undefined(vars[i])) {
      if (modern_tf(in))
        throw_value_error("'" + names[i] + "' must also be initialized in the " + modern_branch +
                          " branch");
      undefined.push_back(names[i]);
    }
  }
  if (!undefined.empty()) {
    std::string t = "(";
    for (size_t i = 0; i < undefined.size(); ++i) t += (i ? ", '" : "'") + undefined[i] + "'";
    t += undefined.size() == 1 ? ",)" : ")";
    throw_value_error(std::string("The following symbols must also be initialized in the ") +
                      talk_branch + " branch: " + t +
                      ". Alternatively, you may initialize them before the if statement.");
  }
}

}  // namespace

Value ag_if_stmt_impl(Interpreter& in, CallArgs& a) {
  check_arity(a, 7, 7, "if_stmt");
  const Value& cond = a.pos[0];
  if (!stages(cond)) {
    in.call(in.truthy(cond) ? a.pos[1] : a.pos[2], std::vector<Value>{});
    return Value();
  }
  const Value &body = a.pos[1], &orelse = a.pos[2], &getter = a.pos[3], &setter = a.pos[4];
  std::vector<std::string> names = str_list(in, a.pos[5]);
  size_t nouts = size_t(in.to_index(a.pos[6]));
  std::vector<Value> init = call_state(in, getter);
  auto branch = [&](const Value& fn, bool main) {
    return [&, main]() {
      set_state(in, setter, init);
      in.call(fn, std::vector<Value>{});
      std::vector<Value> v = call_state(in, getter);
      v.resize(std::min(nouts, v.size()));
      verify_branch(in, v, names, main);
      return v;
    };
  };
  std::vector<Value> out = stage_cond(in, cond, branch(body, true), branch(orelse, false), names);
  for (size_t i = nouts; i < init.size(); ++i) out.push_back(init[i]);
  set_state(in, setter, out);
  return Value();
}

}  // namespace ag_cf

Value ag_if_stmt(Interpreter& in, CallArgs& a) { return ag_cf::ag_if_stmt_impl(in, a); }

Value ag_if_exp(Interpreter& in, CallArgs& a) {
  check_arity(a, 4, 4, "if_exp");
  const Value& cond = a.pos[0];
  if (!ag_cf::stages(cond))
    return in.call(in.truthy(cond) ? a.pos[1] : a.pos[2], std::vector<Value>{});
  auto branch = [&](const Value& fn) {
    return [&]() { return std::vector<Value>{in.call(fn, std::vector<Value>{})}; };
  };
  return ag_cf::stage_cond(in, cond, branch(a.pos[1]), branch(a.pos[2]), {"if_exp"})[0];
}

Value ag_and_or(Interpreter& in, CallArgs& a, bool is_and) {
  check_arity(a, 2, 2, is_and ? "and_" : "or_");
  Value left = in.call(a.pos[0], std::vector<Value>{});
  if (!ag_cf::stages(left)) {
    // Python semantics: the left value decides, and is the result when it does.
    if (in.truthy(left) != is_and) return left;
    return in.call(a.pos[1], std::vector<Value>{});
  }
  Value right = in.call(a.pos[1], std::vector<Value>{});
  return ag_cf::op_values(in, is_and ? OpId::LogicalAnd : OpId::LogicalOr, {left, right},
                          Attrs::none(), is_and ? "LogicalAnd" : "LogicalOr");
}

Value ag_not(Interpreter& in, CallArgs& a) {
  check_arity(a, 1, 1, "not_");
  if (!ag_cf::stages(a.pos[0])) return Value::boolean(!in.truthy(a.pos[0]));
  return ag_cf::op_values(in, OpId::LogicalNot, {a.pos[0]}, Attrs::none(), "LogicalNot");
}

Value tf_cond(Interpreter& in, CallArgs& a) {
  ArgParser p("cond", a, {"pred", "true_fn", "false_fn", "name"}, 1);
  Value pred = *p.get(0);
  Value t = p.has(1) ? *p.get(1) : Value(), f = p.has(2) ? *p.get(2) : Value();
  auto run = [&](const Value& fn) {
    return fn.is_none() ? Value() : in.call(fn, std::vector<Value>{});
  };
  if (!ag_cf::stages(pred)) return run(in.truthy(pred) ? t : f);
  // Results are one value, or a tuple/list of them (same structure per branch).
  bool seq = false, is_list = false;
  auto branch = [&](const Value& fn) {
    return [&, fn]() {
      Value r = run(fn);
      if (is_type_exact(r, types().tuple) || is_type_exact(r, types().list)) {
        seq = true;
        is_list = is_type_exact(r, types().list);
        return in.to_vector(r);
      }
      if (r.is_none()) return std::vector<Value>{};
      return std::vector<Value>{r};
    };
  };
  std::vector<Value> out = ag_cf::stage_cond(in, pred, branch(t), branch(f), {});
  if (seq) return is_list ? list_value(out) : tuple_value(out);
  return out.empty() ? Value() : out[0];
}

}  // namespace minitf
