// Rich display: the MIME bundles the kernel sends for values and trace events.
// No xeus here, so the rendering is unit-tested on its own.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/html.h"
#include "runtime/interpreter.h"
#include "runtime/output.h"

namespace minitf {

// A display's representations; an empty html or svg is not sent.
struct MimeBundle {
  std::string plain;
  std::string html;
  // A picture (a dataflow graph drawn by Graphviz), sent as image/svg+xml
  // and never inside text/html: Notebook shows an untrusted notebook's SVG
  // output as its text/plain fallback, where sanitized HTML would keep only
  // the drawing's labels, run together on one garbled line.
  std::string svg;
  // The other representations of the rich display protocol (IPython.display,
  // _repr_png_...), in order; JSON types as JSON text, pictures as base64.
  std::vector<std::pair<std::string, std::string>> extra;
  std::string metadata_json = "{}";
  std::string display_id;  // display_data's transient id; empty for none
  bool update = false;     // update_display_data instead of display_data
};

// A display of the rich display protocol as a bundle.
MimeBundle bundle_of(const DisplayData& d);

// The trace banners' colours. Each text colour holds at least WCAG's 4.5:1
// contrast against its banner's background and the page's white.
constexpr const char* kTraceAccent = "#1c5aa8";
constexpr const char* kTraceBackground = "#eef4fc";
constexpr const char* kRetraceAccent = "#945400";
constexpr const char* kRetraceBackground = "#fff7e6";
constexpr const char* kLessonText = "#595959";
// A teaching note (a pitfall, neither a trace nor a retrace) has its own accent;
// its verbose explanation is a darker grey than the lesson.
constexpr const char* kNoteAccent = "#6a1b9a";
constexpr const char* kNoteBackground = "#f6effa";
constexpr const char* kExplanationText = "#444444";

// What a cell shows for a value: its _repr_*_ methods' bundle when it has
// them; otherwise repr() as text/plain, and small tensors and numpy arrays
// also as an HTML table. May raise (a user __repr__ can).
MimeBundle render_value(Interpreter& in, const Value& v);

// A trace or retrace of @function as a one-line text and a compact banner
// (function, trace number, signature, reason, lesson).
MimeBundle render_event(const TraceEvent& e);

// The plain-text line of an event, as the terminal shows it.
std::string event_text(const TraceEvent& e);

}  // namespace minitf
