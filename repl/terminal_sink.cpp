#include "terminal_sink.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace minitf {

namespace {

// Cyan for a first trace (informative), yellow for a retrace (the thing a
// learner should notice: it costs time). Dim for the reason and lesson.
constexpr const char* kTraceColor = "\x1b[36m";
constexpr const char* kRetraceColor = "\x1b[33m";
constexpr const char* kNoteColor = "\x1b[35m";  // magenta: a pitfall, not a trace
constexpr const char* kDim = "\x1b[2m";
constexpr const char* kReset = "\x1b[0m";

}  // namespace

std::string format_event(const TraceEvent& e, bool color) {
  std::string what;
  if (e.kind == TraceEvent::Note) {
    what = e.headline;
  } else {
    what = e.retrace ? "retrace" : "trace";
    what += " #" + std::to_string(e.trace_number) + " of " + e.function + "(" + e.signature + ")";
  }
  // Verbose mode: the explanation follows, indented under the marker.
  std::string more = e.explanation.empty() ? "" : "   " + e.explanation + "\n";
  std::string detail;
  if (!e.reason.empty()) detail += " — " + e.reason;
  if (!e.lesson.empty()) detail += " [" + e.lesson + "]";
  if (!color) return "~~ " + what + detail + "\n" + more;
  std::string line = e.kind == TraceEvent::Note ? kNoteColor
                     : e.retrace                ? kRetraceColor
                                                : kTraceColor;
  line += (e.kind == TraceEvent::Note ? "! " : "⟳ ") + what;
  if (!detail.empty()) line += std::string(kReset) + kDim + detail;
  return line + kReset + "\n" +
         (more.empty() ? "" : kDim + more.substr(0, more.size() - 1) + kReset + "\n");
}

bool stderr_wants_color() {
  const char* no_color = std::getenv("NO_COLOR");
  if (no_color && *no_color) return false;
  const char* term = std::getenv("TERM");
  if (term && std::strcmp(term, "dumb") == 0) return false;
  return isatty(2);
}

void TerminalSink::write(Stream s, std::string_view text) {
  if (s == Stream::Stdout) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return;
  }
  std::fflush(stdout);
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

void TerminalSink::flush() {
  std::fflush(stdout);
  std::fflush(stderr);
}

void TerminalSink::event(const TraceEvent& e) {
  // The interpreter's verbosity decides which events come here.
  write(Stream::Stderr, format_event(e, color));
}

std::optional<std::string> TerminalSink::read_line(const std::string& prompt) {
  if (line_reader) {
    std::fflush(stdout);
    return line_reader(prompt);
  }
  write(Stream::Stdout, prompt);
  std::fflush(stdout);
  std::string line;
  if (!std::getline(std::cin, line)) return std::nullopt;
  return line;
}

}  // namespace minitf
