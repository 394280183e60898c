// The kernel's output sink: turns the engine's output into Jupyter messages
// through callbacks (so it is testable without xeus).
//
// Stream text is batched per stream and published when the stream changes,
// before any display or input request, when nothing was published for a
// while, when a batch grows large, and at the end of the cell: stdout and
// stderr lines and trace banners therefore appear in program order, while a
// loop of prints costs a few messages, not one per call. tf.print's stderr
// lines are batched the same way but published as a display (tf_print_bundle).
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

// tf.print's text as a display: text/plain for the record, and text/html
// that reads as ordinary output (Jupyter paints stderr as an error).
MimeBundle tf_print_bundle(std::string_view text);

class KernelSink : public OutputSink {
 public:
  explicit KernelSink(KernelCallbacks callbacks) : cb_(std::move(callbacks)) {}

  void write(Stream stream, std::string_view text) override;
  // tf.print's stderr lines, batched like a stream and shown as a display in
  // a neutral style: Jupyter paints stderr like an error, and they are not.
  void tf_print(Stream stream, std::string_view text) override;
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
  // What the pending text is: a stream's, or tf.print's stderr lines.
  enum class Pending { Stdout, Stderr, TfPrint };
  void append(Pending kind, std::string_view text);

  KernelCallbacks cb_;
  Pending pending_kind_ = Pending::Stdout;
  std::string pending_;
  std::chrono::steady_clock::time_point last_publish_{};
};

}  // namespace minitf
