// The REPL's terminal-free parts: trace-event lines and Tab completion.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>

#include "completion.h"
#include "runtime/interpreter.h"
#include "terminal_sink.h"

using namespace minitf;

namespace {

// Runs setup code in a fresh interpreter; REQUIREs that it succeeded.
struct Session {
  StringSink sink;
  Interpreter in{sink};
  explicit Session(const std::string& code) {
    ExecResult r = in.exec(code, "<test>");
    INFO(r.error_text);
    REQUIRE(r.ok);
  }
  std::vector<std::string> matches(const std::string& line, const CompletionOptions& o = {}) {
    return complete(in, line, line.size(), o).matches;
  }
};

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

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

TEST_CASE("the terminal sink shows events on stderr only when asked", "[repl][events]") {
  TerminalSink sink;
  sink.show_events = false;
  CHECK(capture_stderr([&] { sink.event(retrace_event()); }).empty());
  sink.show_events = true;
  CHECK(capture_stderr([&] { sink.event(retrace_event()); }) ==
        format_event(retrace_event(), false));
  sink.color = true;
  CHECK(capture_stderr([&] { sink.event(retrace_event()); }) ==
        format_event(retrace_event(), true));
}

TEST_CASE("completing names, keywords and builtins", "[repl][completion]") {
  Session s("my_value = 1\ndef my_func():\n    pass\n_hidden = 2\n");
  CHECK(s.matches("pri") == std::vector<std::string>{"print("});
  CHECK(s.matches("my_") == std::vector<std::string>{"my_func(", "my_value"});
  CHECK(has(s.matches("whi"), "while "));
  CHECK(has(s.matches("tr"), "try:"));
  CHECK(has(s.matches("Tr"), "True"));
  CHECK(!has(s.matches(""), "_hidden"));  // private names need a leading _
  CHECK(has(s.matches("_h"), "_hidden"));
  CompletionOptions bare;
  bare.decorate = false;
  CHECK(s.matches("pri", bare) == std::vector<std::string>{"print"});
  // The word starts after the last non-identifier character.
  Completion c = complete(s.in, "x = len(my_v", 12);
  CHECK(c.start == 8);
  CHECK(c.matches == std::vector<std::string>{"my_value"});
}

TEST_CASE("a global shadows the builtin of the same name", "[repl][completion]") {
  Session s("print = 3\n");
  CHECK(s.matches("prin") == std::vector<std::string>{"print"});
}

TEST_CASE("completing attributes of modules, instances, classes and built-ins",
          "[repl][completion]") {
  Session s(
      "import math\n"
      "class Point:\n"
      "    dims = 2\n"
      "    def norm(self):\n"
      "        return 0\n"
      "p = Point()\n"
      "p.x = 1\n"
      "p._secret = 2\n"
      "s = 'abc'\n");
  CHECK(s.matches("math.sq") == std::vector<std::string>{"sqrt("});
  CHECK(s.matches("p.") == std::vector<std::string>{"dims", "norm(", "x"});
  CHECK(s.matches("Point.d") == std::vector<std::string>{"dims"});
  CHECK(has(s.matches("s.up"), "upper("));
  CHECK(s.matches("p._s") == std::vector<std::string>{"_secret"});
  CHECK(has(s.matches("p.x."), "bit_length("));  // a built-in type's methods
  CHECK(s.matches("nothing.").empty());
}

TEST_CASE("completion never runs user code", "[repl][completion]") {
  Session s(
      "calls = []\n"
      "class C:\n"
      "    @property\n"
      "    def p(self):\n"
      "        calls.append(1)\n"
      "        return self\n"
      "def f():\n"
      "    calls.append(1)\n"
      "    return C()\n"
      "c = C()\n");
  CHECK(s.matches("c.p.").empty());  // the getter would run Python code
  CHECK(s.matches("f().").empty());  // calls are never evaluated
  CHECK(s.matches("c.p") == std::vector<std::string>{"p"});
  ExecResult r = s.in.exec("calls", "<test>", true);
  REQUIRE(r.ok);
  CHECK(s.in.repr(r.last_value) == "[]");
}

TEST_CASE("no completion inside strings, comments and numbers", "[repl][completion]") {
  Session s("");
  CHECK(s.matches("x = 'pri").empty());
  CHECK(s.matches("x = \"a.b").empty());
  CHECK(s.matches("# pri").empty());
  CHECK(s.matches("1.").empty());
  CHECK(s.matches("x = 12").empty());
  CHECK(!s.matches("x = 'a' + pri").empty());
  CHECK(s.matches("'abc'.up").empty());  // a literal is not a dotted name
}

TEST_CASE("common prefix of matches", "[repl][completion]") {
  CHECK(common_prefix({}) == "");
  CHECK(common_prefix({"print(", "property("}) == "pr");
  CHECK(common_prefix({"abc"}) == "abc");
  // "é" is 0xC3 0xA9 and "è" 0xC3 0xA8: the prefix must not keep a lone 0xC3.
  CHECK(common_prefix({"xé", "xè"}) == "x");
  CHECK(common_prefix({"xé1", "xé2"}) == "xé");
}
