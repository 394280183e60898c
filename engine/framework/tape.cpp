#include "framework/tape.h"

#include <unordered_map>

#include "framework/convert.h"
#include "framework/gradients.h"
#include "framework/gradients_impl.h"
#include "framework/operators.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"

namespace minitf {

namespace {

// The recording tapes of this thread, innermost last (TF's tape set).
thread_local std::vector<std::shared_ptr<Tape>> g_tapes;

// The key of a dispatched op input: its Python source's key (a variable's
// resource, a tensor object), invalid for a value converted on the way.
TapeKey source_key(const Object* src) {
  if (!src) return {};
  if (is_variable_type(src->type)) return {static_cast<const VariableObj*>(src)->slot.get(), -1};
  if (src->type == eager_tensor_type()) return {src, 0};
  if (src->type == tf_tensor_type()) {
    const Output& o = static_cast<const SymbolicTensor*>(src)->out;
    return {o.node, o.index};
  }
  return {};
}

// The variables g and its branch and loop graphs read, once each.
void graph_variables(const Graph& g, std::vector<VariableHandle>* out) {
  for (const auto& n : g.nodes()) {
    if (n->kind == NodeKind::ResourcePlaceholder) {
      bool seen = false;
      for (const auto& v : *out) seen = seen || v == n->resource;
      if (!seen) out->push_back(n->resource);
    }
    for (const auto& sub : n->subgraphs) graph_variables(*sub, out);
  }
}

// Enters "gradient_tape/<forward scope>/" in the graph being traced (none eagerly).
class GradientScope {
 public:
  GradientScope(Interpreter& in, const std::string& forward_scope) {
    TraceContext* t = active_trace(in);
    if (!t) return;
    graph_ = &t->graph();
    graph_->push_name_scope(forward_scope.empty() ? std::string("gradient_tape/")
                                                  : "gradient_tape/" + forward_scope + "/");
  }
  ~GradientScope() {
    if (graph_) graph_->pop_name_scope();
  }
  GradientScope(const GradientScope&) = delete;
  GradientScope& operator=(const GradientScope&) = delete;

 private:
  Graph* graph_ = nullptr;
};

// Calls a tf.custom_gradient's grad_fn with the outputs' gradients (zeros
// where missing) and accumulates what it returns: one gradient per input.
template <class Accumulate>
void accumulate_custom(Interpreter& in, const TapeEntry& e, std::vector<Value> out_grads,
                       Accumulate& accumulate) {
  for (size_t i = 0; i < out_grads.size(); ++i)
    if (out_grads[i].is_none()) out_grads[i] = grad::op(in, OpId::ZerosLike, {e.outputs[i]});
  Value r = in.call(e.custom, out_grads);
  std::vector<Value> grads;
  if (is_type_exact(r, types().list)) {
    grads = r.as<List>()->items;
  } else if (is_type_exact(r, types().tuple)) {
    grads = r.as<Tuple>()->items;
  } else {
    grads.push_back(r);
  }
  if (grads.size() != e.inputs.size())
    throw_value_error("custom_gradient function expected to return " +
                      std::to_string(e.inputs.size()) + " gradients, but returned " +
                      std::to_string(grads.size()) + " instead.");
  for (size_t i = 0; i < grads.size(); ++i) {
    if (grads[i].is_none() || !e.input_keys[i].valid()) continue;
    if (!is_tf_tensor(grads[i])) grads[i] = make_eager_tensor(convert_to_tensor(in, grads[i]));
    accumulate(e.input_keys[i], grads[i]);
  }
}

}  // namespace

TapeKey tape_key(const Value& v) {
  if (!v.is_obj()) return {};
  return source_key(v.as_obj());
}

bool dtype_is_trainable(DType d) {
  return d == DType::Float16 || d == DType::Float32 || d == DType::Float64 ||
         d == DType::Complex64 || d == DType::Complex128;
}

void Tape::watch(const Value& v) {
  TapeKey k = tape_key(v);
  MINITF_ASSERT(k.valid(), "watching what is neither a tensor nor a variable");
  if (!tensors_.insert(k).second) return;
  if (is_variable(v)) variables_.push_back(v);
}

void Tape::record(Interpreter& in, const OpDef& op, const OpInputs& inputs, const Attrs& attrs,
                  const std::vector<Value>& outputs, const char* name,
                  std::vector<Value>* snapshots) {
  const size_t n = inputs.size();
  bool any = false;
  for (size_t i = 0; i < n; ++i) {
    const Object* src = inputs.sources[i];
    TapeKey k = source_key(src);
    if (!k.valid() || !dtype_is_trainable(inputs.values[i].dtype())) continue;
    if (is_variable_type(src->type) && watch_accessed_variables_ &&
        static_cast<const VariableObj*>(src)->slot->trainable)
      watch(Value::object(const_cast<Object*>(src)));
    if (watching(k)) any = true;
  }
  if (!any || outputs.empty()) return;
  TraceContext* trace = active_trace(in);
  Node* node = trace ? symbolic_output(outputs[0]).node : nullptr;
  if (snapshots->empty()) snapshots->resize(n);
  TapeEntry e;
  e.op = &op;
  e.attrs = attrs;
  e.input_keys.resize(n);
  e.inputs.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const Object* src = inputs.sources[i];
    if (src && is_variable_type(src->type)) {
      // The value this op read, as a tensor of its own, and the read as an entry.
      Value& snap = (*snapshots)[i];
      if (snap.is_none())
        snap =
            trace ? make_symbolic_tensor(in, node->inputs[i]) : make_eager_tensor(inputs.values[i]);
      TapeEntry read;
      read.input_keys.push_back(source_key(src));
      read.inputs.push_back(Value::object(const_cast<Object*>(src)));
      read.output_keys.push_back(tape_key(snap));
      read.outputs.push_back(snap);
      if (watching(read.input_keys[0])) tensors_.insert(read.output_keys[0]);
      entries_.push_back(std::move(read));
      e.input_keys[i] = tape_key(snap);
      e.inputs[i] = snap;
    } else if (src && (src->type == eager_tensor_type() || src->type == tf_tensor_type())) {
      e.input_keys[i] = source_key(src);
      e.inputs[i] = Value::object(const_cast<Object*>(src));
    } else {
      e.inputs[i] =
          trace ? make_symbolic_tensor(in, node->inputs[i]) : make_eager_tensor(inputs.values[i]);
    }
  }
  for (const Value& o : outputs) {
    TapeKey k = tape_key(o);
    e.output_keys.push_back(k);
    e.outputs.push_back(o);
    if (dtype_is_trainable(tensor_of(o).dtype())) tensors_.insert(k);
  }
  if (trace) {
    // Under a wrapper's name scope the op is named after the scope ("mul_1").
    size_t len = name ? std::char_traits<char>::length(name) : 0;
    e.scope = len && name[len - 1] == '/' ? node->name : trace->graph().name_scope();
  }
  entries_.push_back(std::move(e));
}

bool Tape::watch_call_inputs(const std::vector<Value>& inputs) {
  bool any = false;
  for (const Value& v : inputs) {
    TapeKey k = tape_key(v);
    if (!k.valid() || !dtype_is_trainable(tensor_operand(v)->dtype())) continue;
    if (is_variable(v) && watch_accessed_variables_ && v.as<VariableObj>()->slot->trainable)
      watch(v);
    if (watching(k)) any = true;
  }
  return any;
}

void Tape::keep_call_entry(TapeEntry e, const std::vector<Value>& inputs,
                           const std::vector<Value>& outputs) {
  for (const Value& v : inputs) {
    e.input_keys.push_back(tape_key(v));
    e.inputs.push_back(v);
  }
  for (const Value& o : outputs) {
    e.output_keys.push_back(tape_key(o));
    e.outputs.push_back(o);
    if (!o.is_none() && dtype_is_trainable(tensor_of(o).dtype())) tensors_.insert(tape_key(o));
  }
  entries_.push_back(std::move(e));
}

void Tape::record_custom(const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                         const Value& grad_fn) {
  // The forward ran unrecorded: the variables it was given are accessed here.
  if (!watch_call_inputs(inputs)) return;
  TapeEntry e;
  e.custom = grad_fn;
  keep_call_entry(std::move(e), inputs, outputs);
}

namespace {

// The tape key of a graph input: a captured variable's resource is the variable.
TapeKey output_key(const Output& o) {
  if (o.node->is_resource()) return {o.node->resource.get(), -1};
  return {o.node, o.index};
}

}  // namespace

void Tape::record_control_flow(const Node& node, const std::vector<Output>& outputs,
                               std::shared_ptr<Graph> keep) {
  bool any = false;
  std::vector<TapeKey> keys;
  for (const Output& o : node.inputs) {
    keys.push_back(output_key(o));
    if (watching(keys.back())) any = true;
  }
  // The variables the branches or the body read are accessed here (their
  // reads are nodes of the sub-graphs, which no tape saw being built), so
  // a cond reading only variables is recorded, and a variable read only by
  // the branch not taken gets zeros from the gradient, as in TF.
  std::vector<VariableHandle> vars;
  for (const auto& sub : node.subgraphs) graph_variables(*sub, &vars);
  for (const VariableHandle& v : vars) {
    TapeKey k{v.get(), -1};
    if (watch_accessed_variables_ && v->trainable && dtype_is_trainable(v->dtype) && !watching(k))
      watch(Value::object(new VariableObj(variable_type(), v, v->name)));
    if (watching(k)) any = true;
  }
  if (!any) return;
  TapeEntry e;
  e.cond = &node;
  e.keep = std::move(keep);
  e.input_keys = keys;
  e.inputs.resize(keys.size());
  for (const Output& o : outputs) {
    e.output_keys.push_back(output_key(o));
    e.outputs.push_back(Value());
    tensors_.insert(e.output_keys.back());
  }
  entries_.push_back(std::move(e));
}

void Tape::record_function_call(const std::vector<Value>& outputs) {
  TapeEntry e;
  e.no_gradient = "StatefulPartitionedCall";
  for (const Value& o : outputs) {
    e.output_keys.push_back(tape_key(o));
    e.outputs.push_back(o);
    tensors_.insert(e.output_keys.back());
  }
  entries_.push_back(std::move(e));
}

void Tape::record_differentiable_call(std::shared_ptr<const FunctionCallRecord> call,
                                      const std::vector<Value>& inputs,
                                      const std::vector<Value>& outputs) {
  if (!watch_call_inputs(inputs)) return;
  TapeEntry e;
  e.function_call = std::move(call);
  keep_call_entry(std::move(e), inputs, outputs);
}

// ---- the tapes of the thread -------------------------------------------------------

void push_tape(std::shared_ptr<Tape> tape) { g_tapes.push_back(std::move(tape)); }

void pop_tape(const Tape* tape) {
  for (size_t i = g_tapes.size(); i-- > 0;) {
    if (g_tapes[i].get() == tape) {
      g_tapes.erase(g_tapes.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
  }
}

bool tapes_recording() { return !g_tapes.empty(); }

void record_on_tapes(Interpreter& in, const OpDef& op, const OpInputs& inputs, const Attrs& attrs,
                     const std::vector<Value>& outputs, const char* name) {
  // A copy: a gradient function run by a tape never pushes or pops one, but
  // recording must not depend on that.
  std::vector<std::shared_ptr<Tape>> tapes = g_tapes;
  std::vector<Value> snapshots;
  for (const auto& t : tapes) t->record(in, op, inputs, attrs, outputs, name, &snapshots);
}

PauseTapes::PauseTapes() { saved_.swap(g_tapes); }

PauseTapes::~PauseTapes() {
  // Tapes pushed meanwhile (and not popped) stay innermost.
  saved_.insert(saved_.end(), g_tapes.begin(), g_tapes.end());
  g_tapes.swap(saved_);
}

void record_custom_on_tapes(const std::vector<Value>& inputs, const std::vector<Value>& outputs,
                            const Value& grad_fn) {
  std::vector<std::shared_ptr<Tape>> tapes = g_tapes;
  for (const auto& t : tapes) t->record_custom(inputs, outputs, grad_fn);
}

void record_control_flow_on_tapes(Interpreter& in, const std::vector<Output>& outputs) {
  if (g_tapes.empty() || outputs.empty()) return;
  // The results pass through Identity nodes ("cond/Identity") after the If/While node.
  const Node* node = outputs[0].node;
  if (node->kind != NodeKind::If && node->kind != NodeKind::While && !node->inputs.empty())
    node = node->inputs[0].node;
  MINITF_ASSERT(node->kind == NodeKind::If || node->kind == NodeKind::While,
                "control-flow outputs that do not come from an If or While node");
  std::vector<std::shared_ptr<Tape>> tapes = g_tapes;
  TraceContext* trace = active_trace(in);
  std::shared_ptr<Graph> keep = trace ? trace->root_owner() : nullptr;
  for (const auto& t : tapes) t->record_control_flow(*node, outputs, keep);
}

namespace {

void eager_leaves(const Value& v, std::vector<Value>* out) {
  if (is_type_exact(v, types().list)) {
    for (const Value& x : v.as<List>()->items) eager_leaves(x, out);
  } else if (is_type_exact(v, types().tuple)) {
    for (const Value& x : v.as<Tuple>()->items) eager_leaves(x, out);
  } else if (is_type_exact(v, types().dict)) {
    v.as<Dict>()->table.for_each([&](const Value&, const Value& x) { eager_leaves(x, out); });
  } else if (is_eager_tensor(v) && dtype_is_trainable(tensor_of(v).dtype())) {
    out->push_back(v);
  }
}

}  // namespace

void record_function_call_on_tapes(Interpreter&, const Value& result,
                                   std::shared_ptr<const FunctionCallRecord> call,
                                   const std::vector<Value>* leaves,
                                   const std::vector<Value>& outputs) {
  if (g_tapes.empty()) return;
  std::vector<std::shared_ptr<Tape>> tapes = g_tapes;
  bool complete = call && leaves && leaves->size() == call->graph->inputs().size();
  for (const Value& o : outputs) complete = complete && !o.is_none();
  if (complete) {
    std::vector<Value> inputs = *leaves;
    // The variables the graph reads, as objects sharing their resources.
    std::vector<VariableHandle> vars;
    graph_variables(*call->graph, &vars);
    for (const VariableHandle& v : vars)
      inputs.push_back(Value::object(new VariableObj(variable_type(), v, v->name)));
    for (const auto& t : tapes) t->record_differentiable_call(call, inputs, outputs);
    return;
  }
  std::vector<Value> flat;
  eager_leaves(result, &flat);
  if (flat.empty()) return;
  for (const auto& t : tapes) t->record_function_call(flat);
}

// ---- backprop ----------------------------------------------------------------------

std::vector<Value> tape_gradient(Interpreter& in, const Tape& tape,
                                 const std::vector<Value>& targets,
                                 const std::vector<Value>& sources,
                                 const std::vector<Value>& output_gradients,
                                 bool unconnected_zero) {
  GradSums<TapeKey, TapeKeyHash> grads;
  auto accumulate = [&](const TapeKey& k, const Value& g) { grads.add(k, g); };
  for (size_t i = 0; i < targets.size(); ++i) {
    TapeKey k = tape_key(targets[i]);
    if (!k.valid()) continue;
    const Value& og = i < output_gradients.size() ? output_gradients[i] : Value();
    accumulate(k, og.is_none() ? grad::op(in, OpId::OnesLike, {targets[i]}) : og);
  }
  const std::deque<TapeEntry>& entries = tape.entries();
  // Entries recorded from here on are this gradient's own ops: not walked.
  for (size_t j = entries.size(); j-- > 0;) {
    const TapeEntry& e = entries[j];
    std::vector<Value> out_grads(e.outputs.size());
    bool any = false;
    for (size_t i = 0; i < e.outputs.size(); ++i) {
      out_grads[i] = grads.get(in, e.output_keys[i]);
      any = any || !out_grads[i].is_none();
    }
    if (!any) continue;
    if (e.no_gradient)
      throw_exc(types().LookupError,
                std::string("gradient registry has no entry for: ") + e.no_gradient);
    if (!e.custom.is_none()) {
      accumulate_custom(in, e, out_grads, accumulate);
      continue;
    }
    if (e.function_call) {
      std::vector<Value> g = function_call_gradient(in, *e.function_call, e.inputs, out_grads);
      for (size_t i = 0; i < g.size(); ++i)
        if (!g[i].is_none() && e.input_keys[i].valid()) accumulate(e.input_keys[i], g[i]);
      continue;
    }
    if (e.cond) {
      GradientScope scope(in, e.scope);
      auto in_grads = e.cond->kind == NodeKind::If ? cond_gradient(in, *e.cond, out_grads)
                                                   : while_gradient(in, *e.cond, out_grads);
      for (const auto& kv : in_grads)
        accumulate(TapeKey{kv.first.first, kv.first.second}, kv.second);
      continue;
    }
    if (!e.op) {  // a variable read
      accumulate(e.input_keys[0], out_grads[0]);
      continue;
    }
    const GradEntry& ge = gradient_entry(e.op->id);
    if (ge.kind == GradKind::NotDifferentiable) continue;
    if (ge.kind == GradKind::Missing)
      throw_exc(types().LookupError,
                std::string("gradient registry has no entry for: ") + e.op->name);
    GradientScope scope(in, e.scope);
    for (size_t i = 0; i < out_grads.size(); ++i)
      if (out_grads[i].is_none()) out_grads[i] = grad::op(in, OpId::ZerosLike, {e.outputs[i]});
    std::vector<bool> needed(e.inputs.size());
    for (size_t i = 0; i < needed.size(); ++i)
      needed[i] = e.input_keys[i].valid() && tape.watching(e.input_keys[i]);
    std::vector<Value> in_grads =
        ge.fn(in, GradOp{*e.op, e.attrs, e.inputs, e.outputs, &needed}, out_grads);
    MINITF_ASSERT(in_grads.size() == e.inputs.size(), "a gradient function's result count");
    for (size_t i = 0; i < in_grads.size(); ++i) {
      if (in_grads[i].is_none() || !e.input_keys[i].valid()) continue;
      if (!dtype_is_trainable(grad::dtype_of(e.inputs[i]))) continue;
      accumulate(e.input_keys[i], in_grads[i]);
    }
  }
  std::vector<Value> result;
  result.reserve(sources.size());
  for (const Value& s : sources) {
    Value g = grads.get(in, tape_key(s));
    if (g.is_none() && unconnected_zero) g = grad::op(in, OpId::ZerosLike, {s});
    result.push_back(g);
  }
  return result;
}

}  // namespace minitf
