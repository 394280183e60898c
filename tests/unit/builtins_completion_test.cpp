// Tab completion, as both front ends use it: the terminal REPL decorated, the
// Jupyter kernel bare.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "builtins/completion.h"
#include "completion_test_util.h"

using namespace minitf;

namespace {

using Names = std::vector<std::string>;

CompletionOptions decorated() {
  CompletionOptions o;
  o.decorate = true;
  return o;
}

// The matches for the word at the end of `line`.
Names matches(SetupSession& s, const std::string& line, const CompletionOptions& o = {}) {
  return complete(s.in, line, line.size(), o).matches;
}

bool has(const Names& v, const std::string& name) {
  return std::find(v.begin(), v.end(), name) != v.end();
}

}  // namespace

TEST_CASE("completion: names, keywords and builtins, bare or decorated", "[completion]") {
  SetupSession s("my_value = 1\ndef my_func():\n    pass\n_hidden = 2\n");
  CHECK(matches(s, "pri") == Names{"print"});
  CHECK(matches(s, "my_") == Names{"my_func", "my_value"});
  CHECK(matches(s, "pri", decorated()) == Names{"print("});
  CHECK(matches(s, "my_", decorated()) == Names{"my_func(", "my_value"});
  CHECK(has(matches(s, "whi"), "while"));
  CHECK(has(matches(s, "whi", decorated()), "while "));
  CHECK(has(matches(s, "tr", decorated()), "try:"));
  CHECK(has(matches(s, "Tr", decorated()), "True"));
  CHECK(has(matches(s, "el", decorated()), "else"));
  // Generators and coroutines do not parse in minitf, so they are not offered.
  CHECK(matches(s, "yie").empty());
  CHECK(matches(s, "asy").empty());
  CHECK(matches(s, "awa").empty());
}

TEST_CASE("completion: private names only after a typed underscore", "[completion]") {
  SetupSession s("_hidden = 2\nclass P:\n    pass\np = P()\np._secret = 1\np.shown = 2\n");
  CHECK(!has(matches(s, ""), "_hidden"));
  CHECK(has(matches(s, "_h"), "_hidden"));
  CHECK(matches(s, "p.") == Names{"shown"});
  CHECK(matches(s, "p._s") == Names{"_secret"});
}

TEST_CASE("completion: the replaced range is the word before the cursor", "[completion]") {
  SetupSession s("my_value = 1\nimport tensorflow as tf\n");
  Completion c = complete(s.in, "x = len(my_v", 12);
  CHECK(c.start == 8);
  CHECK(c.end == 12);
  CHECK(c.matches == Names{"my_value"});
  c = complete(s.in, "tf.ma", 5);
  CHECK(c.start == 3);
  CHECK(c.end == 5);
  // Completing in the middle of a line uses the text before the cursor only.
  c = complete(s.in, "my_v + 1", 4);
  CHECK(c.start == 0);
  CHECK(c.end == 4);
  CHECK(c.matches == Names{"my_value"});
  // A cursor past the end is the end.
  c = complete(s.in, "my_v", 99);
  CHECK(c.end == 4);
  CHECK(c.matches == Names{"my_value"});
}

TEST_CASE("completion: a global shadows the builtin of the same name", "[completion]") {
  SetupSession s("print = 3\n");
  CHECK(matches(s, "prin", decorated()) == Names{"print"});
}

TEST_CASE("completion: attributes of modules, instances, classes and built-ins", "[completion]") {
  SetupSession s(
      "import math\n"
      "import tensorflow as tf\n"
      "class Point:\n"
      "    dims = 2\n"
      "    def norm(self):\n"
      "        return 0\n"
      "p = Point()\n"
      "p.x = 1\n"
      "s = 'abc'\n"
      "lst = []\n");
  CHECK(matches(s, "math.sq", decorated()) == Names{"sqrt("});
  CHECK(matches(s, "p.", decorated()) == Names{"dims", "norm(", "x"});
  CHECK(matches(s, "Point.d") == Names{"dims"});
  CHECK(has(matches(s, "s.up", decorated()), "upper("));
  CHECK(has(matches(s, "lst.app"), "append"));
  CHECK(has(matches(s, "str.isdig"), "isdigit"));
  CHECK(has(matches(s, "p.x.", decorated()), "bit_length("));  // a built-in type's methods
  Names tf = matches(s, "tf.ma");
  CHECK(has(tf, "math"));
  CHECK(has(tf, "matmul"));
  CHECK(has(matches(s, "tf.math.reduce_"), "reduce_sum"));
  CHECK(matches(s, "nothing.").empty());
  CHECK(matches(s, "nothing_here.x").empty());
}

TEST_CASE("completion: native property getters are read, as Tensor.shape", "[completion]") {
  SetupSession s("import tensorflow as tf\nt = tf.constant([1.0, 2.0])\n");
  CHECK(has(matches(s, "t.shape."), "as_list"));
  CHECK(has(matches(s, "t.dtype."), "name"));
}

TEST_CASE("completion: sorted, without duplicates", "[completion]") {
  SetupSession s(
      "class A:\n"
      "    def f(self):\n"
      "        pass\n"
      "class B(A):\n"
      "    def f(self):\n"
      "        pass\n"
      "b = B()\n");
  CHECK(matches(s, "b.") == Names{"f"});  // B.f overrides A.f: listed once
  Names all = matches(s, "");
  CHECK(std::is_sorted(all.begin(), all.end()));
  CHECK(std::adjacent_find(all.begin(), all.end()) == all.end());
}

TEST_CASE("completion never runs user code", "[completion]") {
  SetupSession s(
      "calls = []\n"
      "class C:\n"
      "    @property\n"
      "    def p(self):\n"
      "        calls.append('property')\n"
      "        return self\n"
      "    def __getattr__(self, name):\n"
      "        calls.append('__getattr__')\n"
      "        return self\n"
      "    def __dir__(self):\n"
      "        calls.append('__dir__')\n"
      "        return ['from_dir']\n"
      "def f():\n"
      "    calls.append('call')\n"
      "    return C()\n"
      "c = C()\n");
  CHECK(matches(s, "c.p.").empty());        // the getter would run Python code
  CHECK(matches(s, "c.missing.").empty());  // so would __getattr__
  CHECK(matches(s, "f().").empty());        // calls are never evaluated
  CHECK(matches(s, "c.p") == Names{"p"});
  CHECK(!has(matches(s, "c."), "from_dir"));  // the class dict, not __dir__
  CHECK(s.eval("calls") == "[]");
}

TEST_CASE("completion: nothing inside strings, comments and numbers", "[completion]") {
  SetupSession s("");
  CHECK(matches(s, "x = 'pri").empty());
  CHECK(matches(s, "x = \"a.b").empty());
  CHECK(matches(s, "x = '''a\npri").empty());  // a triple-quoted string goes on
  CHECK(matches(s, "# pri").empty());
  CHECK(matches(s, "1.").empty());
  CHECK(matches(s, "1.5").empty());
  CHECK(matches(s, "x = 12").empty());
  CHECK(!matches(s, "x = 'a' + pri").empty());
  CHECK(!matches(s, "# note\npri").empty());  // a comment ends with its line
  CHECK(matches(s, "'abc'.up").empty());      // a literal is not a dotted name
}

TEST_CASE("completion: common prefix of matches", "[completion]") {
  CHECK(common_prefix({}) == "");
  CHECK(common_prefix({"print(", "property("}) == "pr");
  CHECK(common_prefix({"abc"}) == "abc");
  // "é" is 0xC3 0xA9 and "è" 0xC3 0xA8: the prefix must not keep a lone 0xC3.
  CHECK(common_prefix({"xé", "xè"}) == "x");
  CHECK(common_prefix({"xé1", "xé2"}) == "xé");
}
