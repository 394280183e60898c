// Completion and inspection over a live Interpreter, for any front end.
//
// Nothing here depends on xeus or Jupyter: offsets are byte offsets into UTF-8
// source, and help text comes back through a caller-provided capture, so the
// terminal REPL can reuse this file as is. It belongs in engine/runtime once
// the REPL grows tab completion; it lives in kernel/ until then.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/interpreter.h"

namespace minitf {

// Candidates replacing code[start, end) (byte offsets).
struct Completion {
  std::vector<std::string> matches;
  size_t start = 0;
  size_t end = 0;
};

// Completes the identifier or dotted name that ends at `cursor`: names in
// scope (the __main__ globals, then builtins) and keywords for a bare name;
// attributes (as dir() lists them) after a dot, so `tf.ma` offers `math` and
// `matmul`. Names starting with an underscore are offered only when the typed
// prefix starts with one. Never raises; evaluates no code beyond attribute
// reads along the dotted path.
Completion complete(Interpreter& in, std::string_view code, size_t cursor);

// The dotted name (`tf.math.add`) the cursor is on, or, when it is inside a
// call's parentheses, the callee before the innermost open `(`. Empty if none.
std::string name_at_cursor(std::string_view code, size_t cursor);

// Looks up a dotted name: the first part in __main__'s globals, then builtins;
// then attribute reads. nullopt when any step fails (never raises).
std::optional<Value> resolve_dotted(Interpreter& in, std::string_view dotted);

// Runs `body` with the interpreter's stdout captured; returns what it wrote.
using StdoutCapture = std::function<std::string(const std::function<void()>& body)>;

// The inspection text for `dotted` ("Type: ..." then what help() prints,
// without its "Help on ..." heading), or nullopt if the name does not resolve.
std::optional<std::string> inspect_text(Interpreter& in, const std::string& dotted,
                                        const StdoutCapture& capture);

// Python's keywords, as completion offers them.
const std::vector<std::string>& python_keywords();

// UTF-8 helpers: Jupyter counts cursor positions in code points.
size_t codepoint_to_byte(std::string_view s, size_t cp);
size_t byte_to_codepoint(std::string_view s, size_t byte);

}  // namespace minitf
