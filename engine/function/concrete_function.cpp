#include "function/concrete_function.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/errors.h"
#include "framework/graph_execution.h"
#include "framework/graph_objects.h"
#include "framework/mode.h"
#include "framework/operators.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/trace_op.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "ops/registry.h"

namespace minitf {

namespace {

Value build_output(Interpreter& in, const OutputTemplate& t, TensorList& outs,
                   const std::shared_ptr<Graph>* symbolic) {
  switch (t.kind) {
    case OutputTemplate::Tensor: {
      size_t i = static_cast<size_t>(t.index);
      if (symbolic) return output_value(in, (*symbolic)->outputs()[i], *symbolic);
      return make_eager_tensor(std::move(outs[i]));
    }
    case OutputTemplate::None:
      return Value();
    case OutputTemplate::List:
    case OutputTemplate::Tuple: {
      std::vector<Value> items;
      items.reserve(t.items.size());
      for (const OutputTemplate& c : t.items) items.push_back(build_output(in, c, outs, symbolic));
      return t.kind == OutputTemplate::List ? list_value(std::move(items))
                                            : tuple_value(std::move(items));
    }
    case OutputTemplate::Dict: {
      Ref<Dict> d = make_dict();
      for (size_t i = 0; i < t.items.size(); ++i)
        d->table.set(in, t.keys[i], in.hash(t.keys[i]),
                     build_output(in, t.items[i], outs, symbolic));
      return d.value();
    }
    case OutputTemplate::Composite: {
      std::vector<Value> items;
      items.reserve(t.items.size());
      for (const OutputTemplate& c : t.items) items.push_back(build_output(in, c, outs, symbolic));
      return in.call(in.getattr(t.object, "_from_trace_output"),
                     std::vector<Value>{list_value(std::move(items))});
    }
  }
  return Value();
}

}  // namespace

namespace {

// The result's tensor for each graph output (None for outputs it lacks).
void output_values(Interpreter& in, const OutputTemplate& t, const Value& r,
                   std::vector<Value>* out) {
  switch (t.kind) {
    case OutputTemplate::Tensor:
      if (size_t(t.index) < out->size()) (*out)[size_t(t.index)] = r;
      break;
    case OutputTemplate::None:
      break;
    case OutputTemplate::List:
    case OutputTemplate::Tuple: {
      std::vector<Value> items = in.to_vector(r);
      for (size_t i = 0; i < t.items.size() && i < items.size(); ++i)
        output_values(in, t.items[i], items[i], out);
      break;
    }
    case OutputTemplate::Dict:
      for (size_t i = 0; i < t.items.size(); ++i)
        if (Value* v = r.as<Dict>()->table.find(in, t.keys[i], in.hash(t.keys[i])))
          output_values(in, t.items[i], *v, out);
      break;
    case OutputTemplate::Composite:
      break;  // a dataset's tensors carry no gradient
  }
}

}  // namespace

namespace {

// Adds a call and its running time to a trace's record, however the call ends.
struct CallTimer {
  TraceRecord& record;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  ~CallTimer() {
    ++record.calls;
    record.run_seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
};

}  // namespace

Value ConcreteFunction::run(Interpreter& in, Span<Tensor> inputs,
                            const std::vector<Value>* leaves) {
  if (inputs.size() < graph->inputs().size()) {
    // The captures of an enclosing trace's tensors, which only the caller
    // that binds them (_call_with_captures) can give: called as is, the
    // function would compute with a graph tensor outside its graph.
    MINITF_ASSERT(!graph->captures().empty(),
                  "a graph with more inputs than a call gives has captures");
    Value leaked = output_value(in, graph->captures()[0].first, enclosing);
    raise_graph_tensor_in_eager(in, leaked.as_obj());
  }
  CallTimer timer{record};
  TensorList outs;
  if (!tapes_recording()) {
    run_plan(in, *plan, inputs, &outs);
    return outputs.kind == OutputTemplate::Tensor ? make_eager_tensor(std::move(outs[0]))
                                                  : build_output(in, outputs, outs, nullptr);
  }
  // Under a tape the call also keeps every intermediate value, which the
  // backward function reads (TF's forward function returns them too).
  if (!taped_plan) {
    for (const auto& n : graph->nodes()) {
      switch (n->kind) {
        case NodeKind::Op:
        case NodeKind::ReadVariable:
        case NodeKind::If:
        case NodeKind::While:
          for (size_t i = 0; i < n->outputs.size(); ++i) intermediates.push_back(n->out(int(i)));
          break;
        default:
          break;
      }
    }
    taped_plan = std::make_unique<ExecutablePlan>(*graph, intermediates);
    backward_functions = new_backward_functions();
  }
  auto call = std::make_shared<FunctionCallRecord>();
  call->graph = graph;
  call->backward = backward_functions;
  call->intermediates = intermediates;
  call->inputs.assign(inputs.begin(), inputs.end());
  run_plan(in, *taped_plan, inputs, &outs);
  const size_t n_out = graph->outputs().size();
  for (size_t i = n_out; i < outs.size(); ++i) call->values.push_back(std::move(outs[i]));
  Value result = outputs.kind == OutputTemplate::Tensor ? make_eager_tensor(std::move(outs[0]))
                                                        : build_output(in, outputs, outs, nullptr);
  std::vector<Value> by_output(n_out);
  output_values(in, outputs, result, &by_output);
  record_function_call_on_tapes(in, result, std::move(call), leaves, by_output);
  return result;
}

Value ConcreteFunction::structured_outputs(Interpreter& in) const {
  TensorList none;
  return build_output(in, outputs, none, &graph);
}

// ---- the Python type ----------------------------------------------------------------

namespace {

using A = CallArgs;
using I = Interpreter;

ConcreteFunction& self_cf(const A& a) { return *a.pos[0].as<ConcreteFunctionObj>()->cf; }

// The tensors of a direct call, checked against the traced placeholders.
void collect_call_inputs(Interpreter& in, ConcreteFunction& cf, const A& a, InputTensors& out) {
  std::vector<Value> leaves;
  std::function<void(const Value&)> flat = [&](const Value& v) {
    if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) {
      for (const Value& x : in.to_vector(v)) flat(x);
    } else if (is_tf_tensor(v) || is_numpy_value(v)) {
      leaves.push_back(v);
    }
  };
  for (size_t i = 1; i < a.pos.size(); ++i) flat(a.pos[i]);
  for (auto& kv : a.kw) flat(kv.second);
  if (leaves.size() != cf.input_specs.size()) {
    throw_type_error(cf.name + "(...) takes " + std::to_string(cf.input_specs.size()) +
                     " tensor arguments but " + std::to_string(leaves.size()) + " were given");
  }
  for (size_t i = 0; i < leaves.size(); ++i) {
    if (is_symbolic_tensor(leaves[i])) throw_type_error("a concrete function needs eager tensors");
    const Tensor& t = tensor_of(leaves[i]);
    const TensorSpec& s = cf.input_specs[i];
    if (t.dtype() != s.dtype || !s.shape.compatible_with(t.shape())) {
      throw_exc(tf_errors().InvalidArgument, "ConcreteFunction " + cf.name + " was traced for " +
                                                 dtype_name(s.dtype) + " " + s.shape.str() +
                                                 " but argument " + std::to_string(i) + " is " +
                                                 dtype_name(t.dtype()) + " " + t.shape().str());
    }
    out.push_back(t);
  }
}

// ---- modern TF: the structured signature, then the flat one ----------------------

// "id: type" of each captured variable (TF lists its captures by id).
std::vector<std::string> capture_lines(const ConcreteFunction& cf) {
  std::vector<std::string> out;
  for (const auto& n : cf.graph->nodes())
    if (n->kind == NodeKind::ResourcePlaceholder)
      out.push_back(std::to_string(reinterpret_cast<uintptr_t>(n.get())) +
                    ": TensorSpec(shape=(), dtype=tf.resource, name=None)");
  return out;
}

std::string function_type(const ConcreteFunction& cf, bool verbose) {
  return function_type_text(cf.signature, cf.returns, capture_lines(cf), verbose);
}

// TraceType.cast of one argument: its tensors appended to `out`, or the
// reason it does not fit (TF's "Can not cast ..." texts).
bool cast_argument(Interpreter& in, const SigNode& n, const Value& v, InputTensors& out,
                   std::string* why) {
  switch (n.kind) {
    case SigNode::Tensor: {
      Tensor t;
      if (is_tf_tensor(v) || is_numpy_value(v)) {
        if (is_symbolic_tensor(v)) {
          *why = "a concrete function needs eager tensors";
          return false;
        }
        t = tensor_of(v);
      } else {
        try {
          t = convert_to_tensor(in, v, n.dtype);
        } catch (PyException&) {
          *why = "Can not cast " + in.repr(v) + " to " + trace_type_text(n);
          return false;
        }
      }
      if (t.dtype() != n.dtype || !n.shape.compatible_with(t.shape())) {
        SigNode got;
        got.kind = SigNode::Tensor;
        got.dtype = t.dtype();
        got.shape = t.shape();
        *why = "Can not cast " + trace_type_text(got) + " to " + trace_type_text(n);
        return false;
      }
      out.push_back(t);
      return true;
    }
    case SigNode::List:
    case SigNode::Tuple: {
      TypeObject* want = n.kind == SigNode::List ? types().list : types().tuple;
      std::vector<Value> items;
      if (is_type_exact(v, want)) items = in.to_vector(v);
      if (!is_type_exact(v, want) || items.size() != n.items.size()) {
        *why = "Can not cast " + in.repr(v) + " to " + trace_type_text(n);
        return false;
      }
      for (size_t i = 0; i < items.size(); ++i)
        if (!cast_argument(in, n.items[i], items[i], out, why)) return false;
      return true;
    }
    case SigNode::Python: {
      // Literal.cast compares with ==: 2 matches a trace made with 2.0.
      if (in.repr(v) == n.text) return true;
      if (v.is_int() || v.is_bool() || v.is_float()) {
        char* end = nullptr;
        double traced = std::strtod(n.text.c_str(), &end);
        double got = v.is_float() ? v.as_float() : double(v.as_int());
        if (end && *end == '\0' && end != n.text.c_str() && traced == got) return true;
        if (n.text == "True" || n.text == "False") {
          if (got == (n.text == "True" ? 1.0 : 0.0)) return true;
        }
      }
      *why = "Can not cast " + in.repr(v) + " to " + trace_type_text(n);
      return false;
    }
    default:
      if (describe_value(in, v).accepts(n)) {
        CacheKey scratch;
        append_cache_key(in, v, scratch, out);
        return true;
      }
      *why = "Can not cast " + in.repr(v) + " to " + trace_type_text(n);
      return false;
  }
}

// inspect.Signature.bind, then each argument cast to its trace type.
bool bind_structured(Interpreter& in, const ConcreteFunction& cf, const A& a, InputTensors& out,
                     std::string* why) {
  const Signature& sig = cf.signature;
  std::vector<const Value*> bound(sig.size(), nullptr);
  size_t next = 0;
  for (size_t i = 1; i < a.pos.size(); ++i) {
    while (next < sig.size() && sig[next].kind == ArgKind::KeywordOnly) ++next;
    if (next >= sig.size()) {
      *why = "too many positional arguments";
      return false;
    }
    bound[next++] = &a.pos[i];
  }
  for (const auto& kw : a.kw) {
    size_t j = 0;
    while (j < sig.size() && sig[j].name != kw.first->s) ++j;
    if (j == sig.size() || sig[j].kind == ArgKind::PositionalOnly) {
      *why = "got an unexpected keyword argument '" + kw.first->s + "'";
      return false;
    }
    if (bound[j]) {
      *why = "multiple values for argument '" + kw.first->s + "'";
      return false;
    }
    bound[j] = &kw.second;
  }
  for (size_t j = 0; j < sig.size(); ++j) {
    // A Python argument defaults to its traced value; tensors are required.
    if (!bound[j] && sig[j].node.has_tensors()) {
      *why = "missing a required argument: '" + sig[j].name + "'";
      return false;
    }
    if (bound[j] && !cast_argument(in, sig[j].node, *bound[j], out, why)) return false;
  }
  return true;
}

// ConcreteFunction._call_with_flat_signature: one tensor per placeholder,
// named after the placeholders.
bool bind_flat(Interpreter& in, const ConcreteFunction& cf, const A& a, InputTensors& out,
               std::string* why) {
  std::vector<std::string> keywords;
  for (const Node* n : cf.graph->inputs()) {
    if (keywords.size() == cf.input_specs.size()) break;
    keywords.push_back(n->name);
  }
  std::string summary = cf.name + "(";
  for (size_t i = 0; i < keywords.size(); ++i) summary += (i ? ", " : "") + keywords[i];
  summary += ")";
  size_t npos = a.pos.size() - 1;
  if (npos > keywords.size()) {
    *why = summary + " takes " + std::to_string(keywords.size()) + " positional arguments, got " +
           std::to_string(npos) + ".";
    return false;
  }
  std::vector<Value> args(a.pos.begin() + 1, a.pos.end());
  std::vector<std::pair<std::string, Value>> kwargs;
  for (const auto& kw : a.kw) kwargs.emplace_back(kw.first->s, kw.second);
  for (size_t i = args.size(); i < keywords.size(); ++i) {
    auto it = std::find_if(kwargs.begin(), kwargs.end(),
                           [&](const auto& kv) { return kv.first == keywords[i]; });
    if (it == kwargs.end()) {
      std::vector<std::string> missing(keywords.begin() + static_cast<long>(i), keywords.end());
      for (const auto& kv : kwargs)
        missing.erase(std::remove(missing.begin(), missing.end(), kv.first), missing.end());
      std::sort(missing.begin(), missing.end());
      std::string list;
      for (size_t k = 0; k < missing.size(); ++k) list += (k ? ", " : "") + missing[k];
      *why = summary + " missing required arguments: " + list + ".";
      return false;
    }
    args.push_back(it->second);
    kwargs.erase(it);
  }
  if (!kwargs.empty()) {
    std::vector<std::string> names;
    for (const auto& kv : kwargs) {
      for (size_t k = 0; k < a.pos.size() - 1; ++k)
        if (keywords[k] == kv.first) {
          *why = summary + " got two values for '" + kv.first + "'.";
          return false;
        }
      names.push_back(kv.first);
    }
    std::sort(names.begin(), names.end());
    std::string list;
    for (size_t k = 0; k < names.size(); ++k) list += (k ? ", " : "") + names[k];
    *why = summary + " got unexpected keyword arguments: " + list + ".";
    return false;
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (!(is_tf_tensor(args[i]) || is_variable(args[i])) || is_symbolic_tensor(args[i])) {
      *why = summary + ": expected argument #" + std::to_string(i) +
             "(zero-based) to be a Tensor; got " + in.type_of(args[i])->name + " (" +
             in.str(args[i]) + ").";
      return false;
    }
    out.push_back(is_variable(args[i]) ? *tensor_operand(args[i]) : tensor_of(args[i]));
  }
  return true;
}

// TF's name of the function the runtime runs: __inference_<name>_<uid>.
std::string inference_name(const ConcreteFunction& cf) {
  return "__inference_" + cf.name + "_" + std::to_string(cf.uid);
}

Value modern_call(Interpreter& in, ConcreteFunction& cf, A& a) {
  InputTensors inputs;
  std::string structured_err, flat_err;
  if (bind_structured(in, cf, a, inputs, &structured_err))
    return cf.run(in, Span<Tensor>(inputs.data(), inputs.size()));
  std::vector<Value> pos(a.pos.begin() + 1, a.pos.end());
  Ref<Dict> kwargs = make_dict();
  for (const auto& kw : a.kw)
    kwargs->table.set(in, Value::object(kw.first.get()), in.hash(Value::object(kw.first.get())),
                      kw.second);
  std::string message = "Binding inputs to tf.function `" + cf.name + "` failed due to `" +
                        structured_err + "`. Received args: " + in.repr(tuple_value(pos)) +
                        " and kwargs: " + in.repr(kwargs.value()) +
                        " for signature: " + function_type(cf, false) + ".";
  InputTensors flat;
  if (bind_flat(in, cf, a, flat, &flat_err)) {
    // The flat call runs TF's __inference function, whose kernel checks the
    // dtypes of its inputs.
    std::string fn = inference_name(cf);
    for (size_t i = 0; i < flat.size() && i < cf.input_specs.size(); ++i)
      if (flat[i].dtype() != cf.input_specs[i].dtype)
        throw_exc(tf_errors().InvalidArgument,
                  dtype_mismatch_message(fn.c_str(), static_cast<int>(i), cf.input_specs[i].dtype,
                                         flat[i].dtype()) +
                      " [Op:" + fn + "]");
    return cf.run(in, Span<Tensor>(flat.data(), flat.size()));
  }
  throw_type_error(message + "\nFallback to flat signature also failed due to: " + flat_err);
}

Value cf_call(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  if (modern_tf(in)) return modern_call(in, cf, a);
  InputTensors inputs;
  collect_call_inputs(in, cf, a, inputs);
  return cf.run(in, Span<Tensor>(inputs.data(), inputs.size()));
}

// f._call_with_captures(captured, *args): a call of a function traced inside
// another trace (ConcreteFunction::enclosing), `captured` giving the values
// of the enclosing tensors it captured, in _enclosing_captures' order. How a
// dataset that a tf.data function made binds its nested functions' captures
// to each input element's values (_tf_data).
Value cf_call_with_captures(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  if (a.pos.size() < 2) throw_type_error("_call_with_captures() needs the captured values");
  std::vector<Value> captured = in.to_vector(a.pos[1]);
  A rest;
  std::vector<Value> pos(a.pos.begin(), a.pos.end());
  pos.erase(pos.begin() + 1);
  rest.pos = ArgVec(pos);
  rest.kw = a.kw;
  InputTensors inputs;
  std::string why;
  if (!bind_structured(in, cf, rest, inputs, &why))
    throw_type_error("Binding inputs to tf.function `" + cf.name + "` failed due to `" + why +
                     "`.");
  if (captured.size() != cf.graph->captures().size())
    throw_value_error(cf.name + " captured " + std::to_string(cf.graph->captures().size()) +
                      " tensors but " + std::to_string(captured.size()) + " values were given");
  for (const Value& v : captured) {
    if (!is_tf_tensor(v) || is_symbolic_tensor(v))
      throw_type_error("a concrete function's captured values must be eager tensors");
    inputs.push_back(tensor_of(v));
  }
  return cf.run(in, Span<Tensor>(inputs.data(), inputs.size()));
}

Value cf_enclosing_captures(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  std::vector<Value> out;
  for (const auto& c : cf.graph->captures()) out.push_back(output_value(in, c.first, cf.enclosing));
  return list_value(std::move(out));
}

Value cf_graph(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  return make_graph_value(in, cf.graph.get(), cf.graph);
}

Value cf_pretty_printed_signature(I& in, A& a) {
  ArgParser p("pretty_printed_signature", a, {"verbose"}, 0, true);
  ConcreteFunction& cf = self_cf(a);
  bool verbose = !p.get(0) || in.truthy(*p.get(0));
  return str_value(concrete_signature_text(in, cf, verbose));
}

Value cf_str(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  return str_value("ConcreteFunction " + concrete_signature_text(in, cf, true));
}

Value cf_repr(I& in, A& a) {
  ConcreteFunction& cf = self_cf(a);
  char addr[32];
  std::snprintf(addr, sizeof addr, "%lX",
                static_cast<unsigned long>(reinterpret_cast<uintptr_t>(a.pos[0].as_obj())));
  return str_value("<ConcreteFunction " + concrete_signature_text(in, cf, false) + " at 0x" + addr +
                   ">");
}

const NativeDef kConcreteFunctionMethods[] = {
    {"__call__", cf_call},
    {"_call_with_captures", cf_call_with_captures},
    {"pretty_printed_signature", cf_pretty_printed_signature},
    {"__str__", cf_str},
    {"__repr__", cf_repr},
};

const NativeDef kConcreteFunctionProperties[] = {
    {"graph", cf_graph},
    {"name", [](I&, A& a) { return str_value(self_cf(a).name); }},
    {"function_def",
     [](I&, A& a) {
       const ConcreteFunction& cf = self_cf(a);
       return function_def_value(*cf.graph, inference_name(cf));
     }},
    {"structured_outputs", [](I& in, A& a) { return self_cf(a).structured_outputs(in); }},
    // The enclosing trace's tensors this function captured (see
    // ConcreteFunction::enclosing): empty for a top-level trace.
    {"_enclosing_captures", cf_enclosing_captures},
    {"inputs", [](I& in, A& a) { return in.getattr(in.getattr(a.pos[0], "graph"), "inputs"); }},
    {"outputs", [](I& in, A& a) { return in.getattr(in.getattr(a.pos[0], "graph"), "outputs"); }},
};

TypeObject* make_type() {
  TypeObject* t = new_builtin_type("ConcreteFunction", types().object, Layout::Native,
                                   "tensorflow.python.eager.function");
  add_methods(t, kConcreteFunctionMethods);
  add_properties(t, kConcreteFunctionProperties);
  return t;
}

}  // namespace

std::string concrete_signature_text(Interpreter& in, const ConcreteFunction& cf, bool verbose) {
  if (modern_tf(in)) return function_type(cf, verbose);
  return pretty_signature(cf.name, cf.signature, cf.returns, verbose);
}

TypeObject* concrete_function_type() {
  static TypeObject* t = make_type();
  return t;
}

Value make_concrete_function_value(std::shared_ptr<ConcreteFunction> cf) {
  return Value::object(new ConcreteFunctionObj(concrete_function_type(), std::move(cf)));
}

}  // namespace minitf
