// Hostile programs whose __del__ (or __eq__) changes the container that is
// releasing (or searching) it (issue #30): each must run to the end with
// CPython's output. Run under the sanitizer build, they check that no store,
// deletion or search reads memory the user code freed.
#include <catch2/catch.hpp>

#include "builtins/builtins.h"
#include "runtime/interpreter.h"

using namespace minitf;

namespace {

// Runs `source` in a fresh session; its stdout, or the error text.
std::string run(const std::string& source) {
  StringSink sink;
  Interpreter in(sink);
  install_builtins(in);
  ExecResult r = in.exec(source, "hostile.py");
  if (!r.ok) return sink.out + r.error_text;
  return sink.out + sink.err;
}

// A class whose __del__ prints what the list L holds and then clears it.
const char* kClearingDel =
    "L = []\n"
    "class D:\n"
    "    def __del__(self):\n"
    "        print('sees', L)\n"
    "        L.clear()\n";

}  // namespace

TEST_CASE("finalizers: a list item store whose old item clears the list", "[finalizers]") {
  CHECK(run(std::string(kClearingDel) + "L.extend([D(), 1])\nL[0] = 0\nprint(L)\n") ==
        "sees [0, 1]\n[]\n");
}

TEST_CASE("finalizers: slice stores and deletions release after the list is consistent",
          "[finalizers]") {
  std::string pre = kClearingDel;
  CHECK(run(pre + "L.extend([D(), 2, 3])\nL[:] = []\nprint(L, len(L))\n") == "sees []\n[] 0\n");
  CHECK(run(pre + "L.extend([D(), 2, 3])\nL[0:2] = [7, 8, 9]\nprint(L)\n") ==
        "sees [7, 8, 9, 3]\n[]\n");
  CHECK(run(pre + "L.extend([D(), 2, D(), 4])\nL[::2] = [5, 6]\nprint(L)\n") ==
        "sees [5, 2, 6, 4]\nsees []\n[]\n");
  CHECK(run(pre + "L.extend([1, D(), 3])\ndel L[1]\nprint(L)\n") == "sees [1, 3]\n[]\n");
  CHECK(run(pre + "L.extend([D(), 2, D(), 4, 5])\ndel L[::2]\nprint(L)\n") ==
        "sees [2, 4]\nsees []\n[]\n");
  CHECK(run(pre + "L.extend([D(), D()])\nL.clear()\nL.append(D())\nL *= 0\nprint(L)\n") ==
        "sees []\nsees []\nsees []\n[]\n");
}

TEST_CASE("finalizers: dict, set, attribute and name stores", "[finalizers]") {
  const std::string d =
      "class D:\n"
      "    def __init__(self, f):\n"
      "        self.f = f\n"
      "    def __del__(self):\n"
      "        self.f()\n";
  CHECK(run(d + "x = {}\nx['a'] = D(lambda: (print(len(x)), x.clear()))\nx['b'] = 1\n"
                "x['a'] = 5\ndel x\n") == "2\n");
  CHECK(run(d + "x = {'a': D(lambda: x.clear()), 'b': 2}\nx.pop('a')\nprint(x)\n") == "{}\n");
  CHECK(run(d + "s = {D(lambda: s.update(range(100))), 1}\ns.clear()\nprint(len(s))\n") == "100\n");
  CHECK(run(d + "s = {1, D(lambda: s.update(range(100)))}\ns &= {1}\nprint(len(s))\n") == "100\n");
  CHECK(run(d + "class O: pass\no = O()\no.x = D(lambda: vars(o).clear())\no.y = 1\n"
                "o.x = 2\nprint(vars(o))\n") == "{}\n");
  CHECK(run(d + "g = D(lambda: print(g))\ng = 3\n") == "3\n");
}

TEST_CASE("finalizers: __eq__ that empties the list or dict being searched", "[finalizers]") {
  const std::string e =
      "L = []\n"
      "class E:\n"
      "    def __eq__(self, other):\n"
      "        L.clear()\n"
      "        return False\n"
      "    def __hash__(self):\n"
      "        return 1\n";
  CHECK(run(e + "L.extend([E(), E(), E()])\nprint(L.count(1), 1 in L, L)\n") == "0 False []\n");
  CHECK(run(e + "L.extend([E(), E()])\ntry:\n    L.remove(1)\nexcept ValueError:\n"
                "    print('not in list')\n") == "not in list\n");
  CHECK(run(e + "L.extend([E(), 5])\nprint(L < [1, 2], L)\n") == "True []\n");
  CHECK(run("L = [3, 1, 2]\ndef k(x):\n    L.append(x)\n    return x\ntry:\n"
            "    L.sort(key=k)\nexcept ValueError as e:\n    print(e)\nprint(L)\n") ==
        "list modified during sort\n[1, 2, 3]\n");
}
