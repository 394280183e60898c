// The read-only data attributes of built-in objects (complex.real,
// range.start, f.__name__, ...), part of the attribute protocol.
#pragma once

#include <optional>
#include <string_view>

#include "runtime/object.h"

namespace minitf {

// A built-in data attribute of obj, or nullopt: int/bool/float/complex .real
// and .imag, range and slice .start/.stop/.step, exception .args, function and
// builtin __name__/__qualname__/__doc__/__module__, type __name__/__qualname__/
// __module__/__doc__, module __name__. getattr calls this before raising
// AttributeError.
std::optional<Value> builtin_data_attribute(const Value& obj, std::string_view name);

}  // namespace minitf
