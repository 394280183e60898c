// Internal helpers shared by format.cpp, format_spec.cpp and the str/number
// methods (not part of the runtime's public contract).
#pragma once

#include <string>
#include <string_view>

#include "runtime/object.h"

namespace minitf {

class Interpreter;

// CPython's PyOS_double_to_string for finite or non-finite |d| and a sign:
// type is 'r' (repr), 'e', 'f', 'g' (lowercase; the caller upper-cases for
// E/F/G). `add_dot_0` forces a ".0" on integral fixed-point results (repr, and
// format() with no type); `alt` is the '#' flag. The result has no sign.
std::string format_float_abs(double d, char type, int precision, bool add_dot_0, bool alt);

// The message of the ValueError/OverflowError for ints beyond 64 bits: minitf
// ints are int64 (see value.h), so this is the one place Python would differ.
constexpr const char* kIntTooLarge = "int too large: minitf ints are 64-bit";

// str.format with a mapping for names (format_map): `mapping` may be None.
std::string str_format_impl(Interpreter& in, std::string_view fmt, const std::vector<Value>& pos,
                            const CallArgs* kwargs, const Value* mapping);

// ascii(x): repr with non-ASCII escaped.
std::string ascii_escape(std::string_view repr_text);

// Integer to text in base 2, 8, 10 or 16, without sign or prefix.
std::string int_digits(uint64_t magnitude, int base, bool upper);

}  // namespace minitf
