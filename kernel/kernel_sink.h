// The kernel's output sink: turns the engine's output into Jupyter messages
// through callbacks (so it is testable without xeus).
//
// Stream text is batched per stream and published when the stream changes,
// before any display or input request, when nothing was published for a
// while, when a batch grows large, and at the end of the cell: stdout and
// stderr lines and trace banners therefore appear in program order, while a
// loop of prints costs a few messages, not one per call.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "display.h"
#include "runtime/output.h"

namespace minitf {

struct KernelCallbacks {
  // `name` is "stdout" or "stderr".
  std::function<void(const std::string& name, const std::string& text)> stream;
  std::function<void(const MimeBundle& bundle)> display;
  // input(): the line typed by the user, nullopt when there is none.
  std::function<std::optional<std::string>(const std::string& prompt)> input;
  // clear_output(wait): clears the cell's output (now, or at the next output).
  std::function<void(bool wait)> clear_output;
};

class KernelSink : public OutputSink {
 public:
  explicit KernelSink(KernelCallbacks callbacks) : cb_(std::move(callbacks)) {}

  void write(Stream stream, std::string_view text) override;
  void flush() override;
  void event(const TraceEvent& e) override;
  std::optional<std::string> read_line(const std::string& prompt) override;
  void display(const std::string& text_plain, const std::string& html) override;
  // display() with every representation of a rendered value (its picture too).
  void display(const MimeBundle& bundle);
  // IPython.display's displays: a bundle, or a value as a cell shows it.
  void display_data(const DisplayData& d) override;
  void display_value(Interpreter& in, const Value& v, const std::string& display_id,
                     bool update) override;
  void clear_output(bool wait) override;
  bool shows_pictures() const override { return true; }

  // Per-cell settings, from the execute request and the magics.
  bool events_enabled = true;
  bool silent = false;       // execute_request's `silent`: publish nothing
  bool allow_stdin = false;  // the front end can answer input requests

 private:
  KernelCallbacks cb_;
  Stream pending_stream_ = Stream::Stdout;
  std::string pending_;
  std::chrono::steady_clock::time_point last_publish_{};
};

}  // namespace minitf
