// Trace events carry the function, the trace number, the signature and, for
// a retrace, the reason and the lesson; modern mode logs TF's retracing
// warning with its exact text and trigger rule.
#include <catch2/catch.hpp>
#include <regex>

#include "function_test_util.h"

using namespace function_test;

TEST_CASE("events: first trace, dtype retrace, cache hit", "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x\n"
      "f(tf.constant(1.0))\n"
      "f(tf.constant(2.0))\n"
      "f(tf.constant(1, dtype=tf.uint8))\n");
  REQUIRE(sink.events.size() == 2);
  CHECK(sink.events[0].function == "f");
  CHECK(sink.events[0].trace_number == 1);
  CHECK_FALSE(sink.events[0].retrace);
  CHECK(sink.events[0].signature == "x: float32[]");
  CHECK(sink.events[0].reason.empty());
  CHECK(sink.events[1].trace_number == 2);
  CHECK(sink.events[1].retrace);
  CHECK(sink.events[1].signature == "x: uint8[]");
  CHECK(sink.events[1].reason == "x: float32[] \u2192 uint8[]");
  CHECK(sink.events[1].lesson.find("one trace per input dtype") != std::string::npos);
}

TEST_CASE("events: Python values are part of the key", "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    return x\n"
      "f(1)\n"
      "f(1.0)\n"
      "f(True)\n"
      "f(2)\n");
  REQUIRE(sink.events.size() == 2);
  CHECK(sink.events[0].signature == "x=1");
  CHECK(sink.events[1].reason ==
        "Python value x: 1 \u2192 2 \u2014 Python values are part of the cache key");
  CHECK(sink.events[1].lesson.rfind("Lesson #3", 0) == 0);
}

TEST_CASE("events: the variable-creating first trace is followed by a second",
          "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "b = None\n"
      "@tf.function\n"
      "def f():\n"
      "    global b\n"
      "    if b is None:\n"
      "        b = tf.Variable(1.0)\n"
      "    return b + 1\n"
      "f()\n"
      "f()\n");
  REQUIRE(sink.events.size() == 2);
  CHECK(sink.events[1].reason == "second trace: the first created variables");
  CHECK(sink.events[1].lesson.rfind("Lesson #1", 0) == 0);
}

TEST_CASE("events: nearest signature names the differing argument", "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(a, b, n):\n"
      "    return a\n"
      "f(tf.constant(1), tf.constant([1.0]), 3)\n"
      "f(tf.constant(1), tf.constant([1.0, 2.0]), 3)\n"
      "f(tf.constant(1), tf.constant([1.0]), 4)\n");
  REQUIRE(sink.events.size() == 3);
  CHECK(sink.events[1].reason == "b: float32[1] \u2192 float32[2]");
  // The third call is nearest to the first trace: only n differs.
  CHECK(sink.events[2].reason ==
        "Python value n: 3 \u2192 4 \u2014 Python values are part of the cache key");
}

TEST_CASE("events: structures, objects and variables", "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "class C: pass\n"
      "@tf.function\n"
      "def f(xs, o):\n"
      "    return xs[0]\n"
      "c = C()\n"
      "f([1, 2], c)\n"
      "f([1, 2, 3], c)\n"
      "f([1, 2], C())\n");
  REQUIRE(sink.events.size() == 3);
  CHECK(sink.events[0].signature == "xs: [1, 2], o: <C object>");
  CHECK(sink.events[1].reason == "xs: [1, 2] \u2192 [1, 2, 3]");
  CHECK(sink.events[2].reason.find("keyed by identity") != std::string::npos);
}

TEST_CASE("events: modern retracing warning, exact text, at most twice", "[function][events]") {
  EventSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "tf.compat.set_version('2.x')\n"
      "@tf.function\n"
      "def g(x):\n"
      "    return x\n"
      "for i in tf.range(1000):\n"
      "    g(i)\n"
      "for i in range(20):\n"
      "    g(i)\n");
  std::regex line(
      "WARNING:tensorflow:(\\d+) out of the last (\\d+) calls to <function g at 0x[0-9a-f]+> "
      "triggered tf.function retracing\\. Tracing is expensive and the excessive number of "
      "tracings could be due to \\(1\\) creating @tf.function repeatedly in a loop, \\(2\\) "
      "passing tensors with different shapes, \\(3\\) passing Python objects instead of "
      "tensors\\. For \\(1\\), please define your @tf.function outside of the loop\\. For "
      "\\(2\\), @tf.function has reduce_retracing=True option that can avoid unnecessary "
      "retracing\\. For \\(3\\), please refer to "
      "https://www.tensorflow.org/guide/function#controlling_retracing and "
      "https://www.tensorflow.org/api_docs/python/tf/function for  more details\\.\n");
  std::string err = sink.err;
  std::vector<std::pair<std::string, std::string>> found;
  for (std::sregex_iterator it(err.begin(), err.end(), line), end; it != end; ++it)
    found.emplace_back((*it)[1], (*it)[2]);
  // The reference's E17 figures: 1000 tensor calls then Python ints.
  REQUIRE(found.size() == 2);
  CHECK(found[0] == std::make_pair(std::string("5"), std::string("1004")));
  CHECK(found[1] == std::make_pair(std::string("6"), std::string("1005")));
}

TEST_CASE("events: talk mode logs no retracing warning", "[function][events]") {
  EventSink sink;
  Options talk;
  talk.modern_tf = false;  // modern TF is the default
  Interpreter in(sink, talk);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def g(x):\n"
      "    return x\n"
      "for i in range(20):\n"
      "    g(i)\n");
  CHECK(sink.err.empty());
  CHECK(sink.events.size() == 20);
}

TEST_CASE("events: MINITF_DEBUG graphs show each trace's graph and the plan it runs as",
          "[function][events]") {
  EventSink sink;
  Options debug;
  debug.debug = kDebugGraphs;
  Interpreter in(sink, debug);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "v = tf.Variable([1.0, 2.0])\n"
      "@tf.function\n"
      "def f(x):\n"
      "    v.assign_add(tf.sqrt(x * x + 1.0) - x)\n"
      "    return v\n"
      "f(tf.constant([3.0, 4.0]))\n");
  const std::string& err = sink.err;
  size_t graph = err.find("# graph of f, trace 1\n");
  size_t plan = err.find("# plan of f, trace 1\n");
  REQUIRE(graph != std::string::npos);
  REQUIRE(plan != std::string::npos);
  CHECK(graph < plan);
  // The graph keeps every op; the plan runs the elementwise chain and the
  // update it feeds as one fused step.
  CHECK(err.find("Sqrt = Sqrt(add)", graph) < plan);
  CHECK(err.find("= Fused[mul = Mul, add = AddV2, Sqrt = Sqrt, sub = Sub, AssignAddVariableOp = "
                 "AssignAddVariableOp]",
                 plan) != std::string::npos);
}
