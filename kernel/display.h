// Rich display: the MIME bundles the kernel sends for values and trace events.
// No xeus here, so the rendering is unit-tested on its own.
#pragma once

#include <string>
#include <string_view>

#include "runtime/interpreter.h"
#include "runtime/output.h"

namespace minitf {

// A display's representations; an empty html means text/plain only.
struct MimeBundle {
  std::string plain;
  std::string html;
};

// What a cell shows for a value: repr() as text/plain; small tensors and numpy
// arrays also as an HTML table. May raise (a user __repr__ can).
MimeBundle render_value(Interpreter& in, const Value& v);

// A trace or retrace of @function as a one-line text and a compact banner
// (function, trace number, signature, reason, lesson).
MimeBundle render_event(const TraceEvent& e);

// The plain-text line of an event, as the terminal shows it.
std::string event_text(const TraceEvent& e);

std::string html_escape(std::string_view s);

}  // namespace minitf
