#include "completion.h"

#include <algorithm>
#include <optional>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// Python 3.11's keyword.kwlist without the generator and coroutine keywords,
// which minitf's parser rejects: completing them would only lead to an error.
constexpr const char* kKeywords[] = {
    "False",    "None",   "True", "and",    "as",     "assert", "break",   "class",
    "continue", "def",    "del",  "elif",   "else",   "except", "finally", "for",
    "from",     "global", "if",   "import", "in",     "is",     "lambda",  "nonlocal",
    "not",      "or",     "pass", "raise",  "return", "try",    "while",   "with"};

bool is_ident_byte(unsigned char c) {
  // Bytes >= 0x80 belong to non-ASCII identifier characters (UTF-8).
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c >= 0x80;
}

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// True when `cursor` is inside a string literal or a comment of the current
// logical line, where completing names would be noise.
bool in_string_or_comment(std::string_view text, size_t cursor) {
  char quote = 0;
  bool triple = false;
  for (size_t i = 0; i < cursor; ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\') {
        ++i;
      } else if (c == quote) {
        if (!triple) {
          quote = 0;
        } else if (i + 2 < cursor && text[i + 1] == quote && text[i + 2] == quote) {
          quote = 0;
          i += 2;
        }
      }
    } else if (c == '#') {
      size_t nl = text.find('\n', i);
      if (nl == std::string_view::npos || nl >= cursor) return true;
      i = nl;
    } else if (c == '\'' || c == '"') {
      quote = c;
      triple = i + 2 < cursor && text[i + 1] == c && text[i + 2] == c;
      if (triple) i += 2;
    }
  }
  return quote != 0;
}

bool is_class_obj(const Object* o) { return o->type->is_subclass_of(types().type); }

bool is_callable(const Value& v) {
  if (!v.is_obj()) return false;
  const Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().function || t == types().builtin_function || t == types().method) return true;
  if (is_class_obj(o)) return true;
  return t->lookup("__call__") != nullptr;
}

// The value of `name` read from a class attribute without running user code:
// nullopt for a user-defined property (its getter is Python code).
std::optional<Value> unwrap_class_attr(Interpreter& in, const Value& attr, const Value& self) {
  if (!attr.is_obj()) return attr;
  TypeObject* t = attr.as_obj()->type;
  auto* d = static_cast<Descriptor*>(attr.as_obj());
  if (t == types().staticmethod || t == types().classmethod) return d->func;
  if (t == types().property) {
    // Native getters (Tensor.shape, ndarray.dtype) are C++ and side-effect
    // free; a Python getter is user code and is never run on Tab.
    if (self.is_none() || !d->func.is_obj() || d->func.as_obj()->type != types().builtin_function)
      return std::nullopt;
    try {
      return in.call(d->func, std::vector<Value>{self});
    } catch (const PyException&) {
      return std::nullopt;
    }
  }
  return attr;
}

// obj.name through lookups that cannot run user code.
std::optional<Value> peek_attr(Interpreter& in, const Value& obj, std::string_view name) {
  if (!obj.is_obj()) {
    if (Value* v = in.type_of(obj)->lookup(name)) return unwrap_class_attr(in, *v, obj);
    return std::nullopt;
  }
  Object* o = obj.as_obj();
  if (o->type == types().module) {
    if (const Value* v = static_cast<Module*>(o)->get(name)) return *v;
    return std::nullopt;
  }
  if (is_class_obj(o)) {
    if (Value* v = static_cast<TypeObject*>(o)->lookup(name))
      return unwrap_class_attr(in, *v, Value());
    return std::nullopt;
  }
  if (o->type->layout != Layout::Native) {
    if (Dict* d = static_cast<Instance*>(o)->dict.get())
      if (Value* v = d->table.find_str(name)) return *v;
  }
  if (Value* v = o->type->lookup(name)) return unwrap_class_attr(in, *v, obj);
  return std::nullopt;
}

void add_dict_names(const Dict* d, std::vector<std::pair<std::string, Value>>& out) {
  if (!d) return;
  d->table.for_each([&](const Value& k, const Value& v) {
    if (k.is_obj() && k.as_obj()->type == types().str)
      out.emplace_back(static_cast<Str*>(k.as_obj())->s, v);
  });
}

void add_module_names(const Module& m, std::vector<std::pair<std::string, Value>>& out) {
  for (size_t i = 0; i < m.slots.size(); ++i)
    if (m.bound[i]) out.emplace_back(m.slot_names[i]->s, m.slots[i]);
}

// The attributes dir() would list, with their (unbound) values.
std::vector<std::pair<std::string, Value>> attributes_of(Interpreter& in, const Value& obj) {
  std::vector<std::pair<std::string, Value>> out;
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    if (o->type == types().module) {
      add_module_names(*static_cast<Module*>(o), out);
      return out;
    }
    if (is_class_obj(o)) {
      for (TypeObject* t = static_cast<TypeObject*>(o); t; t = t->base)
        add_dict_names(t->dict.get(), out);
      return out;
    }
    if (o->type->layout != Layout::Native)
      add_dict_names(static_cast<Instance*>(o)->dict.get(), out);
  }
  for (TypeObject* t = in.type_of(obj); t; t = t->base) add_dict_names(t->dict.get(), out);
  return out;
}

std::string decorate_name(const std::string& name, const Value& v, const CompletionOptions& opt) {
  if (!opt.decorate) return name;
  // A class attribute may be a staticmethod or classmethod wrapper.
  Value target = v;
  if (v.is_obj() &&
      (v.as_obj()->type == types().staticmethod || v.as_obj()->type == types().classmethod))
    target = static_cast<Descriptor*>(v.as_obj())->func;
  return is_callable(target) ? name + "(" : name;
}

std::string decorate_keyword(const std::string& kw, const CompletionOptions& opt) {
  if (!opt.decorate) return kw;
  // As rlcompleter: a colon where nothing else can follow, nothing after
  // words that end a statement, a space after the rest.
  if (kw == "finally" || kw == "try") return kw + ":";
  if (kw == "False" || kw == "None" || kw == "True" || kw == "break" || kw == "continue" ||
      kw == "pass" || kw == "else")
    return kw;
  return kw + " ";
}

// Private names appear only when the user asked for them, as in rlcompleter.
bool wanted(const std::string& name, std::string_view prefix) {
  if (name.compare(0, prefix.size(), prefix) != 0) return false;
  return !(name[0] == '_' && (prefix.empty() || prefix[0] != '_'));
}

void finish(std::vector<std::string>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

Completion complete(Interpreter& in, std::string_view text, size_t cursor,
                    const CompletionOptions& opt) {
  Completion c;
  cursor = std::min(cursor, text.size());
  size_t ws = cursor;
  while (ws > 0 && is_ident_byte(text[ws - 1])) --ws;
  c.start = ws;
  if (in_string_or_comment(text, cursor)) return c;
  std::string_view prefix = text.substr(ws, cursor - ws);
  if (!prefix.empty() && is_digit(prefix[0])) return c;  // a number, not a name

  if (ws > 0 && text[ws - 1] == '.') {
    // Attribute completion: the dotted name before the dot, e.g. "tf.random".
    size_t es = ws - 1;
    while (es > 0 && (is_ident_byte(text[es - 1]) || text[es - 1] == '.')) --es;
    std::string_view expr = text.substr(es, ws - 1 - es);
    // Anything else before it ("f().x", "a[0].x", "1.5") would need evaluation.
    if (expr.empty() || is_digit(expr[0])) return c;
    if (es > 0) {
      char before = text[es - 1];
      if (before == ')' || before == ']' || before == '}' || before == '\'' || before == '"')
        return c;
    }
    std::vector<std::string_view> parts;
    for (size_t p = 0;;) {
      size_t dot = expr.find('.', p);
      parts.push_back(expr.substr(p, dot == std::string_view::npos ? dot : dot - p));
      if (dot == std::string_view::npos) break;
      p = dot + 1;
    }
    for (auto part : parts)
      if (part.empty() || is_digit(part[0])) return c;
    std::optional<Value> obj;
    if (const Value* v = in.main_module()->get(parts[0]))
      obj = *v;
    else if (const Value* b = in.builtins_module()->get(parts[0]))
      obj = *b;
    for (size_t i = 1; obj && i < parts.size(); ++i) obj = peek_attr(in, *obj, parts[i]);
    if (!obj) return c;
    for (auto& [name, value] : attributes_of(in, *obj))
      if (wanted(name, prefix)) c.matches.push_back(decorate_name(name, value, opt));
    finish(c.matches);
    return c;
  }

  // A global shadows the builtin of the same name (and decides its suffix).
  std::vector<std::pair<std::string, Value>> names;
  add_module_names(*in.main_module(), names);
  size_t n_globals = names.size();
  add_module_names(*in.builtins_module(), names);
  for (const char* kw : kKeywords)
    if (std::string_view(kw).compare(0, prefix.size(), prefix) == 0)
      c.matches.push_back(decorate_keyword(kw, opt));
  for (size_t i = 0; i < names.size(); ++i) {
    const std::string& name = names[i].first;
    if (!wanted(name, prefix)) continue;
    if (i >= n_globals && in.main_module()->get(name)) continue;
    c.matches.push_back(decorate_name(name, names[i].second, opt));
  }
  finish(c.matches);
  return c;
}

std::string common_prefix(const std::vector<std::string>& matches) {
  if (matches.empty()) return "";
  std::string p = matches[0];
  for (const auto& m : matches) {
    size_t n = 0;
    while (n < p.size() && n < m.size() && p[n] == m[n]) ++n;
    p.resize(n);
  }
  // Never end inside a UTF-8 sequence: drop a trailing incomplete one.
  size_t lead = p.size();
  while (lead > 0 && (static_cast<unsigned char>(p[lead - 1]) & 0xC0) == 0x80) --lead;
  if (lead > 0) {
    unsigned char b = static_cast<unsigned char>(p[lead - 1]);
    size_t need = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
    if (p.size() - (lead - 1) < need) p.resize(lead - 1);
  }
  return p;
}

}  // namespace minitf
