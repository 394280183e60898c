// Constructors of range, slice, bool, object and type, and the read-only data
// attributes of built-in objects (complex.real, range.start, f.__name__, ...).
#pragma once

#include <optional>
#include <string_view>

#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

// Sets TypeObject::construct for range, slice, bool, object and type. Called by
// types() at the end of its construction; must not call types() itself.
void init_misc_constructors(const BuiltinTypes& t);

// A built-in data attribute of obj, or nullopt: int/bool/float/complex .real
// and .imag, range and slice .start/.stop/.step, exception .args, function and
// builtin __name__/__qualname__/__doc__/__module__, type __name__/__qualname__/
// __module__/__doc__, module __name__. getattr calls this before raising
// AttributeError.
std::optional<Value> builtin_data_attribute(const Value& obj, std::string_view name);

}  // namespace minitf
