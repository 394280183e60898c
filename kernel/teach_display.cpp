// The teaching tools' displays in a notebook: note events (frozen values,
// side effects, unrolled loops, graph-mode errors) and a tf.function's own
// display, its explain() table. Kept apart from display.cpp's other renderers.
#include "teach_display.h"

#include "function/explain.h"
#include "function/function_object.h"

namespace minitf {

std::string note_text(const TraceEvent& e) {
  std::string line = "~~ " + e.headline;
  if (!e.reason.empty()) line += " \u2014 " + e.reason;
  if (!e.lesson.empty()) line += " [" + e.lesson + "]";
  if (!e.explanation.empty()) line += "\n   " + e.explanation;
  return line;
}

MimeBundle render_note(const TraceEvent& e) {
  // A pitfall, neither a trace nor a retrace: its own accent (display.h's
  // colours, each 4.5:1 or more against the banner and white, as WCAG AA asks).
  MimeBundle b;
  b.plain = note_text(e);
  std::string h = std::string(
                      "<div class=\"minitf-note-event\" style=\"font-family:monospace;"
                      "font-size:inherit;border-left:4px solid ") +
                  kNoteAccent + ";background:" + kNoteBackground +
                  ";padding:2px 8px;margin:2px 0;white-space:pre-wrap\">";
  h += std::string("<b style=\"color:") + kNoteAccent + "\">! " + html_escape(e.headline) + "</b>";
  if (!e.reason.empty()) h += " &mdash; " + html_escape(e.reason);
  if (!e.lesson.empty())
    // In brackets as in the text form: an untrusted notebook drops the
    // styles, and the lesson would otherwise run on from the reason.
    h += std::string(" <span style=\"color:") + kLessonText + ";font-style:italic\">[" +
         html_escape(e.lesson) + "]</span>";
  if (!e.explanation.empty())
    h += std::string("<div style=\"color:") + kExplanationText + "\">" +
         html_escape(e.explanation) + "</div>";
  b.html = h + "</div>";
  return b;
}

bool render_function_object(const Value& v, MimeBundle& b) {
  if (!is_function_object(v)) return false;
  b.html = explain_html(*v.as<FunctionObj>(), true);
  return true;
}

}  // namespace minitf
