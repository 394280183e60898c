// The interpreter as a library: isolated sessions, errors, limits, interrupts.
#include <catch2/catch.hpp>
#include <thread>

#include "builtins/builtins.h"
#include "runtime/interpreter.h"

using namespace minitf;

TEST_CASE("interpreter: output goes to the sink, never to stdout", "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult r = in.exec("print('a', 1)\nimport sys\nprint('b', file=sys.stderr)\n", "t.py");
  CHECK(r.ok);
  CHECK(sink.out == "a 1\n");
  CHECK(sink.err == "b\n");
}

TEST_CASE("interpreter: two sessions in one process share no state", "[interpreter]") {
  StringSink s1, s2;
  Interpreter a(s1), b(s2);
  install_builtins(a);
  install_builtins(b);
  CHECK(a.exec("x = 1", "a.py").ok);
  ExecResult r = b.exec("print(x)", "b.py");
  CHECK_FALSE(r.ok);
  CHECK(r.ename == "NameError");
  CHECK(a.exec("print(x)", "a.py").ok);
  CHECK(s1.out == "1\n");
}

TEST_CASE("interpreter: an error keeps the session's state", "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  CHECK(in.exec("total = 41", "<stdin>", true).ok);
  ExecResult bad = in.exec("1 / 0", "<stdin>", true);
  CHECK_FALSE(bad.ok);
  CHECK(bad.ename == "ZeroDivisionError");
  CHECK(bad.error_text.find("Traceback (most recent call last):") == 0);
  ExecResult good = in.exec("total + 1", "<stdin>", true);
  REQUIRE(good.has_value);
  CHECK(in.repr(good.last_value) == "42");
}

TEST_CASE("interpreter: deep recursion is a RecursionError, not a crash", "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult r = in.exec("def f(n):\n    return f(n + 1)\nf(0)\n", "t.py");
  CHECK_FALSE(r.ok);
  CHECK(r.ename == "RecursionError");
  CHECK(r.error_text.find("[Previous line repeated") != std::string::npos);
}

TEST_CASE("interpreter: an interrupt stops a running loop with KeyboardInterrupt",
          "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  std::thread t([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    in.request_interrupt();
  });
  ExecResult r = in.exec("n = 0\nwhile True:\n    n += 1\n", "t.py");
  t.join();
  CHECK_FALSE(r.ok);
  CHECK(r.ename == "KeyboardInterrupt");
  // The session goes on, with its state.
  ExecResult after = in.exec("n > 0", "<stdin>", true);
  REQUIRE(after.has_value);
  CHECK(in.repr(after.last_value) == "True");
}

TEST_CASE("interpreter: syntax errors come back formatted with a caret", "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult r = in.exec("x = (1,\n", "t.py");
  CHECK_FALSE(r.ok);
  CHECK(r.ename == "SyntaxError");
  CHECK(r.error_text ==
        "  File \"t.py\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n");
}

TEST_CASE("interpreter: SystemExit carries its exit code", "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult r = in.exec("import sys\nsys.exit(3)\n", "t.py");
  CHECK(r.system_exit);
  CHECK(r.exit_code == 3);
}

TEST_CASE("interpreter: a cell's parsed code lives only while something refers to it",
          "[interpreter]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  CHECK(in.live_source_units() == 0);
  // Cells that define nothing leave nothing behind, however many run.
  for (int i = 0; i < 10000; ++i) REQUIRE(in.exec("x = [1, 2, 3]\ny = len(x) * 2\n", "c.py").ok);
  CHECK(in.live_source_units() == 0);
  // An error's traceback keeps the source text, not the parsed code.
  ExecResult r = in.exec("z = 1\n1 / 0\n", "err.py");
  CHECK_FALSE(r.ok);
  CHECK(in.live_source_units() == 0);
  CHECK(r.error_text.find("1 / 0") != std::string::npos);
  // A function, a lambda and a class keep their cell while reachable.
  REQUIRE(in.exec("def f(n):\n    return n + 1\n", "f.py").ok);
  REQUIRE(in.exec("g = lambda n: n * 2\n", "g.py").ok);
  REQUIRE(in.exec("class C:\n    def m(self):\n        return 'm'\n", "c.py").ok);
  REQUIRE(in.exec("objs = [C(), C()]\n", "o.py").ok);
  CHECK(in.live_source_units() == 3);
  REQUIRE(in.exec("print(f(1), g(2), objs[0].m())\n", "use.py").ok);
  CHECK(sink.out == "2 4 m\n");
  // Rebinding the names frees the old code; the instances keep their class.
  REQUIRE(in.exec("f = None\ng = None\n", "drop.py").ok);
  CHECK(in.live_source_units() == 1);
  REQUIRE(in.exec("class C:\n    pass\n", "c2.py").ok);
  CHECK(in.live_source_units() == 1);  // the old C lives on in objs; the new one has no code
  REQUIRE(in.exec("print(objs[1].m())\nobjs = None\n", "last.py").ok);
  CHECK(sink.out == "2 4 m\nm\n");
  CHECK(in.live_source_units() == 0);
}
