// The format-specification mini-language for int, bool, float and str, and
// their __format__ methods, following CPython's Python/formatter_unicode.c.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "builtins/format_impl.h"
#include "builtins/native.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/textutil.h"
#include "runtime/types.h"

namespace minitf {

namespace {

// Precisions beyond this are refused rather than formatting gigabytes of
// digits; no real program depends on more. Widths go up to sys.maxsize, as in
// CPython, and the padding they ask for is checked against the memory budget.
constexpr int64_t kMaxFormatPrecision = int64_t(1) << 28;

struct Spec {
  std::string fill = " ";    // one code point, UTF-8
  char align = 0;            // '<' '>' '^' '=' or 0 (type's default)
  char sign = 0;             // '+' '-' ' ' or 0
  bool no_neg_zero = false;  // 'z'
  bool alt = false;          // '#'
  bool fill_given = false;
  int64_t width = -1;
  char grouping = 0;  // ',' or '_'
  int64_t precision = -1;
  char type = 0;
};

bool is_align(char c) { return c == '<' || c == '>' || c == '^' || c == '='; }

int64_t read_number(std::string_view s, size_t& i, int64_t limit) {
  int64_t n = 0;
  size_t start = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
    if (__builtin_mul_overflow(n, 10, &n) || __builtin_add_overflow(n, s[i] - '0', &n) || n > limit)
      throw_value_error("Too many decimal digits in format string");
    ++i;
  }
  return i == start ? -1 : n;
}

// default_align is '>' for numbers and '<' for str (where '0' does not turn
// into '=' alignment).
Spec parse_spec(std::string_view s, char default_align, const std::string& tname) {
  Spec sp;
  size_t i = 0;
  // [[fill]align]: the fill may be any code point.
  size_t after_first = 0;
  if (!s.empty()) {
    size_t k = 0;
    text::decode_at(s, k);
    after_first = k;
  }
  if (!s.empty() && after_first < s.size() && is_align(s[after_first])) {
    sp.fill = std::string(s.substr(0, after_first));
    sp.fill_given = true;
    sp.align = s[after_first];
    i = after_first + 1;
  } else if (!s.empty() && is_align(s[0])) {
    sp.align = s[0];
    i = 1;
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) sp.sign = s[i++];
  if (i < s.size() && s[i] == 'z') {
    sp.no_neg_zero = true;
    ++i;
  }
  if (i < s.size() && s[i] == '#') {
    sp.alt = true;
    ++i;
  }
  if (!sp.fill_given && i < s.size() && s[i] == '0') {
    sp.fill = "0";
    if (!sp.align && default_align == '>') sp.align = '=';
    ++i;
  }
  sp.width = read_number(s, i, std::numeric_limits<int64_t>::max());
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) {
    sp.grouping = s[i++];
    if (i < s.size() && (s[i] == ',' || s[i] == '_')) {
      if (s[i] == sp.grouping)
        throw_value_error(std::string("Cannot specify '") + s[i] + "' with '" + s[i] + "'.");
      throw_value_error("Cannot specify both ',' and '_'.");
    }
  }
  if (i < s.size() && s[i] == '.') {
    ++i;
    sp.precision = read_number(s, i, kMaxFormatPrecision);
    if (sp.precision < 0) throw_value_error("Format specifier missing precision");
  }
  if (s.size() - i > 1)
    throw_value_error("Invalid format specifier '" + std::string(s) + "' for object of type '" +
                      tname + "'");
  if (i < s.size()) sp.type = s[i];
  if (!sp.align) sp.align = default_align;
  if (sp.grouping) {
    char t = sp.type;
    bool ok = t == 0 || t == 'd' || t == 'e' || t == 'f' || t == 'g' || t == 'E' || t == 'F' ||
              t == 'G' || t == '%';
    if (sp.grouping == '_' && (t == 'b' || t == 'o' || t == 'x' || t == 'X')) ok = true;
    if (!ok)
      throw_value_error(std::string("Cannot specify '") + sp.grouping + "' with '" + t + "'.");
  }
  return sp;
}

[[noreturn]] void unknown_code(char t, const std::string& tname) {
  throw_value_error(std::string("Unknown format code '") + t + "' for object of type '" + tname +
                    "'");
}

// Groups a run of digits: every 3 (decimal) or 4 (binary/octal/hex) from the
// right. With min_width (zero padding) leading zeros are added, grouped too,
// until the result is at least min_width wide (never starting with a
// separator), as CPython does for format(1234, '09,') == '0,001,234'.
std::string group_digits(std::string digits, char sep, int every, int64_t min_width) {
  auto grouped_len = [&](int64_t n) { return n + (n - 1) / every; };
  int64_t n = int64_t(digits.size());
  while (grouped_len(n) < min_width) ++n;
  digits.insert(0, size_t(n - int64_t(digits.size())), '0');
  std::string out;
  out.reserve(size_t(grouped_len(n)));
  for (int64_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % every == 0) out.push_back(sep);
    out.push_back(digits[size_t(i)]);
  }
  return out;
}

std::string repeat_fill(const std::string& fill, int64_t n) {
  std::string out;
  for (int64_t i = 0; i < n; ++i) out += fill;
  return out;
}

// Pads `body` (already containing sign/prefix handling for '=') to the width.
std::string pad(const Spec& sp, const std::string& prefix, const std::string& body) {
  int64_t len = int64_t(text::length(prefix) + text::length(body));
  if (sp.width <= len) return prefix + body;
  int64_t n = sp.width - len;
  check_memory(uint64_t(n), sp.fill.size());
  switch (sp.align) {
    case '<':
      return prefix + body + repeat_fill(sp.fill, n);
    case '^':
      return repeat_fill(sp.fill, n / 2) + prefix + body + repeat_fill(sp.fill, n - n / 2);
    case '=':
      return prefix + repeat_fill(sp.fill, n) + body;
    default:
      return repeat_fill(sp.fill, n) + prefix + body;
  }
}

std::string sign_text(const Spec& sp, bool negative) {
  if (negative) return "-";
  if (sp.sign == '+') return "+";
  if (sp.sign == ' ') return " ";
  return "";
}

// Lays out a number: sign+prefix, then digits (int part grouped) + rest.
std::string layout_number(const Spec& sp, bool negative, const std::string& prefix,
                          std::string intpart, const std::string& rest, int every) {
  std::string lead = sign_text(sp, negative) + prefix;
  if (sp.grouping) {
    int64_t min_width = 0;
    if (sp.align == '=' && sp.fill == "0" && sp.width > 0)
      min_width = sp.width - int64_t(lead.size() + text::length(rest));
    if (min_width > 0) check_memory(uint64_t(min_width));
    intpart = group_digits(intpart, sp.grouping, every, min_width);
  }
  return pad(sp, lead, intpart + rest);
}

std::string format_float_spec(double d, const Spec& spc, const std::string& tname) {
  Spec sp = spc;
  char t = sp.type;
  bool upper = t == 'E' || t == 'F' || t == 'G';
  char lt = char(t | 0x20);
  int prec = sp.precision < 0 ? 6 : int(sp.precision);
  std::string body;
  bool percent = false;
  if (t == 0) {
    body = sp.precision < 0 ? format_float_abs(d, 'r', 0, true, sp.alt)
                            : format_float_abs(d, 'g', prec, true, sp.alt);
  } else if (lt == 'e' || lt == 'f') {
    body = format_float_abs(d, lt, prec, false, sp.alt);
  } else if (lt == 'g' || t == 'n') {
    body = format_float_abs(d, 'g', prec, false, sp.alt);
  } else if (t == '%') {
    body = format_float_abs(d * 100, 'f', prec, false, sp.alt);
    percent = true;
  } else {
    unknown_code(t, tname);
  }
  if (upper)
    for (auto& c : body) c = char(std::toupper(static_cast<unsigned char>(c)));
  bool negative = std::signbit(d) && !std::isnan(d);
  if (negative && sp.no_neg_zero && body.find_first_of("123456789") == std::string::npos &&
      std::isfinite(d))
    negative = false;
  // Split the digits before the decimal point (grouped) from the rest.
  size_t end_int = 0;
  while (end_int < body.size() && body[end_int] >= '0' && body[end_int] <= '9') ++end_int;
  std::string rest = body.substr(end_int) + (percent ? "%" : "");
  return layout_number(sp, negative, "", body.substr(0, end_int), rest, 3);
}

// The digits of |v| in `base` (upper-case hex for 'X').
std::string int_magnitude_digits(const BigNum& v, int base, bool upper) {
  std::string d = base == 10 ? bigint_decimal(v.magnitude()) : v.magnitude().to_string(base);
  if (upper)
    for (auto& c : d) c = char(std::toupper(static_cast<unsigned char>(c)));
  return d;
}

// True when an int is to be formatted as a float ('e', 'f', 'g', '%');
// else checks what every integer presentation type refuses.
bool int_spec_is_float(const Spec& sp, const std::string& tname) {
  char t = sp.type;
  if (t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%') return true;
  if (t != 0 && !std::strchr("dnboxXc", t)) unknown_code(t, tname);
  if (sp.precision >= 0) throw_value_error("Precision not allowed in integer format specifier");
  if (sp.no_neg_zero)
    throw_value_error("Negative zero coercion (z) not allowed in integer format specifier");
  return false;
}

// An int past int64 (v is a BigInt's value).
std::string format_bigint_spec(const BigNum& v, const Spec& sp, const std::string& tname) {
  char t = sp.type;
  if (int_spec_is_float(sp, tname)) return format_float_spec(bigint_to_double(v), sp, tname);
  if (t == 'c') throw_overflow("%c arg not in range(0x110000)");
  int base = t == 'b' ? 2 : t == 'o' ? 8 : (t == 'x' || t == 'X') ? 16 : 10;
  std::string prefix = !sp.alt || base == 10 ? ""
                       : t == 'b'            ? "0b"
                       : t == 'o'            ? "0o"
                       : t == 'x'            ? "0x"
                                             : "0X";
  return layout_number(sp, v.is_negative(), prefix, int_magnitude_digits(v, base, t == 'X'), "",
                       base == 10 ? 3 : 4);
}

std::string format_int_spec(int64_t v, const Spec& sp, const std::string& tname) {
  char t = sp.type;
  if (int_spec_is_float(sp, tname)) return format_float_spec(double(v), sp, tname);
  bool negative = v < 0;
  uint64_t mag = negative ? 0 - uint64_t(v) : uint64_t(v);
  int base = 10, every = 3;
  std::string prefix;
  switch (t) {
    case 0:
    case 'd':
    case 'n':
      break;
    case 'b':
      base = 2, every = 4, prefix = "0b";
      break;
    case 'o':
      base = 8, every = 4, prefix = "0o";
      break;
    case 'x':
      base = 16, every = 4, prefix = "0x";
      break;
    case 'X':
      base = 16, every = 4, prefix = "0X";
      break;
    case 'c': {
      if (sp.sign) throw_value_error("Sign not allowed with integer format specifier 'c'");
      if (sp.alt)
        throw_value_error("Alternate form (#) not allowed with integer format specifier 'c'");
      if (v < 0 || v > 0x10FFFF) throw_overflow("%c arg not in range(0x110000)");
      std::string ch;
      text::append_utf8(ch, char32_t(v));
      Spec s2 = sp;
      return pad(s2, "", ch);
    }
    default:
      unknown_code(t, tname);
  }
  if (!sp.alt) prefix.clear();
  return layout_number(sp, negative, prefix, int_digits(mag, base, t == 'X'), "", every);
}

}  // namespace

std::string format_int(int64_t v, std::string_view spec, const std::string& tname) {
  return format_int_spec(v, parse_spec(spec, '>', tname), tname);
}

std::string format_float(double d, std::string_view spec, const std::string& tname) {
  return format_float_spec(d, parse_spec(spec, '>', tname), tname);
}

std::string format_str(std::string_view s, std::string_view spec) {
  Spec sp = parse_spec(spec, '<', "str");
  if (sp.type && sp.type != 's') unknown_code(sp.type, "str");
  if (sp.sign) throw_value_error("Sign not allowed in string format specifier");
  if (sp.alt) throw_value_error("Alternate form (#) not allowed in string format specifier");
  if (sp.align == '=') throw_value_error("'=' alignment not allowed in string format specifier");
  if (sp.no_neg_zero)
    throw_value_error("Negative zero coercion (z) not allowed in format specifier");
  std::string body(s);
  if (sp.precision >= 0 && int64_t(text::length(body)) > sp.precision) {
    size_t i = 0;
    for (int64_t k = 0; k < sp.precision; ++k) text::decode_at(body, i);
    body.resize(i);
  }
  return pad(sp, "", body);
}

namespace {

// A method of `owner` called through the class with another type's object
// as self: CPython's "descriptor '__format__' for 'int' objects doesn't apply
// to a 'float' object".
[[noreturn]] void raise_descriptor_misuse(const char* method, const char* owner,
                                          const Value& self) {
  throw_type_error(std::string("descriptor '") + method + "' for '" + owner +
                   "' objects doesn't apply to a '" + type_name(self) + "' object");
}

// The spec argument of a __format__ method (pos[1]), after the arity check.
std::string_view spec_arg(const CallArgs& a, const char* qualname) {
  check_method_args(a, 1, 1, qualname);
  const Value& spec = a.pos[1];
  if (!spec.is_obj() || spec.as_obj()->type != types().str)
    throw_type_error("__format__() argument must be str, not " + type_name(spec));
  return spec.as<Str>()->s;
}

}  // namespace

// The format slots: an empty spec is str(v) for every type, as in CPython.

std::string format_int_slot(Interpreter& in, const Value& v, std::string_view spec) {
  if (spec.empty()) return in.str(v);
  if (is_bigint(v))
    return format_bigint_spec(v.as<BigInt>()->n, parse_spec(spec, '>', "int"), "int");
  return format_int(v.as_int(), spec, type_name(v));
}

std::string format_float_slot(Interpreter& in, const Value& v, std::string_view spec) {
  if (spec.empty()) return in.str(v);
  return format_float(v.as_float(), spec, "float");
}

std::string format_str_slot(Interpreter&, const Value& v, std::string_view spec) {
  if (spec.empty()) return v.as<Str>()->s;
  return format_str(v.as<Str>()->s, spec);
}

// object.__format__, for every type without a __format__ of its own.
std::string format_object_slot(Interpreter& in, const Value& v, std::string_view spec) {
  if (spec.empty()) return in.str(v);
  throw_type_error("unsupported format string passed to " + type_name(v) + ".__format__");
}

void init_format_slots(const BuiltinTypes& t) {
  t.int_->format_slot = format_int_slot;
  t.bool_->format_slot = format_int_slot;
  t.float_->format_slot = format_float_slot;
  t.str->format_slot = format_str_slot;
  // The built-in types that inherit object.__format__, and so format as
  // object does without looking it up.
  for (TypeObject* o :
       {t.object, t.none, t.complex, t.tuple, t.list, t.dict, t.set, t.frozenset, t.range, t.slice,
        t.function, t.builtin_function, t.method, t.module, t.type})
    o->format_slot = format_object_slot;
  for (auto& e : exception_types()) e.second->format_slot = format_object_slot;
}

// The __format__ methods run the slots.

Value int_format_method(Interpreter& in, CallArgs& a) {
  std::string_view spec = spec_arg(a, "int.__format__");
  const Value& self = a.pos[0];
  if (!is_int_value(self)) raise_descriptor_misuse("__format__", "int", self);
  return str_value(format_int_slot(in, self, spec));
}

Value float_format_method(Interpreter& in, CallArgs& a) {
  std::string_view spec = spec_arg(a, "float.__format__");
  const Value& self = a.pos[0];
  if (!self.is_float()) raise_descriptor_misuse("__format__", "float", self);
  return str_value(format_float_slot(in, self, spec));
}

Value str_format_method(Interpreter& in, CallArgs& a) {
  std::string_view spec = spec_arg(a, "str.__format__");
  const Value& self = a.pos[0];
  if (!self.is_obj() || self.as_obj()->type != types().str)
    raise_descriptor_misuse("__format__", "str", self);
  if (spec.empty()) return self;
  return str_value(format_str_slot(in, self, spec));
}

Value object_format_method(Interpreter& in, CallArgs& a) {
  std::string_view spec = spec_arg(a, "object.__format__");
  return str_value(format_object_slot(in, a.pos[0], spec));
}

}  // namespace minitf
