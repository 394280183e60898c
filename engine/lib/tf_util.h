// Helpers for the tensorflow and numpy modules: Python-style argument binding
// and small module-building utilities.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "builtins/native.h"
#include "lib/tf_tensor.h"
#include "runtime/types.h"

namespace minitf {




// Integer argument (Python int/bool, numpy integer scalar, integer scalar tensor).
int64_t int_arg(Interpreter& in, const Value& v, const char* what);
// A list of ints from an int, a list/tuple of ints, or an integer tensor/array.
std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what);

}  // namespace minitf
