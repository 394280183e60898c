#include "function/function_state.h"

#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// The key of the state in the interpreter's library-state table.
constexpr const char* kStateKey = "minitf.function";

// Holds the state inside a Python object so the interpreter owns it.
struct StateHolder : Object {
  FunctionState state;
  explicit StateHolder(TypeObject* t) : Object(t) {}
};

TypeObject* holder_type() {
  static TypeObject* t =
      new_builtin_type("_FunctionState", types().object, Layout::Native, "minitf");
  return t;
}

}  // namespace

FunctionState& function_state(Interpreter& in) {
  auto& table = in.ext().state;
  auto it = table.find(kStateKey);
  if (it == table.end()) {
    Value holder = Value::object(new StateHolder(holder_type()));
    it = table.emplace(kStateKey, holder).first;
  }
  return it->second.as<StateHolder>()->state;
}

void set_autograph_converter(Interpreter& in, AutographConverter converter) {
  function_state(in).autograph_converter = std::move(converter);
}

}  // namespace minitf
