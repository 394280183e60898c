// The REPL's terminal-free parts: trace-event lines and the terminal sink.
// (Tab completion is the engine's, tested in tests/unit/builtins_completion_test.cpp.)
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>

#include "runtime/interpreter.h"
#include "terminal_sink.h"

using namespace minitf;

namespace {

TraceEvent retrace_event() {
  TraceEvent e;
  e.function = "f";
  e.trace_number = 2;
  e.signature = "x: float32[2]";
  e.reason = "x: shape () -> (2,)";
  e.lesson = "Lesson 2";
  e.retrace = true;
  return e;
}

}  // namespace

TEST_CASE("trace event lines", "[repl][events]") {
  TraceEvent first;
  first.function = "f";
  first.trace_number = 1;
  first.signature = "x: float32[]";
  CHECK(format_event(first, false) == "~~ trace #1 of f(x: float32[])\n");
  CHECK(format_event(retrace_event(), false) ==
        "~~ retrace #2 of f(x: float32[2]) — x: shape () -> (2,) [Lesson 2]\n");
  std::string c = format_event(retrace_event(), true);
  CHECK(c.rfind("\x1b[33m", 0) == 0);  // a retrace stands out in yellow
  CHECK(c.find("retrace #2 of f(x: float32[2])") != std::string::npos);
  CHECK(c.size() >= 5);
  CHECK(c.substr(c.size() - 5) == "\x1b[0m\n");  // colour never leaks past the line
  CHECK(format_event(first, true).rfind("\x1b[36m", 0) == 0);
}

// What `f` writes to file descriptor 2.
template <class F>
std::string capture_stderr(F f) {
  std::fflush(stderr);
  FILE* tmp = std::tmpfile();
  REQUIRE(tmp);
  int saved = dup(2);
  dup2(fileno(tmp), 2);
  f();
  std::fflush(stderr);
  dup2(saved, 2);
  close(saved);
  std::string out;
  std::rewind(tmp);
  char buf[512];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, tmp)) > 0) out.append(buf, n);
  std::fclose(tmp);
  return out;
}

TEST_CASE("note events and verbose explanations", "[repl][events]") {
  TraceEvent note;
  note.kind = TraceEvent::Note;
  note.headline = "frozen value in f, line 3: r = np.random.rand()";
  note.reason = "np.random.rand() returned 0.5";
  note.lesson = "Lesson #2: think about the graph";
  CHECK(format_event(note, false) ==
        "~~ frozen value in f, line 3: r = np.random.rand() \u2014 np.random.rand() returned 0.5 "
        "[Lesson #2: think about the graph]\n");
  note.explanation = "Why.";
  CHECK(format_event(note, false).find("]\n   Why.\n") != std::string::npos);
  CHECK(format_event(note, true).rfind("\x1b[35m! frozen value", 0) == 0);
}

TEST_CASE("the terminal sink shows on stderr every event it is given", "[repl][events]") {
  // The interpreter's verbosity decides which events reach the sink.
  TerminalSink sink;
  CHECK(capture_stderr([&] { sink.event(retrace_event()); }) ==
        format_event(retrace_event(), false));
  sink.color = true;
  CHECK(capture_stderr([&] { sink.event(retrace_event()); }) ==
        format_event(retrace_event(), true));
}
