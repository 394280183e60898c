// Calling a tf.function: bind the arguments, compute the cache key, run the
// cached graph (the fast path: no interpreter, no allocation beyond the
// outputs), or trace — once, or twice when the first trace created variables
// (TF's two internal functions) — and then run.
#include <algorithm>

#include "framework/convert.h"
#include "framework/errors.h"
#include "framework/mode.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "function/function_impl.h"
#include "function/teaching.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// The start of retrace_reason's lesson for a new shape, whose hint towards
// reduce_retracing a function that has it does not need.
constexpr const char* kNewShapeLesson = "a new input shape retraces (reduce_retracing";
const char* kSecondTraceReason = "second trace: the first created variables";
const char* kVariablesLesson =
    "Lesson #1: functions that create a state \u2014 tf.Variable may be created only on the first "
    "trace; the variable-free second trace runs from now on";

// The plain Python function behind python_function, when it is one.
Function* plain_function(const FunctionObj& f) {
  const Value& p = f.python_function;
  return is_type_exact(p, types().function) ? p.as<Function>() : nullptr;
}

}  // namespace

std::vector<std::string> parameter_names(const FunctionObj& f, size_t count) {
  std::vector<std::string> names;
  if (Function* fn = plain_function(f)) {
    size_t skip = f.bound_self.is_none() ? 0 : 1;
    for (size_t i = skip; i < fn->def->params.size() && names.size() < count; ++i)
      names.push_back(fn->def->params[i].name);
  }
  while (names.size() < count) names.push_back("args_" + std::to_string(names.size()));
  return names;
}

BoundArgs bind_arguments(Interpreter& in, const FunctionObj& f, const CallArgs& a, size_t first) {
  BoundArgs b;
  Function* fn = plain_function(f);
  size_t npos = a.pos.size() - first;
  if (!fn) {
    for (size_t i = first; i < a.pos.size(); ++i) {
      b.values.push_back(a.pos[i]);
      b.names.push_back("args_" + std::to_string(i - first));
    }
    b.num_positional = b.values.size();
    std::vector<std::pair<std::string, Value>> kw;
    for (auto& k : a.kw) kw.emplace_back(k.first->s, k.second);
    std::sort(kw.begin(), kw.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (auto& k : kw) {
      b.names.push_back(k.first);
      b.values.push_back(k.second);
    }
    return b;
  }
  // Python's binding, through the interpreter's own rules (and messages):
  // bind into slots, then read the parameters back.
  const auto& params = fn->def->params;
  size_t skip = f.bound_self.is_none() ? 0 : 1;
  // With *args, the parameters before it are positional-only in the trace.
  bool has_varargs = false;
  for (const Param& p : params) has_varargs = has_varargs || p.kind == ParamKind::VarArgs;
  std::vector<Value> slots(
      fn->def->scope.nslots > 0 ? size_t(fn->def->scope.nslots) : params.size(), Value::undef());
  if (slots.size() < params.size()) slots.resize(params.size(), Value::undef());
  std::vector<Value> pos;
  if (skip) pos.push_back(f.bound_self);
  pos.insert(pos.end(), a.pos.begin() + static_cast<long>(first), a.pos.end());
  CallArgs full;
  full.pos = pos;
  full.kw = a.kw;
  in.impl().bind_arguments(fn, pos.data(), pos.size(), a.kw.empty() ? nullptr : &full,
                           slots.data());
  (void)npos;
  for (size_t i = skip; i < params.size(); ++i) {
    const Param& p = params[i];
    const Value& v = slots[i];
    switch (p.kind) {
      case ParamKind::Positional:
        b.values.push_back(v);
        b.names.push_back(p.name);
        b.kinds.push_back(has_varargs ? ArgKind::PositionalOnly : ArgKind::PositionalOrKeyword);
        ++b.num_positional;
        break;
      case ParamKind::VarArgs: {
        const auto& extra = v.as<Tuple>()->items;
        for (size_t k = 0; k < extra.size(); ++k) {
          b.values.push_back(extra[k]);
          b.names.push_back(p.name + "_" + std::to_string(k));
          b.kinds.push_back(ArgKind::PositionalOnly);
          ++b.num_positional;
        }
        break;
      }
      case ParamKind::KwOnly:
        b.values.push_back(v);
        b.names.push_back(p.name);
        b.kinds.push_back(ArgKind::KeywordOnly);
        break;
      case ParamKind::VarKw: {
        std::vector<std::pair<std::string, Value>> kw;
        v.as<Dict>()->table.for_each(
            [&](const Value& k, const Value& x) { kw.emplace_back(k.as<Str>()->s, x); });
        std::sort(kw.begin(), kw.end(),
                  [](const auto& x, const auto& y) { return x.first < y.first; });
        for (auto& k : kw) {
          b.names.push_back(k.first);
          b.values.push_back(k.second);
          b.kinds.push_back(ArgKind::KeywordOnly);
        }
        break;
      }
    }
  }
  return b;
}

namespace {

// inspect.Signature.bind's check of a call against the Python function's
// parameters: its error text, or "" when the call binds.
std::string inspect_bind_error(const std::vector<Param>& params, const CallArgs& a, size_t first) {
  std::vector<std::string> kwargs;
  for (const auto& kw : a.kw) kwargs.push_back(kw.first->s);
  auto has_kw = [&](const std::string& n) {
    return std::find(kwargs.begin(), kwargs.end(), n) != kwargs.end();
  };
  size_t npos = a.pos.size() - first, p = 0;
  for (size_t i = 0; i < npos; ++i, ++p) {
    if (p >= params.size() || params[p].kind == ParamKind::KwOnly ||
        params[p].kind == ParamKind::VarKw)
      return "too many positional arguments";
    if (params[p].kind == ParamKind::VarArgs) {
      i = npos;  // *args takes the rest
      break;
    }
    if (has_kw(params[p].name)) return "multiple values for argument '" + params[p].name + "'";
  }
  bool var_kw = false;
  for (; p < params.size(); ++p) {
    const Param& q = params[p];
    if (q.kind == ParamKind::VarKw) {
      var_kw = true;
      continue;
    }
    if (q.kind == ParamKind::VarArgs) continue;
    auto it = std::find(kwargs.begin(), kwargs.end(), q.name);
    if (it != kwargs.end()) {
      kwargs.erase(it);
    } else if (!q.default_value) {
      return "missing a required argument: '" + q.name + "'";
    }
  }
  if (!kwargs.empty() && !var_kw) return "got an unexpected keyword argument '" + kwargs[0] + "'";
  return "";
}

// The Python function's signature as inspect prints it, defaults being TF's
// CAPTURED_DEFAULT_VALUE marker object (FunctionType.from_callable).
std::string polymorphic_signature(const std::vector<Param>& params, const std::string& marker) {
  std::string out = "(";
  bool star = false;
  for (size_t i = 0; i < params.size(); ++i) {
    const Param& q = params[i];
    std::string item;
    switch (q.kind) {
      case ParamKind::VarArgs:
        item = "*" + q.name;
        star = true;
        break;
      case ParamKind::VarKw:
        item = "**" + q.name;
        break;
      case ParamKind::KwOnly:
        if (!star) out += std::string(i ? ", " : "") + "*", star = true;
        item = q.name + (q.default_value ? "=" + marker : "");
        break;
      default:
        item = q.name + (q.default_value ? "=" + marker : "");
        break;
    }
    out += (out.size() > 1 ? ", " : "") + item;
  }
  return out + ")";
}

}  // namespace

void check_call_binding(Interpreter& in, const FunctionObj& f, const CallArgs& a, size_t first) {
  Function* fn = plain_function(f);
  if (!fn || !f.bound_self.is_none() || f.has_input_signature || !modern_tf(in)) return;
  std::string why = inspect_bind_error(fn->def->params, a, first);
  if (why.empty()) return;
  Value& marker = f.state->captured_default_value;
  if (marker.is_none()) marker = in.call(Value::object(types().object), std::vector<Value>{});
  std::vector<Value> pos(a.pos.begin() + static_cast<long>(first), a.pos.end());
  Ref<Dict> kwargs = make_dict();
  for (const auto& kw : a.kw) {
    Value k = Value::object(kw.first.get());
    kwargs->table.set(in, k, in.hash(k), kw.second);
  }
  throw_type_error(
      "Binding inputs to tf.function `" + f.name + "` failed due to `" + why +
      "`. Received args: " + in.repr(tuple_value(pos)) + " and kwargs: " + in.repr(kwargs.value()) +
      " for signature: " + polymorphic_signature(fn->def->params, in.repr(marker)) + ".");
}

Value call_body(Interpreter& in, FunctionObj& f, const BoundArgs& args) {
  Value callee = f.python_function;
  if (f.autograph && is_tracing(in) && f.state->autograph_converter && plain_function(f)) {
    if (f.converted.is_none()) f.converted = f.state->autograph_converter(in, f.python_function);
    callee = f.converted;
  }
  CallArgs a;
  if (!f.bound_self.is_none()) a.pos.push_back(f.bound_self);
  for (size_t i = 0; i < args.num_positional; ++i) a.pos.push_back(args.values[i]);
  for (size_t i = args.num_positional; i < args.values.size(); ++i)
    a.kw.emplace_back(make_str(args.names[i]), args.values[i]);
  return in.call(callee, a);
}

Signature describe_arguments(Interpreter& in, const BoundArgs& args) {
  Signature s;
  s.reserve(args.values.size());
  for (size_t i = 0; i < args.values.size(); ++i)
    s.push_back(ArgSig{args.names[i], describe_value(in, args.values[i]),
                       i < args.kinds.size() ? args.kinds[i] : ArgKind::PositionalOrKeyword});
  return s;
}

void collect_inputs(Interpreter& in, const BoundArgs& args, InputTensors& out) {
  CacheKey scratch;
  for (const Value& v : args.values) append_cache_key(in, v, scratch, out);
}

// The Python tensors behind the tensors append_cache_key collects, in its
// order (for a recording gradient tape, which keys tensors by object).
void collect_leaves(Interpreter& in, const Value& v, std::vector<Value>* out) {
  if (is_eager_tensor(v) || is_numpy_value(v)) {
    out->push_back(v);
  } else if (is_type_exact(v, types().list) || is_type_exact(v, types().tuple)) {
    for (const Value& x : in.to_vector(v)) collect_leaves(in, x, out);
  } else if (is_type_exact(v, types().dict)) {
    for (auto& item : sorted_dict_items(in, v)) {
      collect_leaves(in, item.first, out);
      collect_leaves(in, item.second, out);
    }
  }
}

// ---- input_signature -------------------------------------------------------------------

void apply_input_signature(Interpreter& in, const FunctionObj& f, BoundArgs& args) {
  const std::vector<Value>& specs = f.input_signature;
  // The spec a value would have (for modern TF's "Can not cast" text).
  auto value_spec = [&](const Value& v) -> std::string {
    if (!(is_tf_tensor(v) || is_numpy_value(v))) return in.repr(v);
    const Tensor& t = tensor_of(v);
    return "TensorSpec(shape=" + t.shape().str() + ", dtype=tf." + dtype_name(t.dtype()) +
           ", name=None)";
  };
  auto incompatible = [&](size_t bad) {
    if (!modern_tf(in)) {
      std::string text = "Python inputs incompatible with input_signature:\n  inputs: (\n    ";
      for (size_t i = 0; i < args.values.size(); ++i)
        text += (i ? ",\n    " : "") + in.str(args.values[i]);
      text += ")\n  input_signature: (\n    ";
      for (size_t i = 0; i < specs.size(); ++i) text += (i ? ",\n    " : "") + in.repr(specs[i]);
      throw_value_error(text + ")");
    }
    std::string got, sig;
    for (size_t i = 0; i < args.values.size(); ++i)
      got += (i ? ", " : "") + in.repr(args.values[i]);
    for (size_t i = 0; i < specs.size(); ++i)
      sig += (i ? ", " : "") + (i < args.names.size() ? args.names[i] : "arg") + ": " +
             in.repr(specs[i]);
    std::string cast =
        bad < args.values.size() && bad < specs.size()
            ? "Can not cast " + value_spec(args.values[bad]) + " to " + in.repr(specs[bad])
            : "Too many positional arguments";
    throw_type_error("Binding inputs to tf.function `" + f.name + "` failed due to `" + cast +
                     "`. Received args: (" + got + (args.values.size() == 1 ? ",)" : ")") +
                     " and kwargs: {} for signature: (" + sig + ").");
  };
  if (args.values.size() != specs.size()) {
    if (args.values.size() < specs.size()) {
      // Missing arguments are an ordinary TypeError of the call.
      throw_type_error(f.name + "() missing required arguments: input_signature has " +
                       std::to_string(specs.size()) + " entries but " +
                       std::to_string(args.values.size()) + " arguments were given");
    }
    incompatible(specs.size());
  }
  for (size_t i = 0; i < specs.size(); ++i) {
    const TensorSpecObj& s = *specs[i].as<TensorSpecObj>();
    Value& v = args.values[i];
    if (!(is_tf_tensor(v) || is_numpy_value(v))) {
      try {
        v = make_eager_tensor(convert_to_tensor(in, v, s.dtype));
      } catch (PyException&) {
        incompatible(i);
      }
    }
    const Tensor& t = tensor_of(v);
    if (t.dtype() != s.dtype || !s.shape.compatible_with(t.shape())) incompatible(i);
  }
}

// ---- the cache ------------------------------------------------------------------------------

namespace {

FunctionObj::Entry* find_entry(FunctionObj& f, const CacheKey& key) {
  auto range = f.index.equal_range(key.hash());
  for (auto it = range.first; it != range.second; ++it)
    if (it->second->key == key) return it->second;
  return nullptr;
}

// Does the signature serve more than one key (None dimensions)?
bool has_unknown_dims(const SigNode& n) {
  if (n.kind == SigNode::Tensor) return !n.shape.fully_defined();
  for (const SigNode& c : n.items)
    if (has_unknown_dims(c)) return true;
  return false;
}

void insert_entry(FunctionObj& f, const CacheKey& key, std::shared_ptr<ConcreteFunction> cf) {
  bool general = false;
  for (const ArgSig& a : cf->signature) general = general || has_unknown_dims(a.node);
  if (general && std::find(f.general.begin(), f.general.end(), cf) == f.general.end())
    f.general.push_back(cf);
  auto e = std::make_unique<FunctionObj::Entry>();
  e->key = key;
  e->cf = std::move(cf);
  f.index.emplace(key.hash(), e.get());
  f.entries.push_back(std::move(e));
}

// TF's second internal function (the variable-free one) has its own cache.
void start_variable_free_cache(FunctionObj& f) {
  f.created_variables = true;
  f.entries.clear();
  f.index.clear();
  f.general.clear();
}

// Retraces compare with this many of the latest cache entries: enough to find
// the nearest signature in practice, and a retrace stays O(1) when a loop of
// Python ints has made a thousand traces (lesson 4).
constexpr size_t kExplainWindow = 32;

// The nearest cached signature's reason for retracing `sig`.
void explain(FunctionObj& f, const Signature& sig, std::string* reason, std::string* lesson) {
  const ConcreteFunction* nearest = nullptr;
  int best = 1 << 30;
  size_t first = f.entries.size() > kExplainWindow ? f.entries.size() - kExplainWindow : 0;
  for (size_t i = first; i < f.entries.size(); ++i) {
    const auto& e = f.entries[i];
    int d = signature_distance(e->cf->signature, sig);
    if (d <= best) {
      best = d;
      nearest = e->cf.get();
    }
  }
  if (!nearest && !f.traces.empty()) nearest = f.traces.back().get();
  if (nearest) retrace_reason(nearest->signature, sig, reason, lesson);
}

}  // namespace

std::shared_ptr<ConcreteFunction> concrete_for(Interpreter& in, FunctionObj& f, BoundArgs& call,
                                               bool for_call, bool* nonfirst_created) {
  // With an input_signature the specs, not the values, make the key and the
  // placeholders: one trace, of the signature's (maybe None) shapes.
  BoundArgs specs;
  if (f.has_input_signature) {
    specs = call;
    for (size_t i = 0; i < specs.values.size() && i < f.input_signature.size(); ++i)
      specs.values[i] = f.input_signature[i];
  }
  BoundArgs& args = f.has_input_signature ? specs : call;
  CacheKey key;
  InputTensors tensors;
  for (const Value& v : args.values) {
    if (!append_cache_key(in, v, key, tensors))
      throw_type_error(
          "A tf.function was called with a graph tensor from another function: "
          "pass tensors, not symbolic tensors of a trace");
  }
  if (FunctionObj::Entry* e = find_entry(f, key)) return e->cf;
  Signature sig = describe_arguments(in, args);
  // A trace with relaxed (None) dimensions, or one made from TensorSpecs,
  // serves every compatible call.
  for (const auto& cfp : f.general) {
    const Signature& s = cfp->signature;
    if (s.size() != sig.size()) continue;
    bool ok = true;
    for (size_t i = 0; i < s.size() && ok; ++i) ok = s[i].node.accepts(sig[i].node);
    if (ok) {
      std::shared_ptr<ConcreteFunction> cf = cfp;
      insert_entry(f, key, cf);
      return cf;
    }
  }
  std::string reason, lesson;
  explain(f, sig, &reason, &lesson);
  if (f.last_trace_failed && f.failed_signature.size() == sig.size() &&
      signature_distance(f.failed_signature, sig) == 0) {
    // The same arguments as a trace that raised: not a new signature.
    reason = "tracing again: the last trace of this signature raised an error";
    lesson.clear();
  } else if (f.traces.empty()) {
    note_new_wrapper(in, f, &reason, &lesson);
  }
  if (f.relax && lesson.rfind(kNewShapeLesson, 0) == 0)
    lesson =
        "a new input shape retraces once; reduce_retracing traces a shape-relaxed graph "
        "that the later shapes reuse";
  Signature traced = sig;
  if (f.relax) {
    for (const auto& e : f.entries) {
      Signature relaxed;
      if (relax_signature(e->cf->signature, sig, &relaxed)) {
        traced = std::move(relaxed);
        reason += " \u2014 reduce_retracing: tracing a shape-relaxed graph";
        break;
      }
    }
  }
  if (!f.first_call_started) {
    // The first trace may create variables; if it does, TF traces again with
    // creation forbidden and runs that second graph from then on.
    f.first_call_started = true;
    std::shared_ptr<ConcreteFunction> cf = trace_concrete(
        in, f, args, traced, VariablePolicy::Allow, reason, lesson, for_call ? &call : nullptr);
    if (!cf->created_variables) {
      insert_entry(f, key, cf);
      return cf;
    }
    start_variable_free_cache(f);
    cf = trace_concrete(in, f, args, traced, VariablePolicy::ForbidSecond, kSecondTraceReason,
                        kVariablesLesson);
    insert_entry(f, key, cf);
    return cf;
  }
  if (f.created_variables) {
    std::shared_ptr<ConcreteFunction> cf =
        trace_concrete(in, f, args, traced, VariablePolicy::ForbidSecond, reason, lesson);
    insert_entry(f, key, cf);
    return cf;
  }
  // TF's first internal function retraces with creation still possible; the
  // call then fails after running (see call_function_object).
  std::shared_ptr<ConcreteFunction> cf =
      trace_concrete(in, f, args, traced, VariablePolicy::ForbidNonFirst, reason, lesson);
  insert_entry(f, key, cf);
  if (cf->created_variables) {
    if (nonfirst_created) *nonfirst_created = true;
    start_variable_free_cache(f);
  }
  return cf;
}

// ---- the call ---------------------------------------------------------------------------------

namespace {

[[gnu::noinline]] Value slow_call(Interpreter& in, FunctionObj& f, CallArgs& a, size_t first) {
  check_call_binding(in, f, a, first);
  BoundArgs args = bind_arguments(in, f, a, first);
  if (f.has_input_signature) apply_input_signature(in, f, args);
  size_t before = f.traces.size();
  bool nonfirst_created = false;
  std::shared_ptr<ConcreteFunction> cf = concrete_for(in, f, args, true, &nonfirst_created);
  if (f.traces.size() > before && modern_tf(in)) {
    f.detector.called_with_tracing(in, [&] { return in.repr(f.python_function); });
  } else {
    f.detector.called_without_tracing();
  }
  InputTensors inputs;
  collect_inputs(in, args, inputs);
  std::vector<Value> leaves;
  if (tapes_recording())
    for (const Value& v : args.values) collect_leaves(in, v, &leaves);
  Value result = cf->run(in, Span<Tensor>(inputs.data(), inputs.size()),
                         tapes_recording() ? &leaves : nullptr);
  if (nonfirst_created)
    throw_value_error(
        "Creating variables on a non-first call to a function decorated with "
        "tf.function.");
  return result;
}

}  // namespace

Value call_function_object(Interpreter& in, FunctionObj& f, CallArgs& a, size_t first) {
  if (f.state->run_eagerly || is_tracing(in)) {
    // Eagerly (tf.config.run_functions_eagerly), or inside another trace,
    // where the body is traced inline into the caller's graph.
    if (!f.state->run_eagerly) check_call_binding(in, f, a, first);
    BoundArgs args = bind_arguments(in, f, a, first);
    return call_body(in, f, args);
  }
  Function* fn = plain_function(f);
  size_t n = a.pos.size() - first;
  // The fast path: positional arguments that map one to one onto plain
  // parameters, no input_signature. Key, look up, run: no binding, no
  // interpreter.
  if (fn && fn->simple_params && a.kw.empty() && !f.has_input_signature &&
      n + (f.bound_self.is_none() ? 0 : 1) == fn->def->params.size() && f.first_call_started) {
    CacheKey& key = f.scratch_key;
    InputTensors& inputs = f.scratch_inputs;
    key.clear();
    inputs.clear();
    bool ok = true;
    for (size_t i = first; i < a.pos.size() && ok; ++i)
      ok = append_cache_key(in, a.pos[i], key, inputs);
    if (ok) {
      auto range = f.index.equal_range(key.hash());
      for (auto it = range.first; it != range.second; ++it) {
        if (it->second->key == key) {
          f.detector.called_without_tracing();
          ConcreteFunction& cf = *it->second->cf;
          if (tapes_recording()) {
            std::vector<Value> leaves;
            for (size_t i = first; i < a.pos.size(); ++i) collect_leaves(in, a.pos[i], &leaves);
            return cf.run(in, Span<Tensor>(inputs.data(), inputs.size()), &leaves);
          }
          Value r = cf.run(in, Span<Tensor>(inputs.data(), inputs.size()));
          return r;
        }
      }
    }
  }
  return slow_call(in, f, a, first);
}

}  // namespace minitf
