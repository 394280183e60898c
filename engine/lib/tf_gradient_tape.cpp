// tf.GradientTape, tf.UnconnectedGradients and tf.stop_gradient: the Python
// face of the tape (framework/tape.h), as TF's eager/backprop.py defines it.
#include <algorithm>

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/gradients.h"
#include "framework/mode.h"
#include "framework/operators.h"
#include "framework/tape.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"
#include "framework/variable_object.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using I = Interpreter;
using A = CallArgs;

struct GradientTapeObj : Object {
  std::shared_ptr<Tape> tape;  // null once a non-persistent tape has given its gradients
  bool persistent = false;
  bool watch_accessed_variables = true;
  bool recording = false;
  std::vector<Value> watched_after_use;  // watched_variables() once the tape is gone
  explicit GradientTapeObj(TypeObject* t) : Object(t) {}
};

struct StopRecordingObj : Object {
  Value tape;
  explicit StopRecordingObj(TypeObject* t) : Object(t) {}
};

TypeObject* gradient_tape_type();
TypeObject* stop_recording_type();
TypeObject* unconnected_type();

GradientTapeObj& self_tape(A& a) { return *a.pos[0].as<GradientTapeObj>(); }

// ---- nested structures (TF's nest) --------------------------------------------

// Lists and tuples in order, dicts by sorted key (as nest does), anything
// else a leaf.
void flatten(I& in, const Value& v, std::vector<Value>* out) {
  if (is_type_exact(v, types().list)) {
    for (const Value& x : v.as<List>()->items) flatten(in, x, out);
  } else if (is_type_exact(v, types().tuple)) {
    for (const Value& x : v.as<Tuple>()->items) flatten(in, x, out);
  } else if (is_type_exact(v, types().dict)) {
    std::vector<std::pair<Value, Value>> items;
    v.as<Dict>()->table.for_each([&](const Value& k, const Value& x) { items.push_back({k, x}); });
    std::stable_sort(items.begin(), items.end(), [&](const auto& a, const auto& b) {
      return in.truthy(in.compare(CmpOpKind::Lt, a.first, b.first));
    });
    for (const auto& kv : items) flatten(in, kv.second, out);
  } else {
    out->push_back(v);
  }
}

// The leaves `flat` (from *pos on) in the structure of `s`.
Value pack_as(I& in, const Value& s, const std::vector<Value>& flat, size_t* pos) {
  if (is_type_exact(s, types().list) || is_type_exact(s, types().tuple)) {
    bool list = is_type_exact(s, types().list);
    const std::vector<Value>& items = list ? s.as<List>()->items : s.as<Tuple>()->items;
    std::vector<Value> out;
    for (const Value& x : items) out.push_back(pack_as(in, x, flat, pos));
    return list ? list_value(std::move(out)) : tuple_value(std::move(out));
  }
  if (is_type_exact(s, types().dict)) {
    std::vector<Value> keys;
    s.as<Dict>()->table.for_each([&](const Value& k, const Value&) { keys.push_back(k); });
    std::vector<Value> sorted = keys;
    std::stable_sort(sorted.begin(), sorted.end(), [&](const Value& a, const Value& b) {
      return in.truthy(in.compare(CmpOpKind::Lt, a, b));
    });
    Ref<Dict> d = make_dict();
    for (const Value& k : sorted) {
      Value x = pack_as(in, *s.as<Dict>()->table.find(in, k, in.hash(k)), flat, pos);
      d->table.set(in, k, in.hash(k), x);
    }
    // Back in the dict's own order.
    Ref<Dict> r = make_dict();
    for (const Value& k : keys) r->table.set(in, k, in.hash(k), *d->table.find(in, k, in.hash(k)));
    return r.value();
  }
  return flat[(*pos)++];
}

bool is_tensor_like(const Value& v) { return is_tf_tensor(v) || is_variable(v); }

DType dtype_of(const Value& v) { return tensor_operand(v)->dtype(); }

std::string dtype_repr(I& in, DType d) { return in.repr(tf_dtype_value(d)); }

void warn(I& in, const std::string& text) { in.write_stderr("WARNING:tensorflow:" + text + "\n"); }

// TF's logging.log_first_n: a warning shown at most `n` times per process.
void warn_first_n(I& in, int* count, int n, const std::string& text) {
  if (*count >= n) return;
  ++*count;
  warn(in, text);
}
// How often TF shows the watch() dtype warning and the persistent-tape one.
constexpr int kWatchDtypeWarnings = 5;
constexpr int kPersistentInsideWarnings = 1;
int g_watch_dtype_warned = 0;
int g_persistent_inside_warned = 0;

// ---- recording ------------------------------------------------------------------

void push(GradientTapeObj& t) {
  if (t.recording)
    throw_value_error(
        "Tape is still recording, This can happen if you try to re-enter an already-active "
        "tape.");
  if (!t.tape) t.tape = std::make_shared<Tape>(t.persistent, t.watch_accessed_variables);
  push_tape(t.tape);
  t.recording = true;
}

void pop(GradientTapeObj& t) {
  if (!t.recording) throw_value_error("Tape is not recording.");
  pop_tape(t.tape.get());
  t.recording = false;
}

Value tape_new(I& in, A& a) {
  ArgParser p("GradientTape", a, {"persistent", "watch_accessed_variables"}, 0);
  Ref<GradientTapeObj> t(new GradientTapeObj(gradient_tape_type()));
  t->persistent = p.has(0) && in.truthy(*p.get(0));
  t->watch_accessed_variables = !p.has(1) || in.truthy(*p.get(1));
  return t.value();
}

Value tape_enter(I&, A& a) {
  check_method_args(a, 0, 0, "GradientTape.__enter__");
  push(self_tape(a));
  return a.pos[0];
}

Value tape_exit(I&, A& a) {
  GradientTapeObj& t = self_tape(a);
  if (t.recording) pop(t);
  return Value::boolean(false);
}

Value tape_watch(I& in, A& a) {
  ArgParser p("watch", a, {"tensor"}, 1, true);
  GradientTapeObj& t = self_tape(a);
  std::vector<Value> flat;
  flatten(in, *p.get(0), &flat);
  for (const Value& v : flat) {
    if (!is_tensor_like(v))
      throw_value_error("Passed in object of type " + in.repr(Value::object(in.type_of(v))) +
                        ", not tf.Tensor");
    if (!dtype_is_trainable(dtype_of(v)))
      warn_first_n(in, &g_watch_dtype_warned, kWatchDtypeWarnings,
                   "The dtype of the watched tensor must be floating (e.g. tf.float32), got " +
                       dtype_repr(in, dtype_of(v)));
    if (!t.tape) t.tape = std::make_shared<Tape>(t.persistent, t.watch_accessed_variables);
    t.tape->watch(v);
  }
  return Value();
}

Value tape_stop_recording(I&, A& a) {
  check_method_args(a, 0, 0, "GradientTape.stop_recording");
  if (!self_tape(a).tape)
    throw_runtime_error("Trying to stop recording a tape which is not recording.");
  Ref<StopRecordingObj> s(new StopRecordingObj(stop_recording_type()));
  s->tape = a.pos[0];
  return s.value();
}

Value stop_enter(I&, A& a) {
  pop(*a.pos[0].as<StopRecordingObj>()->tape.as<GradientTapeObj>());
  return Value();
}

Value stop_exit(I&, A& a) {
  push(*a.pos[0].as<StopRecordingObj>()->tape.as<GradientTapeObj>());
  return Value::boolean(false);
}

Value tape_reset(I&, A& a) {
  check_method_args(a, 0, 0, "GradientTape.reset");
  GradientTapeObj& t = self_tape(a);
  pop(t);
  t.tape = nullptr;
  push(t);
  return Value();
}

Value tape_watched_variables(I&, A& a) {
  check_method_args(a, 0, 0, "GradientTape.watched_variables");
  GradientTapeObj& t = self_tape(a);
  return tuple_value(t.tape ? t.tape->watched_variables() : t.watched_after_use);
}

// ---- gradients --------------------------------------------------------------------

// unconnected_gradients: tf.UnconnectedGradients.NONE / .ZERO or 'none' / 'zero'.
bool unconnected_zero(I& in, const Value* v) {
  if (!v) return false;
  Value s = *v;
  if (v->is_obj() && v->as_obj()->type == unconnected_type()) s = in.getattr(*v, "value");
  if (is_type_exact(s, types().str)) {
    if (s.as<Str>()->s == "zero") return true;
    if (s.as<Str>()->s == "none") return false;
  }
  throw_value_error("Unknown value for unconnected_gradients: " + in.repr(*v));
}

// Checks the tape before a gradient or jacobian, and stops a non-persistent
// one recording (TF warns for a persistent one used inside its block).
void begin_use(I& in, GradientTapeObj& t) {
  if (!t.tape) {
    throw_runtime_error(modern_tf(in)
                            ? "A non-persistent GradientTape can only be used to compute one set "
                              "of gradients (or jacobians)"
                            : "GradientTape.gradient can only be called once on non-persistent "
                              "tapes.");
  }
  if (t.recording) {
    if (!t.persistent) {
      pop(t);
    } else {
      warn_first_n(
          in, &g_persistent_inside_warned, kPersistentInsideWarnings,
          "Calling GradientTape.gradient on a persistent tape inside its context is "
          "significantly less efficient than calling it outside the context (it causes the "
          "gradient ops to be recorded on the tape, leading to increased CPU and memory usage). "
          "Only call GradientTape.gradient inside the context if you actually want to trace "
          "the gradient in order to compute higher order derivatives.");
    }
  }
}

void end_use(GradientTapeObj& t) {
  if (t.persistent) return;
  t.watched_after_use = t.tape->watched_variables();
  t.tape = nullptr;
}

void check_sources(I& in, const std::vector<Value>& sources) {
  for (const Value& s : sources) {
    if (!is_tensor_like(s))
      throw_attribute_error("'" + in.type_of(s)->name + "' object has no attribute '_id'");
    if (!dtype_is_trainable(dtype_of(s)))
      warn(in,
           "The dtype of the source tensor must be floating (e.g. tf.float32) when calling "
           "GradientTape.gradient, got " +
               dtype_repr(in, dtype_of(s)));
  }
}

// The gradients, None for a source that cannot have one.
std::vector<Value> gradients_of(I& in, const Tape& tape, const std::vector<Value>& targets,
                                const std::vector<Value>& sources,
                                const std::vector<Value>& output_gradients, bool zero) {
  std::vector<Value> g = tape_gradient(in, tape, targets, sources, output_gradients, zero);
  for (size_t i = 0; i < sources.size(); ++i)
    if (!dtype_is_trainable(dtype_of(sources[i]))) g[i] = Value();
  return g;
}

Value tape_gradient_method(I& in, A& a) {
  ArgParser p("gradient", a, {"target", "sources", "output_gradients", "unconnected_gradients"}, 2,
              true);
  GradientTapeObj& t = self_tape(a);
  begin_use(in, t);
  bool zero = unconnected_zero(in, p.get(3));
  std::vector<Value> targets, sources, ograds;
  flatten(in, *p.get(0), &targets);
  for (const Value& x : targets) {
    if (!is_tensor_like(x))
      throw_attribute_error("'" + in.type_of(x)->name + "' object has no attribute 'dtype'");
    if (!dtype_is_trainable(dtype_of(x)))
      warn(in,
           "The dtype of the target tensor must be floating (e.g. tf.float32) when calling "
           "GradientTape.gradient, got " +
               dtype_repr(in, dtype_of(x)));
  }
  flatten(in, *p.get(1), &sources);
  check_sources(in, sources);
  if (p.has(2)) {
    flatten(in, *p.get(2), &ograds);
    for (Value& g : ograds)
      if (!g.is_none() && !is_tf_tensor(g)) g = make_eager_tensor(convert_to_tensor(in, g));
  }
  std::shared_ptr<Tape> tape = t.tape;
  std::vector<Value> flat = gradients_of(in, *tape, targets, sources, ograds, zero);
  end_use(t);
  size_t pos = 0;
  return pack_as(in, *p.get(1), flat, &pos);
}

Value int32s(const std::vector<int64_t>& v) {
  std::vector<int32_t> w(v.begin(), v.end());
  return make_eager_tensor(Tensor::from_vector(w));
}

Value call_op(I& in, OpId id, std::initializer_list<Value> xs, const Attrs& attrs = Attrs::none()) {
  OpInputs oi;
  for (const Value& v : xs) add_tensor_input(in, oi, v);
  return dispatch_op(in, id, oi, attrs);
}

// Element i of the vector v (recorded on the tape, as the jacobian's rows need).
Value element(I& in, const Value& v, int64_t i, bool column) {
  if (!column)
    return call_op(in, OpId::StridedSlice, {v, int32s({i}), int32s({i + 1}), int32s({1})},
                   Attrs{{"shrink_axis_mask", int64_t(1)}});
  return call_op(
      in, OpId::StridedSlice, {v, int32s({0, i}), int32s({0, i + 1}), int32s({1, 1})},
      Attrs{
          {"begin_mask", int64_t(1)}, {"end_mask", int64_t(1)}, {"shrink_axis_mask", int64_t(2)}});
}

std::vector<int64_t> static_dims(const Value& v, const char* what) {
  // TF's jacobian and batch_jacobian read `target.shape` first: anything but
  // a tensor or a variable fails there.
  if (!is_variable(v) && !is_tf_tensor(v))
    throw_attribute_error("'" + type_name(v) + "' object has no attribute 'shape'");
  const Shape& s = is_variable(v) ? v.as<VariableObj>()->slot->shape : static_shape(v);
  if (!s.fully_defined())
    throw_not_implemented(std::string("minitf: ") + what + " needs fully known shapes");
  return s.dim_vector();
}

// Stacks the rows (None where all are None) and gives them `shape`.
Value stack_rows(I& in, const std::vector<Value>& rows, const Value& like,
                 const std::vector<int64_t>& shape, bool zero) {
  bool all_none = true;
  for (const Value& r : rows)
    if (!r.is_none()) all_none = false;
  if (all_none && !zero) return Value();
  OpInputs oi;
  for (const Value& r : rows) {
    Value x = r.is_none() ? call_op(in, OpId::ZerosLike, {like}) : r;
    add_tensor_input(in, oi, x);
  }
  if (rows.empty()) return make_eager_tensor(Tensor::zeros(dtype_of(like), Shape(shape)));
  Value packed =
      dispatch_op(in, OpId::Pack, oi, Attrs{{"axis", int64_t(0)}, {"N", int64_t(rows.size())}});
  return call_op(in, OpId::Reshape, {packed, int32s(shape)});
}

Value tape_jacobian(I& in, A& a) {
  ArgParser p("jacobian", a,
              {"target", "sources", "unconnected_gradients", "parallel_iterations",
               "experimental_use_pfor"},
              2, true);
  GradientTapeObj& t = self_tape(a);
  bool zero = unconnected_zero(in, p.get(2));
  Value target = *p.get(0);
  std::vector<Value> sources;
  flatten(in, *p.get(1), &sources);
  check_sources(in, sources);
  std::vector<int64_t> tshape = static_dims(target, "jacobian");
  if (!t.tape) begin_use(in, t);
  // The flattened target and its elements are recorded, so their gradients exist.
  bool was = t.recording;
  if (!was) push(t);
  Value flat = call_op(in, OpId::Reshape, {target, int32s({-1})});
  int64_t n = 1;
  for (int64_t d : tshape) n *= d;
  std::vector<Value> ys;
  for (int64_t i = 0; i < n; ++i) ys.push_back(element(in, flat, i, false));
  if (!was) pop(t);
  begin_use(in, t);
  std::vector<std::vector<Value>> rows(sources.size());
  std::shared_ptr<Tape> tape = t.tape;
  for (int64_t i = 0; i < n; ++i) {
    std::vector<Value> g = gradients_of(in, *tape, {ys[size_t(i)]}, sources, {}, zero);
    for (size_t k = 0; k < sources.size(); ++k) rows[k].push_back(g[k]);
  }
  end_use(t);
  std::vector<Value> out;
  for (size_t k = 0; k < sources.size(); ++k) {
    std::vector<int64_t> shape = tshape;
    for (int64_t d : static_dims(sources[k], "jacobian")) shape.push_back(d);
    out.push_back(stack_rows(in, rows[k], sources[k], shape, zero));
  }
  size_t pos = 0;
  return pack_as(in, *p.get(1), out, &pos);
}

Value tape_batch_jacobian(I& in, A& a) {
  ArgParser p(
      "batch_jacobian", a,
      {"target", "source", "unconnected_gradients", "parallel_iterations", "experimental_use_pfor"},
      2, true);
  GradientTapeObj& t = self_tape(a);
  bool zero = unconnected_zero(in, p.get(2));
  Value target = *p.get(0), source = *p.get(1);
  check_sources(in, {source});
  std::vector<int64_t> tshape = static_dims(target, "batch_jacobian");
  std::vector<int64_t> sshape = static_dims(source, "batch_jacobian");
  if (tshape.empty() || sshape.empty() || tshape[0] != sshape[0])
    throw_value_error("Need first dimension of target shape (" + Shape(tshape).str() +
                      ") and source shape (" + Shape(sshape).str() + ") to match.");
  int64_t b = tshape[0], m = 1;
  for (size_t i = 1; i < tshape.size(); ++i) m *= tshape[i];
  if (!t.tape) begin_use(in, t);
  bool was = t.recording;
  if (!was) push(t);
  Value t2 = call_op(in, OpId::Reshape, {target, int32s({b, -1})});
  std::vector<Value> cols;
  for (int64_t j = 0; j < m; ++j) cols.push_back(element(in, t2, j, true));
  if (!was) pop(t);
  begin_use(in, t);
  std::shared_ptr<Tape> tape = t.tape;
  std::vector<Value> parts;
  bool any = false;
  for (int64_t j = 0; j < m; ++j) {
    Value g = gradients_of(in, *tape, {cols[size_t(j)]}, {source}, {}, zero)[0];
    if (!g.is_none()) any = true;
    parts.push_back(g);
  }
  end_use(t);
  if (!any && !zero) return Value();
  // parts[j]: [b, x...]; stacked on axis 1, then [b, y..., x...].
  // The zeros standing for None parts are kept in `zeros`: OpInputs records
  // each input's Python object without owning it.
  std::vector<Value> zeros;
  zeros.reserve(parts.size());
  OpInputs oi;
  for (const Value& g : parts) {
    if (!g.is_none()) {
      add_tensor_input(in, oi, g);
      continue;
    }
    zeros.push_back(call_op(in, OpId::ZerosLike, {source}));
    add_tensor_input(in, oi, zeros.back());
  }
  Value packed =
      dispatch_op(in, OpId::Pack, oi, Attrs{{"axis", int64_t(1)}, {"N", int64_t(parts.size())}});
  std::vector<int64_t> shape = tshape;
  for (size_t i = 1; i < sshape.size(); ++i) shape.push_back(sshape[i]);
  return call_op(in, OpId::Reshape, {packed, int32s(shape)});
}

TypeObject* gradient_tape_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("GradientTape", types().object, Layout::Native,
                                     "tensorflow.python.eager.backprop");
    t->construct = tape_new;
    static const NativeDef kMethods[] = {
        {"__enter__", tape_enter},
        {"__exit__", tape_exit},
        {"watch", tape_watch, "(tensor)", "Ensures that `tensor` is being traced by this tape."},
        {"stop_recording", tape_stop_recording, "()",
         "Temporarily stops recording operations on this tape."},
        {"reset", tape_reset, "()", "Clears all information stored in this tape."},
        {"watched_variables", tape_watched_variables, "()",
         "Returns variables watched by this tape in order of construction."},
        {"gradient", tape_gradient_method,
         "(target, sources, output_gradients=None, "
         "unconnected_gradients=UnconnectedGradients.NONE)",
         "Computes the gradient using operations recorded in context of this tape."},
        {"jacobian", tape_jacobian,
         "(target, sources, unconnected_gradients=UnconnectedGradients.NONE, "
         "parallel_iterations=None, experimental_use_pfor=True)",
         "Computes the jacobian using operations recorded in context of this tape."},
        {"batch_jacobian", tape_batch_jacobian,
         "(target, source, unconnected_gradients=UnconnectedGradients.NONE, "
         "parallel_iterations=None, experimental_use_pfor=True)",
         "Computes and stacks per-example jacobians."},
    };
    add_methods(t, kMethods);
    return t;
  }();
  return t;
}

TypeObject* stop_recording_type() {
  static TypeObject* t = [] {
    TypeObject* t =
        new_builtin_type("_GeneratorContextManager", types().object, Layout::Native, "contextlib");
    static const NativeDef kMethods[] = {{"__enter__", stop_enter}, {"__exit__", stop_exit}};
    add_methods(t, kMethods);
    return t;
  }();
  return t;
}

// tf.UnconnectedGradients: an Enum with members NONE ('none') and ZERO ('zero').
struct UnconnectedObj : Object {
  explicit UnconnectedObj(TypeObject* t) : Object(t) {}
  const char* name = "";
  const char* value = "";
};

TypeObject* unconnected_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("UnconnectedGradients", types().object, Layout::Native,
                                     "tensorflow.python.ops.unconnected_gradients");
    static const NativeDef kProps[] = {
        {"name", [](I&, A& a) { return str_value(a.pos[0].as<UnconnectedObj>()->name); }},
        {"value", [](I&, A& a) { return str_value(a.pos[0].as<UnconnectedObj>()->value); }},
    };
    add_properties(t, kProps);
    add_method(t, "__repr__", [](I&, A& a) {
      const UnconnectedObj& u = *a.pos[0].as<UnconnectedObj>();
      return str_value(std::string("<UnconnectedGradients.") + u.name + ": '" + u.value + "'>");
    });
    add_method(t, "__str__", [](I&, A& a) {
      return str_value(std::string("UnconnectedGradients.") + a.pos[0].as<UnconnectedObj>()->name);
    });
    for (auto [name, value] : {std::pair{"NONE", "none"}, std::pair{"ZERO", "zero"}}) {
      Ref<UnconnectedObj> u(new UnconnectedObj(t));
      u->name = name;
      u->value = value;
      add_constant(t, name, u.value());
    }
    return t;
  }();
  return t;
}

Value stop_gradient(I& in, A& a) {
  ArgParser p("stop_gradient", a, {"input", "name"}, 1);
  OpInputs inputs;
  add_tensor_input(in, inputs, *p.get(0));
  return dispatch_op(in, OpId::StopGradient, inputs);
}

// tf.custom_gradient(f): f(*args) returns (y, grad_fn). The forward runs
// unrecorded; y's tensors are recorded as one op of the positional tensor
// arguments, whose gradient is grad_fn(*upstream gradients).
Value custom_gradient_call(I& in, const Value& f, A& a) {
  Value r, grad_fn;
  std::vector<Value> flat_out;
  Value y;
  {
    PauseTapes pause;
    r = in.call(f, a);
    if (!is_type_exact(r, types().tuple) || r.as<Tuple>()->items.size() != 2)
      throw_type_error(
          "A function decorated with tf.custom_gradient must return a tuple (y, grad_fn)");
    y = r.as<Tuple>()->items[0];
    grad_fn = r.as<Tuple>()->items[1];
    // Fresh tensors for the outputs, so the tape tells them from f's inner ones.
    std::vector<Value> flat;
    flatten(in, y, &flat);
    for (const Value& v : flat) flat_out.push_back(call_op(in, OpId::Identity, {v}));
  }
  std::vector<Value> inputs;
  for (const Value& v : a.pos)
    if (is_tensor_like(v)) inputs.push_back(v);
  record_custom_on_tapes(inputs, flat_out, grad_fn);
  size_t pos = 0;
  return pack_as(in, y, flat_out, &pos);
}

Value custom_gradient(I&, A& a) {
  ArgParser p("custom_gradient", a, {"f"}, 1);
  Value f = *p.get(0);
  return builtin_value(
      "decorated", [f](I& in, A& a) { return custom_gradient_call(in, f, a); }, "(*args)",
      "A function with a custom gradient.");
}

// tf.gradients: graph mode only (a TF1 graph or a tf.function being traced).
Value tf_gradients(I& in, A& a) {
  ArgParser p("gradients", a,
              {"ys", "xs", "grad_ys", "name", "gate_gradients", "aggregation_method",
               "stop_gradients", "unconnected_gradients"},
              2);
  if (!is_tracing(in))
    throw_runtime_error(
        "tf.gradients is not supported when eager execution is enabled. Use tf.GradientTape "
        "instead.");
  if (p.has(6)) throw_not_implemented("minitf: tf.gradients' stop_gradients is not supported");
  bool zero = unconnected_zero(in, p.get(7));
  std::vector<Value> ys, xs, grad_ys;
  flatten(in, *p.get(0), &ys);
  flatten(in, *p.get(1), &xs);
  for (Value& y : ys)
    if (!is_tf_tensor(y)) y = make_symbolic_tensor(in, graph_tensor(in, y));
  for (const Value& x : xs)
    if (!is_symbolic_tensor(x) && !is_variable(x))
      throw_type_error("tf.gradients: xs must be tensors of the graph or variables, got " +
                       in.type_of(x)->name);
  if (p.has(2)) {
    flatten(in, *p.get(2), &grad_ys);
    for (Value& g : grad_ys)
      if (!g.is_none() && !is_tf_tensor(g)) g = make_eager_tensor(convert_to_tensor(in, g));
  }
  return list_value(graph_gradients(in, ys, xs, grad_ys, zero));
}

}  // namespace

void install_tf_gradient_tape(Interpreter& in, Module& tf) {
  tf.set(in, "GradientTape", Value::object(gradient_tape_type()));
  tf.set(in, "UnconnectedGradients", Value::object(unconnected_type()));
  add_function(in, tf, "stop_gradient", stop_gradient, "(input, name=None)",
               "Stops gradient computation.");
  add_function(in, tf, "gradients", tf_gradients,
               "(ys, xs, grad_ys=None, name='gradients', gate_gradients=False, "
               "aggregation_method=None, stop_gradients=None, "
               "unconnected_gradients=tf.UnconnectedGradients.NONE)",
               "Constructs symbolic derivatives of sum of ys w.r.t. x in xs.");
  add_function(in, tf, "custom_gradient", custom_gradient, "(f=None)",
               "Decorator to define a function with a custom gradient.");
}

}  // namespace minitf
