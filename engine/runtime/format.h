// Python's text formatting: float repr, the format-spec mini-language,
// printf-style `%` formatting and str.format, and number parsing.
#pragma once

#include <cstdint>
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
// format(value, spec): the format-spec mini-language for int, float, str and
// objects with __format__ (spec "" means str()).
std::string format_value(Interpreter& in, const Value& v, std::string_view spec);
// "fmt" % args  (args is a tuple, a dict or a single value).
std::string percent_format(Interpreter& in, std::string_view fmt, const Value& args);
// "fmt".format(*args, **kwargs)
std::string str_format(Interpreter& in, std::string_view fmt, const CallArgs& args);
// int(s, base) and float(s) parsing with Python's rules; raise ValueError with
// Python's messages ("invalid literal for int() with base 10: 'x'").
int64_t parse_int(std::string_view s, int base);
double parse_float(std::string_view s);
// repr(str) with Python's quoting and escapes.
std::string str_repr(std::string_view s);

}  // namespace minitf
