// Inspection (Jupyter's Shift-Tab and `name?`), and the side-effect-free
// dotted-name lookups it shares with completion.
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "builtins/dotted.h"
#include "builtins/inspection.h"
#include "completion_test_util.h"

using namespace minitf;

TEST_CASE("inspection: the name at the cursor", "[inspection]") {
  CHECK(name_at_cursor("tf.math.add", 11) == "tf.math.add");
  CHECK(name_at_cursor("tf.math.add", 5) == "tf.math");  // up to the end of the part
  CHECK(name_at_cursor("tf.math.add", 0) == "tf");
  CHECK(name_at_cursor("x = 1.5", 7) == "");
  CHECK(name_at_cursor("y = len(", 8) == "len");
  CHECK(name_at_cursor("f(a, g(b), ", 11) == "f");
  CHECK(name_at_cursor("f (", 3) == "f");
  CHECK(name_at_cursor("f([1, ", 6) == "");  // inside a list display, not the call
  CHECK(name_at_cursor("(1 + ", 5) == "");   // a parenthesis without a callee
  CHECK(name_at_cursor("  ", 1) == "");
  CHECK(name_at_cursor("abc", 99) == "abc");
}

TEST_CASE("inspection: the type and help text of a name", "[inspection]") {
  SetupSession s(
      "def area(w, h=2):\n"
      "    \"\"\"Area of a rectangle.\"\"\"\n"
      "    return w * h\n"
      "class Point:\n"
      "    def norm(self):\n"
      "        \"\"\"The length.\"\"\"\n"
      "        return 0\n"
      "p = Point()\n");
  std::optional<std::string> t = inspect_text(s.in, "len");
  REQUIRE(t);
  CHECK(t->rfind("Type: builtin_function_or_method\n", 0) == 0);
  CHECK(t->find("len(obj, /)") != std::string::npos);
  t = inspect_text(s.in, "area");
  REQUIRE(t);
  CHECK(*t == "Type: function\narea(w, h=2)\n    Area of a rectangle.\n");
  // A method read through an instance is bound, as Python gives it.
  t = inspect_text(s.in, "p.norm");
  REQUIRE(t);
  CHECK(t->rfind("Type: method\n", 0) == 0);
  CHECK(t->find("norm() method of __main__.Point instance") != std::string::npos);
  CHECK(t->find("The length.") != std::string::npos);
  CHECK(!inspect_text(s.in, "missing_name"));
  CHECK(!inspect_text(s.in, "p.missing"));
  CHECK(!inspect_text(s.in, ""));
  // The text is built, never printed: the session's output stays empty.
  CHECK(s.sink.combined.empty());
}

TEST_CASE("inspection never runs user code", "[inspection]") {
  SetupSession s(
      "calls = []\n"
      "class C:\n"
      "    @property\n"
      "    def p(self):\n"
      "        \"\"\"A property.\"\"\"\n"
      "        calls.append('property')\n"
      "        return 1\n"
      "    def __getattr__(self, name):\n"
      "        calls.append('__getattr__')\n"
      "        return 1\n"
      "c = C()\n"
      "vars(c)['p'] = 'shadowed'\n");
  // A property is described by its getter, as IPython does, not evaluated.
  std::optional<std::string> t = inspect_text(s.in, "c.p");
  REQUIRE(t);
  CHECK(*t == "Type: property\np(self)\n    A property.\n");
  CHECK(inspect_text(s.in, "C.p") == t);
  // The property wins over the instance dict, as in Python; its value is
  // unknown without running the getter.
  CHECK(!resolve_dotted(s.in, "c.p"));
  CHECK(!inspect_text(s.in, "c.p.real"));  // the getter's result is not known
  CHECK(!inspect_text(s.in, "c.other"));   // __getattr__ is not called
  CHECK(s.eval("calls") == "[]");
}

TEST_CASE("dotted names resolve through globals, builtins and attributes", "[inspection]") {
  SetupSession s(
      "import math\n"
      "class K:\n"
      "    @staticmethod\n"
      "    def st():\n"
      "        pass\n"
      "    @classmethod\n"
      "    def cm(cls):\n"
      "        pass\n"
      "len = 'shadowed'\n");
  std::optional<Value> v = resolve_dotted(s.in, "math.pi");
  REQUIRE(v);
  CHECK(s.in.repr(*v) == "3.141592653589793");
  v = resolve_dotted(s.in, "len");  // a global before the builtin
  REQUIRE(v);
  CHECK(s.in.repr(*v) == "'shadowed'");
  v = resolve_dotted(s.in, "K.st");
  REQUIRE(v);
  CHECK(s.in.type_of(*v)->name == "function");
  v = resolve_dotted(s.in, "K.cm");
  REQUIRE(v);
  CHECK(s.in.type_of(*v)->name == "method");
  CHECK(!resolve_dotted(s.in, "math."));
  CHECK(!resolve_dotted(s.in, ".pi"));
  CHECK(!resolve_dotted(s.in, "1.5"));
  CHECK(!resolve_dotted(s.in, "math.sqrt(2)"));
  CHECK(dotted_name_start("x = tf.math.add", 15) == 4);
  CHECK(dotted_name_start("f(a).b", 6) == 4);
}
