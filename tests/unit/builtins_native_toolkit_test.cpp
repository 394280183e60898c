// The native-function toolkit: CPython's argument-error wordings, the binder
// and registration tables.
#include <catch2/catch.hpp>

#include "builtins/native.h"
#include "runtime/interpreter.h"

using namespace minitf;

namespace {

CallArgs positional(size_t n) {
  std::vector<Value> items;
  for (size_t i = 0; i < n; ++i) items.push_back(Value::integer(int64_t(i)));
  CallArgs a;
  a.pos = items;
  return a;
}

CallArgs with_keyword(size_t n, const char* key) {
  CallArgs a = positional(n);
  a.kw.emplace_back(make_str(key), Value::integer(7));
  return a;
}

// The message of the TypeError `f` raises, or "" when it raises nothing.
template <class F>
std::string type_error_of(F&& f) {
  try {
    f();
  } catch (PyException& e) {
    REQUIRE(e.exc->type == types().TypeError);
    return e.exc->args.as<Tuple>()->items.at(0).as<Str>()->s;
  }
  return "";
}

}  // namespace

TEST_CASE("native: each argument-count style words its error as CPython does", "[native]") {
  types();
  CallArgs none = positional(0), two = positional(2), three = positional(3);
  CHECK(type_error_of([&] { check_args(two, 1, 1, "len"); }) ==
        "len() takes exactly one argument (2 given)");
  CHECK(type_error_of([&] { check_args(two, 0, 0, "globals"); }) ==
        "globals() takes no arguments (2 given)");
  CHECK(type_error_of([&] { check_args(none, 2, 2, "isinstance"); }) ==
        "isinstance expected 2 arguments, got 0");
  CHECK(type_error_of([&] { check_args(three, 1, 2, "getattr"); }) ==
        "getattr expected at most 2 arguments, got 3");
  CHECK(type_error_of([&] { check_args(none, 1, 3, "range"); }) ==
        "range expected at least 1 argument, got 0");
  CHECK(type_error_of([&] { check_args(three, 1, 2, "f", ArgStyle::Takes); }) ==
        "f() takes at most 2 arguments (3 given)");
  CHECK(type_error_of([&] { check_args(none, 2, 2, "f", ArgStyle::Takes); }) ==
        "f() takes exactly 2 arguments (0 given)");
  CHECK(type_error_of([&] { check_args(two, 2, 2, "f"); }).empty());
  CHECK(type_error_of([&] { check_args(with_keyword(1, "x"), 1, 1, "len"); }) ==
        "len() takes no keyword arguments");
  CHECK(type_error_of([&] { check_args(three, 2, 2, "isclose", ArgStyle::TakesPositional); }) ==
        "isclose() takes exactly 2 positional arguments (3 given)");
  // Keyword-capable clinic functions count keywords too.
  CHECK(type_error_of([&] { check_total_args(with_keyword(2, "ndigits"), 2, "round"); }) ==
        "round() takes at most 2 arguments (3 given)");
  CHECK(type_error_of([&] { check_total_args(with_keyword(1, "ndigits"), 2, "round"); }).empty());
}

TEST_CASE("native: slot wrappers word their errors as CPython's wrappers do", "[native]") {
  types();
  CHECK(type_error_of([&] {
          check_method_args(positional(1), 1, 1, "str.__mod__", ArgStyle::SlotWrapper);
        }) == "expected 1 argument, got 0");
  CHECK(type_error_of([&] {
          check_method_args(with_keyword(2, "x"), 1, 1, "str.__mod__", ArgStyle::SlotWrapper);
        }) == "wrapper __mod__() takes no keyword arguments");
}

TEST_CASE("native: methods do not count self and name themselves per style", "[native]") {
  types();
  CallArgs self_only = positional(1), self_and_two = positional(3);
  CHECK(type_error_of([&] { check_method_args(self_and_two, 0, 0, "str.upper"); }) ==
        "str.upper() takes no arguments (2 given)");
  CHECK(type_error_of([&] { check_method_args(self_only, 1, 1, "list.append"); }) ==
        "list.append() takes exactly one argument (0 given)");
  CHECK(type_error_of([&] {
          check_method_args(self_only, 1, 2, "str.center", ArgStyle::Expected);
        }) == "center expected at least 1 argument, got 0");
  CHECK(type_error_of([&] { check_method_args(self_only, 1, 3, "str.find", ArgStyle::Takes); }) ==
        "find() takes at least 1 argument (0 given)");
  CHECK(type_error_of([&] { check_method_args(with_keyword(2, "k"), 1, 1, "list.append"); }) ==
        "list.append() takes no keyword arguments");
  CHECK(type_error_of([&] {
          check_method_args(with_keyword(2, "k"), 1, 2, "str.center", ArgStyle::Expected);
        }) == "center() takes no keyword arguments");
  CHECK(type_error_of([&] {
          check_method_args(with_keyword(1, "key"), 0, 0, "list.sort", ArgStyle::NoArgs, true);
        }).empty());
}

TEST_CASE("native: ArgParser binds names and words Python's errors", "[native]") {
  types();
  CallArgs a = with_keyword(1, "y");
  ArgParser p("f", a, {"x", "y", "z"}, 1);
  REQUIRE(p.get(0));
  CHECK(p.get(0)->as_int() == 0);
  CHECK(p.get(1)->as_int() == 7);
  CHECK(p.get(2) == nullptr);
  CHECK_FALSE(p.has(2));
  CHECK(type_error_of([&] {
          ArgParser("f", positional(4), {"x", "y", "z"}, 1);
        }) == "f() takes from 1 to 3 positional arguments but 4 were given");
  CHECK(type_error_of([&] {
          ArgParser("f", positional(0), {"x", "y"}, 2);
        }) == "f() missing 2 required positional arguments: 'x' and 'y'");
  CHECK(type_error_of([&] { ArgParser("f", with_keyword(0, "w"), {"x"}, 0); }) ==
        "f() got an unexpected keyword argument 'w'");
  CHECK(type_error_of([&] { ArgParser("f", with_keyword(1, "x"), {"x"}, 0); }) ==
        "f() got multiple values for argument 'x'");
  // A method's self is counted in the numbers, as CPython counts it.
  CHECK(type_error_of([&] { ArgParser("numpy", positional(2), {}, 0, true); }) ==
        "numpy() takes 1 positional argument but 2 were given");
  CHECK(type_error_of([&] { ArgParser("exit", positional(2), {"code"}, 0); }) ==
        "exit() takes from 0 to 1 positional arguments but 2 were given");
  // Names past `positional` are keyword-only.
  CHECK(type_error_of([&] {
          ArgParser("f", positional(3), {"x", "y", "k"}, 1, false, 2);
        }) == "f() takes from 1 to 2 positional arguments but 3 were given");
  CallArgs kw = with_keyword(1, "k");
  ArgParser q("f", kw, {"x", "y", "k"}, 1, false, 2);
  CHECK(q.get(2)->as_int() == 7);
}

namespace {

Value twice(Interpreter&, CallArgs& a) {
  check_args(a, 1, 1, "twice");
  return Value::integer(a.pos[0].as_int() * 2);
}

const NativeDef kTestFunctions[] = {
    {"twice", twice, "(x, /)", "Return 2 * x."},
    {"zero", [](Interpreter&, CallArgs&) { return Value::integer(0); }, "()", "Return 0."},
};

}  // namespace

TEST_CASE("native: a table registers functions that scripts call and help() describes",
          "[native]") {
  StringSink sink;
  Interpreter in(sink);
  Ref<Module> m(new Module("toolkit_test"));
  add_functions(in, *m, kTestFunctions);
  const Value* f = m->get("twice");
  REQUIRE(f);
  Value r = in.call(*f, std::vector<Value>{Value::integer(21)});
  CHECK(r.as_int() == 42);
  CHECK(in.repr(*f) == "<built-in function twice>");
  CHECK(in.str(in.getattr(*f, "__module__")) == "toolkit_test");
  REQUIRE(m->get("zero"));
}
