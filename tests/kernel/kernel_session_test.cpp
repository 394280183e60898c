// The kernel's xeus-free core: output ordering, trace-event and value
// rendering, cells with magics and `name?` help. (Completion and inspection
// are the engine's: tests/unit/builtins_completion_test.cpp and
// builtins_inspection_test.cpp.)
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "display.h"
#include "kernel_sink.h"
#include "lib/libraries.h"
#include "magics.h"
#include "session.h"

using namespace minitf;

namespace {

// What the kernel would publish, in order: "stdout:text", "stderr:text",
// "display:plain". Adjacent pieces of one stream are merged, as the notebook
// shows them (how text is batched into messages is timing-dependent).
struct Recorder {
  std::vector<std::string> log;
  std::vector<MimeBundle> displays;
  KernelCallbacks callbacks() {
    KernelCallbacks cb;
    cb.stream = [this](const std::string& name, const std::string& text) {
      if (!log.empty() && log.back().rfind(name + ":", 0) == 0)
        log.back() += text;
      else
        log.push_back(name + ":" + text);
    };
    cb.display = [this](const MimeBundle& b) {
      log.push_back("display:" + b.plain);
      displays.push_back(b);
    };
    cb.input = [this](const std::string& prompt) -> std::optional<std::string> {
      log.push_back("input:" + prompt);
      return std::string("typed");
    };
    cb.clear_output = [this](bool wait) { log.push_back(wait ? "clear:wait" : "clear"); };
    return cb;
  }
};

TraceEvent retrace_event() {
  TraceEvent e;
  e.function = "f";
  e.trace_number = 2;
  e.signature = "x: float32[] <T>";
  e.reason = "x: int32 != float32";
  e.lesson = "Lesson 3: no autoboxing";
  e.retrace = true;
  return e;
}

}  // namespace

TEST_CASE("trace events are rendered as a text line and an HTML banner") {
  MimeBundle b = render_event(retrace_event());
  CHECK(b.plain ==
        "~~ retrace #2 of f(x: float32[] <T>) — x: int32 != float32 "
        "[Lesson 3: no autoboxing]");
  CHECK(b.html.find("retrace #2") != std::string::npos);
  CHECK(b.html.find(">f(x: float32[] &lt;T&gt;)</code>") != std::string::npos);
  CHECK(b.html.find("x: int32 != float32") != std::string::npos);
  CHECK(b.html.find("Lesson 3: no autoboxing") != std::string::npos);
  TraceEvent first = retrace_event();
  first.retrace = false;
  first.trace_number = 1;
  first.reason.clear();
  CHECK(render_event(first).plain ==
        "~~ trace #1 of f(x: float32[] <T>) [Lesson 3: no autoboxing]");
}

namespace {

// WCAG 2's contrast ratio of two "#rrggbb" colours.
double relative_luminance(const std::string& hex) {
  double channel[3];
  for (int i = 0; i < 3; ++i) {
    double c = std::stoi(hex.substr(1 + 2 * i, 2), nullptr, 16) / 255.0;
    channel[i] = c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  }
  return 0.2126 * channel[0] + 0.7152 * channel[1] + 0.0722 * channel[2];
}

double contrast(const std::string& a, const std::string& b) {
  double la = relative_luminance(a), lb = relative_luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Every "color:#rrggbb" of an HTML fragment.
std::vector<std::string> text_colours(const std::string& html) {
  std::vector<std::string> out;
  for (size_t at = html.find("color:#"); at != std::string::npos; at = html.find("color:#", at + 1))
    if (at == 0 || html[at - 1] != '-') out.push_back(html.substr(at + 6, 7));
  return out;
}

}  // namespace

TEST_CASE("every colour of a trace banner reads at 4.5:1 or more") {
  // WCAG 2's AA level for normal text, against the banner's own background and
  // the page's white (the old amber label was 2.27:1).
  constexpr double kMinContrast = 4.5;
  CHECK(contrast("#e69500", "#fff7e6") == Approx(2.27).margin(0.01));  // the ratio is WCAG's
  for (bool retrace : {false, true}) {
    TraceEvent e = retrace_event();
    e.retrace = retrace;
    std::string html = render_event(e).html;
    std::string background = retrace ? kRetraceBackground : kTraceBackground;
    REQUIRE(html.find("background:" + background) != std::string::npos);
    // Bracketed as in the text form, so it reads apart from the reason where
    // an untrusted notebook drops the styles.
    REQUIRE(!e.lesson.empty());
    CHECK(html.find("[" + html_escape(e.lesson) + "]") != std::string::npos);
    std::vector<std::string> colours = text_colours(html);
    REQUIRE(colours.size() == 2);  // the label and the lesson
    for (const std::string& c : colours) {
      INFO(c << " on " << background);
      CHECK(contrast(c, background) >= kMinContrast);
      CHECK(contrast(c, "#ffffff") >= kMinContrast);
    }
    // No size of its own: the banner takes the output area's font size.
    size_t sizes = 0;
    for (size_t at = html.find("font-size:"); at != std::string::npos;
         at = html.find("font-size:", at + 1), ++sizes)
      CHECK(html.compare(at, 17, "font-size:inherit") == 0);
    CHECK(sizes > 0);
  }
  // A teaching note, with its verbose explanation: the accent, the lesson and
  // the explanation against the note's background and white.
  TraceEvent note = retrace_event();
  note.kind = TraceEvent::Note;
  note.headline = "frozen value in f, line 3: x = random.random()";
  note.explanation = "The Python body runs only while tracing.";
  std::string html = render_event(note).html;
  REQUIRE(html.find(std::string("background:") + kNoteBackground) != std::string::npos);
  CHECK(html.find("[" + html_escape(note.lesson) + "]") != std::string::npos);
  std::vector<std::string> colours = text_colours(html);
  REQUIRE(colours.size() == 3);
  for (const std::string& c : colours) {
    INFO(c << " on " << kNoteBackground);
    CHECK(contrast(c, kNoteBackground) >= kMinContrast);
    CHECK(contrast(c, "#ffffff") >= kMinContrast);
  }
  CHECK(html.find("font-size:inherit") != std::string::npos);
}

TEST_CASE("a trace event lands between the prints around it") {
  Recorder r;
  KernelSink sink(r.callbacks());
  sink.write(Stream::Stdout, "before ");
  sink.write(Stream::Stdout, "trace\n");
  sink.event(retrace_event());
  sink.write(Stream::Stderr, "tf.print\n");
  sink.write(Stream::Stdout, "after\n");
  sink.flush();
  REQUIRE(r.log.size() == 4);
  CHECK(r.log[0] == "stdout:before trace\n");
  CHECK(r.log[1].rfind("display:~~ retrace #2 of f", 0) == 0);
  CHECK(r.log[2] == "stderr:tf.print\n");
  CHECK(r.log[3] == "stdout:after\n");
  CHECK(!r.displays[0].html.empty());
}

TEST_CASE("tf.print's stderr lines are a neutral display, in program order") {
  Recorder r;
  KernelSink sink(r.callbacks());
  sink.write(Stream::Stdout, "one\n");
  sink.tf_print(Stream::Stderr, "two <b>\n");
  sink.tf_print(Stream::Stderr, "three\n");  // batched with the line before
  sink.write(Stream::Stderr, "a real error\n");
  sink.tf_print(Stream::Stdout, "to stdout\n");
  sink.flush();
  REQUIRE(r.log.size() == 4);
  CHECK(r.log[0] == "stdout:one\n");
  CHECK(r.log[1] == "display:two <b>\nthree");
  CHECK(r.log[2] == "stderr:a real error\n");
  CHECK(r.log[3] == "stdout:to stdout\n");
  REQUIRE(r.displays.size() == 1);
  const std::string& html = r.displays[0].html;
  CHECK(html.find("two &lt;b&gt;\nthree</pre>") != std::string::npos);
  CHECK(html.find("class=\"minitf-tf-print\"") != std::string::npos);
  CHECK(html.find("background:none") != std::string::npos);
}

TEST_CASE("%events off hides trace banners; silent runs publish nothing") {
  Recorder r;
  KernelSink sink(r.callbacks());
  sink.events_enabled = false;
  sink.event(retrace_event());
  CHECK(r.log.empty());
  sink.events_enabled = true;
  sink.silent = true;
  sink.write(Stream::Stdout, "x");
  sink.event(retrace_event());
  sink.flush();
  CHECK(r.log.empty());
}

TEST_CASE("input() asks the front end only when it allows stdin") {
  Recorder r;
  Session s(r.callbacks());
  s.sink().allow_stdin = true;
  CellOutcome o = s.run_cell("print('q')\nname = input('Name? ')\nname", 1);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "'typed'");
  CHECK(r.log == std::vector<std::string>{"stdout:q\n", "input:Name? "});
  s.sink().allow_stdin = false;
  o = s.run_cell("input()", 2);
  CHECK(!o.ok);
  CHECK(o.ename == "EOFError");
}

TEST_CASE("cells: streams, last value, errors with the cell's line numbers") {
  Recorder r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell("x = 20\nprint('hi')\nx + 22", 1);
  REQUIRE(o.ok);
  CHECK(o.has_result);
  CHECK(o.result.plain == "42");
  CHECK(r.log == std::vector<std::string>{"stdout:hi\n"});

  o = s.run_cell("y = 1\n%events on\n\n1 / 0", 2);
  REQUIRE(!o.ok);
  CHECK(o.ename == "ZeroDivisionError");
  CHECK(o.evalue == "division by zero");
  REQUIRE(o.traceback.size() >= 3);
  CHECK(o.traceback.front() == "Traceback (most recent call last):");
  CHECK(o.traceback.back() == "ZeroDivisionError: division by zero");
  bool line4 = false;
  for (auto& l : o.traceback) line4 |= l.find("line 4") != std::string::npos;
  CHECK(line4);

  o = s.run_cell("x", 3);  // state survives an error
  CHECK(o.result.plain == "20");
  o = s.run_cell("None", 4);
  CHECK(!o.has_result);
}

TEST_CASE("magics: %mode, %events, %reset, unknown names") {
  Recorder r;
  Session s(r.callbacks());
  CHECK(s.interp().options().modern_tf);  // modern TF 2.x is the default
  CHECK(s.run_cell("%mode talk", 1).ok);
  CHECK(!s.interp().options().modern_tf);
  CHECK(s.run_cell("import tensorflow as tf\ntf.compat.get_version()", 2).result.plain == "'2.0'");
  CHECK(s.run_cell("%mode modern", 3).ok);
  CHECK(s.interp().options().modern_tf);
  CHECK(s.run_cell("%mode talk", 3).ok);
  CHECK(!s.interp().options().modern_tf);
  CHECK(s.run_cell("%events off", 4).ok);
  CHECK(s.interp().options().verbosity == Verbosity::Quiet);
  CHECK(s.run_cell("%events on", 5).ok);
  CHECK(s.interp().options().verbosity == Verbosity::Normal);

  CellOutcome o = s.run_cell("%bogus", 6);
  CHECK(o.ename == "UsageError");
  CHECK(o.evalue == "Line magic function `%bogus` not found.");

  s.run_cell("%mode modern", 7);
  s.run_cell("kept = 1\n%reset -f", 8);
  o = s.run_cell("kept", 9);
  CHECK(o.ename == "NameError");
  CHECK(s.interp().options().modern_tf);  // the mode survives %reset
  CHECK(s.run_cell("display", 10).ok);    // so does the kernel's display()
}

TEST_CASE("clear_output() flushes pending text first") {
  Recorder r;
  Session s(r.callbacks());
  CHECK(s.run_cell("print(1)\nclear_output()\nprint(2)\nclear_output(wait=True)", 1).ok);
  CHECK(r.log == std::vector<std::string>{"stdout:1\n", "clear", "stdout:2\n", "clear:wait"});
}

TEST_CASE("%time keeps the value; %timeit reports IPython's line") {
  Recorder r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell("%time 6 * 7", 1);
  REQUIRE(o.ok);
  CHECK(o.result.plain == "42");
  REQUIRE(r.log.size() == 1);
  CHECK(r.log[0].rfind("stdout:CPU times: user ", 0) == 0);
  CHECK(r.log[0].find("Wall time: ") != std::string::npos);
  r.log.clear();
  o = s.run_cell("v = 2\n%timeit -n 20 -r 3 v * 3", 2);
  REQUIRE(o.ok);
  REQUIRE(r.log.size() == 1);
  CHECK(r.log[0].find(" per loop (mean \u00b1 std. dev. of 3 runs, 20 loops each)\n") !=
        std::string::npos);
  CHECK(s.interp().main_module()->get("__minitf_timeit") == nullptr);
  o = s.run_cell("%timeit -n 1 -r 1 undefined_thing", 3);
  CHECK(o.ename == "NameError");
}

TEST_CASE("format_duration follows IPython's _format_time") {
  CHECK(format_duration(0.0015) == "1.5 ms");
  CHECK(format_duration(2.5e-6) == "2.5 \u00b5s");
  CHECK(format_duration(1.0) == "1 s");
  CHECK(format_duration(0.5) == "500 ms");
  CHECK(format_duration(0.0) == "0 ns");
  CHECK(format_duration(75.0) == "1min 15s");
}

TEST_CASE("values: repr as text, small tensors also as an HTML table") {
  Recorder r;
  Session s(r.callbacks());
  CellOutcome o = s.run_cell("import tensorflow as tf\ntf.constant([[1.5, 2.0], [3.0, 4.0]])", 1);
  REQUIRE(o.ok);
  CHECK(o.result.plain.rfind("<tf.Tensor: shape=(2, 2), dtype=float32", 0) == 0);
  CHECK(o.result.html.find("<table") != std::string::npos);
  CHECK(o.result.html.find(">1.5</td>") != std::string::npos);
  CHECK(o.result.html.find("shape=(2, 2) dtype=float32") != std::string::npos);
  o = s.run_cell("tf.constant(3)", 2);
  CHECK(o.result.html.empty());  // scalars stay text
  o = s.run_cell("display(tf.constant([1, 2]), 'x')", 3);
  REQUIRE(r.displays.size() == 2);
  CHECK(r.displays[0].html.find(">2</td>") != std::string::npos);
  CHECK(r.displays[1].plain == "'x'");
}

TEST_CASE("`name?` pages the help text; nothing is published") {
  Recorder r;
  Session s(r.callbacks());
  s.run_cell("def area(w, h=2):\n    \"\"\"Area of a rectangle.\"\"\"\n    return w * h", 1);
  for (const char* cell : {"area?", "?area", "area??"}) {
    INFO(cell);
    CellOutcome o = s.run_cell(cell, 2);
    CHECK(o.ok);
    CHECK(!o.has_result);
    REQUIRE(o.page);
    CHECK(*o.page == "Type: function\narea(w, h=2)\n    Area of a rectangle.\n");
  }
  CHECK(r.log.empty());
  // TensorFlow's functions are Python functions in TensorFlow, and IPython says
  // so; CPython's builtins stay builtin.
  s.run_cell("import tensorflow as tf", 3);
  for (const char* cell : {"tf.function?", "tf.constant?"}) {
    INFO(cell);
    CellOutcome help = s.run_cell(cell, 4);
    REQUIRE(help.page);
    CHECK(help.page->rfind("Type: function\n", 0) == 0);
  }
  CellOutcome len_help = s.run_cell("len?", 5);
  REQUIRE(len_help.page);
  CHECK(len_help.page->rfind("Type: builtin_function_or_method\n", 0) == 0);
  CellOutcome o = s.run_cell("missing_name?", 3);
  CHECK(!o.page);
  CHECK(r.log == std::vector<std::string>{"stdout:Object `missing_name` not found.\n"});
}

TEST_CASE("sessions do not share state") {
  Recorder r1, r2;
  Session a(r1.callbacks()), b(r2.callbacks());
  a.run_cell("only_in_a = 1\n%mode talk", 1);
  CHECK(b.run_cell("only_in_a", 1).ename == "NameError");
  CHECK(b.interp().options().modern_tf);
}

TEST_CASE("a concrete function displays its dataflow graph") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  ExecResult r = in.exec(
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def double(a):\n"
      "    return a + a\n"
      "double.get_concrete_function(tf.constant(1))\n",
      "<cell>", true);
  REQUIRE(r.ok);
  REQUIRE(r.has_value);
  MimeBundle b = render_value(in, r.last_value);
  CHECK(b.plain.find("ConcreteFunction") != std::string::npos);
  // A Graphviz drawing when dot is installed, sent as image/svg+xml alone (an
  // untrusted notebook then shows the text), the operation listing otherwise.
  if (!b.svg.empty()) {
    CHECK(b.svg.rfind("<svg", 0) == 0);
    CHECK(b.html.empty());
  } else {
    CHECK(b.html.find("minitf-graph") != std::string::npos);
    CHECK(b.html.find("AddV2") != std::string::npos);
  }
}

TEST_CASE("AutoGraph's converted code displays as highlighted Python") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  ExecResult r = in.exec(
      "import tensorflow as tf\n"
      "def f(x):\n"
      "    return x\n"
      "tf.autograph.to_code(f)\n",
      "<cell>", true);
  REQUIRE(r.ok);
  REQUIRE(r.has_value);
  MimeBundle b = render_value(in, r.last_value);
  CHECK(b.plain.find("def tf__f(x):") == 1);  // the quoted repr
  CHECK(b.html.find("<pre class=\"minitf-code\"><b style=\"color:#008\">def</b> tf__f(x):") == 0);
}
