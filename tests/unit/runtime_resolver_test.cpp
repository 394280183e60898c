// The resolver: locals become slots, captured variables cells, the rest globals.
#include <catch2/catch.hpp>

#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/resolver.h"
#include "syntax/ast_walk.h"
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
  Resolved r(
      "def outer(x):\n    y = 1\n    def inner():\n        return x + y\n    return inner\n");
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
      "def counter():\n    n = 0\n"
      "    def inc():\n        nonlocal n\n        n += 1\n        return n\n"
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

namespace {

// Checks, at every node of a resolved tree (nested scopes included), what the
// interpreter reads: a name's scope, a constant's value, an interned name.
void check_resolved(const Expr& e, int& constants) {
  switch (e.kind) {
    case ExprKind::Name:
      CHECK(static_cast<const NameExpr&>(e).scope != Scope::Unresolved);
      break;
    case ExprKind::Constant: {
      auto& c = static_cast<const ConstantExpr&>(e);
      REQUIRE(c.value);
      ++constants;
      if (c.ckind == ConstKind::Int) CHECK((c.value->is_int() && c.value->as_int() == c.i));
      if (c.ckind == ConstKind::Str)
        CHECK((c.value->is_obj() && static_cast<const Str*>(c.value->as_obj())->s == c.s));
      if (c.ckind == ConstKind::None) CHECK(c.value->is_none());
      break;
    }
    case ExprKind::Attribute: {
      auto& a = static_cast<const AttributeExpr&>(e);
      REQUIRE(a.attr_str);
      CHECK(a.attr_str->s == a.attr);
      break;
    }
    case ExprKind::Call:
      for (const Keyword& k : static_cast<const CallExpr&>(e).keywords) {
        if (k.name.empty()) continue;
        REQUIRE(k.name_str);
        CHECK(k.name_str->s == k.name);
      }
      break;
    default:
      break;
  }
  for_each_child(e, [&](const ExprPtr& c) { check_resolved(*c, constants); });
}

void check_resolved(const StmtList& body, int& constants) {
  for (const StmtPtr& s : body)
    for_each_child(*s, Overloaded{[&](const ExprPtr& e) { check_resolved(*e, constants); },
                                  [&](const StmtList& b) { check_resolved(b, constants); }});
}

}  // namespace

TEST_CASE("resolver: every constant, attribute and keyword name gets its runtime object",
          "[resolver]") {
  Resolved r(
      "@deco(1)\n"
      "def f(a=2, *, b='three'):\n"
      "    g = lambda c=4: c + 5\n"
      "    xs = [x.real for x in range(6) if x > 7]\n"
      "    d = {k: 8 for k in 'nine'}\n"
      "    try:\n"
      "        pass\n"
      "    except ValueError as e:\n"
      "        print(f'{e!r:>10}', sep=None)\n"
      "    return dict(key=a.imag)\n"
      "class C(object, metaclass=type):\n"
      "    z = 11\n");
  int constants = 0;
  check_resolved(r.unit->body, constants);
  CHECK(constants == 12);  // 1 2 'three' 4 5 6 7 8 'nine' '>10' None 11
  // The values live in the unit's annotations, as long as its tree.
  CHECK(r.unit->annotations != nullptr);
}
