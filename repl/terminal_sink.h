// The terminal output sink: stdout is buffered for speed, and flushed before
// anything goes to stderr so that print() and tf.print() lines appear in
// program order even when both streams go to one pipe or file.
#pragma once

#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include "runtime/output.h"

namespace minitf {

// One trace event as one line (with its '\n'), visually distinct from program
// output: ANSI colour when `color`, a plain "~~" marker otherwise.
std::string format_event(const TraceEvent& e, bool color);

// Whether stderr should get ANSI colour: a terminal that is not "dumb", and
// no NO_COLOR (https://no-color.org: set and non-empty) in the environment.
bool stderr_wants_color();

class TerminalSink : public OutputSink {
 public:
  bool color = false;
  // How input() reads a line. Unset: plain stdin (scripts, pipes); the REPL
  // sets it to its line editor.
  std::function<std::optional<std::string>(const std::string& prompt)> line_reader;

  void write(Stream s, std::string_view text) override;
  void flush() override;
  void event(const TraceEvent& e) override;
  std::optional<std::string> read_line(const std::string& prompt) override;
};

}  // namespace minitf
