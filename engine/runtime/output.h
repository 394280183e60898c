// The output sink: the only way the engine produces output. The REPL writes to
// the terminal, the kernel sends Jupyter messages, tests capture strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace minitf {

enum class Stream { Stdout, Stderr };

// A trace event of @function: something a learner should see.
struct TraceEvent {
  std::string function;   // "f"
  int trace_number = 0;   // 1 for the first trace of this function
  std::string signature;  // "x: float32[]"
  std::string reason;     // empty for a first trace
  std::string lesson;     // e.g. "Lesson 3: no autoboxing"
  bool retrace = false;
};

class OutputSink {
 public:
  virtual ~OutputSink() = default;
  virtual void write(Stream stream, std::string_view text) = 0;
  virtual void flush() {}
  // Trace events; the default drops them (plain script output stays identical
  // to TensorFlow's).
  virtual void event(const TraceEvent& e) {}
  // input(): returns nullopt at end of input (EOFError).
  virtual std::optional<std::string> read_line(const std::string& prompt) { return std::nullopt; }
  // Rich display (kernel): mime bundle as JSON text; default prints text/plain.
  virtual void display(const std::string& text_plain, const std::string& html) {
    write(Stream::Stdout, text_plain);
    write(Stream::Stdout, "\n");
  }
};

// Collects output into strings (tests, and the kernel's capture of a cell).
class StringSink : public OutputSink {
 public:
  std::string out, err, combined;
  void write(Stream s, std::string_view t) override {
    (s == Stream::Stdout ? out : err).append(t);
    combined.append(t);
  }
};

}  // namespace minitf
