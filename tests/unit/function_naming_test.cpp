// Graph names while tracing: TF's wrappers' scopes ("add", "add/y",
// "ReadVariableOp" of captured variables), placeholders after parameters,
// counters restarting per trace, Identity outputs.
#include <catch2/catch.hpp>

#include "function_test_util.h"

using namespace function_test;

namespace {

std::string ops_of(const std::string& body, const std::string& call) {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in, "import tensorflow as tf\n" + body + "cf = f.get_concrete_function(" + call + ")\n" +
              "print(' '.join(op.name + ':' + op.type for op in cf.graph.get_operations()))\n");
  return sink.out;
}

}  // namespace

TEST_CASE("naming: operators open TF 2.0's name scopes", "[function][naming]") {
  CHECK(ops_of("@tf.function\ndef f(x, y):\n    return x + y + 1.0\n",
               "tf.constant(1.0), tf.constant(2.0)") ==
        "x:Placeholder y:Placeholder add:AddV2 add_1/y:Const add_1:AddV2 Identity:Identity\n");
  CHECK(ops_of("@tf.function\ndef f(a):\n    return tf.matmul(a, a) * 2\n", "tf.ones([2, 2])") ==
        "a:Placeholder MatMul:MatMul mul/y:Const mul:Mul Identity:Identity\n");
}

TEST_CASE("naming: constants, variables and prints", "[function][naming]") {
  CHECK(ops_of("v = tf.Variable(1.0)\n"
               "@tf.function\ndef f(x):\n    c = tf.constant(2.0)\n    tf.print(x)\n"
               "    return x * c + v\n",
               "tf.constant(1.0)") ==
        "x:Placeholder Const:Const StringFormat:StringFormat PrintV2:PrintV2 mul:Mul "
        "Variable:Placeholder add/ReadVariableOp:ReadVariableOp add:AddV2 Identity:Identity\n");
}

TEST_CASE("naming: each trace restarts the counters", "[function][naming]") {
  StringSink sink;
  Interpreter in(sink);
  install_libraries(in);
  run(in,
      "import tensorflow as tf\n"
      "@tf.function\n"
      "def f(x):\n"
      "    y = x + x\n"
      "    print(y)\n"
      "    return y\n"
      "f(tf.constant(1)); f(tf.constant(1.0)); f(tf.constant([1]))\n");
  CHECK(sink.out ==
        "Tensor(\"add:0\", shape=(), dtype=int32)\n"
        "Tensor(\"add:0\", shape=(), dtype=float32)\n"
        "Tensor(\"add:0\", shape=(1,), dtype=int32)\n");
}

TEST_CASE("naming: nested arguments and varargs", "[function][naming]") {
  CHECK(ops_of("@tf.function\ndef f(xs, *rest):\n    return xs[0]\n",
               "[tf.constant(1), tf.constant(2)], tf.constant(3)") ==
        "xs:Placeholder xs_1:Placeholder rest_0:Placeholder Identity:Identity\n");
}
