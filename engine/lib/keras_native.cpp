// _keras_native: what Keras' Python (engine/lib/py/_keras*.py) needs to know
// about a function and the language cannot tell it. Keras inspects the
// signature of a layer's `call` to pass `training` and `mask` only to those
// that take them; minitf has no `inspect`, so this module answers instead.
#include "lib/keras_native.h"

#include "builtins/native.h"
#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "syntax/ast.h"

namespace minitf {

namespace {

// call_params(fn) -> (names, takes_kwargs): the names a Python function (or a
// bound method's function) accepts by keyword, and whether it has **kwargs.
// Anything else (a builtin, a tf.function) answers ([], True): it is called as
// the user wrote it.
Value call_params(Interpreter& in, CallArgs& a) {
  check_arity(a, 1, 1, "call_params");
  Value f = a.pos[0];
  if (f.is_obj() && f.as_obj()->type == types().method)
    f = static_cast<BoundMethod*>(f.as_obj())->func;
  if (!f.is_obj() || f.as_obj()->type != types().function)
    return tuple_value({list_value({}), Value::boolean(true)});
  const FunctionDef* def = static_cast<Function*>(f.as_obj())->def;
  std::vector<Value> names;
  bool kwargs = false;
  for (const Param& p : def->params) {
    if (p.kind == ParamKind::VarKw) kwargs = true;
    if (p.kind == ParamKind::Positional || p.kind == ParamKind::KwOnly)
      names.push_back(str_value(p.name));
  }
  (void)in;
  return tuple_value({list_value(std::move(names)), Value::boolean(kwargs)});
}

}  // namespace

Ref<Module> make_keras_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_keras_native"));
  add_function(in, *m, "call_params", call_params, "(fn, /)",
               "minitf: the keyword names a function accepts, and whether it takes **kwargs.");
  return m;
}

}  // namespace minitf
