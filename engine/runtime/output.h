// The output sink: the only way the engine produces output. The REPL writes to
// the terminal, the kernel sends Jupyter messages, tests capture strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace minitf {

enum class Stream { Stdout, Stderr };

// How much the teaching tools say, one switch for every front end (the
// command line's --verbosity and MINITF_VERBOSITY, the REPL's :verbosity, the
// kernel's %verbosity, minitf.set_verbosity): Quiet prints only what
// TensorFlow prints, Normal adds the events, Verbose adds their explanations.
enum class Verbosity : unsigned char { Quiet, Normal, Verbose };

inline const char* verbosity_name(Verbosity v) {
  return v == Verbosity::Quiet ? "quiet" : v == Verbosity::Normal ? "normal" : "verbose";
}

// Parses "quiet", "normal" or "verbose"; false for anything else.
inline bool parse_verbosity(std::string_view text, Verbosity& out) {
  if (text == "quiet") return out = Verbosity::Quiet, true;
  if (text == "normal") return out = Verbosity::Normal, true;
  if (text == "verbose") return out = Verbosity::Verbose, true;
  return false;
}

// A trace event of @function: something a learner should see. A Trace event
// announces a trace or retrace; a Note names a pitfall the trace ran into (a
// frozen value, a trace-time side effect, an unrolled loop) in the same style.
struct TraceEvent {
  enum Kind : unsigned char { Trace, Note };
  Kind kind = Trace;
  std::string headline;     // Note: what happened, e.g. "frozen value in f, line 4"
  std::string explanation;  // set in verbose mode only: why it matters, in full
  std::string function;     // "f"
  int trace_number = 0;     // 1 for the first trace of this function
  std::string signature;    // "x: float32[]"
  std::string reason;       // empty for a first trace
  std::string lesson;       // e.g. "Lesson 3: no autoboxing"
  bool retrace = false;
};

class OutputSink {
 public:
  virtual ~OutputSink() = default;
  virtual void write(Stream stream, std::string_view text) = 0;
  virtual void flush() {}
  // tf.print's text. TensorFlow writes it to stderr, and scripts keep it
  // there; a notebook may show it in a neutral style, since it is the
  // program's output and not an error.
  virtual void tf_print(Stream stream, std::string_view text) { write(stream, text); }
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
