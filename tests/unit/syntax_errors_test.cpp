// Syntax errors (CPython 3.11's messages and caret columns), unsupported
// constructs, nesting limits, and the REPL completeness check.
#include "syntax_test_util.h"

using namespace minitf;
using minitf_test::error_of;

namespace {

struct Want {
  const char* src;
  const char* kind;
  const char* message;
  int line, col;  // col is 0-based (CPython's offset - 1)
};

}  // namespace

TEST_CASE("errors: messages and positions match CPython 3.11", "[errors]") {
  const Want cases[] = {
      {"foo(1 2", "SyntaxError", "'(' was never closed", 1, 3},
      {"x = [1,\n2,\n", "SyntaxError", "'[' was never closed", 1, 4},
      {"if x:", "IndentationError", "expected an indented block after 'if' statement on line 1", 1,
       5},
      {"if x:\npass", "IndentationError",
       "expected an indented block after 'if' statement on line 1", 2, 0},
      {"def f():\n", "IndentationError",
       "expected an indented block after function definition on line 1", 1, 8},
      {"for x in y:\n    pass\nelse:\nz", "IndentationError",
       "expected an indented block after 'else' statement on line 3", 4, 0},
      {"if x\n  pass", "SyntaxError", "expected ':'", 1, 4},
      {" x=1", "IndentationError", "unexpected indent", 1, 0},
      {"a\n  b\n(", "IndentationError", "unexpected indent", 2, 1},
      {"1 = x", "SyntaxError",
       "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 0},
      {"f() = 1", "SyntaxError",
       "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 0},
      {"x + 1 = 2", "SyntaxError",
       "cannot assign to expression here. Maybe you meant '==' instead of '='?", 1, 0},
      {"for 1 in x: pass", "SyntaxError", "cannot assign to literal", 1, 4},
      {"for x, 1 in y: pass", "SyntaxError", "cannot assign to literal", 1, 7},
      {"with a as 1: pass", "SyntaxError", "cannot assign to literal", 1, 10},
      {"del 1", "SyntaxError", "cannot delete literal", 1, 4},
      {"del f()", "SyntaxError", "cannot delete function call", 1, 4},
      {"1 += 1", "SyntaxError", "'literal' is an illegal expression for augmented assignment", 1,
       0},
      {"(a, b) += 1", "SyntaxError", "'tuple' is an illegal expression for augmented assignment", 1,
       0},
      {"None = 1", "SyntaxError", "cannot assign to None", 1, 0},
      {"(a, *b, *c) = d", "SyntaxError", "multiple starred expressions in assignment", 1, 0},
      {"*a = b", "SyntaxError", "starred assignment target must be in a list or tuple", 1, 0},
      {"x = *a", "SyntaxError", "can't use starred expression here", 1, 4},
      {"return 1", "SyntaxError", "'return' outside function", 1, 0},
      {"break", "SyntaxError", "'break' outside loop", 1, 0},
      {"continue", "SyntaxError", "'continue' not properly in loop", 1, 0},
      {"for x in y:\n    pass\nelse:\n    break", "SyntaxError", "'break' outside loop", 4, 4},
      {"while x:\n    def f():\n        continue", "SyntaxError", "'continue' not properly in loop",
       3, 8},
      {"class A:\n    return 1", "SyntaxError", "'return' outside function", 2, 4},
      {"nonlocal x", "SyntaxError", "nonlocal declaration not allowed at module level", 1, 0},
      // A syntax error later in the file beats the compile-time errors above.
      {"return 1\n(", "SyntaxError", "'(' was never closed", 2, 0},
      {"x = 1 +\n\"abc", "SyntaxError", "unterminated string literal (detected at line 2)", 2, 0},
      {"x = )", "SyntaxError", "unmatched ')'", 1, 4},
      {"x = 1 +", "SyntaxError", "invalid syntax", 1, 7},
      {"a b\n$", "SyntaxError", "invalid syntax", 1, 2},
      {"x = $", "SyntaxError", "invalid syntax", 1, 4},
      {"else: pass", "SyntaxError", "invalid syntax", 1, 0},
      {"@x\ny = 1", "SyntaxError", "invalid syntax", 2, 0},
      {"f(a b)", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 2},
      {"x = [1 2]", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 5},
      {"print 1", "SyntaxError", "Missing parentheses in call to 'print'. Did you mean print(...)?",
       1, 0},
      {"1 if 2", "SyntaxError", "expected 'else' after 'if' expression", 1, 0},
      {"f(**x, *y)", "SyntaxError",
       "iterable argument unpacking follows keyword argument unpacking", 1, 7},
      {"f(a for a in b, c)", "SyntaxError", "Generator expression must be parenthesized", 1, 2},
      {"def f(a=1, b): pass", "SyntaxError", "non-default argument follows default argument", 1,
       11},
      {"def f(*, **k): pass", "SyntaxError", "named arguments must follow bare *", 1, 6},
      {"def f(a, a): pass", "SyntaxError", "duplicate argument 'a' in function definition", 1, 9},
      {"def f(**a, b): pass", "SyntaxError", "arguments cannot follow var-keyword argument", 1, 11},
      {"def f(/, a): pass", "SyntaxError", "at least one argument must precede /", 1, 6},
      {"try:\n  pass\n", "SyntaxError", "expected 'except' or 'finally' block", 2, 6},
      {"try:\n pass\nx=1", "SyntaxError", "expected 'except' or 'finally' block", 3, 0},
      {"x = {1: 2, 3}", "SyntaxError", "':' expected after dictionary key", 1, 11},
      {"from m import a,", "SyntaxError",
       "trailing comma not allowed without surrounding parentheses", 1, 16},
      {"class A:\n  x\n\tb", "TabError", "inconsistent use of tabs and spaces in indentation", 3,
       0},
      {"'''abc\n\n", "SyntaxError",
       "unterminated triple-quoted string literal (detected at line 2)", 1, 0},
      {"f'{x!z}'", "SyntaxError",
       "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 8},
      {"f'{}'", "SyntaxError", "f-string: empty expression not allowed", 1, 5},
  };
  for (const Want& w : cases) {
    INFO("source: " << w.src);
    SyntaxErrorInfo e = error_of(w.src);
    CHECK(e.kind == w.kind);
    CHECK(e.message == w.message);
    CHECK(e.line == w.line);
    CHECK(e.col == w.col);
    CHECK(e.end_col > e.col);
    CHECK(e.filename == "<test>");
  }
}

TEST_CASE("errors: yield where CPython rejects it", "[errors]") {
  CHECK(error_of("yield 1").message == "'yield' outside function");
  CHECK(error_of("class C:\n    x = yield").message == "'yield' outside function");
  CHECK(error_of("def f(a):\n    return [(yield x) for x in a]").message ==
        "'yield' inside list comprehension");
  CHECK(error_of("def f(a):\n    return {(yield x): 1 for x in a}").message ==
        "'yield' inside dict comprehension");
  CHECK(error_of("def f(a):\n    return sum((yield x) for x in a)").message ==
        "'yield' inside generator expression");
  CHECK(error_of("def f(a):\n    return [x for x in (yield a)]").message.empty());
}

TEST_CASE("errors: unsupported constructs name themselves", "[errors]") {
  CHECK(error_of("async def f(): pass").message == "'async def' is not supported in minitf");
  CHECK(error_of("def f():\n    await x").message == "'await' is not supported in minitf");
  CHECK(error_of("x = b'a'").message == "bytes literals are not supported in minitf");
  CHECK(error_of("from . import x").message == "relative imports are not supported in minitf");
  CHECK(error_of("try:\n    pass\nexcept* E:\n    pass").message ==
        "'except*' is not supported in minitf");
}

TEST_CASE("errors: assignment expressions as CPython 3.11 reports them", "[errors]") {
  CHECK(error_of("(x := 1)").message.empty());
  CHECK(error_of("if (n := 3) > 2: pass").message.empty());
  auto stmt = error_of("x := 1");
  CHECK(stmt.message == "invalid syntax");
  CHECK(stmt.col == 2);
  CHECK(error_of("(a.b := 1)").message == "cannot use assignment expressions with attribute");
  CHECK(error_of("[(x, y) := (1, 2)]").message == "cannot use assignment expressions with tuple");
  CHECK(error_of("(True := 1)").message == "cannot use assignment expressions with True");
  CHECK(error_of("def f():\n    return x := 1").message == "invalid syntax");
}

TEST_CASE("errors: match statements as CPython 3.11 reports them", "[errors]") {
  CHECK(error_of("match x:\n    case 1:\n        pass\n").message.empty());
  auto cap = error_of("match x:\n    case a:\n        pass\n    case 1:\n        pass\n");
  CHECK(cap.message == "name capture 'a' makes remaining patterns unreachable");
  CHECK(cap.line == 2);
  CHECK(cap.col == 9);
  CHECK(error_of("match x:\n    case _:\n        pass\n    case 1:\n        pass\n").message ==
        "wildcard makes remaining patterns unreachable");
  CHECK(error_of("match x:\n    case [a, a]:\n        pass\n").message ==
        "multiple assignments to name 'a' in pattern");
  CHECK(error_of("match x:\n    case [a] | b:\n        pass\n").message ==
        "alternative patterns bind different names");
  CHECK(error_of("match x:\n    case C(a=1, 2):\n        pass\n").message ==
        "positional patterns follow keyword patterns");
  CHECK(error_of("match x:\n    case 1 + 2:\n        pass\n").message ==
        "imaginary number required in complex literal");
  CHECK(error_of("match x:\n    pass\n").message == "invalid syntax");
  // A later syntax error wins over the compiler's pattern checks, as in CPython.
  CHECK(error_of("match x:\n    case [a, a]:\n        pass\nx = )").message == "unmatched ')'");
}

TEST_CASE("errors: deep nesting is a clean SyntaxError", "[errors]") {
  auto deep = [](const std::string& open, const std::string& mid, const std::string& close, int n) {
    std::string s = "x = ";
    for (int i = 0; i < n; ++i) s += open;
    s += mid;
    for (int i = 0; i < n; ++i) s += close;
    return s;
  };
  CHECK(error_of(deep("(", "1", ")", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("[", "", "]", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("-", "1", "", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("not ", "1", "", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("lambda: ", "1", "", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("a if b else ", "1", "", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("2**", "1", "", 10000)).message == "too many nested parentheses");
  CHECK(error_of(deep("1+", "1", "", 10000)).message.find("too complex") != std::string::npos);
  std::string attrs = "x = a";
  for (int i = 0; i < 10000; ++i) attrs += ".b";
  CHECK(error_of(attrs).message.find("too complex") != std::string::npos);
  // Up to CPython's bracket limit is fine.
  CHECK(error_of(deep("(", "1", ")", 199)).kind == "none");
  CHECK(error_of(deep("f(", "", ")", 150)).kind == "none");
}

TEST_CASE("errors: format_syntax_error shows the caret", "[errors]") {
  SyntaxErrorInfo e = error_of("x = (1 2\n");
  CHECK(format_syntax_error(e) ==
        "  File \"<test>\", line 1\n    x = (1 2\n        ^\nSyntaxError: '(' was never closed\n");
}

TEST_CASE("check_input: REPL completeness", "[repl]") {
  std::string hint;
  CHECK(check_input("x = 1", &hint) == InputStatus::Complete);
  CHECK(check_input("", &hint) == InputStatus::Complete);
  CHECK(check_input("# comment", &hint) == InputStatus::Complete);
  CHECK(check_input("x = (1,", &hint) == InputStatus::Incomplete);
  CHECK(check_input("x = [1,\n 2", &hint) == InputStatus::Incomplete);
  CHECK(check_input("s = '''abc", &hint) == InputStatus::Incomplete);
  CHECK(check_input("x = 1 + \\", &hint) == InputStatus::Incomplete);
  CHECK(check_input("if x:", &hint) == InputStatus::Incomplete);
  CHECK(hint == "    ");
  CHECK(check_input("if x:\n    y", &hint) == InputStatus::Incomplete);
  CHECK(hint == "    ");
  CHECK(check_input("for i in x:\n    if i:", &hint) == InputStatus::Incomplete);
  CHECK(hint == "        ");
  CHECK(check_input("if x:\n    y\n", &hint) == InputStatus::Complete);
  CHECK(check_input("if x: y", &hint) == InputStatus::Incomplete);
  CHECK(check_input("if x: y\n", &hint) == InputStatus::Complete);
  CHECK(check_input("if x:\n    y\nelse:", &hint) == InputStatus::Incomplete);
  CHECK(check_input("@dec", &hint) == InputStatus::Incomplete);
  CHECK(check_input("try:\n    x\n", &hint) == InputStatus::Incomplete);
  CHECK(check_input("def f(", &hint) == InputStatus::Incomplete);
  CHECK(check_input("x = )", &hint) == InputStatus::Invalid);
  // The parser fails at the '(' before the input ends: no more text can help.
  CHECK(check_input("def (:", &hint) == InputStatus::Invalid);
  CHECK(check_input("def (", &hint) == InputStatus::Invalid);
  CHECK(check_input("x = 1 +", &hint) == InputStatus::Invalid);
  CHECK(check_input("print('a", &hint) == InputStatus::Invalid);
  CHECK(check_input("1 = 2", &hint) == InputStatus::Invalid);
  CHECK(check_input("x = 1", nullptr) == InputStatus::Complete);
  // A match statement is a compound statement like the others.
  CHECK(check_input("match x:", &hint) == InputStatus::Incomplete);
  CHECK(hint == "    ");
  CHECK(check_input("match x:\n    case 1:", &hint) == InputStatus::Incomplete);
  CHECK(hint == "        ");
  CHECK(check_input("match x:\n    case 1:\n        y", &hint) == InputStatus::Incomplete);
  CHECK(check_input("match x:\n    case 1:\n        y\n", &hint) == InputStatus::Complete);
  CHECK(check_input("match = 1", &hint) == InputStatus::Complete);
  CHECK(check_input("if (n := 3) > 2:", &hint) == InputStatus::Incomplete);
}
