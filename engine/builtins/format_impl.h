// Python's text formatting as the builtins implement it: the format-spec
// mini-language (format_spec.cpp) behind int/float/str.__format__,
// printf-style `str % args` and str.format (format_printf.cpp), and number
// parsing and digits (text_convert.cpp). The reprs the protocol needs are the
// runtime's (runtime/format.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/format.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

class Interpreter;

// The message of the ValueError/OverflowError for ints beyond 64 bits: minitf
// ints are int64 (see value.h), so this is the one place Python would differ.
constexpr const char* kIntTooLarge = "int too large: minitf ints are 64-bit";

// ---- the format-spec mini-language (format_spec.cpp) ------------------------------

// format(v, spec) for a non-empty spec; `tname` names the type in errors
// ("Unknown format code 'x' for object of type 'float'").
std::string format_int(int64_t v, std::string_view spec, const std::string& tname);
std::string format_float(double d, std::string_view spec, const std::string& tname);
std::string format_str(std::string_view s, std::string_view spec);

// Sets the format slots of the built-in types (runtime/object.h), which
// format_value calls instead of their __format__ methods.
void init_format_slots(const BuiltinTypes& t);
// The __format__ methods of int (and bool), float, str and object.
Value int_format_method(Interpreter& in, CallArgs& a);
Value float_format_method(Interpreter& in, CallArgs& a);
Value str_format_method(Interpreter& in, CallArgs& a);
Value object_format_method(Interpreter& in, CallArgs& a);

// ---- printf-style % and str.format (format_printf.cpp) -----------------------------

// "fmt" % args  (args is a tuple, a dict or a single value).
std::string percent_format(Interpreter& in, std::string_view fmt, const Value& args);
// str.__mod__: what `str % args` calls.
Value str_mod_method(Interpreter& in, CallArgs& a);
// "fmt".format(*pos, **kwargs), or format_map with a mapping for names
// (`kwargs` or `mapping` may be null).
std::string str_format_impl(Interpreter& in, std::string_view fmt, const std::vector<Value>& pos,
                            const CallArgs* kwargs, const Value* mapping);

// ---- numbers and text (text_convert.cpp) -------------------------------------------

// int(s, base) and float(s) parsing with Python's rules; raise ValueError with
// Python's messages ("invalid literal for int() with base 10: 'x'").
Value parse_int(std::string_view s, int base);
double parse_float(std::string_view s);
// Integer to text in base 2, 8, 10 or 16, without sign or prefix.
std::string int_digits(uint64_t magnitude, int base, bool upper);
// ascii(x): repr with non-ASCII escaped.
std::string ascii_escape(std::string_view repr_text);

}  // namespace minitf
