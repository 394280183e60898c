// The `ag__` module: what converted code calls (TF's autograph.operators and
// autograph.core.function_wrappers). Control-flow dispatch lives in
// control_flow.cpp; this file holds the scaffolding around it: function
// scopes, special values, variable loads and converted_call.
#include "autograph/runtime.h"
#include "autograph/tensor_array.h"
#include "builtins/native.h"
#include "framework/tensor_object.h"
#include "framework/tracing.h"

namespace minitf {

namespace {

// ag__.Undefined(name): the value of a symbol that no path has assigned yet.
struct UndefinedObj : Object {
  std::string name;
  UndefinedObj(TypeObject* t, std::string n) : Object(t), name(std::move(n)) {}
};

TypeObject* undefined_type() {
  static TypeObject* t = [] {
    TypeObject* u = new_builtin_type("Undefined", types().object, Layout::Native,
                                     "tensorflow.python.autograph.operators.variables");
    add_method(u, "__repr__", [](Interpreter&, CallArgs& a) {
      return str_value("Undefined(" + a.pos[0].as<UndefinedObj>()->name + ")");
    });
    return u;
  }();
  return t;
}

TypeObject* undefined_return_type() {
  static TypeObject* t = new_builtin_type("UndefinedReturnValue", types().object, Layout::Native,
                                          "tensorflow.python.autograph.operators.variables");
  return t;
}

// The options object converted code passes to FunctionScope; only its
// presence matters at run time.
TypeObject* conversion_options_type() {
  static TypeObject* t = new_builtin_type("ConversionOptions", types().object, Layout::Native,
                                          "tensorflow.python.autograph.core.converter");
  return t;
}

Value scope_ret(Interpreter&, CallArgs& a) {
  check_arity(a, 3, 3, "ret");
  return is_undefined_return(a.pos[1]) ? Value() : a.pos[1];
}

const NativeDef kFunctionScopeMethods[] = {
    {"__enter__", [](Interpreter&, CallArgs& a) { return a.pos[0]; }},
    {"__exit__", [](Interpreter&, CallArgs&) { return Value::boolean(false); }},
    {"ret", scope_ret},
};

// ag__.FunctionScope(name, scope_name, options): the `with` around a
// converted body; `ret` turns a never-taken return into None.
TypeObject* function_scope_type() {
  static TypeObject* t = [] {
    TypeObject* f = new_builtin_type("FunctionScope", types().object, Layout::Native,
                                     "tensorflow.python.autograph.core.function_wrappers");
    add_methods(f, kFunctionScopeMethods);
    return f;
  }();
  return t;
}

Value new_plain(TypeObject* t) { return Value::object(new Object(t)); }

[[noreturn]] void raise_undefined_read(const std::string& name) {
  throw_exc(types().UnboundLocalError, "'" + name + "' is used before assignment");
}

// AutoGraph's len_ on a tensor: the static length of the first dimension
// when the shape knows it, else tf.shape(x)[0]; a scalar has no length.
Value tensor_len(Interpreter& in, const Value& x) {
  const Shape& s = static_shape(x);
  if (s.known_rank() && s.rank() > 0 && s[0] >= 0) return Value::integer(s[0]);
  Ref<Module> tf = in.import_module("tensorflow");
  Value shape = in.call(*tf->get("shape"), std::vector<Value>{x});
  if (s.known_rank() && s.rank() == 0)
    throw_value_error("len requires a non-scalar tensor, got one of shape " + in.str(shape));
  if (!s.known_rank())
    throw_not_implemented("len() of a tensor of unknown rank is not supported in minitf");
  return in.getitem(shape, Value::integer(0));
}

// A function of a library module written in minitf's Python (tf.data's,
// tf.keras's), which marks itself with a true `__autograph_do_not_convert__`
// global: AutoGraph leaves it as it is, as TF leaves its own modules.
bool is_library_function(const Value& fn) {
  const Function* f = fn.as<Function>();
  const Value* mark = f->module ? f->module->get("__autograph_do_not_convert__") : nullptr;
  return mark && mark->is_bool() && mark->as_bool();
}

Value converted_call(Interpreter& in, CallArgs& a) {
  check_arity(a, 4, 4, "converted_call");
  Value f = a.pos[0];
  CallArgs call;
  call.pos = in.to_vector(a.pos[1]);
  if (!a.pos[2].is_none()) {
    if (!is_type_exact(a.pos[2], types().dict))
      throw_type_error("converted_call: kwargs must be a dict");
    a.pos[2].as<Dict>()->table.for_each(
        [&](const Value& k, const Value& v) { call.kw.emplace_back(Ref<Str>(k.as<Str>()), v); });
  }
  // range() over a tensor is tf.range (AutoGraph's py_builtins overload).
  const Value* range = in.builtins_module()->get("range");
  if (range && f.is(*range)) {
    bool tensor_arg = false;
    for (const Value& v : call.pos) tensor_arg = tensor_arg || is_tf_tensor(v);
    if (tensor_arg) {
      Ref<Module> tf = in.import_module("tensorflow");
      return in.call(*tf->get("range"), call);
    }
  }
  // int() and float() of a tensor are AutoGraph's int_ / float_ overloads:
  // casts to int32 / float32 (a base other than 10 is not supported).
  const Value* int_type = in.builtins_module()->get("int");
  const Value* float_type = in.builtins_module()->get("float");
  bool to_int = int_type && f.is(*int_type), to_float = float_type && f.is(*float_type);
  if ((to_int || to_float) && !call.pos.empty() && is_tf_tensor(call.pos[0]) &&
      call.pos.size() <= (to_int ? 2u : 1u) && call.kw.empty()) {
    if (to_int && call.pos.size() == 2 && !(call.pos[1].is_int() && call.pos[1].as_int() == 10))
      throw_not_implemented("base " + in.repr(call.pos[1]) + " not supported for int");
    Ref<Module> tf = in.import_module("tensorflow");
    const Value& x = call.pos[0];
    DType d = is_symbolic_tensor(x) ? symbolic_output(x).dtype() : tensor_of(x).dtype();
    bool from_string = d == DType::String;
    if (to_float && from_string)
      throw_not_implemented("minitf: float() of a string tensor (tf.strings.to_number)");
    Value dtype = *tf->get(to_int ? "int32" : "float32");
    return in.call(*tf->get("cast"), std::vector<Value>{call.pos[0], dtype});
  }
  // len() of a tensor is AutoGraph's len_ overload.
  const Value* len = in.builtins_module()->get("len");
  if (len && f.is(*len) && call.pos.size() == 1 && call.kw.empty()) {
    if (is_tf_tensor(call.pos[0])) return tensor_len(in, call.pos[0]);
    // A TensorArray's length is its size() tensor (len_'s _tf_tensor_array_len).
    if (is_tensor_array(call.pos[0]))
      return in.call(in.getattr(call.pos[0], "size"), std::vector<Value>{});
  }
  // User functions are converted recursively; builtins, the tf API (its
  // Python-level modules too), classes and tf.functions are called as they are.
  if (is_type_exact(f, types().function)) {
    if (!is_library_function(f)) f = convert_callable(in, f, false);
  } else if (is_type_exact(f, types().method)) {
    auto* m = f.as<BoundMethod>();
    if (is_type_exact(m->func, types().function) && !is_library_function(m->func)) {
      call.pos.insert(call.pos.begin(), m->self);
      f = convert_callable(in, m->func, false);
    }
  }
  return in.call(f, call);
}

}  // namespace

bool is_undefined(const Value& v) { return is_type_exact(v, undefined_type()); }
bool is_undefined_return(const Value& v) { return is_type_exact(v, undefined_return_type()); }
const std::string& undefined_name(const Value& v) { return v.as<UndefinedObj>()->name; }
Value make_undefined(const std::string& name) {
  return Value::object(new UndefinedObj(undefined_type(), name));
}

namespace {

using A = CallArgs;
using I = Interpreter;

Value ag_FunctionScope(I&, A& a) {
  check_arity(a, 3, 3, "FunctionScope");
  return new_plain(function_scope_type());
}

Value ag_ConversionOptions(I&, A& a) {
  check_arity(a, 0, 0, "ConversionOptions");
  return new_plain(conversion_options_type());
}

Value ag_Undefined(I& in, A& a) {
  check_arity(a, 1, 1, "Undefined");
  return make_undefined(in.str(a.pos[0]));
}

Value ag_ld(I&, A& a) {
  check_arity(a, 1, 1, "ld");
  if (is_undefined(a.pos[0])) raise_undefined_read(undefined_name(a.pos[0]));
  return a.pos[0];
}

// The value of a composite symbol (self.x), or an Undefined when it has none yet.
Value ag_ldu(I& in, A& a) {
  check_arity(a, 2, 2, "ldu");
  try {
    return in.call(a.pos[0], std::vector<Value>{});
  } catch (PyException& e) {
    TypeObject* t = e.exc->type;
    if (t->is_subclass_of(types().NameError) || t->is_subclass_of(types().AttributeError))
      return make_undefined(in.str(a.pos[1]));
    throw;
  }
}

Value ag_autograph_artifact(I&, A& a) {
  check_arity(a, 1, 1, "autograph_artifact");
  return a.pos[0];
}

const NativeDef kAgFunctions[] = {
    {"FunctionScope", ag_FunctionScope},
    {"ConversionOptions", ag_ConversionOptions},
    {"UndefinedReturnValue", [](I&, A&) { return new_plain(undefined_return_type()); }},
    {"Undefined", ag_Undefined},
    {"ld", ag_ld},
    {"ldu", ag_ldu},
    {"converted_call", converted_call},
    {"autograph_artifact", ag_autograph_artifact},
    {"if_stmt", ag_if_stmt},
    {"while_stmt", ag_while_stmt},
    {"for_stmt", ag_for_stmt},
    {"if_exp", ag_if_exp},
    {"and_", [](I& in, A& a) { return ag_and_or(in, a, true); }},
    {"or_", [](I& in, A& a) { return ag_and_or(in, a, false); }},
    {"not_", ag_not},
};

}  // namespace

Ref<Module> make_ag_module(Interpreter& in) {
  Ref<Module> ag(new Module("ag__"));
  Module& m = *ag;
  add_functions(in, m, kAgFunctions);
  return ag;
}

}  // namespace minitf
