// help(): the text pydoc prints for an object.
#pragma once

#include <string>

#include "runtime/value.h"

namespace minitf {

class Interpreter;

// What help(v) prints, pydoc-style: the "Help on ..." heading, the signature
// and the documentation. Front ends' inspection shows it without printing it.
std::string help_text(Interpreter& in, const Value& v);

}  // namespace minitf
