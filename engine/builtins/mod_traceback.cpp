// _traceback: the native half of the traceback module (py/traceback.py). It
// formats an exception with the interpreter's own traceback printer, so
// traceback.format_exc() and an uncaught error read the same.
#include "builtins/stdlib_impl.h"

namespace minitf {

namespace {

// The printer's text cut as CPython's format_exception returns it: the
// "Traceback" header, one string per frame (its File line and source line),
// each chaining sentence, and the final "Type: message" line.
std::vector<Value> split_traceback(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size() - 1;
    lines.push_back(text.substr(start, end - start + 1));
    start = end + 1;
  }
  std::vector<Value> parts;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string part = lines[i];
    if (part.rfind("  File ", 0) == 0) {
      while (i + 1 < lines.size() && lines[i + 1].rfind("    ", 0) == 0) part += lines[++i];
    } else if (part == "\n") {
      // A chaining sentence: blank line, sentence, blank line.
      while (i + 1 < lines.size() && lines[i + 1] != "Traceback (most recent call last):\n" &&
             (part.size() < 2 || part.substr(part.size() - 2) != "\n\n"))
        part += lines[++i];
    }
    parts.push_back(str_value(part));
  }
  return parts;
}

Value traceback_format(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "_traceback.format");
  const Value& v = a.pos[0];
  if (!v.is_obj() || v.as_obj()->type->layout != Layout::Exception)
    throw_type_error("format() argument must be an exception, not " + type_name(v));
  return list_value(split_traceback(in.format_exception(*v.as<ExceptionObj>())));
}

Value traceback_handled(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "_traceback.handled");
  ExceptionObj* e = in.handled_exception();
  return e ? Value::object(e) : Value();
}

const NativeDef kTracebackFunctions[] = {
    {"format", traceback_format, "(exc, /)", "The lines that print the exception's traceback."},
    {"handled", traceback_handled, "()", "The exception being handled, or None."},
};

}  // namespace

Ref<Module> make_traceback_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_traceback"));
  add_functions(in, *m, kTracebackFunctions);
  return m;
}

}  // namespace minitf
