#include "terminal_sink.h"

#include <iostream>
#include <string>

namespace minitf {

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
  if (!show_events) return;
  std::string line = e.retrace ? "retrace" : "trace";
  line += " #" + std::to_string(e.trace_number) + " of " + e.function + "(" + e.signature + ")";
  if (!e.reason.empty()) line += " — " + e.reason;
  if (!e.lesson.empty()) line += " [" + e.lesson + "]";
  if (color)
    line = "\x1b[36m⟳ " + line + "\x1b[0m";
  else
    line = "~~ " + line;
  write(Stream::Stderr, line + "\n");
}

std::optional<std::string> TerminalSink::read_line(const std::string& prompt) {
  write(Stream::Stdout, prompt);
  std::fflush(stdout);
  std::string line;
  if (!std::getline(std::cin, line)) return std::nullopt;
  return line;
}

}  // namespace minitf
