// Constructors of range, slice, bool, object, type, staticmethod, classmethod
// and property.
#pragma once

#include <optional>
#include <string_view>

#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

// Sets TypeObject::construct for range, slice, bool, object and type. Called by
// types() at the end of its construction; must not call types() itself.
void init_misc_constructors(const BuiltinTypes& t);

}  // namespace minitf
