// The output sink: the only way the engine produces output. The REPL writes to
// the terminal, the kernel sends Jupyter messages, tests capture strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// One rich display, as IPython's display_data / update_display_data carry it:
// each representation by MIME type, in the order made (text/plain first).
// Binary ones (image/png, image/jpeg) are base64 text, JSON ones
// (application/json, *+json) are JSON text, the rest are the text itself.
struct DisplayData {
  std::vector<std::pair<std::string, std::string>> data;
  std::string metadata_json = "{}";  // a JSON object, per MIME type
  std::string display_id;            // empty: not updatable
  bool update = false;               // replaces the outputs shown with display_id

  // The representation of `mime`, or null.
  const std::string* find(std::string_view mime) const {
    for (const auto& [m, text] : data)
      if (m == mime) return &text;
    return nullptr;
  }
};

class Interpreter;
class Value;

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
  // IPython.display.display(): a terminal has no pixels, so it prints the
  // text/plain representation, as IPython's terminal does (an update too).
  virtual void display_data(const DisplayData& d) {
    if (const std::string* plain = d.find("text/plain")) display(*plain, "");
  }
  // display() of a value with none of the _repr_*_ methods: its repr here; a
  // rich front end adds its own pictures (the kernel's tensor tables).
  virtual void display_value(Interpreter& in, const Value& v, const std::string& display_id,
                             bool update);
  // IPython.display.clear_output(wait): a terminal cannot take back what it
  // printed, so only a front end with an output area does anything.
  virtual void clear_output(bool wait) {}
  // Whether the front end shows pictures (a notebook), so that plt.show()
  // displays a figure rather than saving it to a file.
  virtual bool shows_pictures() const { return false; }
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
