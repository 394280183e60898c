// The text the object protocol itself needs: repr() of float, complex and
// str, and format(value, spec), which calls the value's __format__. The
// format-spec mini-language behind those methods, printf-style `%` and
// str.format are builtins (builtins/format_impl.h).
#pragma once

#include <string>
#include <string_view>

#include "runtime/object.h"

namespace minitf {

class Interpreter;

// repr(float): the shortest string that round-trips, in Python's style
// ("1.0", "0.1", "1e+16", "1.5e-07", "inf", "nan").
std::string float_repr(double d);
// repr(complex): "(1+2j)", "2j", "(-0-1j)".
std::string complex_repr(double re, double im);
// repr(str) with Python's quoting and escapes.
std::string str_repr(std::string_view s);
// Appends the \xhh, \uhhhh or \Uhhhhhhhh escape of code point c, as repr() and ascii() write it.
void append_escape(std::string& out, char32_t c);

// CPython's PyOS_double_to_string for finite or non-finite |d| and a sign:
// type is 'r' (repr), 'e', 'f', 'g' (lowercase; the caller upper-cases for
// E/F/G). `add_dot_0` forces a ".0" on integral fixed-point results (repr, and
// format() with no type); `alt` is the '#' flag. The result has no sign.
std::string format_float_abs(double d, char type, int precision, bool add_dot_0, bool alt);

// format(value, spec), as CPython's PyObject_Format: str() for an empty spec
// on the built-in scalars and str, otherwise type(value).__format__(value,
// spec), which must return a str; the type's format_slot, when it has one,
// stands for that call (protocol_text.cpp).
std::string format_value(Interpreter& in, const Value& v, std::string_view spec);

}  // namespace minitf
