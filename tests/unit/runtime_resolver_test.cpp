// The resolver: locals become slots, captured variables cells, the rest globals.
#include <catch2/catch.hpp>

#include "runtime/interpreter.h"
#include "runtime/resolver.h"
#include "syntax/parser.h"

using namespace minitf;

namespace {

struct Resolved {
  StringSink sink;
  Interpreter in{sink};
  std::shared_ptr<SourceUnit> unit;
  explicit Resolved(const std::string& src) {
    unit = std::shared_ptr<SourceUnit>(parse(std::make_shared<SourceFile>("t.py", src)));
    resolve_unit(in, *in.main_module(), *unit);
  }
  FunctionDef& def(size_t i) { return static_cast<FunctionDef&>(*unit->body[i]); }
};

}  // namespace

TEST_CASE("resolver: parameters come first, then locals in order of assignment", "[resolver]") {
  Resolved r("def f(a, b=1):\n    c = a + b\n    d = c\n    return d\n");
  const ScopeInfo& s = r.def(0).scope;
  CHECK(s.slot_names == std::vector<std::string>{"a", "b", "c", "d"});
  CHECK(s.nslots == 4);
  CHECK(s.cell_names.empty());
}

TEST_CASE("resolver: a variable read by an inner function becomes a cell", "[resolver]") {
  Resolved r("def outer(x):\n    y = 1\n    def inner():\n        return x + y\n    return inner\n");
  FunctionDef& outer = r.def(0);
  CHECK(outer.scope.nowncells == 2);
  // x is a parameter: it is copied into its cell when the call starts.
  CHECK(outer.scope.param_cells.size() == 1);
  auto& inner = static_cast<FunctionDef&>(*outer.body[1]);
  CHECK(inner.scope.nowncells == 0);
  CHECK(inner.scope.cell_names.size() == 2);
  CHECK(inner.scope.free_from.size() == 2);
}

TEST_CASE("resolver: global and nonlocal declarations", "[resolver]") {
  Resolved r(
      "count = 0\n"
      "def bump():\n    global count\n    count += 1\n"
      "def counter():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n"
      "    return inc\n");
  CHECK(r.def(1).scope.nslots == 0);
  FunctionDef& counter = r.def(2);
  CHECK(counter.scope.nowncells == 1);
  CHECK(counter.scope.cell_names[0] == "n");
}

TEST_CASE("resolver: comprehension variables do not leak into the function", "[resolver]") {
  Resolved r("def f(xs):\n    return [x * 2 for x in xs]\n");
  const ScopeInfo& s = r.def(0).scope;
  // The comprehension's x gets a hidden slot of its own beside the parameter.
  CHECK(s.nslots == 2);
  CHECK(s.slot_names[0] == "xs");
}

TEST_CASE("resolver: scope errors are syntax errors", "[resolver]") {
  StringSink sink;
  Interpreter in(sink);
  auto unit = std::shared_ptr<SourceUnit>(
      parse(std::make_shared<SourceFile>("t.py", "def f():\n    nonlocal q\n    q = 1\n")));
  CHECK_THROWS_AS(resolve_unit(in, *in.main_module(), *unit), SyntaxErrorInfo);
}
