#include "builtins/completion.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "builtins/dotted.h"
#include "runtime/interpreter.h"
#include "runtime/types.h"
#include "syntax/tokens.h"

namespace minitf {

namespace {

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// The keywords to offer: the lexer's keyword table, without the generator and
// coroutine keywords, which minitf's parser rejects, so completing them would
// only lead to an error.
std::vector<std::string_view> completable_keywords() {
  std::vector<std::string_view> out;
  for (int i = 0; i < kNumTokens; ++i) {
    Tok t = static_cast<Tok>(i);
    if (tok_class(t) != TokClass::K) continue;
    if (t == Tok::KwAsync || t == Tok::KwAwait || t == Tok::KwYield) continue;
    out.emplace_back(tok_spelling(t));
  }
  return out;
}

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

bool is_callable(const Value& v) {
  if (!v.is_obj()) return false;
  const Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().function || t == types().builtin_function || t == types().method) return true;
  if (t->is_subclass_of(types().type)) return true;  // a class
  return t->lookup("__call__") != nullptr;
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

std::string decorate_keyword(std::string_view kw, const CompletionOptions& opt) {
  std::string s(kw);
  if (!opt.decorate) return s;
  // As rlcompleter: a colon where nothing else can follow, nothing after
  // words that end a statement, a space after the rest.
  if (kw == "finally" || kw == "try") return s + ":";
  if (kw == "False" || kw == "None" || kw == "True" || kw == "break" || kw == "continue" ||
      kw == "pass" || kw == "else")
    return s;
  return s + " ";
}

// Private names appear only when the user asked for them, as in rlcompleter.
bool wanted(const std::string& name, std::string_view prefix) {
  if (name.compare(0, prefix.size(), prefix) != 0) return false;
  return !(!name.empty() && name[0] == '_' && (prefix.empty() || prefix[0] != '_'));
}

void sort_unique(std::vector<std::string>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

// The object a dotted name before a dot stands for, when `text[start, dot)`
// is one and nothing before it makes it part of a larger expression
// ("f().x", "a[0].x", "'abc'.upper" would need evaluation).
std::optional<Value> object_before_dot(Interpreter& in, std::string_view text, size_t dot) {
  size_t start = dotted_name_start(text, dot);
  if (start > 0) {
    char before = text[start - 1];
    if (before == ')' || before == ']' || before == '}' || before == '\'' || before == '"')
      return std::nullopt;
  }
  return resolve_dotted(in, text.substr(start, dot - start));
}

}  // namespace

Completion complete(Interpreter& in, std::string_view text, size_t cursor,
                    const CompletionOptions& opt) {
  Completion c;
  cursor = std::min(cursor, text.size());
  c.end = cursor;
  size_t ws = cursor;
  while (ws > 0 && is_identifier_byte(text[ws - 1])) --ws;
  c.start = ws;
  if (in_string_or_comment(text, cursor)) return c;
  std::string_view prefix = text.substr(ws, cursor - ws);
  if (!prefix.empty() && is_digit(prefix[0])) return c;  // a number, not a name

  if (ws > 0 && text[ws - 1] == '.') {
    std::optional<Value> obj = object_before_dot(in, text, ws - 1);
    if (!obj) return c;
    for (auto& [name, value] : peek_attributes(in, *obj))
      if (wanted(name, prefix)) c.matches.push_back(decorate_name(name, value, opt));
    sort_unique(c.matches);
    return c;
  }

  for (std::string_view kw : completable_keywords())
    if (kw.compare(0, prefix.size(), prefix) == 0) c.matches.push_back(decorate_keyword(kw, opt));
  // A global shadows the builtin of the same name (and decides its suffix).
  for (Module* m : {in.main_module(), in.builtins_module()}) {
    for (size_t i = 0; i < m->slots.size(); ++i) {
      if (!m->bound[i]) continue;
      const std::string& name = m->slot_names[i]->s;
      if (!wanted(name, prefix)) continue;
      if (m != in.main_module() && in.main_module()->get(name)) continue;
      c.matches.push_back(decorate_name(name, m->slots[i], opt));
    }
  }
  sort_unique(c.matches);
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
