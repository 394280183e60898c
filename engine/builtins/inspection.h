// Inspection over a live Interpreter, for any front end: which name the
// cursor is on, and the help text for it (Jupyter's Shift-Tab and `name?`).
//
// Like completion, inspection resolves the name through the side-effect-free
// lookups of dotted.h, so no property getter or __getattr__ runs. The text is
// what help() would print, built without writing to the output (as help()
// does, it shows a function's default values by their repr).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace minitf {

class Interpreter;

// The dotted name (`tf.math.add`) the cursor is on, up to the end of the
// identifier under the cursor; or, when the cursor is inside a call's
// parentheses, the callee before the innermost open `(`. Empty if none.
// `cursor` is a byte offset.
std::string name_at_cursor(std::string_view code, size_t cursor);

// The inspection text for `dotted`: "Type: ..." then what help() prints,
// without its "Help on ..." heading; nullopt if the name does not resolve.
// A property read through an instance is described, not evaluated: its type
// is "property" and its documentation its getter's.
std::optional<std::string> inspect_text(Interpreter& in, std::string_view dotted);

}  // namespace minitf
