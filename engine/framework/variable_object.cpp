// tf.Variable (eager ResourceVariable): creation, reads, assignment, text.
#include "framework/variable_object.h"

#include "builtins/native.h"
#include "framework/convert.h"
#include "framework/dtypes.h"
#include "framework/errors.h"
#include "framework/mode.h"
#include "framework/operators.h"
#include "framework/slicing.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/trace_op.h"
#include "framework/tracing.h"
#include "tensor/format.h"

namespace minitf {

namespace {

VariableObj& self_var(const CallArgs& a) { return *a.pos[0].as<VariableObj>(); }
const Tensor& self_value(const CallArgs& a) { return self_var(a).slot->value; }

// numpy_text(value, is_repr=True) of TF: the numpy repr, on its own line when
// it spans several.
std::string numpy_text_repr(const Tensor& t) {
  std::string text = numpy_repr(t);
  if (text.find('\n') != std::string::npos) text = "\n" + text;
  return text;
}

std::string variable_repr(Interpreter& in, const VariableObj& v) {
  const VariableSlot& s = *v.slot;
  std::string head =
      "<tf.Variable '" + v.name + "' shape=" + s.shape.str() + " dtype=" + dtype_name(s.dtype);
  // In a graph the value is not known: TF's symbolic form has no numpy part.
  if (is_tracing(in)) return head + ">";
  return head + ", numpy=" + numpy_text_repr(s.value) + ">";
}

// The variable's value as a tensor: eager, or a ReadVariableOp while tracing.
Value read_value_of(Interpreter& in, const Value& var) {
  if (is_tracing(in)) return make_symbolic_tensor(in, graph_tensor(in, var));
  return make_eager_tensor(var.as<VariableObj>()->slot->value);
}

// assign / assign_add / assign_sub while tracing: an Assign*VariableOp node,
// ordered after earlier stateful nodes by automatic control dependencies.
Value traced_assign(Interpreter& in, const Value& self, const Value& value, OpId update,
                    bool read) {
  VariableObj& v = *self.as<VariableObj>();
  Graph& g = *current_graph(in);
  Output val = graph_tensor(in, value, v.slot->dtype);
  NodeKind kind = update == OpId::Identity ? NodeKind::AssignVariable
                  : update == OpId::AddV2  ? NodeKind::AssignAddVariable
                                           : NodeKind::AssignSubVariable;
  g.assign_variable(kind, capture_variable_resource(g, v.slot), val);
  return read ? Value::object(new VariableObj(variable_type(), v.slot, "UnreadVariable")) : Value();
}

// The new value of an assignment, converted to the variable's dtype, with TF's
// shape check.
Tensor assigned_value(Interpreter& in, const VariableObj& v, const Value& value) {
  const VariableSlot& s = *v.slot;
  Tensor t = convert_to_tensor(in, value, s.dtype);
  if (!s.shape.compatible_with(t.shape())) {
    if (modern_tf(in))
      throw_value_error("Cannot assign value to variable ' " + v.name +
                        "': Shape mismatch.The variable shape " + s.shape.str() +
                        ", and the assigned value shape " + t.shape().str() + " are incompatible.");
    throw_value_error("Shapes " + s.shape.str() + " and " + t.shape().str() + " are incompatible");
  }
  return t;
}

// What assign*(read_value=True) returns: a variable object that shares the slot
// and reads it lazily (TF's _UnreadVariable).
Value unread_variable(const VariableObj& v) {
  return Value::object(new VariableObj(variable_type(), v.slot, "UnreadVariable"));
}

Value assign_impl(Interpreter& in, CallArgs& a, const char* name, OpId update) {
  ArgParser p(name, a,
              {update == OpId::Identity ? "value" : "delta", "use_locking", "name", "read_value"},
              1, true);
  VariableObj& v = self_var(a);
  if (is_tracing(in))
    return traced_assign(in, a.pos[0], *p.get(0), update, !p.get(3) || in.truthy(*p.get(3)));
  Tensor t;
  if (update == OpId::Identity) {
    t = assigned_value(in, v, *p.get(0));
  } else {
    Tensor delta = convert_to_tensor(in, *p.get(0), v.slot->dtype);
    const Tensor& cur = v.slot->value;
    if (delta.shape() != cur.shape()) {
      const char* op = update == OpId::AddV2 ? "AssignAddVariableOp" : "AssignSubVariableOp";
      throw_exc(tf_errors().InvalidArgument,
                "Cannot update variable with shape " + cur.shape().debug_str() +
                    " using a Tensor with shape " + delta.shape().debug_str() +
                    ", shapes must be equal. [Op:" + op + "]");
    }
    Tensor inputs[2] = {cur, delta};
    t = run_kernel(update, Span<Tensor>(inputs, 2));
  }
  v.slot->value = std::move(t);
  bool read = !p.get(3) || in.truthy(*p.get(3));
  return read ? unread_variable(v) : Value();
}

Value create_variable(Interpreter& in, CallArgs& a) {
  return create_variable_of(in, a, variable_type());
}

}  // namespace

Value create_variable_of(Interpreter& in, CallArgs& a, TypeObject* type) {
  static const char* const kParams[] = {"initial_value",   "trainable",    "validate_shape",
                                        "caching_device",  "name",         "variable_def",
                                        "dtype",           "import_scope", "constraint",
                                        "synchronization", "aggregation",  "shape"};
  ArgParser p("Variable", a,
              {kParams[0], kParams[1], kParams[2], kParams[3], kParams[4], kParams[5], kParams[6],
               kParams[7], kParams[8], kParams[9], kParams[10], kParams[11]},
              0);
  // Distribution and graph-import options mean nothing in minitf.
  for (size_t unsupported : {3, 5, 7, 8, 9, 10})
    if (p.has(unsupported))
      throw_not_implemented(std::string("minitf's tf.Variable has no '") + kParams[unsupported] +
                            "' argument");
  if (!p.has(0)) throw_value_error("initial_value must be specified.");
  Value init = *p.get(0);
  // TF accepts a callable that returns the initial value.
  TypeObject* it = in.type_of(init);
  if (it == types().function || it == types().method || it == types().builtin_function)
    init = in.call(init, std::vector<Value>{});
  std::optional<DType> dtype = optional_dtype_arg(in, p.get(6));
  auto slot = std::make_shared<VariableSlot>();
  // While tracing, TF's creation rules apply and the initial value is lifted
  // out of the graph (computed now).
  slot->value = is_tracing(in) ? traced_variable_initial_value(in, init, dtype)
                               : convert_to_tensor(in, init, dtype);
  slot->dtype = slot->value.dtype();
  slot->shape = slot->value.shape();
  if (p.has(11)) {
    Shape declared = shape_arg(in, *p.get(11));
    if (!declared.compatible_with(slot->shape))
      throw_value_error("The initial value's shape (" + slot->shape.str() +
                        ") is not compatible with the explicitly supplied `shape` argument (" +
                        declared.str() + ").");
    slot->shape = declared;
  }
  if (p.get(2) && !in.truthy(*p.get(2))) slot->shape = Shape::unknown_rank();
  slot->trainable = !p.has(1) || in.truthy(*p.get(1));
  std::string name = "Variable";
  if (p.has(4)) {
    if (!is_type_exact(*p.get(4), types().str)) throw_type_error("name must be a string");
    name = p.get(4)->as<Str>()->s;
  }
  slot->name = name + ":0";
  Value var = Value::object(new VariableObj(type, std::move(slot), name + ":0"));
  if (is_tracing(in)) note_variable_created(in, var);
  return var;
}

namespace {

Value read_tensor(Interpreter& in, const CallArgs& a) { return read_value_of(in, a.pos[0]); }

using A = CallArgs;
using I = Interpreter;

Value variable_numpy(I& in, A& a) {
  ArgParser("numpy", a, {}, 0, true);
  if (is_tracing(in))
    throw_not_implemented("numpy() is only available when eager execution is enabled.");
  return numpy_result(self_value(a));
}

Value variable_getitem(I& in, A& a) {
  check_arity(a, 2, 2, "__getitem__");
  return tf_getitem(in, a.pos[0], self_value(a), a.pos[1]);
}

const NativeDef kVariableMethods[] = {
    {"__repr__", [](I& in, A& a) { return str_value(variable_repr(in, self_var(a))); }},
    {"get_shape", [](I&, A& a) { return make_shape_value(self_var(a).slot->shape); }},
    {"numpy", variable_numpy},
    {"read_value", [](I& in, A& a) { return read_tensor(in, a); }},
    {"value", [](I& in, A& a) { return read_tensor(in, a); }},
    {"assign", [](I& in, A& a) { return assign_impl(in, a, "assign", OpId::Identity); }},
    {"assign_add", [](I& in, A& a) { return assign_impl(in, a, "assign_add", OpId::AddV2); }},
    {"assign_sub", [](I& in, A& a) { return assign_impl(in, a, "assign_sub", OpId::Sub); }},
    {"__getitem__", variable_getitem},
    {"__array__", [](I&, A& a) { return make_ndarray(self_value(a)); }},
};

const NativeDef kVariableProperties[] = {
    {"name", [](I&, A& a) { return str_value(self_var(a).name); }},
    {"dtype", [](I&, A& a) { return tf_dtype_value(self_var(a).slot->dtype); }},
    {"shape", [](I&, A& a) { return make_shape_value(self_var(a).slot->shape); }},
    {"trainable", [](I&, A& a) { return Value::boolean(self_var(a).slot->trainable); }},
    {"device", [](I&, A&) { return str_value("/job:localhost/replica:0/task:0/device:CPU:0"); }},
};

TypeObject* make_variable_type() {
  TypeObject* t = new_builtin_type("ResourceVariable", types().object, Layout::Native,
                                   "tensorflow.python.ops.resource_variable_ops");
  t->construct = create_variable;
  add_methods(t, kVariableMethods);
  add_properties(t, kVariableProperties);
  // bool/int/float/index/format read the value, as TF's _OverloadAllOperators does.
  for (const char* dunder : {"__bool__", "__float__", "__int__", "__index__", "__format__"}) {
    std::string d = dunder;
    add_method(t, dunder, [d](I& in, A& a) {
      CallArgs rest;
      rest.pos.assign(a.pos.begin() + 1, a.pos.end());
      return in.call(in.getattr(read_tensor(in, a), d), rest);
    });
  }
  install_tensor_operators(t);
  return t;
}

// Keras' name of a variable: its tf.Variable's name without the ":0".
std::string keras_name(const VariableObj& v) {
  const std::string& n = v.name;
  return n.size() > 2 && n.compare(n.size() - 2, 2, ":0") == 0 ? n.substr(0, n.size() - 2) : n;
}

// Keras 3.15's repr: the path, shape and dtype, and the value as numpy's str
// when it can be read (not while tracing, where Keras' conversion fails).
const NativeDef kKerasVariableMethods[] = {
    {"__repr__",
     [](I& in, A& a) {
       const VariableObj& v = self_var(a);
       std::string text = "<Variable path=" + v.path + ", shape=" + v.slot->shape.str() +
                          ", dtype=" + dtype_name(v.slot->dtype);
       if (!is_tracing(in)) text += ", value=" + numpy_str(v.slot->value);
       return str_value(text + ">");
     }},
};

const NativeDef kKerasVariableProperties[] = {
    {"name", [](I&, A& a) { return str_value(keras_name(self_var(a))); }},
    {"path", [](I&, A& a) { return str_value(self_var(a).path); }},
    // Keras dtypes are strings ("float32").
    {"dtype", [](I&, A& a) { return str_value(dtype_name(self_var(a).slot->dtype)); }},
    // The tf.Variable the Keras variable wraps: the same resource.
    {"value",
     [](I&, A& a) {
       const VariableObj& v = self_var(a);
       return Value::object(new VariableObj(variable_type(), v.slot, v.name));
     }},
};

TypeObject* make_keras_variable_type() {
  TypeObject* t = new_builtin_type("Variable", variable_type(), Layout::Native,
                                   "keras.src.backend.tensorflow.core");
  add_methods(t, kKerasVariableMethods);
  add_properties(t, kKerasVariableProperties);
  return t;
}

}  // namespace

TypeObject* variable_type() {
  static TypeObject* t = make_variable_type();
  return t;
}

TypeObject* keras_variable_type() {
  static TypeObject* t = make_keras_variable_type();
  return t;
}

}  // namespace minitf
