// The json module: dumps and loads with CPython 3.11's exact output, error
// texts and positions. The encoder follows Lib/json/encoder.py (the C
// accelerator writes the same text); the decoder follows Modules/_json.c's
// scanner, so every JSONDecodeError names the same message and character
// offset as CPython's.
#include <cmath>
#include <unordered_set>

#include "builtins/format_impl.h"
#include "builtins/stdlib_impl.h"
#include "runtime/format.h"
#include "runtime/textutil.h"

namespace minitf {

namespace {

// CPython bounds json's nesting by the interpreter's recursion limit; minitf
// uses the same default so that the native recursion below stays far from the
// C++ stack's end.
constexpr int kMaxJsonDepth = kDefaultRecursionLimit;

Value decode_error_construct(Interpreter& in, CallArgs& a);

// json.decoder.JSONDecodeError, a ValueError subclass (one per process, as
// every built-in type).
TypeObject* json_decode_error_type() {
  static TypeObject* t = [] {
    TypeObject* ty =
        new_builtin_type("JSONDecodeError", types().ValueError, Layout::Exception, "json.decoder");
    ty->construct = decode_error_construct;
    return ty;
  }();
  return t;
}

// JSONDecodeError(msg, doc, pos): "msg: line L column C (char pos)", with
// the parts as attributes; `text` is doc's code points.
Ref<ExceptionObj> make_decode_error(Interpreter& in, const std::string& msg, const Value& doc,
                                    const std::u32string& text, int64_t pos) {
  int64_t line = 1;
  int64_t last_nl = -1;
  for (int64_t i = 0; i < pos && size_t(i) < text.size(); ++i)
    if (text[size_t(i)] == '\n') {
      ++line;
      last_nl = i;
    }
  int64_t col = pos - last_nl;
  std::string full = msg + ": line " + std::to_string(line) + " column " + std::to_string(col) +
                     " (char " + std::to_string(pos) + ")";
  Ref<ExceptionObj> exc = make_exception(json_decode_error_type(), full);
  Value ev = Value::object(exc.get());
  in.setattr(ev, "msg", new_str(msg));
  in.setattr(ev, "doc", doc);
  in.setattr(ev, "pos", Value::integer(pos));
  in.setattr(ev, "lineno", Value::integer(line));
  in.setattr(ev, "colno", Value::integer(col));
  return exc;
}

// JSONDecodeError(msg, doc, pos) called by a program.
Value decode_error_construct(Interpreter& in, CallArgs& a) {
  ArgParser p("JSONDecodeError.__init__", a, {"msg", "doc", "pos"}, 3);
  for (size_t i = 0; i < 2; ++i)
    if (!is_str(*p.get(i)))
      throw_type_error(std::string(i == 0 ? "msg" : "doc") + " must be str, not " +
                       type_name(*p.get(i)));
  int64_t pos = in.to_index(*p.get(2));
  if (pos < 0) throw_value_error("pos must not be negative");
  return Value::object(
      make_decode_error(in, str_of(*p.get(0)), *p.get(1), text::decode(str_of(*p.get(1))), pos)
          .get());
}

// ---- encoding ---------------------------------------------------------------------

struct Encoder {
  Interpreter& in;
  bool skipkeys = false;
  bool ensure_ascii = true;
  bool check_circular = true;
  bool allow_nan = true;
  bool sort_keys = false;
  bool has_indent = false;
  std::string indent;
  std::string item_sep = ", ";
  std::string key_sep = ": ";
  Value default_fn;  // None: the default, which raises TypeError
  std::unordered_set<const Object*> markers;
  std::string out;
  int depth = 0;

  explicit Encoder(Interpreter& i) : in(i) {}

  void string(std::string_view s) {
    static const char kHex[] = "0123456789abcdef";
    out.push_back('"');
    auto u4 = [&](char32_t c) {
      out += "\\u";
      for (int shift = 12; shift >= 0; shift -= 4) out.push_back(kHex[(c >> shift) & 0xF]);
    };
    for (size_t i = 0; i < s.size();) {
      char32_t c = text::decode_at(s, i);
      switch (c) {
        case '"':
          out += "\\\"";
          continue;
        case '\\':
          out += "\\\\";
          continue;
        case '\n':
          out += "\\n";
          continue;
        case '\r':
          out += "\\r";
          continue;
        case '\t':
          out += "\\t";
          continue;
        case '\b':
          out += "\\b";
          continue;
        case '\f':
          out += "\\f";
          continue;
        default:
          break;
      }
      if (c < 0x20 || (ensure_ascii && c >= 0x7f)) {
        if (c >= 0x10000) {
          // Outside the BMP: a UTF-16 surrogate pair, as JSON spells it.
          char32_t v = c - 0x10000;
          u4(0xD800 | ((v >> 10) & 0x3FF));
          u4(0xDC00 | (v & 0x3FF));
        } else {
          u4(c);
        }
      } else {
        text::append_utf8(out, c);
      }
    }
    out.push_back('"');
  }

  std::string float_text(double d) {
    if (std::isnan(d) || std::isinf(d)) {
      if (!allow_nan) throw_value_error("Out of range float values are not JSON compliant");
      if (std::isnan(d)) return "NaN";
      return d > 0 ? "Infinity" : "-Infinity";
    }
    return float_repr(d);
  }

  void newline(int level) {
    if (!has_indent) return;
    check_memory(out.size() + 1 + indent.size() * size_t(level));
    out.push_back('\n');
    for (int i = 0; i < level; ++i) out += indent;
  }

  // Enters a container (or default()'s result): the circular-reference and
  // depth checks CPython makes there.
  void enter(const Object* o) {
    if (++depth > kMaxJsonDepth)
      throw_exc(types().RecursionError,
                "maximum recursion depth exceeded while encoding a JSON object");
    if (check_circular && o) {
      if (!markers.insert(o).second) throw_value_error("Circular reference detected");
    }
  }
  void leave(const Object* o) {
    --depth;
    if (check_circular && o) markers.erase(o);
  }

  // A dict key as a JSON string, or false to skip it (skipkeys).
  bool key_text(const Value& k, std::string& text) {
    if (is_str(k)) {
      text = str_of(k);
    } else if (k.is_float()) {
      text = float_text(k.as_float());
    } else if (k.is_bool()) {
      text = k.as_bool() ? "true" : "false";
    } else if (k.is_none()) {
      text = "null";
    } else if (k.is_int()) {
      text = std::to_string(k.as_int());
    } else if (is_bigint(k)) {
      text = bigint_decimal(k.as<BigInt>()->n);
    } else if (skipkeys) {
      return false;
    } else {
      throw_type_error("keys must be str, int, float, bool or None, not " + type_name(k));
    }
    return true;
  }

  void encode(const Value& v, int level) {
    if (v.is_none()) {
      out += "null";
    } else if (v.is_bool()) {
      out += v.as_bool() ? "true" : "false";
    } else if (v.is_int()) {
      out += std::to_string(v.as_int());
    } else if (is_bigint(v)) {
      out += bigint_decimal(v.as<BigInt>()->n);
    } else if (v.is_float()) {
      out += float_text(v.as_float());
    } else if (is_str(v)) {
      string(str_of(v));
    } else if (is_list(v) || is_tuple(v)) {
      array(v, level);
    } else if (is_dict(v)) {
      object(v, level);
    } else {
      enter(v.as_obj());
      Value r;
      if (default_fn.is_none())
        throw_type_error("Object of type " + type_name(v) + " is not JSON serializable");
      r = in.call(default_fn, std::vector<Value>{v});
      encode(r, level);
      leave(v.as_obj());
    }
  }

  void array(const Value& v, int level) {
    std::vector<Value> items = in.to_vector(v);
    if (items.empty()) {
      out += "[]";
      return;
    }
    enter(v.as_obj());
    out.push_back('[');
    newline(level + 1);
    for (size_t i = 0; i < items.size(); ++i) {
      if (i) {
        out += item_sep;
        newline(level + 1);
      }
      encode(items[i], level + 1);
    }
    newline(level);
    out.push_back(']');
    leave(v.as_obj());
  }

  void object(const Value& v, int level) {
    const DictTable& table = v.as<Dict>()->table;
    if (table.used == 0) {
      out += "{}";
      return;
    }
    enter(v.as_obj());
    // A snapshot: default() may change the dict while its values are encoded.
    std::vector<std::pair<Value, Value>> items;
    for (const DictTable::Entry& e : table.entries)
      if (e.live) items.emplace_back(e.key, e.value);
    if (sort_keys) {
      // sorted(d.items()) as CPython: the pairs themselves are sorted, so a
      // key's __lt__ that changes the dict cannot separate keys from values.
      std::vector<Value> pairs;
      for (auto& kv : items) pairs.push_back(tuple_value({kv.first, kv.second}));
      sort_values(in, pairs, nullptr, false);
      for (size_t i = 0; i < pairs.size(); ++i) {
        const auto& kv = pairs[i].as<Tuple>()->items;
        items[i] = {kv[0], kv[1]};
      }
    }
    out.push_back('{');
    newline(level + 1);
    bool first = true;
    for (auto& [k, val] : items) {
      std::string key;
      if (!key_text(k, key)) continue;
      if (!first) {
        out += item_sep;
        newline(level + 1);
      }
      first = false;
      string(key);
      out += key_sep;
      encode(val, level + 1);
    }
    newline(level);
    out.push_back('}');
    leave(v.as_obj());
  }
};

// The two strings of a separators=(item, key) argument.
void read_separators(Interpreter& in, const Value& v, Encoder& e) {
  std::vector<Value> parts = in.to_vector(v);
  if (parts.size() > 2) throw_value_error("too many values to unpack (expected 2)");
  if (parts.size() < 2)
    throw_value_error("not enough values to unpack (expected 2, got " +
                      std::to_string(parts.size()) + ")");
  // CPython's C encoder checks key_separator (its argument 5), then
  // item_separator (argument 6).
  if (!is_str(parts[1]))
    throw_type_error("make_encoder() argument 5 must be str, not " + type_name(parts[1]));
  if (!is_str(parts[0]))
    throw_type_error("make_encoder() argument 6 must be str, not " + type_name(parts[0]));
  e.item_sep = str_of(parts[0]);
  e.key_sep = str_of(parts[1]);
}

Value json_dumps(Interpreter& in, CallArgs& a) {
  ArgParser p("dumps", a,
              {"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls", "indent",
               "separators", "default", "sort_keys"},
              1, false, 1);
  Encoder e(in);
  auto flag = [&](size_t i, bool dflt) { return p.get(i) ? in.truthy(*p.get(i)) : dflt; };
  e.skipkeys = flag(1, false);
  e.ensure_ascii = flag(2, true);
  e.check_circular = flag(3, true);
  e.allow_nan = flag(4, true);
  if (p.has(5)) throw_not_implemented("json.dumps: cls= (a custom JSONEncoder) is not supported");
  if (p.has(6)) {
    const Value& ind = *p.get(6);
    e.has_indent = true;
    if (is_str(ind)) {
      e.indent = str_of(ind);
    } else if (ind.is_intlike()) {
      int64_t n = ind.as_int();
      check_memory(uint64_t(n > 0 ? n : 0));
      e.indent.assign(size_t(n > 0 ? n : 0), ' ');
    } else {
      throw_type_error("can't multiply sequence by non-int of type '" + type_name(ind) + "'");
    }
    e.item_sep = ",";
  }
  if (p.has(7)) read_separators(in, *p.get(7), e);
  if (p.has(8)) e.default_fn = *p.get(8);
  e.sort_keys = flag(9, false);
  e.encode(*p.get(0), 0);
  return new_str(std::move(e.out));
}

// ---- decoding ---------------------------------------------------------------------

struct Decoder {
  Interpreter& in;
  const Value& doc;  // the str being decoded (JSONDecodeError.doc)
  std::u32string s;
  bool strict = true;
  Value object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
  int depth = 0;

  Decoder(Interpreter& i, const Value& d) : in(i), doc(d), s(text::decode(str_of(d))) {}

  [[noreturn]] void fail(const std::string& msg, size_t pos) {
    throw PyException{make_decode_error(in, msg, doc, s, int64_t(pos))};
  }

  static bool is_ws(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  size_t skip_ws(size_t i) const {
    while (i < s.size() && is_ws(s[i])) ++i;
    return i;
  }
  bool starts(size_t i, std::u32string_view word) const {
    return s.compare(i, word.size(), word) == 0;
  }
  std::string ascii(size_t from, size_t to) const {
    std::string r;
    for (size_t i = from; i < to; ++i) r.push_back(char(s[i]));
    return r;
  }

  // A string whose opening quote is at begin - 1; returns the index past
  // its closing quote in `end`.
  Value string(size_t begin, size_t& end) {
    std::string out;
    size_t i = begin;
    for (;;) {
      if (i >= s.size()) fail("Unterminated string starting at", begin - 1);
      char32_t c = s[i];
      if (c == '"') break;
      if (c != '\\') {
        if (c < 0x20 && strict) fail("Invalid control character at", i);
        text::append_utf8(out, c);
        ++i;
        continue;
      }
      ++i;
      if (i >= s.size()) fail("Unterminated string starting at", begin - 1);
      c = s[i];
      if (c != 'u') {
        switch (c) {
          case '"':
            out.push_back('"');
            break;
          case '\\':
            out.push_back('\\');
            break;
          case '/':
            out.push_back('/');
            break;
          case 'b':
            out.push_back('\b');
            break;
          case 'f':
            out.push_back('\f');
            break;
          case 'n':
            out.push_back('\n');
            break;
          case 'r':
            out.push_back('\r');
            break;
          case 't':
            out.push_back('\t');
            break;
          default:
            fail("Invalid \\escape", i - 1);
        }
        ++i;
        continue;
      }
      ++i;
      char32_t u = hex4(i);
      i += 4;
      // A high surrogate followed by an escaped low one is one code point.
      if (u >= 0xD800 && u <= 0xDBFF && i + 6 < s.size() && s[i] == '\\' && s[i + 1] == 'u') {
        char32_t lo = hex4(i + 2);
        if (lo >= 0xDC00 && lo <= 0xDFFF) {
          u = 0x10000 + (((u - 0xD800) << 10) | (lo - 0xDC00));
          i += 6;
        }
      }
      text::append_utf8(out, u);
    }
    end = i + 1;
    return new_str(std::move(out));
  }

  // The four hex digits of a \u escape starting at i.
  char32_t hex4(size_t i) {
    if (i + 4 >= s.size()) fail("Invalid \\uXXXX escape", i - 1);
    char32_t v = 0;
    for (size_t k = 0; k < 4; ++k) {
      char32_t c = s[i + k];
      int d;
      if (c >= '0' && c <= '9')
        d = int(c - '0');
      else if (c >= 'a' && c <= 'f')
        d = int(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F')
        d = int(c - 'A' + 10);
      else
        fail("Invalid \\uXXXX escape", i - 1);
      v = (v << 4) | char32_t(d);
    }
    return v;
  }

  // "Expecting value" at i: CPython's scanner raises StopIteration(i) there
  // and raw_decode turns it into this error.
  [[noreturn]] void expecting_value(size_t i) { fail("Expecting value", i); }

  // NaN, Infinity or -Infinity starting at i (JSON extensions CPython accepts).
  Value constant(const char* name, size_t i, size_t& end, double d) {
    end = i + std::char_traits<char>::length(name);
    if (!parse_constant.is_none())
      return in.call(parse_constant, std::vector<Value>{new_str(name)});
    return Value::floating(d);
  }

  Value value(size_t i, size_t& end) {
    if (i >= s.size()) expecting_value(i);
    char32_t c = s[i];
    switch (c) {
      case '"':
        return string(i + 1, end);
      case '{':
        return nested(i, end, true);
      case '[':
        return nested(i, end, false);
      case 'n':
        if (starts(i, U"null")) {
          end = i + 4;
          return Value();
        }
        break;
      case 't':
        if (starts(i, U"true")) {
          end = i + 4;
          return Value::boolean(true);
        }
        break;
      case 'f':
        if (starts(i, U"false")) {
          end = i + 5;
          return Value::boolean(false);
        }
        break;
      case 'N':
        if (starts(i, U"NaN")) return constant("NaN", i, end, NAN);
        break;
      case 'I':
        if (starts(i, U"Infinity")) return constant("Infinity", i, end, INFINITY);
        break;
      case '-':
        if (starts(i, U"-Infinity")) return constant("-Infinity", i, end, -INFINITY);
        break;
      default:
        break;
    }
    return number(i, end);
  }

  Value number(size_t start, size_t& end) {
    size_t i = start;
    if (i < s.size() && s[i] == '-') ++i;
    auto digit = [&](size_t k) { return k < s.size() && s[k] >= '0' && s[k] <= '9'; };
    if (digit(i) && s[i] != '0') {
      while (digit(i)) ++i;
    } else if (i < s.size() && s[i] == '0') {
      ++i;
    } else {
      expecting_value(start);
    }
    bool is_float = false;
    if (i < s.size() && s[i] == '.' && digit(i + 1)) {
      is_float = true;
      i += 2;
      while (digit(i)) ++i;
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
      // An exponent without digits is not part of the number.
      size_t e = i + 1;
      if (e < s.size() && (s[e] == '+' || s[e] == '-')) ++e;
      if (digit(e)) {
        while (digit(e)) ++e;
        is_float = true;
        i = e;
      }
    }
    end = i;
    std::string text = ascii(start, i);
    if (is_float) {
      if (!parse_float.is_none()) return in.call(parse_float, std::vector<Value>{new_str(text)});
      return Value::floating(parse_float_text(text));
    }
    if (!parse_int.is_none()) return in.call(parse_int, std::vector<Value>{new_str(text)});
    return minitf::parse_int(text, 10);
  }
  static double parse_float_text(const std::string& t) { return minitf::parse_float(t); }

  // An object or array whose bracket is at i.
  Value nested(size_t i, size_t& end, bool is_object) {
    if (++depth > kMaxJsonDepth)
      throw_exc(types().RecursionError,
                std::string("maximum recursion depth exceeded while decoding a JSON ") +
                    (is_object ? "object" : "array") + " from a unicode string");
    Value r = is_object ? object(i + 1, end) : array(i + 1, end);
    --depth;
    return r;
  }

  Value object(size_t i, size_t& end) {
    std::vector<std::pair<Value, Value>> pairs;
    i = skip_ws(i);
    if (i >= s.size() || s[i] != '}') {
      for (;;) {
        if (i >= s.size() || s[i] != '"')
          fail("Expecting property name enclosed in double quotes", i);
        size_t next;
        Value key = string(i + 1, next);
        i = skip_ws(next);
        if (i >= s.size() || s[i] != ':') fail("Expecting ':' delimiter", i);
        i = skip_ws(i + 1);
        Value val = value(i, next);
        pairs.emplace_back(std::move(key), std::move(val));
        i = skip_ws(next);
        if (i < s.size() && s[i] == '}') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    end = i + 1;
    if (!object_pairs_hook.is_none()) {
      std::vector<Value> items;
      for (auto& [k, v] : pairs) items.push_back(tuple_value({k, v}));
      return in.call(object_pairs_hook, std::vector<Value>{list_value(std::move(items))});
    }
    Ref<Dict> d = make_dict();
    for (auto& [k, v] : pairs) dict_set(in, *d, k, v);
    Value dv = Value::object(d.get());
    if (!object_hook.is_none()) return in.call(object_hook, std::vector<Value>{dv});
    return dv;
  }

  Value array(size_t i, size_t& end) {
    std::vector<Value> items;
    i = skip_ws(i);
    if (i >= s.size() || s[i] != ']') {
      for (;;) {
        size_t next;
        check_growth(items, 1);
        items.push_back(value(i, next));
        i = skip_ws(next);
        if (i < s.size() && s[i] == ']') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    end = i + 1;
    return list_value(std::move(items));
  }

  Value decode() {
    if (!s.empty() && s[0] == 0xFEFF) fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0);
    size_t end;
    Value v = value(skip_ws(0), end);
    end = skip_ws(end);
    if (end != s.size()) fail("Extra data", end);
    return v;
  }
};

Value json_loads(Interpreter& in, CallArgs& a) {
  ArgParser p("loads", a,
              {"s", "cls", "object_hook", "parse_float", "parse_int", "parse_constant",
               "object_pairs_hook", "strict"},
              1, false, 1);
  const Value& src = *p.get(0);
  if (!is_str(src))
    throw_type_error("the JSON object must be str, bytes or bytearray, not " + type_name(src));
  if (p.has(1)) throw_not_implemented("json.loads: cls= (a custom JSONDecoder) is not supported");
  Decoder d(in, src);
  if (p.has(2)) d.object_hook = *p.get(2);
  if (p.has(3)) d.parse_float = *p.get(3);
  if (p.has(4)) d.parse_int = *p.get(4);
  if (p.has(5)) d.parse_constant = *p.get(5);
  if (p.has(6)) d.object_pairs_hook = *p.get(6);
  if (p.get(7)) d.strict = in.truthy(*p.get(7));
  return d.decode();
}

const NativeDef kJsonFunctions[] = {
    {"dumps", json_dumps,
     "(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, "
     "indent=None, separators=None, default=None, sort_keys=False)",
     "Serialize obj to a JSON formatted str."},
    {"loads", json_loads,
     "(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, "
     "object_pairs_hook=None, strict=True)",
     "Deserialize s (a str holding a JSON document) to a Python object."},
};

}  // namespace

Ref<Module> make_json_module(Interpreter& in) {
  Ref<Module> m(new Module("json"));
  add_functions(in, *m, kJsonFunctions);
  Value err = Value::object(json_decode_error_type());
  in.setattr(Value::object(m.get()), "JSONDecodeError", err);
  return m;
}

}  // namespace minitf
