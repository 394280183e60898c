// str methods that lay text out or map characters: zfill, center, ljust,
// rjust, expandtabs, removeprefix/removesuffix, translate and maketrans
// (split from methods_str.cpp to keep files small).
#include "builtins/builtins_impl.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

const Str& self_of(const CallArgs& a) { return *a.pos[0].as<Str>(); }

// ---- padding -------------------------------------------------------------------

int64_t width_arg(const Value& v) {
  if (!v.is_intlike())
    throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
  return v.as_int();
}

std::string fill_arg(const CallArgs& a) {
  if (a.pos.size() < 3) return " ";
  const Value& f = a.pos[2];
  if (!is_str(f))
    throw_type_error("The fill character must be a unicode character, not " + type_name(f));
  if (text::length(str_of(f)) != 1)
    throw_type_error("The fill character must be exactly one character long");
  return str_of(f);
}

std::string repeat(const std::string& s, int64_t n) {
  std::string out;
  out.reserve(s.size() * size_t(n));
  for (int64_t i = 0; i < n; ++i) out += s;
  return out;
}

Value justify(CallArgs& a, char how, const char* qual) {
  check_method_args(a, 1, 2, qual, ArgStyle::Expected);
  const Str& s = self_of(a);
  int64_t width = width_arg(a.pos[1]);
  std::string fill = fill_arg(a);
  int64_t len = int64_t(s.length());
  if (width <= len) return a.pos[0];
  int64_t marg = width - len;
  check_memory(uint64_t(marg), fill.size());
  if (how == '<') return new_str(s.s + repeat(fill, marg));
  if (how == '>') return new_str(repeat(fill, marg) + s.s);
  // CPython's centering rounds the odd space to the left when width is odd.
  int64_t left = marg / 2 + (marg & width & 1);
  return new_str(repeat(fill, left) + s.s + repeat(fill, marg - left));
}

Value zfill(CallArgs& a) {
  check_method_args(a, 1, 1, "str.zfill", ArgStyle::OneArg);
  const Str& s = self_of(a);
  int64_t width = width_arg(a.pos[1]);
  int64_t len = int64_t(s.length());
  if (width <= len) return a.pos[0];
  check_memory(uint64_t(width));
  std::string out = s.s;
  size_t at = (!out.empty() && (out[0] == '+' || out[0] == '-')) ? 1 : 0;
  out.insert(at, size_t(width - len), '0');
  return new_str(std::move(out));
}

Value expandtabs(CallArgs& a) {
  check_method_args(a, 0, 1, "str.expandtabs", ArgStyle::Takes, true);
  check_kwargs(a, {"tabsize"}, "expandtabs");
  const Value* t = arg_or_kw(a, 1, "tabsize");
  int64_t tab = t ? width_arg(*t) : 8;
  const std::string& s = self_of(a).s;
  std::string out;
  int64_t col = 0;
  for (size_t i = 0; i < s.size();) {
    size_t st = i;
    char32_t c = text::decode_at(s, i);
    if (c == '\t') {
      if (tab > 0) {
        int64_t n = tab - col % tab;
        check_memory(uint64_t(out.size()) + uint64_t(n));
        out.append(size_t(n), ' ');
        col += n;
      }
    } else {
      out.append(s, st, i - st);
      col = (c == '\n' || c == '\r') ? 0 : col + 1;
    }
  }
  return new_str(std::move(out));
}

Value affix(CallArgs& a, bool prefix) {
  check_method_args(a, 1, 1, prefix ? "str.removeprefix" : "str.removesuffix", ArgStyle::OneArg);
  const std::string& s = self_of(a).s;
  if (!is_str(a.pos[1]))
    throw_type_error(std::string(prefix ? "removeprefix" : "removesuffix") +
                     "() argument must be str, not " + type_name(a.pos[1]));
  const std::string& x = str_of(a.pos[1]);
  if (x.empty() || x.size() > s.size()) return a.pos[0];
  if (prefix && s.compare(0, x.size(), x) == 0) return new_str(s.substr(x.size()));
  if (!prefix && s.compare(s.size() - x.size(), x.size(), x) == 0)
    return new_str(s.substr(0, s.size() - x.size()));
  return a.pos[0];
}

// str.maketrans(x[, y[, z]]): a dict from code points to str/int/None.
Value maketrans(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 3, "maketrans", ArgStyle::Expected);
  Ref<Dict> d = make_dict();
  if (a.pos.size() == 1) {
    if (!is_dict(a.pos[0]))
      throw_type_error("if you give only one argument to maketrans it must be a dict");
    std::vector<std::pair<Value, Value>> items;
    a.pos[0].as<Dict>()->table.for_each(
        [&](const Value& k, const Value& v) { items.emplace_back(k, v); });
    for (auto& kv : items) {
      Value key = kv.first;
      if (is_str(key)) {
        if (text::length(str_of(key)) != 1)
          throw_value_error("string keys in translate table must be of length 1");
        size_t i = 0;
        key = Value::integer(int64_t(text::decode_at(str_of(key), i)));
      } else if (!key.is_intlike()) {
        throw_type_error("keys in translate table must be strings or integers");
      }
      dict_set(in, *d, key, kv.second);
    }
    return d.value();
  }
  if (!is_str(a.pos[0]))
    throw_type_error("maketrans() argument 1 must be str, not " + type_name(a.pos[0]));
  if (!is_str(a.pos[1]))
    throw_type_error("maketrans() argument 2 must be str, not " + type_name(a.pos[1]));
  std::u32string x = text::decode(str_of(a.pos[0])), y = text::decode(str_of(a.pos[1]));
  if (x.size() != y.size())
    throw_value_error("the first two maketrans arguments must have equal length");
  for (size_t i = 0; i < x.size(); ++i)
    dict_set(in, *d, Value::integer(int64_t(x[i])), Value::integer(int64_t(y[i])));
  if (a.pos.size() == 3) {
    if (!is_str(a.pos[2]))
      throw_type_error("maketrans() argument 3 must be str, not " + type_name(a.pos[2]));
    for (char32_t c : text::decode(str_of(a.pos[2])))
      dict_set(in, *d, Value::integer(int64_t(c)), Value());
  }
  return d.value();
}

Value translate(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "str.translate", ArgStyle::OneArg);
  const std::string& s = self_of(a).s;
  const Value& table = a.pos[1];
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t st = i;
    char32_t c = text::decode_at(s, i);
    Value r;
    try {
      r = in.getitem(table, Value::integer(int64_t(c)));
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().LookupError)) throw;
      out.append(s, st, i - st);
      continue;
    }
    if (r.is_none()) continue;
    if (r.is_intlike()) {
      int64_t v = r.as_int();
      if (v < 0 || v > 0x10FFFF) throw_value_error("character mapping must be in range(0x110000)");
      text::append_utf8(out, char32_t(v));
    } else if (is_str(r)) {
      out += str_of(r);
    } else {
      throw_type_error("character mapping must return integer, None or str");
    }
  }
  return new_str(std::move(out));
}

using I = Interpreter;
using A = CallArgs;

const NativeDef kStrLayoutMethods[] = {
    {"zfill", [](I&, A& a) { return zfill(a); }, "(self, width, /)",
     "Pad a numeric string with zeros on the left, to fill a field of the given width."},
    {"center", [](I&, A& a) { return justify(a, '^', "str.center"); },
     "(self, width, fillchar=' ', /)", "Return a centered string of length width."},
    {"ljust", [](I&, A& a) { return justify(a, '<', "str.ljust"); },
     "(self, width, fillchar=' ', /)", "Return a left-justified string of length width."},
    {"rjust", [](I&, A& a) { return justify(a, '>', "str.rjust"); },
     "(self, width, fillchar=' ', /)", "Return a right-justified string of length width."},
    {"expandtabs", [](I&, A& a) { return expandtabs(a); }, "(self, /, tabsize=8)",
     "Return a copy where all tab characters are expanded using spaces."},
    {"removeprefix", [](I&, A& a) { return affix(a, true); }, "(self, prefix, /)",
     "Return a str with the given prefix string removed if present."},
    {"removesuffix", [](I&, A& a) { return affix(a, false); }, "(self, suffix, /)",
     "Return a str with the given suffix string removed if present."},
    {"translate", translate, "(self, table, /)",
     "Replace each character in the string using the given translation table."},
};

// maketrans is a static method: it never receives self.
const NativeDef kStrStaticMethods[] = {
    {"maketrans", maketrans, "(x, y=<unrepresentable>, z=<unrepresentable>, /)",
     "Return a translation table usable for str.translate()."},
};

}  // namespace

void init_str_layout_methods(TypeObject* t) {
  add_methods(t, kStrLayoutMethods);
  add_static_methods(t, kStrStaticMethods);
}

}  // namespace minitf
