// The methods of str (split, join, strip, find, format, ...) and str().
//
// Strings are UTF-8; indices and widths are in code points. ASCII strings (the
// common case, flagged on Str) are handled on bytes; others are decoded to
// UTF-32 where positions matter.
#include <algorithm>
#include <charconv>

#include "builtins/builtins_impl.h"
#include "builtins/format_impl.h"
#include "runtime/text_search.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

const Str& self_of(const CallArgs& a) { return *a.pos[0].as<Str>(); }

// A str argument or TypeError "must be str, not int" (with an optional prefix
// such as "replace() argument 1 ").
const Str& str_arg(const Value& v, const std::string& prefix = "") {
  if (!is_str(v)) throw_type_error(prefix + "must be str, not " + type_name(v));
  return *v.as<Str>();
}

// ---- searching (find, index, count, startswith) --------------------------------

// find/rfind/count on [start, end) of a str, in code points. The search
// itself runs on the UTF-8 bytes in linear time (runtime/text_search.h); for
// a non-ASCII str the code-point bounds become byte offsets and back.
// A str's code-point positions as byte offsets and back, each by one scan
// of the bytes (no table: the text may be large). ASCII needs none.
struct CodePoints {
  const Str& s;
  explicit CodePoints(const Str& str) : s(str) {}
  int64_t size() const { return int64_t(s.length()); }
  size_t byte_at(int64_t cp) const {
    if (s.ascii()) return size_t(cp);
    int64_t k = -1;
    for (size_t i = 0; i < s.s.size(); ++i)
      if ((static_cast<unsigned char>(s.s[i]) & 0xC0) != 0x80 && ++k == cp) return i;
    return s.s.size();
  }
  int64_t cp_at(size_t byte) const {
    if (s.ascii()) return int64_t(byte);
    int64_t n = 0;
    for (size_t i = 0; i < byte; ++i)
      if ((static_cast<unsigned char>(s.s[i]) & 0xC0) != 0x80) ++n;
    return n;
  }
};

int64_t find_in(const CodePoints& text, const Str& sub, int64_t start, int64_t end, bool reverse) {
  int64_t len = text.size();
  adjust_indices(start, end, len);
  if (start > len || end - start < int64_t(sub.length())) return -1;
  const size_t b0 = text.byte_at(start), b1 = text.byte_at(end);
  std::string_view win = std::string_view(text.s.s).substr(b0, b1 - b0);
  size_t r = reverse ? text_rfind(win, sub.s) : text_find(win, sub.s);
  return r == std::string_view::npos ? -1 : text.cp_at(b0 + r);
}

int64_t count_in(const CodePoints& text, const Str& sub, int64_t start, int64_t end) {
  int64_t len = text.size();
  adjust_indices(start, end, len);
  if (start > len || end - start < int64_t(sub.length())) return 0;
  if (sub.s.empty()) return end - start + 1;
  const size_t b0 = text.byte_at(start), b1 = text.byte_at(end);
  std::string_view win = std::string_view(text.s.s).substr(b0, b1 - b0);
  int64_t n = 0;
  for (size_t p = text_find(win, sub.s); p != std::string_view::npos;
       p = text_find(win, sub.s, p + sub.s.size()))
    ++n;
  return n;
}

template <class C>
bool tail_match(std::basic_string_view<C> s, std::basic_string_view<C> sub, int64_t start,
                int64_t end, bool at_end) {
  int64_t len = int64_t(s.size());
  adjust_indices(start, end, len);
  if (start > len) return false;
  if (end - start < int64_t(sub.size())) return false;
  size_t pos = at_end ? size_t(end) - sub.size() : size_t(start);
  return s.compare(pos, sub.size(), sub) == 0;
}

void start_end(Interpreter& in, const CallArgs& a, size_t first, int64_t& start, int64_t& end) {
  start = 0;
  end = INT64_MAX;
  if (a.pos.size() > first && !a.pos[first].is_none()) start = slice_arg(in, a.pos[first]);
  if (a.pos.size() > first + 1 && !a.pos[first + 1].is_none())
    end = slice_arg(in, a.pos[first + 1]);
}

enum class Search { Find, RFind, Index, RIndex, Count };

Value search(Interpreter& in, CallArgs& a, Search kind, const char* qual) {
  check_method_args(a, 1, 3, qual, ArgStyle::Takes);
  const Str& s = self_of(a);
  const Str& sub = str_arg(a.pos[1]);
  int64_t start, end;
  start_end(in, a, 2, start, end);
  bool rev = kind == Search::RFind || kind == Search::RIndex;
  CodePoints text(s);
  int64_t r =
      kind == Search::Count ? count_in(text, sub, start, end) : find_in(text, sub, start, end, rev);
  if (r < 0 && (kind == Search::Index || kind == Search::RIndex))
    throw_value_error("substring not found");
  return Value::integer(r);
}

Value starts_ends(Interpreter& in, CallArgs& a, bool at_end) {
  const char* name = at_end ? "endswith" : "startswith";
  check_method_args(a, 1, 3, at_end ? "str.endswith" : "str.startswith", ArgStyle::Takes);
  const Str& s = self_of(a);
  int64_t start, end;
  start_end(in, a, 2, start, end);
  auto one = [&](const Str& sub) {
    if (s.ascii() && sub.ascii())
      return tail_match(std::string_view(s.s), std::string_view(sub.s), start, end, at_end);
    std::u32string s32 = text::decode(s.s), sub32 = text::decode(sub.s);
    return tail_match(std::u32string_view(s32), std::u32string_view(sub32), start, end, at_end);
  };
  const Value& arg = a.pos[1];
  if (is_tuple(arg)) {
    for (const Value& x : arg.as<Tuple>()->items) {
      if (!is_str(x))
        throw_type_error(std::string("tuple for ") + name + " must only contain str, not " +
                         type_name(x));
      if (one(*x.as<Str>())) return Value::boolean(true);
    }
    return Value::boolean(false);
  }
  if (!is_str(arg))
    throw_type_error(std::string(name) + " first arg must be str or a tuple of str, not " +
                     type_name(arg));
  return Value::boolean(one(*arg.as<Str>()));
}

// ---- splitting -------------------------------------------------------------------

int64_t maxsplit_arg(const CallArgs& a) {
  const Value* m = arg_or_kw(a, 2, "maxsplit");
  if (!m) return -1;
  if (!m->is_intlike())
    throw_type_error("'" + type_name(*m) + "' object cannot be interpreted as an integer");
  return m->as_int();
}

// Splits on runs of whitespace (sep=None).
std::vector<Value> split_whitespace(const std::string& s, int64_t maxsplit, bool right) {
  std::u32string u = text::decode(s);
  std::vector<Value> out;
  int64_t n = int64_t(u.size());
  if (!right) {
    int64_t i = 0;
    while (true) {
      while (i < n && text::is_space(u[size_t(i)])) ++i;
      if (i >= n) break;
      if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) {
        out.push_back(new_str(text::encode(u.substr(size_t(i)))));
        break;
      }
      int64_t j = i;
      while (j < n && !text::is_space(u[size_t(j)])) ++j;
      out.push_back(new_str(text::encode(u.substr(size_t(i), size_t(j - i)))));
      i = j;
    }
  } else {
    int64_t i = n - 1;
    while (true) {
      while (i >= 0 && text::is_space(u[size_t(i)])) --i;
      if (i < 0) break;
      if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) {
        out.push_back(new_str(text::encode(u.substr(0, size_t(i + 1)))));
        break;
      }
      int64_t j = i;
      while (j >= 0 && !text::is_space(u[size_t(j)])) --j;
      out.push_back(new_str(text::encode(u.substr(size_t(j + 1), size_t(i - j)))));
      i = j;
    }
    std::reverse(out.begin(), out.end());
  }
  return out;
}

// Splits on a separator; byte search is exact for UTF-8 (self-synchronising).
std::vector<Value> split_sep(const std::string& s, const std::string& sep, int64_t maxsplit,
                             bool right) {
  if (sep.empty()) throw_value_error("empty separator");
  std::vector<Value> out;
  if (!right) {
    size_t i = 0;
    while (maxsplit < 0 || int64_t(out.size()) < maxsplit) {
      size_t p = text_find(s, sep, i);
      if (p == std::string::npos) break;
      out.push_back(new_str(s.substr(i, p - i)));
      i = p + sep.size();
    }
    out.push_back(new_str(s.substr(i)));
  } else {
    // From the right: forwards through the reversed text (reversed once),
    // where a match at r is the original's match ending at size - r.
    const std::string rs = reversed_bytes(s), rsep = reversed_bytes(sep);
    const size_t n = s.size();
    size_t i = 0;
    while (maxsplit < 0 || int64_t(out.size()) < maxsplit) {
      size_t p = text_find(rs, rsep, i);
      if (p == std::string::npos) break;
      out.push_back(new_str(s.substr(n - p, p - i)));
      i = p + sep.size();
    }
    out.push_back(new_str(s.substr(0, n - i)));
    std::reverse(out.begin(), out.end());
  }
  return out;
}

Value split(CallArgs& a, bool right) {
  check_method_args(a, 0, 2, right ? "str.rsplit" : "str.split", ArgStyle::Takes, true);
  check_kwargs(a, {"sep", "maxsplit"}, right ? "rsplit" : "split");
  const Str& s = self_of(a);
  const Value* sep = arg_or_kw(a, 1, "sep");
  int64_t maxsplit = maxsplit_arg(a);
  if (!sep || sep->is_none()) return list_value(split_whitespace(s.s, maxsplit, right));
  if (!is_str(*sep)) throw_type_error("must be str or None, not " + type_name(*sep));
  return list_value(split_sep(s.s, str_of(*sep), maxsplit, right));
}

Value splitlines(CallArgs& a) {
  check_method_args(a, 0, 1, "str.splitlines", ArgStyle::Takes, true);
  check_kwargs(a, {"keepends"}, "splitlines");
  const Value* k = arg_or_kw(a, 1, "keepends");
  bool keep = k && (k->is_intlike() ? k->as_int() != 0 : !k->is_none());
  std::u32string u = text::decode(self_of(a).s);
  std::vector<Value> out;
  size_t i = 0, n = u.size();
  while (i < n) {
    size_t j = i;
    while (j < n && !text::is_linebreak(u[j])) ++j;
    size_t eol = j;
    if (j < n) {
      j += (u[j] == '\r' && j + 1 < n && u[j + 1] == '\n') ? 2 : 1;
      if (keep) eol = j;
    }
    out.push_back(new_str(text::encode(u.substr(i, eol - i))));
    i = j;
  }
  return list_value(std::move(out));
}

Value partition(CallArgs& a, bool right) {
  check_method_args(a, 1, 1, right ? "str.rpartition" : "str.partition", ArgStyle::OneArg);
  const std::string& s = self_of(a).s;
  const std::string& sep = str_arg(a.pos[1]).s;
  if (sep.empty()) throw_value_error("empty separator");
  size_t p = right ? text_rfind(s, sep) : text_find(s, sep);
  if (p == std::string::npos) {
    if (right) return tuple_value({new_str(""), new_str(""), a.pos[0]});
    return tuple_value({a.pos[0], new_str(""), new_str("")});
  }
  return tuple_value({new_str(s.substr(0, p)), a.pos[1], new_str(s.substr(p + sep.size()))});
}

// ---- strip, replace, join ---------------------------------------------------------

Value strip(CallArgs& a, bool left, bool right, const char* name) {
  std::string q = std::string("str.") + name;
  check_method_args(a, 0, 1, q.c_str(), ArgStyle::Expected);
  const std::string& s = self_of(a).s;
  std::u32string chars;
  bool whitespace = a.pos.size() < 2 || a.pos[1].is_none();
  if (!whitespace) {
    if (!is_str(a.pos[1])) throw_type_error(std::string(name) + " arg must be None or str");
    chars = text::decode(str_of(a.pos[1]));
  }
  auto strip_it = [&](char32_t c) {
    return whitespace ? text::is_space(c) : chars.find(c) != std::u32string::npos;
  };
  std::u32string u = text::decode(s);
  size_t b = 0, e = u.size();
  if (left)
    while (b < e && strip_it(u[b])) ++b;
  if (right)
    while (e > b && strip_it(u[e - 1])) --e;
  if (b == 0 && e == u.size()) return a.pos[0];
  return new_str(text::encode(u.substr(b, e - b)));
}

Value replace(CallArgs& a) {
  check_method_args(a, 2, 3, "str.replace", ArgStyle::Expected);
  const Str& self = self_of(a);
  const std::string& s = self.s;
  const std::string& old = str_arg(a.pos[1], "replace() argument 1 ").s;
  const std::string& rep = str_arg(a.pos[2], "replace() argument 2 ").s;
  int64_t count = -1;
  if (a.pos.size() > 3) {
    if (!a.pos[3].is_intlike())
      throw_type_error("'" + type_name(a.pos[3]) + "' object cannot be interpreted as an integer");
    count = a.pos[3].as_int();
  }
  std::string out;
  if (old.empty()) {
    // Inserts `rep` before every code point and at the end (count-limited);
    // there are at most s.size() + 1 places.
    check_memory(uint64_t(s.size()) + 1, uint64_t(rep.size()) + 1);
    int64_t n = 0;
    size_t i = 0;
    while (i < s.size()) {
      if (count >= 0 && n >= count) break;
      out += rep;
      ++n;
      size_t st = i;
      text::decode_at(s, i);
      out.append(s, st, i - st);
    }
    out.append(s, i, std::string::npos);
    if (i == s.size() && (count < 0 || n < count)) out += rep;
    return new_str(std::move(out));
  }
  if (rep.size() > old.size()) {
    // A growing replacement: the result's size, checked before it is built.
    uint64_t places = 0;
    for (size_t p = text_find(s, old);
         p != std::string::npos && (count < 0 || int64_t(places) < count);
         p = text_find(s, old, p + old.size()))
      ++places;
    uint64_t growth;
    if (__builtin_mul_overflow(places, uint64_t(rep.size() - old.size()), &growth))
      throw_exc(types().MemoryError, "");
    check_memory(uint64_t(s.size()) + growth);
  }
  size_t i = 0;
  int64_t n = 0;
  while (count < 0 || n < count) {
    size_t p = text_find(s, old, i);
    if (p == std::string::npos) break;
    out.append(s, i, p - i);
    out += rep;
    i = p + old.size();
    ++n;
  }
  if (n == 0) return a.pos[0];
  out.append(s, i, std::string::npos);
  return new_str(std::move(out));
}

Value join(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "str.join", ArgStyle::OneArg);
  const std::string& sep = self_of(a).s;
  std::vector<Value> items;
  const Value& arg = a.pos[1];
  if (is_list(arg) || is_tuple(arg)) {
    items = items_of(in, arg);
  } else {
    Value it;
    try {
      it = in.iter(arg);
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
      throw_type_error("can only join an iterable");
    }
    Value x;
    while (in.next(it, x)) items.push_back(x);
  }
  size_t total = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    if (!is_str(items[i]))
      throw_type_error("sequence item " + std::to_string(i) + ": expected str instance, " +
                       type_name(items[i]) + " found");
    total += str_of(items[i]).size() + sep.size();
  }
  check_memory(total);
  std::string out;
  out.reserve(total);
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += sep;
    out += str_of(items[i]);
  }
  return new_str(std::move(out));
}

// ---- case and classification ------------------------------------------------------

template <class F>
Value map_chars(const CallArgs& a, const char* qual, F f, bool upper_sharp_s = false) {
  check_method_args(a, 0, 0, qual, ArgStyle::NoArgs);
  const Str& s = self_of(a);
  std::string out;
  out.reserve(s.s.size());
  if (s.ascii()) {
    for (char c : s.s) out.push_back(char(f(char32_t(static_cast<unsigned char>(c)))));
  } else {
    for (size_t i = 0; i < s.s.size();) {
      char32_t c = text::decode_at(s.s, i);
      char32_t r = f(c);
      // The one full case mapping that is not 1:1 in common text: German
      // sharp s upper-cases to "SS" (upper() and swapcase()).
      if (c == 0xDF && r == 0xDF && upper_sharp_s)
        out += "SS";
      else
        text::append_utf8(out, r);
    }
  }
  return new_str(std::move(out));
}

// title() and capitalize() see the previous character's casedness.
Value title_case(const CallArgs& a, bool only_first) {
  check_method_args(a, 0, 0, only_first ? "str.capitalize" : "str.title", ArgStyle::NoArgs);
  std::u32string u = text::decode(self_of(a).s);
  bool prev_cased = false;
  for (size_t i = 0; i < u.size(); ++i) {
    char32_t c = u[i];
    if (only_first) {
      u[i] = i == 0 ? text::to_upper(c) : text::to_lower(c);
      continue;
    }
    u[i] = prev_cased ? text::to_lower(c) : text::to_upper(c);
    prev_cased = text::is_cased(c);
  }
  return new_str(text::encode(u));
}

template <class F>
Value all_chars(const CallArgs& a, const char* qual, F f) {
  check_method_args(a, 0, 0, qual, ArgStyle::NoArgs);
  const std::string& s = self_of(a).s;
  if (s.empty()) return Value::boolean(false);
  for (size_t i = 0; i < s.size();)
    if (!f(text::decode_at(s, i))) return Value::boolean(false);
  return Value::boolean(true);
}

// isupper/islower: at least one cased character and none of the other case.
Value case_check(const CallArgs& a, bool upper) {
  check_method_args(a, 0, 0, upper ? "str.isupper" : "str.islower", ArgStyle::NoArgs);
  const std::string& s = self_of(a).s;
  bool cased = false;
  for (size_t i = 0; i < s.size();) {
    char32_t c = text::decode_at(s, i);
    if (upper ? text::is_lower(c) : text::is_upper(c)) return Value::boolean(false);
    if (upper ? text::is_upper(c) : text::is_lower(c)) cased = true;
  }
  return Value::boolean(cased);
}

Value istitle(const CallArgs& a) {
  check_method_args(a, 0, 0, "str.istitle", ArgStyle::NoArgs);
  const std::string& s = self_of(a).s;
  bool prev_cased = false, any = false;
  for (size_t i = 0; i < s.size();) {
    char32_t c = text::decode_at(s, i);
    if (text::is_upper(c)) {
      if (prev_cased) return Value::boolean(false);
      prev_cased = any = true;
    } else if (text::is_lower(c)) {
      if (!prev_cased) return Value::boolean(false);
      prev_cased = any = true;
    } else {
      prev_cased = false;
    }
  }
  return Value::boolean(any);
}

// str(object='') — str(bytes, encoding) is not supported (no bytes type).
Value construct_str(Interpreter& in, CallArgs& a) {
  if (a.kw.empty() && a.pos.size() == 1) {  // str(x): skip the keyword checks
    const Value& obj = a.pos[0];
    if (obj.is_int()) {  // str(i), the commonest conversion, without repr's dispatch
      char buf[24];
      char* end = std::to_chars(buf, buf + sizeof buf, obj.as_int()).ptr;
      return str_value(std::string(buf, end), true);  // digits and '-' are ASCII
    }
    return is_str(obj) ? obj : new_str(in.str(obj));
  }
  check_kwargs(a, {"object", "encoding", "errors"}, "str");
  if (a.size() > 3)
    throw_type_error("str() takes at most 3 arguments (" + std::to_string(a.size()) + " given)");
  const Value* obj = arg_or_kw(a, 0, "object");
  if (a.size() > 1 || find_kwarg(a, "encoding") || find_kwarg(a, "errors"))
    throw_type_error(obj && is_str(*obj)
                         ? "decoding str is not supported"
                         : "decoding to str: need a bytes-like object, " +
                               (obj ? type_name(*obj) : std::string("str")) + " found");
  if (!obj) return new_str("");
  if (is_str(*obj)) return *obj;
  return new_str(in.str(*obj));
}

using I = Interpreter;
using A = CallArgs;

char32_t swap_case(char32_t c) {
  return text::is_upper(c) ? text::to_lower(c) : text::is_lower(c) ? text::to_upper(c) : c;
}

Value isascii(I&, A& a) {
  check_method_args(a, 0, 0, "str.isascii", ArgStyle::NoArgs);
  return Value::boolean(self_of(a).ascii());
}

Value isprintable(I&, A& a) {
  check_method_args(a, 0, 0, "str.isprintable", ArgStyle::NoArgs);
  const std::string& s = self_of(a).s;
  for (size_t i = 0; i < s.size();)
    if (!text::is_printable(text::decode_at(s, i))) return Value::boolean(false);
  return Value::boolean(true);
}

Value isidentifier(I&, A& a) {
  check_method_args(a, 0, 0, "str.isidentifier", ArgStyle::NoArgs);
  return Value::boolean(text::is_identifier(text::decode(self_of(a).s)));
}

Value format_args(I& in, A& a) {
  std::vector<Value> pos(a.pos.begin() + 1, a.pos.end());
  return new_str(str_format_impl(in, self_of(a).s, pos, &a, nullptr));
}

Value format_mapping(I& in, A& a) {
  check_method_args(a, 1, 1, "str.format_map", ArgStyle::OneArg);
  return new_str(str_format_impl(in, self_of(a).s, {}, nullptr, &a.pos[1]));
}

const NativeDef kStrMethods[] = {
    {"__mod__", str_mod_method, "(self, value, /)", "Return self%value."},
    {"__format__", str_format_method, "(self, format_spec, /)",
     "Return a formatted version of the string as described by format_spec."},
    {"split", [](I&, A& a) { return split(a, false); }, "(self, /, sep=None, maxsplit=-1)",
     "Return a list of the substrings in the string, using sep as the separator string."},
    {"rsplit", [](I&, A& a) { return split(a, true); }, "(self, /, sep=None, maxsplit=-1)",
     "Return a list of the substrings in the string, using sep as the separator string."},
    {"splitlines", [](I&, A& a) { return splitlines(a); }, "(self, /, keepends=False)",
     "Return a list of the lines in the string, breaking at line boundaries."},
    {"join", join, "(self, iterable, /)", "Concatenate any number of strings."},
    {"strip", [](I&, A& a) { return strip(a, true, true, "strip"); }, "(self, chars=None, /)",
     "Return a copy of the string with leading and trailing whitespace removed."},
    {"lstrip", [](I&, A& a) { return strip(a, true, false, "lstrip"); }, "(self, chars=None, /)",
     "Return a copy of the string with leading whitespace removed."},
    {"rstrip", [](I&, A& a) { return strip(a, false, true, "rstrip"); }, "(self, chars=None, /)",
     "Return a copy of the string with trailing whitespace removed."},
    {"replace", [](I&, A& a) { return replace(a); }, "(self, old, new, count=-1, /)",
     "Return a copy with all occurrences of substring old replaced by new."},
    {"startswith", [](I& in, A& a) { return starts_ends(in, a, false); },
     "(prefix[, start[, end]])",
     "Return True if S starts with the specified prefix, False otherwise."},
    {"endswith", [](I& in, A& a) { return starts_ends(in, a, true); }, "(suffix[, start[, end]])",
     "Return True if S ends with the specified suffix, False otherwise."},
    {"find", [](I& in, A& a) { return search(in, a, Search::Find, "str.find"); },
     "(sub[, start[, end]])",
     "Return the lowest index in S where substring sub is found; -1 on failure."},
    {"rfind", [](I& in, A& a) { return search(in, a, Search::RFind, "str.rfind"); },
     "(sub[, start[, end]])",
     "Return the highest index in S where substring sub is found; -1 on failure."},
    {"index", [](I& in, A& a) { return search(in, a, Search::Index, "str.index"); },
     "(sub[, start[, end]])",
     "Return the lowest index in S where substring sub is found; raise ValueError if not found."},
    {"rindex", [](I& in, A& a) { return search(in, a, Search::RIndex, "str.rindex"); },
     "(sub[, start[, end]])",
     "Return the highest index in S where substring sub is found; raise ValueError if not found."},
    {"count", [](I& in, A& a) { return search(in, a, Search::Count, "str.count"); },
     "(sub[, start[, end]])", "Return the number of non-overlapping occurrences of substring sub."},
    {"upper", [](I&, A& a) { return map_chars(a, "str.upper", text::to_upper, true); }, "(self, /)",
     "Return a copy of the string converted to uppercase."},
    {"lower", [](I&, A& a) { return map_chars(a, "str.lower", text::to_lower); }, "(self, /)",
     "Return a copy of the string converted to lowercase."},
    {"casefold", [](I&, A& a) { return map_chars(a, "str.casefold", text::to_lower); }, "(self, /)",
     "Return a version of the string suitable for caseless comparisons."},
    {"swapcase", [](I&, A& a) { return map_chars(a, "str.swapcase", swap_case, true); },
     "(self, /)",
     "Convert uppercase characters to lowercase and lowercase characters to uppercase."},
    {"title", [](I&, A& a) { return title_case(a, false); }, "(self, /)",
     "Return a version of the string where each word is titlecased."},
    {"capitalize", [](I&, A& a) { return title_case(a, true); }, "(self, /)",
     "Return a capitalized version of the string."},
    {"isdigit", [](I&, A& a) { return all_chars(a, "str.isdigit", text::is_digit); }, "(self, /)",
     "Return True if the string is a digit string, False otherwise."},
    {"isdecimal", [](I&, A& a) { return all_chars(a, "str.isdecimal", text::is_decimal); },
     "(self, /)", "Return True if the string is a decimal string, False otherwise."},
    {"isnumeric", [](I&, A& a) { return all_chars(a, "str.isnumeric", text::is_numeric); },
     "(self, /)", "Return True if the string is a numeric string, False otherwise."},
    {"isalpha", [](I&, A& a) { return all_chars(a, "str.isalpha", text::is_alpha); }, "(self, /)",
     "Return True if the string is an alphabetic string, False otherwise."},
    {"isalnum", [](I&, A& a) { return all_chars(a, "str.isalnum", text::is_alnum); }, "(self, /)",
     "Return True if the string is an alpha-numeric string, False otherwise."},
    {"isspace", [](I&, A& a) { return all_chars(a, "str.isspace", text::is_space); }, "(self, /)",
     "Return True if the string is a whitespace string, False otherwise."},
    {"isascii", isascii, "(self, /)",
     "Return True if all characters in the string are ASCII, False otherwise."},
    {"isprintable", isprintable, "(self, /)",
     "Return True if the string is printable, False otherwise."},
    {"isupper", [](I&, A& a) { return case_check(a, true); }, "(self, /)",
     "Return True if the string is an uppercase string, False otherwise."},
    {"islower", [](I&, A& a) { return case_check(a, false); }, "(self, /)",
     "Return True if the string is a lowercase string, False otherwise."},
    {"istitle", [](I&, A& a) { return istitle(a); }, "(self, /)",
     "Return True if the string is a title-cased string, False otherwise."},
    {"isidentifier", isidentifier, "(self, /)",
     "Return True if the string is a valid Python identifier, False otherwise."},
    {"partition", [](I&, A& a) { return partition(a, false); }, "(self, sep, /)",
     "Partition the string into three parts using the given separator."},
    {"rpartition", [](I&, A& a) { return partition(a, true); }, "(self, sep, /)",
     "Partition the string into three parts using the given separator."},
    {"format", format_args, "(*args, **kwargs)",
     "Return a formatted version of S, using substitutions from args and kwargs."},
    {"format_map", format_mapping, "(mapping)",
     "Return a formatted version of S, using substitutions from mapping."},
};

}  // namespace

void init_str_methods(TypeObject* t) {
  t->construct = construct_str;
  add_methods(t, kStrMethods);
  init_str_layout_methods(t);
}

}  // namespace minitf
