#include "builtins/inspection.h"

#include <algorithm>

#include "builtins/dotted.h"
#include "builtins/help.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// A dotted name starting with a digit or a dot is a number literal (`1.5`,
// `.5`) or an attribute of an expression that is not evaluated.
bool is_name_start(std::string_view code, size_t start, size_t end) {
  return start < end && !(code[start] >= '0' && code[start] <= '9') && code[start] != '.';
}

// The callee before the innermost '(' that is still open at `cursor`.
std::string enclosing_callee(std::string_view code, size_t cursor) {
  int depth = 0;
  for (size_t i = cursor; i > 0; --i) {
    char ch = code[i - 1];
    if (ch == ')' || ch == ']' || ch == '}') {
      ++depth;
    } else if (ch == '[' || ch == '{') {
      if (depth == 0) return "";  // inside a subscript or a display, not a call
      --depth;
    } else if (ch == '(') {
      if (depth == 0) {
        size_t e = i - 1;
        while (e > 0 && (code[e - 1] == ' ' || code[e - 1] == '\t')) --e;
        size_t s = dotted_name_start(code, e);
        return is_name_start(code, s, e) ? std::string(code.substr(s, e - s)) : "";
      }
      --depth;
    }
  }
  return "";
}

// The value to inspect for `dotted`. As IPython does, `obj.prop` whose getter
// is Python code is shown as the property itself rather than evaluated.
std::optional<Value> inspected_value(Interpreter& in, std::string_view dotted) {
  if (std::optional<Value> v = resolve_dotted(in, dotted)) return v;
  size_t dot = dotted.rfind('.');
  if (dot == std::string_view::npos) return std::nullopt;
  std::optional<Value> owner = resolve_dotted(in, dotted.substr(0, dot));
  if (!owner) return std::nullopt;
  const Value* attr = in.type_of(*owner)->lookup(dotted.substr(dot + 1));
  if (attr && attr->is_obj() && attr->as_obj()->type == types().property) return *attr;
  return std::nullopt;
}

}  // namespace

std::string name_at_cursor(std::string_view code, size_t cursor) {
  cursor = std::min(cursor, code.size());
  size_t end = cursor;
  while (end < code.size() && is_identifier_byte(code[end])) ++end;
  size_t start = dotted_name_start(code, end);
  std::string_view name = code.substr(start, end - start);
  while (!name.empty() && name.back() == '.') name.remove_suffix(1);
  if (!name.empty()) return is_name_start(code, start, end) ? std::string(name) : "";
  return enclosing_callee(code, cursor);
}

namespace {

// TensorFlow's API is written in Python: IPython calls `tf.constant` a
// `function`. minitf implements most of it natively (tf.function itself is a
// def, in lib/py/_tf_function.py), as it does CPython's builtins (which
// IPython calls builtin_function_or_method), so a native function of the
// tensorflow module is named as TensorFlow's would be.
// (numpy's natives stay builtin: most of numpy's own are C functions too.)
constexpr std::string_view kPythonLevelLibrary = "tensorflow";

std::string type_line(Interpreter& in, const Value& v) {
  if (v.is_obj() && v.as_obj()->type == types().builtin_function) {
    const std::string& module = v.as<BuiltinFunction>()->module;
    if (module.compare(0, kPythonLevelLibrary.size(), kPythonLevelLibrary) == 0 &&
        (module.size() == kPythonLevelLibrary.size() || module[kPythonLevelLibrary.size()] == '.'))
      return "function";
  }
  return in.type_of(v)->name;
}

}  // namespace

std::optional<std::string> inspect_text(Interpreter& in, std::string_view dotted) {
  std::optional<Value> v = inspected_value(in, dotted);
  if (!v) return std::nullopt;
  // A property's documentation is its getter's.
  Value documented = *v;
  if (v->is_obj() && v->as_obj()->type == types().property) {
    const Value& getter = static_cast<Descriptor*>(v->as_obj())->func;
    if (getter.is_obj()) documented = getter;
  }
  std::string help;
  try {
    help = help_text(in, documented);
  } catch (const PyException&) {
    // A default value's repr may raise; the type line alone still helps.
  }
  // help() starts with "Help on ...:" and a blank line; the name is already
  // known to the reader, so keep only the signature and documentation.
  if (help.compare(0, 8, "Help on ") == 0) {
    size_t body = help.find("\n\n");
    if (body != std::string::npos) help = help.substr(body + 2);
  }
  while (!help.empty() && help.back() == '\n') help.pop_back();
  std::string text = "Type: " + type_line(in, *v) + "\n";
  if (!help.empty()) text += help + "\n";
  return text;
}

}  // namespace minitf
