#include "completion.h"

#include <algorithm>
#include <set>

#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

namespace {

bool is_ident_char(char c) {
  // Bytes >= 0x80 are parts of non-ASCII identifier characters.
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

// Start of the dotted name that ends at `end`: identifiers joined by dots.
size_t dotted_start(std::string_view code, size_t end) {
  size_t i = end;
  while (i > 0 && (is_ident_char(code[i - 1]) || code[i - 1] == '.')) --i;
  return i;
}

// A token starting with a digit or a dot is a number literal (`1.5`, `.5`) or
// an attribute of an expression we do not evaluate: nothing to complete.
bool is_name_start(std::string_view code, size_t start, size_t end) {
  return start < end && !(code[start] >= '0' && code[start] <= '9') && code[start] != '.';
}

std::vector<std::string> split_dots(std::string_view s) {
  std::vector<std::string> parts;
  size_t st = 0;
  for (;;) {
    size_t dot = s.find('.', st);
    parts.emplace_back(
        s.substr(st, dot == std::string_view::npos ? std::string_view::npos : dot - st));
    if (dot == std::string_view::npos) break;
    st = dot + 1;
  }
  return parts;
}

void module_globals(const Module& m, std::vector<std::string>& out) {
  for (size_t i = 0; i < m.slots.size(); ++i)
    if (m.bound[i]) out.push_back(m.slot_names[i]->s);
}

// What dir(obj) lists, without raising.
std::vector<std::string> attribute_names(Interpreter& in, const Value& obj) {
  std::vector<std::string> names;
  const Value* dir = in.builtins_module()->get("dir");
  if (!dir) return names;
  try {
    Value list = in.call(*dir, std::vector<Value>{obj});
    for (const Value& v : in.to_vector(list))
      if (v.is_obj() && v.as_obj()->type == types().str) names.push_back(v.as<Str>()->s);
  } catch (PyException&) {
  } catch (std::exception&) {
  }
  return names;
}

void filter_sorted(std::vector<std::string>& names, std::string_view prefix) {
  bool want_private = !prefix.empty() && prefix[0] == '_';
  std::set<std::string> unique;
  for (auto& n : names) {
    if (!starts_with(n, prefix)) continue;
    if (!want_private && !n.empty() && n[0] == '_') continue;
    unique.insert(n);
  }
  names.assign(unique.begin(), unique.end());
}

}  // namespace

const std::vector<std::string>& python_keywords() {
  static const std::vector<std::string> kKeywords = {
      "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
      "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
      "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
      "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"};
  return kKeywords;
}

std::optional<Value> resolve_dotted(Interpreter& in, std::string_view dotted) {
  std::vector<std::string> parts = split_dots(dotted);
  if (parts.empty() || parts[0].empty()) return std::nullopt;
  const Value* first = in.main_module()->get(parts[0]);
  if (!first) first = in.builtins_module()->get(parts[0]);
  if (!first) return std::nullopt;
  Value v = *first;
  try {
    for (size_t i = 1; i < parts.size(); ++i) {
      if (parts[i].empty()) return std::nullopt;
      std::optional<Value> next = in.getattr_opt(v, parts[i]);
      if (!next) return std::nullopt;
      v = std::move(*next);
    }
  } catch (PyException&) {
    return std::nullopt;
  } catch (std::exception&) {
    return std::nullopt;
  }
  return v;
}

Completion complete(Interpreter& in, std::string_view code, size_t cursor) {
  Completion c;
  cursor = std::min(cursor, code.size());
  c.end = cursor;
  size_t start = dotted_start(code, cursor);
  std::string_view dotted = code.substr(start, cursor - start);
  size_t last_dot = dotted.rfind('.');
  std::vector<std::string> names;
  if (!dotted.empty() && !is_name_start(code, start, cursor)) {
    c.start = cursor;
  } else if (last_dot == std::string_view::npos) {
    c.start = start;
    module_globals(*in.main_module(), names);
    module_globals(*in.builtins_module(), names);
    for (auto& k : python_keywords()) names.push_back(k);
    filter_sorted(names, dotted);
  } else {
    c.start = start + last_dot + 1;
    std::string_view prefix = dotted.substr(last_dot + 1);
    std::optional<Value> obj = resolve_dotted(in, dotted.substr(0, last_dot));
    if (obj) {
      names = attribute_names(in, *obj);
      filter_sorted(names, prefix);
    }
  }
  c.matches = std::move(names);
  return c;
}

std::string name_at_cursor(std::string_view code, size_t cursor) {
  cursor = std::min(cursor, code.size());
  size_t end = cursor;
  while (end < code.size() && is_ident_char(code[end])) ++end;
  size_t start = dotted_start(code, end);
  std::string_view name = code.substr(start, end - start);
  while (!name.empty() && name.back() == '.') name.remove_suffix(1);
  if (!name.empty()) return is_name_start(code, start, end) ? std::string(name) : "";
  // Inside a call: the callee before the innermost unmatched '('.
  int depth = 0;
  for (size_t i = cursor; i > 0; --i) {
    char ch = code[i - 1];
    if (ch == ')' || ch == ']' || ch == '}') {
      ++depth;
    } else if (ch == '[' || ch == '{') {
      if (depth == 0) return "";
      --depth;
    } else if (ch == '(') {
      if (depth == 0) {
        size_t e = i - 1;
        while (e > 0 && (code[e - 1] == ' ' || code[e - 1] == '\t')) --e;
        size_t s = dotted_start(code, e);
        return is_name_start(code, s, e) ? std::string(code.substr(s, e - s)) : "";
      }
      --depth;
    }
  }
  return "";
}

std::optional<std::string> inspect_text(Interpreter& in, const std::string& dotted,
                                        const StdoutCapture& capture) {
  std::optional<Value> v = resolve_dotted(in, dotted);
  if (!v) return std::nullopt;
  std::string help;
  if (const Value* help_fn = in.builtins_module()->get("help")) {
    Value obj = *v;
    help = capture([&] {
      try {
        in.call(*help_fn, std::vector<Value>{obj});
      } catch (PyException&) {
      }
    });
  }
  // help() starts with "Help on ...:" and a blank line; the name is already
  // known to the reader, so keep only the signature and documentation.
  if (starts_with(help, "Help on ")) {
    size_t body = help.find("\n\n");
    if (body != std::string::npos) help = help.substr(body + 2);
  }
  while (!help.empty() && help.back() == '\n') help.pop_back();
  std::string text = "Type: " + in.type_of(*v)->name + "\n";
  if (!help.empty()) text += help + "\n";
  return text;
}

size_t codepoint_to_byte(std::string_view s, size_t cp) {
  size_t i = 0;
  while (i < s.size() && cp > 0) {
    ++i;
    while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
    --cp;
  }
  return i;
}

size_t byte_to_codepoint(std::string_view s, size_t byte) {
  size_t cp = 0;
  for (size_t i = 0; i < byte && i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++cp;
  return cp;
}

}  // namespace minitf
