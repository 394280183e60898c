// The terminal output sink: stdout is buffered for speed, and flushed before
// anything goes to stderr so that print() and tf.print() lines appear in
// program order even when both streams go to one pipe or file.
#pragma once

#include <cstdio>

#include "runtime/output.h"

namespace minitf {

class TerminalSink : public OutputSink {
 public:
  bool show_events = false;
  bool color = false;
  void write(Stream s, std::string_view text) override;
  void flush() override;
  void event(const TraceEvent& e) override;
  std::optional<std::string> read_line(const std::string& prompt) override;
};

}  // namespace minitf
