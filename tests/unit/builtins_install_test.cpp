// install_builtins: the runtime starts empty; the builtins layer fills it.
#include <catch2/catch.hpp>

#include "builtins/builtins.h"
#include "runtime/interpreter.h"

using namespace minitf;

TEST_CASE("builtins: a new interpreter knows no builtins until they are installed", "[builtins]") {
  StringSink sink;
  Interpreter in(sink);
  ExecResult r = in.exec("print(1)", "t.py");
  CHECK(r.ename == "NameError");
  CHECK(in.exec("import math", "t.py").ename == "ModuleNotFoundError");
  install_builtins(in);
  CHECK(in.exec("import math\nprint(len('abc'), math.floor(2.5))", "t.py").ok);
  CHECK(sink.out == "3 2\n");
}

TEST_CASE("builtins: each interpreter gets its own builtins module", "[builtins]") {
  StringSink s1, s2;
  Interpreter a(s1), b(s2);
  install_builtins(a);
  install_builtins(b);
  CHECK(a.builtins_module() != b.builtins_module());
  CHECK(a.exec("print('-'.join(['x', 'y']), f'{2.5:.2f}', '%03d' % 7)", "a.py").ok);
  CHECK(b.exec("print(sorted({3, 1, 2}), 'ab'.upper())", "b.py").ok);
  CHECK(s1.out == "x-y 2.50 007\n");
  CHECK(s2.out == "[1, 2, 3] AB\n");
}
