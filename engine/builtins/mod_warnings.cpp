// _warnings_context: the native half of the warnings module (py/warnings.py).
// warn() needs the file, line and module of the code that called it (or of
// a caller further out, with stacklevel), which only the interpreter's frame
// chain knows; the rest of the module is written in minitf's Python.
#include <algorithm>

#include "builtins/stdlib_impl.h"
#include "runtime/interp_impl.h"

namespace minitf {

namespace {

// caller(level): (filename, lineno, module, source line) of the frame
// `level` calls out from the Python function that called caller() (1: that
// function's caller), or None when the stack is not that deep.
Value warnings_caller(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "_warnings_context.caller");
  // As in CPython, a stacklevel below 1 blames the caller, as 1 does.
  int64_t level = std::max<int64_t>(in.to_index(a.pos[0]), 1);
  const Frame* f = in.impl().top;
  for (int64_t i = 0; f && i < level; ++i) f = f->back;
  if (!f) return Value();
  const SourceFile* file = frame_file(*f);
  std::string name = file ? file->name : "<unknown>";
  std::string line = file ? std::string(file->line_text(f->line)) : std::string();
  return tuple_value({str_value(name), Value::integer(f->line),
                      f->module ? Value::object(f->module) : Value(), str_value(line)});
}

const NativeDef kWarningsFunctions[] = {
    {"caller", warnings_caller, "(level, /)",
     "(filename, lineno, module, source line) of the frame `level` calls out, or None."},
};

}  // namespace

Ref<Module> make_warnings_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_warnings_context"));
  add_functions(in, *m, kWarningsFunctions);
  return m;
}

}  // namespace minitf
