// The trace-cache key: RFC rules, computed without the interpreter's help for
// the common kinds, and equal exactly when TF would reuse a trace.
#include <catch2/catch.hpp>

#include "function/cache_key.h"
#include "function_test_util.h"

using namespace function_test;

namespace {

// The key of the value of expression `expr` (evaluated in `in`).
CacheKey key_of(Interpreter& in, const std::string& expr, size_t* tensors = nullptr) {
  ExecResult r = in.exec(expr, "k.py", true);
  INFO(r.error_text);
  REQUIRE(r.ok);
  CacheKey k;
  InputTensors t;
  REQUIRE(append_cache_key(in, r.last_value, k, t));
  if (tensors) *tensors = t.size();
  return k;
}

}  // namespace

TEST_CASE("cache key: Python numbers by value with Python equality", "[function][cache]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in, "import tensorflow as tf\nimport numpy as np\n");
  CHECK(key_of(in, "1") == key_of(in, "1.0"));
  CHECK(key_of(in, "1") == key_of(in, "True"));
  CHECK(key_of(in, "0") == key_of(in, "-0.0"));
  CHECK(key_of(in, "2") == key_of(in, "complex(2, 0)"));
  CHECK(key_of(in, "1") != key_of(in, "2"));
  CHECK(key_of(in, "1.5") != key_of(in, "1"));
  CHECK(key_of(in, "float('nan')") == key_of(in, "float('nan')"));
  CHECK(key_of(in, "None") != key_of(in, "0"));
  CHECK(key_of(in, "'a'") == key_of(in, "'a' + ''"));
  CHECK(key_of(in, "'a'") != key_of(in, "'b'"));
}

TEST_CASE("cache key: tensors by dtype and shape, never by value", "[function][cache]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in, "import tensorflow as tf\nimport numpy as np\n");
  size_t n = 0;
  CHECK(key_of(in, "tf.constant(1.0)", &n) == key_of(in, "tf.constant(7.0)"));
  CHECK(n == 1);
  CHECK(key_of(in, "tf.constant([2.0])") != key_of(in, "tf.constant([2.0, 3.0])"));
  CHECK(key_of(in, "tf.constant([2.0])") != key_of(in, "tf.constant([[2.0]])"));
  CHECK(key_of(in, "tf.constant(1)") != key_of(in, "tf.constant(1.0)"));
  CHECK(key_of(in, "tf.constant(1)") != key_of(in, "1"));
  CHECK(key_of(in, "np.array([1.0, 2.0])") == key_of(in, "tf.constant([1.0, 2.0], tf.float64)"));
}

TEST_CASE("cache key: structures, variables and objects", "[function][cache]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\nv = tf.Variable(1)\nw = tf.Variable(1)\n"
      "class C: pass\nc = C()\n");
  size_t n = 0;
  CHECK(key_of(in, "[1, 2]") != key_of(in, "[2, 1]"));
  CHECK(key_of(in, "[1, 2]") != key_of(in, "(1, 2)"));
  CHECK(key_of(in, "[tf.constant(1), tf.constant(2)]", &n) ==
        key_of(in, "[tf.constant(5), tf.constant(6)]"));
  CHECK(n == 2);
  CHECK(key_of(in, "{'a': 1, 'b': 2}") == key_of(in, "{'b': 2, 'a': 1}"));
  CHECK(key_of(in, "v", &n) == key_of(in, "v"));
  CHECK(n == 0);  // variables are captured, not fed
  CHECK(key_of(in, "v") != key_of(in, "w"));
  CHECK(key_of(in, "c") == key_of(in, "c"));
  CHECK(key_of(in, "c") != key_of(in, "C()"));
}

TEST_CASE("cache key: a symbolic tensor cannot key an eager call", "[function][cache]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\nleak = []\n"
      "@tf.function\ndef f(x):\n    leak.append(x)\n    return x\n"
      "f(tf.constant(1))\n");
  ExecResult r = in.exec("leak[0]", "k.py", true);
  REQUIRE(r.ok);
  CacheKey k;
  InputTensors t;
  CHECK_FALSE(append_cache_key(in, r.last_value, k, t));
}

TEST_CASE("cache: cached calls run the graph, not the Python body", "[function][cache][executor]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    print('trace')\n"
      "    return x * 2 + 1\n"
      "for i in range(100):\n"
      "    r = f(tf.constant(i))\n"
      "print(r.numpy(), f.experimental_get_tracing_count())\n");
  CHECK(sink.out == "trace\n199 1\n");
}

TEST_CASE("cache: separate function objects and instances never share", "[function][cache]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "class M:\n"
      "    @tf.function\n"
      "    def f(self, x):\n"
      "        print('trace')\n"
      "        return x\n"
      "a, b = M(), M()\n"
      "a.f(1); a.f(1); b.f(1)\n"
      "g = tf.function(lambda x: x)\n"
      "h = tf.function(lambda x: x)\n"
      "g(1); h(1)\n"
      "print(a.f.experimental_get_tracing_count(), b.f.experimental_get_tracing_count(),\n"
      "      g.experimental_get_tracing_count(), h.experimental_get_tracing_count())\n");
  CHECK(sink.out == "trace\ntrace\n1 1 1 1\n");
}
