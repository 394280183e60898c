// Rich display of the teaching tools (kernel side): note events and the
// explain() table a tf.function shows as a cell's value.
#pragma once

#include <string>

#include "display.h"

namespace minitf {

// A note event (TraceEvent::Note) as text and as a banner.
std::string note_text(const TraceEvent& e);
MimeBundle render_note(const TraceEvent& e);

// A tf.function value: its explain() table as HTML (b.plain is left as the
// repr). False for any other value.
bool render_function_object(const Value& v, MimeBundle& b);

}  // namespace minitf
