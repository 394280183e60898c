// printf-style `str % args` and str.format / str.format_map, following
// CPython's Objects/unicodeobject.c (PyUnicode_Format) and
// Objects/stringlib/unicode_format.h.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <cctype>
#include <cmath>
#include <cstdio>
#include <string>

#include "builtins/format_impl.h"
#include "builtins/native.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/textutil.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// Nesting of replacement fields inside format specs ("{:{w}}"): CPython
// allows two levels and then reports "Max string recursion exceeded".
constexpr int kMaxFormatRecursion = 2;  // render() depths 0 and 1 are allowed
// Widths/precisions in `%` beyond this are refused instead of allocating
// gigabytes of padding (CPython fails later with MemoryError).
constexpr int64_t kMaxPercentWidth = int64_t(1) << 28;

bool is_str(const Value& v) { return v.is_obj() && v.as_obj()->type == types().str; }
bool is_tuple(const Value& v) { return v.is_obj() && v.as_obj()->type == types().tuple; }

// What `%` treats as a mapping: anything with __getitem__ that is not a tuple
// or str (CPython: PyMapping_Check && !PyTuple_Check && !PyUnicode_Check).
bool is_mapping(Interpreter& in, const Value& v) {
  if (!v.is_obj() || is_tuple(v) || is_str(v)) return false;
  TypeObject* t = v.as_obj()->type;
  if (t == types().dict) return true;
  if (t == types().list || t == types().range) return true;  // sequences have __getitem__ too
  return t->lookup("__getitem__") != nullptr;
}

// Pads text to a width ('-' flag: left-justified) for the % operator.
std::string pad_to(std::string s, int64_t width, bool left, char fill = ' ') {
  int64_t n = int64_t(text::length(s));
  if (width <= n) return s;
  check_memory(uint64_t(width) + s.size());  // a '*' width is the program's choice
  std::string padding(size_t(width - n), fill);
  return left ? s + padding : padding + s;
}

// Integer value for %d/%x/...: ints, bools, floats (for %d/%i/%u only) and
// objects with __index__/__int__.
Value percent_int(Interpreter& in, const Value& v, char conv) {
  bool decimal = conv == 'd' || conv == 'i' || conv == 'u';
  if (v.is_intlike()) return Value::integer(v.as_int());
  if (is_bigint(v)) return v;
  if (v.is_float() && decimal) {
    double d = v.as_float();
    if (std::isnan(d)) throw_value_error("cannot convert float NaN to integer");
    if (std::isinf(d)) throw_overflow("cannot convert float infinity to integer");
    if (d >= 9223372036854775808.0 || d < -9223372036854775808.0)
      return int_value(BigNum::from_double(d));
    return Value::integer(int64_t(d));
  }
  if (v.is_obj()) {
    const char* hook = decimal ? "__int__" : "__index__";
    if (v.as_obj()->type->lookup(hook)) {
      Value r = in.call(in.getattr(v, hook), std::vector<Value>{});
      if (is_int_value(r)) return r.is_intlike() ? Value::integer(r.as_int()) : r;
    }
  }
  if (decimal)
    throw_type_error(std::string("%") + conv + " format: a real number is required, not " +
                     type_name(v));
  throw_type_error(std::string("%") + conv + " format: an integer is required, not " +
                   type_name(v));
}

double percent_float(Interpreter& in, const Value& v) {
  if (v.is_number()) return v.to_double();
  if (v.is_obj() && v.as_obj()->type->lookup("__float__")) {
    Value r = in.call(in.getattr(v, "__float__"), std::vector<Value>{});
    if (r.is_float()) return r.as_float();
  }
  throw_type_error("must be real number, not " + type_name(v));
}

}  // namespace

std::string percent_format(Interpreter& in, std::string_view fmt, const Value& args) {
  std::vector<Value> items;
  bool tuple_args = is_tuple(args);
  if (tuple_args)
    items = args.as<Tuple>()->items;
  else
    items.push_back(args);
  bool mapping = !tuple_args && is_mapping(in, args);
  size_t argi = 0;
  auto next_arg = [&]() -> Value {
    if (argi >= items.size()) throw_type_error("not enough arguments for format string");
    return items[argi++];
  };
  std::string out;
  size_t i = 0;
  while (i < fmt.size()) {
    size_t pct = fmt.find('%', i);
    if (pct == std::string_view::npos) {
      out.append(fmt.substr(i));
      break;
    }
    out.append(fmt.substr(i, pct - i));
    i = pct + 1;
    if (i >= fmt.size()) throw_value_error("incomplete format");
    Value arg;
    bool have_arg = false;
    if (fmt[i] == '(') {
      if (!mapping) throw_type_error("format requires a mapping");
      // After a keyed conversion the mapping no longer serves as the single
      // positional argument (CPython: "not enough arguments" for a later %s).
      argi = items.size();
      int depth = 1;
      size_t start = ++i;
      while (i < fmt.size() && depth) {
        if (fmt[i] == '(') ++depth;
        if (fmt[i] == ')') --depth;
        ++i;
      }
      if (depth) throw_value_error("incomplete format key");
      arg = in.getitem(args, str_value(std::string(fmt.substr(start, i - 1 - start))));
      have_arg = true;
    }
    bool left = false, plus = false, space = false, alt = false, zero = false;
    for (; i < fmt.size(); ++i) {
      char c = fmt[i];
      if (c == '-')
        left = true;
      else if (c == '+')
        plus = true;
      else if (c == ' ')
        space = true;
      else if (c == '#')
        alt = true;
      else if (c == '0')
        zero = true;
      else
        break;
    }
    auto read_num = [&](int64_t& n) {
      if (i < fmt.size() && fmt[i] == '*') {
        Value w = next_arg();
        if (!w.is_intlike()) throw_type_error("* wants int");
        n = w.as_int();
        ++i;
        return true;
      }
      bool any = false;
      n = 0;
      while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') {
        n = n * 10 + (fmt[i++] - '0');
        if (n > kMaxPercentWidth) throw_value_error("width too big");
        any = true;
      }
      return any;
    };
    int64_t width = -1, prec = -1;
    if (read_num(width) && width < 0) {  // '*' with a negative value left-justifies
      left = true;
      width = -width;
    }
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      if (!read_num(prec)) prec = 0;
      if (prec < 0) prec = 0;
    }
    // Length modifiers are accepted and ignored, as in CPython.
    while (i < fmt.size() && (fmt[i] == 'h' || fmt[i] == 'l' || fmt[i] == 'L')) ++i;
    if (i >= fmt.size()) throw_value_error("incomplete format");
    char conv = fmt[i++];
    if (conv == '%') {
      out.push_back('%');
      continue;
    }
    if (!have_arg) arg = next_arg();
    std::string body;
    bool numeric = false, negative = false;
    std::string prefix;
    switch (conv) {
      case 's':
      case 'r':
      case 'a': {
        body = conv == 's' ? in.str(arg) : in.repr(arg);
        if (conv == 'a') body = ascii_escape(body);
        if (prec >= 0 && int64_t(text::length(body)) > prec) {
          size_t k = 0;
          for (int64_t n = 0; n < prec; ++n) text::decode_at(body, k);
          body.resize(k);
        }
        break;
      }
      case 'c': {
        if (is_str(arg)) {
          const std::string& s = arg.as<Str>()->s;
          if (text::length(s) != 1) throw_type_error("%c requires int or char");
          body = s;
        } else if (arg.is_intlike()) {
          int64_t c = arg.as_int();
          if (c < 0 || c > 0x10FFFF) throw_overflow("%c arg not in range(0x110000)");
          text::append_utf8(body, char32_t(c));
        } else {
          throw_type_error("%c requires int or char");
        }
        break;
      }
      case 'd':
      case 'i':
      case 'u':
      case 'o':
      case 'x':
      case 'X': {
        numeric = true;
        Value iv = percent_int(in, arg, conv);
        int base = conv == 'o' ? 8 : (conv == 'x' || conv == 'X') ? 16 : 10;
        if (is_bigint(iv)) {
          BigNum mag = iv.as<BigInt>()->n.magnitude();
          negative = iv.as<BigInt>()->n.is_negative();
          body = base == 10 ? bigint_decimal(mag) : mag.to_string(base);
          if (conv == 'X')
            for (auto& ch : body) ch = char(std::toupper(static_cast<unsigned char>(ch)));
        } else {
          int64_t v = iv.as_int();
          negative = v < 0;
          uint64_t mag = negative ? 0 - uint64_t(v) : uint64_t(v);
          body = int_digits(mag, base, conv == 'X');
        }
        if (prec > int64_t(body.size())) body.insert(0, size_t(prec - int64_t(body.size())), '0');
        if (alt && base == 8) prefix = "0o";
        if (alt && base == 16) prefix = conv == 'X' ? "0X" : "0x";
        break;
      }
      case 'e':
      case 'E':
      case 'f':
      case 'F':
      case 'g':
      case 'G': {
        numeric = true;
        double d = percent_float(in, arg);
        negative = std::signbit(d) && !std::isnan(d);
        char lt = char(conv | 0x20);
        body = format_float_abs(d, lt, prec < 0 ? 6 : int(prec), false, alt);
        if (conv != lt)
          for (auto& c : body) c = char(std::toupper(static_cast<unsigned char>(c)));
        // Zero padding does not apply to inf and nan (CPython pads them with spaces).
        if (!std::isfinite(d)) zero = false;
        break;
      }
      default: {
        char buf[96];
        unsigned char uc = static_cast<unsigned char>(conv);
        std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu",
                      conv, uc, i - 1);
        throw_value_error(buf);
      }
    }
    if (numeric) {
      std::string sign = negative ? "-" : plus ? "+" : space ? " " : "";
      std::string lead = sign + prefix;
      if (zero && !left && width > int64_t(lead.size() + body.size()))
        body.insert(0, size_t(width - int64_t(lead.size() + body.size())), '0');
      out += pad_to(lead + body, width, left);
    } else {
      out += pad_to(body, width, left);
    }
  }
  if (!mapping && argi < items.size())
    throw_type_error("not all arguments converted during string formatting");
  return out;
}

// ---- str.format ---------------------------------------------------------------

namespace {

struct FormatCtx {
  Interpreter& in;
  const std::vector<Value>& pos;
  const CallArgs* kwargs;
  const Value* mapping;
  int auto_index = 0;  // -1 once manual numbering is used
  bool manual = false;
};

Value lookup_name(FormatCtx& c, const std::string& name) {
  if (c.mapping) return c.in.getitem(*c.mapping, str_value(name));
  if (c.kwargs)
    if (const Value* v = find_kwarg(*c.kwargs, name)) return *v;
  throw_key_error(str_value(name));
}

// Resolves "0.attr[key]..." to a value.
Value resolve_field(FormatCtx& c, std::string_view field) {
  size_t i = 0;
  while (i < field.size() && field[i] != '.' && field[i] != '[') ++i;
  std::string first(field.substr(0, i));
  Value obj;
  bool numeric = !first.empty();
  for (char ch : first)
    if (ch < '0' || ch > '9') numeric = false;
  if (first.empty()) {
    if (c.manual)
      throw_value_error(
          "cannot switch from manual field specification to automatic field numbering");
    if (c.mapping) throw_value_error("Format string contains positional fields");
    size_t idx = size_t(c.auto_index++);
    if (idx >= c.pos.size())
      throw_index_error("Replacement index " + std::to_string(idx) +
                        " out of range for positional args tuple");
    obj = c.pos[idx];
  } else if (numeric) {
    if (c.auto_index > 0)
      throw_value_error(
          "cannot switch from automatic field numbering to manual field specification");
    c.manual = true;
    if (c.mapping) throw_value_error("Format string contains positional fields");
    size_t idx = std::stoul(first);
    if (idx >= c.pos.size())
      throw_index_error("Replacement index " + std::to_string(idx) +
                        " out of range for positional args tuple");
    obj = c.pos[idx];
  } else {
    obj = lookup_name(c, first);
  }
  while (i < field.size()) {
    if (field[i] == '.') {
      size_t s = ++i;
      while (i < field.size() && field[i] != '.' && field[i] != '[') ++i;
      if (i == s) throw_value_error("Empty attribute in format string");
      obj = c.in.getattr(obj, field.substr(s, i - s));
    } else if (field[i] == '[') {
      size_t s = ++i;
      while (i < field.size() && field[i] != ']') ++i;
      if (i >= field.size()) throw_value_error("Missing ']' in format string");
      std::string key(field.substr(s, i - s));
      if (key.empty()) throw_value_error("Empty attribute in format string");
      ++i;
      bool digits = true;
      for (char ch : key)
        if (ch < '0' || ch > '9') digits = false;
      obj = c.in.getitem(obj, digits ? Value::integer(std::stoll(key)) : str_value(key));
      if (i < field.size() && field[i] != '.' && field[i] != '[')
        throw_value_error("Only '.' or '[' may follow ']' in format field specifier");
    } else {
      throw_value_error("Only '.' or '[' may follow ']' in format field specifier");
    }
  }
  return obj;
}

std::string render(FormatCtx& c, std::string_view fmt, int depth);

// Formats one parsed field.
std::string format_field(FormatCtx& c, std::string_view name, char conv, std::string_view spec,
                         bool spec_needs_expanding, int depth) {
  Value obj = resolve_field(c, name);
  // Like CPython, only a spec with a nested field is expanded (and counts
  // towards the recursion limit).
  std::string spec_text = spec_needs_expanding ? render(c, spec, depth + 1) : std::string(spec);
  switch (conv) {
    case 0:
      break;
    case 'r':
      obj = str_value(c.in.repr(obj));
      break;
    case 's':
      obj = str_value(c.in.str(obj));
      break;
    case 'a':
      obj = str_value(ascii_escape(c.in.repr(obj)));
      break;
    default:
      throw_value_error(std::string("Unknown conversion specifier ") + conv);
  }
  return format_value(c.in, obj, spec_text);
}

// A transcription of CPython's MarkupIterator_next and parse_field, so that
// malformed strings fail with the same messages.
std::string render(FormatCtx& c, std::string_view fmt, int depth) {
  if (depth >= kMaxFormatRecursion) throw_value_error("Max string recursion exceeded");
  std::string out;
  size_t i = 0, n = fmt.size();
  while (i < n) {
    // Literal text up to a '{' or '}'.
    size_t start = i;
    char ch = 0;
    bool markup = false;
    while (i < n) {
      ch = fmt[i++];
      if (ch == '{' || ch == '}') {
        markup = true;
        break;
      }
    }
    bool at_end = i >= n;
    size_t len = i - start;
    if (markup && ch == '}' && (at_end || fmt[i] != '}'))
      throw_value_error("Single '}' encountered in format string");
    if (markup && at_end && ch == '{') throw_value_error("Single '{' encountered in format string");
    if (markup && !at_end) {
      if (fmt[i] == ch) {  // "{{" or "}}": a literal brace
        ++i;
        markup = false;
      } else {
        --len;
      }
    }
    out.append(fmt.substr(start, len));
    if (!markup) continue;
    // parse_field: the name runs to ':', '!' or '}' ('[...]' may hold them).
    size_t name_start = i, name_end = n;
    char stop = 0;
    while (i < n) {
      char c2 = fmt[i++];
      if (c2 == '{') throw_value_error("unexpected '{' in field name");
      if (c2 == '[') {
        while (i < n && fmt[i] != ']') ++i;
        continue;
      }
      if (c2 == '}' || c2 == ':' || c2 == '!') {
        stop = c2;
        name_end = i - 1;
        break;
      }
    }
    std::string_view name = fmt.substr(name_start, name_end - name_start);
    char conv = 0;
    std::string_view spec;
    bool expand = false;
    if (stop == '!' || stop == ':') {
      bool done = false;
      if (stop == '!') {
        if (i >= n) throw_value_error("end of string while looking for conversion specifier");
        conv = fmt[i++];
        if (i < n) {
          char c3 = fmt[i++];
          if (c3 == '}')
            done = true;
          else if (c3 != ':')
            throw_value_error("expected ':' after conversion specifier");
        }
      }
      if (!done) {
        size_t spec_start = i;
        int count = 1;
        bool closed = false;
        while (i < n) {
          char c4 = fmt[i++];
          if (c4 == '{') {
            expand = true;
            ++count;
          } else if (c4 == '}' && --count == 0) {
            spec = fmt.substr(spec_start, i - 1 - spec_start);
            closed = true;
            break;
          }
        }
        if (!closed) throw_value_error("unmatched '{' in format spec");
      }
    } else if (stop != '}') {
      throw_value_error("expected '}' before end of string");
    }
    out += format_field(c, name, conv, spec, expand, depth);
  }
  return out;
}

}  // namespace

std::string str_format_impl(Interpreter& in, std::string_view fmt, const std::vector<Value>& pos,
                            const CallArgs* kwargs, const Value* mapping) {
  FormatCtx c{in, pos, kwargs, mapping};
  return render(c, fmt, 0);
}

Value str_mod_method(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "str.__mod__", ArgStyle::SlotWrapper);
  const Value& self = a.pos[0];
  if (!is_str(self))
    throw_type_error("descriptor '__mod__' requires a 'str' object but received a '" +
                     type_name(self) + "'");
  return str_value(percent_format(in, self.as<Str>()->s, a.pos[1]));
}

}  // namespace minitf
