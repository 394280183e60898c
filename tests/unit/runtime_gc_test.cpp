// The cycle collector (runtime/gc.h) as the library sees it: what it tracks,
// what it frees, and objects that outlive their session.
#include <catch2/catch.hpp>

#include "builtins/builtins.h"
#include "runtime/interpreter.h"

using namespace minitf;

namespace {

// Runs source in a fresh session's __main__ and returns stdout.
std::string run(Interpreter& in, StringSink& sink, const std::string& source) {
  ExecResult r = in.exec(source, "t.py");
  INFO(r.error_text);
  CHECK(r.ok);
  return sink.out;
}

}  // namespace

TEST_CASE("gc: containers made while code runs are tracked, others are not", "[gc]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  Ref<List> outside(new List());
  CHECK_FALSE(gc_is_tracked(outside.get()));
  ExecResult r = in.exec("[1, 2]", "<stdin>", true);
  REQUIRE(r.has_value);
  CHECK(gc_is_tracked(r.last_value.as_obj()));
  // A str is no container: never tracked.
  r = in.exec("'text'", "<stdin>", true);
  REQUIRE(r.has_value);
  CHECK_FALSE(gc_is_tracked(r.last_value.as_obj()));
}

TEST_CASE("gc: a cycle is freed, and one held from C++ is not", "[gc]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult held = in.exec("a = []\na.append(a)\na", "<stdin>", true);
  REQUIRE(held.has_value);
  Value keep = held.last_value;
  CHECK(run(in, sink, "import gc\ndel a\nprint(gc.collect())\n") == "0\n");
  // The C++ reference kept the list (and its contents) alive and intact.
  CHECK(keep.as<List>()->items.size() == 1);
  CHECK(keep.as<List>()->items[0].is(keep));
  keep = Value();
  held.last_value = Value();
  CHECK(run(in, sink, "print(gc.collect())\n") == "0\n1\n");
}

TEST_CASE("gc: automatic collections keep a cycle-making loop flat", "[gc]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  std::string out = run(in, sink,
                        "import gc\n"
                        "class A:\n"
                        "    pass\n"
                        "for i in range(20000):\n"
                        "    a = A()\n"
                        "    a.me = a\n"
                        "print(gc.get_count()[0] <= 700)\n");
  CHECK(out == "True\n");
  CHECK(in.gc().count(0) <= kGcDefaultThreshold0 + 1);
}

TEST_CASE("gc: objects outliving their session stay valid", "[gc]") {
  Value survivor;
  {
    StringSink sink;
    Interpreter in(sink);
    install_builtins(in);
    ExecResult r = in.exec("x = [1]\nx.append(x)\nx", "<stdin>", true);
    REQUIRE(r.has_value);
    survivor = r.last_value;
  }
  // The session's collector is gone: the list was detached from it, and is
  // still whole; releasing it later touches no freed list head.
  CHECK_FALSE(gc_is_tracked(survivor.as_obj()));
  REQUIRE(survivor.as<List>()->items.size() == 2);
  CHECK(survivor.as<List>()->items[1].is(survivor));
  survivor.as<List>()->items.clear();
  survivor = Value();
}

TEST_CASE("gc: a finaliser runs once and may resurrect", "[gc]") {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  std::string out = run(in, sink,
                        "import gc\n"
                        "class P:\n"
                        "    keep = []\n"
                        "    def __del__(self):\n"
                        "        print('del')\n"
                        "        P.keep.append(self)\n"
                        "p = P()\n"
                        "p.me = p\n"
                        "del p\n"
                        "print(gc.collect(), len(P.keep))\n"
                        "P.keep.clear()\n"
                        "print(gc.collect())\n");
  CHECK(out == "del\n0 1\n1\n");
}
