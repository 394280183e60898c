// tf's context managers and spec helpers that documentation examples use:
// tf.init_scope (run eagerly, out of any function being traced), tf.device
// (CPU names run as they are; GPU or TPU names run on the CPU, as TF's soft
// placement does on a machine without them) and tf.TensorSpec.from_tensor.
#include <cctype>

#include "builtins/native.h"
#include "framework/tensor_object.h"
#include "framework/tensor_shape.h"
#include "framework/tracing.h"
#include "lib/tf_ops.h"

namespace minitf {

namespace {

using A = CallArgs;
using I = Interpreter;

// ---- tf.init_scope -------------------------------------------------------------------

struct InitScopeObj : Object {
  TraceContext* saved = nullptr;
  bool entered = false;
  explicit InitScopeObj(TypeObject* t) : Object(t) {}
};

TypeObject* init_scope_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("_InitScope", types().object, Layout::Native,
                                     "tensorflow.python.framework.ops");
    add_method(t, "__enter__", [](I&, A& a) {
      auto* s = a.pos[0].as<InitScopeObj>();
      if (s->entered) throw_runtime_error("tf.init_scope() entered twice");
      s->saved = suspend_traces();
      s->entered = true;
      return Value();
    });
    add_method(t, "__exit__", [](I&, A& a) {
      auto* s = a.pos[0].as<InitScopeObj>();
      if (s->entered) resume_traces(s->saved);
      s->entered = false;
      return Value::boolean(false);
    });
    return t;
  }();
  return t;
}

Value init_scope(I&, A& a) {
  check_arity(a, 0, 0, "init_scope");
  Ref<InitScopeObj> s(new InitScopeObj(init_scope_type()));
  return s.value();
}

// ---- tf.device -------------------------------------------------------------------------

// TF's DeviceSpec parsing: "/job:x/replica:0/task:0/device:GPU:0", "/cpu:0",
// "GPU:1" ... Raises TF's ValueError for a part it does not know.
void check_device_spec(const std::string& spec) {
  std::string type;
  size_t start = 0;
  while (start <= spec.size()) {
    size_t slash = spec.find('/', start);
    if (slash == std::string::npos) slash = spec.size();
    std::string part = spec.substr(start, slash - start);
    start = slash + 1;
    if (part.empty()) continue;
    std::vector<std::string> y;
    size_t s = 0;
    while (true) {
      size_t c = part.find(':', s);
      y.push_back(part.substr(s, c == std::string::npos ? std::string::npos : c - s));
      if (c == std::string::npos) break;
      s = c + 1;
    }
    std::string upper = y[0];
    for (char& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    bool known_type = upper == "CPU" || upper == "GPU" || upper == "TPU";
    if (y.size() == 2 && (y[0] == "job" || y[0] == "replica" || y[0] == "task")) continue;
    if ((y.size() == 1 || y.size() == 2) && known_type) {
      if (!type.empty())
        throw_value_error(
            "Multiple device types are not allowed while parsing the device spec: " + spec + ".");
      type = upper;
      continue;
    }
    if (y.size() == 3 && y[0] == "device") {
      if (!type.empty())
        throw_value_error(
            "Multiple device types are not allowed while parsing the device spec: " + spec + ".");
      type = y[1];
      continue;
    }
    throw_value_error("Unknown attribute '" + y[0] +
                      "' is encountered while parsing the device spec: '" + spec + "'.");
  }
}

TypeObject* device_scope_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_builtin_type("_EagerDeviceContext", types().object, Layout::Native,
                                     "tensorflow.python.eager.context");
    // Every op runs on the CPU whatever the device: entering and leaving
    // change nothing.
    add_method(t, "__enter__", [](I&, A&) { return Value(); });
    add_method(t, "__exit__", [](I&, A&) { return Value::boolean(false); });
    return t;
  }();
  return t;
}

Value device(I& in, A& a) {
  ArgParser p("device", a, {"device_name"}, 1);
  const Value& name = *p.get(0);
  if (!name.is_none()) {
    if (!is_type_exact(name, types().str))
      throw_not_implemented("minitf's tf.device takes a device name (a str), not a function");
    check_device_spec(in.str(name));
  }
  Ref<Object> c(new Object(device_scope_type()));
  return c.value();
}

// ---- tf.TensorSpec.from_tensor ------------------------------------------------------

Value spec_from_tensor(I& in, A& a) {
  ArgParser p("from_tensor", a, {"tensor", "name"}, 1);
  const Value& t = *p.get(0);
  if (!is_tf_tensor(t)) throw_value_error("`tensor` should be a tf.Tensor, got " + in.repr(t));
  Value name = p.has(1) ? *p.get(1) : Value();
  // A graph tensor's spec takes its op's name, as TF's from_tensor does.
  if (name.is_none() && is_symbolic_tensor(t)) name = in.getattr(in.getattr(t, "op"), "name");
  Ref<TensorSpecObj> s(
      new TensorSpecObj(tensor_spec_type(), static_shape(t), tensor_of(t).dtype(), name));
  return s.value();
}

}  // namespace

void install_tf_context(Interpreter& in, Module& tf) {
  add_function(in, tf, "init_scope", init_scope, "()",
               "A context manager that lifts ops out of control-flow scopes and function-building "
               "graphs.");
  add_function(in, tf, "device", device, "(device_name)",
               "Specifies the device for ops created/executed in this context.");
  add_method(tensor_spec_type(), "from_tensor", spec_from_tensor, "(tensor, name=None)");
}

}  // namespace minitf
